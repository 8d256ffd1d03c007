// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiServer.h"

#include "ApiLogging.h"
#include "ApiSweepJobs.h"
#include "Lake.h"
#include "LakeWorkers.h"
#include "McpHttpSessions.h"
#include "Recall.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QUrl>

namespace tarn {

namespace {

struct ApiServerText
{
    Q_DECLARE_TR_FUNCTIONS(ApiServer)
};

// Which token scope each route needs; nullopt: the route takes no token.
struct Route
{
    QString method;
    QStringList pattern; // "{}" matches one segment
    std::optional<TokenScope> needs;
    bool reads = false;  // answered by a reader thread; else by the writer
};

const QList<Route> &routes()
{
    static const QList<Route> table{
        {QStringLiteral("POST"), {QStringLiteral("v1"), QStringLiteral("pair")}, std::nullopt},
        {QStringLiteral("GET"), {QStringLiteral("v1"), QStringLiteral("deltas")}, TokenScope::Read, true},
        {QStringLiteral("POST"), {QStringLiteral("v1"), QStringLiteral("deltas")}, TokenScope::Write},
        {QStringLiteral("GET"), {QStringLiteral("v1"), QStringLiteral("deltas"), QStringLiteral("{}")}, TokenScope::Read, true},
        {QStringLiteral("POST"), {QStringLiteral("v1"), QStringLiteral("engagements")}, TokenScope::Write},
        {QStringLiteral("GET"), {QStringLiteral("v1"), QStringLiteral("recall")}, TokenScope::Read, true},
        {QStringLiteral("GET"), {QStringLiteral("v1"), QStringLiteral("context")}, TokenScope::Read, true},
        {QStringLiteral("POST"), {QStringLiteral("v1"), QStringLiteral("capture")}, TokenScope::Write},
        {QStringLiteral("POST"), {QStringLiteral("v1"), QStringLiteral("forget")}, TokenScope::Write},
        {QStringLiteral("GET"), {QStringLiteral("v1"), QStringLiteral("stats")}, TokenScope::Read, true},
        // Read to reach the handler, which answers §15.2's 403 for a read token.
        {QStringLiteral("POST"), {QStringLiteral("v1"), QStringLiteral("decay"), QStringLiteral("sweep")}, TokenScope::Read},
        {QStringLiteral("GET"), {QStringLiteral("v1"), QStringLiteral("jobs"), QStringLiteral("{}")}, TokenScope::Read, true},
        // MCP's streamable HTTP transport: on the writer, since tools write
        // (a read token reaches only the read-only tools).
        {QStringLiteral("POST"), {QStringLiteral("mcp")}, TokenScope::Read},
        {QStringLiteral("GET"), {QStringLiteral("mcp")}, TokenScope::Read},
        {QStringLiteral("DELETE"), {QStringLiteral("mcp")}, TokenScope::Read},
    };
    return table;
}

bool matches(const QStringList &pattern, const QStringList &path)
{
    if (pattern.size() != path.size())
        return false;
    for (qsizetype i = 0; i < path.size(); ++i)
        if (pattern.at(i) != u"{}" && pattern.at(i) != path.at(i))
            return false;
    return true;
}

} // namespace


// What judgeHead() found, handed to handleRequest() with the body.
struct ApiRequestContext
{
    ApiRequest request;
    TokenScope scope = TokenScope::Read;
    bool reads = false;
};

ApiServer::ApiServer(QString lakePath, const Clock &clock, SecretStore &secrets, ApiServerOptions options,
                     QObject *parent)
    : QObject(parent), m_lakePath(std::move(lakePath)), m_clock(clock), m_options(std::move(options)),
      m_policies(m_options.decayPolicies), m_tokens(secrets, clock, ApiTokens::lakeKey(m_lakePath)),
      m_pairing(secrets, clock)
{
}

ApiServer::~ApiServer()
{
    // Workers first: their answers are queued to this object and the transport.
    m_writer.reset();
    m_readers.reset();
    m_http.reset();
}

quint16 ApiServer::start()
{
    {
        Lake lake(m_clock); // creates and migrates before any worker opens it
        lake.open(m_lakePath);
    }
    m_jobs = std::make_unique<ApiSweepJobs>(m_lakePath, m_clock);
    m_mcpSessions = std::make_unique<McpHttpSessions>();
    m_readers = std::make_unique<LakeWorkers>(m_lakePath, m_clock, m_options.readerThreads, QStringLiteral("tarn-api-read"));
    m_writer = std::make_unique<LakeWorkers>(m_lakePath, m_clock, 1, QStringLiteral("tarn-api-write"));
    m_touchTimer = new QTimer(this);
    m_touchTimer->setSingleShot(true);
    connect(m_touchTimer, &QTimer::timeout, this, &ApiServer::flushRecallTouches);
    m_http = std::make_unique<HttpTransport>(static_cast<HttpHandler &>(*this), m_options.http);
    QString error;
    m_port = m_http->listen(m_options.port, &error);
    if (m_port == 0) {
        qCWarning(lcApi, "not started: cannot listen on 127.0.0.1:%u: %s", unsigned(m_options.port), qUtf8Printable(error));
        throw TarnError::storage(ApiServerText::tr("cannot listen on 127.0.0.1:%1: %2").arg(m_options.port).arg(error));
    }
    QStringList where;
    for (const QHostAddress &a : addresses())
        where << (a.protocol() == QAbstractSocket::IPv6Protocol ? QStringLiteral("[%1]:%2") : QStringLiteral("%1:%2"))
                     .arg(a.toString())
                     .arg(m_port);
    qCInfo(lcApi, "listening on %s for the lake %s", qUtf8Printable(where.join(QStringLiteral(", "))),
           qUtf8Printable(LakeLocation::displayOf(m_lakePath)));
    return m_port;
}

QList<QHostAddress> ApiServer::addresses() const
{
    return m_http ? m_http->addresses() : QList<QHostAddress>{};
}

void ApiServer::setDecayPolicies(const QList<DecayPolicy> &policies)
{
    const QMutexLocker lock(&m_policiesMutex);
    m_policies = policies;
}

QList<DecayPolicy> ApiServer::decayPolicies() const
{
    const QMutexLocker lock(&m_policiesMutex);
    return m_policies;
}

// DNS rebinding: a web page whose name now points at 127.0.0.1 still sends
// its own name as Host, and a browser always sends Origin on a cross-site
// POST (and on any fetch). Tarn's clients are programs, never web pages.
std::optional<ApiResponse> ApiServer::refuseHostOrOrigin(const HttpRequestHead &head) const
{
    if (head.count("origin") > 0)
        return ApiResponse::error(403, QStringLiteral("forbidden_origin"),
                                  ApiServerText::tr("requests from web pages are refused (the request carries Origin: %1)")
                                      .arg(QString::fromLatin1(head.header("origin").left(200))));
    const QByteArray host = head.header("host").toLower();
    const QByteArray port = QByteArray::number(m_port);
    for (const QByteArray &name : {QByteArrayLiteral("127.0.0.1"), QByteArrayLiteral("localhost"), QByteArrayLiteral("[::1]")})
        if (host == name + ':' + port)
            return std::nullopt;
    return ApiResponse::error(403, QStringLiteral("forbidden_host"),
                              ApiServerText::tr("the Host header must be 127.0.0.1:%1, localhost:%1 or [::1]:%1 (it is \"%2\")")
                                  .arg(m_port)
                                  .arg(QString::fromLatin1(host.left(200))));
}

namespace {

HttpResponse toHttp(const ApiResponse &response)
{
    HttpResponse out;
    out.status = response.status;
    out.body = response.noBody              ? QByteArray()
               : !response.rawBody.isEmpty() ? response.rawBody
                                             : QJsonDocument(response.body).toJson(QJsonDocument::Compact);
    out.headers = {{"Cache-Control", "no-store"}};
    if (!response.noBody)
        out.headers.prepend({"Content-Type", "application/json"});
    out.headers += response.headers;
    return out;
}

} // namespace

HttpResponse ApiServer::unreadable(int status, const QString &message)
{
    const QString code = status == 413 ? QStringLiteral("too_large")
                         : status == 431 ? QStringLiteral("headers_too_large")
                         : status == 408 ? QStringLiteral("timeout")
                         : status == 505 ? QStringLiteral("http_version")
                                         : QStringLiteral("bad_request");
    Q_EMIT requestServed(QStringLiteral("-"), QStringLiteral("-"), status);
    return toHttp(ApiResponse::error(status, code, message));
}

HttpHeadVerdict ApiServer::judgeHead(const HttpRequestHead &head)
{
    HttpHeadVerdict verdict;
    ApiRequest r;
    r.method = QString::fromLatin1(head.method);
    const QUrl url = QUrl::fromEncoded("http://localhost" + head.target);
    const QString path = url.path();
    const auto refuse = [&](const ApiResponse &response) {
        Q_EMIT requestServed(r.method, path, response.status);
        verdict.refusal = toHttp(response);
        return verdict;
    };
    if (const auto refusal = refuseHostOrOrigin(head))
        return refuse(*refusal);
    r.path = path.split(u'/', Qt::SkipEmptyParts);
    r.query = QUrlQuery(url);

    const Route *route = nullptr;
    bool pathKnown = false;
    for (const Route &candidate : routes()) {
        if (!matches(candidate.pattern, r.path))
            continue;
        pathKnown = true;
        if (candidate.method == r.method) {
            route = &candidate;
            break;
        }
    }
    if (!route) {
        if (pathKnown)
            return refuse(ApiResponse::error(405, QStringLiteral("method_not_allowed"),
                                             ApiServerText::tr("%1 is not allowed on %2").arg(r.method, path)));
        return refuse(ApiResponse::error(404, QStringLiteral("not_found"), ApiServerText::tr("no such endpoint: %1").arg(path)));
    }

    // The token is checked before a byte of the body is read.
    ApiRequestContext context;
    if (route->needs) {
        const QByteArray auth = head.header("authorization");
        const QString bearer = auth.startsWith("Bearer ") ? QString::fromLatin1(auth.mid(7).trimmed()) : QString();
        std::optional<ApiToken> token;
        try {
            token = m_tokens.verify(bearer);
        } catch (const TarnError &e) {
            return refuse(ApiResponse::fromError(e));
        }
        if (!token) {
            ApiResponse denied = ApiResponse::error(
                401, QStringLiteral("unauthorized"),
                bearer.isEmpty() ? ApiServerText::tr("this endpoint needs Authorization: Bearer <token>; pair first "
                                                     "(POST /v1/pair with the code Tarn shows)")
                                 : ApiServerText::tr("the token is not valid (revoked, never issued, or paired with another lake)"));
            denied.headers.append(qMakePair(QByteArray("WWW-Authenticate"), QByteArray("Bearer realm=\"tarn\"")));
            return refuse(denied);
        }
        if (*route->needs == TokenScope::Write && token->scope != TokenScope::Write)
            return refuse(ApiResponse::error(403, QStringLiteral("authorization"),
                                             ApiServerText::tr("this token may only read; %1 %2 needs a write token")
                                                 .arg(r.method, path)));
        context.scope = token->scope;
        r.tokenName = token->name;
    }
    r.mcpSessionId = QString::fromLatin1(head.header("mcp-session-id").left(128));
    r.mcpProtocolVersion = QString::fromLatin1(head.header("mcp-protocol-version").left(32));
    context.request = std::move(r);
    context.reads = route->reads;
    verdict.maxBodyBytes = route->needs ? m_options.maxBodyBytes : kMaxPairBodyBytes;
    verdict.context = std::move(context);
    return verdict;
}

void ApiServer::handleRequest(quint64 connection, const HttpRequestHead &, const QByteArray &body, const std::any &context)
{
    ApiRequestContext c = std::any_cast<ApiRequestContext>(context);
    c.request.body = body;
    LakeWorkers &workers = c.reads ? *m_readers : *m_writer;
    workers.post([this, connection, c](Lake *lake, const QString &openError) {
        ApiResponse response;
        try {
            if (!lake)
                throw TarnError::storage(ApiServerText::tr("the lake cannot be opened: %1").arg(openError));
            response = dispatch(*lake, c.request, c.scope);
        } catch (const TarnError &e) {
            response = ApiResponse::fromError(e);
        } catch (const std::exception &e) {
            response = ApiResponse::error(500, QStringLiteral("internal"), QString::fromUtf8(e.what()));
        }
        answer(connection, c.request, response);
    });
}

// On a worker's thread: the answer goes to the socket's thread, and so do
// the recall counts to write later.
void ApiServer::answer(quint64 connection, const ApiRequest &r, const ApiResponse &response)
{
    m_http->respond(connection, toHttp(response));
    const QString path = u'/' + r.path.join(u'/'); // the path only: a query may carry a search a person typed
    QMetaObject::invokeMethod(
        this,
        [this, method = r.method, path, status = response.status, touched = response.touched] {
            if (!touched.isEmpty()) {
                m_pendingTouches += touched;
                if (!m_touchTimer->isActive())
                    m_touchTimer->start(0);
            }
            Q_EMIT requestServed(method, path, status);
        },
        Qt::QueuedConnection);
}

void ApiServer::flushRecallTouches()
{
    if (m_pendingTouches.isEmpty() || m_touchInFlight)
        return;
    m_touchInFlight = true;
    const QStringList ids = std::exchange(m_pendingTouches, {});
    m_writer->post([this, ids](Lake *lake, const QString &) {
        bool done = false;
        if (lake) {
            // Busy now means "try again shortly", never "block the next request".
            lake->setWaitForLock(false);
            try {
                Recall::touch(*lake, ids);
                done = true;
            } catch (const TarnError &) {
            }
            lake->setWaitForLock(true);
        }
        QMetaObject::invokeMethod(
            this,
            [this, ids, done] {
                m_touchInFlight = false;
                if (!done)
                    m_pendingTouches = ids + m_pendingTouches;
                if (!m_pendingTouches.isEmpty())
                    m_touchTimer->start(done ? 0 : 250);
            },
            Qt::QueuedConnection);
    });
}

ApiResponse ApiServer::dispatch(Lake &lake, const ApiRequest &r, TokenScope scope)
{
    const QStringList &p = r.path;
    if (p.value(0) == u"mcp")
        return mcp(lake, r, scope);
    if (p.value(1) == u"pair")
        return pair(lake, r);
    if (p.value(1) == u"deltas")
        return p.size() == 3 ? getDelta(lake, r, p.at(2)) : r.method == u"POST" ? postDeltas(lake, r) : listDeltas(lake, r);
    if (p.value(1) == u"engagements")
        return postEngagement(lake, r);
    if (p.value(1) == u"recall")
        return recall(lake, r);
    if (p.value(1) == u"context")
        return context(lake, r);
    if (p.value(1) == u"capture")
        return capture(lake, r);
    if (p.value(1) == u"forget")
        return forget(lake, r);
    if (p.value(1) == u"stats")
        return stats(lake, r);
    if (p.value(1) == u"decay")
        return sweep(lake, r, scope);
    return job(r, p.value(2));
}

} // namespace tarn
