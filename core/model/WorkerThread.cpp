// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WorkerThread.h"

namespace tarn {

WorkerThread::WorkerThread(const QString &name)
{
    m_thread.setObjectName(name);
}

WorkerThread::~WorkerThread()
{
    stop();
}

void WorkerThread::adopt(QObject *worker)
{
    worker->moveToThread(&m_thread);
    QObject::connect(&m_thread, &QThread::finished, worker, &QObject::deleteLater);
    m_thread.start();
}

void WorkerThread::stop()
{
    m_thread.quit();
    m_thread.wait();
}

} // namespace tarn
