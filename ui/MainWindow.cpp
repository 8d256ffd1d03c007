// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "AboutDialog.h"
#include "ApiServerHost.h"
#include "ApiSettings.h"
#include "FileTransferFlow.h"
#include "MemoryContextDialog.h"
#include "OpenLakeDialog.h"
#include "PairingDialog.h"

#include "DashboardPage.h"
#include "CorrectDialog.h"
#include "DeltaDetailPane.h"
#include "DeltaTableModel.h"
#include "ConfiguredSourcesPanel.h"
#include "EmptyLakeView.h"
#include "RememberDialog.h"
#include "EngageDialog.h"
#include "FilterBar.h"
#include "LakeChangeWatch.h"
#include "LakeCredentials.h"
#include "LakeLocation.h"
#include "LakeReader.h"
#include "LakeStatusBar.h"
#include "LakeWriter.h"
#include "Manual.h"
#include "Autostart.h"
#include "Preferences.h"
#include "PreferencesDialog.h"
#include "RowsInPlace.h"
#include "Scheduler.h"
#include "ShortcutsDialog.h"
#include "SourcesPage.h"
#include "TarnError.h"
#include "TarnSettings.h"
#include "TrayIcon.h"
#include "WiltingSoonPage.h"
#include "WiltsInDelegate.h"
#include "WiltsInTicker.h"

#include <QKeyEvent>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDir>
#include <QScrollArea>
#include <QHeaderView>
#include <QIcon>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QThread>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>
#include <functional>
#include <memory>

