// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// One lake shared by several Tarns (issue 21, DESIGN §5): the window on two
// machines and a `tarn serve` each hold their own connections. Here each
// "machine" is a Lake connection (or a SourceHost with its own) in this
// process; the same suite runs on SQLite and, as tst_shared_lake@postgres,
// on the test cluster. Sweeps run one at a time whoever starts them, each
// expired delta is reaped once, a lock dies with its holder, and each
// configured source is polled by one Tarn at a time, a vault only on its
// own computer.

#include "DecayPolicy.h"
#include "FakeHttpServer.h"
#include "LakeLock.h"
#include "LakeSql.h"
#include "MediaStore.h"
#include "Reaper.h"
#include "SoftDecay.h"
#include "SourceHost.h"
#include "SourceInstances.h"
#include "SourcePlugins.h"
#include "SourceTestSupport.h"
#include "TestSupport.h"
#include "ThisMachine.h"

#include <QElapsedTimer>
#include <QMutex>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QThread>
#include <QtTest>
#include <atomic>

using namespace tarn;
using namespace tarn::test;

namespace {

// A second machine's connection to the same lake, on the same clock.
std::unique_ptr<Lake> secondConnection(TempLake &lake)
{
    auto other = std::make_unique<Lake>(lake.clock);
    other->open(lake.path());
    return other;
}

// `n` heartbeats that expire a day after kT0 (the 24 h default).
QList<Delta> heartbeats(Lake &lake, int n)
{
    QList<NewDelta> drafts;
    for (int i = 0; i < n; ++i)
        drafts << NewDelta{draft(QStringLiteral("heartbeat"), QStringLiteral("beat %1").arg(i)), false, false, false};
    return lake.insertBatch(drafts);
}

qint64 auditSum(Lake &lake, const QString &op)
{
    qint64 sum = 0;
    for (const AuditEntry &e : lake.audit().recent({op}, 10000))
        sum += e.count.value_or(0);
    return sum;
}

QByteArray rssOf(int items)
{
    QByteArray out = R"(<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Fells</title>)";
    for (int i = 1; i <= items; ++i)
        out += "<item><title>Walk " + QByteArray::number(i) + "</title><guid>walk-" + QByteArray::number(i)
               + "</guid><description>Route " + QByteArray::number(i) + "</description></item>";
    return out + "</channel></rss>";
}

FakeResponse feedOf(int items)
{
    FakeResponse r;
    r.headers = {{"Content-Type", "application/rss+xml; charset=utf-8"}};
    r.body = rssOf(items);
    return r;
}

} // namespace

class TestSharedLake : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lockIsOneHolderAtATime();
    void lockGoesWithItsConnection();
    void aReapRunningElsewhereIsLeftToIt();
    void softDecayRunningElsewhereIsLeftToIt();
    void racingReapersReapEachDeltaOnce();
    void aPolicySweepWaitsForTheOtherOne();
    void eachSourceIsPolledByOneHost();
    void anotherHostTakesOverWhenOneStops();
    void aVaultIsPolledOnlyOnItsComputer();
    void pollNowElsewhereAsksTheHolder();
    void anImageOneMachineStoredShowsOnAnother();
    void aDeltaNeverNamesAnImageThatIsGone();
};

void TestSharedLake::lockIsOneHolderAtATime()
{
    TempLake lake;
    auto other = secondConnection(lake);
    LakeLock mine(*lake, QStringLiteral("sweep:reap"));
    LakeLock theirs(*other, QStringLiteral("sweep:reap"));
    LakeLock unrelated(*other, QStringLiteral("sweep:decay"));
    QVERIFY(mine.tryTake());
    QVERIFY(mine.tryTake()); // held already: still true, still once
    QVERIFY(!theirs.tryTake());
    QVERIFY(!theirs.take(200)); // waits, then gives up
    QVERIFY(unrelated.tryTake()); // another kind of work is another lock
    mine.release();
    QVERIFY(theirs.tryTake());
    QVERIFY(!mine.tryTake());
    // The hash is stable: the same key on every machine and build.
    QCOMPARE(LakeLock::keyHash(QStringLiteral("sweep:reap")), LakeLock::keyHash(QStringLiteral("sweep:reap")));
    QVERIFY(LakeLock::keyHash(QStringLiteral("source:a")) != LakeLock::keyHash(QStringLiteral("source:b")));
    QCOMPARE(quint32(LakeLock::keyHash(QString())), 2166136261u); // FNV-1a's offset basis
}

