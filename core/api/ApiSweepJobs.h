// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Clock.h"
#include "DecayPolicy.h"

#include <QHash>
#include <QJsonObject>
#include <QMutex>
#include <QThreadPool>
#include <atomic>
#include <optional>

namespace tarn {

// Seed 003 §15.4: a sweep over a scope of more than 100,000 deltas answers
// 202 at once and runs here, on its own thread with its own lake
// connection; GET /v1/jobs/{id} reports on it.
class ApiSweepJobs
{
public:
    ApiSweepJobs(QString lakePath, const Clock &clock);
    ~ApiSweepJobs(); // asks running sweeps to stop after their batch, and waits

    QString start(const QList<DecayPolicy> &policies, const DecaySweepRequest &request);
    // {"id", "status": running|done|failed|cancelled, "progress": 0..1,
    //  "started_at", "finished_at", "response" | "error"}
    std::optional<QJsonObject> status(const QString &id) const;
    bool waitForIdle(int msecs); // tests

private:
    struct Job
    {
        QString status = QStringLiteral("running");
        qint64 done = 0;  // progress: steps of work done ...
        qint64 total = 0; // ... of this many (0 until known)
        qint64 startedAt = 0;
        qint64 finishedAt = 0;
        QJsonObject response;
        QString error;
    };

    QString m_lakePath;
    const Clock &m_clock;
    mutable QMutex m_mutex;
    QHash<QString, Job> m_jobs;
    std::atomic<bool> m_cancel{false};
    QThreadPool m_pool;
};

} // namespace tarn