namespace tarn::ui {

namespace {

// The window's layout is written back, so the file is made private first.
std::unique_ptr<TarnSettings> windowSettings()
{
    return std::make_unique<TarnSettings>(TarnSettings::Access::ForWriting);
}

// Other writers (the CLI, the API, the scheduler) change the counts behind
// our back; a cheap re-read now and then keeps the status bar honest.
constexpr int kStatsRefreshMs = 60 * 1000;
// After a change by someone else, the counts, Wilting soon, Sources and the
// dashboard are read again at most this often; the table is quicker.
constexpr int kSideRefreshMs = 1000;
// While the lake's server is away, how often the window asks again.
constexpr int kReconnectRetryMs = 5000;

QIcon actionIcon(const char *name)
{
    return QIcon(QStringLiteral(":/icons/actions/%1.svg").arg(QLatin1StringView(name)));
}

} // namespace

MainWindow::MainWindow(const QString &lakePath, const Clock &clock, QWidget *parent)
    : QMainWindow(parent),
      m_clock(clock),
      m_lakeLocation(lakePath),
      m_reader(new LakeReaderHost(lakePath, clock, this)),
      m_sideReader(new LakeReaderHost(lakePath, clock, this)),
      m_writer(new LakeWriterHost(lakePath, clock, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    // "lake.sqlite — Tarn", "tarn on db.example — Tarn": the lake's short
    // name first, as desktop titles go; the full location (never a
    // password) is the status bar's tooltip and in About.
    try {
        const LakeLocation location = LakeLocation::parse(lakePath);
        m_lakeShortName = location.shortName();
        m_lakeDisplay = location.toDisplayString();
        m_unencryptedHost = location.mayGoUnencrypted() ? location.host() : QString();
        m_sslMode = location.sslMode();
    } catch (const TarnError &) {
        m_lakeDisplay = LakeLocation::displayOf(lakePath);
        m_lakeShortName = m_lakeDisplay; // opening says what is wrong with it
    }
    setWindowTitle(tr("%1 — Tarn").arg(m_lakeShortName));

    m_model = new DeltaTableModel(m_reader, this);
    m_pages = new QTabWidget(this);
    m_pages->setAccessibleName(tr("Pages"));
    m_pages->setObjectName(QStringLiteral("pages"));
    m_pages->setDocumentMode(true);
    m_pages->addTab(buildBrowsePage(), actionIcon("browse"), tr("&Browse"));
    m_wilting = new WiltingSoonPage(m_sideReader, m_writer, this);
    m_pages->addTab(m_wilting, actionIcon("wilting"), tr("&Wilting soon"));
    m_sources = new SourcesPage(m_sideReader, m_writer, this);
    m_pages->addTab(m_sources, actionIcon("sources"), tr("S&ources"));
    m_dashboard = new DashboardPage(m_sideReader, clock, this);
    // Its charts are taller than a small screen leaves (1024×600 at any
    // scale): there they scroll rather than push the window off screen.
    auto *dashboardScroll = new QScrollArea(this);
    dashboardScroll->setObjectName(QStringLiteral("dashboardScroll"));
    dashboardScroll->setAccessibleName(tr("Dashboard"));
    dashboardScroll->setWidgetResizable(true);
    dashboardScroll->setFrameShape(QFrame::NoFrame);
    dashboardScroll->setWidget(m_dashboard);
    m_pages->addTab(dashboardScroll, actionIcon("dashboard"), tr("Da&shboard"));
    setCentralWidget(m_pages);

    m_status = new LakeStatusBar(clock, this);
    m_status->setLakeLocation(m_lakeDisplay);
    setStatusBar(m_status);

    buildActions();

    LakeReader *reader = m_reader->reader();
    connect(reader, &LakeReader::opened, this, &MainWindow::onOpened);
    connect(reader, &LakeReader::openFailed, this, [this](const QString &path, const QString &reason) {
        m_status->showMessage(tr("Cannot open the lake: %1").arg(reason));
        Q_EMIT lakeFailed(path, reason);
    });
    // A lake on a server that dropped the connection: said in the status
    // bar, the rows kept as they were, and asked again every few seconds
    // (each request reconnects) until it answers; then everything reloads.
    m_retryTimer = new QTimer(this);
    m_retryTimer->setInterval(kReconnectRetryMs);
    connect(m_retryTimer, &QTimer::timeout, this, [this] {
        // One try at a time: an unreachable host takes the connect timeout
        // (10 s) to say no, and tries must not queue up behind it.
        if (m_retryRequest == 0)
            m_retryRequest = m_statsRequest = m_reader->fetchStats();
    });
    connect(reader, &LakeReader::requestFailed, this, [this](quint64 id) {
        if (id == m_retryRequest)
            m_retryRequest = 0;
    });
    for (LakeReaderHost *host : {m_reader, m_sideReader}) {
        connect(host->reader(), &LakeReader::connectionLost, this, &MainWindow::onConnectionLost);
        connect(host->reader(), &LakeReader::connectionRestored, this, &MainWindow::onConnectionRestored);
    }
    connect(reader, &LakeReader::statsReady, this, [this](quint64 id, const LakeStats &stats) {
        if (id == m_retryRequest)
            m_retryRequest = 0;
        if (id != m_statsRequest)
            return;
        m_status->setStats(stats);
        QStringList sources;
        for (const SourceStat &s : stats.perSource)
            sources << s.source;
        std::sort(sources.begin(), sources.end());
        m_filters->setSources(sources);
        if (m_tray)
            m_tray->setStats(stats);
        Q_EMIT statsUpdated(stats);
    });
    connect(reader, &LakeReader::detailReady, this, [this](quint64 id, const DeltaDetail &detail) {
        if (id == m_detailRequest)
            m_detail->setDetail(detail);
    });
    connect(reader, &LakeReader::detailMissing, this, [this](quint64 id, const QString &deltaId) {
        if (id == m_detailRequest)
            m_detail->showMissing(deltaId);
    });
    connect(m_model, &DeltaTableModel::pageLoaded, this, [this](int, bool replaced) { onPageLoaded(replaced); });
    connect(m_model, &DeltaTableModel::liveUpdated, this, &MainWindow::onLiveUpdated);
    // Live updates: what another process or machine writes shows within
    // about a second, without F5 (LakeChangeWatch on the browser's reader).
    connect(reader, &LakeReader::lakeChanged, this, &MainWindow::onLakeChanged);
    m_sideTimer = new QTimer(this);
    m_sideTimer->setSingleShot(true);
    connect(m_sideTimer, &QTimer::timeout, this, &MainWindow::refreshSides);
    connect(m_model, &DeltaTableModel::loadFailed, this, [this](const QString &message) {
        if (!m_retryTimer->isActive()) // a lost server is said beside the counts
            m_status->showMessage(tr("Could not read the lake: %1").arg(message));
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { onCurrentRowChanged(current); });
    connect(m_filters, &FilterBar::filterChanged, this, [this](const ListFilter &f) {
        m_selectedId.clear();
        // The filters say what is listed; the headers, in what order.
        ListFilter sorted = f;
        sorted.sort = m_model->filter().sort;
        m_model->setFilter(sorted);
    });
    connect(m_detail, &DeltaDetailPane::deltaLinkActivated, this, &MainWindow::followLink);
    connect(m_model, &DeltaTableModel::matchCountChanged, m_filters, &FilterBar::setMatchCount);
    connect(m_detail, &DeltaDetailPane::externalLinkActivated, this, [this](const QUrl &url) {
        if (!QDesktopServices::openUrl(url))
            m_status->showMessage(tr("Could not open %1").arg(url.toDisplayString()), 8000);
    });

    connect(m_writer->writer(), &LakeWriter::engaged, this, [this](quint64 id, const Delta &engagement) {
        if (id != m_engageRequest)
            return; // the Wilting soon page's keeps report themselves
        m_engageRequest = 0;
        m_status->showMessage(tr("Saved: %1 is authored and never expires.").arg(engagement.id), 8000);
        m_selectedId = engagement.id;
        Q_EMIT engagementSaved(engagement);
        refresh();
    });
    connect(m_writer->writer(), &LakeWriter::remembered, this, [this](quint64 id, const Delta &written) {
        if (id != m_rememberRequest)
            return;
        m_rememberRequest = 0;
        m_status->showMessage(tr("Remembered: %1 is authored and never expires.").arg(written.id), 8000);
        m_selectedId = written.id;
        showPage(BrowsePage);
        refresh();
    });
    connect(m_writer->writer(), &LakeWriter::forgetPlanned, this,
            [this](quint64 id, const QString &deltaId, const QString &summary, const QStringList &lines) {
                if (id != m_planRequest)
                    return;
                m_planRequest = 0;
                confirmErase(deltaId, summary, lines);
            });
    connect(m_writer->writer(), &LakeWriter::forgotten, this,
            [this](quint64 id, const QString &deltaId, bool hard, int alsoCount) {
        if (id != m_forgetRequest)
            return;
        m_forgetRequest = 0;
        m_lastForgotten = hard ? QString() : deltaId;
        m_undoInvalidates = false;
        if (m_selectedId == deltaId)
            m_selectedId = std::exchange(m_selectAfterRemoval, QString());
        QString message;
        if (alsoCount == 0)
            message = hard ? tr("Erased %1 for good.").arg(deltaId)
                           : tr("Forgot %1. Edit > Undo Forget (Ctrl+Z) brings it back.").arg(deltaId);
        else
            message = hard ? tr("Erased %1 and %2 more that carried its words, for good.").arg(deltaId).arg(alsoCount)
                           : tr("Forgot %1 and %2 more that carried its words. Edit > Undo Forget (Ctrl+Z) brings them "
                                "back.")
                                 .arg(deltaId)
                                 .arg(alsoCount);
        m_status->showMessage(message, 10000);
        refresh();
    });
    connect(m_writer->writer(), &LakeWriter::superseded, this,
            [this](quint64 id, const QString &oldId, const Delta &replacement) {
                if (id != m_forgetRequest)
                    return;
                m_forgetRequest = 0;
                m_status->showMessage(tr("%1 now supersedes %2.").arg(replacement.id, oldId), 8000);
                m_selectedId = replacement.id;
                refresh();
            });
    connect(m_writer->writer(), &LakeWriter::invalidated, this, [this](quint64 id, const QString &deltaId) {
        if (id != m_forgetRequest)
            return;
        m_forgetRequest = 0;
        if (m_selectedId == deltaId)
            m_selectedId = std::exchange(m_selectAfterRemoval, QString());
        m_lastForgotten = deltaId;
        m_undoInvalidates = true;
        m_status->showMessage(tr("Marked %1 invalid. Edit > Undo Mark Invalid (Ctrl+Z) brings it back.").arg(deltaId), 10000);
        refresh();
    });
    connect(m_writer->writer(), &LakeWriter::restored, this, [this](quint64, const QString &deltaId) {
        m_status->showMessage(tr("Brought back %1.").arg(deltaId), 8000);
        const QString next = std::exchange(m_selectAfterRestore, QString());
        m_selectedId = m_model->filter().hiddenOnly ? next : deltaId;
        refresh();
    });
    connect(m_writer->writer(), &LakeWriter::failed, this, [this](quint64 id, const QString &message) {
        if (id == m_planRequest && id != 0) {
            m_planRequest = 0;
            QMessageBox::warning(this, tr("Not changed"), tr("The delta was not changed: %1").arg(message));
            return;
        }
        if (id == m_forgetRequest && id != 0) {
            m_forgetRequest = 0;
            QMessageBox::warning(this, tr("Not changed"), tr("The delta was not changed: %1").arg(message));
            return;
        }
        if (id == m_rememberRequest && id != 0) {
            m_rememberRequest = 0;
            m_status->clearMessage();
            QMessageBox::warning(this, tr("Not saved"), tr("The memory was not saved: %1").arg(message));
            return;
        }
        if (id != m_engageRequest)
            return;
        m_engageRequest = 0;
        QMessageBox::warning(this, tr("Not saved"), tr("The engagement was not saved: %1").arg(message));
    });
    connect(m_wilting, &WiltingSoonPage::kept, this, [this](const QString &, const QString &engagementId) {
        m_status->showMessage(tr("Kept: %1 will stay after the original wilts.").arg(engagementId), 8000);
        refresh();
    });
    connect(m_wilting, &WiltingSoonPage::keepFailed, this, [this](const QString &message) {
        m_status->showMessage(tr("Could not keep it: %1").arg(message), 10000);
    });
    connect(m_sources, &SourcesPage::settingsChanged, this, [this] { refresh(); });
    connect(m_sources, &SourcesPage::showSourceDeltas, this, [this](const QString &source) {
        m_filters->setSource(source);
        showPage(BrowsePage);
    });
    connect(m_pages, &QTabWidget::currentChanged, this, [this](int page) {
        // The side pages read when they are looked at, not all the time.
        if (page == WiltingPage)
            m_wilting->refresh();
        else if (page == SourcesPageIndex)
            m_sources->refresh();
        else if (page == DashboardPageIndex)
            m_dashboard->refresh();
        updateActionStates();
    });

    auto *statsTimer = new QTimer(this);
    statsTimer->setInterval(kStatsRefreshMs);
    connect(statsTimer, &QTimer::timeout, this, [this] { m_statsRequest = m_reader->fetchStats(); });
    statsTimer->start();
    connect(qApp, &QCoreApplication::aboutToQuit, this, [this] { saveLayout(); });

    restoreLayout();
    updateActionStates();
    m_reader->open();
    m_reader->watchChanges(LakeChangeWatch::kDefaultLatencyMs);
    m_sideReader->open();
}

MainWindow::~MainWindow() = default;

QWidget *MainWindow::buildBrowsePage()
{
    m_filters = new FilterBar(this);

    m_table = new QTableView(this);
    m_table->setAccessibleName(tr("Deltas"));
    m_table->setTabKeyNavigation(false); // Tab leaves the table; the arrows move in it
    m_table->setObjectName(QStringLiteral("deltaTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setShowGrid(false);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 10);
    m_table->setItemDelegateForColumn(DeltaTableModel::WiltsIn, new WiltsInDelegate(m_table));
    QHeaderView *header = m_table->horizontalHeader();
    header->setHighlightSections(false);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(DeltaTableModel::Content, QHeaderView::Stretch);
    header->setSectionsMovable(true);
    // The headers sort, by what each column shows, in the lake (keyset
    // paging per order, DeltaTableModel::sort); the newest first to begin.
    header->setSortIndicator(DeltaTableModel::When, Qt::DescendingOrder);
    m_table->setSortingEnabled(true);
    connect(header, &QHeaderView::sortIndicatorChanged, this, [this, header](int section, Qt::SortOrder) {
        // Content and Origin do not sort; the arrow stays where the order is.
        if (!DeltaTableModel::isSortable(section))
            header->setSortIndicator(m_model->sortColumn(), m_model->sortOrder());
    });
    m_table->installEventFilter(this);
    m_table->viewport()->installEventFilter(this);
    fitColumns();
    connect(m_table, &QWidget::customContextMenuRequested, this, &MainWindow::showTableContextMenu);
    m_ticker = new WiltsInTicker(m_table, m_model, this);
    new RowsInPlace(m_table);

    m_empty = new EmptyLakeView(this);
    connect(m_empty, &EmptyLakeView::rememberRequested, this, &MainWindow::openRemember);
    connect(m_empty, &EmptyLakeView::addSourceRequested, this, [this] {
        showPage(SourcesPageIndex);
        m_sources->configured()->openAddDialog();
    });
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_table);
    m_stack->addWidget(m_empty);

    m_detail = new DeltaDetailPane(m_clock, this);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("browseSplitter"));
    m_splitter->addWidget(m_stack);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);

    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(8, 8, 8, 0);
    layout->addWidget(m_filters);
    layout->addWidget(m_splitter, 1);
    setTabOrder(m_filters, m_table);
    setTabOrder(m_table, m_detail);
    return page;
}

void MainWindow::buildActions()
{
    auto *quit = new QAction(tr("&Quit"), this);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, [this] {
        m_quitting = true;
        QApplication::quit();
    });

    auto *close = new QAction(tr("&Close window"), this);
    close->setShortcut(QKeySequence::Close);
    connect(close, &QAction::triggered, this, &QWidget::close);

    m_refreshAction = new QAction(actionIcon("refresh"), tr("&Refresh"), this);
    m_refreshAction->setShortcut(QKeySequence::Refresh);
    m_refreshAction->setToolTip(tr("Read the lake again (F5)"));
    connect(m_refreshAction, &QAction::triggered, this, [this] {
        refresh();
        switch (m_pages->currentIndex()) {
        case WiltingPage: m_wilting->refresh(); break;
        case SourcesPageIndex: m_sources->refresh(); break;
        case DashboardPageIndex: m_dashboard->refresh(); break;
        default: break;
        }
    });

    m_sweepAction = new QAction(actionIcon("sweep"), tr("&Sweep now…"), this);
    m_sweepAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_sweepAction->setToolTip(tr("Reap what has expired and run soft decay now; shows what it would remove first"));
    m_sweepAction->setEnabled(false); // until a scheduler is attached
    connect(m_sweepAction, &QAction::triggered, this, &MainWindow::sweepNow);
    m_maintainAction = new QAction(tr("Run &Maintenance Now"), this);
    m_maintainAction->setObjectName(QStringLiteral("maintainAction"));
    m_maintainAction->setStatusTip(tr("Promote well-used memories a tier, erase conversations past their retention, "
                                      "optimize the search index and give freed space back"));
    m_maintainAction->setEnabled(false); // until a scheduler is attached
    connect(m_maintainAction, &QAction::triggered, this, [this] {
        if (!m_scheduler)
            return;
        m_maintaining = true;
        updateActionStates();
        m_status->showMessage(tr("Maintenance running…"));
        m_scheduler->maintainNow(); // on the scheduler's thread; the answer comes back as a signal
    });

    m_rememberAction = new QAction(actionIcon("remember"), tr("&Remember…"), this);
    m_rememberAction->setObjectName(QStringLiteral("rememberAction"));
    m_rememberAction->setShortcut(QKeySequence::New);
    m_rememberAction->setToolTip(tr("Write a memory of your own: it is authored and sticks (Ctrl+N)"));
    connect(m_rememberAction, &QAction::triggered, this, &MainWindow::openRemember);
    m_affirmAction = new QAction(actionIcon("affirm"), tr("&Affirm…"), this);
    m_affirmAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    m_affirmAction->setToolTip(tr("Keep what this says: an authored copy with your reason (Ctrl+Shift+A)"));
    connect(m_affirmAction, &QAction::triggered, this, [this] { engage(EngagementType::Affirm); });
    m_refuteAction = new QAction(actionIcon("refute"), tr("Re&fute…"), this);
    m_refuteAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    m_refuteAction->setToolTip(tr("Record that this is wrong, and why (Ctrl+Shift+X)"));
    connect(m_refuteAction, &QAction::triggered, this, [this] { engage(EngagementType::Refute); });
    m_replyAction = new QAction(actionIcon("reply"), tr("Re&ply…"), this);
    m_replyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_replyAction->setToolTip(tr("Answer this with a note of your own (Ctrl+Shift+R)"));
    connect(m_replyAction, &QAction::triggered, this, [this] { engage(EngagementType::Reply); });
    m_forgetAction = new QAction(tr("&Forget"), this);
    m_forgetAction->setObjectName(QStringLiteral("forgetAction"));
    m_forgetAction->setShortcut(QKeySequence::Delete);
    m_forgetAction->setToolTip(tr("Hide this delta from Tarn and every assistant; it can be brought back (Del)"));
    connect(m_forgetAction, &QAction::triggered, this, [this] { forgetSelected(false); });
    m_eraseAction = new QAction(tr("&Erase for Good…"), this);
    m_eraseAction->setObjectName(QStringLiteral("eraseAction"));
    m_eraseAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_Delete));
    m_eraseAction->setToolTip(tr("Delete this delta, its index entry and any image only it holds; asks first (Shift+Del)"));
    connect(m_eraseAction, &QAction::triggered, this, [this] { forgetSelected(true); });
    m_supersedeAction = new QAction(tr("&Correct…"), this);
    m_supersedeAction->setObjectName(QStringLiteral("supersedeAction"));
    m_supersedeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_supersedeAction->setToolTip(tr("Correct the content, kind, tags or subject: a new delta that supersedes this one "
                                     "(Ctrl+Shift+E)"));
    connect(m_supersedeAction, &QAction::triggered, this, &MainWindow::supersedeSelected);
    m_invalidateAction = new QAction(tr("Mark &Invalid"), this);
    m_invalidateAction->setObjectName(QStringLiteral("invalidateAction"));
    m_invalidateAction->setToolTip(tr("Keep this delta for the record but hide it: it turned out wrong"));
    connect(m_invalidateAction, &QAction::triggered, this, &MainWindow::invalidateSelected);
    // Forgotten (softly) or invalid: the filter bar's "Forgotten and
    // invalid" lists them, and this brings the current one back.
    m_restoreAction = new QAction(tr("Res&tore"), this);
    m_restoreAction->setObjectName(QStringLiteral("restoreAction"));
    m_restoreAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    m_restoreAction->setToolTip(tr("Bring back a forgotten delta, or mark an invalid one valid again (Ctrl+Shift+B)"));
    connect(m_restoreAction, &QAction::triggered, this, &MainWindow::restoreSelected);

    auto *find = new QAction(actionIcon("search"), tr("&Find…"), this);
    find->setShortcut(QKeySequence::Find);
    connect(find, &QAction::triggered, this, [this] {
        showPage(BrowsePage);
        m_filters->focusSearch();
    });
    auto *clearFilters = new QAction(actionIcon("clear-filter"), tr("C&lear filters"), this);
    clearFilters->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    connect(clearFilters, &QAction::triggered, m_filters, &FilterBar::clear);

    auto *preferences = new QAction(actionIcon("preferences"), tr("&Preferences…"), this);
    preferences->setShortcut(QKeySequence::Preferences);
    if (preferences->shortcut().isEmpty())
        preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    preferences->setMenuRole(QAction::PreferencesRole);
    connect(preferences, &QAction::triggered, this, &MainWindow::openPreferences);

    auto *about = new QAction(tr("&About Tarn"), this);
    about->setObjectName(QStringLiteral("aboutAction"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, [this] {
        auto *dialog = new AboutDialog(m_lakeDisplay, windowActions(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    auto *manual = new QAction(tr("Tarn &Manual"), this);
    manual->setObjectName(QStringLiteral("manualAction"));
    manual->setShortcut(QKeySequence::HelpContents);
    connect(manual, &QAction::triggered, this, [this] {
        if (!QDesktopServices::openUrl(Manual::url()))
            statusBar()->showMessage(tr("Could not open the manual at %1").arg(Manual::url().toDisplayString()), 10000);
    });
    auto *shortcuts = new QAction(tr("&Keyboard Shortcuts"), this);
    shortcuts->setObjectName(QStringLiteral("shortcutsAction"));
    shortcuts->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    connect(shortcuts, &QAction::triggered, this, [this] {
        auto *dialog = new ShortcutsDialog(windowActions(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });

    QAction *openLake = new QAction(tr("&Open Lake…"), this);
    openLake->setObjectName(QStringLiteral("openLakeAction"));
    openLake->setShortcut(QKeySequence::Open);
    openLake->setStatusTip(tr("Open another lake in a window of its own"));
    connect(openLake, &QAction::triggered, this, [this] {
        OpenLakeDialog *dialog = createOpenLakeDialog();
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    m_transfer = new FileTransferFlow(m_lakeLocation, m_clock, this);
    QAction *importAction = new QAction(tr("&Import…"), this);
    importAction->setObjectName(QStringLiteral("importAction"));
    importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    importAction->setStatusTip(tr("Bring in a Tarn export, or memories from ChatGPT, Claude, an MCP memory file or mem0; all or nothing"));
    connect(importAction, &QAction::triggered, m_transfer, &FileTransferFlow::chooseAndImport);
    QAction *exportAction = new QAction(tr("&Export…"), this);
    exportAction->setObjectName(QStringLiteral("exportAction"));
    exportAction->setStatusTip(tr("Write every delta, with its images, to a JSONL file"));
    connect(exportAction, &QAction::triggered, m_transfer, &FileTransferFlow::chooseAndExport);
    connect(m_transfer, &FileTransferFlow::finished, this,
            [this](bool, const QString &message) { m_status->showMessage(message, 15000); });
    connect(m_transfer, &FileTransferFlow::imported, this, &MainWindow::onLakeChanged);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(openLake);
    file->addSeparator();
    file->addAction(importAction);
    file->addAction(exportAction);
    connect(file, &QMenu::aboutToShow, this, [this, importAction, exportAction] {
        importAction->setEnabled(!m_transfer->isRunning());
        exportAction->setEnabled(!m_transfer->isRunning());
    });
    file->addSeparator();
    file->addAction(preferences);
    file->addSeparator();
    file->addAction(close);
    file->addAction(quit);
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undoForget = edit->addAction(tr("&Undo Forget"));
    undoForget->setObjectName(QStringLiteral("undoForgetAction"));
    undoForget->setShortcut(QKeySequence::Undo);
    connect(undoForget, &QAction::triggered, this, [this] {
        if (m_lastForgotten.isEmpty())
            return;
        const QString id = std::exchange(m_lastForgotten, QString());
        if (m_undoInvalidates)
            m_writer->revalidate(id);
        else
            m_writer->restore(id);
    });
    connect(edit, &QMenu::aboutToShow, undoForget, [this, undoForget] {
        undoForget->setEnabled(!m_lastForgotten.isEmpty());
        undoForget->setText(m_undoInvalidates ? tr("&Undo Mark Invalid") : tr("&Undo Forget"));
    });
    edit->addSeparator();
    edit->addAction(find);
    edit->addAction(clearFilters);
    QMenu *view = menuBar()->addMenu(tr("&View"));
    const struct { const char *icon; QString text; } pages[] = {
        {"browse", tr("&Browse")}, {"wilting", tr("&Wilting soon")}, {"sources", tr("S&ources")},
        {"dashboard", tr("Da&shboard")}};
    for (int i = 0; i < 4; ++i) {
        auto *go = view->addAction(actionIcon(pages[i].icon), pages[i].text);
        go->setShortcut(QKeySequence(Qt::CTRL | (Qt::Key_1 + i)));
        connect(go, &QAction::triggered, this, [this, i] { showPage(i); });
    }
    view->addSeparator();
    view->addAction(m_refreshAction);
    QMenu *delta = menuBar()->addMenu(tr("&Delta"));
    delta->addAction(m_rememberAction);
    delta->addSeparator();
    delta->addAction(m_affirmAction);
    delta->addAction(m_refuteAction);
    delta->addAction(m_replyAction);
    delta->addSeparator();
    delta->addAction(m_supersedeAction);
    delta->addAction(m_invalidateAction);
    delta->addAction(m_restoreAction);
    delta->addSeparator();
    delta->addAction(m_forgetAction);
    delta->addAction(m_eraseAction);
    QMenu *lake = menuBar()->addMenu(tr("&Lake"));
    lake->addAction(m_sweepAction);
    lake->addAction(m_maintainAction);
    QAction *preview = lake->addAction(tr("Preview Memory &Context…"));
    preview->setObjectName(QStringLiteral("previewContextAction"));
    preview->setStatusTip(tr("See which memories an assistant would be given for a message"));
    connect(preview, &QAction::triggered, this, &MainWindow::openMemoryContextPreview);
    lake->addSeparator();
    QAction *pair = lake->addAction(tr("&Pair a Client…"));
    pair->setObjectName(QStringLiteral("pairClientAction"));
    pair->setStatusTip(tr("Show a one-time code that gives a browser extension or script its own API token"));
    connect(pair, &QAction::triggered, this, &MainWindow::openPairing);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(manual);
    help->addAction(shortcuts);
    help->addSeparator();
    help->addAction(about);

    QToolBar *toolbar = addToolBar(tr("Lake"));
    toolbar->setObjectName(QStringLiteral("lakeToolBar"));
    toolbar->setMovable(false);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->setIconSize(QSize(20, 20));
    toolbar->addAction(m_rememberAction);
    toolbar->addSeparator();
    toolbar->addAction(m_affirmAction);
    toolbar->addAction(m_refuteAction);
    toolbar->addAction(m_replyAction);
    toolbar->addSeparator();
    toolbar->addAction(m_refreshAction);
    toolbar->addAction(m_sweepAction);
    toolbar->addSeparator();
    toolbar->addAction(preferences);
}

void MainWindow::fitColumns(bool onlyWiden)
{
    // Wide enough for a typical value or the header, whichever is wider;
    // Content takes the rest. onlyWiden: after widths saved by an earlier
    // run (perhaps in another language, whose words run shorter) are
    // restored, a column only grows to what its values need.
    const QFontMetrics cells = m_table->fontMetrics();
    const QFontMetrics header = m_table->horizontalHeader()->fontMetrics();
    const auto fit = [&](int column, const QStringList &samples, int extra = 0) {
        const QString title = m_model->headerData(column, Qt::Horizontal).toString();
        int width = header.horizontalAdvance(title);
        for (const QString &sample : samples)
            width = std::max(width, cells.horizontalAdvance(sample) + extra);
        width += 2 * cells.averageCharWidth() + 8;
        if (!onlyWiden || m_table->horizontalHeader()->sectionSize(column) < width)
            m_table->horizontalHeader()->resizeSection(column, width);
    };
    fit(DeltaTableModel::When, {QStringLiteral("2026-12-31 23:59")});
    fit(DeltaTableModel::Source, {QStringLiteral("home-assistant")});
    fit(DeltaTableModel::KindColumn, {QStringLiteral("observation")});
    // Every word the column says, in the language shown (German's are
    // longer), and room for the engagement icon beside it.
    const int icon = m_table->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, m_table) + 6;
    fit(DeltaTableModel::Origin,
        {DeltaTableModel::tr("Observed"), DeltaTableModel::tr("Authored"), DeltaTableModel::tr("Forgotten"),
         DeltaTableModel::tr("Invalid")},
        icon);
    fit(DeltaTableModel::Confidence, {QStringLiteral("0.00")});
    // The longest countdowns a lake shows, as this language writes them.
    QStringList countdowns;
    for (const qint64 left : {23 * Duration::Hour + 59 * Duration::Minute, 6 * Duration::Day + 23 * Duration::Hour,
                              59 * Duration::Minute + 59 * Duration::Second, 29 * Duration::Day + 23 * Duration::Hour})
        countdowns << DeltaTableModel::wiltsInText(left, 0) << DeltaTableModel::tr("forever");
    fit(DeltaTableModel::WiltsIn, countdowns);
    keepRoomForContent();
}

void MainWindow::setScheduler(SchedulerHost *scheduler)
{
    m_scheduler = scheduler;
    Scheduler *s = scheduler->scheduler();
    connect(s, &Scheduler::sweepStarted, this, [this] {
        m_status->setSweepRunning();
        if (m_tray)
            m_tray->setSweepRunning(true);
        updateActionStates();
    });
    connect(s, &Scheduler::sweepProgress, this, [this](qint64 done, qint64 total) {
        if (!m_sweepProgress)
            return;
        // Progress counts rows; a dialog wants ints.
        const double scale = total > 1000000 ? double(total) / 1000000.0 : 1.0;
        m_sweepProgress->setMaximum(int(double(total) / scale));
        m_sweepProgress->setValue(int(double(std::min(done, total)) / scale));
    });
    connect(s, &Scheduler::sweepFinished, this, &MainWindow::onSweepFinished);
    connect(s, &Scheduler::maintenanceFinished, this, [this](const MaintenanceReport &report) {
        const bool askedFor = m_maintaining && (report.collected || !report.error.isEmpty());
        if (askedFor)
            m_maintaining = false;
        onMaintenanceFinished(report, askedFor);
    });
    connect(s, &Scheduler::scheduleChanged, m_status, &LakeStatusBar::setSchedule);
    connect(s, &Scheduler::embeddingProgress, m_status, &LakeStatusBar::setEmbedding);
    connect(s, &Scheduler::scheduleChanged, this, [this](qint64 reap, qint64 decay) {
        if (m_tray)
            m_tray->setSchedule(reap, decay);
    });
    connect(s, &Scheduler::failed, this, [this](const QString &message) {
        m_status->setSchedulerFailed(message);
        updateActionStates();
    });
    // The scheduler may already be running: start from what it knows.
    if (s->nextReapAt() > 0)
        m_status->setSchedule(s->nextReapAt(), s->nextDecayAt());
    updateActionStates();
}

void MainWindow::setTray(TrayIcon *tray)
{
    m_tray = tray;
    tray->setLakeName(m_lakeShortName);
    connect(tray, &TrayIcon::openRequested, this, &MainWindow::raiseAndActivate);
    connect(tray, &TrayIcon::sweepRequested, this, [this] {
        raiseAndActivate();
        sweepNow();
    });
    connect(tray, &TrayIcon::pauseToggled, this, [this](bool paused) {
        if (m_scheduler)
            m_scheduler->setPaused(paused);
        m_status->setPaused(paused);
    });
    connect(tray, &TrayIcon::quitRequested, this, [this] {
        m_quitting = true;
        QApplication::quit();
    });
    if (m_scheduler) {
        const Scheduler *s = m_scheduler->scheduler();
        tray->setPaused(s->isPaused());
        if (s->nextReapAt() > 0)
            tray->setSchedule(s->nextReapAt(), s->nextDecayAt());
        connect(s, &Scheduler::sweepFinished, tray, [tray](const SweepReport &report) {
            tray->setSweepRunning(false);
            tray->onSweepFinished(report);
        });
    }
}

bool MainWindow::isShowingEmptyState() const
{
    return m_stack->currentWidget() == m_empty;
}

QAction *MainWindow::engageAction(EngagementType type) const
{
    switch (type) {
    case EngagementType::Affirm: return m_affirmAction;
    case EngagementType::Refute: return m_refuteAction;
    case EngagementType::Reply: return m_replyAction;
    }
    return nullptr;
}

void MainWindow::refresh()
{
    m_model->reload();
    m_statsRequest = m_reader->fetchStats();
}

void MainWindow::showPage(int page)
{
    m_pages->setCurrentIndex(page);
}

void MainWindow::raiseAndActivate()
{
    if (isMinimized())
        showNormal();
    else
        show();
    raise();
    activateWindow();
}

void MainWindow::setApiHost(ApiServerHost *host)
{
    m_apiHost = host;
    connect(host, &ApiServerHost::failed, this,
            [this](const QString &message) { m_status->showMessage(tr("The local API is not running: %1").arg(message), 15000); });
    connect(host, &ApiServerHost::portTaken, this, &MainWindow::offerFreePort);
}

OpenLakeDialog *MainWindow::createOpenLakeDialog()
{
    auto *dialog = new OpenLakeDialog(m_lakeLocation, this);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { Q_EMIT openLakeRequested(dialog->location()); });
    return dialog;
}

// Two lakes open at once: the second one's API finds the first one's port
// taken. Its own port, kept for it alone, lets both serve clients.
void MainWindow::offerFreePort(quint16 taken, quint16 freePort)
{
    if (freePort == 0 || m_portTakenBox)
        return; // the status bar said what is wrong already
    auto *box = new QMessageBox(QMessageBox::Question, tr("Local API"),
                                tr("Port %1 is in use by another program, most likely Tarn with another lake open, so "
                                   "the local API of %2 is not running.")
                                    .arg(taken)
                                    .arg(m_lakeShortName),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("portTakenBox"));
    box->setInformativeText(tr("Port %1 is free. Use it for this lake from now on? Clients of this lake then connect "
                               "to port %1; the other lake keeps port %2.")
                                .arg(freePort)
                                .arg(taken));
    QPushButton *use = box->addButton(tr("Use Port %1").arg(freePort), QMessageBox::AcceptRole);
    box->addButton(tr("Not Now"), QMessageBox::RejectRole);
    box->setDefaultButton(use);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    connect(box, &QMessageBox::buttonClicked, this, [this, use, freePort](QAbstractButton *clicked) {
        if (clicked != use || !m_apiHost)
            return;
        ApiSettings settings = ApiSettings::load(m_lakeLocation);
        settings.enabled = true;
        settings.saveAsPortOfThisLake(freePort);
        m_apiHost->apply(settings, Preferences::load().schedulerConfig().decayPolicies);
    });
    m_portTakenBox = box;
    box->open();
}

void MainWindow::setSourceHost(SourceHostThread *host)
{
    m_sources->setSourceHost(host);
}

void MainWindow::setSecretStore(std::shared_ptr<SecretStore> secrets)
{
    m_writer->setSecretStore(std::move(secrets));
}

void MainWindow::openPairing()
{
    PairingDialog dialog(m_apiHost && m_apiHost->isRunning() ? m_apiHost : nullptr, m_clock, this);
    dialog.exec();
}

MemoryContextDialog *MainWindow::openMemoryContextPreview()
{
    auto *dialog = new MemoryContextDialog(m_sideReader, MemorySettings::load(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

void MainWindow::openPreferences()
{
    const Preferences before = Preferences::load();
    PreferencesDialog dialog(before, this);
    if (!m_defaultLakePath.isEmpty())
        dialog.setDefaultLakePath(m_defaultLakePath);
    dialog.addApiPage(m_apiHost, m_clock, ApiSettings::load(m_lakeLocation));
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Preferences after = dialog.preferences();
    after.save();
    if (const QString password = dialog.lakePassword(); !password.isEmpty())
        keepLakePassword(after.lakePath, password);
    if (m_scheduler)
        m_scheduler->setConfig(after.schedulerConfig());
    applyDesktopPreferences(after);
    if (after.startAtLogin != Autostart::isEnabled())
        QMessageBox::warning(this, tr("Start at login"),
                             (after.startAtLogin ? tr("Tarn could not write its autostart entry at %1.")
                                                 : tr("Tarn could not remove its autostart entry at %1."))
                                 .arg(QDir::toNativeSeparators(Autostart::entryPath())));
    if (const auto api = dialog.apiSettings(); api && m_apiHost) {
        api->save();
        m_apiHost->apply(*api, after.schedulerConfig().decayPolicies);
    }
    if (after.lakePath != before.lakePath)
        QMessageBox::information(this, tr("Lake location"),
                                 tr("Tarn will open the lake at the new location the next time it starts."));
}

void MainWindow::applyDesktopPreferences(const Preferences &preferences)
{
    m_closeToTray = preferences.closeToTray;
    if (m_tray)
        m_tray->setNotificationsEnabled(preferences.notifications);
}

void MainWindow::onConnectionLost(const QString &message)
{
    if (m_retryTimer->isActive())
        return; // the other reader said so already
    m_status->setConnectionProblem(tr("Lost the connection to %1; retrying…").arg(m_lakeShortName), message);
    m_retryTimer->start();
}

void MainWindow::onConnectionRestored()
{
    if (!m_retryTimer->isActive())
        return;
    m_retryTimer->stop();
    m_status->setConnectionProblem({});
    m_status->showMessage(tr("Connected to %1 again.").arg(m_lakeShortName), 5000);
    refresh(); // what others wrote meanwhile, and the counts
}

// A password typed in the Preferences: this process uses it at once (a
// reopened connection finds it), and the keychain keeps it, off the UI
// thread since the keychain may ask the person to unlock it.
void MainWindow::keepLakePassword(const QString &lakeLocation, const QString &password)
{
    LakeLocation location;
    try {
        location = LakeLocation::parse(lakeLocation);
    } catch (const TarnError &) {
        return; // the dialog refuses an address that does not parse
    }
    LakeCredentials::remember(location, password);
    auto failure = std::make_shared<QString>();
    QThread *keeper = QThread::create([location, password, failure] {
        try {
            LakeCredentials::store(location, password);
        } catch (const TarnError &e) {
            *failure = e.message();
        }
    });
    keeper->setObjectName(QStringLiteral("tarn-lake-password"));
    connect(keeper, &QThread::finished, keeper, &QObject::deleteLater);
    connect(keeper, &QThread::finished, this, [this, failure, shown = location.toDisplayString()] {
        if (failure->isEmpty())
            m_status->showMessage(tr("The password for %1 is in the keychain.").arg(shown), 8000);
        else
            m_status->showMessage(tr("The keychain did not take the password for %1: %2. Tarn uses it until it quits.")
                                      .arg(shown, *failure),
                                  20000);
        Q_EMIT lakePasswordKept(failure->isEmpty());
    });
    keeper->start();
}

// --- engaging -------------------------------------------------------------

EngageDialog *MainWindow::createEngageDialog(EngagementType type)
{
    const Delta *d = m_model->deltaAt(m_table->currentIndex().row());
    if (!d)
        return nullptr;
    auto *dialog = new EngageDialog(*d, type, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        m_engageRequest = m_writer->engage(dialog->target().id, dialog->type(), dialog->reason());
        m_status->showMessage(tr("Saving…"));
    });
    return dialog;
}

RememberDialog *MainWindow::openRemember()
{
    auto *dialog = new RememberDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        m_rememberRequest = m_writer->remember(dialog->draft(), dialog->imagePath());
        m_status->showMessage(tr("Saving…"));
    });
    dialog->open();
    return dialog;
}

void MainWindow::forgetSelected(bool hard)
{
    const Delta *d = m_model->deltaAt(m_table->currentIndex().row());
    if (!d)
        return;
    m_selectAfterRemoval = neighbourOfCurrent();
    if (!hard) {
        m_forgetRequest = m_writer->forget(d->id, false);
        return;
    }
    // No trash tier (seed 000): first find what goes along (the engagements
    // that quote it, the turn it came from, its other versions), then say
    // exactly what goes, and ask (confirmErase).
    m_planRequest = m_writer->planForget(d->id, true);
}

void MainWindow::confirmErase(const QString &deltaId, const QString &summary, const QStringList &lines)
{
    QString what = tr("This erases the delta, its search index entry and any image only it holds. It cannot be undone.");
    if (!summary.isEmpty()) {
        what += QStringLiteral("\n\n") + summary;
        constexpr int kShown = 12;
        QStringList shown = lines.mid(0, kShown);
        for (QString &line : shown)
            line.prepend(QStringLiteral("• "));
        what += QStringLiteral("\n") + shown.join(u'\n');
        if (lines.size() > kShown)
            what += QStringLiteral("\n") + tr("… and %1 more").arg(lines.size() - kShown);
    }
    QMessageBox ask(QMessageBox::Warning, tr("Erase for Good"),
                    tr("Erase “%1”?").arg(lines.value(0).section(QStringLiteral(": "), 1, -1).left(80)), QMessageBox::Cancel,
                    this);
    ask.setInformativeText(what);
    QPushButton *erase = ask.addButton(tr("&Erase"), QMessageBox::DestructiveRole);
    ask.setDefaultButton(QMessageBox::Cancel);
    ask.exec();
    if (ask.clickedButton() != erase)
        return;
    m_forgetRequest = m_writer->forget(deltaId, true);
}

void MainWindow::supersedeSelected()
{
    const Delta *d = m_model->deltaAt(m_table->currentIndex().row());
    if (!d)
        return;
    auto *dialog = new CorrectDialog(*d, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        m_forgetRequest = m_writer->patch(dialog->target().id, dialog->patch());
    });
    dialog->open();
}

void MainWindow::restoreSelected()
{
    const Delta *d = m_model->deltaAt(m_table->currentIndex().row());
    if (!d || d->state == DeltaState::Active)
        return;
    if (m_model->filter().hiddenOnly)
        m_selectAfterRestore = neighbourOfCurrent(); // it leaves this view
    if (d->state == DeltaState::Forgotten)
        m_writer->restore(d->id);
    else
        m_writer->revalidate(d->id);
}

void MainWindow::invalidateSelected()
{
    if (const Delta *d = m_model->deltaAt(m_table->currentIndex().row())) {
        m_selectAfterRemoval = neighbourOfCurrent();
        m_forgetRequest = m_writer->invalidate(d->id);
    }
}

void MainWindow::engage(EngagementType type)
{
    if (EngageDialog *dialog = createEngageDialog(type))
        dialog->open();
}

void MainWindow::followLink(const QString &id)
{
    showPage(BrowsePage);
    const int row = m_model->rowOf(id);
    if (row >= 0) {
        m_table->setCurrentIndex(m_model->index(row, DeltaTableModel::Content));
        m_table->scrollTo(m_table->currentIndex());
        return;
    }
    // Not in the loaded rows (filtered out, further down, or gone): show it
    // in the pane on its own.
    m_table->clearSelection();
    m_selectedId = id;
    m_detailRequest = m_reader->fetchDetail(id);
}

void MainWindow::showTableContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_table->indexAt(pos);
    const Delta *d = m_model->deltaAt(index.row());
    if (!d)
        return;
    m_table->setCurrentIndex(index);
    QMenu menu(this);
    menu.addAction(m_affirmAction);
    menu.addAction(m_refuteAction);
    menu.addAction(m_replyAction);
    menu.addSeparator();
    menu.addAction(m_supersedeAction);
    menu.addAction(m_invalidateAction);
    menu.addAction(m_restoreAction);
    menu.addAction(m_forgetAction);
    menu.addAction(m_eraseAction);
    menu.addSeparator();
    const QString content = d->content;
    const QString id = d->id;
    const QString source = d->source;
    menu.addAction(tr("Copy &content"), this, [content] { QGuiApplication::clipboard()->setText(content); });
    menu.addAction(tr("Copy &id"), this, [id] { QGuiApplication::clipboard()->setText(id); });
    menu.addAction(tr("Show only &%1").arg(source), this, [this, source] { m_filters->setSource(source); });
    menu.exec(m_table->viewport()->mapToGlobal(pos));
}

void MainWindow::updateActionStates()
{
    const bool onBrowse = m_pages->currentIndex() == BrowsePage;
    const Delta *current = onBrowse ? m_model->deltaAt(m_table->currentIndex().row()) : nullptr;
    const bool hasRow = current != nullptr;
    const bool live = hasRow && current->state == DeltaState::Active;
    // A hidden delta can be erased or brought back; the rest is for live ones.
    for (QAction *a : {m_affirmAction, m_refuteAction, m_replyAction, m_forgetAction, m_supersedeAction, m_invalidateAction})
        a->setEnabled(live);
    m_eraseAction->setEnabled(hasRow);
    m_restoreAction->setEnabled(hasRow && !live);
    const bool running = m_scheduler && m_scheduler->scheduler()->isRunning();
    m_sweepAction->setEnabled(m_scheduler && m_sweepStage == SweepStage::Idle && !running);
    m_maintainAction->setEnabled(m_scheduler && !m_maintaining);
}

// Quiet when the scheduler ran it on its own and nothing changed; a word in
// the status bar otherwise, and always when the person asked for it.
void MainWindow::onMaintenanceFinished(const MaintenanceReport &report, bool askedFor)
{
    updateActionStates();
    if (!report.error.isEmpty()) {
        m_status->showMessage(tr("Maintenance failed: %1").arg(report.error), 15000);
        return;
    }
    const bool changed = report.toEpisodic + report.toSemantic + report.episodesRemoved > 0;
    if (!askedFor && !changed)
        return;
    const QLocale locale;
    const auto n = [](qint64 v) { return int(std::min<qint64>(v, std::numeric_limits<int>::max())); };
    const qint64 moved = report.toEpisodic + report.toSemantic;
    // One is spelled out: there is no English catalogue to pick the singular.
    QStringList parts;
    if (moved > 0)
        parts << (moved == 1 ? tr("one memory moved to a longer-lived tier")
                             : tr("%Ln memories moved to a longer-lived tier", nullptr, n(moved)));
    if (report.episodesRemoved > 0)
        parts << (report.episodesRemoved == 1 ? tr("one old conversation turn erased")
                                              : tr("%Ln old conversation turns erased", nullptr, n(report.episodesRemoved)));
    QString text = parts.isEmpty() ? tr("Maintenance done: nothing to move or erase.")
                                   : tr("Maintenance done: %1.").arg(parts.join(QStringLiteral("; ")));
    if (report.collected)
        text += u' ' + (report.bytesFreed > 0 ? tr("%1 of disk space given back.").arg(locale.formattedDataSize(report.bytesFreed))
                                              : tr("No disk space to give back."));
    m_status->showMessage(text, 10000);
    if (changed)
        refresh();
}

// --- browsing -------------------------------------------------------------

void MainWindow::onOpened(const QString &path)
{
    Q_EMIT lakeOpened(path);
    refresh();
    // Once a run: the lake's server is on another machine and its sslmode
    // lets the connection (and the password) travel unencrypted.
    if (!m_unencryptedHost.isEmpty() && !m_encryptionNoted) {
        m_encryptionNoted = true;
        m_status->showMessage(tr("The connection to %1 may be unencrypted (sslmode=%2): add ?sslmode=require to the "
                                 "lake's address in Preferences.")
                                  .arg(m_unencryptedHost, m_sslMode),
                              30000);
    }
}

bool MainWindow::isFiltered(ListFilter filter)
{
    filter.sort.reset(); // an order hides nothing
    return !(filter == ListFilter{});
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    // Ctrl+End on a large lake: the view can only go to the last row
    // loaded, so the order turns round and the last row comes to the top
    // (the oldest, in the default order). Once everything is loaded, the
    // view's own Ctrl+End goes to the real last row.
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_End && key->modifiers() == Qt::ControlModifier && m_model->canFetchMore({})) {
            reverseOrder();
            return true;
        }
    }
    // The viewport, not the table: the table's own Resize comes before its
    // viewport has the new width.
    if (m_table && watched == m_table->viewport() && event->type() == QEvent::Resize)
        keepRoomForContent();
    return QMainWindow::eventFilter(watched, event);
}

// On a narrow table (a small screen, a wide detail pane, German's longer
// words) the columns beside Content would squeeze it to a few letters:
// Confidence, which reads 1.00 on nearly every row, then steps aside (the
// detail pane still shows it) and comes back when there is room.
void MainWindow::keepRoomForContent()
{
    const QHeaderView *header = m_table->horizontalHeader();
    int others = 0;
    for (int column = 0; column < DeltaTableModel::ColumnCount; ++column)
        if (column != DeltaTableModel::Content && column != DeltaTableModel::Confidence)
            others += header->sectionSize(column);
    // A hidden section measures 0; the width it comes back with is the one
    // it had when it stepped aside.
    if (!header->isSectionHidden(DeltaTableModel::Confidence))
        m_confidenceWidth = header->sectionSize(DeltaTableModel::Confidence);
    const int room = m_table->viewport()->width() - others - m_confidenceWidth;
    m_table->setColumnHidden(DeltaTableModel::Confidence, room < 16 * m_table->fontMetrics().averageCharWidth());
}

void MainWindow::reverseOrder()
{
    const int column = m_model->sortColumn();
    const Qt::SortOrder reversed = m_model->sortOrder() == Qt::AscendingOrder ? Qt::DescendingOrder : Qt::AscendingOrder;
    m_selectedId.clear(); // the new first row is the one to show
    m_table->horizontalHeader()->setSortIndicator(column, reversed);
    const QString name = m_model->headerData(column, Qt::Horizontal).toString();
    m_status->showMessage(column == DeltaTableModel::When && reversed == Qt::AscendingOrder
                              ? tr("The oldest first (Ctrl+End); click When to turn the order round again.")
                              : tr("Order reversed (Ctrl+End): by %1, the last first.").arg(name),
                          8000);
}

void MainWindow::showTableOrWelcome()
{
    const bool empty = m_model->rowCount() == 0;
    const bool filtered = isFiltered(m_model->filter());
    // The welcome view is for an empty lake, not for a filter that matches nothing.
    m_stack->setCurrentWidget(empty && !filtered ? static_cast<QWidget *>(m_empty) : m_table);
}

void MainWindow::onLakeChanged()
{
    m_model->refreshLive();
    if (m_sideTimer->isActive())
        return;
    const qint64 since = m_sinceSides.isValid() ? m_sinceSides.elapsed() : kSideRefreshMs;
    if (since >= kSideRefreshMs)
        refreshSides();
    else
        m_sideTimer->start(int(kSideRefreshMs - since));
}

void MainWindow::refreshSides()
{
    m_sinceSides.start();
    m_statsRequest = m_reader->fetchStats();
    // The side pages read when they are looked at (and on switching to them).
    switch (m_pages->currentIndex()) {
    case WiltingPage: m_wilting->refreshLive(); break;
    case SourcesPageIndex: m_sources->refresh(); break;
    case DashboardPageIndex: m_dashboard->refresh(); break;
    default: break;
    }
}

void MainWindow::onLiveUpdated(int added, const QStringList &gone, const QStringList &changed)
{
    showTableOrWelcome();
    if (added > 0) {
        // One note that counts on while it shows, and never over a message
        // of the person's own doing (Undo Forget).
        const QString current = m_status->currentMessage();
        if (current.isEmpty() || current == m_liveNote) {
            m_liveNoteCount = current.isEmpty() ? added : m_liveNoteCount + added;
            // One is spelled out: there is no English catalogue to pick it.
            m_liveNote = m_liveNoteCount == 1 ? tr("One new delta") : tr("%n new deltas", nullptr, m_liveNoteCount);
            m_status->showMessage(m_liveNote, 5000);
        }
    }
    if (!m_firstPageShown && m_model->rowCount() > 0 && m_selectedId.isEmpty()) {
        // The first delta in a lake that was empty: as on the first page.
        m_firstPageShown = true;
        m_table->setCurrentIndex(m_model->index(0, DeltaTableModel::Content));
    }
    // The delta in the pane changed or went: show what it is now.
    if (!m_selectedId.isEmpty() && (gone.contains(m_selectedId) || changed.contains(m_selectedId)))
        m_detailRequest = m_reader->fetchDetail(m_selectedId);
    updateActionStates();
}

void MainWindow::onPageLoaded(bool replaced)
{
    const bool empty = m_model->rowCount() == 0;
    const bool filtered = isFiltered(m_model->filter());
    showTableOrWelcome();
    if (empty && filtered)
        m_status->showMessage(tr("Nothing matches these filters."), 4000);
    if (!empty && !m_firstPageShown) {
        // Start on the newest delta so the detail pane is never blank on
        // a lake with something in it.
        m_firstPageShown = true;
        if (m_selectedId.isEmpty())
            m_table->setCurrentIndex(m_model->index(0, DeltaTableModel::Content));
    }
    if (!replaced)
        return;
    // A reload resets the model; put the selection back if the delta is
    // still there (or select the engagement just saved).
    const int row = m_selectedId.isEmpty() ? -1 : m_model->rowOf(m_selectedId);
    if (row >= 0) {
        m_table->setCurrentIndex(m_model->index(row, DeltaTableModel::Content));
        m_table->scrollTo(m_table->currentIndex());
    } else if (!m_selectedId.isEmpty()) {
        // Filtered out or further down: keep showing it in the pane.
        m_detailRequest = m_reader->fetchDetail(m_selectedId);
    } else if (!empty) {
        m_table->setCurrentIndex(m_model->index(0, DeltaTableModel::Content));
    } else {
        m_detail->clear();
    }
    updateActionStates();
}

void MainWindow::onCurrentRowChanged(const QModelIndex &current)
{
    updateActionStates();
    const Delta *d = m_model->deltaAt(current.row());
    if (!d) {
        // A reset clears the current index first; keep m_selectedId so
        // onPageLoaded can restore it.
        return;
    }
    m_selectedId = d->id;
    m_detail->showDelta(*d);
    m_detailRequest = m_reader->fetchDetail(d->id);
}

// --- sweeping -------------------------------------------------------------

void MainWindow::sweepNow()
{
    if (!m_scheduler || m_sweepStage != SweepStage::Idle)
        return;
    m_sweepStage = SweepStage::DryRun;
    m_dryReap.reset();
    m_dryDecay.reset();
    updateActionStates();
    m_status->showMessage(tr("Counting what a sweep would remove…"));
    m_scheduler->reapNow(true);
    m_scheduler->decayNow(true);
}

void MainWindow::onSweepFinished(const SweepReport &report)
{
    m_status->setSweepFinished(report);
    if (report.dryRun) {
        if (m_sweepStage == SweepStage::DryRun) {
            (report.kind == SweepKind::Reap ? m_dryReap : m_dryDecay) = report;
            if (m_dryReap && m_dryDecay)
                onDryRunAnswered();
        }
        return;
    }
    const bool sweepDone = report.kind == SweepKind::SoftDecay;
    // A new run belongs in the dashboard's history at once.
    if (m_pages->currentIndex() == DashboardPageIndex)
        m_dashboard->refresh();
    if (m_sweepStage == SweepStage::Running && sweepDone) {
        m_sweepStage = SweepStage::Idle;
        if (m_sweepProgress)
            m_sweepProgress->close();
        if (report.cancelled)
            m_status->showMessage(tr("Sweep cancelled; what was removed before stays removed."), 8000);
        else if (report.heldElsewhere)
            m_status->showMessage(tr("Another Tarn sharing this lake is sweeping it now; its sweep removes what is due."), 8000);
        refresh();
    } else if (report.removed > 0 || report.reduced > 0) {
        // What the reap took leaves the rows in place (a reload would put
        // the table back at the top, which an idle reap must not do).
        onLakeChanged();
    }
    if (!report.error.isEmpty() && m_sweepStage == SweepStage::Running) {
        m_sweepStage = SweepStage::Idle;
        if (m_sweepProgress)
            m_sweepProgress->close();
        QMessageBox::warning(this, tr("Sweep failed"), tr("The sweep stopped: %1\nNothing was half-done.").arg(report.error));
    }
    updateActionStates();
}

void MainWindow::onDryRunAnswered()
{
    m_sweepStage = SweepStage::Confirming;
    m_status->clearMessage();
    const QLocale locale;
    const qint64 reap = m_dryReap->wouldRemove;
    const qint64 fade = m_dryDecay->wouldRemove;
    const qint64 lower = m_dryDecay->wouldReduce;
    QString text;
    if (reap + fade + lower == 0)
        text = tr("Nothing has expired and nothing is due for soft decay. Sweep anyway?");
    else
        text = tr("The reaper will delete %1 expired deltas for good; soft decay will remove %2 and lower the "
                  "confidence of %3.\n\nThere is no trash: what the sweep removes is gone. Sweep now?")
                   .arg(locale.toString(reap), locale.toString(fade), locale.toString(lower));
    auto *box = new QMessageBox(QMessageBox::Question, tr("Sweep now"), text, QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("sweepConfirmation"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *yes = box->addButton(tr("&Sweep"), QMessageBox::AcceptRole);
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(QMessageBox::Cancel);
    connect(box, &QMessageBox::finished, this, [this, box, yes] {
        if (box->clickedButton() == yes) {
            startConfirmedSweep();
        } else {
            m_sweepStage = SweepStage::Idle;
            updateActionStates();
        }
    });
    m_sweepConfirm = box;
    box->open();
}

void MainWindow::startConfirmedSweep()
{
    m_sweepStage = SweepStage::Running;
    auto *progress = new QProgressDialog(tr("Sweeping the lake…"), tr("Cancel"), 0, 0, this);
    progress->setObjectName(QStringLiteral("sweepProgress"));
    progress->setWindowTitle(tr("Sweep now"));
    progress->setAttribute(Qt::WA_DeleteOnClose);
    progress->setMinimumDuration(300);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    connect(progress, &QProgressDialog::canceled, this, [this] {
        if (m_scheduler)
            m_scheduler->cancel();
    });
    m_sweepProgress = progress;
    m_scheduler->sweepNow();
    updateActionStates();
}

// --- layout and closing ---------------------------------------------------

void MainWindow::restoreLayout()
{
    const auto settings = windowSettings();
    if (!restoreGeometry(settings->value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1360, 820);
    restoreState(settings->value(QStringLiteral("window/state")).toByteArray());
    if (!m_splitter->restoreState(settings->value(QStringLiteral("window/splitter")).toByteArray()))
        m_splitter->setSizes({940, 400});
    if (m_table->horizontalHeader()->restoreState(settings->value(QStringLiteral("window/columns")).toByteArray()))
        fitColumns(true);
    m_pages->setCurrentIndex(settings->value(QStringLiteral("window/page"), 0).toInt());
}

void MainWindow::saveLayout() const
{
    const auto settings = windowSettings();
    settings->setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings->setValue(QStringLiteral("window/state"), saveState());
    settings->setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
    settings->setValue(QStringLiteral("window/columns"), m_table->horizontalHeader()->saveState());
    settings->setValue(QStringLiteral("window/page"), m_pages->currentIndex());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    if (!m_quitting && m_tray && m_tray->trayIcon()->isVisible()) {
        if (!m_closeToTray) {
            // The person chose to quit on close: the tray goes with the window.
            m_quitting = true;
            QMainWindow::closeEvent(event);
            Q_EMIT quitting();
            QMetaObject::invokeMethod(qApp, &QCoreApplication::quit, Qt::QueuedConnection);
            return;
        }
        // Tarn keeps reaping in the tray; say so once, the first time.
        hide();
        event->ignore();
        const auto settings = windowSettings();
        if (!settings->value(QStringLiteral("tray/closeNoticeShown")).toBool()) {
            settings->setValue(QStringLiteral("tray/closeNoticeShown"), true);
            m_tray->trayIcon()->showMessage(tr("Tarn is still running"),
                                            tr("Tarn keeps the lake tidy from the tray. Choose Quit in its menu "
                                               "to stop it."),
                                            QSystemTrayIcon::Information, 8000);
        }
        return;
    }
    QMainWindow::closeEvent(event);
}

QString MainWindow::neighbourOfCurrent() const
{
    const int row = m_table->currentIndex().row();
    if (const Delta *below = m_model->deltaAt(row + 1))
        return below->id;
    if (const Delta *above = m_model->deltaAt(row - 1))
        return above->id;
    return {};
}

QList<QAction *> MainWindow::windowActions() const
{
    // Every action in the menus, in menu order, for Keyboard Shortcuts.
    QList<QAction *> out;
    const std::function<void(const QList<QAction *> &)> walk = [&](const QList<QAction *> &actions) {
        for (QAction *a : actions) {
            if (a->menu())
                walk(a->menu()->actions());
            else if (!a->isSeparator() && !out.contains(a))
                out << a;
        }
    };
    walk(menuBar()->actions());
    return out;
}

} // namespace tarn::ui
