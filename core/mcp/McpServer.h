// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "JsonRpcIdScanner.h"
#include "McpTools.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>
#include <optional>

namespace tarn {

// MCP over a stream of newline-delimited JSON-RPC 2.0 messages (stdio):
// one response line per request, nothing for notifications. Every input
// gets an answer or a JSON-RPC error, never a crash.
//
// - Versions: initialize answers the client's protocol version when Tarn
//   speaks it (supportedVersions()), else the newest; what the answers
//   carry follows it (tool titles, output schemas and structuredContent
//   from 2025-06-18, annotations from 2025-03-26).
// - Until initialize, only ping is served: a request before it changes
//   nothing and is told to initialize first.
// - Ids come back as the client wrote them (JsonRpcIdScanner), so a large
//   integer keeps every digit.
// - A line over kMaxLineBytes is not kept: it is read to its end in
//   bounded memory and refused under its own id (nothing for a
//   notification). A last line without a newline is answered at the end
//   of input (finish()).
class McpServer
{
public:
    static constexpr qint64 kMaxLineBytes = 1024 * 1024;
    // Newest first.
    static QStringList supportedVersions();

    explicit McpServer(McpTools &tools);

    // Takes whatever bytes arrived (any split across lines) and returns the
    // response lines they complete, each ending in '\n'.
    QByteArray feed(const QByteArray &bytes);
    // The input ended: answers an unfinished last line.
    QByteArray finish();
    // One message in, its response line out (empty for a notification).
    QByteArray respond(const QByteArray &line);

    // The version initialize settled on; empty before it.
    const QString &protocolVersion() const { return m_version; }
    // A session's version, for a transport that serves each request with a
    // fresh server (HTTP: McpHttpSessions).
    void setProtocolVersion(const QString &version) { m_version = version; }
    // A client with a read-only token: tools that write are refused.
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }

private:
    struct Answer
    {
        QJsonObject body; // {"result": …} or {"error": …}
        bool hasAnswer = true;
        QJsonValue id;    // as parsed (the scanner's raw token is preferred)
    };
    Answer handle(const QByteArray &line, bool *idUsable);
    QJsonObject dispatch(const QString &method, const QJsonObject &params);
    QJsonObject initialize(const QJsonObject &params);
    QByteArray endOfLongLine();

    McpTools &m_tools;
    QString m_version;
    bool m_readOnly = false;
    QByteArray m_pending;       // the unfinished line so far
    bool m_skipping = false;    // inside a line that was too long
    JsonRpcIdScanner m_ids;     // the current line's id
};

} // namespace tarn
