// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TrayIcon.h"

#include "Clock.h"
#include "TimeFormat.h"

#include <QAction>
#include <QDateTime>
#include <QFile>
#include <QIcon>
#include <QLocale>
#include <QMenu>
#include <limits>

namespace tarn::ui {

namespace {

// The tooltip's countdown is coarse (minutes), so a slow refresh is enough
// and costs the tray host nothing noticeable.
constexpr int kCountdownRefreshMs = 30 * 1000;
constexpr int kNotificationMs = 6000;

// An action icon when the resources carry one; a plain text entry otherwise.
QIcon actionIcon(const QString &name)
{
    const QString path = QStringLiteral(":/icons/actions/%1.svg").arg(name);
    return QFile::exists(path) ? QIcon(path) : QIcon();
}

} // namespace

TrayIcon::TrayIcon(const Clock &clock, QObject *parent) : QObject(parent), m_clock(clock)
{
    m_tray = new QSystemTrayIcon(QIcon(QStringLiteral(":/icons/tarn.svg")), this);
    buildMenu();
    m_tray->setContextMenu(m_menu.get());
    connect(m_tray, &QSystemTrayIcon::activated, this, [this](QSystemTrayIcon::ActivationReason reason) {
        if (reason == QSystemTrayIcon::Trigger || reason == QSystemTrayIcon::DoubleClick)
            Q_EMIT openRequested();
    });
    m_countdown.setInterval(kCountdownRefreshMs);
    connect(&m_countdown, &QTimer::timeout, this, &TrayIcon::updateToolTip);
    m_countdown.start();
    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(kCoalesceMs);
    connect(&m_coalesce, &QTimer::timeout, this, &TrayIcon::notifyPending);
    updateToolTip();
}

TrayIcon::~TrayIcon() = default;

bool TrayIcon::isAvailable()
{
    return QSystemTrayIcon::isSystemTrayAvailable();
}

void TrayIcon::show()
{
    m_tray->show();
}

void TrayIcon::buildMenu()
{
    m_menu = std::make_unique<QMenu>();
    m_open = m_menu->addAction(QIcon(QStringLiteral(":/icons/tarn.svg")), tr("&Open Tarn"));
    m_open->setObjectName(QStringLiteral("trayOpen"));
    m_menu->setDefaultAction(m_open); // drawn bold: what a click on the icon does
    connect(m_open, &QAction::triggered, this, &TrayIcon::openRequested);

    m_sweep = m_menu->addAction(actionIcon(QStringLiteral("sweep")), tr("&Sweep now"));
    m_sweep->setObjectName(QStringLiteral("traySweep"));
    m_sweep->setToolTip(tr("Reap what has expired and run soft decay now"));
    connect(m_sweep, &QAction::triggered, this, &TrayIcon::sweepRequested);

    m_pause = m_menu->addAction(QString());
    m_pause->setObjectName(QStringLiteral("trayPause"));
    // Flip at once rather than wait for the scheduler's answer, so the menu
    // never offers "Pause" twice; the owner's setPaused() then agrees.
    connect(m_pause, &QAction::triggered, this, [this] {
        setPaused(!m_paused);
        Q_EMIT pauseToggled(m_paused);
    });
    updatePauseAction();

    m_menu->addSeparator();
    m_quit = m_menu->addAction(actionIcon(QStringLiteral("quit")), tr("&Quit"));
    m_quit->setObjectName(QStringLiteral("trayQuit"));
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, this, &TrayIcon::quitRequested);
}

void TrayIcon::updatePauseAction()
{
    m_pause->setText(m_paused ? tr("&Resume scheduler") : tr("&Pause scheduler"));
    m_pause->setToolTip(m_paused ? tr("Let the reaper and soft decay run on their schedule again")
                                 : tr("Stop the reaper and soft decay until resumed"));
    m_pause->setIcon(actionIcon(m_paused ? QStringLiteral("resume") : QStringLiteral("pause")));
}

void TrayIcon::setStats(const LakeStats &stats)
{
    m_stats = stats;
    updateToolTip();
}

void TrayIcon::setSchedule(qint64 nextReapAt, qint64 nextDecayAt)
{
    // A zero means "not scheduled"; the sooner of the two real ones is what
    // the person waits for.
    const qint64 a = nextReapAt > 0 ? nextReapAt : nextDecayAt;
    const qint64 b = nextDecayAt > 0 ? nextDecayAt : nextReapAt;
    m_nextSweepAt = std::min(a, b);
    updateToolTip();
}

void TrayIcon::setPaused(bool paused)
{
    if (paused == m_paused)
        return;
    m_paused = paused;
    updatePauseAction();
    updateToolTip();
}

void TrayIcon::setSweepRunning(bool running)
{
    m_running = running;
    m_sweep->setEnabled(!running);
    updateToolTip();
}

QString TrayIcon::notificationText(const SweepReport &report)
{
    return notificationText(QList<SweepReport>{report});
}

