// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// JSONL import and export (DESIGN §1, §4): export -> import round-trips
// exactly; import keeps a given id and expires_at (a restore) and otherwise
// lets the laws set the expiry; a bad line is reported by number and nothing
// from that file is written; the audit log exports as JSONL.

#include "AuditLog.h"
#include "DeltaJson.h"
#include "Engage.h"
#include "Engagement.h"
#include "LakeSql.h"
#include "SoftDecay.h"
#include "TestSupport.h"
#include "TimeFormat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

using namespace tarn;
using namespace tarn::test;

namespace {

ImportReport importBytes(Lake &lake, QByteArray data, const QString &mediaDir = {})
{
    QBuffer in(&data);
    in.open(QIODevice::ReadOnly);
    return lake.importJsonl(in, mediaDir);
}

QByteArray auditOf(Lake &lake)
{
    QByteArray out;
    QBuffer b(&out);
    b.open(QIODevice::WriteOnly);
    lake.audit().exportJsonl(b);
    return out;
}

QByteArray jsonLine(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

QString iso(qint64 ms)
{
    return TimeFormat::toIso(ms);
}

// A lake with a bit of everything: authored and observed, tags, an image,
// engagements, assistant facts with decay classes, and lifecycle fields the
// engines have moved (confidence, recall counts, tier, state).
void fillRich(TempLake &lake)
{
    Lake &l = *lake;
    Delta chat = draft(QStringLiteral("chat"), QStringLiteral("Let's walk to Red Tarn on Saturday"), Kind::Episode);
    chat.sessionId = QStringLiteral("s-42");
    chat.tags = {QStringLiteral("plans"), QStringLiteral("hiking")};
    l.insert(chat);
    Delta note = draft(QStringLiteral("vault"), QStringLiteral("Striding Edge is exposed in wind"), Kind::Fact);
    note.subject = QStringLiteral("striding edge");
    note.scope = Scope::Team;
    note.validFrom = kT0 - 365 * Duration::Day;
    l.insert(note);
    Delta capture = draft(QStringLiteral("browser"), QStringLiteral("Photo: Red Tarn under snow"));
    capture.mediaHash = l.putMedia(QByteArrayLiteral("<svg>snow</svg>"));
    const Delta shot = l.insert(capture);
    const Delta feed = l.insert(draft(QStringLiteral("rss:mwis"), QStringLiteral("Gales on the summits tomorrow")));
    l.insert(draft(QStringLiteral("sysinfo"), QStringLiteral("battery 81 %")));
    l.insert(draft(QStringLiteral("heartbeat"), QStringLiteral("alive")));
    l.insert(draft(QStringLiteral("agent"), QStringLiteral("TODO: ask about the bus times"), Kind::Fact));
    Delta stable = draft(QStringLiteral("agent"), QStringLiteral("The person prefers early starts"), Kind::Preference);
    stable.decayClass = DecayClass::Stable;
    const Delta pref = l.insert(stable);
    // A decay-class fact with a 30-day window (only decay-class facts
    // soft-decay; a feed's expiry is a promise).
    Delta decaying = draft(QStringLiteral("agent"), QStringLiteral("The person is planning a trip to Keswick"), Kind::Fact);
    decaying.decayClass = DecayClass::Active;
    decaying.observedAt = lake.clock.nowMs();
    decaying.expiresAt = decaying.observedAt + 30 * Duration::Day;
    l.insertBatch({NewDelta{decaying, true, false, true}});
    lake.clock.advance(Duration::Hour);
    Engagement::engage(l, shot.id, EngagementType::Affirm, QStringLiteral("keep this one"));
    Engagement::engage(l, feed.id, EngagementType::Refute, QStringLiteral("the forecast changed"));
    Engagement::engage(l, feed.id, EngagementType::Reply, QStringLiteral("so Sunday instead"));
    // Lifecycle fields the engines change.
    lake.clock.advance(2 * Duration::Hour);
    l.refreshOnAccess({pref.id});
    lake.clock.advance(25 * Duration::Day);
    SoftDecay::Options slow;
    slow.intervalMs = 10 * Duration::Day; // one halving for the decay-class fact past 75 % of its window
    SoftDecay::run(l, slow);
    QSqlQuery q(LakeSql::of(l));
    QVERIFY(q.exec(QStringLiteral("UPDATE deltas SET recall_count = 3, last_recalled_at = %1, tier = 'episodic', "
                                  "quality_score = 1.5 WHERE source = 'vault'")
                       .arg(lake.clock.nowMs())));
    QVERIFY(q.exec(QStringLiteral("UPDATE deltas SET state = 'invalidated' WHERE kind = 'preference'")));
    QVERIFY(q.exec(QStringLiteral("UPDATE deltas SET state = 'forgotten' WHERE source = 'chat'")));
}

} // namespace

class TestImportExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exportImportRoundTripsExactly_data()
    {
        // Both write paths: SQLite's C API (the fast one) and portable Qt Sql.
        QTest::addColumn<bool>("native");
        QTest::newRow("native writer") << true;
        QTest::newRow("portable writer") << false;
    }

