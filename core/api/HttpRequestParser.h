// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

namespace tarn {

// One HTTP/1.x request's head, as the parser read it. Header names are
// lower-cased; values keep their bytes (trimmed of surrounding blanks).
struct HttpRequestHead
{
    QByteArray method;
    QByteArray target;  // origin form: "/v1/deltas?limit=5"
    int minorVersion = 1; // HTTP/1.<minorVersion>
    QList<QPair<QByteArray, QByteArray>> headers;
    qint64 contentLength = 0; // of a fixed-length body; 0 when chunked or none
    bool chunked = false;

    QByteArray header(const QByteArray &lowerName) const;
    int count(const QByteArray &lowerName) const;
    bool hasBody() const { return chunked || contentLength > 0; }
    // HTTP/1.1 keeps the connection unless told to close; 1.0 only when asked.
    bool keepAlive() const;
};

// Reads HTTP/1.0 and 1.1 requests from a byte stream, a request at a time,
// holding no more than the limits allow whatever the peer sends: the head
// (request line and headers) is refused once it outgrows maxHeadBytes,
// before the end of the head has arrived, and a body once it passes the
// limit its caller sets, as a Content-Length or as chunks arrive. It stops
// after the head, so that its caller can refuse a request (a wrong Host, no
// token, a body too large for the endpoint) before a byte of the body is
// read. Qt HttpServer 6.4 cannot do this: it buffers the whole request
// first. Pure bytes in, no sockets: the fuzzer drives it directly.
class HttpRequestParser
{
public:
    static constexpr int kMaxHeadBytes = 16 * 1024;    // request line + headers: 431 past this
    static constexpr int kMaxRequestLineBytes = 8 * 1024; // 414 past this
    static constexpr int kMaxHeaders = 100;             // 431 past this
    static constexpr int kMaxChunkLineBytes = 1024;     // a chunk's size line, extensions included

    enum class State {
        Head,         // reading the request line and headers
        HeadComplete, // head() is ready; call readBody() or stop
        Body,         // reading the body
        Complete,     // head() and body() are the whole request
        Failed,       // errorStatus() and errorMessage() say why; the connection must close
    };

    // Takes bytes from the stream; returns how many it used. It uses none
    // while it waits for readBody() (HeadComplete) or after Complete and
    // Failed, so the rest stays with the caller for the next request.
    qsizetype feed(const char *data, qsizetype size);
    qsizetype feed(const QByteArray &bytes) { return feed(bytes.constData(), bytes.size()); }

    // After HeadComplete: read a body of at most maxBodyBytes. A declared
    // Content-Length above it fails at once (413), a chunked body when it
    // passes it. Without a body the request is Complete at once.
    void readBody(qint64 maxBodyBytes);

    // Ready for the next request on the same connection.
    void reset();

    State state() const { return m_state; }
    const HttpRequestHead &head() const { return m_head; }
    const QByteArray &body() const { return m_body; }
    int errorStatus() const { return m_errorStatus; }
    const QString &errorMessage() const { return m_errorMessage; }
    // Bytes of this request taken so far: the caller's clock for "started".
    qint64 bytesTaken() const { return m_taken; }

private:
    enum class ChunkStep { Size, Data, DataEnd, Trailers };

    bool fail(int status, const QString &message);
    bool parseHead(const QByteArray &head);
    bool parseRequestLine(const QByteArray &line);
    bool settleBodyFraming();
    qsizetype feedHead(const char *data, qsizetype size);
    qsizetype feedFixedBody(const char *data, qsizetype size);
    qsizetype feedChunked(const char *data, qsizetype size);

    State m_state = State::Head;
    HttpRequestHead m_head;
    QByteArray m_pending; // head bytes, or a chunk line, not yet complete
    QByteArray m_body;
    qint64 m_maxBody = 0;
    qint64 m_remaining = 0; // of the fixed body, or of the current chunk
    ChunkStep m_chunkStep = ChunkStep::Size;
    qint64 m_trailerBytes = 0;
    qint64 m_taken = 0;
    int m_errorStatus = 0;
    QString m_errorMessage;
};

} // namespace tarn
