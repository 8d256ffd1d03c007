// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Recall's quality on the retrieval fixture (tests/data/retrieval): a lake
// of one person's memories, 241 deltas of every kind and source, with 58
// questions and the deltas that answer them. The floors sit about 0.1 under
// what the ranking measured when they were set, so a ranking change that
// makes recall clearly worse fails here; the exact figures are printed and
// tarn_recall_bench reports them too (docs/BENCHMARKS.md).

#include "RetrievalFixture.h"
#include "TestSupport.h"

#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {

// Measured when the floors were set (RecallRanking's weights seed 0.40,
// overlap 0.25, confidence 0.10, freshness 0.10, kind 0.15): recall@5 0.905,
// MRR 0.846, 5 of 58 queries with nothing relevant in the top 5 (mostly
// where the question's words differ from the answer's: "flying" against
// "flights", "windy" against "gusts").
constexpr double kRecallAt5Floor = 0.80;
constexpr double kMrrFloor = 0.75;

} // namespace

class TestRetrievalQuality : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fixtureIsWellFormed()
    {
        const RetrievalFixture fx = load();
        QCOMPARE(fx.deltas.size(), 241);
        QCOMPARE(fx.queries.size(), 58);
    }

    void everyDeltaIsLiveAtNow()
    {
        const RetrievalFixture fx = load();
        TempLake lake;
        const FilledLake filled = fillRetrievalLake(*lake, lake.clock, fx.deltas, kT0);
        QCOMPARE(lake.clock.nowMs(), kT0);
        QCOMPARE(filled.keyById.size(), fx.deltas.size());
        // Nothing hidden or expired: the list (which drops expired rows)
        // holds every fixture delta.
        QCOMPARE(lake->list({}, {}, 1000).size(), fx.deltas.size());
        // Ages came through: the oldest delta was observed max(age_days) ago.
        const int oldest = std::max_element(fx.deltas.cbegin(), fx.deltas.cend(), [](const auto &a, const auto &b) {
                               return a.ageDays < b.ageDays;
                           })->ageDays;
        qint64 earliest = kT0;
        for (const Delta &d : lake->list({}, {}, 1000))
            earliest = std::min(earliest, d.observedAt);
        QCOMPARE(earliest, kT0 - qint64(oldest) * Duration::Day);
        qInfo("%lld of %lld deltas kept alive (authored) past their source's TTL", qint64(filled.keptAlive.size()),
              qint64(fx.deltas.size()));
    }

    void recallMeetsTheFloors()
    {
        const RetrievalFixture fx = load();
        TempLake lake;
        const FilledLake filled = fillRetrievalLake(*lake, lake.clock, fx.deltas, kT0);
        const QByteArray before = exportOf(*lake);
        const RetrievalScore score = scoreRetrieval(*lake, fx.queries, filled.keyById, 5);
        QCOMPARE(exportOf(*lake), before); // touch = false: scoring wrote nothing

        int misses = 0;
        for (const QueryOutcome &o : score.queries) {
            if (o.firstRank > 0)
                continue;
            ++misses;
            qInfo("miss: \"%s\" wants %s, got [%s]", qPrintable(o.query), qPrintable(o.relevant.join(u',')),
                  qPrintable(o.top.join(u',')));
        }
        qInfo("retrieval fixture: %lld queries, recall@5 %.3f, MRR %.3f, %d with no relevant hit in the top 5",
              qint64(score.queries.size()), score.recallAtK, score.mrr, misses);
        QCOMPARE(score.queries.size(), fx.queries.size());
        QVERIFY2(score.recallAtK >= kRecallAt5Floor,
                 qPrintable(QStringLiteral("recall@5 %1 < %2").arg(score.recallAtK).arg(kRecallAt5Floor)));
        QVERIFY2(score.mrr >= kMrrFloor, qPrintable(QStringLiteral("MRR %1 < %2").arg(score.mrr).arg(kMrrFloor)));
    }

    void scoringIsDeterministic()
    {
        const RetrievalFixture fx = load();
        TempLake a;
        TempLake b;
        const FilledLake fa = fillRetrievalLake(*a, a.clock, fx.deltas, kT0);
        const FilledLake fb = fillRetrievalLake(*b, b.clock, fx.deltas, kT0);
        const RetrievalScore sa = scoreRetrieval(*a, fx.queries, fa.keyById, 5);
        const RetrievalScore sb = scoreRetrieval(*b, fx.queries, fb.keyById, 5);
        QCOMPARE(sa.recallAtK, sb.recallAtK);
        QCOMPARE(sa.mrr, sb.mrr);
        for (qsizetype i = 0; i < sa.queries.size(); ++i)
            QCOMPARE(sa.queries.at(i).top, sb.queries.at(i).top);
    }

    void scoringArithmetic()
    {
        // A lake of three deltas where the answers are known: one query
        // answered first, one answered second (half of its two relevant
        // keys), one not at all.
        TempLake lake;
        const QList<FixtureDelta> deltas{
            {QStringLiteral("otter"), QStringLiteral("An otter lives under the bridge"), Kind::Fact, QStringLiteral("chat"), {}, 3, 1.0},
            {QStringLiteral("heron"), QStringLiteral("A heron fishes by the bridge"), Kind::Observation, QStringLiteral("chat"), {}, 2, 0.5},
            {QStringLiteral("kite"), QStringLiteral("Red kites circle over the ridge"), Kind::Fact, QStringLiteral("chat"), {}, 1, 1.0},
        };
        const FilledLake filled = fillRetrievalLake(*lake, lake.clock, deltas, kT0);
        const QList<FixtureQuery> queries{
            {QStringLiteral("otter"), {QStringLiteral("otter")}},
            {QStringLiteral("bridge"), {QStringLiteral("heron"), QStringLiteral("kite")}},
            {QStringLiteral("badger"), {QStringLiteral("otter")}},
        };
        const RetrievalScore s = scoreRetrieval(*lake, queries, filled.keyById, 5);
        QCOMPARE(s.queries.at(0).firstRank, 1);
        QCOMPARE(s.queries.at(0).recall, 1.0);
        QCOMPARE(s.queries.at(1).top, (QStringList{QStringLiteral("otter"), QStringLiteral("heron")}));
        QCOMPARE(s.queries.at(1).firstRank, 2);
        QCOMPARE(s.queries.at(1).recall, 0.5);
        QCOMPARE(s.queries.at(2).firstRank, 0);
        QVERIFY(s.queries.at(2).top.isEmpty());
        QVERIFY(qFuzzyCompare(s.recallAtK, (1.0 + 0.5 + 0.0) / 3));
        QVERIFY(qFuzzyCompare(s.mrr, (1.0 + 0.5 + 0.0) / 3));
    }

    void malformedFixtureIsRefused()
    {
        QTemporaryDir dir;
        const auto write = [&](const char *name, const QByteArray &text) {
            QFile f(dir.filePath(QString::fromLatin1(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        write("deltas.jsonl", R"({"key":"a","content":"x","kind":"fact","source":"chat","tags":[],"age_days":1,"confidence":1})"
                              "\n");
        write("queries.jsonl", R"({"query":"x","relevant":["b"]})"
                               "\n");
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, loadRetrievalFixture(dir.path()));
        write("queries.jsonl", R"({"query":"x","relevant":["a"]})"
                               "\n");
        QCOMPARE(loadRetrievalFixture(dir.path()).queries.size(), 1);
        write("deltas.jsonl", R"({"key":"a","content":"x","kind":"fakt","source":"chat","tags":[],"age_days":1,"confidence":1})"
                              "\n");
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, loadRetrievalFixture(dir.path()));
    }

private:
    static RetrievalFixture load()
    {
        try {
            return loadRetrievalFixture(QStringLiteral(TARN_TEST_DATA "/retrieval"));
        } catch (const std::exception &e) {
            qFatal("%s", e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestRetrievalQuality)
#include "tst_retrieval_quality.moc"
