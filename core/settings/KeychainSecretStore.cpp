// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeychainSecretStore.h"

#include "TarnError.h"
#include "WorkerThread.h"

#include <QCoreApplication>
#include <QSemaphore>
#include <QThread>
#include <qt6keychain/keychain.h>

namespace tarn {

namespace {

struct KeychainText
{
    Q_DECLARE_TR_FUNCTIONS(KeychainSecretStore)
};

enum class Op { Read, Write, Remove };

// What a finished job said, copied out before the job is deleted.
struct Outcome
{
    QKeychain::Error error = QKeychain::NoError;
    QString errorString;
    QByteArray data;
};

[[noreturn]] void fail(const Outcome &outcome)
{
    // QtKeychain 0.13 reports "no Secret Service on the bus" as OtherError,
    // so every failure reads as "the keychain cannot be used", with Qt's reason.
    const QString why = outcome.error == QKeychain::AccessDeniedByUser || outcome.error == QKeychain::AccessDenied
                            ? KeychainText::tr("access to the keychain was denied (%1)").arg(outcome.errorString)
                            : KeychainText::tr("no keychain (Secret Service) is reachable: %1").arg(outcome.errorString);
    throw TarnError(TarnError::Kind::Storage, why, QStringLiteral("keychain"));
}

// Runs one job on `context`'s thread and waits for its answer. The job is
// made, started and read there; this thread only waits.
Outcome runJob(QObject *context, const QString &service, Op op, const QString &key, const QByteArray &value)
{
    Outcome outcome;
    QSemaphore done;
    QMetaObject::invokeMethod(context, [&] {
        QKeychain::Job *job = nullptr;
        if (op == Op::Read) {
            job = new QKeychain::ReadPasswordJob(service);
        } else if (op == Op::Write) {
            auto *write = new QKeychain::WritePasswordJob(service);
            write->setBinaryData(value);
            job = write;
        } else {
            job = new QKeychain::DeletePasswordJob(service);
        }
        job->setKey(key);
        job->setAutoDelete(false);
        // Never write secrets to a plain file when the keychain is missing.
        job->setInsecureFallback(false);
        QObject::connect(job, &QKeychain::Job::finished, context, [&, job] {
            outcome.error = job->error();
            outcome.errorString = job->errorString();
            if (auto *read = qobject_cast<QKeychain::ReadPasswordJob *>(job))
                outcome.data = read->binaryData();
            job->deleteLater();
            done.release();
        });
        job->start();
    });
    done.acquire();
    return outcome;
}

void stopKeychainThread();

// The one thread every keychain job of this process runs on. It stops
// when the application object goes (a post routine), before static
// destruction, so no thread outlives the event machinery it needs.
struct KeychainThread
{
    WorkerThread thread{QStringLiteral("tarn-keychain")};
    QObject *context = thread.host(new QObject); // the jobs' thread

    KeychainThread() { qAddPostRoutine(stopKeychainThread); }
    void stop() { thread.stop(); }
};

Q_GLOBAL_STATIC(KeychainThread, keychainThread)

void stopKeychainThread()
{
    if (keychainThread.exists())
        keychainThread->stop();
}

QObject *keychainContext()
{
    // After the application object is gone nothing would answer a job.
    if (!keychainThread->thread.isRunning())
        throw TarnError(TarnError::Kind::Storage, KeychainText::tr("the keychain is closed: Tarn is shutting down"),
                        QStringLiteral("keychain"));
    return keychainThread->context;
}

} // namespace

KeychainSecretStore::KeychainSecretStore(QString service) : m_service(std::move(service)) {}

std::optional<QByteArray> KeychainSecretStore::read(const QString &key)
{
    const Outcome outcome = runJob(keychainContext(), m_service, Op::Read, key, {});
    if (outcome.error == QKeychain::EntryNotFound)
        return std::nullopt;
    if (outcome.error != QKeychain::NoError)
        fail(outcome);
    return outcome.data;
}

void KeychainSecretStore::write(const QString &key, const QByteArray &value)
{
    const Outcome outcome = runJob(keychainContext(), m_service, Op::Write, key, value);
    if (outcome.error != QKeychain::NoError)
        fail(outcome);
}

void KeychainSecretStore::remove(const QString &key)
{
    const Outcome outcome = runJob(keychainContext(), m_service, Op::Remove, key, {});
    if (outcome.error != QKeychain::NoError && outcome.error != QKeychain::EntryNotFound)
        fail(outcome);
}

} // namespace tarn
