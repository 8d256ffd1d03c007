// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QList>
#include <QMutex>
#include <QString>
#include <optional>

namespace tarn {

// The sessions of MCP's streamable HTTP transport (the API's /mcp): each
// initialize opens one (an Mcp-Session-Id the client sends back) and
// remembers the protocol version it settled on. Bounded: past kMax the
// oldest session is dropped, and its client, told 404, initializes again
// as the spec has it. Thread-safe (the API's workers share it).
class McpHttpSessions
{
public:
    static constexpr int kMax = 256;

    QString open(const QString &protocolVersion);
    std::optional<QString> versionOf(const QString &sessionId) const;
    bool close(const QString &sessionId);

private:
    mutable QMutex m_mutex;
    QHash<QString, QString> m_versions; // id -> protocol version
    QList<QString> m_order;             // oldest first
};

} // namespace tarn
