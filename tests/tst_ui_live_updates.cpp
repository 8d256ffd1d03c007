// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Live updates, the window's half (issue 21): what another connection or
// process writes shows in Browse within about a second, without F5, in
// place: new rows at the top, forgotten and expired rows gone, the
// selection and the rows in sight kept. Runs on the offscreen platform.

#include "CliRunner.h"
#include "DeltaTableModel.h"
#include "EngageDialog.h"
#include "Forgetting.h"
#include "LakeReader.h"
#include "LakeStatusBar.h"
#include "LakeWriter.h"
#include "MainWindow.h"
#include "SourceTableModel.h"
#include "SourcesPage.h"
#include "TestSupport.h"
#include "WiltingSoonPage.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QElapsedTimer>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;
using tarn::ui::DeltaTableModel;

namespace {

// rss items wilt in 30 d; chat facts stay.
void fill(Lake &lake, int count, const QString &source = QStringLiteral("chat"),
          const QString &prefix = QStringLiteral("row"))
{
    QList<NewDelta> drafts;
    for (int i = 0; i < count; ++i) {
        NewDelta n;
        n.delta = draft(source, QStringLiteral("%1 %2").arg(prefix).arg(i),
                        source == u"rss" ? Kind::Observation : Kind::Fact);
        drafts << n;
    }
    lake.insertBatch(drafts);
}

QString idAt(const DeltaTableModel &model, int row)
{
    return model.data(model.index(row, 0), DeltaTableModel::DeltaIdRole).toString();
}

QStringList modelIds(const DeltaTableModel &model)
{
    QStringList ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids << idAt(model, row);
    return ids;
}

QStringList listIds(Lake &lake, const ListFilter &filter = {})
{
    QStringList ids;
    for (const Delta &d : lake.list(filter, {}, 100000))
        ids << d.id;
    return ids;
}

QString topVisibleId(const ui::MainWindow &window)
{
    return window.table()->indexAt(QPoint(2, 2)).data(DeltaTableModel::DeltaIdRole).toString();
}

QString currentId(const ui::MainWindow &window)
{
    return window.table()->currentIndex().data(DeltaTableModel::DeltaIdRole).toString();
}

} // namespace

class TestUiLiveUpdates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void modelTakesInChangesInPlace();
    void mostUrgentFirstMerges();
    void windowShowsAnotherConnectionsDeltas();
    void windowKeepsSelectionAndRowsInSight();
    void cliProcessWriteShowsWithoutRefresh();
    void ownWritesShowWithoutASecondReload();
    void sidePagesFollow();
    void quietLakeReadsNothing();
};

void TestUiLiveUpdates::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

// The model alone, driven by the reader's lakeChanged, under the tester.
void TestUiLiveUpdates::modelTakesInChangesInPlace()
{
    TempLake lake;
    fill(*lake, 60, QStringLiteral("rss"), QStringLiteral("feed"));
    lake.clock.advance(Duration::Minute);
    fill(*lake, 60);
    LakeReaderHost host(lake.path(), lake.clock);
    host.open();
    host.watchChanges(100);
    DeltaTableModel model(&host);
    model.setPageSize(50);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    connect(host.reader(), &LakeReader::lakeChanged, &model, &DeltaTableModel::refreshLive);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy live(&model, &DeltaTableModel::liveUpdated);
    model.reload();
    QTRY_COMPARE(model.rowCount(), 50);
    model.fetchMore({});
    QTRY_COMPARE(model.rowCount(), 100);
    const int resetsAfterLoad = int(resets.count());

    // Three new rows from another connection come in at the top.
    lake.clock.advance(Duration::Minute);
    fill(*lake, 3, QStringLiteral("chat"), QStringLiteral("new"));
    QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 103, 2000 * kTimeScale);
    QCOMPARE(model.data(model.index(0, DeltaTableModel::Content)).toString(), QStringLiteral("new 2"));
    QCOMPARE(model.data(model.index(2, DeltaTableModel::Content)).toString(), QStringLiteral("new 0"));
    QCOMPARE(live.constLast().at(0).toInt(), 3);
    QCOMPARE(modelIds(model), listIds(*lake).mid(0, 103));

    // A held row forgotten elsewhere goes; nothing else moves.
    const QString forgotten = idAt(model, 10);
    Forgetting::forgetSoft(*lake, forgotten);
    QTRY_COMPARE_WITH_TIMEOUT(model.rowOf(forgotten), -1, 2000 * kTimeScale);
    QCOMPARE(model.rowCount(), 102);
    QCOMPARE(live.constLast().at(1).toStringList(), QStringList{forgotten});

    // The feed items wilt; with the next commit anyone makes, the held ones
    // that expired go (the reaper need not have run).
    lake.clock.advance(31 * Duration::Day);
    lake->insert(draft(QStringLiteral("chat"), QStringLiteral("a month later"), Kind::Fact));
    QTRY_COMPARE_WITH_TIMEOUT(model.data(model.index(0, DeltaTableModel::Content)).toString(),
                              QStringLiteral("a month later"), 2000 * kTimeScale);
    QTRY_VERIFY(!model.isRefreshingLive());
    for (int row = 0; row < model.rowCount(); ++row)
        QVERIFY(model.data(model.index(row, DeltaTableModel::Source)).toString() != u"rss");

    // What is held is exactly the top of the list, and the rest pages on
    // from it without a gap or a twin.
    while (model.canFetchMore({})) {
        model.fetchMore({});
        QTRY_VERIFY(!model.isFetching());
    }
    QCOMPARE(modelIds(model), listIds(*lake));
    QCOMPARE(int(resets.count()), resetsAfterLoad);
}

