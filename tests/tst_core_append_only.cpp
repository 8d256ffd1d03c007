// Append-only is a database fact: the trigger refuses any UPDATE of a
// content column, whoever runs it; lifecycle columns stay writable for the
// policy engines; the audit log refuses UPDATE and DELETE outright.

#include "Engagement.h"
#include "TestSupport.h"

#include <QBuffer>
#include <QSqlDatabase>
#include <QSqlRecord>
#include <QSqlError>
#include <QSqlQuery>

using namespace tarn;
using namespace tarn::test;

class TestAppendOnly : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void contentColumnsRefusedThroughRawSql_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::newRow("content") << QStringLiteral("content = 'changed'");
        QTest::newRow("tags") << QStringLiteral("tags = '[\"x\"]'");
        QTest::newRow("source") << QStringLiteral("source = 'chat'");
        QTest::newRow("kind") << QStringLiteral("kind = 'fact'");
        QTest::newRow("subject") << QStringLiteral("subject = 's'");
        QTest::newRow("scope") << QStringLiteral("scope = 'team'");
        QTest::newRow("observed_at") << QStringLiteral("observed_at = 1");
        QTest::newRow("created_at") << QStringLiteral("created_at = 1");
        QTest::newRow("media_hash") << QStringLiteral("media_hash = NULL");
        QTest::newRow("session_id") << QStringLiteral("session_id = 's'");
        QTest::newRow("segment_id") << QStringLiteral("segment_id = 's'");
        QTest::newRow("episode_id") << QStringLiteral("episode_id = 'e'");
        QTest::newRow("valid_from") << QStringLiteral("valid_from = 1");
        QTest::newRow("valid_until") << QStringLiteral("valid_until = 1");
        QTest::newRow("supersedes") << QStringLiteral("supersedes = 1");
        QTest::newRow("rid (the id)") << QStringLiteral("rid = rid + 1");
        QTest::newRow("content unchanged still refused") << QStringLiteral("content = content");
    }

    void contentColumnsRefusedThroughRawSql()
    {
        QFETCH(QString, assignment);
        TempLake lake;
        const Delta d = lake->insert(draft(QStringLiteral("rss:news"), QStringLiteral("A headline")));
        const QByteArray before = exportOf(*lake);

        // A second, independent connection: the trigger lives in the file,
        // not in Tarn's code.
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            raw.setDatabaseName(lake.path());
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY(!q.exec(QStringLiteral("UPDATE deltas SET %1 WHERE rid = %2").arg(assignment).arg(*DeltaId::toKey(d.id))));
            QVERIFY2(q.lastError().text().contains(QStringLiteral("append-only")), qPrintable(q.lastError().text()));
            raw.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));
        QCOMPARE(exportOf(*lake), before);
    }

    void lifecycleColumnsStayWritable()
    {
        TempLake lake;
        const Delta d = lake->insert(draft(QStringLiteral("rss:news"), QStringLiteral("A headline")));
        QSqlQuery q(lake->database());
        QVERIFY2(q.exec(QStringLiteral("UPDATE deltas SET confidence = 0.5, recall_count = 3, tier = 'episodic', "
                                       "state = 'forgotten', expires_at = expires_at + 1 WHERE rid = %1")
                            .arg(*DeltaId::toKey(d.id))),
                 qPrintable(q.lastError().text()));
        const Delta after = *lake->get(d.id);
        QCOMPARE(after.confidence, 0.5);
        QCOMPARE(after.recallCount, 3);
        QCOMPARE(after.tier, Tier::Episodic);
        QCOMPARE(after.state, DeltaState::Forgotten);
        QCOMPARE(after.content, d.content);
    }

    void auditRefusesUpdateAndDelete()
    {
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("hello"), Kind::Episode));
        QSqlQuery q(lake->database());
        QVERIFY(!q.exec(QStringLiteral("UPDATE audit SET op = 'nothing'")));
        QVERIFY(q.lastError().text().contains(QStringLiteral("append-only")));
        QVERIFY(!q.exec(QStringLiteral("DELETE FROM audit")));
        QVERIFY(q.lastError().text().contains(QStringLiteral("append-only")));
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM audit WHERE op = 'insert'")) && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
    }

    void engagingLeavesTheTargetByteIdentical()
    {
        TempLake lake;
        const Delta target = lake->insert(draft(QStringLiteral("rss:news"), QStringLiteral("Lakes store carbon")));
        const QByteArray targetBefore = rowDump(*lake, target.id);
        Engagement::engage(*lake, target.id, EngagementType::Affirm, QStringLiteral("keep"));
        Engagement::engage(*lake, target.id, EngagementType::Refute, QStringLiteral("wrong"));
        Engagement::engage(*lake, target.id, EngagementType::Reply, QStringLiteral("thought"));
        QCOMPARE(rowDump(*lake, target.id), targetBefore);
        QCOMPARE(lake->engagementsOf(target.id).size(), 3);
    }

private:
    static QByteArray rowDump(Lake &lake, const QString &id)
    {
        QSqlQuery q(lake.database());
        q.exec(QStringLiteral("SELECT * FROM deltas WHERE rid = %1").arg(*DeltaId::toKey(id)));
        QByteArray out;
        if (q.next())
            for (int i = 0; i < q.record().count(); ++i)
                out += q.value(i).toString().toUtf8() + '|';
        return out;
    }
};

QTEST_GUILESS_MAIN(TestAppendOnly)
#include "tst_core_append_only.moc"
