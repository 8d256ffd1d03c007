// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "HttpTransport.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <algorithm>
#include <memory>
#include <sys/socket.h>

Q_LOGGING_CATEGORY(lcHttp, "tarn.api.http", QtWarningMsg)

namespace tarn {

namespace {

struct HttpTransportText
{
    Q_DECLARE_TR_FUNCTIONS(HttpTransport)
};

// A socket closed after an answer may belong to a peer that never reads:
// it gets this long to take the answer, then its descriptor is freed.
constexpr int kLingerMs = 5000;
// While it lingers, what it still sends (the body of a refused upload) is
// read and dropped, up to this much: closing with unread bytes makes the
// kernel send a reset, and the client would lose the refusal it was sent.
constexpr qint64 kMaxDrainBytes = 8 * 1024 * 1024;

// Sends what is queued, then says "no more" (a half close) and drops
// whatever the peer still sends until it closes, or the bounds run out.
void lingerClose(QTcpSocket *socket)
{
    auto drained = std::make_shared<qint64>(0);
    const auto drain = [socket, drained] {
        while (true) {
            const QByteArray dropped = socket->read(HttpTransport::kReadChunk);
            if (dropped.isEmpty())
                break;
            *drained += dropped.size();
        }
        if (*drained > kMaxDrainBytes)
            socket->abort();
    };
    const auto halfClose = [socket] {
        if (socket->bytesToWrite() == 0 && socket->state() == QAbstractSocket::ConnectedState)
            ::shutdown(int(socket->socketDescriptor()), SHUT_WR);
    };
    QObject::connect(socket, &QTcpSocket::readyRead, socket, drain);
    QObject::connect(socket, &QTcpSocket::bytesWritten, socket, halfClose);
    QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    QObject::connect(socket, &QAbstractSocket::errorOccurred, socket, &QObject::deleteLater);
    QTimer::singleShot(kLingerMs, socket, [socket] {
        socket->abort();
        socket->deleteLater();
    });
    drain();
    socket->flush();
    halfClose();
}

} // namespace

HttpTransport::HttpTransport(HttpHandler &handler, Limits limits, QObject *parent)
    : QObject(parent), m_handler(handler), m_limits(limits)
{
    m_sweep = new QTimer(this);
    m_sweep->setInterval(std::clamp(std::min(m_limits.requestTimeoutMs, m_limits.idleTimeoutMs) / 4, 20, 1000));
    connect(m_sweep, &QTimer::timeout, this, &HttpTransport::sweepTimeouts);
}

HttpTransport::~HttpTransport()
{
    // An aborted socket says "disconnected", which would close() it again.
    const QHash<quint64, Connection *> connections = std::exchange(m_connections, {});
    for (Connection *c : connections) {
        if (c->socket) {
            c->socket->disconnect(this);
            delete c->socket;
        }
        delete c;
    }
}

quint16 HttpTransport::listen(quint16 port, QString *error)
{
    auto *v4 = new QTcpServer(this);
    if (!v4->listen(QHostAddress::LocalHost, port)) {
        *error = v4->errorString();
        delete v4;
        return 0;
    }
    const quint16 chosen = v4->serverPort();
    m_servers << v4;
    auto *v6 = new QTcpServer(this);
    if (v6->listen(QHostAddress::LocalHostIPv6, chosen))
        m_servers << v6;
    else
        delete v6; // no IPv6 loopback here; 127.0.0.1 is enough
    for (QTcpServer *server : std::as_const(m_servers))
        connect(server, &QTcpServer::newConnection, this, [this, server] { accept(server); });
    m_sweep->start();
    return chosen;
}

QList<QHostAddress> HttpTransport::addresses() const
{
    QList<QHostAddress> out;
    for (const QTcpServer *s : m_servers)
        out << s->serverAddress();
    return out;
}

void HttpTransport::accept(QTcpServer *server)
{
    while (QTcpSocket *socket = server->nextPendingConnection()) {
        makeRoom();
        if (m_connections.size() >= m_limits.maxConnections) {
            // Every connection is being answered: this one waits its turn by
            // trying again, which costs us nothing now.
            socket->abort();
            socket->deleteLater();
            continue;
        }
        auto *c = new Connection;
        c->id = m_nextId++;
        c->socket = socket;
        c->since.start();
        socket->setParent(nullptr);
        // Qt reads from the kernel only this far ahead of us; the rest of a
        // flood waits in the kernel's buffer, and the sender with it.
        socket->setReadBufferSize(kReadChunk);
        const quint64 id = c->id;
        connect(socket, &QTcpSocket::readyRead, this, [this, id] { readFrom(id); });
        connect(socket, &QTcpSocket::bytesWritten, this, [this, id] { readFrom(id); }); // see kMaxUnsentBytes
        connect(socket, &QTcpSocket::disconnected, this, [this, id] { close(id); });
        m_connections.insert(id, c);
        readFrom(id);
    }
}

// At the cap, the connection waiting longest without a request in progress
// goes: first those that never sent a byte of one, then dribblers.
void HttpTransport::makeRoom()
{
    while (m_connections.size() >= m_limits.maxConnections) {
        Connection *victim = nullptr;
        for (Connection *c : std::as_const(m_connections)) {
            if (c->busy)
                continue;
            if (!victim || (victim->requestStarted && !c->requestStarted)
                || (victim->requestStarted == c->requestStarted && c->since.elapsed() > victim->since.elapsed()))
                victim = c;
        }
        if (!victim)
            return;
        qCDebug(lcHttp) << "connection limit reached; closing connection" << victim->id;
        close(victim->id);
    }
}

void HttpTransport::readFrom(quint64 id)
{
    for (;;) {
        Connection *c = m_connections.value(id);
        if (!c || c->busy || c->socket->bytesToWrite() > kMaxUnsentBytes)
            return;
        switch (c->parser.state()) {
        case HttpRequestParser::State::HeadComplete:
            afterHead(*c);
            continue;
        case HttpRequestParser::State::Complete:
            c->busy = true;
            m_handler.handleRequest(id, c->parser.head(), c->parser.body(), c->context);
            return;
        case HttpRequestParser::State::Failed: {
            HttpResponse refusal = m_handler.unreadable(c->parser.errorStatus(), c->parser.errorMessage());
            refusal.close = true;
            write(*c, refusal);
            return;
        }
        case HttpRequestParser::State::Head:
        case HttpRequestParser::State::Body:
            break;
        }
        if (c->parser.state() == HttpRequestParser::State::Body && m_bodyBytes + kReadChunk > kBodyBudget) {
            c->waitingForRoom = true;
            return;
        }
        c->waitingForRoom = false;
        if (c->unparsed.isEmpty()) {
            c->unparsed = c->socket->read(kReadChunk);
            if (c->unparsed.isEmpty())
                return;
        }
        if (!c->requestStarted) {
            c->requestStarted = true;
            c->since.restart();
        }
        const qsizetype used = c->parser.feed(c->unparsed);
        c->unparsed.remove(0, used);
        const qint64 body = c->parser.body().size();
        m_bodyBytes += body - c->countedBody;
        c->countedBody = body;
    }
}

void HttpTransport::afterHead(Connection &c)
{
    const HttpRequestHead &head = c.parser.head();
    c.keepAlive = head.keepAlive();
    HttpHeadVerdict verdict = m_handler.judgeHead(head);
    if (verdict.refusal) {
        // The body was never read, so the stream cannot carry another request.
        if (head.hasBody())
            verdict.refusal->close = true;
        write(c, *verdict.refusal);
        return;
    }
    c.context = std::move(verdict.context);
    if (head.hasBody() && head.header("expect").toLower() == "100-continue"
        && head.contentLength <= verdict.maxBodyBytes)
        c.socket->write("HTTP/1.1 100 Continue\r\n\r\n");
    c.parser.readBody(verdict.maxBodyBytes);
}

QByteArray HttpTransport::reasonPhrase(int status)
{
    switch (status) {
    case 100: return "Continue";
    case 200: return "OK";
    case 201: return "Created";
    case 202: return "Accepted";
    case 204: return "No Content";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 408: return "Request Timeout";
    case 409: return "Conflict";
    case 413: return "Content Too Large";
    case 414: return "URI Too Long";
    case 429: return "Too Many Requests";
    case 431: return "Request Header Fields Too Large";
    case 500: return "Internal Server Error";
    case 501: return "Not Implemented";
    case 503: return "Service Unavailable";
    case 505: return "HTTP Version Not Supported";
    case 507: return "Insufficient Storage";
    default: return "Status";
    }
}

void HttpTransport::write(Connection &c, const HttpResponse &response)
{
    const bool closing = response.close || !c.keepAlive;
    QByteArray out = "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + reasonPhrase(response.status) + "\r\n";
    for (const auto &[name, value] : response.headers)
        out += name + ": " + value + "\r\n";
    out += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
    out += closing ? "Connection: close\r\n\r\n" : "Connection: keep-alive\r\n\r\n";
    const bool head = c.parser.head().method == "HEAD";
    if (!head)
        out += response.body;
    c.socket->write(out);
    releaseBody(c);
    if (closing) {
        const quint64 id = c.id;
        QTcpSocket *socket = c.socket;
        c.socket = nullptr;
        socket->disconnect(this);
        close(id);
        if (socket->state() == QAbstractSocket::ConnectedState)
            lingerClose(socket);
        else
            socket->deleteLater();
        return;
    }
    c.parser.reset();
    c.context.reset();
    c.busy = false;
    c.requestStarted = false;
    c.answeredOnce = true;
    c.since.restart();
}

void HttpTransport::respond(quint64 connection, HttpResponse response)
{
    QMetaObject::invokeMethod(this, [this, connection, response = std::move(response)] { deliver(connection, response); },
                              Qt::QueuedConnection);
}

void HttpTransport::deliver(quint64 connection, const HttpResponse &response)
{
    Connection *c = m_connections.value(connection);
    if (!c)
        return;
    write(*c, response);
    if (m_connections.contains(connection))
        readFrom(connection); // a pipelined request may be waiting
}

// A body is counted from its first byte until its answer is written (or
// its connection closes); freeing room wakes the connections that waited.
void HttpTransport::releaseBody(Connection &c)
{
    if (c.countedBody == 0)
        return;
    m_bodyBytes -= c.countedBody;
    c.countedBody = 0;
    for (const Connection *waiting : std::as_const(m_connections))
        if (waiting->waitingForRoom) {
            const quint64 id = waiting->id;
            QMetaObject::invokeMethod(this, [this, id] { readFrom(id); }, Qt::QueuedConnection);
        }
}

void HttpTransport::close(quint64 id)
{
    Connection *c = m_connections.take(id);
    if (!c)
        return;
    releaseBody(*c);
    if (c->socket) {
        c->socket->disconnect(this);
        c->socket->abort();
        c->socket->deleteLater();
    }
    delete c;
}

void HttpTransport::sweepTimeouts()
{
    QList<quint64> late;
    QList<quint64> idle;
    for (const Connection *c : std::as_const(m_connections)) {
        if (c->busy)
            continue;
        if (c->requestStarted) {
            if (c->since.elapsed() > m_limits.requestTimeoutMs)
                late << c->id;
        } else if (c->since.elapsed() > (c->answeredOnce ? m_limits.idleTimeoutMs : m_limits.requestTimeoutMs)) {
            idle << c->id;
        }
    }
    for (const quint64 id : std::as_const(idle))
        close(id);
    for (const quint64 id : std::as_const(late)) {
        Connection *c = m_connections.value(id);
        HttpResponse timeout = m_handler.unreadable(
            408, HttpTransportText::tr("no complete request within %1 s").arg(m_limits.requestTimeoutMs / 1000.0));
        timeout.close = true;
        write(*c, timeout);
    }
}

} // namespace tarn
