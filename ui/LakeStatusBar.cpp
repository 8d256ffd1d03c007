// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeStatusBar.h"

#include "Clock.h"
#include "EmbeddingConfig.h"
#include "TimeFormat.h"

#include <QDateTime>
#include <QLabel>
#include <QLocale>

namespace tarn::ui {

LakeStatusBar::LakeStatusBar(const Clock &clock, QWidget *parent) : QStatusBar(parent), m_clock(clock)
{
    m_counts = new QLabel(this);
    m_sweep = new QLabel(this);
    m_counts->setObjectName(QStringLiteral("countsLabel"));
    m_sweep->setObjectName(QStringLiteral("sweepLabel"));
    // Counts on the left (a passing message may cover them), the sweep
    // clock on the right where it stays.
    m_connection = new QLabel(this);
    m_connection->setObjectName(QStringLiteral("connectionLabel"));
    m_connection->setAccessibleName(tr("Connection to the lake"));
    m_connection->hide();
    addWidget(m_counts, 1);
    m_embedding = new QLabel(this);
    m_embedding->setObjectName(QStringLiteral("embeddingLabel"));
    m_embedding->hide();
    // Permanent, so no passing message hides it while the server is away.
    addPermanentWidget(m_connection);
    addPermanentWidget(m_embedding);
    addPermanentWidget(m_sweep);
    m_counts->setText(tr("Reading the lake…"));
    updateSweepLabel();
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &LakeStatusBar::updateSweepLabel);
    m_timer.start();
}

QString LakeStatusBar::countsText() const
{
    return m_counts->text();
}

void LakeStatusBar::setConnectionProblem(const QString &text, const QString &detail)
{
    m_connection->setText(text.isEmpty() ? QString() : QStringLiteral("⚠ ") + text);
    m_connection->setToolTip(detail);
    m_connection->setVisible(!text.isEmpty());
}

QString LakeStatusBar::connectionText() const
{
    return m_connection->isHidden() ? QString() : m_connection->text();
}

QString LakeStatusBar::embeddingText() const
{
    return m_embedding->isHidden() ? QString() : m_embedding->text();
}

void LakeStatusBar::setEmbedding(const EmbeddingProgress &progress)
{
    if (!progress.enabled) {
        m_embedding->hide();
        return;
    }
    const QLocale locale;
    // The built-in word vectors are named as what they are, not by their model name.
    const bool words = progress.model == EmbeddingConfig::wordVectors().model;
    const QString from = words ? tr("Tarn's word vectors") : progress.model;
    if (!progress.error.isEmpty() && words) {
        m_embedding->setText(tr("Recall by meaning is off: the word vectors are not installed"));
        m_embedding->setToolTip(tr("%1\nRecall uses words only.").arg(progress.error));
    } else if (!progress.error.isEmpty()) {
        m_embedding->setText(tr("Recall by meaning paused: the embedding server does not answer"));
        m_embedding->setToolTip(tr("%1\nRecall uses words only until it answers; Tarn tries again.").arg(progress.error));
    } else if (progress.embedded < progress.total) {
        m_embedding->setText(tr("Embedding %1 of %2").arg(locale.toString(progress.embedded), locale.toString(progress.total)));
        m_embedding->setToolTip(tr("Giving each memory a vector with %1, for recall by meaning").arg(from));
    } else {
        m_embedding->setText(tr("Recall by meaning: %1 embedded").arg(locale.toString(progress.embedded)));
        m_embedding->setToolTip(tr("Every memory has a vector from %1").arg(from));
    }
    m_embedding->show();
}

QString LakeStatusBar::sweepText() const
{
    return m_sweep->text();
}

void LakeStatusBar::setStats(const LakeStats &stats)
{
    const QLocale locale;
    m_counts->setText(tr("%1 deltas: %2 authored, %3 observed · lake %4")
                          .arg(locale.toString(stats.total), locale.toString(stats.authored),
                               locale.toString(stats.observed), locale.formattedDataSize(stats.fileBytes)));
    m_expiredPending = stats.expiredPending;
    updateCountsToolTip();
}

void LakeStatusBar::setLakeLocation(const QString &display)
{
    m_lakeLocation = display;
    updateCountsToolTip();
}

void LakeStatusBar::updateCountsToolTip()
{
    QStringList lines;
    if (!m_lakeLocation.isEmpty())
        lines << tr("Lake: %1").arg(m_lakeLocation);
    if (m_expiredPending > 0)
        lines << tr("%n expired, waiting for the reaper", nullptr, int(m_expiredPending));
    m_counts->setToolTip(lines.join(u'\n'));
}

void LakeStatusBar::setSweepRunning()
{
    m_running = true;
    updateSweepLabel();
}

void LakeStatusBar::setSweepFinished(const SweepReport &report)
{
    m_running = false;
    if (report.dryRun)
        return updateSweepLabel();
    // A sweep is a reap then a soft decay: the reap sets the time, each adds
    // what it removed, so the label reads as one sweep.
    if (report.kind == SweepKind::Reap || report.startedAt - m_lastSweepAt > Duration::Minute) {
        m_lastSweepAt = report.startedAt;
        m_lastRemoved = 0;
        m_lastError.clear();
    }
    m_lastRemoved += report.removed;
    if (!report.error.isEmpty())
        m_lastError = report.error;
    updateSweepLabel();
}

void LakeStatusBar::setSchedule(qint64 nextReapAt, qint64 nextDecayAt)
{
    m_nextSweepAt = std::min(nextReapAt, nextDecayAt);
    updateSweepLabel();
}

void LakeStatusBar::setPaused(bool paused)
{
    m_paused = paused;
    updateSweepLabel();
}

void LakeStatusBar::setSchedulerFailed(const QString &message)
{
    m_schedulerError = message;
    updateSweepLabel();
}

void LakeStatusBar::updateSweepLabel()
{
    if (!m_schedulerError.isEmpty()) {
        m_sweep->setText(tr("Reaper stopped: %1").arg(m_schedulerError));
        return;
    }
    QStringList parts;
    if (m_paused) {
        m_sweep->setText(tr("Scheduler paused"));
        return;
    }
    if (m_running) {
        parts << tr("Sweeping…");
    } else if (m_lastSweepAt > 0) {
        const QString at = QDateTime::fromMSecsSinceEpoch(m_lastSweepAt).toLocalTime().toString(QStringLiteral("HH:mm"));
        if (!m_lastError.isEmpty())
            parts << tr("Last sweep %1 failed: %2").arg(at, m_lastError);
        else if (m_lastRemoved == 0)
            parts << tr("Last sweep %1, nothing wilted").arg(at);
        else
            parts << tr("Last sweep %1, %n removed", nullptr, int(m_lastRemoved)).arg(at);
    } else {
        parts << tr("No sweep yet");
    }
    if (!m_running && m_nextSweepAt > 0) {
        const qint64 left = m_nextSweepAt - m_clock.nowMs();
        parts << (left > Duration::Second ? tr("next in %1").arg(TimeFormat::humanDuration(left)) : tr("next now"));
    }
    m_sweep->setText(parts.join(QStringLiteral(" · ")));
}

} // namespace tarn::ui
