// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "McpServer.h"

#include "McpLogging.h"
#include "McpToolTable.h"

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

QJsonObject error(int code, const QString &message)
{
    return {{QStringLiteral("error"), QJsonObject{{QStringLiteral("code"), code}, {QStringLiteral("message"), message}}}};
}

QJsonObject result(const QJsonObject &value)
{
    return {{QStringLiteral("result"), value}};
}

// {"jsonrpc":"2.0","id":<as the client wrote it>,…body}. rawId empty: null
// (only for what carries no usable id: a parse error, a batch).
QByteArray encode(const QByteArray &rawId, const QJsonObject &body)
{
    const QByteArray rest = QJsonDocument(body).toJson(QJsonDocument::Compact);
    return QByteArrayLiteral("{\"jsonrpc\":\"2.0\",\"id\":") + (rawId.isEmpty() ? QByteArrayLiteral("null") : rawId) + ','
           + rest.mid(1) + '\n';
}

const char *const kInstructions =
    "Tarn is the person's local memory lake. Each memory in it is a delta: one idea with its source, kind "
    "(fact, preference, event, ...), time and deadline. What the person (or you, for them) wrote sticks; what "
    "feeds and sensors observed wilts on a clock unless someone affirms it. Call memory_context or recall before "
    "answering from memory; remember what the person asks you to keep; correct a memory that changed instead of "
    "adding a second one; affirm, refute or reply to observations they react to. forget with hard erases for "
    "good: ask the person first.";

} // namespace

QStringList McpServer::supportedVersions()
{
    return {QStringLiteral("2025-11-25"), QStringLiteral("2025-06-18"), QStringLiteral("2025-03-26"),
            QStringLiteral("2024-11-05")};
}

McpServer::McpServer(McpTools &tools) : m_tools(tools) {}

QByteArray McpServer::feed(const QByteArray &bytes)
{
    QByteArray out;
    qsizetype start = 0;
    for (;;) {
        const qsizetype newline = bytes.indexOf('\n', start);
        const QByteArray piece = bytes.mid(start, newline < 0 ? -1 : newline - start);
        if (m_skipping) {
            m_ids.feed(piece);
        } else {
            m_pending += piece;
            if (m_pending.size() > kMaxLineBytes) {
                // Too long to keep: read on to its end for the id alone.
                m_skipping = true;
                m_ids.reset();
                m_ids.feed(m_pending);
                m_pending.clear();
                m_pending.squeeze();
            }
        }
        if (newline < 0)
            return out;
        if (m_skipping)
            out += endOfLongLine();
        else if (!m_pending.trimmed().isEmpty())
            out += respond(m_pending);
        m_pending.clear();
        start = newline + 1;
    }
}

QByteArray McpServer::finish()
{
    QByteArray out;
    if (m_skipping)
        out = endOfLongLine();
    else if (!m_pending.trimmed().isEmpty())
        out = respond(m_pending);
    m_pending.clear();
    return out;
}

QByteArray McpServer::endOfLongLine()
{
    m_skipping = false;
    if (!m_ids.found()) {
        // A notification, or nothing that names a request: no one waits.
        qCWarning(lcMcp, "skipped a message larger than %lld bytes without an id", kMaxLineBytes);
        return {};
    }
    return encode(m_ids.rawId(), error(InvalidRequest, McpServerText::tr("message larger than %1 bytes; refused")
                                                           .arg(kMaxLineBytes)));
}

