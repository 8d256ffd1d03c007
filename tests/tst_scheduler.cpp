// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The scheduler of DESIGN §3 on a manual clock: the reaper at start and every
// 5 minutes, soft decay every 60, judged by the injected clock (the test moves
// time and calls tick() instead of sleeping); SchedulerHost runs it on a
// worker thread.

#include "Recall.h"
#include "Scheduler.h"
#include "TestSupport.h"
#include "LifecycleTestSupport.h"

#include <QAtomicPointer>
#include <QSignalSpy>
#include <QThread>

using namespace tarn;
using namespace tarn::test;
using namespace tarn::Duration;
using namespace Qt::StringLiterals;

namespace {

SweepReport reportAt(const QSignalSpy &spy, qsizetype i)
{
    return spy.at(i).at(0).value<SweepReport>();
}

qint64 auditCount(Lake &lake, const QString &op)
{
    return lake.audit().recent({op}, 100000).size();
}

} // namespace

// Re-emits the worker's signals in the test thread (queued), so the spies
// are only ever touched by the test thread.
class Relay : public QObject
{
    Q_OBJECT
Q_SIGNALS:
    void sweepStarted(tarn::SweepKind kind);
    void sweepFinished(const tarn::SweepReport &report);
    void started();
};

class TestScheduler : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<SweepReport>();
        qRegisterMetaType<SweepKind>();
    }

    void startReapsAtOnceAndSchedulesBoth()
    {
        TempLake lake;
        const Delta noise = lake->insert(draft(u"chat-event"_s, u"tool use"_s));      // 5 min
        const Delta beat = lake->insert(draft(u"heartbeat"_s, u"alive"_s));            // 24 h
        const Delta turn = lake->insert(draft(u"chat"_s, u"a turn"_s, Kind::Episode)); // never
        lake.clock.advance(10 * Minute);

        Scheduler scheduler(lake.path(), lake.clock, SchedulerConfig{});
        QSignalSpy started(&scheduler, &Scheduler::started);
        QSignalSpy sweepStarted(&scheduler, &Scheduler::sweepStarted);
        QSignalSpy finished(&scheduler, &Scheduler::sweepFinished);
        QSignalSpy schedule(&scheduler, &Scheduler::scheduleChanged);
        QCOMPARE(scheduler.nextReapAt(), 0);

        scheduler.start();
        const qint64 now = lake.clock.nowMs();
        QCOMPARE(started.size(), 1);
        QCOMPARE(sweepStarted.size(), 1);
        QCOMPARE(sweepStarted.at(0).at(0).value<SweepKind>(), SweepKind::Reap);
        QCOMPARE(finished.size(), 1);
        const SweepReport r = reportAt(finished, 0);
        QCOMPARE(r.kind, SweepKind::Reap);
        QCOMPARE(r.error, QString());
        QCOMPARE(r.removed, 1);
        QCOMPARE(r.startedAt, now);
        QVERIFY(!lake->get(noise.id));
        QVERIFY(lake->get(beat.id));
        QVERIFY(lake->get(turn.id));

        QCOMPARE(scheduler.nextReapAt(), now + 5 * Minute);
        QCOMPARE(scheduler.nextDecayAt(), now + 60 * Minute);
        QCOMPARE(scheduler.lastReapAt(), now);
        QCOMPARE(scheduler.lastDecayAt(), 0);
        QVERIFY(!schedule.isEmpty());
        QCOMPARE(schedule.last().at(0).toLongLong(), now + 5 * Minute);
        QCOMPARE(schedule.last().at(1).toLongLong(), now + 60 * Minute);
        QVERIFY(!scheduler.isRunning());

        const QList<AuditEntry> audit = lake->audit().recent({u"reap"_s});
        QCOMPARE(audit.size(), 1);
        QCOMPARE(audit.first().count, std::optional<qint64>(1));
        scheduler.stop();
    }

    void noReapAtStartWhenConfiguredSo()
    {
        TempLake lake;
        lake->insert(draft(u"chat-event"_s, u"tool use"_s));
        lake.clock.advance(10 * Minute);
        SchedulerConfig config;
        config.reapAtStart = false;
        Scheduler scheduler(lake.path(), lake.clock, config);
        QSignalSpy finished(&scheduler, &Scheduler::sweepFinished);
        scheduler.start();
        QCOMPARE(finished.size(), 0);
        QCOMPARE(scheduler.nextReapAt(), lake.clock.nowMs() + 5 * Minute);
        QCOMPARE(lake->stats().expiredPending, 1);
        scheduler.stop();
    }

    void tickRunsWhatIsDueAndReschedules()
    {
        TempLake lake;
        // Soft-decay material: a decay-class fact (only those soft-decay)
        // with an 80-minute window observed 10 minutes ago, so its 75 % mark
        // (50 min) has passed when decay first runs at 60 min.
        Delta reading = draft(u"agent"_s, u"a reading"_s);
        reading.observedAt = kT0 - 10 * Minute;
        reading.decayClass = DecayClass::Active;
        reading.expiresAt = reading.observedAt + 80 * Minute;
        reading = lake->insertBatch({NewDelta{reading, true, false, true}}).constFirst();

        Scheduler scheduler(lake.path(), lake.clock, SchedulerConfig{});
        QSignalSpy finished(&scheduler, &Scheduler::sweepFinished);
        QSignalSpy sweepStarted(&scheduler, &Scheduler::sweepStarted);
        scheduler.start();
        QCOMPARE(finished.size(), 1);
        const qint64 firstReapDue = scheduler.nextReapAt();
        const qint64 decayDue = scheduler.nextDecayAt();
        QCOMPARE(firstReapDue, kT0 + 5 * Minute);
        QCOMPARE(decayDue, kT0 + 60 * Minute);

        // Before anything is due: nothing.
        lake.clock.setNow(firstReapDue - 1);
        scheduler.tick();
        QCOMPARE(finished.size(), 1);
        QCOMPARE(scheduler.nextReapAt(), firstReapDue);
        QCOMPARE(auditCount(*lake, u"reap"_s), 1);

        // A delta that wilts in 5 minutes, then the reaper comes due first.
        const Delta noise = lake->insert(draft(u"chat-event"_s, u"silence ack"_s));
        lake.clock.setNow(firstReapDue);
        scheduler.tick();
        QCOMPARE(finished.size(), 2);
        QCOMPARE(reportAt(finished, 1).kind, SweepKind::Reap);
        QCOMPARE(reportAt(finished, 1).removed, 0);
        QCOMPARE(scheduler.nextReapAt(), firstReapDue + 5 * Minute);
        QCOMPARE(scheduler.lastReapAt(), firstReapDue);
        QCOMPARE(auditCount(*lake, u"reap"_s), 2);

        lake.clock.setNow(scheduler.nextReapAt() + Minute);
        scheduler.tick();
        QCOMPARE(finished.size(), 3);
        QCOMPARE(reportAt(finished, 2).removed, 1);
        QVERIFY(!lake->get(noise.id));
        QCOMPARE(scheduler.nextReapAt(), lake.clock.nowMs() + 5 * Minute);
        QCOMPARE(scheduler.nextDecayAt(), decayDue); // not due yet, unchanged

        // Past the decay time: soft decay runs (after the reaper, due as well).
        lake.clock.setNow(decayDue);
        scheduler.tick();
        QCOMPARE(finished.size(), 5);
        QCOMPARE(reportAt(finished, 3).kind, SweepKind::Reap);
        const SweepReport decay = reportAt(finished, 4);
        QCOMPARE(decay.kind, SweepKind::SoftDecay);
        QCOMPARE(decay.error, QString());
        QCOMPARE(decay.reduced, 1);
        QCOMPARE(decay.removed, 0);
        QCOMPARE(lake->get(reading.id)->confidence, 0.5);
        QCOMPARE(sweepStarted.last().at(0).value<SweepKind>(), SweepKind::SoftDecay);
        QCOMPARE(scheduler.lastDecayAt(), decayDue);
        QCOMPARE(scheduler.nextDecayAt(), decayDue + 60 * Minute);
        QCOMPARE(scheduler.nextReapAt(), decayDue + 5 * Minute);
        const QList<AuditEntry> decayAudit = lake->audit().recent({u"decay"_s});
        QCOMPARE(decayAudit.size(), 1);
        QCOMPARE(decayAudit.first().detail.value(u"reduced"_s).toInteger(), 1);
        QCOMPARE(auditCount(*lake, u"reap"_s), 4);

        // The reading expired at 70 min: the reaper takes it at the next due time.
        lake.clock.setNow(scheduler.nextReapAt() + 6 * Minute);
        scheduler.tick();
        QCOMPARE(reportAt(finished, finished.size() - 1).kind, SweepKind::Reap);
        QCOMPARE(reportAt(finished, finished.size() - 1).removed, 1);
        QVERIFY(!lake->get(reading.id));
        scheduler.stop();
    }

    void pausedTickDoesNothing()
    {
        TempLake lake;
        Scheduler scheduler(lake.path(), lake.clock, SchedulerConfig{});
        QSignalSpy finished(&scheduler, &Scheduler::sweepFinished);
        scheduler.start();
        QCOMPARE(finished.size(), 1);

        lake->insert(draft(u"chat-event"_s, u"noise"_s));
        scheduler.setPaused(true);
        QVERIFY(scheduler.isPaused());
        lake.clock.advance(3 * Hour);
        scheduler.tick();
        scheduler.tick();
        QCOMPARE(finished.size(), 1);
        QCOMPARE(lake->stats().expiredPending, 1);
        QCOMPARE(auditCount(*lake, u"reap"_s), 1);

        scheduler.setPaused(false);
        QVERIFY(!scheduler.isPaused());
        scheduler.tick();
        QCOMPARE(finished.size(), 3); // reap and decay, both overdue
        QCOMPARE(lake->stats().expiredPending, 0);
        scheduler.stop();
    }

    void setConfigChangesIntervalsAndNextTimes()
    {
        TempLake lake;
        Scheduler scheduler(lake.path(), lake.clock, SchedulerConfig{});
        QSignalSpy finished(&scheduler, &Scheduler::sweepFinished);
        QSignalSpy schedule(&scheduler, &Scheduler::scheduleChanged);
        scheduler.start();
        const qint64 started = lake.clock.nowMs();
        lake.clock.advance(Minute);

        SchedulerConfig config;
        config.reapIntervalMs = 2 * Minute;
        config.decayIntervalMs = 30 * Minute;
        scheduler.setConfig(config);
        // From the last reap; decay has not run yet, so from now.
        QCOMPARE(scheduler.nextReapAt(), started + 2 * Minute);
        QCOMPARE(scheduler.nextDecayAt(), lake.clock.nowMs() + 30 * Minute);
        QCOMPARE(schedule.last().at(0).toLongLong(), started + 2 * Minute);
        QCOMPARE(schedule.last().at(1).toLongLong(), lake.clock.nowMs() + 30 * Minute);

        lake.clock.setNow(started + 2 * Minute);
        scheduler.tick();
        QCOMPARE(finished.size(), 2);
        QCOMPARE(scheduler.nextReapAt(), started + 4 * Minute);

        lake.clock.setNow(scheduler.nextDecayAt());
        scheduler.tick();
        QCOMPARE(reportAt(finished, finished.size() - 1).kind, SweepKind::SoftDecay);
        QCOMPARE(scheduler.nextDecayAt(), lake.clock.nowMs() + 30 * Minute);
        scheduler.stop();
    }

    void manualSweepRunsBothAndReschedules()
    {
        TempLake lake;
        Scheduler scheduler(lake.path(), lake.clock, SchedulerConfig{});
        QSignalSpy finished(&scheduler, &Scheduler::sweepFinished);
        scheduler.start();
        lake->insert(draft(u"chat-event"_s, u"noise"_s));
        lake.clock.advance(7 * Minute);
        scheduler.sweepNow();
        QCOMPARE(finished.size(), 3);
        QCOMPARE(reportAt(finished, 1).kind, SweepKind::Reap);
        QCOMPARE(reportAt(finished, 1).removed, 1);
        QCOMPARE(reportAt(finished, 2).kind, SweepKind::SoftDecay);
        QCOMPARE(scheduler.nextReapAt(), lake.clock.nowMs() + 5 * Minute);
        QCOMPARE(scheduler.nextDecayAt(), lake.clock.nowMs() + 60 * Minute);

        // A dry reap counts and writes nothing, and does not move lastReapAt.
        lake->insert(draft(u"chat-event"_s, u"more noise"_s));
        lake.clock.advance(6 * Minute);
        const qint64 lastReap = scheduler.lastReapAt();
        const qint64 reaps = auditCount(*lake, u"reap"_s);
        scheduler.reapNow(true);
        QCOMPARE(reportAt(finished, finished.size() - 1).wouldRemove, 1);
        QVERIFY(reportAt(finished, finished.size() - 1).dryRun);
        QCOMPARE(lake->stats().expiredPending, 1);
        QCOMPARE(scheduler.lastReapAt(), lastReap);
        QCOMPARE(auditCount(*lake, u"reap"_s), reaps);
        scheduler.stop();
    }

    // One sweep (issue 22): Cancel during the reap stops the soft decay
    // after it too, and the sweep's last report says it was cancelled.
    void cancellingAManualSweepStopsItsSoftDecay()
    {
        TempLake lake;
        SchedulerConfig config;
        config.reapAtStart = false;
        Scheduler scheduler(lake.path(), lake.clock, config);
        QSignalSpy finished(&scheduler, &Scheduler::sweepFinished);
        scheduler.start();
        for (int i = 0; i < 20; ++i)
            lake->insert(draft(u"chat-event"_s, u"noise %1"_s.arg(i)));
        lake.clock.advance(7 * Minute);
        const qint64 lastDecay = scheduler.lastDecayAt();
        connect(&scheduler, &Scheduler::sweepProgress, &scheduler, [&scheduler] { scheduler.cancel(); },
                Qt::DirectConnection);
        scheduler.sweepNow();
        QCOMPARE(finished.size(), 2);
        // The cancel came with the reap's one batch: the reap is done, its
        // soft decay never starts.
        QCOMPARE(reportAt(finished, 0).kind, SweepKind::Reap);
        QCOMPARE(reportAt(finished, 1).kind, SweepKind::SoftDecay);
        QVERIFY(reportAt(finished, 1).cancelled);
        QCOMPARE(reportAt(finished, 1).removed, 0);
        QCOMPARE(scheduler.lastDecayAt(), lastDecay); // soft decay never ran
        scheduler.stop();
    }

    void decayRunsConfiguredPoliciesOverEveryScope()
    {
        TempLake lake;
        Delta teamFact = draft(u"chat"_s, u"team fact"_s, Kind::Fact);
        teamFact.scope = Scope::Team;
        teamFact.tags = {u"memory:context"_s};
        teamFact = lake->insert(teamFact);
        Delta localFact = draft(u"chat"_s, u"local fact"_s, Kind::Fact);
        localFact.tags = {u"memory:context"_s};
        localFact = lake->insert(localFact);
        SchedulerConfig config;
        config.reapAtStart = false;
        config.decayPolicies = DecayPolicies::parse(
            R"([{"id":"m","relation":"memory:*","scope":"*","mode":"confidence","half_life_s":3600}])");
        Scheduler scheduler(lake.path(), lake.clock, config);
        QSignalSpy policySweeps(&scheduler, &Scheduler::policySweepFinished);
        scheduler.start();
        lake.clock.advance(2 * Hour);
        scheduler.decayNow(false);
        QCOMPARE(policySweeps.size(), 4); // local, team, company, public
        QVERIFY(std::abs(lake->get(teamFact.id)->confidence - 0.25) < 1e-9);
        QVERIFY(std::abs(lake->get(localFact.id)->confidence - 0.25) < 1e-9);
        QCOMPARE(auditCount(*lake, u"decay-policy-sweep"_s), 4);
        // A dry soft-decay run leaves the policies alone too.
        lake.clock.advance(2 * Hour);
        scheduler.decayNow(true);
        QCOMPARE(policySweeps.size(), 4);
        QVERIFY(std::abs(lake->get(teamFact.id)->confidence - 0.25) < 1e-9);
        scheduler.stop();
    }

    void startOnABadPathFails()
    {
        ManualClock clock(kT0);
        QTemporaryDir dir;
        QFile blocker(dir.filePath(u"file"_s));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        // A lake "inside" a regular file cannot be created.
        Scheduler scheduler(dir.filePath(u"file/lake.sqlite"_s), clock, SchedulerConfig{});
        QSignalSpy failed(&scheduler, &Scheduler::failed);
        QSignalSpy finished(&scheduler, &Scheduler::sweepFinished);
        scheduler.start();
        QCOMPARE(failed.size(), 1);
        QVERIFY(!failed.first().at(0).toString().isEmpty());
        scheduler.tick();
        QCOMPARE(finished.size(), 0);
    }

    void hostSweepsOnAWorkerThread()
    {
        TempLake lake;
        lake->insert(draft(u"chat-event"_s, u"noise one"_s));
        lake->insert(draft(u"chat"_s, u"a turn"_s, Kind::Episode));
        lake.clock.advance(10 * Minute);

        // Declared before the host, so they outlive its worker.
        QAtomicPointer<QThread> sweepThread;
        QAtomicInt sweepsSeen;
        SchedulerHost host(lake.path(), lake.clock, SchedulerConfig{});
        Scheduler *scheduler = host.scheduler();
        QVERIFY(scheduler->thread() != QThread::currentThread());

        connect(scheduler, &Scheduler::sweepStarted, scheduler,
                [&](SweepKind) {
                    sweepThread.storeRelease(QThread::currentThread());
                    sweepsSeen.fetchAndAddRelease(1);
                },
                Qt::DirectConnection);
        Relay relay;
        connect(scheduler, &Scheduler::sweepStarted, &relay, &Relay::sweepStarted, Qt::QueuedConnection);
        connect(scheduler, &Scheduler::sweepFinished, &relay, &Relay::sweepFinished, Qt::QueuedConnection);
        connect(scheduler, &Scheduler::started, &relay, &Relay::started, Qt::QueuedConnection);
        QSignalSpy started(&relay, &Relay::started);
        QSignalSpy sweepStarted(&relay, &Relay::sweepStarted);
        QSignalSpy finished(&relay, &Relay::sweepFinished);

        host.start();
        QTRY_COMPARE(started.size(), 1);
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(reportAt(finished, 0).kind, SweepKind::Reap);
        QCOMPARE(reportAt(finished, 0).removed, 1);
        QCOMPARE(lake->stats().total, 1);

        lake->insert(draft(u"chat-event"_s, u"noise two"_s));
        lake.clock.advance(6 * Minute);
        host.sweepNow();
        QTRY_COMPARE(finished.size(), 3);
        QCOMPARE(sweepStarted.size(), 3);
        QCOMPARE(sweepStarted.at(1).at(0).value<SweepKind>(), SweepKind::Reap);
        QCOMPARE(sweepStarted.at(2).at(0).value<SweepKind>(), SweepKind::SoftDecay);
        QCOMPARE(reportAt(finished, 1).kind, SweepKind::Reap);
        QCOMPARE(reportAt(finished, 1).removed, 1);
        QCOMPARE(reportAt(finished, 2).kind, SweepKind::SoftDecay);
        QCOMPARE(lake->stats().total, 1);
        QCOMPARE(sweepsSeen.loadAcquire(), 3);

        // The sweeps ran on the worker, never on this (the window's) thread.
        QThread *worker = sweepThread.loadAcquire();
        QVERIFY(worker);
        QVERIFY(worker != QThread::currentThread());
        QCOMPARE(worker, scheduler->thread());
        QCOMPARE(lake->audit().recent({u"reap"_s}).size(), 2);
        QCOMPARE(lake->audit().recent({u"decay"_s}).size(), 1);

        // Paused through the host, a manual reap still works but ticks do not.
        host.setPaused(true);
        QTRY_VERIFY(scheduler->isPaused());
        host.reapNow(true);
        QTRY_COMPARE(finished.size(), 4);
        QVERIFY(reportAt(finished, 3).dryRun);
    }

    void maintenanceFollowsDecayAndRunsDaily()
    {
        TempLake lake;
        // A memory used enough to move up a tier, and a conversation episode
        // past retention.
        const Delta used = lake->insert(draft(u"chat"_s, u"Sister's birthday is May 3"_s, Kind::Fact));
        const Delta oldTurn = lake->insert(draft(u"chat"_s, u"User: hello"_s, Kind::Episode));
        SchedulerConfig config;
        config.reapAtStart = false;
        config.memory.retentionDays = 1;
        Scheduler scheduler(lake.path(), lake.clock, config);
        QSignalSpy maintained(&scheduler, &Scheduler::maintenanceFinished);
        scheduler.start();
        QVERIFY(maintained.isEmpty());
        // Never had a gc: due ten minutes after start, not at once.
        QCOMPARE(scheduler.nextMaintenanceAt(), lake.clock.nowMs() + 10 * Minute);

        for (int i = 0; i < 2; ++i)
            Recall::touch(*lake, {used.id});
        lake.clock.advance(2 * Day);
        scheduler.tick(); // soft decay is due, then maintenance (reflect + retention), then the daily part
        QCOMPARE(maintained.size(), 2);
        const MaintenanceReport afterDecay = maintained.at(0).at(0).value<MaintenanceReport>();
        QCOMPARE(afterDecay.error, QString());
        QVERIFY(afterDecay.reflected);
        QCOMPARE(afterDecay.toEpisodic, 1);
        QCOMPARE(afterDecay.episodesRemoved, 1);
        QVERIFY(!afterDecay.reindexed); // the daily part is not tied to decay
        const MaintenanceReport daily = maintained.at(1).at(0).value<MaintenanceReport>();
        QVERIFY(daily.reindexed);
        QVERIFY(daily.collected);
        QCOMPARE(lake->get(used.id)->tier, Tier::Episodic);
        QVERIFY(!lake->get(oldTurn.id).has_value());
        QCOMPARE(auditCount(*lake, u"gc"_s), 1);
        QCOMPARE(scheduler.nextMaintenanceAt(), lake.clock.nowMs() + Day);

        // A new scheduler counts from the last gc in the audit log.
        lake.clock.advance(3 * Hour);
        Scheduler next(lake.path(), lake.clock, config);
        next.start();
        QCOMPARE(next.nextMaintenanceAt(), lake.clock.nowMs() - 3 * Hour + Day);

        // Run now, from the window's menu.
        QSignalSpy nowSpy(&next, &Scheduler::maintenanceFinished);
        next.maintainNow();
        QCOMPARE(nowSpy.size(), 1);
        QVERIFY(nowSpy.at(0).at(0).value<MaintenanceReport>().collected);
        QCOMPARE(auditCount(*lake, u"gc"_s), 2);
    }
};

QTEST_GUILESS_MAIN(TestScheduler)
#include "tst_scheduler.moc"
