// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Live updates, the store's half (issue 21): LakeChangeWatch tells a
// connection when another one committed (SQLite: PRAGMA data_version), and
// LakeReader::fetchChanges reads what changed under a window of rows.

#include "DeltaId.h"
#include "Forgetting.h"
#include "LakeChangeWatch.h"
#include "LakeReader.h"
#include "TestSupport.h"
#include "TimeFormat.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {

void fill(Lake &lake, int count, const QString &prefix = QStringLiteral("item"))
{
    QList<NewDelta> drafts;
    for (int i = 0; i < count; ++i) {
        NewDelta n;
        n.delta = draft(QStringLiteral("rss"), QStringLiteral("%1 %2").arg(prefix).arg(i));
        drafts << n;
    }
    lake.insertBatch(drafts);
}

QStringList idsOf(const QList<Delta> &deltas)
{
    QStringList ids;
    for (const Delta &d : deltas)
        ids << d.id;
    return ids;
}

} // namespace

class TestLakeChangeWatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void noticesAnotherConnectionWithinASecond();
    void quietWithoutAChange();
    void ownCommitsAreNotReported();
    void manyCommitsMakeFewNotices();
    void askingIsCheap();
    void readerReportsLakeChanged();
    void changesAreTheFirstRowsAsTheyAreNow();
    void aLateRowLandsWhereItsTimePutsIt();
    void changesStopAtTheLimit();
    void changesCostForALongWindow();
};

// The window's reader connection and another connection (the CLI, `tarn
// serve`, another window) on the same file.
void TestLakeChangeWatch::noticesAnotherConnectionWithinASecond()
{
    TempLake other;
    fill(*other, 3);
    Lake mine(other.clock);
    mine.open(other.path());
    auto watch = LakeChangeWatch::watch(mine);
    QVERIFY(watch);
    QSignalSpy changed(watch.get(), &LakeChangeWatch::changed);

    QElapsedTimer timer;
    timer.start();
    other->insert(draft(QStringLiteral("chat"), QStringLiteral("written elsewhere"), Kind::Fact));
    QTRY_VERIFY_WITH_TIMEOUT(changed.count() >= 1, 2000 * kTimeScale);
    const qint64 latency = timer.elapsed();
    qInfo("noticed after %lld ms (polling every %d ms)", latency, LakeChangeWatch::kDefaultLatencyMs);
    QVERIFY2(latency <= 1000 * kTimeScale, qPrintable(QString::number(latency)));
    QCOMPARE(changed.count(), 1);

    // A change of state (a forget) is a commit like any other.
    const QString id = mine.list({}, {}, 1).constFirst().id;
    Forgetting::forgetSoft(*other, id);
    QTRY_VERIFY_WITH_TIMEOUT(changed.count() >= 2, 2000 * kTimeScale);
}

void TestLakeChangeWatch::quietWithoutAChange()
{
    TempLake other;
    fill(*other, 50);
    Lake mine(other.clock);
    mine.open(other.path());
    auto watch = LakeChangeWatch::watch(mine, 100);
    QSignalSpy changed(watch.get(), &LakeChangeWatch::changed);
    QSignalSpy failed(watch.get(), &LakeChangeWatch::failed);

    // Reading (here and elsewhere), and the checkpoint every commit may
    // run (PASSIVE), change nothing a reader could see.
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(mine.list({}, {}, 20).size(), 20);
        QCOMPARE(other->list({}, {}, 20).size(), 20);
        other->exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)"));
        QTest::qWait(150);
    }
    watch->checkNow();
    QCOMPARE(changed.count(), 0);
    QCOMPARE(failed.count(), 0);

    // A checkpoint that starts the log over (RESTART, TRUNCATE: the
    // reaper's between batches and after a sweep) does count as a change
    // in SQLite (measured here): the reader reads again and finds nothing
    // new, which the window shows as nothing at all.
    other->exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    watch->checkNow();
    QVERIFY(changed.count() <= 1);
}

