// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The lake's deltas room on both engines (issue 21): the same writes and
// reads give the same answers on a SQLite file and on a PostgreSQL
// database: the laws at insert, keyset paging, a source family, search that
// stems, engagements, stats, all-or-nothing batches, and ids that never
// repeat. The PostgreSQL rows run on the private cluster CTest starts.

#include "Lake.h"
#include "LakeChangeWatch.h"
#include "Maintenance.h"
#include "Recall.h"
#include "PostgresTestSupport.h"
#include "TestSupport.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>

using namespace tarn;
using namespace Qt::StringLiterals;

class TestPostgresLake : public QObject
{
    Q_OBJECT

    test::PostgresTestServer m_server;
    QTemporaryDir m_dir;
    int m_lakes = 0;

    // A new empty lake on the engine this row names.
    QString newLake(const QString &engine)
    {
        if (engine == u"postgres")
            return m_server.createDatabase().toDisplayString();
        return m_dir.filePath(u"lake-%1.sqlite"_s.arg(++m_lakes));
    }
    void engines()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("sqlite") << u"sqlite"_s;
        QTest::newRow("postgres") << u"postgres"_s;
    }

private Q_SLOTS:
    void init()
    {
        if (QTest::currentDataTag() && QByteArray(QTest::currentDataTag()) == "postgres" && !m_server.available())
            QSKIP(qPrintable(m_server.skipReason()));
    }

    void theLawsApplyAtInsert_data() { engines(); }
    void theLawsApplyAtInsert()
    {
        QFETCH(QString, engine);
        ManualClock clock(test::kT0);
        Lake lake(clock);
        lake.open(newLake(engine));
        const Delta note = lake.insert(test::draft(u"chat"_s, u"The spare key is under the blue pot"_s, Kind::Fact));
        const Delta seen = lake.insert(test::draft(u"rss:hn"_s, u"Show HN: a lake for memories"_s));
        QVERIFY(!note.expiresAt);          // authored: sticks
        QVERIFY(seen.expiresAt.has_value()); // observed: wilts
        const auto back = lake.get(note.id);
        QVERIFY(back);
        QCOMPARE(back->content, note.content);
        QCOMPARE(back->kind, Kind::Fact);
        QCOMPARE(lake.get(seen.id)->expiresAt, seen.expiresAt);
        QVERIFY(!lake.get(u"000000000001"_s));
        QCOMPARE(lake.getByKeys({*DeltaId::toKey(seen.id), *DeltaId::toKey(note.id)}).size(), 2);
    }

    void listingPagesNewestFirstAndFilters_data() { engines(); }
    void listingPagesNewestFirstAndFilters()
    {
        QFETCH(QString, engine);
        ManualClock clock(test::kT0);
        Lake lake(clock);
        lake.open(newLake(engine));
        QStringList ids;
        for (int i = 0; i < 25; ++i) {
            clock.advance(1000);
            const QString source = i % 3 == 0 ? u"rss:hn"_s : i % 3 == 1 ? u"rss:lwn"_s : u"chat"_s;
            ids.prepend(lake.insert(test::draft(source, u"item %1 about gardens"_s.arg(i), Kind::Fact)).id);
        }
        QList<Delta> page = lake.list({}, {}, 10);
        QCOMPARE(page.size(), 10);
        QCOMPARE(page.first().id, ids.first());
        page = lake.list({}, page.last().id, 100);
        QCOMPARE(page.size(), 15);
        QCOMPARE(page.last().id, ids.last());

        ListFilter family;
        family.source = u"rss"_s; // rss:hn and rss:lwn
        const QList<Delta> rss = lake.list(family, {}, 100);
        QCOMPARE(rss.size(), 17);
        for (qsizetype i = 1; i < rss.size(); ++i)
            QVERIFY(*DeltaId::toKey(rss[i - 1].id) > *DeltaId::toKey(rss[i].id));
        ListFilter one;
        one.source = u"rss:lwn"_s;
        QCOMPARE(lake.list(one, {}, 100).size(), 8);
    }

    void searchFindsOtherFormsOfAWord_data() { engines(); }
    void searchFindsOtherFormsOfAWord()
    {
        QFETCH(QString, engine);
        ManualClock clock(test::kT0);
        Lake lake(clock);
        lake.open(newLake(engine));
        const Delta swim = lake.insert(test::draft(u"chat"_s, u"We went swimming in the lake on Sunday"_s, Kind::Event));
        clock.advance(1000);
        lake.insert(test::draft(u"chat"_s, u"The car is parked outside"_s, Kind::Fact));
        clock.advance(1000);
        const Delta kinder = lake.insert(test::draft(u"chat"_s, u"Die Kinder haben im Garten gespielt"_s, Kind::Event));
        ListFilter f;
        f.search = u"swim"_s;
        QList<Delta> hits = lake.list(f, {}, 10);
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.first().id, swim.id);
        f.search = u"Kindern"_s;
        hits = lake.list(f, {}, 10);
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.first().id, kinder.id);
        f.search = u"nothing here"_s;
        QVERIFY(lake.list(f, {}, 10).isEmpty());
        f.search = u"lake"_s;
        f.kind = Kind::Fact; // the filters combine with the words
        QVERIFY(lake.list(f, {}, 10).isEmpty());
    }

    void engagementsAndStats_data() { engines(); }
    void engagementsAndStats()
    {
        QFETCH(QString, engine);
        ManualClock clock(test::kT0);
        Lake lake(clock);
        lake.open(newLake(engine));
        const Delta item = lake.insert(test::draft(u"rss:hn"_s, u"A new release of the lake"_s));
        Delta affirm = test::draft(u"chat"_s, u"Yes, this matters"_s, Kind::Insight);
        affirm.tags = {u"affirms:"_s + item.id};
        lake.insert(affirm);
        const QList<Delta> engaged = lake.engagementsOf(item.id);
        QCOMPARE(engaged.size(), 1);
        QCOMPARE(engaged.first().content, affirm.content);
        QCOMPARE(lake.engagementsOfMany({item.id}).value(item.id).size(), 1);
        ListFilter byTag;
        byTag.tag = u"affirms:"_s + item.id;
        QCOMPARE(lake.list(byTag, {}, 10).size(), 1);

        const LakeStats stats = lake.stats();
        QCOMPARE(stats.total, 2);
        QCOMPARE(stats.observed, 1);
        QCOMPARE(stats.authored, 1);
        QVERIFY(stats.nextExpiry.has_value());
        QCOMPARE(*stats.nextExpiry, *item.expiresAt);
        QVERIFY(stats.fileBytes > 0);
        QVERIFY(stats.auditEntries >= 2);
    }

    void aFailingBatchWritesNothing_data() { engines(); }
    void aFailingBatchWritesNothing()
    {
        QFETCH(QString, engine);
        ManualClock clock(test::kT0);
        Lake lake(clock);
        lake.open(newLake(engine));
        const Delta kept = lake.insert(test::draft(u"chat"_s, u"first"_s, Kind::Fact));
        // An import naming an id the lake holds is a conflict, and the whole
        // batch goes with it.
        Delta fresh = test::draft(u"chat"_s, u"would be new"_s, Kind::Fact);
        fresh.id = u"0000000000aa"_s;
        Delta clash = test::draft(u"chat"_s, u"clashes"_s, Kind::Fact);
        clash.id = kept.id;
        try {
            lake.insertBatch({NewDelta{fresh}, NewDelta{clash}});
            QFAIL("a batch with a taken id was written");
        } catch (const TarnError &e) {
            QVERIFY2(e.message().contains(u"already in the lake"_s), qPrintable(e.message()));
        }
        QVERIFY(!lake.get(fresh.id));
        QCOMPARE(lake.stats().total, 1);
        // And the lake takes the next write.
        lake.insert(test::draft(u"chat"_s, u"after"_s, Kind::Fact));
        QCOMPARE(lake.stats().total, 2);
    }

    void aBatchNamingOneIdTwiceIsRefused_data() { engines(); }
    void aBatchNamingOneIdTwiceIsRefused()
    {
        QFETCH(QString, engine);
        ManualClock clock(test::kT0);
        Lake lake(clock);
        lake.open(newLake(engine));
        // Many rows go in one statement on a server: a second row naming the
        // first's id must still be seen, not counted as written.
        Delta first = test::draft(u"chat"_s, u"first"_s, Kind::Fact);
        first.id = u"0000000000ab"_s;
        Delta second = test::draft(u"chat"_s, u"second"_s, Kind::Fact);
        second.id = first.id;
        try {
            lake.insertBatch({NewDelta{first}, NewDelta{second}});
            QFAIL("a batch naming one id twice was written");
        } catch (const TarnError &e) {
            QVERIFY2(e.message().contains(u"already in the lake"_s), qPrintable(e.message()));
        }
        QCOMPARE(lake.stats().total, 0);
    }

    void aLargeBatchKeepsEveryRowAndTag_data() { engines(); }
    void aLargeBatchKeepsEveryRowAndTag()
    {
        QFETCH(QString, engine);
        ManualClock clock(test::kT0);
        Lake lake(clock);
        lake.open(newLake(engine));
        // More rows than one statement carries, so chunks and their tags
        // meet at uneven places.
        QList<NewDelta> drafts;
        for (int i = 0; i < 457; ++i) {
            Delta d = test::draft(i % 2 ? u"chat"_s : u"heartbeat"_s, u"row number %1 of the batch"_s.arg(i),
                                  i % 2 ? Kind::Fact : Kind::Observation);
            d.tags = {u"batch"_s, u"n%1"_s.arg(i)};
            drafts << NewDelta{d};
        }
        const QList<Delta> written = lake.insertBatch(drafts);
        QCOMPARE(written.size(), 457);
        QCOMPARE(lake.stats().total, 457);
        QSet<QString> ids;
        for (const Delta &d : written) {
            ids << d.id;
            const std::optional<Delta> back = lake.get(d.id);
            QVERIFY(back);
            QCOMPARE(back->content, d.content);
            QCOMPARE(back->tags, d.tags);
        }
        QCOMPARE(ids.size(), 457);
        ListFilter byTag;
        byTag.tag = u"n456"_s;
        const QList<Delta> tagged = lake.list(byTag, {}, 10);
        QCOMPARE(tagged.size(), 1);
        QCOMPARE(tagged.constFirst().content, u"row number 456 of the batch"_s);
    }

    void twoConnectionsNeverDrawOneId_data() { engines(); }
    void twoConnectionsNeverDrawOneId()
    {
        QFETCH(QString, engine);
        // Two writers in the same millisecond (two machines on one server):
        // each collision draws a new id.
        ManualClock clock(test::kT0);
        const QString where = newLake(engine);
        Lake a(clock), b(clock);
        a.open(where);
        b.open(where);
        QSet<QString> ids;
        for (int i = 0; i < 20; ++i) {
            ids << a.insert(test::draft(u"chat"_s, u"a %1"_s.arg(i), Kind::Fact)).id;
            ids << b.insert(test::draft(u"chat"_s, u"b %1"_s.arg(i), Kind::Fact)).id;
        }
        QCOMPARE(ids.size(), 40);
        QCOMPARE(a.stats().total, 40);
    }

    void anotherConnectionsWritesAreNoticed_data() { engines(); }
    void anotherConnectionsWritesAreNoticed()
    {
        QFETCH(QString, engine);
        // The window's reader watches its own connection (live updates):
        // another machine's or process's insert is noticed within a
        // second, its own writes and a quiet lake are not.
        ManualClock clock(test::kT0);
        const QString where = newLake(engine);
        Lake reader(clock), other(clock);
        reader.open(where);
        other.open(where);
        const auto watch = LakeChangeWatch::watch(reader, 200);
        QVERIFY(watch);
        QSignalSpy changed(watch.get(), &LakeChangeWatch::changed);
        QVERIFY(!changed.wait(600));
        other.insert(test::draft(u"chat"_s, u"written elsewhere"_s, Kind::Fact));
        QVERIFY(changed.wait(2000));
        changed.clear();
        reader.insert(test::draft(u"chat"_s, u"written here"_s, Kind::Fact));
        QVERIFY(!changed.wait(600));
        // A burst of writes is one notice, or a few, never one per write.
        for (int i = 0; i < 20; ++i)
            other.insert(test::draft(u"chat"_s, u"burst %1"_s.arg(i), Kind::Fact));
        QVERIFY(changed.wait(2000));
        QTest::qWait(400);
        QVERIFY2(changed.size() <= 3, qPrintable(QString::number(changed.size())));
    }

    // Recall and the daily reindex and gc run on a server lake as on a file
    // (tst_recall, tst_maintenance and the other engine-level suites run on
    // both engines and say the rest).
    void recallAndMaintenanceRunOnTheServer()
    {
        if (!m_server.available())
            QSKIP(qPrintable(m_server.skipReason()));
        Lake lake;
        lake.open(m_server.createDatabase().toDisplayString());
        const Delta key = lake.insert(test::draft(u"chat"_s, u"The spare key is under the blue pot"_s, Kind::Fact));
        lake.insert(test::draft(u"chat"_s, u"The blue car needs a service"_s, Kind::Fact));
        const QList<RecallHit> hits = Recall::recall(lake, u"where is the key"_s, {});
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.at(0).delta.id, key.id);
        QCOMPARE(lake.get(key.id)->recallCount, 1);
        MaintenanceReport report;
        Maintenance::reindex(lake, report);
        Maintenance::gc(lake, report);
        QVERIFY(report.reindexed);
        QVERIFY(report.collected);
        QVERIFY(!report.freePagesLeft); // not counted on PostgreSQL (LakeUpkeep.h)
    }

    void aServerLakeThatIsNotThereIsSaidSo()
    {
        if (!m_server.available())
            QSKIP(qPrintable(m_server.skipReason()));
        Lake lake;
        try {
            lake.open(u"postgresql://tarn@127.0.0.1:1/none"_s);
            QFAIL("opened a lake on a closed port");
        } catch (const TarnError &e) {
            QVERIFY2(e.message().contains(u"cannot reach the lake at postgresql://tarn@127.0.0.1:1/none"_s),
                     qPrintable(e.message()));
        }
        QVERIFY(!lake.isOpen());
        OpenOptions noCreate;
        noCreate.create = false;
        try {
            lake.open(m_server.createDatabase().toDisplayString(), noCreate);
            QFAIL("an empty database opened as a lake without create");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::NotFound);
        }
        QVERIFY(!lake.isOpen());
    }

    void cleanup()
    {
        if (m_server.available())
            m_server.dropDatabases();
    }
};

QTEST_GUILESS_MAIN(TestPostgresLake)
#include "tst_postgres_lake.moc"
