// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "InMemorySecretStore.h"

#include "TarnError.h"

namespace tarn {

void InMemorySecretStore::check() const
{
    if (m_unavailable)
        throw TarnError(TarnError::Kind::Storage, QStringLiteral("no keychain is reachable (test store switched off)"),
                        QStringLiteral("keychain"));
}

std::optional<QByteArray> InMemorySecretStore::read(const QString &key)
{
    const QMutexLocker lock(&m_mutex);
    check();
    const auto it = m_secrets.constFind(key);
    return it == m_secrets.cend() ? std::nullopt : std::optional<QByteArray>(*it);
}

void InMemorySecretStore::write(const QString &key, const QByteArray &value)
{
    const QMutexLocker lock(&m_mutex);
    check();
    m_secrets.insert(key, value);
}

void InMemorySecretStore::remove(const QString &key)
{
    const QMutexLocker lock(&m_mutex);
    check();
    m_secrets.remove(key);
}

void InMemorySecretStore::setUnavailable(bool unavailable)
{
    const QMutexLocker lock(&m_mutex);
    m_unavailable = unavailable;
}

} // namespace tarn
