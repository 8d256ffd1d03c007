// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Embedder.h"
#include "LakeTypes.h"
#include "SweepReport.h"

#include <QStatusBar>
#include <QTimer>

class QLabel;

namespace tarn {
class Clock;
}

namespace tarn::ui {

// The window's foot: how much is in the lake, when the reaper last ran and
// how long until it runs again. It keeps its own one-second timer for the
// countdown; the numbers come from the worker and the scheduler's signals.
class LakeStatusBar : public QStatusBar
{
    Q_OBJECT
public:
    explicit LakeStatusBar(const Clock &clock, QWidget *parent = nullptr);

    void setStats(const LakeStats &stats);
    // The lake's server dropped the connection: said until it is back
    // (empty hides it), with the server's words as its tooltip, while the
    // counts stay as they were.
    void setConnectionProblem(const QString &text, const QString &detail = {});
    QString connectionText() const;
    // Where the lake is, in full (a path, or a server address without its
    // password), as the counts' tooltip: the title has only its short name.
    void setLakeLocation(const QString &display);
    void setSweepRunning();
    void setSweepFinished(const SweepReport &report);
    void setSchedule(qint64 nextReapAt, qint64 nextDecayAt);
    void setSchedulerFailed(const QString &message);
    void setPaused(bool paused);
    // The background embedder (issue 20): "Embedding 1,234 of 5,000", or
    // that recall is lexical while the server does not answer; hidden when off.
    void setEmbedding(const tarn::EmbeddingProgress &progress);

    QString countsText() const;
    QString embeddingText() const;
    QString sweepText() const;

private:
    void updateSweepLabel();
    void updateCountsToolTip();

    const Clock &m_clock;
    QLabel *m_counts;
    QLabel *m_sweep;
    QLabel *m_embedding;
    QLabel *m_connection;
    QTimer m_timer;
    bool m_running = false;
    bool m_paused = false;
    qint64 m_lastSweepAt = 0;
    qint64 m_lastRemoved = 0;
    QString m_lastError;
    QString m_schedulerError;
    QString m_lakeLocation;
    qint64 m_expiredPending = 0;
    qint64 m_nextSweepAt = 0;
};

} // namespace tarn::ui