QString TrayIcon::notificationText(const QList<SweepReport> &reports)
{
    qint64 reaped = 0, faded = 0, lowered = 0;
    for (const SweepReport &r : reports) {
        if (r.dryRun)
            continue;
        (r.kind == SweepKind::Reap ? reaped : faded) += std::max<qint64>(0, r.removed);
        if (r.kind == SweepKind::SoftDecay)
            lowered += std::max<qint64>(0, r.reduced);
    }
    if (reaped + faded == 0)
        return {};
    const auto n = [](qint64 v) { return int(std::min<qint64>(v, std::numeric_limits<int>::max())); };
    const QString lowerText = QLocale().toString(lowered);
    // One is spelled out rather than left to "%Ln ...(s)": there is no
    // English translation file to pick the singular. %Ln writes the number
    // as the locale does ("32,100").
    QString reap;
    if (reaped > 0)
        reap = reaped == 1 ? tr("Reaper removed one observation") : tr("Reaper removed %Ln observations", nullptr, n(reaped));
    QString fade;
    if (faded > 0 && lowered > 0)
        fade = faded == 1 ? tr("Soft decay removed one faded delta and lowered the confidence of %1 more").arg(lowerText)
                          : tr("Soft decay removed %Ln faded deltas and lowered the confidence of %1 more", nullptr, n(faded))
                                .arg(lowerText);
    else if (faded > 0)
        fade = faded == 1 ? tr("Soft decay removed one faded delta") : tr("Soft decay removed %Ln faded deltas", nullptr, n(faded));
    if (reap.isEmpty())
        return fade;
    if (fade.isEmpty())
        return reap;
    return tr("%1.\n%2.").arg(reap, fade);
}

void TrayIcon::onSweepFinished(const SweepReport &report)
{
    setSweepRunning(false);
    if (!report.dryRun) {
        // A sweep is a reap then a soft decay: the reap starts the record,
        // the decay adds to it, so the tooltip speaks of one sweep.
        if (report.kind == SweepKind::Reap || report.startedAt - m_lastSweepAt > Duration::Minute) {
            m_lastSweepAt = report.startedAt;
            m_lastRemoved = 0;
            m_lastError.clear();
        }
        m_lastRemoved += report.removed;
        if (!report.error.isEmpty())
            m_lastError = report.error;
        updateToolTip();
        m_pending << report;
        m_coalesce.start();
    }
}

void TrayIcon::notifyPending()
{
    const QString message = notificationText(std::exchange(m_pending, {}));
    if (message.isEmpty() || !m_notify)
        return; // the tooltip still says what the sweep did
    m_tray->showMessage(title(), message, QSystemTrayIcon::Information, kNotificationMs);
    Q_EMIT notified(title(), message);
}

QString TrayIcon::countsLine() const
{
    if (!m_stats)
        return tr("Reading the lake…");
    const QLocale locale;
    return tr("%1 deltas: %2 authored, %3 observed")
        .arg(locale.toString(m_stats->total), locale.toString(m_stats->authored), locale.toString(m_stats->observed));
}

QString TrayIcon::expiryLine() const
{
    if (!m_stats)
        return {};
    if (m_stats->expiredPending > 0)
        return tr("%1 expired, waiting for the reaper").arg(QLocale().toString(m_stats->expiredPending));
    if (!m_stats->nextExpiry)
        return m_stats->observed > 0 ? QString() : tr("Nothing is set to expire");
    const qint64 left = *m_stats->nextExpiry - m_clock.nowMs();
    return left >= Duration::Minute ? tr("Next expiry in %1").arg(TimeFormat::humanDuration(left))
                                    : tr("Next expiry in less than a minute");
}

QString TrayIcon::scheduleLine() const
{
    if (m_running)
        return tr("Sweeping…");
    if (m_paused)
        return tr("Scheduler paused");
    if (m_nextSweepAt <= 0)
        return {};
    const qint64 left = m_nextSweepAt - m_clock.nowMs();
    return left >= Duration::Minute ? tr("Next sweep in %1").arg(TimeFormat::humanDuration(left))
                                    : tr("Next sweep in less than a minute");
}

QString TrayIcon::lastSweepLine() const
{
    if (m_lastSweepAt <= 0)
        return {};
    const QString at = QLocale().toString(QDateTime::fromMSecsSinceEpoch(m_lastSweepAt).toLocalTime().time(),
                                          QLocale::ShortFormat);
    if (!m_lastError.isEmpty())
        return tr("Last sweep at %1 failed: %2").arg(at, m_lastError);
    if (m_lastRemoved == 0)
        return tr("Last sweep at %1: nothing wilted").arg(at);
    return tr("Last sweep at %1: %2 removed").arg(at, QLocale().toString(m_lastRemoved));
}

void TrayIcon::setLakeName(const QString &name)
{
    m_lakeName = name;
    updateToolTip();
}

QString TrayIcon::title() const
{
    return m_lakeName.isEmpty() ? tr("Tarn") : tr("%1 — Tarn").arg(m_lakeName);
}

QString TrayIcon::toolTipText() const
{
    QStringList lines{title(), countsLine()};
    for (const QString &line : {expiryLine(), scheduleLine(), lastSweepLine()}) {
        if (!line.isEmpty())
            lines << line;
    }
    return lines.join(u'\n');
}

void TrayIcon::updateToolTip()
{
    const QString text = toolTipText();
    if (m_tray->toolTip() != text)
        m_tray->setToolTip(text);
}

} // namespace tarn::ui
