// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "McpHttpSessions.h"

#include <QRandomGenerator>

namespace tarn {

QString McpHttpSessions::open(const QString &protocolVersion)
{
    // 128 random bits: a session id is no secret (the bearer token is),
    // but one client must not guess its way into another's session.
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    const QString id = QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(words), sizeof words).toHex());
    const QMutexLocker lock(&m_mutex);
    m_versions.insert(id, protocolVersion);
    m_order.append(id);
    while (m_order.size() > kMax)
        m_versions.remove(m_order.takeFirst());
    return id;
}

std::optional<QString> McpHttpSessions::versionOf(const QString &sessionId) const
{
    const QMutexLocker lock(&m_mutex);
    const auto it = m_versions.constFind(sessionId);
    if (it == m_versions.cend())
        return std::nullopt;
    return *it;
}

bool McpHttpSessions::close(const QString &sessionId)
{
    const QMutexLocker lock(&m_mutex);
    if (!m_versions.remove(sessionId))
        return false;
    m_order.removeOne(sessionId);
    return true;
}

} // namespace tarn
