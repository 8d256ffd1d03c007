// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The window's model and main window: lazy keyset paging through the
// worker, the columns' text, the countdown's narrow repaints, the empty
// state and the sweep refresh. Runs on the offscreen platform.

#include "DeltaDetailPane.h"
#include "DeltaTableModel.h"
#include "Engage.h"
#include "Engagement.h"
#include "LakeReader.h"
#include "FakeEmbeddingServer.h"
#include "LakeStatusBar.h"
#include "MainWindow.h"
#include "Scheduler.h"
#include "TestSupport.h"
#include "WiltsInTicker.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QAbstractButton>
#include <QTableView>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;
using tarn::ui::DeltaTableModel;

namespace {

// Half authored (chat sticks), half observed (rss wilts in 30 d).
void fill(Lake &lake, int count)
{
    QList<NewDelta> drafts;
    for (int i = 0; i < count; ++i) {
        NewDelta n;
        n.delta = i % 2 ? draft(QStringLiteral("rss"), QStringLiteral("feed item %1").arg(i))
                        : draft(QStringLiteral("chat"), QStringLiteral("chat turn %1").arg(i), Kind::Fact);
        drafts << n;
    }
    lake.insertBatch(drafts);
}

QString cell(const DeltaTableModel &model, int row, int column, int role = Qt::DisplayRole)
{
    return model.data(model.index(row, column), role).toString();
}

} // namespace

class TestUiModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void fetchesLazilyWithoutBlocking();
    void passesModelTester();
    void columnsShowExpectedText();
    void countdownRepaintsOnlyItsColumn();
    void countdownIsTheDeadline();
    void emptyLakeShowsEmptyState();
    void filledLakeShowsRowsAndDetail();
    void tickerRefreshesVisibleRowsOnly();
    void unreadableLakeReportsFailure();
    void sweepRefreshesTable();
    void cancelledSweepSaysSo();
    void maintenanceFromTheLakeMenu();
    void embeddingProgressInTheStatusBar();
};

void TestUiModel::initTestCase()
{
    // Window geometry goes to a throw-away settings file, not the user's.
    QStandardPaths::setTestModeEnabled(true);
}

void TestUiModel::fetchesLazilyWithoutBlocking()
{
    TempLake lake;
    fill(*lake, 1000);
    LakeReaderHost host(lake.path(), lake.clock);
    QSignalSpy pages(host.reader(), &LakeReader::pageReady);
    host.open();
    DeltaTableModel model(&host);
    model.setPageSize(100);

    // Nothing is read until the owner starts the model.
    QVERIFY(!model.canFetchMore({}));
    QElapsedTimer timer;
    timer.start();
    model.reload();
    // reload and fetchMore only ask the worker: nothing arrives synchronously.
    QVERIFY(timer.elapsed() < 50);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(model.isFetching());

    QTRY_COMPARE(model.rowCount(), 100);
    QVERIFY(model.rowCount() < 1000);
    QVERIFY(model.canFetchMore({}));

    timer.restart();
    model.fetchMore({});
    QVERIFY(timer.elapsed() < 50);
    QCOMPARE(model.rowCount(), 100);
    QTRY_COMPARE(model.rowCount(), 200);

    while (model.canFetchMore({})) {
        const int before = model.rowCount();
        model.fetchMore({});
        QTRY_VERIFY(!model.isFetching());
        QVERIFY(model.rowCount() > before || !model.canFetchMore({}));
    }
    QCOMPARE(model.rowCount(), 1000);
    // Ten full pages and one empty answer that says "no more".
    QCOMPARE(pages.count(), 11);

    // Newest first, each id once.
    QSet<QString> ids;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString id = cell(model, row, 0, DeltaTableModel::DeltaIdRole);
        QVERIFY(!ids.contains(id));
        ids.insert(id);
        if (row > 0)
            QVERIFY(id < cell(model, row - 1, 0, DeltaTableModel::DeltaIdRole));
    }
}

void TestUiModel::passesModelTester()
{
    TempLake lake;
    fill(*lake, 1000);
    LakeReaderHost host(lake.path(), lake.clock);
    host.open();
    DeltaTableModel model(&host);
    model.setPageSize(128);
    // The tester checks every insert and the reset of a reload as the
    // model walks the whole lake page by page.
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.reload();
    QTRY_COMPARE(model.rowCount(), 128);
    while (model.canFetchMore({})) {
        model.fetchMore({});
        QTRY_VERIFY(!model.isFetching());
    }
    QCOMPARE(model.rowCount(), 1000);
    model.reload();
    QTRY_VERIFY(!model.isFetching());
    QCOMPARE(model.rowCount(), 128);
}

