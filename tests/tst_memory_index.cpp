// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// SQLite's index of a person's memories (LakeSchema memoryIndexV11): every
// writer fills it with those kinds and no others, whatever leaves the lake
// leaves it too (erased words included), a lake from before gains it, and
// recall ranks a memory found there exactly as it ranks it in the index of
// every row.

#include "DeltaId.h"
#include "Forgetting.h"
#include "Reaper.h"
#include "LakeSchema.h"
#include "LakeSql.h"
#include "RecallSearch.h"
#include "TestSupport.h"

#include <QSqlQuery>
#include <QTest>

using namespace tarn;
using namespace tarn::test;

namespace {

qint64 number(Lake &lake, const QString &sql)
{
    QSqlQuery q(LakeSql::of(lake));
    if (!q.exec(sql) || !q.next())
        qFatal("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
    return q.value(0).toLongLong();
}

qint64 matches(Lake &lake, const QString &index, const QString &word)
{
    return number(lake, QStringLiteral("SELECT count(*) FROM %1 WHERE %1 MATCH '\"%2\"'").arg(index, word));
}

// Segments of the memory index whose bytes still hold `word` (FTS5 keeps a
// term as written, its deleted rows' until a merge).
qint64 segmentsHolding(Lake &lake, const QByteArray &word)
{
    QSqlQuery q(LakeSql::of(lake));
    q.prepare(QStringLiteral("SELECT count(*) FROM %1_data WHERE instr(block, ?) > 0").arg(LakeSchema::kMemoryIndex));
    q.addBindValue(word);
    if (!q.exec() || !q.next())
        qFatal("segmentsHolding: %s", qPrintable(q.lastError().text()));
    return q.value(0).toLongLong();
}

} // namespace

class TestMemoryIndex : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Each writer (SQLite's C API, and Qt's for a lake opened without it)
    // writes a person's kinds into the memory index and nothing else.
    void everyWriterIndexesAPersonsKindsApart_data()
    {
        QTest::addColumn<bool>("native");
        QTest::newRow("SQLite's C API") << true;
        QTest::newRow("Qt Sql") << false;
    }
    void everyWriterIndexesAPersonsKindsApart()
    {
        QFETCH(bool, native);
        OpenOptions options;
        options.nativeSqlite = native;
        TempLake lake(options);
        for (const QString &name : kindNames())
            lake->insert(draft(QStringLiteral("chat"), QStringLiteral("quokka ") + name, *kindFromName(name)));
        QList<NewDelta> batch;
        for (Kind k : {Kind::Fact, Kind::Observation})
            batch.append({draft(QStringLiteral("agent"), QStringLiteral("quokka in a batch"), k)});
        lake->insertBatch(batch);
        QCOMPARE(matches(*lake, QStringLiteral("delta_fts"), QStringLiteral("quokka")), qint64(kindNames().size() + 2));
        QCOMPARE(matches(*lake, LakeSchema::kMemoryIndex, QStringLiteral("quokka")),
                 qint64(LakeSchema::memoryIndexKinds().size() + 1));
        QCOMPARE(matches(*lake, LakeSchema::kMemoryIndex, QStringLiteral("observation")), qint64(0));
        QCOMPARE(matches(*lake, LakeSchema::kMemoryIndex, QStringLiteral("episode")), qint64(0));
        QCOMPARE(memoryIndexMismatch(*lake), QString());
    }

