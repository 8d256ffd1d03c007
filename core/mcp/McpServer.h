// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "McpTools.h"

#include <QByteArray>
#include <QJsonObject>
#include <optional>

namespace tarn {

// MCP over stdio (protocol version 2025-06-18): newline-delimited JSON-RPC
// 2.0 requests in, one response line per request out, nothing for
// notifications. Every input gets an answer or a JSON-RPC error, never a
// crash; a line over 1 MiB is refused and skipped.
class McpServer
{
public:
    static constexpr const char *kProtocolVersion = "2025-06-18";
    static constexpr qint64 kMaxLineBytes = 1024 * 1024;

    explicit McpServer(McpTools &tools);

    // Takes whatever bytes arrived (any split across lines) and returns the
    // response lines they complete, each ending in '\n'.
    QByteArray feed(const QByteArray &bytes);
    // One message in, the response out (nullopt for a notification).
    std::optional<QJsonObject> handle(const QByteArray &line);

private:
    QJsonObject dispatch(const QJsonValue &id, const QString &method, const QJsonValue &params);

    McpTools &m_tools;
    QByteArray m_pending;     // the unfinished line so far
    bool m_skipping = false;  // inside a line that was too long
};

} // namespace tarn
