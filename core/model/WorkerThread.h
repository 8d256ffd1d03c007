// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QThread>

namespace tarn {

// A named thread that hosts one worker QObject, the way every host in the
// core does it (the lake's reader and writer, the scheduler, the sources,
// the API, the keychain): the worker moves onto the thread and is deleted
// there when the thread finishes, so its timers, sockets and lake
// connection live and die on one thread. Calls to the worker are queued
// invocations; its answers come back as queued signals.
//
// stop() asks the thread's event loop to quit and waits for it: a call
// already running finishes; what is still queued when the loop ends is
// dropped with it. A host that must wind its worker down first (stop a
// timer, cancel a sweep) does so in its own destructor before calling
// stop(); the destructor here only stops a thread still running.
class WorkerThread
{
public:
    explicit WorkerThread(const QString &name);
    ~WorkerThread();
    WorkerThread(const WorkerThread &) = delete;
    WorkerThread &operator=(const WorkerThread &) = delete;

    // Moves `worker` (which must have no parent) onto the thread, which
    // deletes it when it finishes, and starts the thread. Returns it.
    template <class Worker>
    Worker *host(Worker *worker)
    {
        adopt(worker);
        return worker;
    }

    void stop();
    bool isRunning() const { return m_thread.isRunning(); }

private:
    void adopt(QObject *worker);

    QThread m_thread;
};

} // namespace tarn