QByteArray McpServer::respond(const QByteArray &line)
{
    m_ids.reset();
    m_ids.feed(line);
    bool idUsable = false;
    const Answer answer = handle(line, &idUsable);
    if (!answer.hasAnswer)
        return {};
    QByteArray id;
    if (idUsable && m_ids.found())
        id = m_ids.rawId();
    else if (idUsable && (answer.id.isString() || answer.id.isDouble())) // a key the scanner does not read, such as "i\u0064"
        id = QJsonDocument(QJsonArray{answer.id}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
    return encode(id, answer.body);
}

McpServer::Answer McpServer::handle(const QByteArray &line, bool *idUsable)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &parse);
    // A message that does not parse still gets its id back when it can be
    // read (JSON-RPC: null only when it cannot).
    *idUsable = m_ids.found();
    if (parse.error != QJsonParseError::NoError)
        return {error(ParseError, McpServerText::tr("parse error at offset %1: %2").arg(parse.offset).arg(parse.errorString())), true, {}};
    if (doc.isArray()) {
        *idUsable = false;
        return {error(InvalidRequest, McpServerText::tr("JSON-RPC batches are not part of MCP; send one message per line")), true, {}};
    }
    const QJsonObject message = doc.object();
    const QJsonValue id = message.value(QStringLiteral("id"));
    const bool hasId = message.contains(QStringLiteral("id"));
    if (hasId && !id.isString() && !id.isDouble()) {
        *idUsable = false;
        return {error(InvalidRequest, McpServerText::tr("id must be a string or a number")), true, {}};
    }
    *idUsable = hasId;
    const auto answer = [&id](const QJsonObject &body) { return Answer{body, true, id}; };
    if (message.value(QStringLiteral("jsonrpc")).toString() != u"2.0" || !message.value(QStringLiteral("method")).isString()) {
        if (!hasId && (message.contains(QStringLiteral("result")) || message.contains(QStringLiteral("error"))))
            return {{}, false, {}}; // a response to nothing we asked: ignore
        if (hasId && (message.contains(QStringLiteral("result")) || message.contains(QStringLiteral("error"))))
            return {{}, false, {}}; // a client's answer to a request we never sent
        return answer(error(InvalidRequest, McpServerText::tr("not a JSON-RPC 2.0 request (jsonrpc \"2.0\" and a method are required)")));
    }
    const QString method = message.value(QStringLiteral("method")).toString();
    if (!hasId)
        return {{}, false, {}}; // notifications (notifications/initialized, cancelled, ...) get no answer
    const QJsonValue params = message.value(QStringLiteral("params"));
    if (!params.isUndefined() && !params.isObject())
        return answer(error(InvalidParams, McpServerText::tr("params must be an object")));
    qCDebug(lcMcp, "request: %s", qUtf8Printable(method));
    return answer(dispatch(method, params.toObject()));
}

QJsonObject McpServer::initialize(const QJsonObject &params)
{
    const QString asked = params.value(QStringLiteral("protocolVersion")).toString();
    m_version = supportedVersions().contains(asked) ? asked : supportedVersions().constFirst();
    if (m_version != asked)
        qCInfo(lcMcp, "client asked for protocol %s; answering with %s", qUtf8Printable(asked), qUtf8Printable(m_version));
    return QJsonObject{
        {QStringLiteral("protocolVersion"), m_version},
        {QStringLiteral("capabilities"), QJsonObject{{QStringLiteral("tools"), QJsonObject{{QStringLiteral("listChanged"), false}}}}},
        {QStringLiteral("serverInfo"), QJsonObject{{QStringLiteral("name"), QStringLiteral("tarn")},
                                                   {QStringLiteral("title"), QStringLiteral("Tarn memory lake")},
                                                   {QStringLiteral("version"), QCoreApplication::applicationVersion()}}},
        {QStringLiteral("instructions"), QString::fromUtf8(kInstructions)}};
}

QJsonObject McpServer::dispatch(const QString &method, const QJsonObject &p)
{
    if (method == u"initialize")
        return result(initialize(p));
    if (method == u"ping")
        return result(QJsonObject{});
    if (m_version.isEmpty())
        return error(InvalidRequest, McpServerText::tr("not initialized: send initialize first"));
    if (method == u"tools/list") {
        // Every tool fits one page: any cursor is one Tarn never gave.
        if (p.contains(QStringLiteral("cursor")))
            return error(InvalidParams, McpServerText::tr("invalid cursor: tools/list has one page"));
        return result(QJsonObject{{QStringLiteral("tools"), m_tools.list(m_version)}});
    }
    if (method == u"tools/call") {
        const QJsonValue name = p.value(QStringLiteral("name"));
        if (!name.isString())
            return error(InvalidParams, McpServerText::tr("tools/call needs params.name"));
        if (!m_tools.has(name.toString()))
            return error(InvalidParams, McpServerText::tr("unknown tool: %1").arg(name.toString()));
        if (m_readOnly && !McpToolTable::find(name.toString())->readOnly)
            return result(QJsonObject{
                {QStringLiteral("content"),
                 QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                        {QStringLiteral("text"), McpServerText::tr("%1 writes to the lake, and this client's "
                                                                                   "token may only read")
                                                                     .arg(name.toString())}}}},
                {QStringLiteral("isError"), true}});
        const QJsonValue arguments = p.value(QStringLiteral("arguments"));
        if (!arguments.isUndefined() && !arguments.isNull() && !arguments.isObject())
            return error(InvalidParams, McpServerText::tr("params.arguments must be an object"));
        return result(m_tools.call(name.toString(), arguments.toObject(), m_version));
    }
    return error(MethodNotFound, McpServerText::tr("method not found: %1").arg(method));
}

} // namespace tarn