void TestSharedLake::lockGoesWithItsConnection()
{
    if (!onPostgres())
        QSKIP("on SQLite the lock is an flock(2), which the kernel drops with its process (LakeClaim's kill tests)");
    TempLake lake;
    auto other = secondConnection(lake);
    LakeLock holder(*other, QStringLiteral("source:walks"));
    QVERIFY(holder.tryTake());
    LakeLock waiting(*lake, QStringLiteral("source:walks"));
    QVERIFY(!waiting.tryTake());
    // The holder's machine dies mid-work: the server ends its session, and
    // no release ever runs. The lock goes with the session.
    QSqlQuery pid(LakeSql::of(*other));
    QVERIFY(pid.exec(QStringLiteral("SELECT pg_backend_pid()")) && pid.next());
    QSqlQuery kill(LakeSql::of(*lake));
    QVERIFY(kill.exec(QStringLiteral("SELECT pg_terminate_backend(%1)").arg(pid.value(0).toInt())));
    QVERIFY(waiting.take(5000 * kTimeScale));
}

void TestSharedLake::aReapRunningElsewhereIsLeftToIt()
{
    TempLake lake;
    heartbeats(*lake, 50);
    lake.clock.advance(Duration::Day + Duration::Minute);
    auto other = secondConnection(lake);
    LakeLock sweepingElsewhere(*other, QStringLiteral("sweep:reap"));
    QVERIFY(sweepingElsewhere.tryTake());

    const SweepReport skipped = Reaper::run(*lake);
    QVERIFY(skipped.heldElsewhere);
    QCOMPARE(skipped.removed, 0);
    QVERIFY(skipped.error.isEmpty());
    QCOMPARE(lake->audit().recent({QStringLiteral("reap")}).size(), 0); // no entry for work not done
    QCOMPARE(lake->stats().total, 50);
    // A dry run only reads: it answers even while a reap runs elsewhere.
    Reaper::Options dry;
    dry.dryRun = true;
    QCOMPARE(Reaper::run(*lake, dry).wouldRemove, 50);

    sweepingElsewhere.release();
    const SweepReport done = Reaper::run(*lake);
    QVERIFY(!done.heldElsewhere);
    QCOMPARE(done.removed, 50);
    QCOMPARE(lake->stats().total, 0);
}

void TestSharedLake::softDecayRunningElsewhereIsLeftToIt()
{
    TempLake lake;
    Delta fact = draft(QStringLiteral("agent"), QStringLiteral("The build server is called kestrel"), Kind::Fact);
    fact.decayClass = DecayClass::Session; // 24 h
    const QString id = lake->insert(fact).id;
    lake.clock.advance(20 * Duration::Hour); // past 75 % of the window
    auto other = secondConnection(lake);
    LakeLock decayingElsewhere(*other, QStringLiteral("sweep:decay"));
    QVERIFY(decayingElsewhere.tryTake());
    const SweepReport skipped = SoftDecay::run(*lake);
    QVERIFY(skipped.heldElsewhere);
    QCOMPARE(skipped.reduced, 0);
    QCOMPARE(lake->get(id)->confidence, 1.0);
    decayingElsewhere.release();
    const SweepReport done = SoftDecay::run(*lake);
    QVERIFY(!done.heldElsewhere);
    QCOMPARE(done.reduced, 1);
    QVERIFY(lake->get(id)->confidence < 1.0);
}

