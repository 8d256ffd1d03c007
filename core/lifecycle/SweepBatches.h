// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>
#include <atomic>
#include <functional>

namespace tarn {

class Lake;
class SweepUpkeep;

// The one loop every batched sweep runs (the reaper, soft decay, decay
// policies, retention): work split into consecutive slices, each written in
// its own short transaction, so no writer (an API ingest, another machine)
// waits long for the lake.
// - Slices are sized toward a lock-time target: the size adapts to the
//   machine, the engine and how wide each row's work is.
// - Before each slice, with no lock held, a writer that is waiting, of this
//   process or another on the same file, goes first
//   (Lake::yieldToWaitingWriters).
// - After each, the engine's upkeep (SweepUpkeep: SQLite's checkpoints) runs
//   with no lock held.
// - A cancel is honoured between slices; what was committed stays.
// - A slice that runs past its deadline (when the sweep sets one) is
//   stopped inside the engine (SQLite's progress handler, PostgreSQL's
//   statement_timeout), rolled back and done again at half the size, so an
//   outlier (a cold page, an I/O stall, rows much wider than the last ones)
//   cannot hold the lock for long. A slice at the minimum size that is
//   stopped is done again after a pause with no lock held (the engine is
//   stalling: a checkpoint, a vacuum, another machine's work); after
//   kStopsAtMinimum such stops in a row one runs to its end, so a sweep
//   always gets on. (On a 1M-delta server lake slices of 312, 156 and 97
//   rows in a row passed their deadline, and the 50-row slice after them,
//   never stopped then, held the lock 59 ms.) The commit itself is not
//   stopped; SweepUpkeep::flushIndex does SQLite's index writes before it,
//   where the deadline covers them (docs/BENCHMARKS.md).
class SweepBatches
{
public:
    struct Sizing
    {
        qint64 targetMs = 20; // how long one slice may hold the write lock
        int initial = 200;
        int min = 50;
        int max = 20000;
        int upkeepEvery = 64; // slices between SweepUpkeep's checkpoints
        // A slice stopped and redone smaller after this (0: never). Only for
        // a slice that is safe to do again: what it adds up outside the
        // lake (counts, lists) it adds once its statements have returned.
        qint64 deadlineMs = 0;
    };

    // How often in a row a slice of the minimum size is stopped at its
    // deadline before one runs to its end.
    static constexpr int kStopsAtMinimum = 2;

    struct Outcome
    {
        int batches = 0;
        qint64 longestMs = 0; // the longest time a slice held the write lock (stopped ones too)
        qint64 longestCommitMs = 0; // of that, the longest commit (never stopped)
        int redone = 0;       // slices stopped at their deadline and done again smaller
        bool cancelled = false;
    };

    // Runs `slice(from, to)` over the items [0, count) in order, one
    // transaction each. A TarnError from a slice rolls that slice back and
    // is thrown on; the slices before it stay committed. `progress` (done,
    // count) follows each commit.
    static Outcome run(Lake &lake, qint64 count, const Sizing &sizing, const std::atomic<bool> *cancel,
                       SweepUpkeep *upkeep, const std::function<void(qint64 from, qint64 to)> &slice,
                       const std::function<void(qint64 done, qint64 total)> &progress = {});
};

} // namespace tarn
