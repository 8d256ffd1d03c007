// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Clock.h"

#include <QList>
#include <QMutex>
#include <QString>
#include <QWaitCondition>
#include <deque>
#include <functional>

class QSemaphore;
class QThread;

namespace tarn {

class Lake;

// A few threads, each with its own connection to one lake, taking jobs from
// one queue. The API runs its reads on one set of these and its writes on
// another (of one thread), so a write waiting out another process's write
// lock holds up neither the socket thread nor any read: SQLite's WAL lets
// readers go on beside a writer. A worker opens its lake on its own thread,
// as Qt Sql requires, before the constructor returns (and again at a job
// if that failed).
class LakeWorkers
{
public:
    // `lake` is null when it could not be opened; `openError` says why.
    using Job = std::function<void(Lake *lake, const QString &openError)>;

    LakeWorkers(QString lakePath, const Clock &clock, int threads, const QString &name);
    ~LakeWorkers(); // queued jobs are dropped; a running job finishes first
    LakeWorkers(const LakeWorkers &) = delete;
    LakeWorkers &operator=(const LakeWorkers &) = delete;

    void post(Job job);
    int threadCount() const { return int(m_threads.size()); }

private:
    void run(QSemaphore &opened);

    QString m_lakePath;
    const Clock &m_clock;
    QList<QThread *> m_threads;
    QMutex m_mutex;
    QWaitCondition m_wake;
    std::deque<Job> m_queue;
    bool m_stopping = false;
};

} // namespace tarn