void TestUiModel::columnsShowExpectedText()
{
    TempLake lake;
    const Delta authored = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Decided to walk to the tarn"),
                                              Kind::Decision));
    const QString longText = QStringLiteral("A long feed item. ").repeated(40);
    const Delta observed = lake->insert(draft(QStringLiteral("rss:hn"), longText));
    LakeReaderHost host(lake.path(), lake.clock);
    host.open();
    DeltaTableModel model(&host);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.reload();
    QTRY_COMPARE(model.rowCount(), 2);
    QVERIFY(!model.canFetchMore({}));

    const int a = model.rowOf(authored.id);
    const int o = model.rowOf(observed.id);
    QCOMPARE(o, 0); // newest first
    QCOMPARE(cell(model, a, DeltaTableModel::WiltsIn), QStringLiteral("forever"));
    QCOMPARE(cell(model, o, DeltaTableModel::WiltsIn), QStringLiteral("in 30 d"));
    QCOMPARE(cell(model, a, DeltaTableModel::Origin), QStringLiteral("Authored"));
    QCOMPARE(cell(model, o, DeltaTableModel::Origin), QStringLiteral("Observed"));
    QCOMPARE(cell(model, a, DeltaTableModel::Source), QStringLiteral("chat"));
    QCOMPARE(cell(model, a, DeltaTableModel::KindColumn), QStringLiteral("decision"));
    QCOMPARE(cell(model, a, DeltaTableModel::Confidence), QStringLiteral("1.00"));
    QCOMPARE(cell(model, a, DeltaTableModel::Content), QStringLiteral("Decided to walk to the tarn"));
    // Long content is cut for display; the tooltip holds all of it.
    QVERIFY(cell(model, o, DeltaTableModel::Content).size() < longText.size());
    QVERIFY(cell(model, o, DeltaTableModel::Content).endsWith(QStringLiteral("…")));
    QCOMPARE(cell(model, o, DeltaTableModel::Content, Qt::ToolTipRole), longText);
    QCOMPARE(model.headerData(DeltaTableModel::WiltsIn, Qt::Horizontal).toString(), QStringLiteral("Wilts in"));

    // The countdown format at a few distances.
    QCOMPARE(DeltaTableModel::wiltsInText(kT0 + 3 * Duration::Day + 4 * Duration::Hour + 5 * Duration::Minute, kT0),
             QStringLiteral("in 3 d 4 h"));
    QCOMPARE(DeltaTableModel::wiltsInText(kT0 + 12 * Duration::Minute + 30 * Duration::Second, kT0),
             QStringLiteral("in 12 min"));
    QCOMPARE(DeltaTableModel::wiltsInText(std::nullopt, kT0), QStringLiteral("forever"));
    QCOMPARE(DeltaTableModel::wiltsInText(kT0, kT0), QStringLiteral("now"));
}

// "Wilts in", its colour (LifeLeftRole) and Wilting soon's order
// (ExpiresAtRole) are the deadline: a feed item's 30 d are kept exactly
// (no soft decay), a decay-class fact counts down to when soft decay takes
// it (78 h of a 100 h window), not to its expires_at.
void TestUiModel::countdownIsTheDeadline()
{
    TempLake lake;
    const Delta feed = lake->insert(draft(QStringLiteral("rss:hn"), QStringLiteral("A post on kestrels")));
    Delta fact = draft(QStringLiteral("agent"), QStringLiteral("Working on the kiln wiring"), Kind::Fact);
    fact.observedAt = kT0;
    fact.decayClass = DecayClass::Active;
    fact.expiresAt = kT0 + 100 * Duration::Hour;
    fact = lake->insertBatch({NewDelta{fact, true, false, true}}).constFirst();
    lake.clock.setNow(kT0 + 24 * Duration::Day); // past the feed item's 75 % mark (22.5 d)
    LakeReaderHost host(lake.path(), lake.clock);
    host.open();
    DeltaTableModel model(&host);
    model.reload();
    QTRY_COMPARE(model.rowCount(), 1); // the fact is past its deadline and its expiry
    QCOMPARE(cell(model, model.rowOf(feed.id), DeltaTableModel::WiltsIn), QStringLiteral("in 6 d"));
    QCOMPARE(model.data(model.index(model.rowOf(feed.id), 0), DeltaTableModel::ExpiresAtRole).toLongLong(),
             kT0 + 30 * Duration::Day);

    lake.clock.setNow(kT0 + 70 * Duration::Hour);
    model.reload();
    QTRY_COMPARE(model.rowCount(), 2);
    const int f = model.rowOf(fact.id);
    QCOMPARE(cell(model, f, DeltaTableModel::WiltsIn), QStringLiteral("in 8 h"));
    QCOMPARE(model.data(model.index(f, 0), DeltaTableModel::ExpiresAtRole).toLongLong(), kT0 + 78 * Duration::Hour);
    QCOMPARE(model.data(model.index(f, 0), DeltaTableModel::LifeLeftRole).toDouble(), 8.0 / 78.0);
}