// Most urgent first (Wilting soon): a new row may land anywhere; it is
// merged in where it belongs, the selection kept.
void TestUiLiveUpdates::mostUrgentFirstMerges()
{
    TempLake lake;
    // Heartbeats wilt after a day: all of them are in Wilting soon.
    for (int i = 0; i < 6; ++i) {
        lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("beat %1").arg(i)));
        lake.clock.advance(Duration::Hour);
    }
    LakeReaderHost host(lake.path(), lake.clock);
    host.open();
    host.watchChanges(100);
    DeltaTableModel model(&host);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    connect(host.reader(), &LakeReader::lakeChanged, &model, &DeltaTableModel::refreshLive);
    ListFilter f;
    f.observed = true;
    f.expiringWithinMs = Duration::Day;
    model.setFilter(f);
    QTRY_COMPARE(model.rowCount(), 6);
    QCOMPARE(model.data(model.index(0, DeltaTableModel::Content)).toString(), QStringLiteral("beat 0"));
    QPersistentModelIndex selected = model.index(3, 0);
    const QString selectedId = selected.data(DeltaTableModel::DeltaIdRole).toString();
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);

    // A feed item due in an hour comes first; a beat forgotten goes.
    NewDelta soon;
    soon.delta = draft(QStringLiteral("rss"), QStringLiteral("due soon"));
    soon.delta.expiresAt = lake.clock.nowMs() + Duration::Hour; // before beat 0's deadline
    soon.keepExpiry = true;
    lake->insertBatch({soon});
    Forgetting::forgetSoft(*lake, idAt(model, 1));
    QTRY_COMPARE_WITH_TIMEOUT(model.data(model.index(0, DeltaTableModel::Content)).toString(),
                              QStringLiteral("due soon"), 2000 * kTimeScale);
    QTRY_COMPARE(model.rowCount(), 6);
    QVERIFY(selected.isValid());
    QCOMPARE(selected.data(DeltaTableModel::DeltaIdRole).toString(), selectedId);
    QCOMPARE(modelIds(model), listIds(*lake, f));
    QCOMPARE(resets.count(), 0);
}

void TestUiLiveUpdates::windowShowsAnotherConnectionsDeltas()
{
    TempLake lake;
    ui::MainWindow window(lake.path(), lake.clock);
    // An empty lake shows the welcome view ...
    QTRY_VERIFY(window.isShowingEmptyState());
    QTRY_VERIFY(window.model()->hasLoaded());
    QAbstractItemModelTester tester(window.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);

    // ... until another connection writes, no F5 needed.
    QElapsedTimer timer;
    timer.start();
    const Delta first = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("hello from elsewhere"), Kind::Fact));
    QTRY_COMPARE_WITH_TIMEOUT(window.model()->rowOf(first.id), 0, 2000 * kTimeScale);
    qInfo("another connection's delta showed after %lld ms", qint64(timer.elapsed()));
    QVERIFY(!window.isShowingEmptyState());
    QTRY_COMPARE(currentId(window), first.id);
    // The counts follow.
    QCOMPARE(window.lakeStatusBar()->currentMessage(), QStringLiteral("One new delta"));
    QSignalSpy stats(&window, &ui::MainWindow::statsUpdated);
    lake->insert(draft(QStringLiteral("chat"), QStringLiteral("and again"), Kind::Fact));
    QTRY_VERIFY_WITH_TIMEOUT(!stats.isEmpty() && stats.constLast().at(0).value<LakeStats>().total == 2,
                             3000 * kTimeScale);
}

