// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SweepReport.h"

#include <atomic>
#include <functional>

namespace tarn {

class Lake;

// The hard clock (DESIGN §3): deletes deltas whose expires_at has passed, in
// bounded batches so no writer waits long. A delta without expires_at, or not
// yet expired, is never touched.
class Reaper
{
public:
    struct Options
    {
        bool dryRun = false;
        // Batches are sized to hold the write lock about this long; the
        // size adapts to the machine and the lake.
        qint64 targetBatchMs = 20;
        int initialBatch = 200;
        int minBatch = 50;
        int maxBatch = 20000;
        // Batches between WAL checkpoints. The lake trims its log to 64 MiB
        // when it starts over; a checkpoint every 64 batches let the log
        // outgrow that, and a commit that grows the file took 35-49 ms of a
        // 50-73 ms batch. Every 24 (tarn_bench --sizes 1000000 --from,
        // 2026-11-27): longest batch 29-34 ms, longest commit 6-9 ms, the
        // whole reap 1.18-1.20x raw's DELETE (every 16: 30-34 ms, 1.27-1.30x;
        // every 32: 38 ms, 1.31x).
        int checkpointEvery = 24;
        const std::atomic<bool> *cancel = nullptr;
        // Several Tarns may share a lake (DESIGN §5): one sweep of a kind
        // runs at a time. How long to wait for another one to finish
        // before giving up with SweepReport::heldElsewhere (0: not at all,
        // what the scheduler wants, since the other one does the work).
        int lockWaitMs = 0;
        std::function<void(qint64 done, qint64 total)> progress;
        QString actor = QStringLiteral("reaper");
    };

    static SweepReport run(Lake &lake, const Options &options);
    static SweepReport run(Lake &lake) { return run(lake, Options{}); }
};

} // namespace tarn