void TestUiModel::countdownRepaintsOnlyItsColumn()
{
    TempLake lake;
    fill(*lake, 10);
    LakeReaderHost host(lake.path(), lake.clock);
    host.open();
    DeltaTableModel model(&host);
    model.reload();
    QTRY_COMPARE(model.rowCount(), 10);
    const int observedRow = model.data(model.index(0, 0), DeltaTableModel::ExpiresAtRole).isValid() ? 0 : 1;
    QCOMPARE(cell(model, observedRow, DeltaTableModel::WiltsIn), QStringLiteral("in 30 d"));

    lake.clock.advance(Duration::Hour);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.refreshWiltsIn(2, 5);
    QCOMPARE(changed.count(), 1);
    const auto topLeft = changed.at(0).at(0).value<QModelIndex>();
    const auto bottomRight = changed.at(0).at(1).value<QModelIndex>();
    QCOMPARE(topLeft.column(), int(DeltaTableModel::WiltsIn));
    QCOMPARE(bottomRight.column(), int(DeltaTableModel::WiltsIn));
    QCOMPARE(topLeft.row(), 2);
    QCOMPARE(bottomRight.row(), 5);
    QCOMPARE(cell(model, observedRow, DeltaTableModel::WiltsIn), QStringLiteral("in 29 d 23 h"));

    // Out-of-range requests are clamped, empty ones emit nothing.
    changed.clear();
    model.refreshWiltsIn(8, 50);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(1).value<QModelIndex>().row(), 9);
    changed.clear();
    model.refreshWiltsIn(0, -1);
    QCOMPARE(changed.count(), 0);
}

void TestUiModel::emptyLakeShowsEmptyState()
{
    TempLake lake;
    ui::MainWindow window(lake.path(), lake.clock);
    QSignalSpy stats(&window, &ui::MainWindow::statsUpdated);
    window.show();
    QTRY_VERIFY(window.isShowingEmptyState());
    QCOMPARE(window.model()->rowCount(), 0);
    QTRY_COMPARE(stats.count(), 1);
    QVERIFY(window.lakeStatusBar()->countsText().startsWith(QStringLiteral("0 deltas: 0 authored, 0 observed · lake ")));
    QVERIFY(window.findChild<QWidget *>(QStringLiteral("deltaTable"))->isHidden()
            || !window.table()->isVisible());
}

void TestUiModel::filledLakeShowsRowsAndDetail()
{
    TempLake lake;
    fill(*lake, 300);
    const Delta target = lake->insert(draft(QStringLiteral("rss"), QStringLiteral("The trail to the tarn is open")));
    lake.clock.advance(Duration::Second);
    Engagement::engage(*lake, target.id, EngagementType::Affirm, QStringLiteral("Plan the walk for Sunday"));

    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    QTRY_VERIFY(window.model()->rowCount() > 0);
    QVERIFY(!window.isShowingEmptyState());
    QVERIFY(window.model()->rowCount() < 302); // one page, not the lake
    QTRY_VERIFY(window.lakeStatusBar()->countsText().startsWith(QStringLiteral("302 deltas: 151 authored, 151 observed")));

    const int row = window.model()->rowOf(target.id);
    QVERIFY(row >= 0);
    window.table()->setCurrentIndex(window.model()->index(row, DeltaTableModel::Content));
    QCOMPARE(window.detailPane()->currentId(), target.id);
    QVERIFY(window.detailPane()->text().contains(QStringLiteral("The trail to the tarn is open")));
    QTRY_VERIFY(window.detailPane()->text().contains(QStringLiteral("Plan the walk for Sunday")));
    QVERIFY(window.detailPane()->text().contains(QStringLiteral("Affirmed")));
    QVERIFY(window.detailPane()->text().contains(QStringLiteral("2026-12-22T00:00:00.000Z")));
    QVERIFY(window.detailPane()->text().contains(QStringLiteral("Memory tier")));
    QVERIFY(window.detailPane()->text().contains(QStringLiteral("short-term")));
    QVERIFY(window.detailPane()->text().contains(QStringLiteral("Recalled")));

    // A reload keeps the selection when the delta is still there.
    window.refresh();
    QTRY_VERIFY(!window.model()->isFetching());
    QCOMPARE(window.detailPane()->currentId(), target.id);
    QCOMPARE(window.table()->currentIndex().row(), window.model()->rowOf(target.id));
}