void TestSharedLake::racingReapersReapEachDeltaOnce()
{
    constexpr int kExpired = 6000;
    TempLake lake;
    heartbeats(*lake, kExpired);
    lake->insert(draft(QStringLiteral("chat"), QStringLiteral("a note of mine"), Kind::Fact));
    lake.clock.advance(Duration::Day + Duration::Minute);
    const QString location = lake.path();

    // Four "machines" start their reapers at the same moment, each on a
    // thread with its own connection, waiting for each other's lock as long
    // as it takes, so every one of them really runs.
    constexpr int kMachines = 4;
    std::atomic<int> ready{0};
    QList<SweepReport> reports(kMachines);
    QStringList errors;
    QMutex errorsLock;
    QList<QThread *> threads;
    for (int m = 0; m < kMachines; ++m) {
        threads << QThread::create([&, m] {
            try {
                Lake own(lake.clock);
                own.open(location);
                ++ready;
                while (ready.load() < kMachines)
                    QThread::yieldCurrentThread();
                Reaper::Options o;
                o.lockWaitMs = 120000 * kTimeScale;
                o.initialBatch = 100; // many short batches: more chances to interleave
                o.maxBatch = 400;
                o.actor = QStringLiteral("machine-%1").arg(m);
                reports[m] = Reaper::run(own, o);
            } catch (const TarnError &e) {
                QMutexLocker locked(&errorsLock);
                errors << e.message();
            }
        });
        threads.last()->start();
    }
    for (QThread *t : std::as_const(threads)) {
        QVERIFY(t->wait(300000));
        delete t;
    }
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
    qint64 removed = 0;
    for (const SweepReport &r : std::as_const(reports)) {
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QVERIFY(!r.heldElsewhere);
        removed += r.removed;
    }
    QCOMPARE(removed, qint64(kExpired));
    QCOMPARE(auditSum(*lake, QStringLiteral("reap")), qint64(kExpired));
    QCOMPARE(lake->stats().total, 1);
    // One at a time: no two reaps' spans (end minus duration, end) overlap.
    // The audit's times are the shared manual clock's, so they are read from
    // the reports' wall durations instead: the first to run took them all.
    int didWork = 0;
    for (const SweepReport &r : std::as_const(reports))
        didWork += r.removed > 0 ? 1 : 0;
    QCOMPARE(didWork, 1); // the lock holder reaped everything; the others found nothing left
}

void TestSharedLake::aPolicySweepWaitsForTheOtherOne()
{
    TempLake lake;
    Delta d = draft(QStringLiteral("chat"), QStringLiteral("Stand-up moved to 9:30"), Kind::Event);
    d.tags = {QStringLiteral("meeting")};
    lake->insert(d);
    lake.clock.advance(10 * Duration::Day);
    const QList<DecayPolicy> policies = DecayPolicies::parse(
        R"([{"id":"meetings","relation":"meeting","scope":"local","mode":"confidence","half_life_s":86400,"min_confidence":0.05}])");
    auto other = secondConnection(lake);
    LakeLock sweepingElsewhere(*other, QStringLiteral("sweep:policies"));
    QVERIFY(sweepingElsewhere.tryTake());
    // The other sweep ends a moment later: this one waits for it, then runs.
    QTimer::singleShot(300, [&] { sweepingElsewhere.release(); });
    DecaySweeper sweeper(*lake, policies);
    QElapsedTimer waited;
    waited.start();
    DecaySweepResponse response;
    QString error;
    QThread *t = QThread::create([&] {
        try {
            Lake own(lake.clock);
            own.open(lake.path());
            DecaySweeper s(own, policies);
            response = s.sweep(DecaySweepRequest{});
        } catch (const TarnError &e) {
            error = e.message();
        }
    });
    t->start();
    QTRY_VERIFY_WITH_TIMEOUT(t->isFinished(), 20000 * kTimeScale);
    delete t;
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(waited.elapsed() >= 250);
    QCOMPARE(response.factsReduced, 1);
    // A requested dry run never waits: it only reads.
    sweepingElsewhere.tryTake();
    DecaySweepRequest dry;
    dry.mode = DecayMode::DryRun;
    QElapsedTimer quick;
    quick.start();
    sweeper.sweep(dry);
    QVERIFY(quick.elapsed() < 2000 * kTimeScale);
}

