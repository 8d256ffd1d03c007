// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrlQuery>

namespace tarn {

class TarnError;

// One HTTP request as the API's handlers see it: the router has already
// checked the token and split the path.
struct ApiRequest
{
    QString method;      // GET, POST, ...
    QStringList path;    // "/v1/deltas/abc" -> {"v1", "deltas", "abc"}
    QUrlQuery query;
    QByteArray body;
    QString tokenName;   // the paired client, for the audit's actor
    // MCP's streamable HTTP transport (/mcp): the headers it reads.
    QString mcpSessionId;       // Mcp-Session-Id
    QString mcpProtocolVersion; // MCP-Protocol-Version
};

// What a handler answers: a status and a JSON body (object or array).
struct ApiResponse
{
    int status = 200;
    QJsonObject body;
    QList<QPair<QByteArray, QByteArray>> headers;
    // Deltas the answer recalled: counted afterwards, off the answer's path.
    QStringList touched;
    // Bytes sent as they are instead of `body` (an MCP answer keeps the
    // client's id exactly as it came); with noBody, nothing at all (202).
    QByteArray rawBody;
    bool noBody = false;

    // {"error": {"code", "message", "field"}}: every refusal looks alike, and
    // names the field at fault when there is one.
    static ApiResponse error(int status, const QString &code, const QString &message, const QString &field = {});
    // Maps the core's refusals: invalid input 400, not found 404, storage
    // 500, a full disk 507, a read-only or busy lake or a lost connection
    // to its server 503.
    static ApiResponse fromError(const TarnError &e);
};

} // namespace tarn