void TestUiModel::tickerRefreshesVisibleRowsOnly()
{
    TempLake lake;
    fill(*lake, 400);
    ui::MainWindow window(lake.path(), lake.clock);
    window.resize(900, 500);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY(window.model()->rowCount() > 0);
    QTRY_VERIFY(!window.model()->isFetching());

    ui::WiltsInTicker ticker(window.table(), window.model());
    const auto [first, last] = ticker.visibleRows();
    QCOMPARE(first, 0);
    QVERIFY(last > 0);
    QVERIFY(last < window.model()->rowCount() - 1);
    QSignalSpy changed(window.model(), &QAbstractItemModel::dataChanged);
    ticker.tick();
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).value<QModelIndex>().row(), first);
    QCOMPARE(changed.at(0).at(1).value<QModelIndex>().row(), last);
    QCOMPARE(changed.at(0).at(0).value<QModelIndex>().column(), int(DeltaTableModel::WiltsIn));
}

void TestUiModel::unreadableLakeReportsFailure()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lake.sqlite"));
    QFile garbage(path);
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write(QByteArray(8192, 'x'));
    garbage.close();

    ui::MainWindow window(path);
    QSignalSpy failed(&window, &ui::MainWindow::lakeFailed);
    QSignalSpy opened(&window, &ui::MainWindow::lakeOpened);
    QTRY_COMPARE(failed.count(), 1);
    QCOMPARE(failed.at(0).at(0).toString(), path);
    QVERIFY(!failed.at(0).at(1).toString().isEmpty());
    QCOMPARE(opened.count(), 0);
}

void TestUiModel::sweepRefreshesTable()
{
    TempLake lake;
    fill(*lake, 4);
    const Delta beat = lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("still here")));

    ui::MainWindow window(lake.path(), lake.clock);
    SchedulerConfig config;
    config.reapAtStart = false;
    SchedulerHost scheduler(lake.path(), lake.clock, config);
    window.setScheduler(&scheduler);
    QSignalSpy finished(scheduler.scheduler(), &Scheduler::sweepFinished);
    QSignalSpy started(scheduler.scheduler(), &Scheduler::started);
    scheduler.start();
    QTRY_COMPARE(started.count(), 1);
    QTRY_COMPARE(window.model()->rowCount(), 5);
    QVERIFY(window.model()->rowOf(beat.id) >= 0);

    // The heartbeat wilts after a day; the table still shows it until a
    // sweep takes it and the window reads the lake again.
    lake.clock.advance(25 * Duration::Hour);
    QVERIFY(window.model()->rowOf(beat.id) >= 0);
    window.sweepNow(); // a dry run first, then the confirmation
    QTRY_VERIFY(window.sweepConfirmation());
    QTRY_COMPARE(finished.count(), 2); // the two dry runs
    for (QAbstractButton *b : window.sweepConfirmation()->buttons())
        if (window.sweepConfirmation()->buttonRole(b) == QMessageBox::AcceptRole)
            b->click();
    QTRY_COMPARE(finished.count(), 4); // reap, then soft decay
    QTRY_COMPARE(window.model()->rowCount(), 4);
    QCOMPARE(window.model()->rowOf(beat.id), -1);
    QTRY_VERIFY(window.lakeStatusBar()->sweepText().contains(QStringLiteral("1 removed")));
}

// One sweep, one result (issue 22): Cancel during the reap stops the soft
// decay too, and the window says the sweep was cancelled.
void TestUiModel::cancelledSweepSaysSo()
{
    TempLake lake;
    fill(*lake, 4);
    lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("still here")));
    ui::MainWindow window(lake.path(), lake.clock);
    SchedulerConfig config;
    config.reapAtStart = false;
    SchedulerHost scheduler(lake.path(), lake.clock, config);
    window.setScheduler(&scheduler);
    QSignalSpy finished(scheduler.scheduler(), &Scheduler::sweepFinished);
    QSignalSpy started(scheduler.scheduler(), &Scheduler::started);
    scheduler.start();
    QTRY_COMPARE(started.count(), 1);
    lake.clock.advance(25 * Duration::Hour);
    window.sweepNow();
    QTRY_VERIFY(window.sweepConfirmation());
    QTRY_COMPARE(finished.count(), 2); // the two dry runs
    // What the progress dialog's Cancel does, at the reap's first batch.
    Scheduler *s = scheduler.scheduler();
    connect(s, &Scheduler::sweepProgress, s, [s] { s->cancel(); }, Qt::DirectConnection);
    for (QAbstractButton *b : window.sweepConfirmation()->buttons())
        if (window.sweepConfirmation()->buttonRole(b) == QMessageBox::AcceptRole)
            b->click();
    QTRY_COMPARE(finished.count(), 4);
    QVERIFY(finished.at(3).at(0).value<SweepReport>().cancelled);
    QTRY_VERIFY2(window.lakeStatusBar()->currentMessage().startsWith(QStringLiteral("Sweep cancelled")),
                 qPrintable(window.lakeStatusBar()->currentMessage()));
    QTRY_VERIFY(!window.sweepProgressDialog());
    QVERIFY(window.sweepAction()->isEnabled());
}

