// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeTypes.h"
#include "SweepReport.h"

#include <QObject>
#include <QSystemTrayIcon>
#include <QTimer>
#include <memory>
#include <optional>

class QAction;
class QMenu;

namespace tarn {
class Clock;
}

namespace tarn::ui {

// Tarn in the system tray: the lake's counts and the sweep clock in the
// tooltip, a menu to open the window, sweep, pause the scheduler or quit,
// and a notification when a sweep deleted something. It only shows and
// asks; the owner connects the signals to the window and the scheduler and
// feeds the numbers back in.
class TrayIcon : public QObject
{
    Q_OBJECT
public:
    explicit TrayIcon(const tarn::Clock &clock, QObject *parent = nullptr);
    ~TrayIcon() override;

    // Whether the desktop has a tray host at all; without one, the owner
    // should keep the window as the only way in (and quit on close).
    static bool isAvailable();
    void show();

    // Which lake this icon is for ("notes on nas"), so two Tarns on two
    // lakes can be told apart by their tooltips and notifications.
    void setLakeName(const QString &name);
    QString title() const;
    void setStats(const tarn::LakeStats &stats);
    void setSchedule(qint64 nextReapAt, qint64 nextDecayAt);
    void setPaused(bool paused);
    void setSweepRunning(bool running);
    // Notifies when a real sweep removed deltas; dry runs and empty sweeps
    // stay quiet, since a sweep every five minutes would otherwise nag. A
    // sweep is a reap then a soft decay: reports that arrive within
    // kCoalesceMs of each other make one notification, since a second
    // notification at once replaces the first on most desktops.
    void onSweepFinished(const tarn::SweepReport &report);
    static constexpr int kCoalesceMs = 1500;
    // Preferences → Notify when a sweep removes deltas (on by default).
    void setNotificationsEnabled(bool enabled) { m_notify = enabled; }
    bool notificationsEnabled() const { return m_notify; }

    // The notification text for a sweep's reports (a reap, a soft decay or
    // both), or empty when they deserve none.
    static QString notificationText(const tarn::SweepReport &report);
    static QString notificationText(const QList<tarn::SweepReport> &reports);

    QString toolTipText() const;
    bool isPaused() const { return m_paused; }
    QSystemTrayIcon *trayIcon() const { return m_tray; }
    QMenu *menu() const { return m_menu.get(); }
    QAction *openAction() const { return m_open; }
    QAction *sweepAction() const { return m_sweep; }
    QAction *pauseAction() const { return m_pause; }
    QAction *quitAction() const { return m_quit; }

Q_SIGNALS:
    void openRequested();
    void sweepRequested();
    void pauseToggled(bool paused);
    void quitRequested();
    void notified(const QString &title, const QString &message);

private:
    void buildMenu();
    void notifyPending();
    void updatePauseAction();
    void updateToolTip();
    QString countsLine() const;
    QString expiryLine() const;
    QString scheduleLine() const;
    QString lastSweepLine() const;

    const Clock &m_clock;
    QSystemTrayIcon *m_tray;
    std::unique_ptr<QMenu> m_menu; // a QMenu cannot have a QObject parent
    QAction *m_open = nullptr;
    QAction *m_sweep = nullptr;
    QAction *m_pause = nullptr;
    QAction *m_quit = nullptr;
    QTimer m_countdown;
    QTimer m_coalesce;
    QList<SweepReport> m_pending; // reports waiting for m_coalesce
    bool m_notify = true;
    QString m_lakeName;

    std::optional<LakeStats> m_stats;
    qint64 m_nextSweepAt = 0;
    bool m_paused = false;
    bool m_running = false;
    qint64 m_lastSweepAt = 0;
    qint64 m_lastRemoved = 0;
    QString m_lastError;
};

} // namespace tarn::ui
