#include "MainWindow.h"

#include "DeltaDetailPane.h"
#include "DeltaTableModel.h"
#include "EmptyLakeView.h"
#include "LakeReader.h"
#include "LakeStatusBar.h"
#include "Scheduler.h"
#include "WiltsInTicker.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QHeaderView>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <memory>

namespace tarn::ui {

namespace {

// Explicit names, not the application's: setting an organisation name would
// also move AppDataLocation, and with it the default lake.
std::unique_ptr<QSettings> windowSettings()
{
    return std::make_unique<QSettings>(QSettings::UserScope, QStringLiteral("tarn"), QStringLiteral("tarn"));
}

// Other writers (the CLI, the scheduler) change the counts behind our back;
// a cheap re-read now and then keeps the status bar honest.
constexpr int kStatsRefreshMs = 60 * 1000;

} // namespace

MainWindow::MainWindow(const QString &lakePath, const Clock &clock, QWidget *parent)
    : QMainWindow(parent), m_reader(new LakeReaderHost(lakePath, clock, this))
{
    setWindowTitle(tr("Tarn — %1").arg(lakePath));

    m_model = new DeltaTableModel(m_reader, this);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("deltaTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setShowGrid(false);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 10);
    QHeaderView *header = m_table->horizontalHeader();
    header->setHighlightSections(false);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(DeltaTableModel::Content, QHeaderView::Stretch);
    fitColumns();

    m_empty = new EmptyLakeView(this);
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_table);
    m_stack->addWidget(m_empty);

    m_detail = new DeltaDetailPane(clock, this);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(m_stack);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    setCentralWidget(m_splitter);

    m_status = new LakeStatusBar(clock, this);
    setStatusBar(m_status);
    m_ticker = new WiltsInTicker(m_table, m_model, this);

    buildActions();

    LakeReader *reader = m_reader->reader();
    connect(reader, &LakeReader::opened, this, &MainWindow::onOpened);
    connect(reader, &LakeReader::openFailed, this, [this](const QString &path, const QString &reason) {
        m_status->showMessage(tr("Cannot open the lake: %1").arg(reason));
        Q_EMIT lakeFailed(path, reason);
    });
    connect(reader, &LakeReader::statsReady, this, [this](quint64 id, const LakeStats &stats) {
        if (id != m_statsRequest)
            return;
        m_status->setStats(stats);
        Q_EMIT statsUpdated(stats);
    });
    connect(reader, &LakeReader::engagementsReady, this,
            [this](quint64 id, const QString &deltaId, const QList<Delta> &engagements) {
                if (id == m_engagementsRequest)
                    m_detail->setEngagements(deltaId, engagements);
            });
    connect(m_model, &DeltaTableModel::pageLoaded, this,
            [this](int, bool replaced) { onPageLoaded(replaced); });
    connect(m_model, &DeltaTableModel::loadFailed, this,
            [this](const QString &message) { m_status->showMessage(tr("Could not read the lake: %1").arg(message)); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { onCurrentRowChanged(current); });

    auto *statsTimer = new QTimer(this);
    statsTimer->setInterval(kStatsRefreshMs);
    connect(statsTimer, &QTimer::timeout, this, [this] { m_statsRequest = m_reader->fetchStats(); });
    statsTimer->start();

    restoreLayout();
    m_reader->open();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildActions()
{
    auto *quit = new QAction(tr("&Quit"), this);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    m_refreshAction = new QAction(tr("&Refresh"), this);
    m_refreshAction->setShortcut(QKeySequence::Refresh);
    m_refreshAction->setToolTip(tr("Read the lake again"));
    connect(m_refreshAction, &QAction::triggered, this, &MainWindow::refresh);

    m_sweepAction = new QAction(tr("&Sweep now"), this);
    m_sweepAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_sweepAction->setToolTip(tr("Reap what has expired and run soft decay now"));
    m_sweepAction->setEnabled(false); // until a scheduler is attached
    connect(m_sweepAction, &QAction::triggered, this, &MainWindow::sweepNow);

    auto *about = new QAction(tr("&About Tarn"), this);
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Tarn"),
                           tr("<h3>Tarn %1</h3><p>A local memory lake: what you author sticks, "
                              "what is observed wilts.</p>")
                               .arg(QApplication::applicationVersion()));
    });

    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(quit);
    QMenu *lake = menuBar()->addMenu(tr("&Lake"));
    lake->addAction(m_refreshAction);
    lake->addAction(m_sweepAction);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(about);

    QToolBar *toolbar = addToolBar(tr("Lake"));
    toolbar->setObjectName(QStringLiteral("lakeToolBar"));
    toolbar->setMovable(false);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolbar->addAction(m_refreshAction);
    toolbar->addAction(m_sweepAction);
}