void TestUiModel::maintenanceFromTheLakeMenu()
{
    TempLake lake;
    const Delta turn = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("User: an old turn"), Kind::Episode));
    lake.clock.advance(400 * Duration::Day); // past the default retention of 365 days
    fill(*lake, 3);

    ui::MainWindow window(lake.path(), lake.clock);
    QTRY_COMPARE(window.model()->rowCount(), 4);
    QVERIFY(!window.maintainAction()->isEnabled()); // no scheduler yet
    SchedulerConfig config;
    config.reapAtStart = false;
    SchedulerHost scheduler(lake.path(), lake.clock, config);
    window.setScheduler(&scheduler);
    QSignalSpy started(scheduler.scheduler(), &Scheduler::started);
    QSignalSpy done(scheduler.scheduler(), &Scheduler::maintenanceFinished);
    scheduler.start();
    QTRY_COMPARE(started.count(), 1);
    QVERIFY(window.maintainAction()->isEnabled());
    // It is in the Lake menu.
    bool inLakeMenu = false;
    for (QAction *menu : window.menuBar()->actions())
        if (menu->menu() && menu->text() == QStringLiteral("&Lake"))
            inLakeMenu = menu->menu()->actions().contains(window.maintainAction());
    QVERIFY(inLakeMenu);

    window.maintainAction()->trigger();
    QVERIFY(!window.maintainAction()->isEnabled()); // until the answer comes back
    QTRY_COMPARE(done.count(), 1);
    QTRY_VERIFY(window.maintainAction()->isEnabled());
    QVERIFY2(window.lakeStatusBar()->currentMessage().contains(QStringLiteral("one old conversation turn erased")),
             qPrintable(window.lakeStatusBar()->currentMessage()));
    QTRY_COMPARE(window.model()->rowCount(), 3);
    QCOMPARE(window.model()->rowOf(turn.id), -1);
}

// Recall by meaning (issue 20): the scheduler's embedder reports in the
// status bar, and says when the server does not answer.
void TestUiModel::embeddingProgressInTheStatusBar()
{
    TempLake lake;
    fill(*lake, 6);
    tarn::test::FakeEmbeddingServer server;
    ui::MainWindow window(lake.path(), lake.clock);
    QTRY_VERIFY(window.model()->rowCount() > 0);
    QVERIFY(window.lakeStatusBar()->embeddingText().isEmpty()); // off: nothing said
    SchedulerConfig config;
    config.reapAtStart = false;
    config.memory.embeddingUrl = server.baseUrl();
    config.memory.embeddingModel = QStringLiteral("fake-embed");
    SchedulerHost scheduler(lake.path(), lake.clock, config);
    window.setScheduler(&scheduler);
    window.show();
    scheduler.start();
    // The window's thread answers the fake server and paints meanwhile: it never waits for the embedder.
    QTRY_VERIFY_WITH_TIMEOUT(window.lakeStatusBar()->embeddingText().startsWith(QStringLiteral("Recall by meaning: ")), 10000);
    QVERIFY(window.lakeStatusBar()->embeddingText().contains(QString::number(lake->stats().total)));
    // Down: said in the status bar.
    server.close();
    lake->insert(draft(QStringLiteral("chat"), QStringLiteral("one more thing to embed"), Kind::Fact));
    QTRY_VERIFY_WITH_TIMEOUT(window.lakeStatusBar()->embeddingText().contains(QStringLiteral("does not answer")), 15000);
    config.memory.embeddingUrl.clear();
    scheduler.setConfig(config);
    QTRY_VERIFY(window.lakeStatusBar()->embeddingText().isEmpty());
    tarn::EmbeddingConfig::setCurrent({});
}

QTEST_MAIN(TestUiModel)
#include "tst_ui_model.moc"