void TestLakeChangeWatch::ownCommitsAreNotReported()
{
    TempLake lake;
    auto watch = LakeChangeWatch::watch(*lake, 50);
    QSignalSpy changed(watch.get(), &LakeChangeWatch::changed);
    lake->insert(draft(QStringLiteral("chat"), QStringLiteral("my own write"), Kind::Fact));
    QTest::qWait(300);
    watch->checkNow();
    QCOMPARE(changed.count(), 0);
}

// A feed importing row after row: one notice per period, not per commit.
void TestLakeChangeWatch::manyCommitsMakeFewNotices()
{
    TempLake other;
    Lake mine(other.clock);
    mine.open(other.path());
    auto watch = LakeChangeWatch::watch(mine, 200);
    QSignalSpy changed(watch.get(), &LakeChangeWatch::changed);
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < 100; ++i) {
        other->insert(draft(QStringLiteral("rss"), QStringLiteral("stream %1").arg(i)));
        if (i % 10 == 0)
            QCoreApplication::processEvents();
    }
    QTRY_VERIFY_WITH_TIMEOUT(changed.count() >= 1, 2000 * kTimeScale);
    QTest::qWait(300);
    const qint64 periods = timer.elapsed() / 200 + 2;
    qInfo("100 commits in %lld ms made %lld notices", qint64(timer.elapsed()), qint64(changed.count()));
    QVERIFY(changed.count() <= periods);
    QVERIFY(changed.count() < 100);
}

// What one poll costs: the pragma reads the WAL index header in shared
// memory, no file I/O.
void TestLakeChangeWatch::askingIsCheap()
{
    TempLake other;
    fill(*other, 1000);
    Lake mine(other.clock);
    mine.open(other.path());
    auto watch = LakeChangeWatch::watch(mine, 60 * 1000);
    constexpr int kPolls = 20000;
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < kPolls; ++i)
        watch->checkNow();
    const double usPerPoll = double(timer.nsecsElapsed()) / 1000.0 / kPolls;
    qInfo("one poll of PRAGMA data_version: %.2f us", usPerPoll);
    // Two polls a second: far below a millisecond of work.
    QVERIFY2(usPerPoll < 200.0 * kTimeScale, qPrintable(QString::number(usPerPoll)));
}

void TestLakeChangeWatch::readerReportsLakeChanged()
{
    TempLake other;
    fill(*other, 3);
    LakeReaderHost host(other.path(), other.clock);
    QSignalSpy opened(host.reader(), &LakeReader::opened);
    QSignalSpy changed(host.reader(), &LakeReader::lakeChanged);
    host.watchChanges(100); // asked for before the lake is open: starts on open
    host.open();
    QTRY_COMPARE(opened.count(), 1);
    QTest::qWait(300);
    QCOMPARE(changed.count(), 0);
    other->insert(draft(QStringLiteral("chat"), QStringLiteral("hello from elsewhere"), Kind::Fact));
    QTRY_VERIFY_WITH_TIMEOUT(changed.count() >= 1, 1500 * kTimeScale);
}

void TestLakeChangeWatch::changesAreTheFirstRowsAsTheyAreNow()
{
    TempLake other;
    fill(*other, 40);
    LakeReaderHost host(other.path(), other.clock);
    QSignalSpy ready(host.reader(), &LakeReader::changesReady);
    host.open();
    ListFilter rss;
    rss.source = QStringLiteral("rss");
    const QList<Delta> shown = other->list(rss, {}, 10);
    QCOMPARE(shown.size(), 10);

    // Four new rows, one more filtered out; one shown row forgotten.
    other.clock.advance(Duration::Minute);
    fill(*other, 4, QStringLiteral("new"));
    other->insert(draft(QStringLiteral("chat"), QStringLiteral("not rss"), Kind::Fact));
    Forgetting::forgetSoft(*other, shown.at(3).id);

    const quint64 request = host.fetchChanges(rss, 14);
    QTRY_COMPARE(ready.count(), 1);
    QCOMPARE(ready.at(0).at(0).toULongLong(), request);
    const QList<Delta> rows = ready.at(0).at(1).value<LakeChanges>().rows;
    QCOMPARE(rows.size(), 14);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(rows.at(i).content, QStringLiteral("new %1").arg(3 - i)); // newest first
    QStringList expected = idsOf(shown);
    expected.removeAt(3); // forgotten: not listed
    QCOMPARE(idsOf(rows.mid(4, 9)), expected);
    for (const Delta &d : rows)
        QCOMPARE(d.source, QStringLiteral("rss"));
}

