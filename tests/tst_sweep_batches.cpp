// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The one loop every batched sweep runs (SweepBatches.h): a slice that runs
// past its deadline is stopped inside the engine, rolled back and done
// again smaller, so no slice holds the write lock for long whatever its
// rows cost (issue 21: "no batch holding locks over 50 ms"); a slice at
// the minimum size is stopped a few times in a row at most, then runs to its
// end; other failures are thrown on.

#include "Lake.h"
#include "LakeSql.h"
#include "StorageErrors.h"
#include "SweepBatches.h"
#include "TestSupport.h"

#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {

// Work that costs time in proportion to `rows`, on either engine: a
// recursive count of rows x 500 steps (~0.2-0.6 us a step here).
void spend(Lake &lake, qint64 rows)
{
    QSqlQuery q(LakeSql::of(lake));
    if (!q.prepare(QStringLiteral("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < :n) "
                                  "SELECT count(*) FROM c")))
        throw StorageErrors::fromSql(q.lastError());
    q.bindValue(QStringLiteral(":n"), rows * 500);
    if (!q.exec() || !q.next())
        throw StorageErrors::fromSql(q.lastError());
}

// The ranges of the slices that were committed, from the mark each slice
// wrote before its work ("slice FROM TO").
QList<std::pair<qint64, qint64>> committedSlices(Lake &lake)
{
    QList<std::pair<qint64, qint64>> out;
    static const QRegularExpression mark(QStringLiteral("^slice (\\d+) (\\d+)$"));
    for (const Delta &d : lake.list({}, {}, 100000)) {
        const auto m = mark.match(d.content);
        if (m.hasMatch())
            out.append({m.captured(1).toLongLong(), m.captured(2).toLongLong()});
    }
    std::sort(out.begin(), out.end());
    return out;
}

void markAndSpend(Lake &lake, qint64 from, qint64 to)
{
    lake.insert(draft(QStringLiteral("chat"), QStringLiteral("slice %1 %2").arg(from).arg(to)));
    spend(lake, to - from);
}

} // namespace

class TestSweepBatches : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aSliceThatOverrunsIsDoneAgainSmaller()
    {
        TempLake lake;
        // The whole sweep in one slice first: 5 million steps, a second or
        // more of work, so a slice stopped near its deadline is told apart
        // from one run to its end even when a loaded CI machine stalls the
        // test for a few hundred ms (it once took 355 ms to stop a slice of
        // 1,000 rows, whose whole work is 100-300 ms).
        const qint64 count = 10000;
        SweepBatches::Sizing sizing;
        sizing.targetMs = 20;
        sizing.deadlineMs = 40;
        sizing.initial = count;
        sizing.min = 25;
        sizing.max = count;
        QList<qint64> progress;
        const SweepBatches::Outcome outcome = SweepBatches::run(
            *lake, count, sizing, nullptr, nullptr, [&](qint64 from, qint64 to) { markAndSpend(*lake, from, to); },
            [&](qint64 done, qint64) { progress << done; });
        QVERIFY2(outcome.redone >= 1, "no slice passed its deadline: the test's work is too light");
        // Stopped at 40 ms and rolled back, never the whole second or more.
        QVERIFY2(outcome.longestMs < sizing.deadlineMs + 400, qPrintable(QString::number(outcome.longestMs)));
        // Every item in exactly one committed slice; a stopped slice left no mark.
        const auto slices = committedSlices(*lake);
        QCOMPARE(slices.size(), outcome.batches);
        qint64 at = 0;
        for (const auto &[from, to] : slices) {
            QCOMPARE(from, at);
            QVERIFY(to > from);
            at = to;
        }
        QCOMPARE(at, count);
        QCOMPARE(progress.constLast(), count);
    }

    void aSliceAtTheMinimumRunsToItsEndAfterAFewStops()
    {
        TempLake lake;
        SweepBatches::Sizing sizing;
        sizing.targetMs = 1;
        sizing.deadlineMs = 1; // every slice passes it
        sizing.initial = 20;
        sizing.min = 20;
        sizing.max = 20;
        const SweepBatches::Outcome outcome = SweepBatches::run(
            *lake, 100, sizing, nullptr, nullptr, [&](qint64 from, qint64 to) { markAndSpend(*lake, from, to); });
        // Stopped (after a pause each) only until one ran to its end past
        // the deadline: rows that cost that much are not a stall, so the
        // slices after it run to their ends too.
        QVERIFY2(outcome.redone >= 1 && outcome.redone <= SweepBatches::kStopsAtMinimum,
                 qPrintable(QString::number(outcome.redone)));
        QCOMPARE(outcome.batches, 5);
        QCOMPARE(committedSlices(*lake).size(), 5);
    }

    void aStallAtTheMinimumIsWaitedOut()
    {
        TempLake lake;
        SweepBatches::Sizing sizing;
        sizing.targetMs = 20;
        sizing.deadlineMs = 40;
        sizing.initial = 10;
        sizing.min = 10;
        sizing.max = 10;
        // The second slice's first try stalls (three times the deadline's
        // work); once done again after the pause it is quick.
        int tries = 0;
        const SweepBatches::Outcome outcome = SweepBatches::run(*lake, 30, sizing, nullptr, nullptr, [&](qint64 from, qint64 to) {
            lake->insert(draft(QStringLiteral("chat"), QStringLiteral("slice %1 %2").arg(from).arg(to)));
            if (from == 10 && tries++ == 0)
                spend(*lake, 2000); // ~1 s of work at 0.2-0.6 us a step
        });
        QCOMPARE(outcome.redone, 1);
        QVERIFY2(outcome.longestMs < sizing.deadlineMs + 100, qPrintable(QString::number(outcome.longestMs)));
        QCOMPARE(outcome.batches, 3);
        QCOMPARE(committedSlices(*lake).size(), 3);
    }

    void anotherFailureIsThrownOn()
    {
        TempLake lake;
        SweepBatches::Sizing sizing;
        sizing.initial = 50;
        sizing.min = 10;
        sizing.max = 50;
        bool thrown = false;
        try {
            SweepBatches::run(*lake, 200, sizing, nullptr, nullptr, [&](qint64 from, qint64 to) {
                markAndSpend(*lake, from, from + 1);
                if (from >= 50)
                    throw TarnError::invalid(QStringLiteral("slice"), QStringLiteral("refused"));
                (void)to;
            });
        } catch (const TarnError &e) {
            thrown = true;
            QCOMPARE(e.message(), QStringLiteral("refused"));
        }
        QVERIFY(thrown);
        // The first slice stays committed; the failing one left nothing.
        const auto slices = committedSlices(*lake);
        QCOMPARE(slices.size(), 1);
        QCOMPARE(slices.constFirst().first, 0);
    }
};

QTEST_GUILESS_MAIN(TestSweepBatches)
#include "tst_sweep_batches.moc"
