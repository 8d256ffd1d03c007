// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Clock.h"
#include "Engagement.h"
#include "LakeTypes.h"
#include "Maintenance.h"
#include "SweepReport.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <memory>
#include <optional>

class QAction;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QTableView;
class QTimer;

namespace tarn {
class ApiServerHost;
class LakeReaderHost;
class LakeWriterHost;
class SchedulerHost;
class SourceHostThread;
class SecretStore;
}

namespace tarn::ui {

class DashboardPage;
class DeltaDetailPane;
class DeltaTableModel;
class EmptyLakeView;
class FileTransferFlow;
class RememberDialog;
struct Preferences;
class EngageDialog;
class FilterBar;
class LakeStatusBar;
class SourcesPage;
class TrayIcon;
class WiltingSoonPage;
class WiltsInTicker;

// The desktop window: four pages (Browse, Wilting soon, Sources,
// Dashboard), the toolbar's engage and sweep actions, and the lake's counts
// and sweeps in the status bar. Every read goes through LakeReaderHosts and
// every write through a LakeWriterHost, each on a worker thread, so nothing
// here waits on the lake.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    enum Page { BrowsePage, WiltingPage, SourcesPageIndex, DashboardPageIndex };

    explicit MainWindow(const QString &lakePath, const Clock &clock = SystemClock::instance(),
                        QWidget *parent = nullptr);
    ~MainWindow() override;

    // Shows the scheduler's sweeps and lets "Sweep now" reach it. Optional:
    // without one the window only browses.
    void setScheduler(SchedulerHost *scheduler);
    // With a tray, closing the window hides it to the tray instead of quitting.
    void setTray(TrayIcon *tray);
    // The desktop preferences: whether closing hides to the tray or quits,
    // and whether the tray notifies (Preferences::closeToTray, notifications).
    void applyDesktopPreferences(const Preferences &preferences);
    // The loopback API's host: "Pair a client…" and the preferences' API tab
    // reach it. Optional: without one pairing says the API is off.
    void setApiHost(ApiServerHost *host);
    // The configured sources' poller: Sources → Poll Now reaches it.
    void setSourceHost(SourceHostThread *host);
    // The keychain a new source's token goes to (Sources → Add…).
    void setSecretStore(std::shared_ptr<SecretStore> secrets);
    void openPairing();
    // Lake → Preview Memory Context (non-modal); returns the dialog for tests.
    class MemoryContextDialog *openMemoryContextPreview();
    // Where the lake lives when the preferences name none (the app knows;
    // the window may not include the lake's storage headers).
    void setDefaultLakePath(const QString &path) { m_defaultLakePath = path; }

    DeltaTableModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    FilterBar *filterBar() const { return m_filters; }
    DeltaDetailPane *detailPane() const { return m_detail; }
    LakeStatusBar *lakeStatusBar() const { return m_status; }
    LakeReaderHost *readerHost() const { return m_reader; }
    LakeWriterHost *writerHost() const { return m_writer; }
    WiltingSoonPage *wiltingPage() const { return m_wilting; }
    SourcesPage *sourcesPage() const { return m_sources; }
    DashboardPage *dashboardPage() const { return m_dashboard; }
    QTabWidget *pages() const { return m_pages; }
    bool isShowingEmptyState() const;
    QAction *engageAction(EngagementType type) const;
    QAction *sweepAction() const { return m_sweepAction; }
    QAction *maintainAction() const { return m_maintainAction; }

    QAction *rememberAction() const { return m_rememberAction; }
    // Remember… (Ctrl+N): opens the dialog (window-modal, not blocking) and
    // returns it; accepting it sends the memory to the writer.
    RememberDialog *openRemember();

    // The engage dialog for the current row, not yet shown (tests fill it
    // and accept it); null when nothing is selected.
    EngageDialog *createEngageDialog(EngagementType type);
    // The sweep confirmation once the dry run has answered (tests press its
    // buttons); null otherwise.
    QMessageBox *sweepConfirmation() const { return m_sweepConfirm; }
    QProgressDialog *sweepProgressDialog() const { return m_sweepProgress; }
    // File → Import… and Export… (tests start transfers through it).
    FileTransferFlow *fileTransfer() const { return m_transfer; }
    // The offer of another port when this lake's API port is taken (tests
    // press its buttons); null otherwise.
    QMessageBox *portTakenBox() const { return m_portTakenBox; }
    // File → Open Lake…: the dialog, not yet shown (tests fill it).
    class OpenLakeDialog *createOpenLakeDialog();

public Q_SLOTS:
    void refresh();
    // Someone changed the lake (another process or machine, or this one's
    // writer): the table takes in what changed in place, and the counts and
    // the page in sight follow at most about once a second.
    void onLakeChanged();
    // Dry run first, then a confirmation with the counts, then the sweep
    // with progress and Cancel.
    void sweepNow();
    void showPage(int page);
    void raiseAndActivate();
    void openPreferences();

Q_SIGNALS:
    void lakeOpened(const QString &path);
    void lakeFailed(const QString &path, const QString &reason);
    void statsUpdated(const tarn::LakeStats &stats);
    void engagementSaved(const tarn::Delta &engagement);
    // A server password from the Preferences reached the keychain (or not).
    void lakePasswordKept(bool stored);
    // Closing the window quits Tarn (Preferences: not kept in the tray).
    void quitting();
    // File → Open Lake… chose another lake: the app opens it in a window
    // (a process) of its own.
    void openLakeRequested(const QString &location);

protected:
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QList<QAction *> windowActions() const;
    QString neighbourOfCurrent() const;
    QWidget *buildBrowsePage();
    void buildActions();
    void fitColumns(bool onlyWiden = false);
    void keepRoomForContent();
    void onOpened(const QString &path);
    void keepLakePassword(const QString &lakeLocation, const QString &password);
    void onConnectionLost(const QString &message);
    void onConnectionRestored();
    void onPageLoaded(bool replaced);
    void onLiveUpdated(int added, const QStringList &gone, const QStringList &changed);
    void refreshSides();
    void showTableOrWelcome();
    static bool isFiltered(ListFilter filter);
    void reverseOrder();
    void onCurrentRowChanged(const QModelIndex &current);
    void onSweepFinished(const SweepReport &report);
    void onMaintenanceFinished(const MaintenanceReport &report, bool askedFor);
    void onDryRunAnswered();
    void startConfirmedSweep();
    void engage(EngagementType type);
    // Forget the selected delta: hidden and undoable, or (hard) erased after
    // a confirmation that says what goes with it.
    void forgetSelected(bool hard);
    // The erase dialog, with what goes along; erases on the person's yes.
    void confirmErase(const QString &deltaId, const QString &summary, const QStringList &lines);
    // Replace the selected delta with corrected content (a new delta with
    // lineage), or mark it invalid.
    void supersedeSelected();
    void restoreSelected();
    void invalidateSelected();
    void followLink(const QString &id);
    void showTableContextMenu(const QPoint &pos);
    void updateActionStates();
    void offerFreePort(quint16 taken, quint16 freePort);
    void restoreLayout();
    void saveLayout() const;

