// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SweepBatches.h"

#include "Lake.h"
#include "LifecycleLogging.h"
#include "StatementDeadline.h"
#include "SweepUpkeep.h"
#include "TarnError.h"

#include <QElapsedTimer>
#include <QThread>
#include <algorithm>
#include <optional>

namespace tarn {

SweepBatches::Outcome SweepBatches::run(Lake &lake, qint64 count, const Sizing &sizing, const std::atomic<bool> *cancel,
                                        SweepUpkeep *upkeep, const std::function<void(qint64, qint64)> &slice,
                                        const std::function<void(qint64, qint64)> &progress)
{
    Outcome outcome;
    qint64 size = std::clamp(sizing.initial, sizing.min, sizing.max);
    // Slices of the minimum size stopped in a row since one last kept within
    // its deadline (see kStopsAtMinimum).
    int stoppedAtMinimum = 0;
    for (qint64 at = 0; at < count;) {
        if (cancel && cancel->load()) {
            outcome.cancelled = true;
            break;
        }
        const qint64 end = std::min(count, at + size);
        lake.yieldToWaitingWriters(); // no lock held here: a waiting ingest goes first
        QElapsedTimer held;
        held.start();
        bool stopped = false;
        qint64 commitMs = 0;
        {
            LakeTransaction tx(lake); // rolls the slice back if it throws
            // The smallest slice is stopped only kStopsAtMinimum times in a
            // row, then runs to its end: the sweep always gets on.
            std::optional<StatementDeadline> deadline;
            if (sizing.deadlineMs > 0 && (end - at > sizing.min || stoppedAtMinimum < kStopsAtMinimum))
                deadline.emplace(lake, sizing.deadlineMs - held.elapsed());
            try {
                slice(at, end);
                if (upkeep)
                    upkeep->flushIndex();
                // On the server the deadline is switched off by a statement
                // of its own, and a timeout that fired as the slice's last
                // statement ended is delivered to the next statement
                // (PostgreSQL cancels whatever runs when it arrives): that
                // is the deadline's doing too, so it is caught here. CI saw
                // it once in tst_sweep_batches@postgres.
                if (deadline)
                    deadline->disarm(true);
            } catch (const TarnError &) {
                if (!deadline || !deadline->fired())
                    throw;
                stopped = true;
            }
            const qint64 worked = held.elapsed();
            if (!stopped) {
                tx.commit();
                commitMs = held.elapsed() - worked;
                outcome.longestCommitMs = std::max(outcome.longestCommitMs, commitMs);
            }
        }
        const qint64 ms = held.elapsed();
        outcome.longestMs = std::max(outcome.longestMs, ms);
        if (stopped) {
            ++outcome.redone;
            const bool atMinimum = end - at <= sizing.min;
            qCInfo(lcLifecycle) << "a slice of" << (end - at) << "rows passed its" << sizing.deadlineMs
                                << "ms deadline after" << ms << "ms: rolled back, done again"
                                << (atMinimum ? "after a pause" : "at half the size");
            size = std::max(qint64(sizing.min), (end - at) / 2);
            if (atMinimum) {
                // Even the fewest rows did not fit: the engine stalls (a
                // checkpoint, a vacuum, another machine's work). Waiting
                // out a moment with no lock held lets writers in and the
                // stall pass.
                ++stoppedAtMinimum;
                QThread::msleep(quint64(sizing.targetMs));
            }
            continue;
        }
        if (sizing.deadlineMs > 0 && ms >= sizing.deadlineMs)
            qCInfo(lcLifecycle) << "a slice of" << (end - at) << "rows held the lock" << ms << "ms, past its"
                                << sizing.deadlineMs << "ms deadline (its commit" << commitMs << "ms)";
        else
            stoppedAtMinimum = 0;
        ++outcome.batches;
        at = end;
        // Steer the size toward the target: down fast (halving at once), up
        // slowly (a quarter at a time). Doubling after one quick slice made
        // the next one, if its rows cost more (wider text, a cold page),
        // hold the lock for two or three times the target (65 ms on 1M).
        const double scale = double(sizing.targetMs) / double(std::max<qint64>(ms, 1));
        size = std::clamp(qint64(double(size) * std::clamp(scale, 0.5, 1.25)), qint64(sizing.min), qint64(sizing.max));
        if (progress)
            progress(at, count);
        if (upkeep)
            upkeep->afterBatch(sizing.upkeepEvery);
    }
    if (outcome.batches > 0)
        qCInfo(lcLifecycle) << outcome.batches << "slices, the longest held the lock" << outcome.longestMs
                            << "ms; the longest commit took" << outcome.longestCommitMs << "ms;" << outcome.redone
                            << "stopped at their deadline and done again";
    return outcome;
}

} // namespace tarn
