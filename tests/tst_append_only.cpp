// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Append-only is enforced by the database (DESIGN §1): a trigger rejects an
// UPDATE of any content column, whoever sends it, while the lifecycle columns
// stay open to the policy engines; the audit table refuses UPDATE and DELETE;
// and the API offers no way to change a delta's content.

#include "AuditLog.h"
#include "DeltaJson.h"
#include "Engage.h"
#include "Engagement.h"
#include "LakeSql.h"
#include "Reaper.h"
#include "TestSupport.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUuid>

using namespace tarn;
using namespace tarn::test;

namespace {

const QString kHash = QStringLiteral("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08");

// A second connection of our own to the lake file: the trigger must hold
// for any writer, not only for the lake's code.
class RawConnection
{
public:
    explicit RawConnection(const QString &path)
        : m_name(QStringLiteral("raw-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        m_ok = db.open();
    }
    ~RawConnection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    bool ok() const { return m_ok; }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }

private:
    QString m_name;
    bool m_ok = false;
};

// Every column of the row, as SQLite holds it.
QVariantList rawRow(QSqlDatabase db, const QString &id)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT * FROM deltas WHERE rid = ?"));
    q.addBindValue(*DeltaId::toKey(id));
    if (!q.exec() || !q.next())
        return {};
    QVariantList out;
    for (int i = 0; i < q.record().count(); ++i)
        out << q.value(i);
    return out;
}

QByteArray wire(const Delta &d)
{
    return QJsonDocument(DeltaJson::toJson(d)).toJson(QJsonDocument::Compact);
}

