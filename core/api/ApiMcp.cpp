// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// MCP's streamable HTTP transport on the API (issue 23): /mcp, so a client
// talks to the running Tarn (the window or `tarn serve`) instead of
// spawning its own process. The same bearer tokens, Host and Origin rules
// and limits as every other endpoint (ApiServer::judgeHead); the messages
// are McpServer's. Each POST carries one JSON-RPC message and gets its
// answer as application/json (or 202 for a notification); initialize
// opens a session (Mcp-Session-Id) that remembers the protocol version.
// No server-initiated stream is offered: GET answers 405, as the spec allows.
#include "ApiServer.h"

#include "McpHttpSessions.h"
#include "McpServer.h"
#include "McpTools.h"
#include "Lake.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace tarn {

namespace {

struct ApiMcpText
{
    Q_DECLARE_TR_FUNCTIONS(ApiServer)
};

bool isInitialize(const QByteArray &body)
{
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    return doc.isObject() && doc.object().value(QStringLiteral("method")).toString() == u"initialize";
}

} // namespace

ApiResponse ApiServer::mcp(Lake &lake, const ApiRequest &r, TokenScope scope)
{
    if (r.method == u"GET") {
        ApiResponse no = ApiResponse::error(405, QStringLiteral("method_not_allowed"),
                                            ApiMcpText::tr("Tarn offers no server-initiated stream; POST messages to /mcp"));
        no.headers.append(qMakePair(QByteArray("Allow"), QByteArray("POST, DELETE")));
        return no;
    }
    if (r.method == u"DELETE") {
        if (!m_mcpSessions->close(r.mcpSessionId))
            return ApiResponse::error(404, QStringLiteral("no_session"), ApiMcpText::tr("no such MCP session"));
        ApiResponse closed;
        closed.noBody = true;
        return closed;
    }
    lake.setActor(QStringLiteral("api:") + r.tokenName);
    McpTools tools(lake, [this] { return decayPolicies(); }, [this] { return memorySettings(); });
    McpServer server(tools);
    server.setReadOnly(scope != TokenScope::Write);
    const bool opening = isInitialize(r.body);
    if (!opening) {
        if (r.mcpSessionId.isEmpty())
            return ApiResponse::error(400, QStringLiteral("no_session"),
                                      ApiMcpText::tr("send initialize first; every later message carries its Mcp-Session-Id"));
        const std::optional<QString> version = m_mcpSessions->versionOf(r.mcpSessionId);
        if (!version)
            return ApiResponse::error(404, QStringLiteral("no_session"),
                                      ApiMcpText::tr("no such MCP session (it ended or was dropped); initialize again"));
        if (!r.mcpProtocolVersion.isEmpty() && !McpServer::supportedVersions().contains(r.mcpProtocolVersion))
            return ApiResponse::error(400, QStringLiteral("protocol_version"),
                                      ApiMcpText::tr("MCP-Protocol-Version %1 is not one Tarn speaks (%2)")
                                          .arg(r.mcpProtocolVersion, McpServer::supportedVersions().join(QStringLiteral(", "))));
        server.setProtocolVersion(*version);
    }
    ApiResponse out;
    out.rawBody = server.respond(r.body.trimmed());
    if (out.rawBody.isEmpty()) {
        out.status = 202; // a notification or a response: nothing to answer
        out.noBody = true;
        return out;
    }
    if (opening && !server.protocolVersion().isEmpty())
        out.headers.append(qMakePair(QByteArray("Mcp-Session-Id"), m_mcpSessions->open(server.protocolVersion()).toLatin1()));
    return out;
}

} // namespace tarn
