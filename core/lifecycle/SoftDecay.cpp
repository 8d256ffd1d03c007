// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SoftDecay.h"

#include "DecayingDeltas.h"
#include "Lake.h"
#include "LakeLock.h"
#include "SweepBatches.h"
#include "TarnError.h"
#include "SweepUpkeep.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QSet>
#include <algorithm>
#include <functional>

namespace tarn {

int SoftDecay::stepsDue(qint64 markAt, qint64 now, qint64 intervalMs)
{
    if (now <= markAt)
        return 0;
    return int(1 + (now - markAt) / std::max<qint64>(intervalMs, 1));
}

SweepReport SoftDecay::run(Lake &lake, const Options &options)
{
    QElapsedTimer wall;
    wall.start();
    SweepReport report;
    report.kind = SweepKind::SoftDecay;
    report.dryRun = options.dryRun;
    // One soft decay at a time on a lake, whichever process or machine runs
    // it (its halvings are idempotent anyway); a dry run only reads.
    LakeLock lock(lake, QStringLiteral("sweep:decay"));
    if (!options.dryRun && !lock.take(options.lockWaitMs)) {
        report.heldElsewhere = true;
        report.startedAt = lake.clock().nowMs();
        return report;
    }
    // The work is timed, and judged by the clock, from when it may start.
    wall.restart();
    const qint64 now = lake.clock().nowMs();
    const qint64 iv = std::max<qint64>(options.intervalMs, 1);
    report.startedAt = now;
    DecayingDeltas rows(lake, now, iv);

    // Candidates through the decay-mark index (DecayingDeltas).
    std::vector<qint64> reduceIds;
    std::vector<qint64> deleteIds;
    rows.forEachCandidate([&](const DecayingDeltas::Candidate &c) {
        double confidence = c.confidence;
        for (int i = c.applied; i < std::min(c.due, c.applied + 64); ++i)
            confidence *= kFactor;
        // A row that ends under the floor is deleted outright; halving it
        // first would only write a page the delete throws away.
        if (confidence < kDeleteBelow)
            deleteIds.push_back(c.rid);
        else if (c.due > c.applied)
            reduceIds.push_back(c.rid);
    });
    if (options.dryRun) {
        report.wouldReduce = qint64(reduceIds.size());
        report.wouldRemove = qint64(deleteIds.size());
        report.durationMs = wall.elapsed();
        return report;
    }
    std::sort(reduceIds.begin(), reduceIds.end());
    std::sort(deleteIds.begin(), deleteIds.end());

    QSet<QString> hashes;
    // The engine's upkeep (SQLite's checkpoints) between batches, lock-free.
    SweepUpkeep upkeep(lake, report);
    const SweepBatches::Sizing sizing{options.targetBatchMs, options.batch, 50, 20000, options.checkpointEvery};
    // Runs fn over ids in contiguous id-range batches (SweepBatches), as
    // the reaper does.
    auto inBatches = [&](const std::vector<qint64> &ids, const std::function<void(qint64, qint64)> &fn) {
        const SweepBatches::Outcome outcome = SweepBatches::run(
            lake, qint64(ids.size()), sizing, options.cancel, &upkeep,
            [&](qint64 from, qint64 to) { fn(ids[size_t(from)], ids[size_t(to - 1)]); });
        report.batches += outcome.batches;
        report.longestBatchMs = std::max(report.longestBatchMs, outcome.longestMs);
        report.cancelled = report.cancelled || outcome.cancelled;
    };
    try {
        DecayingDeltas::Removal removal(rows, kDeleteBelow);
        if (!deleteIds.empty())
            upkeep.rowsWillLeave();
        inBatches(deleteIds, [&](qint64 lo, qint64 hi) { report.removed += removal.range(lo, hi, hashes); });

        DecayingDeltas::Halving halving(rows);
        if (!report.cancelled)
            inBatches(reduceIds, [&](qint64 lo, qint64 hi) { report.reduced += halving.range(lo, hi); });
    } catch (const TarnError &e) {
        report.error = e.message();
    }
    upkeep.finish();
    report.mediaRemoved = lake.releaseMedia(QStringList(hashes.begin(), hashes.end()));
    report.durationMs = wall.elapsed();
    lake.audit().append(options.actor, QStringLiteral("decay"), {}, report.removed,
                        QJsonObject{{QStringLiteral("reduced"), report.reduced},
                                    {QStringLiteral("removed"), report.removed},
                                    {QStringLiteral("batches"), report.batches},
                                    {QStringLiteral("duration_ms"), report.durationMs},
                                    {QStringLiteral("interval_ms"), iv},
                                    {QStringLiteral("cancelled"), report.cancelled},
                                    {QStringLiteral("error"), report.error}});
    return report;
}

} // namespace tarn
