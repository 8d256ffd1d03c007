// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SchedulerLog.h"

#include "LifecycleLogging.h"
#include "Scheduler.h"

namespace tarn {

namespace {

void logSweep(const SweepReport &r)
{
    const char *what = r.kind == SweepKind::Reap ? "reap" : "soft decay";
    if (!r.error.isEmpty()) {
        qCWarning(lcLifecycle, "%s failed; nothing was half-done: %s", what, qUtf8Printable(r.error));
        return;
    }
    if (r.heldElsewhere) {
        qCInfo(lcLifecycle, "%s: another Tarn sharing this lake is running it; nothing done here", what);
        return;
    }
    const char *ended = r.cancelled ? ", cancelled" : "";
    if (r.dryRun)
        qCInfo(lcLifecycle, "%s (dry run): would remove %lld, would reduce %lld, in %lld ms%s", what, r.wouldRemove,
               r.wouldReduce, r.durationMs, ended);
    else if (r.kind == SweepKind::Reap)
        qCInfo(lcLifecycle, "reap: removed %lld expired deltas and %d media files in %lld ms (%d batches)%s", r.removed,
               r.mediaRemoved, r.durationMs, r.batches, ended);
    else
        qCInfo(lcLifecycle, "soft decay: reduced %lld, removed %lld in %lld ms (%d batches)%s", r.reduced, r.removed,
               r.durationMs, r.batches, ended);
}

void logPolicySweep(const DecaySweepResponse &r)
{
    qCInfo(lcLifecycle, "decay policies, scope %s (%s): evaluated %lld, retracted %lld, reduced %lld%s",
           qUtf8Printable(scopeName(r.scope)), qUtf8Printable(decayModeName(r.mode)), r.factsEvaluated,
           r.factsRetracted, r.factsReduced, r.cancelled ? ", cancelled" : "");
}

void logMaintenance(const MaintenanceReport &r)
{
    if (!r.error.isEmpty()) {
        qCWarning(lcLifecycle, "maintenance failed: %s", qUtf8Printable(r.error));
        return;
    }
    if (r.heldElsewhere) {
        qCInfo(lcLifecycle, "maintenance: another Tarn sharing this lake is maintaining it; nothing done here");
        return;
    }
    qCInfo(lcLifecycle, "maintenance: %lld to episodic, %lld to semantic, %lld old episodes removed, %s, %lld pages freed, in %lld ms",
           r.toEpisodic, r.toSemantic, r.episodesRemoved, r.reindexed ? "reindexed" : "not reindexed", r.pagesFreed,
           r.durationMs);
}

} // namespace

void logSchedulerActivity(const Scheduler *scheduler)
{
    QObject::connect(scheduler, &Scheduler::sweepFinished, scheduler, &logSweep, Qt::DirectConnection);
    QObject::connect(scheduler, &Scheduler::policySweepFinished, scheduler, &logPolicySweep, Qt::DirectConnection);
    QObject::connect(scheduler, &Scheduler::maintenanceFinished, scheduler, &logMaintenance, Qt::DirectConnection);
    QObject::connect(scheduler, &Scheduler::failed, scheduler, [](const QString &message) {
        qCWarning(lcLifecycle, "scheduler: %s", qUtf8Printable(message));
    }, Qt::DirectConnection);
}

} // namespace tarn
