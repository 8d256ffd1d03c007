#include "ApiServer.h"

#include "ApiSweepJobs.h"
#include "Lake.h"
#include "Recall.h"
#include "TarnError.h"

#include <QAbstractHttpServer>
#include <QCoreApplication>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QTcpServer>

namespace tarn {

namespace {

struct ApiServerText
{
    Q_DECLARE_TR_FUNCTIONS(ApiServer)
};

QString methodName(QHttpServerRequest::Method m)
{
    switch (m) {
    case QHttpServerRequest::Method::Get: return QStringLiteral("GET");
    case QHttpServerRequest::Method::Put: return QStringLiteral("PUT");
    case QHttpServerRequest::Method::Delete: return QStringLiteral("DELETE");
    case QHttpServerRequest::Method::Post: return QStringLiteral("POST");
    case QHttpServerRequest::Method::Head: return QStringLiteral("HEAD");
    case QHttpServerRequest::Method::Options: return QStringLiteral("OPTIONS");
    case QHttpServerRequest::Method::Patch: return QStringLiteral("PATCH");
    default: return QStringLiteral("OTHER");
    }
}

// Which token scope each route needs; nullopt: the route takes no token.
struct Route
{
    QString method;
    QStringList pattern; // "{}" matches one segment
    std::optional<TokenScope> needs;
};

const QList<Route> &routes()
{
    static const QList<Route> table{
        {QStringLiteral("POST"), {QStringLiteral("v1"), QStringLiteral("pair")}, std::nullopt},
        {QStringLiteral("GET"), {QStringLiteral("v1"), QStringLiteral("deltas")}, TokenScope::Read},
        {QStringLiteral("POST"), {QStringLiteral("v1"), QStringLiteral("deltas")}, TokenScope::Write},
        {QStringLiteral("GET"), {QStringLiteral("v1"), QStringLiteral("deltas"), QStringLiteral("{}")}, TokenScope::Read},
        {QStringLiteral("POST"), {QStringLiteral("v1"), QStringLiteral("engagements")}, TokenScope::Write},
        {QStringLiteral("GET"), {QStringLiteral("v1"), QStringLiteral("recall")}, TokenScope::Read},
        {QStringLiteral("GET"), {QStringLiteral("v1"), QStringLiteral("context")}, TokenScope::Read},
        {QStringLiteral("POST"), {QStringLiteral("v1"), QStringLiteral("capture")}, TokenScope::Write},
        {QStringLiteral("GET"), {QStringLiteral("v1"), QStringLiteral("stats")}, TokenScope::Read},
        // Read to reach the handler, which answers §15.2's 403 for a read token.
        {QStringLiteral("POST"), {QStringLiteral("v1"), QStringLiteral("decay"), QStringLiteral("sweep")}, TokenScope::Read},
        {QStringLiteral("GET"), {QStringLiteral("v1"), QStringLiteral("jobs"), QStringLiteral("{}")}, TokenScope::Read},
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

// QAbstractHttpServer hands over every parsed request; the router is ours,
// so unknown paths and wrong methods get the same JSON errors as the rest.
class ApiHttpFrontend : public QAbstractHttpServer
{
public:
    explicit ApiHttpFrontend(ApiServer &api) : m_api(api) {}
    static QHttpServerResponder responder(const QHttpServerRequest &request, QTcpSocket *socket)
    {
        return makeResponder(request, socket);
    }

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override
    {
        m_api.handle(request, socket);
        return true;
    }
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override
    {
        m_api.handle(request, socket);
    }

private:
    ApiServer &m_api;
};

ApiServer::ApiServer(QString lakePath, const Clock &clock, SecretStore &secrets, ApiServerOptions options,
                     QObject *parent)
    : QObject(parent), m_lakePath(std::move(lakePath)), m_clock(clock), m_options(std::move(options)),
      m_tokens(secrets, clock), m_pairing(secrets, clock)
{
}

ApiServer::~ApiServer() = default;

quint16 ApiServer::start()
{
    m_lake = std::make_unique<Lake>(m_clock);
    m_lake->open(m_lakePath);
    m_lake->setActor(QStringLiteral("api"));
    m_jobs = std::make_unique<ApiSweepJobs>(m_lakePath, m_clock);
    m_touchTimer = new QTimer(this);
    m_touchTimer->setSingleShot(true);
    connect(m_touchTimer, &QTimer::timeout, this, &ApiServer::flushRecallTouches);
    m_http = std::make_unique<ApiHttpFrontend>(*this);
    // Loopback only: IPv4 first (it picks the port when 0 was asked), then
    // IPv6 on the same port where the machine has it.
    auto *v4 = new QTcpServer(m_http.get());
    if (!v4->listen(QHostAddress::LocalHost, m_options.port))
        throw TarnError::storage(ApiServerText::tr("cannot listen on 127.0.0.1:%1: %2")
                                     .arg(m_options.port)
                                     .arg(v4->errorString()));
    m_port = v4->serverPort();
    m_http->bind(v4);
    auto *v6 = new QTcpServer(m_http.get());
    if (v6->listen(QHostAddress::LocalHostIPv6, m_port))
        m_http->bind(v6);
    else
        delete v6; // no IPv6 loopback here; 127.0.0.1 is enough
    return m_port;
}

QList<QHostAddress> ApiServer::addresses() const
{
    QList<QHostAddress> out;
    if (m_http)
        for (const QTcpServer *s : m_http->servers())
            out << s->serverAddress();
    return out;
}

void ApiServer::handle(const QHttpServerRequest &request, QTcpSocket *socket)
{
    ApiResponse response;
    try {
        response = dispatch(request);
    } catch (const TarnError &e) {
        response = ApiResponse::fromError(e);
    } catch (const std::exception &e) {
        response = ApiResponse::error(500, QStringLiteral("internal"), QString::fromUtf8(e.what()));
    }
    const QByteArray body = QJsonDocument(response.body).toJson(QJsonDocument::Compact);
    QHttpServerResponder responder = ApiHttpFrontend::responder(request, socket);
    responder.writeStatusLine(QHttpServerResponder::StatusCode(response.status));
    responder.writeHeader("Content-Type", "application/json");
    responder.writeHeader("Content-Length", QByteArray::number(body.size()));
    responder.writeHeader("Cache-Control", "no-store");
    for (const auto &[key, value] : std::as_const(response.headers))
        responder.writeHeader(key, value);
    responder.writeBody(body.constData(), body.size());
    // The path only: a query may carry a search a person typed.
    Q_EMIT requestServed(methodName(request.method()), request.url().path(), response.status);
}

void ApiServer::flushRecallTouches()
{
    if (m_pendingTouches.isEmpty() || !m_lake)
        return;
    // Busy now means "try again shortly", never "block the next request".
    m_lake->setWaitForLock(false);
    try {
        Recall::touch(*m_lake, m_pendingTouches);
        m_pendingTouches.clear();
    } catch (const TarnError &) {
        m_touchTimer->start(250);
    }
    m_lake->setWaitForLock(true);
}

ApiResponse ApiServer::dispatch(const QHttpServerRequest &request)
{
    ApiRequest r;
    r.method = methodName(request.method());
    r.path = request.url().path().split(u'/', Qt::SkipEmptyParts);
    r.query = request.query();

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
            return ApiResponse::error(405, QStringLiteral("method_not_allowed"),
                                      ApiServerText::tr("%1 is not allowed on %2").arg(r.method, request.url().path()));
        return ApiResponse::error(404, QStringLiteral("not_found"),
                                  ApiServerText::tr("no such endpoint: %1").arg(request.url().path()));
    }

    if (request.body().size() > m_options.maxBodyBytes)
        return ApiResponse::error(413, QStringLiteral("too_large"),
                                  ApiServerText::tr("the body is %1 bytes; the limit is %2")
                                      .arg(request.body().size())
                                      .arg(m_options.maxBodyBytes));
    r.body = request.body();

    TokenScope scope = TokenScope::Read;
    if (route->needs) {
        const QByteArray auth = request.value("Authorization");
        const QString bearer = auth.startsWith("Bearer ") ? QString::fromLatin1(auth.mid(7).trimmed()) : QString();
        const std::optional<ApiToken> token = m_tokens.verify(bearer);
        if (!token) {
            ApiResponse denied = ApiResponse::error(
                401, QStringLiteral("unauthorized"),
                bearer.isEmpty() ? ApiServerText::tr("this endpoint needs Authorization: Bearer <token>; pair first "
                                                     "(POST /v1/pair with the code Tarn shows)")
                                 : ApiServerText::tr("the token is not valid (revoked, or never issued)"));
            denied.headers.append(qMakePair(QByteArray("WWW-Authenticate"), QByteArray("Bearer realm=\"tarn\"")));
            return denied;
        }
        if (*route->needs == TokenScope::Write && token->scope != TokenScope::Write)
            return ApiResponse::error(403, QStringLiteral("authorization"),
                                      ApiServerText::tr("this token may only read; %1 %2 needs a write token")
                                          .arg(r.method, request.url().path()));
        scope = token->scope;
        r.tokenName = token->name;
    }

    const QStringList &p = r.path;
    if (p.value(1) == u"pair")
        return pair(r);
    if (p.value(1) == u"deltas")
        return p.size() == 3 ? getDelta(r, p.at(2)) : r.method == u"POST" ? postDeltas(r) : listDeltas(r);
    if (p.value(1) == u"engagements")
        return postEngagement(r);
    if (p.value(1) == u"recall")
        return recall(r);
    if (p.value(1) == u"context")
        return context(r);
    if (p.value(1) == u"capture")
        return capture(r);
    if (p.value(1) == u"stats")
        return stats(r);
    if (p.value(1) == u"decay")
        return sweep(r, scope);
    return job(r, p.value(2));
}

} // namespace tarn