void TestSharedLake::eachSourceIsPolledByOneHost()
{
    FakeHttpServer server;
    server.route("/walks.xml", feedOf(3));
    TempLake lake;
    SourceInstances::add(*lake, QStringLiteral("rss"), QStringLiteral("walks"),
                         {{QStringLiteral("url"), server.url(QStringLiteral("/walks.xml"))}});
    SourceHost alpha(lake.path(), lake.clock);
    SourceHost beta(lake.path(), lake.clock);
    QSignalSpy alphaPolls(&alpha, &SourceHost::pollStarted);
    QSignalSpy betaPolls(&beta, &SourceHost::pollStarted);
    QSignalSpy alphaDone(&alpha, &SourceHost::pollFinished);
    alpha.start();
    beta.start();
    QVERIFY(alphaDone.wait(20000 * kTimeScale));
    // Due again for both, three times; each ticks, the other one first.
    for (int round = 0; round < 3; ++round) {
        lake.clock.advance(2 * Duration::Hour);
        SourceInstances::pollSoon(*lake, QStringLiteral("walks"));
        beta.tick();
        alpha.tick();
        QTRY_COMPARE_WITH_TIMEOUT(alphaDone.size(), round + 2, 20000 * kTimeScale);
        beta.tick(); // and once more while alpha's poll is done
    }
    QTest::qWait(300);
    QCOMPARE(alphaPolls.size(), 4);
    QCOMPARE(betaPolls.size(), 0);
    QCOMPARE(server.requests().size(), 4);
    QCOMPARE(deltasFrom(*lake, QStringLiteral("rss:walks")).size(), 3);
    alpha.stop();
    beta.stop();
}

void TestSharedLake::anotherHostTakesOverWhenOneStops()
{
    FakeHttpServer server;
    server.route("/walks.xml", feedOf(2));
    TempLake lake;
    SourceInstances::add(*lake, QStringLiteral("rss"), QStringLiteral("walks"),
                         {{QStringLiteral("url"), server.url(QStringLiteral("/walks.xml"))}});
    SourceHost alpha(lake.path(), lake.clock);
    QSignalSpy alphaDone(&alpha, &SourceHost::pollFinished);
    alpha.start();
    QVERIFY(alphaDone.wait(20000 * kTimeScale));
    SourceHost beta(lake.path(), lake.clock);
    QSignalSpy betaDone(&beta, &SourceHost::pollFinished);
    beta.start();
    lake.clock.advance(2 * Duration::Hour);
    beta.tick();
    QTest::qWait(300);
    QCOMPARE(betaDone.size(), 0); // alpha still polls it
    alpha.stop();                 // that Tarn quits
    server.route("/walks.xml", feedOf(3));
    beta.tick();
    QVERIFY(betaDone.wait(20000 * kTimeScale));
    QCOMPARE(betaDone.constFirst().at(2).toString(), QString());
    QCOMPARE(betaDone.constFirst().at(1).toInt(), 1); // only the new item: alpha's were seen
    QCOMPARE(deltasFrom(*lake, QStringLiteral("rss:walks")).size(), 3);
    beta.stop();
}

void TestSharedLake::aVaultIsPolledOnlyOnItsComputer()
{
    QTemporaryDir notes;
    QFile note(notes.filePath(QStringLiteral("kestrel.md")));
    QVERIFY(note.open(QIODevice::WriteOnly));
    note.write("# Kestrel\n\nThe build server lives under the stairs.\n");
    note.close();
    TempLake lake;
    qputenv("TARN_MACHINE", "laptop");
    const SourceInstance vault = SourceInstances::add(*lake, QStringLiteral("vault"), QStringLiteral("notes"),
                                                      {{QStringLiteral("folder"), notes.path()}});
    // It belongs to the computer that added it.
    QCOMPARE(vault.settings.value(SourcePlugins::kMachineField).toString(), QStringLiteral("laptop"));

    qputenv("TARN_MACHINE", "desktop");
    {
        SourceHost desktop(lake.path(), lake.clock);
        QSignalSpy polls(&desktop, &SourceHost::pollStarted);
        desktop.start();
        QTest::qWait(500);
        QCOMPARE(polls.size(), 0);
        desktop.stop();
    }
    qputenv("TARN_MACHINE", "laptop");
    {
        SourceHost laptop(lake.path(), lake.clock);
        QSignalSpy done(&laptop, &SourceHost::pollFinished);
        laptop.start();
        QVERIFY(done.wait(20000 * kTimeScale));
        QCOMPARE(done.constFirst().at(2).toString(), QString());
        laptop.stop();
    }
    qunsetenv("TARN_MACHINE");
    QCOMPARE(deltasFrom(*lake, QStringLiteral("vault:notes")).size(), 1);
}

