// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeWorkers.h"

#include "Lake.h"
#include "TarnError.h"

#include <QSemaphore>
#include <QThread>

namespace tarn {

LakeWorkers::LakeWorkers(QString lakePath, const Clock &clock, int threads, const QString &name)
    : m_lakePath(std::move(lakePath)), m_clock(clock)
{
    // Every worker opens its lake before the constructor returns, as the
    // one connection it replaces did: a lake that can be opened now keeps
    // being served when the disk fills or goes read-only later.
    QSemaphore opened;
    const int count = std::max(1, threads);
    for (int i = 0; i < count; ++i) {
        QThread *thread = QThread::create([this, &opened] { run(opened); });
        thread->setObjectName(QStringLiteral("%1-%2").arg(name).arg(i));
        m_threads << thread;
        thread->start();
    }
    opened.acquire(count);
}

LakeWorkers::~LakeWorkers()
{
    {
        const QMutexLocker lock(&m_mutex);
        m_stopping = true;
        m_queue.clear();
    }
    m_wake.wakeAll();
    for (QThread *thread : std::as_const(m_threads)) {
        thread->wait();
        delete thread;
    }
}

void LakeWorkers::post(Job job)
{
    {
        const QMutexLocker lock(&m_mutex);
        if (m_stopping)
            return;
        m_queue.push_back(std::move(job));
    }
    m_wake.wakeOne();
}

namespace {

QString openLake(Lake &lake, const QString &path)
{
    try {
        OpenOptions options;
        options.create = false; // the server created it before any worker ran
        lake.open(path, options);
    } catch (const TarnError &e) {
        return e.message();
    }
    return {};
}

} // namespace

void LakeWorkers::run(QSemaphore &opened)
{
    Lake lake(m_clock);
    openLake(lake, m_lakePath);
    opened.release();
    for (;;) {
        Job job;
        {
            QMutexLocker lock(&m_mutex);
            while (m_queue.empty() && !m_stopping)
                m_wake.wait(&m_mutex);
            if (m_stopping)
                return;
            job = std::move(m_queue.front());
            m_queue.pop_front();
        }
        const QString openError = lake.isOpen() ? QString() : openLake(lake, m_lakePath);
        job(lake.isOpen() ? &lake : nullptr, openError);
    }
}

} // namespace tarn
