// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace tarn {

// Where Tarn keeps secrets (API token hashes, a pending pair code): the OS
// keychain in the app (KeychainSecretStore), memory in unit tests
// (InMemorySecretStore). Calls block until the store answers; they run on
// worker threads or in the CLI, never on the UI thread. There is no
// plain-text fallback: a store that cannot be reached throws.
class SecretStore
{
public:
    virtual ~SecretStore() = default;

    // nullopt when no secret has this key. Throws TarnError (Storage, field
    // "keychain") when the store cannot be reached, saying why.
    virtual std::optional<QByteArray> read(const QString &key) = 0;
    virtual void write(const QString &key, const QByteArray &value) = 0;
    // Removing a key that is not there is not an error.
    virtual void remove(const QString &key) = 0;
};

} // namespace tarn