// An import keeps the times it is given: its rows land where their time
// puts them in the list, not at the top, and a live refresh finds them.
void TestLakeChangeWatch::aLateRowLandsWhereItsTimePutsIt()
{
    TempLake other;
    for (int i = 0; i < 5; ++i) {
        other->insert(draft(QStringLiteral("rss"), QStringLiteral("item %1").arg(i)));
        other.clock.advance(2 * Duration::Minute);
    }
    LakeReaderHost host(other.path(), other.clock);
    QSignalSpy ready(host.reader(), &LakeReader::changesReady);
    host.open();
    const QList<Delta> shown = other->list({}, {}, 5);
    // Observed between item 1 and item 2, written after all of them.
    const qint64 between = (shown.at(2).observedAt + shown.at(3).observedAt) / 2;
    QByteArray line = QByteArrayLiteral("{\"source\":\"chat\",\"kind\":\"fact\",\"content\":\"late\",\"observed_at\":\"")
                      + TimeFormat::toIso(between).toLatin1() + QByteArrayLiteral("\"}\n");
    QBuffer in(&line);
    in.open(QIODevice::ReadOnly);
    other->importJsonl(in);

    host.fetchChanges({}, 6);
    QTRY_COMPARE(ready.count(), 1);
    const QList<Delta> rows = ready.at(0).at(1).value<LakeChanges>().rows;
    QCOMPARE(rows.size(), 6);
    QCOMPARE(rows.at(3).content, QStringLiteral("late"));
    QCOMPARE(idsOf(rows.mid(0, 3)), idsOf(shown.mid(0, 3)));
    QCOMPARE(idsOf(rows.mid(4)), idsOf(shown.mid(3)));
}

void TestLakeChangeWatch::changesStopAtTheLimit()
{
    TempLake other;
    fill(*other, 3);
    LakeReaderHost host(other.path(), other.clock);
    QSignalSpy ready(host.reader(), &LakeReader::changesReady);
    host.open();
    other.clock.advance(Duration::Minute);
    fill(*other, 50, QStringLiteral("burst"));
    host.fetchChanges({}, 20);
    QTRY_COMPARE(ready.count(), 1);
    const QList<Delta> rows = ready.at(0).at(1).value<LakeChanges>().rows;
    QCOMPARE(rows.size(), 20);
    QCOMPARE(rows.constFirst().content, QStringLiteral("burst 49"));
}

// What one live refresh costs the reader when the person has scrolled far
// (5,000 rows held) in a 50,000-row lake, with three rows new.
void TestLakeChangeWatch::changesCostForALongWindow()
{
    TempLake other;
    fill(*other, 50000);
    const QList<Delta> shown = other->list({}, {}, 5000);
    other.clock.advance(Duration::Minute);
    fill(*other, 3, QStringLiteral("new"));
    LakeReader reader(other.path(), other.clock);
    reader.open();
    QSignalSpy ready(&reader, &LakeReader::changesReady);
    QElapsedTimer timer;
    timer.start();
    constexpr int kRounds = 10;
    for (int i = 0; i < kRounds; ++i)
        reader.fetchChanges(quint64(i + 1), {}, int(shown.size()));
    const double ms = double(timer.nsecsElapsed()) / 1e6 / kRounds;
    QCOMPARE(ready.count(), kRounds);
    const QList<Delta> rows = ready.constLast().at(1).value<LakeChanges>().rows;
    QCOMPARE(rows.size(), 5000);
    QCOMPARE(rows.at(2).content, QStringLiteral("new 0"));
    QCOMPARE(rows.at(3).id, shown.constFirst().id);
    qInfo("a live refresh with 5000 rows held: %.1f ms on the reader's thread", ms);
    QVERIFY2(ms < 500.0 * kTimeScale, qPrintable(QString::number(ms)));
}

QTEST_GUILESS_MAIN(TestLakeChangeWatch)
#include "tst_lake_change_watch.moc"
