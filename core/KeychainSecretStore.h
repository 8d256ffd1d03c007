#pragma once

#include "SecretStore.h"

namespace tarn {

// The OS keychain through QtKeychain (the Secret Service on Linux), service
// "tarn". QtKeychain's jobs are asynchronous; each call here runs one job
// in a local event loop, so callers must be off the UI thread.
class KeychainSecretStore : public SecretStore
{
public:
    explicit KeychainSecretStore(QString service = QStringLiteral("tarn"));

    std::optional<QByteArray> read(const QString &key) override;
    void write(const QString &key, const QByteArray &value) override;
    void remove(const QString &key) override;

private:
    QString m_service;
};

} // namespace tarn