    // A hard forget takes a memory out of the index and, once the scrub has
    // merged it, out of its bytes; a reaped one leaves as well.
    void whatLeavesTheLakeLeavesTheMemoryIndex()
    {
        TempLake lake;
        const Delta secret = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("my locker code is zorbulex"), Kind::Fact));
        // A polled source's event wilts on the source's clock.
        const Delta event = lake->insert(draft(QStringLiteral("rss:calendar"), QStringLiteral("dinner with Priya on Friday"), Kind::Event));
        QVERIFY(event.expiresAt);
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Priya likes zorbulex too"), Kind::Preference));
        QCOMPARE(matches(*lake, LakeSchema::kMemoryIndex, QStringLiteral("zorbulex")), qint64(2));
        QVERIFY(segmentsHolding(*lake, "zorbulex") > 0); // the check can see the word

        Forgetting::forgetHard(*lake, secret.id);
        QCOMPARE(matches(*lake, LakeSchema::kMemoryIndex, QStringLiteral("zorbulex")), qint64(1));
        QCOMPARE(memoryIndexMismatch(*lake), QString());

        // The last row that holds the word goes: no segment may keep it.
        lake->exec(QStringLiteral("DELETE FROM deltas WHERE content LIKE 'Priya likes%'"));
        Forgetting::scrub(*lake);
        QCOMPARE(matches(*lake, LakeSchema::kMemoryIndex, QStringLiteral("zorbulex")), qint64(0));
        QCOMPARE(segmentsHolding(*lake, "zorbulex"), qint64(0));

        lake.clock.advance(*event.expiresAt - lake.clock.nowMs() + Duration::Hour);
        Reaper::run(*lake);
        QVERIFY(!lake->get(event.id));
        QCOMPARE(matches(*lake, LakeSchema::kMemoryIndex, QStringLiteral("priya")), qint64(0));
        QCOMPARE(memoryIndexMismatch(*lake), QString());
    }

    // A lake at version 10 is migrated on open: the memories it holds are
    // indexed, its observations are not, and writes go on into both indexes.
    void aLakeFromBeforeGainsTheMemoryIndex()
    {
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("the spare key is under the heron"), Kind::Fact));
        lake->insert(draft(QStringLiteral("agent"), QStringLiteral("heron spotting at dawn"), Kind::Event));
        lake->insert(draft(QStringLiteral("rss:birds"), QStringLiteral("a heron on the river"), Kind::Observation));
        lake->exec(QStringLiteral("DROP TRIGGER deltas_after_delete_memory"));
        lake->exec(QStringLiteral("DROP TABLE %1").arg(LakeSchema::kMemoryIndex));
        lake->exec(QStringLiteral("DROP VIEW %1").arg(LakeSchema::kMemoryRows));
        lake->exec(QStringLiteral("PRAGMA user_version = 10"));
        lake.lake.reset();

        Lake reopened(lake.clock);
        reopened.open(lake.path());
        QCOMPARE(number(reopened, QStringLiteral("PRAGMA user_version")), qint64(LakeSchema::currentVersion()));
        QCOMPARE(matches(reopened, LakeSchema::kMemoryIndex, QStringLiteral("heron")), qint64(2));
        QCOMPARE(matches(reopened, QStringLiteral("delta_fts"), QStringLiteral("heron")), qint64(3));
        reopened.insert(draft(QStringLiteral("chat"), QStringLiteral("I prefer herons to gulls"), Kind::Preference));
        QCOMPARE(matches(reopened, LakeSchema::kMemoryIndex, QStringLiteral("heron")), qint64(3));
        QCOMPARE(memoryIndexMismatch(reopened), QString());
    }

    // rankNewest walks a person's kinds in the memory index; a row's seed
    // there is the one rank() gives it in delta_fts, though the rows of the
    // two indexes differ in their average length (BM25 weighs a row's
    // length against the whole lake's).
    void aMemoryRanksAsInTheIndexOfEveryRow()
    {
        TempLake lake;
        const QString longText = QStringLiteral("the otter went along the riverbank past the mill and the old bridge "
                                                "and on under the willows where the water runs slow and deep");
        for (int i = 0; i < 40; ++i)
            lake->insert(draft(QStringLiteral("rss:river"), longText + QStringLiteral(" item %1").arg(i)));
        for (int i = 0; i < 120; ++i) // so the word's IDF is no floor
            lake->insert(draft(QStringLiteral("rss:river"), QStringLiteral("water level %1 cm at the weir").arg(i)));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("otter"), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("we saw an otter at the weir"), Kind::Event));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("my favourite animal is the otter, after the heron"),
                           Kind::Preference));
        lake->insert(draft(QStringLiteral("agent"), QStringLiteral("otter otter and a second otter"), Kind::Insight));
        const std::unique_ptr<RecallSearch> search =
            RecallSearch::open(*lake, {SearchPhrase{QStringLiteral("otter")}}, SearchScoring{});
        SearchFilter filter;
        filter.kinds = LakeSchema::memoryIndexKinds();
        filter.now = lake.clock.nowMs();
        const QList<double> idf = search->idfAbove(0);
        const QList<SearchHit> walked = search->rankNewest(filter, idf, 500);
        const QList<SearchHit> ranked = search->rank(filter, idf, 0);
        QCOMPARE(walked.size(), 4);
        QCOMPARE(ranked.size(), walked.size());
        for (qsizetype i = 0; i < walked.size(); ++i) {
            QCOMPARE(walked.at(i).key, ranked.at(i).key);
            QVERIFY2(qAbs(walked.at(i).seed - ranked.at(i).seed) < 1e-9 * ranked.at(i).seed,
                     qPrintable(QStringLiteral("%1 against %2").arg(walked.at(i).seed).arg(ranked.at(i).seed)));
        }
        // Fewer kinds than the index holds: told apart by their facets.
        filter.kinds = {Kind::Event, Kind::Insight};
        QCOMPARE(search->rankNewest(filter, idf, 500).size(), 2);
        // A kind the memory index lacks: walked in delta_fts.
        filter.kinds = {Kind::Observation, Kind::Fact};
        QCOMPARE(search->rankNewest(filter, idf, 500).size(), 41);
    }
};

QTEST_GUILESS_MAIN(TestMemoryIndex)
#include "tst_memory_index.moc"
