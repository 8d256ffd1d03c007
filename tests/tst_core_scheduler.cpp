// The QTimer-driven scheduler: the reaper at start and every 5 minutes, soft
// decay every 60, both judged by the injected clock, so the test moves time
// and calls tick() instead of sleeping.

#include "Scheduler.h"
#include "TestSupport.h"

#include <QSignalSpy>
#include <QThread>

using namespace tarn;
using namespace tarn::test;
using namespace tarn::Duration;

class TestScheduler : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<SweepReport>(); }

    void reapsAtStartAndSchedulesBoth()
    {
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat-event"), QStringLiteral("scaffolding")));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("a turn"), Kind::Episode));
        lake.clock.advance(10 * Minute);
        Scheduler scheduler(lake.path(), lake.clock, SchedulerConfig{});
        QSignalSpy finished(&scheduler, &Scheduler::sweepFinished);
        QSignalSpy schedule(&scheduler, &Scheduler::scheduleChanged);
        scheduler.start();
        QCOMPARE(finished.size(), 1);
        const SweepReport r = finished.at(0).at(0).value<SweepReport>();
        QCOMPARE(r.kind, SweepKind::Reap);
        QCOMPARE(r.removed, 1);
        const qint64 now = lake.clock.nowMs();
        QCOMPARE(scheduler.nextReapAt(), now + 5 * Minute);
        QCOMPARE(scheduler.nextDecayAt(), now + 60 * Minute);
        QCOMPARE(scheduler.lastReapAt(), now);
        QVERIFY(!schedule.isEmpty());
        QCOMPARE(lake->stats().total, 1);
        scheduler.stop();
    }

    void tickRunsWhatIsDueByTheClock()
    {
        TempLake lake;
        Scheduler scheduler(lake.path(), lake.clock, SchedulerConfig{});
        QSignalSpy finished(&scheduler, &Scheduler::sweepFinished);
        scheduler.start();
        QCOMPARE(finished.size(), 1);

        lake.clock.advance(4 * Minute);
        scheduler.tick();
        QCOMPARE(finished.size(), 1); // nothing due yet

        lake->insert(draft(QStringLiteral("chat-event"), QStringLiteral("noise"))); // wilts in 5 min
        lake.clock.advance(2 * Minute);
        scheduler.tick(); // reaper due (5 min after start); the noise has 3 min left
        QCOMPARE(finished.size(), 2);
        QCOMPARE(finished.last().at(0).value<SweepReport>().removed, 0);
        QCOMPARE(scheduler.nextReapAt(), lake.clock.nowMs() + 5 * Minute);

        lake.clock.advance(5 * Minute);
        scheduler.tick();
        QCOMPARE(finished.size(), 3);
        QCOMPARE(finished.last().at(0).value<SweepReport>().removed, 1);

        lake.clock.setNow(scheduler.nextDecayAt());
        scheduler.tick(); // both due: reap, then decay
        QCOMPARE(finished.last().at(0).value<SweepReport>().kind, SweepKind::SoftDecay);
        QCOMPARE(lake->audit().recent({QStringLiteral("decay")}).size(), 1);
        QVERIFY(lake->audit().recent({QStringLiteral("reap")}).size() >= 4);
        scheduler.stop();
    }

    void pausedSchedulerDoesNothing()
    {
        TempLake lake;
        Scheduler scheduler(lake.path(), lake.clock, SchedulerConfig{});
        QSignalSpy finished(&scheduler, &Scheduler::sweepFinished);
        scheduler.start();
        scheduler.setPaused(true);
        QVERIFY(scheduler.isPaused());
        lake.clock.advance(2 * Hour);
        scheduler.tick();
        QCOMPARE(finished.size(), 1);
        scheduler.setPaused(false);
        scheduler.tick();
        QCOMPARE(finished.size(), 3); // reap and decay, both overdue
        scheduler.stop();
    }

    void setConfigMovesTheNextRuns()
    {
        TempLake lake;
        Scheduler scheduler(lake.path(), lake.clock, SchedulerConfig{});
        scheduler.start();
        const qint64 started = lake.clock.nowMs();
        scheduler.setConfig(SchedulerConfig{Minute, 10 * Minute, true});
        QCOMPARE(scheduler.nextReapAt(), started + Minute);
        QCOMPARE(scheduler.nextDecayAt(), started + 10 * Minute);
        scheduler.stop();
    }

    void unopenableLakeReportsFailure()
    {
        QTemporaryDir dir;
        QFile garbage(dir.filePath(QStringLiteral("lake.sqlite")));
        QVERIFY(garbage.open(QIODevice::WriteOnly));
        garbage.write(QByteArray(2048, 'x'));
        garbage.close();
        ManualClock clock(kT0);
        Scheduler scheduler(garbage.fileName(), clock, SchedulerConfig{});
        QSignalSpy failed(&scheduler, &Scheduler::failed);
        scheduler.start();
        QCOMPARE(failed.size(), 1);
        QVERIFY(failed.at(0).at(0).toString().contains(garbage.fileName()));
    }

    void hostRunsSweepsOffTheCallingThread()
    {
        TempLake lake;
        lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("beat")));
        lake.clock.advance(25 * Hour);
        SchedulerHost host(lake.path(), lake.clock, SchedulerConfig{Hour, Hour, false});
        QThread *sweepThread = nullptr;
        connect(host.scheduler(), &Scheduler::sweepStarted, host.scheduler(),
                [&sweepThread] { sweepThread = QThread::currentThread(); }, Qt::DirectConnection);
        QSignalSpy finished(host.scheduler(), &Scheduler::sweepFinished);
        QSignalSpy started(host.scheduler(), &Scheduler::started);
        host.start();
        QTRY_COMPARE(started.size(), 1);
        host.sweepNow();
        QTRY_COMPARE(finished.size(), 2);
        QVERIFY(sweepThread != nullptr);
        QVERIFY(sweepThread != QThread::currentThread());
        QCOMPARE(finished.at(0).at(0).value<SweepReport>().removed, 1);
        QCOMPARE(lake->stats().total, 0);
    }
};

QTEST_GUILESS_MAIN(TestScheduler)
#include "tst_core_scheduler.moc"
