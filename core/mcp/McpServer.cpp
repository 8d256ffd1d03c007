// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "McpServer.h"

#include "McpLogging.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace tarn {

namespace {

struct McpServerText
{
    Q_DECLARE_TR_FUNCTIONS(McpServer)
};

enum RpcError { ParseError = -32700, InvalidRequest = -32600, MethodNotFound = -32601, InvalidParams = -32602 };

QJsonObject error(const QJsonValue &id, int code, const QString &message)
{
    return {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
            {QStringLiteral("id"), id},
            {QStringLiteral("error"), QJsonObject{{QStringLiteral("code"), code}, {QStringLiteral("message"), message}}}};
}

QJsonObject result(const QJsonValue &id, const QJsonObject &value)
{
    return {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), id}, {QStringLiteral("result"), value}};
}

QByteArray line(const QJsonObject &message)
{
    return QJsonDocument(message).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace

McpServer::McpServer(McpTools &tools) : m_tools(tools) {}

QByteArray McpServer::feed(const QByteArray &bytes)
{
    QByteArray out;
    qsizetype start = 0;
    for (;;) {
        const qsizetype newline = bytes.indexOf('\n', start);
        const QByteArray piece = bytes.mid(start, newline < 0 ? -1 : newline - start);
        if (!m_skipping)
            m_pending += piece;
        if (m_pending.size() > kMaxLineBytes) {
            // Too long: drop it to its end, answer once, carry on.
            m_pending.clear();
            m_skipping = true;
            out += line(error(QJsonValue::Null, InvalidRequest,
                              McpServerText::tr("message larger than %1 bytes; refused").arg(kMaxLineBytes)));
        }
        if (newline < 0)
            return out;
        if (!m_skipping && !m_pending.trimmed().isEmpty())
            if (const auto response = handle(m_pending))
                out += line(*response);
        m_pending.clear();
        m_skipping = false;
        start = newline + 1;
    }
}

std::optional<QJsonObject> McpServer::handle(const QByteArray &line)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &parse);
    if (parse.error != QJsonParseError::NoError)
        return error(QJsonValue::Null, ParseError, McpServerText::tr("parse error at offset %1: %2")
                                                        .arg(parse.offset)
                                                        .arg(parse.errorString()));
    if (doc.isArray())
        return error(QJsonValue::Null, InvalidRequest,
                     McpServerText::tr("JSON-RPC batches are not part of MCP 2025-06-18; send one message per line"));
    const QJsonObject message = doc.object();
    const QJsonValue id = message.value(QStringLiteral("id"));
    const bool hasId = message.contains(QStringLiteral("id"));
    if (hasId && !id.isString() && !id.isDouble())
        return error(QJsonValue::Null, InvalidRequest, McpServerText::tr("id must be a string or a number"));
    if (message.value(QStringLiteral("jsonrpc")).toString() != u"2.0" || !message.value(QStringLiteral("method")).isString()) {
        if (!hasId && (message.contains(QStringLiteral("result")) || message.contains(QStringLiteral("error"))))
            return std::nullopt; // a response to nothing we asked: ignore
        return error(hasId ? id : QJsonValue(QJsonValue::Null), InvalidRequest,
                     McpServerText::tr("not a JSON-RPC 2.0 request (jsonrpc \"2.0\" and a method are required)"));
    }
    const QString method = message.value(QStringLiteral("method")).toString();
    if (!hasId)
        return std::nullopt; // notifications (notifications/initialized, cancelled, ...) get no answer
    const QJsonValue params = message.value(QStringLiteral("params"));
    if (!params.isUndefined() && !params.isObject())
        return error(id, InvalidParams, McpServerText::tr("params must be an object"));
    return dispatch(id, method, params);
}

QJsonObject McpServer::dispatch(const QJsonValue &id, const QString &method, const QJsonValue &params)
{
    qCDebug(lcMcp, "request: %s", qUtf8Printable(method));
    const QJsonObject p = params.toObject();
    if (method == u"initialize")
        return result(id, QJsonObject{
                              {QStringLiteral("protocolVersion"), QString::fromLatin1(kProtocolVersion)},
                              {QStringLiteral("capabilities"),
                               QJsonObject{{QStringLiteral("tools"), QJsonObject{{QStringLiteral("listChanged"), false}}}}},
                              {QStringLiteral("serverInfo"),
                               QJsonObject{{QStringLiteral("name"), QStringLiteral("tarn")},
                                           {QStringLiteral("title"), QStringLiteral("Tarn memory lake")},
                                           {QStringLiteral("version"), QCoreApplication::applicationVersion()}}},
                              {QStringLiteral("instructions"),
                               QStringLiteral("Tarn is the person's local memory lake. Recall before answering from memory; "
                                              "remember what they ask you to keep; affirm, refute or reply to observations "
                                              "they react to.")}});
    if (method == u"ping")
        return result(id, QJsonObject{});
    if (method == u"tools/list")
        return result(id, QJsonObject{{QStringLiteral("tools"), m_tools.list()}});
    if (method == u"tools/call") {
        const QJsonValue name = p.value(QStringLiteral("name"));
        if (!name.isString())
            return error(id, InvalidParams, McpServerText::tr("tools/call needs params.name"));
        if (!m_tools.has(name.toString()))
            return error(id, InvalidParams, McpServerText::tr("unknown tool: %1").arg(name.toString()));
        const QJsonValue arguments = p.value(QStringLiteral("arguments"));
        if (!arguments.isUndefined() && !arguments.isNull() && !arguments.isObject())
            return error(id, InvalidParams, McpServerText::tr("params.arguments must be an object"));
        return result(id, m_tools.call(name.toString(), arguments.toObject()));
    }
    return error(id, MethodNotFound, McpServerText::tr("method not found: %1").arg(method));
}

} // namespace tarn