void TestUiLiveUpdates::windowKeepsSelectionAndRowsInSight()
{
    TempLake lake;
    fill(*lake, 400);
    ui::MainWindow window(lake.path(), lake.clock);
    window.resize(900, 500);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE(window.model()->rowCount(), 200);
    QAbstractItemModelTester tester(window.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY(!window.model()->isFetching()); // the tester asks for a page of its own
    const int loaded = window.model()->rowCount();
    QSignalSpy resets(window.model(), &QAbstractItemModel::modelReset);

    // Reading further down, one row selected.
    QTableView *table = window.table();
    table->setCurrentIndex(window.model()->index(120, DeltaTableModel::Content));
    table->scrollTo(window.model()->index(110, 0), QAbstractItemView::PositionAtTop);
    QTRY_VERIFY(table->verticalScrollBar()->value() > 0);
    const QString selected = currentId(window);
    const QString top = topVisibleId(window);
    QVERIFY(!top.isEmpty());

    lake.clock.advance(Duration::Minute);
    fill(*lake, 3, QStringLiteral("chat"), QStringLiteral("new"));
    const QString newest = lake->list({}, {}, 1).constFirst().id;
    QTRY_COMPARE_WITH_TIMEOUT(window.model()->rowOf(newest), 0, 2000 * kTimeScale);
    QCOMPARE(window.model()->rowCount(), loaded + 3);
    // Nothing in sight moved, and the selection is the same delta.
    QCOMPARE(currentId(window), selected);
    QCOMPARE(table->selectionModel()->selectedRows().size(), 1);
    QCOMPARE(table->selectionModel()->selectedRows().constFirst().data(DeltaTableModel::DeltaIdRole).toString(), selected);
    QCOMPARE(topVisibleId(window), top);
    QTest::qWait(50);
    QCOMPARE(topVisibleId(window), top);
    QCOMPARE(window.lakeStatusBar()->currentMessage(), QStringLiteral("3 new deltas"));

    // Rows forgotten above the ones in sight: still nothing moves.
    Forgetting::forgetSoft(*lake, idAt(*window.model(), 5));
    QTRY_COMPARE_WITH_TIMEOUT(window.model()->rowCount(), loaded + 2, 2000 * kTimeScale);
    QCOMPARE(topVisibleId(window), top);
    QCOMPARE(currentId(window), selected);

    // At the top, new rows are meant to be seen.
    table->scrollToTop();
    QTRY_COMPARE(table->verticalScrollBar()->value(), 0);
    lake.clock.advance(Duration::Minute);
    const Delta fresh = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("seen at once"), Kind::Fact));
    QTRY_COMPARE_WITH_TIMEOUT(window.model()->rowOf(fresh.id), 0, 2000 * kTimeScale);
    QTRY_COMPARE(topVisibleId(window), fresh.id);
    QCOMPARE(currentId(window), selected);
    QCOMPARE(resets.count(), 0);
}

// A real second process: `tarn remember` while the window is open.
void TestUiLiveUpdates::cliProcessWriteShowsWithoutRefresh()
{
    TempLake lake;
    // The CLI takes ids from the system clock; so does this lake here.
    lake.clock.setNow(QDateTime::currentMSecsSinceEpoch());
    fill(*lake, 5);
    ui::MainWindow window(lake.path(), lake.clock);
    QTRY_COMPARE(window.model()->rowCount(), 5);
    QTRY_VERIFY(!currentId(window).isEmpty());
    const QString selected = currentId(window);
    QSignalSpy resets(window.model(), &QAbstractItemModel::modelReset);

    QTemporaryDir home;
    const CliRun run = runTarn(home, {QStringLiteral("remember"), QStringLiteral("Written by the command line"),
                                      QStringLiteral("--lake"), lake.path()});
    QCOMPARE(run.exitCode, 0);
    QElapsedTimer timer;
    timer.start();
    QTRY_COMPARE_WITH_TIMEOUT(window.model()->data(window.model()->index(0, DeltaTableModel::Content)).toString(),
                              QStringLiteral("Written by the command line"), 2000 * kTimeScale);
    qInfo("the CLI's delta showed %lld ms after the process ended", qint64(timer.elapsed()));
    QCOMPARE(window.model()->rowCount(), 6);
    QCOMPARE(currentId(window), selected);
    QCOMPARE(resets.count(), 0);
}

