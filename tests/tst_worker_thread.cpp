// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// WorkerThread: the worker runs on a named thread of its own, calls to it
// are queued there, and stop() waits for the call in progress and deletes
// the worker on its thread.

#include "WorkerThread.h"

#include <QPointer>
#include <QSemaphore>
#include <QTest>
#include <atomic>

using namespace tarn;

namespace {
// Records where it was deleted.
class Worker : public QObject
{
public:
    explicit Worker(std::atomic<QThread *> &deletedOn) : m_deletedOn(deletedOn) {}
    ~Worker() override { m_deletedOn = QThread::currentThread(); }

private:
    std::atomic<QThread *> &m_deletedOn;
};
} // namespace

class TestWorkerThread : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hostsTheWorkerOnItsOwnNamedThread()
    {
        std::atomic<QThread *> deletedOn{nullptr};
        WorkerThread thread(QStringLiteral("tarn-test"));
        QPointer<Worker> worker = thread.host(new Worker(deletedOn));
        QVERIFY(thread.isRunning());
        QThread *workerThread = worker->thread();
        QVERIFY(workerThread != QThread::currentThread());
        QCOMPARE(workerThread->objectName(), QStringLiteral("tarn-test"));

        QString ranOn;
        QMetaObject::invokeMethod(worker, [&] { ranOn = QThread::currentThread()->objectName(); },
                                  Qt::BlockingQueuedConnection);
        QCOMPARE(ranOn, QStringLiteral("tarn-test"));

        thread.stop();
        QVERIFY(!thread.isRunning());
        QVERIFY(worker.isNull());
        QCOMPARE(deletedOn.load(), workerThread);
        thread.stop(); // a second stop, and the destructor's, do nothing
    }

    void stopWaitsForTheRunningCall()
    {
        std::atomic<QThread *> deletedOn{nullptr};
        WorkerThread thread(QStringLiteral("tarn-test"));
        Worker *worker = thread.host(new Worker(deletedOn));
        QSemaphore started;
        std::atomic<bool> finished{false};
        QMetaObject::invokeMethod(worker, [&] {
            started.release();
            QThread::msleep(200);
            finished = true;
        });
        started.acquire();
        thread.stop();
        QVERIFY(finished.load());
        QVERIFY(deletedOn.load() != nullptr);
    }
};

QTEST_GUILESS_MAIN(TestWorkerThread)
#include "tst_worker_thread.moc"
