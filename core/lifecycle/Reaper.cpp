// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Reaper.h"

#include "ExpiredDeltas.h"
#include "Lake.h"
#include "LakeLock.h"
#include "SweepBatches.h"
#include "TarnError.h"
#include "SweepUpkeep.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QSet>
#include <algorithm>

namespace tarn {

SweepReport Reaper::run(Lake &lake, const Options &options)
{
    QElapsedTimer wall;
    wall.start();
    SweepReport report;
    report.kind = SweepKind::Reap;
    report.dryRun = options.dryRun;
    // One reaper at a time on a lake, whichever process or machine runs it;
    // a dry run only reads.
    LakeLock lock(lake, QStringLiteral("sweep:reap"));
    if (!options.dryRun && !lock.take(options.lockWaitMs)) {
        report.heldElsewhere = true;
        report.startedAt = lake.clock().nowMs();
        return report;
    }
    // The work is timed, and judged by the clock, from when it may start.
    wall.restart();
    const qint64 now = lake.clock().nowMs();
    report.startedAt = now;
    ExpiredDeltas expired(lake, now);

    // The candidates (ExpiredDeltas), sorted by id so each batch deletes a
    // contiguous id range: batches that land on neighbouring pages run
    // about twice as fast as scattered ones.
    std::vector<qint64> ids = expired.ids();
    if (options.dryRun) {
        report.wouldRemove = qint64(ids.size());
        report.durationMs = wall.elapsed();
        return report;
    }
    std::sort(ids.begin(), ids.end());
    const qint64 total = qint64(ids.size());

    if (total > 0) {
        // The engine's upkeep (SQLite: checkpoints and index merging) stays
        // off the writer's path and is done between batches and at the end.
        SweepUpkeep upkeep(lake, report);
        upkeep.rowsWillLeave();
        // Images of the doomed rows, found before any of them goes.
        const QSet<QString> hashes = expired.mediaHashes();
        ExpiredDeltas::Removal del(expired);
        // A slice is one DELETE, counted once its slice has committed: one
        // stopped at its deadline (twice the target) is simply done again
        // smaller, and the stop can come after the DELETE returned (on the
        // server, a timeout that fired as it ended stops the next
        // statement), so a count taken when it returned counted those rows
        // twice (tst_postgres_two_serves in CI: 81,007 reaped of 80,000).
        const SweepBatches::Sizing sizing{options.targetBatchMs, options.initialBatch, options.minBatch,
                                          options.maxBatch, options.checkpointEvery, 2 * options.targetBatchMs};
        qint64 sliceRemoved = 0;
        try {
            const SweepBatches::Outcome outcome = SweepBatches::run(
                lake, total, sizing, options.cancel, &upkeep,
                [&](qint64 from, qint64 to) { sliceRemoved = del.slice(ids.data() + from, ids.data() + to); },
                [&](qint64 done, qint64 all) { // after each commit
                    report.removed += sliceRemoved;
                    sliceRemoved = 0;
                    if (options.progress)
                        options.progress(done, all);
                });
            report.batches = outcome.batches;
            report.longestBatchMs = outcome.longestMs;
            report.cancelled = outcome.cancelled;
        } catch (const TarnError &e) {
            report.error = e.message();
        }
        upkeep.finish();
        report.mediaRemoved = lake.releaseMedia(QStringList(hashes.begin(), hashes.end()));
    }
    report.durationMs = wall.elapsed();
    lake.audit().append(options.actor, QStringLiteral("reap"), {}, report.removed,
                        QJsonObject{{QStringLiteral("batches"), report.batches},
                                    {QStringLiteral("longest_batch_ms"), report.longestBatchMs},
                                    {QStringLiteral("duration_ms"), report.durationMs},
                                    {QStringLiteral("media_removed"), report.mediaRemoved},
                                    {QStringLiteral("cancelled"), report.cancelled},
                                    {QStringLiteral("error"), report.error}});
    return report;
}

} // namespace tarn