// The window's own writes go through its writer, another connection: they
// show by the live path too, and an own write that reloads (an engagement)
// is not followed by a second visible refresh.
void TestUiLiveUpdates::ownWritesShowWithoutASecondReload()
{
    TempLake lake;
    fill(*lake, 10);
    ui::MainWindow window(lake.path(), lake.clock);
    QTRY_COMPARE(window.model()->rowCount(), 10);
    QTRY_VERIFY(!currentId(window).isEmpty());

    // A write the window does not reload after (the writer's forget from
    // elsewhere in the process) still shows.
    const QString victim = idAt(*window.model(), 4);
    window.writerHost()->forget(victim, false);
    QTRY_COMPARE_WITH_TIMEOUT(window.model()->rowOf(victim), -1, 2000 * kTimeScale);

    QSignalSpy resets(window.model(), &QAbstractItemModel::modelReset);
    QSignalSpy live(window.model(), &DeltaTableModel::liveUpdated);
    QSignalSpy saved(&window, &ui::MainWindow::engagementSaved);
    ui::EngageDialog *dialog = window.createEngageDialog(EngagementType::Affirm);
    QVERIFY(dialog);
    dialog->setReason(QStringLiteral("still true"));
    dialog->accept();
    QVERIFY(saved.wait());
    const QString engagement = saved.at(0).at(0).value<Delta>().id;
    QTRY_COMPARE(window.model()->rowOf(engagement), 0);
    // Past the next polls: the reload took it in; the live path found
    // nothing more to do (at most it got there first, never twice).
    QTest::qWait(1500);
    QCOMPARE(resets.count(), 1);
    QVERIFY(live.count() <= 1);
    QCOMPARE(window.model()->rowOf(engagement), 0);
    QCOMPARE(currentId(window), engagement);
}

namespace {

qint64 sourceCount(ui::SourceTableModel *model, const QString &source)
{
    for (int row = 0; row < model->rowCount(); ++row)
        if (const SourceOverview *o = model->sourceAt(row); o && o->source == source)
            return o->count;
    return -1;
}

} // namespace

// The page in sight follows too: Wilting soon merges the new row in (its
// selection kept), Sources counts it.
void TestUiLiveUpdates::sidePagesFollow()
{
    TempLake lake;
    lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("beat 0")));
    lake.clock.advance(Duration::Hour);
    lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("beat 1")));
    ui::MainWindow window(lake.path(), lake.clock);
    QTRY_COMPARE(window.model()->rowCount(), 2);

    window.showPage(ui::MainWindow::WiltingPage);
    DeltaTableModel *wilting = window.wiltingPage()->model();
    QTRY_COMPARE(wilting->rowCount(), 2);
    QSignalSpy wiltingResets(wilting, &QAbstractItemModel::modelReset);
    QPersistentModelIndex kept = wilting->index(1, 0);
    lake.clock.advance(Duration::Hour);
    lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("beat 2")));
    QTRY_COMPARE_WITH_TIMEOUT(wilting->rowCount(), 3, 3000 * kTimeScale);
    QCOMPARE(wilting->data(wilting->index(2, DeltaTableModel::Content)).toString(), QStringLiteral("beat 2"));
    QVERIFY(kept.isValid());
    QCOMPARE(kept.row(), 1);
    QCOMPARE(wiltingResets.count(), 0);

    window.showPage(ui::MainWindow::SourcesPageIndex);
    ui::SourceTableModel *sources = window.sourcesPage()->model();
    QTRY_COMPARE(sourceCount(sources, QStringLiteral("heartbeat")), 3);
    lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("beat 3")));
    QTRY_COMPARE_WITH_TIMEOUT(sourceCount(sources, QStringLiteral("heartbeat")), 4, 3000 * kTimeScale);
}

void TestUiLiveUpdates::quietLakeReadsNothing()
{
    TempLake lake;
    fill(*lake, 20);
    ui::MainWindow window(lake.path(), lake.clock);
    QTRY_COMPARE(window.model()->rowCount(), 20);
    QTRY_VERIFY(!window.model()->isFetching());
    QTest::qWait(1000); // the window's own start (its writer opening) settles
    QSignalSpy pages(window.readerHost()->reader(), &LakeReader::pageReady);
    QSignalSpy changes(window.readerHost()->reader(), &LakeReader::changesReady);
    QSignalSpy stats(window.readerHost()->reader(), &LakeReader::statsReady);
    QTest::qWait(1500);
    QCOMPARE(pages.count(), 0);
    QCOMPARE(changes.count(), 0);
    QCOMPARE(stats.count(), 0);
}

QTEST_MAIN(TestUiLiveUpdates)
#include "tst_ui_live_updates.moc"
