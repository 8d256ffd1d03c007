// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 20's recall evaluation (tests/RecallEvaluation.h): prints, per
// split and category, Tarn's recall beside typed-words-only and plain FTS5
// BM25. Floors are asserted on the tune split only, about 0.05 under what
// was measured when they were set, so a change that makes recall clearly
// worse fails; the held-out split is reported (docs/BENCHMARKS.md), never
// asserted, so nobody tunes on it by fixing a failing test.

#include "RecallEvaluation.h"
#include "TestSupport.h"

#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {

constexpr int kK = 5;
// Tune split, measured when set (2026-12-02; docs/BENCHMARKS.md has every
// split), under both figures: with the word vectors deps.sh installs and
// without them (a machine that has none).
constexpr double kTuneRecallFloor = 0.79; // measured 0.913, 0.866 without word vectors
constexpr double kTuneMrrFloor = 0.71;    // measured 0.828, 0.774 without word vectors

RetrievalFixture load()
{
    return loadRetrievalFixture(QStringLiteral(TARN_TEST_DATA "/recall-eval"));
}

} // namespace

class TestRecallEval : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void setIsWellFormedAndSplit()
    {
        const RetrievalFixture fx = load();
        QVERIFY(fx.deltas.size() >= 500);
        QVERIFY(fx.queries.size() >= 150);
        QMap<QString, int> perSplit;
        for (const FixtureQuery &q : fx.queries) {
            QVERIFY2(q.split == u"tune" || q.split == u"dev" || q.split == u"dev2" || q.split == u"heldout" || q.split == u"heldout2", qPrintable(q.query));
            QVERIFY2(!q.category.isEmpty(), qPrintable(q.query));
            perSplit[q.split] += 1;
        }
        QVERIFY(perSplit.value(QStringLiteral("heldout")) >= 75);
        QVERIFY(perSplit.value(QStringLiteral("heldout2")) >= 100);
        QVERIFY(perSplit.value(QStringLiteral("tune")) >= 75);
    }

    void recallBeatsPlainBm25()
    {
        const RetrievalFixture fx = load();
        // On the engine the suite runs on (tst_recall_eval@postgres: the server's stage 1).
        const EvaluationTable t =
            evaluateRecall(fx, kK, kT0, onPostgres() ? postgresServer().createDatabase().toDisplayString() : QString());
        const QString table = evaluationMarkdown(t, kK);
        qInfo().noquote() << "\n" << table;
        // Misses on the tune and dev splits only: the held-out ones are not for reading.
        for (qsizetype i = 0; i < fx.queries.size(); ++i) {
            const QueryOutcome &o = t.tarnOutcomes.at(i);
            if (!fx.queries.at(i).split.startsWith(u"heldout") && o.firstRank != 1)
                qInfo().noquote() << QStringLiteral("%1 %2 rank %3: \"%4\" wants %5, got [%6]")
                                         .arg(fx.queries.at(i).split, fx.queries.at(i).category)
                                         .arg(o.firstRank)
                                         .arg(o.query, o.relevant.join(u','), o.top.join(u','));
        }
        const SplitScore tune = t.tarn.value(QStringLiteral("tune")).value(QStringLiteral("all"));
        const SplitScore tuneBm25 = t.bm25.value(QStringLiteral("tune")).value(QStringLiteral("all"));
        QVERIFY2(tune.recallAtK >= kTuneRecallFloor, qPrintable(QString::number(tune.recallAtK)));
        QVERIFY2(tune.mrr >= kTuneMrrFloor, qPrintable(QString::number(tune.mrr)));
        QVERIFY2(tune.recallAtK > tuneBm25.recallAtK, qPrintable(QString::number(tuneBm25.recallAtK)));
        QVERIFY2(tune.mrr > tuneBm25.mrr, qPrintable(QString::number(tuneBm25.mrr)));
    }
};

QTEST_GUILESS_MAIN(TestRecallEval)
#include "tst_recall_eval.moc"