    void exportImportRoundTripsExactly()
    {
        QFETCH(bool, native);
        OpenOptions options;
        options.nativeSqlite = native;
        TempLake a(options);
        fillRich(a);
        const QByteArray exported = exportOf(*a);
        QVERIFY(exported.count('\n') >= 6);
        // Forgetting is total: a forgotten delta and the expired ones the
        // reaper has not reached yet are not in an export.
        QVERIFY(!exported.contains("Red Tarn on Saturday"));
        QVERIFY(!exported.contains("\"state\":\"forgotten\""));
        QVERIFY(!exported.contains("battery 81"));
        // The export carries what we put in.
        QVERIFY(exported.contains("\"source\":\"tarn-engagement\""));
        QVERIFY(exported.contains("\"tier\":\"episodic\""));
        QVERIFY(exported.contains("\"state\":\"invalidated\""));
        QVERIFY(exported.contains("\"decay_class\":\"stable\""));
        QVERIFY(exported.contains("\"media_hash\":\""));
        QVERIFY(exported.contains("\"recall_count\":3"));
        QVERIFY(exported.contains("\"affirms:"));
        QVERIFY(exported.contains("\"refutes:"));
        QVERIFY(exported.contains("\"reply-to:"));
        bool halved = false;
        for (const QByteArray &line : exported.split('\n'))
            if (!line.isEmpty() && QJsonDocument::fromJson(line).object().value(QStringLiteral("confidence")).toDouble() < 1.0)
                halved = true;
        QVERIFY2(halved, "soft decay should have moved some confidence");

        QTemporaryDir media;
        QVERIFY(a->exportMedia(media.filePath(QStringLiteral("m"))) == 1);

        // Into a fresh lake on a later clock: the export is byte-identical
        // (given expiries are kept, not re-derived from the new clock).
        OpenOptions other;
        other.nativeSqlite = !native;
        TempLake b(other);
        b.clock.setNow(a.clock.nowMs() + Duration::Hour);
        const ImportReport r = importBytes(*b, exported, media.filePath(QStringLiteral("m")));
        QCOMPARE(r.imported, qint64(exported.count('\n')));
        QCOMPARE(r.truncated, qint64(0));
        QCOMPARE(exportOf(*b), exported);
        // Engagements still find their targets; counts agree.
        QCOMPARE(b->stats().total, qint64(exported.count('\n')));
        for (const QByteArray &line : exported.split('\n')) {
            if (line.isEmpty())
                continue;
            const QString id = QJsonDocument::fromJson(line).object().value(QStringLiteral("id")).toString();
            QCOMPARE(b->engagementsOf(id).size(), a->engagementsOf(id).size());
        }
        // And once more: export(import(export)) is a fixed point.
        TempLake c;
        importBytes(*c, exportOf(*b), media.filePath(QStringLiteral("m")));
        QCOMPARE(exportOf(*c), exported);
    }

