#include "KeychainSecretStore.h"

#include "TarnError.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <qt6keychain/keychain.h>

namespace tarn {

namespace {

struct KeychainText
{
    Q_DECLARE_TR_FUNCTIONS(KeychainSecretStore)
};

void run(QKeychain::Job &job)
{
    job.setAutoDelete(false);
    // Never write secrets to a plain file when the keychain is missing.
    job.setInsecureFallback(false);
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
}

[[noreturn]] void fail(const QKeychain::Job &job)
{
    // QtKeychain 0.13 reports "no Secret Service on the bus" as OtherError,
    // so every failure reads as "the keychain cannot be used", with Qt's reason.
    const QString why = job.error() == QKeychain::AccessDeniedByUser || job.error() == QKeychain::AccessDenied
                            ? KeychainText::tr("access to the keychain was denied (%1)").arg(job.errorString())
                            : KeychainText::tr("no keychain (Secret Service) is reachable: %1").arg(job.errorString());
    throw TarnError(TarnError::Kind::Storage, why, QStringLiteral("keychain"));
}

} // namespace

KeychainSecretStore::KeychainSecretStore(QString service) : m_service(std::move(service)) {}

std::optional<QByteArray> KeychainSecretStore::read(const QString &key)
{
    QKeychain::ReadPasswordJob job(m_service);
    job.setKey(key);
    run(job);
    if (job.error() == QKeychain::EntryNotFound)
        return std::nullopt;
    if (job.error() != QKeychain::NoError)
        fail(job);
    return job.binaryData();
}

void KeychainSecretStore::write(const QString &key, const QByteArray &value)
{
    QKeychain::WritePasswordJob job(m_service);
    job.setKey(key);
    job.setBinaryData(value);
    run(job);
    if (job.error() != QKeychain::NoError)
        fail(job);
}

void KeychainSecretStore::remove(const QString &key)
{
    QKeychain::DeletePasswordJob job(m_service);
    job.setKey(key);
    run(job);
    if (job.error() != QKeychain::NoError && job.error() != QKeychain::EntryNotFound)
        fail(job);
}

} // namespace tarn