void MainWindow::fitColumns()
{
    // Wide enough for a typical value or the header, whichever is wider;
    // Content takes the rest.
    const QFontMetrics cells = m_table->fontMetrics();
    const QFontMetrics header = m_table->horizontalHeader()->fontMetrics();
    const auto fit = [&](int column, const QString &sample) {
        const QString title = m_model->headerData(column, Qt::Horizontal).toString();
        const int width = std::max(cells.horizontalAdvance(sample), header.horizontalAdvance(title));
        m_table->horizontalHeader()->resizeSection(column, width + 2 * cells.averageCharWidth() + 8);
    };
    fit(DeltaTableModel::When, QStringLiteral("2026-12-31 23:59"));
    fit(DeltaTableModel::Source, QStringLiteral("home-assistant"));
    fit(DeltaTableModel::KindColumn, QStringLiteral("observation"));
    fit(DeltaTableModel::Origin, DeltaTableModel::tr("Observed"));
    fit(DeltaTableModel::Confidence, QStringLiteral("0.00"));
    fit(DeltaTableModel::WiltsIn, DeltaTableModel::wiltsInText(23 * Duration::Hour + 59 * Duration::Minute, 0));
}

void MainWindow::setScheduler(SchedulerHost *scheduler)
{
    m_scheduler = scheduler;
    Scheduler *s = scheduler->scheduler();
    connect(s, &Scheduler::sweepStarted, this, [this] {
        m_status->setSweepRunning();
        m_sweepAction->setEnabled(false);
    });
    connect(s, &Scheduler::sweepFinished, this, &MainWindow::onSweepFinished);
    connect(s, &Scheduler::scheduleChanged, m_status, &LakeStatusBar::setSchedule);
    connect(s, &Scheduler::failed, this, [this](const QString &message) {
        m_status->setSchedulerFailed(message);
        m_sweepAction->setEnabled(false);
    });
    // The scheduler may already be running: start from what it knows.
    if (s->nextReapAt() > 0)
        m_status->setSchedule(s->nextReapAt(), s->nextDecayAt());
    m_sweepAction->setEnabled(!s->isRunning());
}

bool MainWindow::isShowingEmptyState() const
{
    return m_stack->currentWidget() == m_empty;
}

void MainWindow::refresh()
{
    m_model->reload();
    m_statsRequest = m_reader->fetchStats();
}

void MainWindow::sweepNow()
{
    if (!m_scheduler)
        return;
    m_sweepAsked = true;
    m_sweepAction->setEnabled(false);
    m_scheduler->sweepNow();
}

void MainWindow::onOpened(const QString &path)
{
    Q_EMIT lakeOpened(path);
    refresh();
}

void MainWindow::onPageLoaded(bool replaced)
{
    const bool empty = m_model->rowCount() == 0;
    m_stack->setCurrentWidget(empty ? static_cast<QWidget *>(m_empty) : m_table);
    if (!empty && !m_firstPageShown) {
        // Start on the newest delta so the detail pane is never blank on
        // a lake with something in it.
        m_firstPageShown = true;
        if (m_selectedId.isEmpty())
            m_table->setCurrentIndex(m_model->index(0, DeltaTableModel::Content));
        return;
    }
    if (!replaced)
        return;
    // A reload resets the model; put the selection back if the delta is
    // still there, else the pane would describe a row no longer shown.
    const int row = m_selectedId.isEmpty() ? -1 : m_model->rowOf(m_selectedId);
    if (row >= 0) {
        m_table->setCurrentIndex(m_model->index(row, DeltaTableModel::Content));
    } else {
        m_selectedId.clear();
        m_detail->clear();
    }
}

void MainWindow::onCurrentRowChanged(const QModelIndex &current)
{
    const Delta *d = m_model->deltaAt(current.row());
    if (!d) {
        // A reset clears the current index first; keep m_selectedId so
        // onPageLoaded can restore it.
        return;
    }
    if (d->id == m_detail->currentId())
        return;
    m_selectedId = d->id;
    m_detail->showDelta(*d);
    m_engagementsRequest = m_reader->fetchEngagements(d->id);
}

void MainWindow::onSweepFinished(const SweepReport &report)
{
    m_status->setSweepFinished(report);
    const bool sweepDone = report.kind == SweepKind::SoftDecay;
    if (sweepDone || !m_sweepAsked)
        m_sweepAction->setEnabled(true);
    if (report.dryRun)
        return;
    // Reload only when the lake changed or the person asked: a reload puts
    // the table back at the top, which an idle five-minute reap must not do.
    if (report.removed > 0 || report.reduced > 0 || (m_sweepAsked && sweepDone))
        refresh();
    if (sweepDone)
        m_sweepAsked = false;
}

void MainWindow::restoreLayout()
{
    const auto settings = windowSettings();
    if (!restoreGeometry(settings->value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1280, 780);
    restoreState(settings->value(QStringLiteral("window/state")).toByteArray());
    if (!m_splitter->restoreState(settings->value(QStringLiteral("window/splitter")).toByteArray()))
        m_splitter->setSizes({900, 380});
    m_table->horizontalHeader()->restoreState(settings->value(QStringLiteral("window/columns")).toByteArray());
}

void MainWindow::saveLayout() const
{
    const auto settings = windowSettings();
    settings->setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings->setValue(QStringLiteral("window/state"), saveState());
    settings->setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
    settings->setValue(QStringLiteral("window/columns"), m_table->horizontalHeader()->saveState());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    QMainWindow::closeEvent(event);
}

} // namespace tarn::ui