qint64 count(QSqlDatabase db, const QString &sql)
{
    QSqlQuery q(db);
    if (!q.exec(sql) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

Delta richObservation(Lake &lake)
{
    Delta d = draft(QStringLiteral("browser"), QStringLiteral("Red Tarn from the ridge"));
    d.tags = {QStringLiteral("hiking"), QStringLiteral("photo")};
    d.subject = QStringLiteral("red tarn");
    d.mediaHash = lake.putMedia(QByteArrayLiteral("jpeg bytes"));
    d.sessionId = QStringLiteral("s1");
    d.segmentId = QStringLiteral("g1");
    d.episodeId = QStringLiteral("e1");
    d.validFrom = kT0 - Duration::Hour;
    d.validUntil = kT0 + Duration::Hour;
    d.supersedes = QStringLiteral("000000000001");
    return lake.insert(d);
}

} // namespace

class TestAppendOnly : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void contentColumnsRejectUpdates_data()
    {
        QTest::addColumn<QString>("assignment");
        // DESIGN §1's content columns, each set to a plausible new value.
        QTest::newRow("content") << QStringLiteral("content = 'rewritten history'");
        QTest::newRow("content unchanged") << QStringLiteral("content = content");
        QTest::newRow("tags") << QStringLiteral("tags = '[\"other\"]'");
        QTest::newRow("source") << QStringLiteral("source = 'chat'");
        QTest::newRow("kind") << QStringLiteral("kind = 'fact'");
        QTest::newRow("subject") << QStringLiteral("subject = 'something else'");
        QTest::newRow("subject to null") << QStringLiteral("subject = NULL");
        QTest::newRow("scope") << QStringLiteral("scope = 'public'");
        QTest::newRow("observed_at") << QStringLiteral("observed_at = observed_at + 1");
        QTest::newRow("created_at") << QStringLiteral("created_at = 0");
        QTest::newRow("media_hash") << QStringLiteral("media_hash = '%1'").arg(kHash);
        QTest::newRow("media_hash to null") << QStringLiteral("media_hash = NULL");
        QTest::newRow("session_id") << QStringLiteral("session_id = 's2'");
        QTest::newRow("segment_id") << QStringLiteral("segment_id = 'g2'");
        QTest::newRow("episode_id") << QStringLiteral("episode_id = 'e2'");
        QTest::newRow("valid_from") << QStringLiteral("valid_from = 0");
        QTest::newRow("valid_until") << QStringLiteral("valid_until = NULL");
        QTest::newRow("supersedes") << QStringLiteral("supersedes = 2");
        QTest::newRow("rid") << QStringLiteral("rid = rid + 1");
        QTest::newRow("content with a lifecycle column")
            << QStringLiteral("confidence = 0.5, content = 'sneaky'");
    }

    void contentColumnsRejectUpdates()
    {
        QFETCH(QString, assignment);
        TempLake lake;
        const Delta d = richObservation(*lake);
        const QVariantList before = rawRow(LakeSql::of(*lake), d.id);
        QVERIFY(!before.isEmpty());
        const QByteArray exportBefore = exportOf(*lake);

        RawConnection raw(lake.path());
        QVERIFY(raw.ok());
        const QString sql = QStringLiteral("UPDATE deltas SET %1 WHERE rid = %2").arg(assignment).arg(*DeltaId::toKey(d.id));
        {
            QSqlQuery q(raw.db());
            QVERIFY2(!q.exec(sql), qPrintable(sql));
            QVERIFY2(q.lastError().text().contains(QStringLiteral("append-only")), qPrintable(q.lastError().text()));
        }
        // Every row, not only one: a WHERE-less update is refused as well.
        {
            QSqlQuery q(raw.db());
            QVERIFY(!q.exec(QStringLiteral("UPDATE deltas SET %1").arg(assignment)));
        }
        // The lake's own connection gets no exemption.
        {
            QSqlQuery q(LakeSql::of(*lake));
            QVERIFY(!q.exec(sql));
        }
        // An UPSERT is an UPDATE too.
        if (assignment.startsWith(QStringLiteral("content ="))) {
            QSqlQuery q(raw.db());
            QVERIFY(!q.exec(QStringLiteral("INSERT INTO deltas (rid, content, source, kind, observed_at, created_at) "
                                           "VALUES (%1, 'x', 'chat', 'fact', 0, 0) ON CONFLICT(rid) DO UPDATE SET %2")
                                .arg(*DeltaId::toKey(d.id))
                                .arg(assignment)));
            // So is INSERT OR REPLACE: a delete and an insert under the same id.
            QVERIFY(!q.exec(QStringLiteral("INSERT OR REPLACE INTO deltas (rid, content, source, kind, observed_at, created_at) "
                                           "VALUES (%1, 'replaced', 'chat', 'fact', 0, 0)")
                                .arg(*DeltaId::toKey(d.id))));
            QVERIFY2(q.lastError().text().contains(QStringLiteral("append-only")), qPrintable(q.lastError().text()));
        }
        QCOMPARE(rawRow(LakeSql::of(*lake), d.id), before);
        QCOMPARE(exportOf(*lake), exportBefore);
    }

    void lifecycleColumnsStayOpen_data()
    {
        QTest::addColumn<QString>("column");
        QTest::addColumn<QString>("value");
        QTest::newRow("confidence") << QStringLiteral("confidence") << QStringLiteral("0.25");
        QTest::newRow("expires_at") << QStringLiteral("expires_at") << QString::number(kT0 + 3 * Duration::Day);
        QTest::newRow("recall_count") << QStringLiteral("recall_count") << QStringLiteral("4");
        QTest::newRow("tier") << QStringLiteral("tier") << QStringLiteral("'semantic'");
        QTest::newRow("state") << QStringLiteral("state") << QStringLiteral("'forgotten'");
        QTest::newRow("last_confirmed_at") << QStringLiteral("last_confirmed_at") << QString::number(kT0 + 5);
        QTest::newRow("last_recalled_at") << QStringLiteral("last_recalled_at") << QString::number(kT0 + 6);
        QTest::newRow("quality_score") << QStringLiteral("quality_score") << QStringLiteral("1.5");
        QTest::newRow("superseded_by") << QStringLiteral("superseded_by") << QStringLiteral("3");
        QTest::newRow("decay_class") << QStringLiteral("decay_class") << QStringLiteral("'stable'");
        QTest::newRow("decay_steps") << QStringLiteral("decay_steps") << QStringLiteral("2");
    }

    void lifecycleColumnsStayOpen()
    {
        QFETCH(QString, column);
        QFETCH(QString, value);
        TempLake lake;
        const Delta d = richObservation(*lake);
        RawConnection raw(lake.path());
        QVERIFY(raw.ok());
        QSqlQuery q(raw.db());
        const qint64 rid = *DeltaId::toKey(d.id);
        QVERIFY2(q.exec(QStringLiteral("UPDATE deltas SET %1 = %2 WHERE rid = %3").arg(column, value).arg(rid)),
                 qPrintable(q.lastError().text()));
        QCOMPARE(q.numRowsAffected(), 1);
        QVERIFY(q.exec(QStringLiteral("SELECT %1 = %2 FROM deltas WHERE rid = %3").arg(column, value).arg(rid)));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 1);
        // ... and the content is what it was.
        const Delta after = *lake->get(d.id);
        QCOMPARE(after.content, d.content);
        QCOMPARE(after.tags, d.tags);
        QCOMPARE(after.mediaHash, d.mediaHash);
    }

    void auditRefusesUpdateAndDelete_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::newRow("update op") << QStringLiteral("UPDATE audit SET op = 'nothing-happened'");
        QTest::newRow("update detail") << QStringLiteral("UPDATE audit SET detail = NULL WHERE seq = 1");
        QTest::newRow("update count") << QStringLiteral("UPDATE audit SET count = 0 WHERE op = 'insert'");
        QTest::newRow("delete all") << QStringLiteral("DELETE FROM audit");
        QTest::newRow("delete one") << QStringLiteral("DELETE FROM audit WHERE seq = 1");
        // REPLACE deletes the old row without firing DELETE triggers.
        QTest::newRow("insert or replace") << QStringLiteral("INSERT OR REPLACE INTO audit(seq, at, actor, op) VALUES (1, 0, 'x', 'y')");
        QTest::newRow("replace") << QStringLiteral("REPLACE INTO audit(seq, at, actor, op) VALUES (2, 0, 'x', 'y')");
        QTest::newRow("upsert") << QStringLiteral("INSERT INTO audit(seq, at, actor, op) VALUES (1, 0, 'x', 'y') "
                                                  "ON CONFLICT(seq) DO UPDATE SET op = 'y'");
    }

    void auditRefusesUpdateAndDelete()
    {
        QFETCH(QString, sql);
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("one"), Kind::Episode));
        lake->insert(draft(QStringLiteral("rss:x"), QStringLiteral("two")));
        QByteArray before;
        {
            QBuffer b(&before);
            QVERIFY(b.open(QIODevice::WriteOnly));
            lake->audit().exportJsonl(b);
        }
        QVERIFY(before.count('\n') >= 3); // migrate + two inserts
        RawConnection raw(lake.path());
        QVERIFY(raw.ok());
        QSqlQuery q(raw.db());
        QVERIFY2(!q.exec(sql), qPrintable(sql));
        QVERIFY2(q.lastError().text().contains(QStringLiteral("append-only")), qPrintable(q.lastError().text()));
        QByteArray after;
        {
            QBuffer b(&after);
            QVERIFY(b.open(QIODevice::WriteOnly));
            lake->audit().exportJsonl(b);
        }
        QCOMPARE(after, before);
        // Appending still works.
        lake->audit().append(QStringLiteral("test"), QStringLiteral("note"));
        QCOMPARE(count(LakeSql::of(*lake), QStringLiteral("SELECT count(*) FROM audit")), qint64(before.count('\n') + 1));
    }

    void engagementLeavesTheTargetByteIdentical()
    {
        TempLake lake;
        const Delta target = richObservation(*lake);
        const QVariantList rowBefore = rawRow(LakeSql::of(*lake), target.id);
        const QByteArray wireBefore = wire(*lake->get(target.id));
        const QList<Delta> ftsHitsBefore = lake->list(ListFilter{}, {}, 100);

        lake.clock.advance(Duration::Hour);
        const Delta a = Engagement::engage(*lake, target.id, EngagementType::Affirm, QStringLiteral("worth keeping"));
        const Delta r = Engagement::engage(*lake, target.id, EngagementType::Refute, QStringLiteral("wrong ridge"));
        const Delta p = Engagement::engage(*lake, target.id, EngagementType::Reply, QStringLiteral("go again in June"));

        QCOMPARE(rawRow(LakeSql::of(*lake), target.id), rowBefore);
        QCOMPARE(wire(*lake->get(target.id)), wireBefore);
        // The engagements are new authored deltas pointing at it.
        for (const Delta &e : {a, r, p}) {
            QVERIFY(e.id != target.id);
            QCOMPARE(e.source, QStringLiteral("tarn-engagement"));
            QVERIFY(!e.expiresAt.has_value());
            QCOMPARE(Engagement::targetOf(e), target.id);
        }
        QCOMPARE(lake->engagementsOf(target.id).size(), 3);
        QCOMPARE(lake->list(ListFilter{}, {}, 100).size(), ftsHitsBefore.size() + 3);

        // The target still wilts on its own clock; the engagements stay.
        QCOMPARE(*lake->get(target.id)->expiresAt, kT0 + 7 * Duration::Day);
        lake.clock.setNow(kT0 + 7 * Duration::Day);
        QCOMPARE(Reaper::run(*lake).removed, 1);
        QVERIFY(!lake->get(target.id).has_value());
        for (const Delta &e : {a, r, p})
            QCOMPARE(wire(*lake->get(e.id)), wire(e));
    }

    void apiWritesNeverUpdateContent()
    {
        // Everything the lake's API does to existing rows (re-timing a
        // source, backfilling decay classes, refreshing on access, reaping)
        // runs under the trigger; if any of it touched a content column it
        // would throw. Afterwards the content of every survivor is unchanged.
        TempLake lake;
        const Delta feed = lake->insert(draft(QStringLiteral("rss:news"), QStringLiteral("a headline")));
        Delta fact = draft(QStringLiteral("agent"), QStringLiteral("The build uses Ninja"), Kind::Fact);
        const Delta agent = lake->insert(fact);
        const Delta chat = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("hello"), Kind::Episode));
        auto contentOf = [&](const Delta &d) {
            Delta c = *lake->get(d.id);
            return QStringList{c.content, c.tags.join(u','), c.source, kindName(c.kind), c.subject,
                               QString::number(c.observedAt), QString::number(c.createdAt), c.mediaHash};
        };
        const QStringList f0 = contentOf(feed), a0 = contentOf(agent), c0 = contentOf(chat);
        lake->setSourceSettings(QStringLiteral("rss"), SourceSettings{7 * Duration::Day, DecayClass::None}, true);
        lake->backfillDecay(false);
        lake->refreshOnAccess({feed.id, agent.id, chat.id});
        lake.clock.advance(Duration::Hour);
        Reaper::run(*lake);
        QCOMPARE(contentOf(feed), f0);
        QCOMPARE(contentOf(agent), a0);
        QCOMPARE(contentOf(chat), c0);
        QCOMPARE(*lake->get(feed.id)->expiresAt, feed.observedAt + 7 * Duration::Day);
    }

    void triggerIsInTheSchema()
    {
        TempLake lake;
        QCOMPARE(count(LakeSql::of(*lake),
                       QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name IN "
                                      "('deltas_append_only', 'deltas_no_replace', 'audit_no_update', 'audit_no_delete', "
                                      "'audit_no_replace')")),
                 qint64(5));
    }
};

QTEST_GUILESS_MAIN(TestAppendOnly)
#include "tst_append_only.moc"
