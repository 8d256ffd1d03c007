// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Clock.h"
#include "ExpiryLaws.h"
#include "SweepReport.h"

#include <atomic>

namespace tarn {

class Lake;

// Seed 004's soft decay, made time-based and idempotent (DESIGN §3): an
// unexpired decay-class delta (stable, active, session, checkpoint; never a
// plain-TTL one, whose source expiry is a promise) past 75 % of its window (since last_confirmed_at) has its
// confidence halved once per decay interval elapsed since that 75 % mark,
// counting the first halving at the mark; once under 0.1 it is deleted.
// decay_steps remembers how many halvings are already applied, so two
// sweeps at the same instant change nothing, however often the timer fires.
class SoftDecay
{
public:
    static constexpr double kFactor = ExpiryLaws::kDecayFactor;
    static constexpr double kDeleteBelow = ExpiryLaws::kDecayDeleteBelow;

    struct Options
    {
        qint64 intervalMs = Duration::Hour;
        bool dryRun = false;
        int batch = 200;           // first batch (cold cache); later ones adapt
        qint64 targetBatchMs = 20; // lock time each batch aims for
        int checkpointEvery = 64;  // batches between WAL checkpoints
        const std::atomic<bool> *cancel = nullptr;
        // Several Tarns may share a lake (DESIGN §5): one sweep of a kind
        // runs at a time. How long to wait for another one to finish
        // before giving up with SweepReport::heldElsewhere (0: not at all,
        // what the scheduler wants, since the other one does the work).
        int lockWaitMs = 0;
        QString actor = QStringLiteral("system:decay");
    };

    // Halvings due at `now` for a row whose 75 % mark is `markAt`.
    static int stepsDue(qint64 markAt, qint64 now, qint64 intervalMs);

    static SweepReport run(Lake &lake, const Options &options);
    static SweepReport run(Lake &lake) { return run(lake, Options{}); }
};

} // namespace tarn