    const Clock &m_clock;
    QString m_lakeLocation; // as the app gave it: a path or a server URL
    ApiServerHost *m_apiHost = nullptr;
    FileTransferFlow *m_transfer = nullptr;
    QPointer<QMessageBox> m_portTakenBox;
    LakeReaderHost *m_reader;     // the browser's pages and details
    LakeReaderHost *m_sideReader; // Wilting soon, Sources, Dashboard: never queued behind a search
    LakeWriterHost *m_writer;
    QTabWidget *m_pages;
    FilterBar *m_filters;
    DeltaTableModel *m_model;
    QTableView *m_table;
    EmptyLakeView *m_empty;
    QStackedWidget *m_stack;
    DeltaDetailPane *m_detail;
    QSplitter *m_splitter;
    WiltingSoonPage *m_wilting;
    SourcesPage *m_sources;
    DashboardPage *m_dashboard;
    LakeStatusBar *m_status;
    WiltsInTicker *m_ticker;
    SchedulerHost *m_scheduler = nullptr;
    QPointer<TrayIcon> m_tray;
    QAction *m_sweepAction = nullptr;
    QAction *m_maintainAction = nullptr;
    bool m_maintaining = false;
    QAction *m_refreshAction = nullptr;
    QAction *m_rememberAction = nullptr;
    QAction *m_affirmAction = nullptr;
    QAction *m_refuteAction = nullptr;
    QAction *m_replyAction = nullptr;
    QAction *m_forgetAction = nullptr;
    QAction *m_eraseAction = nullptr;
    QAction *m_supersedeAction = nullptr;
    QAction *m_invalidateAction = nullptr;
    QAction *m_restoreAction = nullptr;
    QString m_selectAfterRestore;
    quint64 m_forgetRequest = 0;
    quint64 m_planRequest = 0; // what an erase takes along, asked before the dialog
    bool m_closeToTray = true;
    QString m_lastForgotten; // what Edit → Undo brings back
    bool m_undoInvalidates = false; // m_lastForgotten was marked invalid, not forgotten
    quint64 m_statsRequest = 0;
    quint64 m_detailRequest = 0;
    quint64 m_engageRequest = 0;
    quint64 m_rememberRequest = 0;
    // The row to select once the current delta leaves the view (Forget,
    // Erase, Mark Invalid): the one below it, or above at the end.
    QString m_selectAfterRemoval;
    QString m_selectedId;     // kept across reloads to restore the selection
    QTimer *m_sideTimer = nullptr; // the next refresh of counts and pages after a change
    QTimer *m_retryTimer = nullptr; // asks a lost server again until it answers
    quint64 m_retryRequest = 0;     // the try in flight
    QElapsedTimer m_sinceSides;    // since the last one
    QString m_liveNote;            // "3 new deltas" while the status bar shows it
    int m_liveNoteCount = 0;
    bool m_firstPageShown = false;
    int m_confidenceWidth = 0; // the Confidence column's width before it stepped aside for Content
    bool m_quitting = false;
    QString m_defaultLakePath;
    QString m_lakeShortName;   // the title's: "lake.sqlite", "tarn on db.example"
    QString m_lakeDisplay;     // the full location, never a password
    QString m_unencryptedHost; // a remote server the connection may reach in the clear
    QString m_sslMode;
    bool m_encryptionNoted = false;

    // "Sweep now": dry run -> confirmation -> sweep.
    enum class SweepStage { Idle, DryRun, Confirming, Running };
    SweepStage m_sweepStage = SweepStage::Idle;
    std::optional<SweepReport> m_dryReap;
    std::optional<SweepReport> m_dryDecay;
    QPointer<QMessageBox> m_sweepConfirm;
    QPointer<QProgressDialog> m_sweepProgress;
};

} // namespace tarn::ui
