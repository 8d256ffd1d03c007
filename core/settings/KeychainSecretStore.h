// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SecretStore.h"

namespace tarn {

// The OS keychain through QtKeychain (the Secret Service on Linux), service
// "tarn". QtKeychain's jobs are asynchronous and answer through an event
// loop. They all run on one keychain thread per process (QtKeychain queues
// jobs in a singleton that lives in the thread that first used it), and a
// caller waits on a semaphore, not in a nested event loop: a nested loop on the caller's
// thread would run whatever else that thread has queued (the API server's
// next request, say) in the middle of the call, and a request that came
// back into the token check it interrupted deadlocked `tarn serve`. Safe to
// share between threads; calls block, so keep them off the UI thread.
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