void TestSharedLake::pollNowElsewhereAsksTheHolder()
{
    FakeHttpServer server;
    server.route("/walks.xml", feedOf(1));
    TempLake lake;
    SourceInstances::add(*lake, QStringLiteral("rss"), QStringLiteral("walks"),
                         {{QStringLiteral("url"), server.url(QStringLiteral("/walks.xml"))}});
    SourceHost alpha(lake.path(), lake.clock);
    QSignalSpy alphaDone(&alpha, &SourceHost::pollFinished);
    alpha.start();
    QVERIFY(alphaDone.wait(20000 * kTimeScale));
    lake.clock.advance(Duration::Minute); // not due again for an hour

    SourceHost beta(lake.path(), lake.clock);
    beta.setScheduling(false); // as `tarn source poll` runs it
    QSignalSpy betaDone(&beta, &SourceHost::pollFinished);
    beta.start();
    beta.pollNow(QStringLiteral("walks"));
    QVERIFY(!betaDone.isEmpty() || betaDone.wait(5000));
    QVERIFY2(betaDone.constFirst().at(2).toString().contains(QStringLiteral("another Tarn")),
             qPrintable(betaDone.constFirst().at(2).toString()));
    // Marked due: the holder polls it on its next tick.
    QCOMPARE(*SourceInstances::get(*lake, QStringLiteral("walks"))->nextPollAt, lake.clock.nowMs());
    alpha.tick();
    QTRY_COMPARE_WITH_TIMEOUT(alphaDone.size(), 2, 20000 * kTimeScale);
    alpha.stop();
    beta.stop();
}

void TestSharedLake::anImageOneMachineStoredShowsOnAnother()
{
    TempLake lake;
    auto other = secondConnection(lake);
    QByteArray image("\x89PNG\r\n\x1a\n", 8);
    image += QByteArray(2048, 'x') + QByteArray("\0\xff\x01", 3); // every byte value survives
    const QString hash = lake->putMedia(image);
    Delta d = draft(QStringLiteral("browser"), QStringLiteral("The ridge above the tarn at dawn"));
    d.mediaHash = hash;
    const QString id = lake->insert(d).id;

    // The other machine sees it by hash, reads its bytes and shows it by path.
    QVERIFY(other->media().contains(hash));
    QCOMPARE(other->media().read(hash).value_or(QByteArray()), image);
    QFile shown(other->media().pathFor(hash));
    QVERIFY2(shown.open(QIODevice::ReadOnly), qPrintable(shown.fileName()));
    QCOMPARE(shown.readAll(), image);
    QCOMPARE(other->get(id)->mediaHash, hash);
    // An export from either machine carries it.
    QTemporaryDir out;
    QCOMPARE(other->exportMedia(out.path()), 1);
    QCOMPARE(MediaStore(out.path()).read(hash).value_or(QByteArray()), image);

    // The capture wilts (browser: 7 days); the other machine's reaper takes
    // it, and its image with it, for every machine.
    lake.clock.advance(8 * Duration::Day);
    const SweepReport reaped = Reaper::run(*other);
    QCOMPARE(reaped.removed, 1);
    QCOMPARE(reaped.mediaRemoved, 1);
    QVERIFY(!lake->media().contains(hash));
    QVERIFY(!other->media().read(hash));
}

void TestSharedLake::aDeltaNeverNamesAnImageThatIsGone()
{
    TempLake lake;
    auto other = secondConnection(lake);
    const QByteArray image("an image no delta names yet");
    const QString hash = lake->putMedia(image);
    // Another machine releases it (nothing names it) before the capture
    // that was about to name it is written: the capture is refused by name,
    // never written pointing at nothing.
    QCOMPARE(other->releaseMedia({hash}), 1);
    Delta d = draft(QStringLiteral("browser"), QStringLiteral("A capture of a page with a picture"));
    d.mediaHash = hash;
    try {
        lake->insert(d);
        QFAIL("a delta naming a removed image was written");
    } catch (const TarnError &e) {
        QCOMPARE(e.field(), QStringLiteral("media_hash"));
    }
    // Named while it is there, a release elsewhere leaves it alone.
    lake->putMedia(image);
    lake->insert(d);
    QCOMPARE(other->releaseMedia({hash}), 0);
    QVERIFY(lake->media().contains(hash));
}

QTEST_MAIN(TestSharedLake)
#include "tst_shared_lake.moc"