    void importKeepsGivenIdAndExpiry()
    {
        TempLake lake;
        const qint64 observed = kT0 - 2 * Duration::Day;
        const qint64 expires = kT0 + 3 * Duration::Hour; // not what the rss law would give
        const QByteArray data = jsonLine({{QStringLiteral("id"), QStringLiteral("00000000beef")},
                                          {QStringLiteral("content"), QStringLiteral("restored item")},
                                          {QStringLiteral("source"), QStringLiteral("rss:x")},
                                          {QStringLiteral("kind"), QStringLiteral("observation")},
                                          {QStringLiteral("observed_at"), iso(observed)},
                                          {QStringLiteral("expires_at"), iso(expires)}});
        QCOMPARE(importBytes(*lake, data).imported, qint64(1));
        const Delta d = *lake->get(QStringLiteral("00000000beef"));
        QCOMPARE(d.content, QStringLiteral("restored item"));
        QCOMPARE(d.observedAt, observed);
        QCOMPARE(d.expiresAt.value_or(0), expires);
        // Ids generated afterwards do not collide with it.
        const Delta next = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("after"), Kind::Episode));
        QVERIFY(next.id != d.id);
    }

    void importWithoutExpiryFollowsTheLaws_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<qint64>("observedAgo");
        QTest::addColumn<qint64>("ttl"); // -1: never
        QTest::newRow("rss 10 days ago") << QStringLiteral("rss:x") << 10 * Duration::Day << 30 * Duration::Day;
        QTest::newRow("chat") << QStringLiteral("chat") << 10 * Duration::Day << qint64(-1);
        QTest::newRow("vault") << QStringLiteral("vault") << Duration::Hour << qint64(-1);
        QTest::newRow("sysinfo an hour ago") << QStringLiteral("sysinfo") << Duration::Hour << Duration::Day;
        QTest::newRow("browser now") << QStringLiteral("browser") << qint64(0) << 7 * Duration::Day;
        QTest::newRow("engagement") << QStringLiteral("tarn-engagement") << Duration::Day << qint64(-1);
    }

    void importWithoutExpiryFollowsTheLaws()
    {
        QFETCH(QString, source);
        QFETCH(qint64, observedAgo);
        QFETCH(qint64, ttl);
        TempLake lake;
        const qint64 observed = kT0 - observedAgo;
        const QByteArray data = jsonLine({{QStringLiteral("id"), QStringLiteral("0000000000a1")},
                                          {QStringLiteral("content"), QStringLiteral("imported")},
                                          {QStringLiteral("source"), source},
                                          {QStringLiteral("observed_at"), iso(observed)}});
        importBytes(*lake, data);
        const Delta d = *lake->get(QStringLiteral("0000000000a1"));
        if (ttl < 0) {
            QVERIFY2(!d.expiresAt.has_value(), qPrintable(iso(d.expiresAt.value_or(0))));
        } else {
            QVERIFY(d.expiresAt.has_value());
            // From observed_at, not from the moment of import.
            QCOMPARE(*d.expiresAt, observed + ttl);
        }
    }

    void badLineWritesNothing_data()
    {
        QTest::addColumn<int>("badLine");
        QTest::addColumn<QByteArray>("bad");
        QTest::addColumn<QString>("field");
        QTest::newRow("line 3: unknown kind") << 3 << QByteArray(R"({"content":"c","source":"chat","kind":"gossip"})") << QStringLiteral("kind");
        QTest::newRow("line 1: malformed id") << 1 << QByteArray(R"({"id":"XYZ","content":"c","source":"chat"})") << QStringLiteral("id");
        QTest::newRow("line 5: invalid JSON") << 5 << QByteArray(R"({"content":"c","source":)") << QStringLiteral("json");
        QTest::newRow("line 4: bad timestamp") << 4 << QByteArray(R"({"content":"c","source":"chat","observed_at":"2026-11-22 05:50"})") << QStringLiteral("observed_at");
        QTest::newRow("line 2: bad tag") << 2 << QByteArray(R"({"content":"c","source":"chat","tags":["no spaces allowed"]})") << QStringLiteral("tags");
        QTest::newRow("line 3: unknown field") << 3 << QByteArray(R"({"content":"c","source":"chat","mood":"sunny"})") << QStringLiteral("mood");
        QTest::newRow("line 5: empty content") << 5 << QByteArray(R"({"content":"","source":"chat"})") << QStringLiteral("content");
        QTest::newRow("line 3: pair codes are never stored") << 3 << QByteArray(R"({"content":"123-456","source":"pair-code"})") << QStringLiteral("source");
    }

    void badLineWritesNothing()
    {
        QFETCH(int, badLine);
        QFETCH(QByteArray, bad);
        QFETCH(QString, field);
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("already here"), Kind::Fact));
        const QByteArray before = exportOf(*lake);
        const QByteArray auditBefore = auditOf(*lake);
        const QStringList sourcesBefore = lake->knownSources();

        QByteArray file;
        for (int line = 1; line <= 5; ++line) {
            if (line == badLine)
                file += bad + '\n';
            else
                file += jsonLine({{QStringLiteral("content"), QStringLiteral("good line %1").arg(line)},
                                  {QStringLiteral("source"), line % 2 ? QStringLiteral("vault") : QStringLiteral("rss:x")}});
        }
        try {
            importBytes(*lake, file);
            QFAIL("a file with a bad line was imported");
        } catch (const TarnError &e) {
            QVERIFY2(e.message().contains(QStringLiteral("line %1").arg(badLine)), qPrintable(e.message()));
            QCOMPARE(e.field(), field);
            QCOMPARE(e.kind(), TarnError::Kind::InvalidInput);
        }
        // Nothing from the file: no rows, no audit entry, no source counts.
        QCOMPARE(exportOf(*lake), before);
        QCOMPARE(auditOf(*lake), auditBefore);
        QCOMPARE(lake->knownSources(), sourcesBefore);
        QCOMPARE(lake->stats().total, 1);
        QCOMPARE(lake->list(ListFilter{}, {}, 100).size(), 1);
    }

    void lineNumbersCountBlankLines()
    {
        TempLake lake;
        const QByteArray file = QByteArray(R"({"content":"one","source":"chat"})") + "\n\n   \n"
            + R"({"content":"four","source":"chat","kind":"gossip"})" + "\n";
        try {
            importBytes(*lake, file);
            QFAIL("bad line accepted");
        } catch (const TarnError &e) {
            QVERIFY2(e.message().contains(QStringLiteral("line 4")), qPrintable(e.message()));
        }
        QCOMPARE(lake->stats().total, 0);
        // Blank lines alone are fine and import nothing.
        QCOMPARE(importBytes(*lake, "\n\n").imported, qint64(0));
    }

    void duplicateIdsAreRefused()
    {
        TempLake lake;
        const QByteArray one = jsonLine({{QStringLiteral("id"), QStringLiteral("0000000000d1")},
                                         {QStringLiteral("content"), QStringLiteral("first")},
                                         {QStringLiteral("source"), QStringLiteral("chat")}});
        const QByteArray other = jsonLine({{QStringLiteral("id"), QStringLiteral("0000000000d2")},
                                           {QStringLiteral("content"), QStringLiteral("second")},
                                           {QStringLiteral("source"), QStringLiteral("chat")}});
        const QByteArray again = jsonLine({{QStringLiteral("id"), QStringLiteral("0000000000d1")},
                                           {QStringLiteral("content"), QStringLiteral("first, again")},
                                           {QStringLiteral("source"), QStringLiteral("chat")}});
        // Twice in one file.
        try {
            importBytes(*lake, one + other + again);
            QFAIL("a file with a duplicate id was imported");
        } catch (const TarnError &e) {
            QCOMPARE(e.field(), QStringLiteral("id"));
            QVERIFY2(e.message().contains(QStringLiteral("line 3")), qPrintable(e.message()));
            QVERIFY(e.message().contains(QStringLiteral("0000000000d1")));
        }
        QCOMPARE(lake->stats().total, 0);

        // Already in the lake.
        QCOMPARE(importBytes(*lake, one).imported, qint64(1));
        const QByteArray before = exportOf(*lake);
        try {
            importBytes(*lake, other + again);
            QFAIL("an id already in the lake was imported again");
        } catch (const TarnError &e) {
            QCOMPARE(e.field(), QStringLiteral("id"));
            QVERIFY2(e.message().contains(QStringLiteral("line 2")), qPrintable(e.message()));
        }
        QCOMPARE(exportOf(*lake), before);
        QCOMPARE(lake->get(QStringLiteral("0000000000d1"))->content, QStringLiteral("first"));
        QVERIFY(!lake->get(QStringLiteral("0000000000d2")).has_value());
        // The same through insert().
        Delta d = draft(QStringLiteral("chat"), QStringLiteral("sneaky"), Kind::Fact);
        d.id = QStringLiteral("0000000000d1");
        QVERIFY_THROWS_EXCEPTION(TarnError, lake->insert(d));
        QCOMPARE(exportOf(*lake), before);
    }

    void importIsAudited()
    {
        TempLake lake;
        QByteArray file;
        for (int i = 0; i < 4; ++i)
            file += jsonLine({{QStringLiteral("content"), QStringLiteral("line %1").arg(i)},
                              {QStringLiteral("source"), QStringLiteral("vault")}});
        lake->setActor(QStringLiteral("cli:import"));
        importBytes(*lake, file);
        const QList<AuditEntry> inserts = lake->audit().recent({QStringLiteral("insert")});
        QCOMPARE(inserts.size(), 1); // one batch, one entry with its count
        QCOMPARE(inserts.constFirst().count.value_or(0), qint64(4));
        QCOMPARE(inserts.constFirst().actor, QStringLiteral("cli:import"));
    }

    void auditExportsAsJsonl()
    {
        TempLake lake;
        const Delta d = lake->insert(draft(QStringLiteral("rss:x"), QStringLiteral("an item")));
        Engagement::engage(*lake, d.id, EngagementType::Affirm, QStringLiteral("yes"));
        lake.clock.advance(31 * Duration::Day);
        QByteArray out;
        QBuffer b(&out);
        QVERIFY(b.open(QIODevice::WriteOnly));
        const qint64 n = lake->audit().exportJsonl(b);
        QVERIFY(n >= 4);
        QVERIFY(out.endsWith('\n'));
        const QList<QByteArray> lines = out.trimmed().split('\n');
        QCOMPARE(qint64(lines.size()), n);
        QStringList ops;
        qint64 previousSeq = 0;
        for (const QByteArray &line : lines) {
            QJsonParseError err;
            const QJsonDocument doc = QJsonDocument::fromJson(line, &err);
            QVERIFY2(err.error == QJsonParseError::NoError && doc.isObject(), line.constData());
            const QJsonObject o = doc.object();
            for (const char *key : {"seq", "at", "actor", "op", "delta_id", "count", "detail"})
                QVERIFY2(o.contains(QString::fromLatin1(key)), key);
            QVERIFY(o.value(QStringLiteral("seq")).toInteger() > previousSeq);
            previousSeq = o.value(QStringLiteral("seq")).toInteger();
            QVERIFY(TimeFormat::fromIso(o.value(QStringLiteral("at")).toString()).has_value());
            ops << o.value(QStringLiteral("op")).toString();
        }
        QCOMPARE(ops.constFirst(), QStringLiteral("migrate"));
        QVERIFY(ops.contains(QStringLiteral("insert")));
        QVERIFY(ops.contains(QStringLiteral("engage")));
    }
};

QTEST_GUILESS_MAIN(TestImportExport)
#include "tst_import_export.moc"
