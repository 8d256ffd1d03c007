// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "HttpRequestParser.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QPair>
#include <any>
#include <atomic>
#include <optional>

class QTcpServer;
class QTcpSocket;
class QTimer;

namespace tarn {

struct HttpResponse
{
    int status = 200;
    QList<QPair<QByteArray, QByteArray>> headers; // beside Content-Length and Connection
    QByteArray body;
    bool close = false; // end the connection after this answer
};

// What the server makes of a request's head, before any of its body is read.
struct HttpHeadVerdict
{
    std::optional<HttpResponse> refusal; // answer this instead; the body is never read
    qint64 maxBodyBytes = 0;
    std::any context; // handed back with the whole request (the route, the token)
};

// The server above the transport: it judges heads, answers requests (now
// or later, from any thread, through HttpTransport::respond) and words the
// refusals of requests that cannot be read at all.
class HttpHandler
{
public:
    virtual ~HttpHandler() = default;
    virtual HttpHeadVerdict judgeHead(const HttpRequestHead &head) = 0;
    virtual void handleRequest(quint64 connection, const HttpRequestHead &head, const QByteArray &body,
                               const std::any &context) = 0;
    virtual HttpResponse unreadable(int status, const QString &message) = 0;
};

// The API's HTTP/1.1 server side: listening sockets, connections, and the
// bounds that keep a hostile local peer from exhausting memory or
// descriptors (issue 18). Each connection reads at most kReadChunk bytes
// ahead (the socket's own buffer is capped too), one request at a time:
// while a request is being answered, nothing more is read from it, so
// pipelined bytes wait in the kernel, not here. A connection that has not
// completed a request within requestTimeoutMs of its first byte (or of
// being accepted) is closed, as is one idle for idleTimeoutMs after an
// answer. At maxConnections, a new connection pushes out the one that has
// been waiting longest without a request in progress, so idle sockets
// cannot lock out a legitimate client. Lives on one thread; respond() may
// be called from any.
class HttpTransport : public QObject
{
    Q_OBJECT
public:
    struct Limits
    {
        int maxConnections = 128;
        int requestTimeoutMs = 10 * 1000;
        int idleTimeoutMs = 60 * 1000;
    };
    static constexpr qint64 kReadChunk = 64 * 1024;
    // Request bodies being read, all connections together: past this a
    // connection waits (unread, so its peer waits too) until an answer or
    // a timeout frees room. Without it, 128 paired clients each stalling a
    // byte short of a 1 MiB body held 128 MiB until their timeouts.
    static constexpr qint64 kBodyBudget = 24 * 1024 * 1024;
    // A peer that pipelines requests but never reads the answers would
    // have them pile up in the socket's write buffer without end: with more
    // than this still unsent, its next request waits (in the kernel) until
    // it reads, and the connection idles out if it never does.
    static constexpr qint64 kMaxUnsentBytes = 64 * 1024;

    HttpTransport(HttpHandler &handler, Limits limits, QObject *parent = nullptr);
    ~HttpTransport() override;

    // Listens on 127.0.0.1 (port 0: any free one) and on ::1 with the same
    // port where the machine has IPv6. Returns the port, or 0 and `error`.
    quint16 listen(quint16 port, QString *error);
    QList<QHostAddress> addresses() const;
    int openConnections() const { return int(m_connections.size()); }
    // Thread-safe: request body bytes held right now (at most kBodyBudget
    // plus one read).
    qint64 bufferedBodyBytes() const { return m_bodyBytes.load(); }

    // Thread-safe: queued to the transport's thread. An answer for a
    // connection that has gone meanwhile is dropped.
    void respond(quint64 connection, HttpResponse response);

    static QByteArray reasonPhrase(int status);

private:
    struct Connection
    {
        quint64 id = 0;
        QTcpSocket *socket = nullptr;
        HttpRequestParser parser;
        QByteArray unparsed;     // read from the socket, not yet taken by the parser
        std::any context;
        QElapsedTimer since;     // accepted, last answered, or the current request's first byte
        bool requestStarted = false;
        bool busy = false;       // a request is being answered
        bool answeredOnce = false;
        bool keepAlive = true;
        bool waitingForRoom = false; // for kBodyBudget
        qint64 countedBody = 0;      // of this connection's body, in m_bodyBytes
    };

    void accept(QTcpServer *server);
    void makeRoom();
    void readFrom(quint64 id);
    void afterHead(Connection &c);
    void write(Connection &c, const HttpResponse &response);
    void deliver(quint64 connection, const HttpResponse &response);
    void close(quint64 id);
    void sweepTimeouts();
    void releaseBody(Connection &c);

    HttpHandler &m_handler;
    Limits m_limits;
    QList<QTcpServer *> m_servers;
    QHash<quint64, Connection *> m_connections;
    quint64 m_nextId = 1;
    std::atomic<qint64> m_bodyBytes{0};
    QTimer *m_sweep = nullptr;
};

} // namespace tarn
