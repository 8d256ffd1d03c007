// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SecretStore.h"

#include <QMap>
#include <QMutex>

namespace tarn {

// A SecretStore in memory, for unit tests; it can play an unreachable
// keychain so the refusal paths are tested too.
class InMemorySecretStore : public SecretStore
{
public:
    std::optional<QByteArray> read(const QString &key) override;
    void write(const QString &key, const QByteArray &value) override;
    void remove(const QString &key) override;

    void setUnavailable(bool unavailable);

private:
    void check() const;

    mutable QMutex m_mutex;
    QMap<QString, QByteArray> m_secrets;
    bool m_unavailable = false;
};

} // namespace tarn
