#pragma once

#include "Clock.h"
#include "LakeTypes.h"
#include "SweepReport.h"

#include <QMainWindow>

class QAction;
class QSplitter;
class QStackedWidget;
class QTableView;

namespace tarn {
class LakeReaderHost;
class SchedulerHost;
}

namespace tarn::ui {

class DeltaDetailPane;
class DeltaTableModel;
class EmptyLakeView;
class LakeStatusBar;
class WiltsInTicker;

// The desktop window: the lazily fetched delta table, the selected delta in
// full beside it, and the lake's counts and sweeps in the status bar. All
// reads go through a LakeReaderHost of its own, so nothing here waits on
// the lake.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(const QString &lakePath, const Clock &clock = SystemClock::instance(),
                        QWidget *parent = nullptr);
    ~MainWindow() override;

    // Shows the scheduler's sweeps and lets "Sweep now" reach it. Optional:
    // without one the window only browses.
    void setScheduler(SchedulerHost *scheduler);

    DeltaTableModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    DeltaDetailPane *detailPane() const { return m_detail; }
    LakeStatusBar *lakeStatusBar() const { return m_status; }
    LakeReaderHost *readerHost() const { return m_reader; }
    bool isShowingEmptyState() const;

public Q_SLOTS:
    void refresh();
    void sweepNow();

Q_SIGNALS:
    void lakeOpened(const QString &path);
    void lakeFailed(const QString &path, const QString &reason);
    void statsUpdated(const tarn::LakeStats &stats);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void buildActions();
    void fitColumns();
    void onOpened(const QString &path);
    void onPageLoaded(bool replaced);
    void onCurrentRowChanged(const QModelIndex &current);
    void onSweepFinished(const SweepReport &report);
    void restoreLayout();
    void saveLayout() const;

    LakeReaderHost *m_reader;
    DeltaTableModel *m_model;
    QTableView *m_table;
    EmptyLakeView *m_empty;
    QStackedWidget *m_stack;
    DeltaDetailPane *m_detail;
    QSplitter *m_splitter;
    LakeStatusBar *m_status;
    WiltsInTicker *m_ticker;
    SchedulerHost *m_scheduler = nullptr;
    QAction *m_sweepAction = nullptr;
    QAction *m_refreshAction = nullptr;
    quint64 m_statsRequest = 0;
    quint64 m_engagementsRequest = 0;
    QString m_selectedId;     // kept across reloads to restore the selection
    bool m_sweepAsked = false; // "Sweep now" was pressed: refresh after it
    bool m_firstPageShown = false;
};

} // namespace tarn::ui
