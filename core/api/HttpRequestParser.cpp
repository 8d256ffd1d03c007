// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "HttpRequestParser.h"

#include <QCoreApplication>
#include <algorithm>

namespace tarn {

namespace {

struct HttpParserText
{
    Q_DECLARE_TR_FUNCTIONS(HttpRequestParser)
};

// RFC 9110 §5.6.2: the characters of a method or a header name.
bool isTokenChar(char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    return std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}

bool isToken(const QByteArray &s)
{
    return !s.isEmpty() && std::all_of(s.cbegin(), s.cend(), isTokenChar);
}

// A line without its end: "\r\n" or a bare "\n" (which common clients'
// tests send and which RFC 9112 §2.2 lets a server accept).
QByteArray withoutLineEnd(QByteArray line)
{
    if (line.endsWith('\n'))
        line.chop(1);
    if (line.endsWith('\r'))
        line.chop(1);
    return line;
}

bool isDigits(const QByteArray &s)
{
    return !s.isEmpty() && std::all_of(s.cbegin(), s.cend(), [](char c) { return c >= '0' && c <= '9'; });
}

} // namespace

QByteArray HttpRequestHead::header(const QByteArray &lowerName) const
{
    for (const auto &[name, value] : headers)
        if (name == lowerName)
            return value;
    return {};
}

int HttpRequestHead::count(const QByteArray &lowerName) const
{
    return int(std::count_if(headers.cbegin(), headers.cend(), [&](const auto &h) { return h.first == lowerName; }));
}

bool HttpRequestHead::keepAlive() const
{
    const QByteArray connection = header("connection").toLower();
    if (minorVersion == 0)
        return connection.contains("keep-alive");
    return !connection.contains("close");
}

bool HttpRequestParser::fail(int status, const QString &message)
{
    m_state = State::Failed;
    m_errorStatus = status;
    m_errorMessage = message;
    m_pending.clear();
    m_body.clear();
    return false;
}

void HttpRequestParser::reset()
{
    m_state = State::Head;
    m_head = {};
    m_pending.clear();
    m_body.clear();
    m_maxBody = 0;
    m_remaining = 0;
    m_chunkStep = ChunkStep::Size;
    m_trailerBytes = 0;
    m_taken = 0;
    m_errorStatus = 0;
    m_errorMessage.clear();
}

qsizetype HttpRequestParser::feed(const char *data, qsizetype size)
{
    qsizetype used = 0;
    while (used < size) {
        qsizetype step = 0;
        switch (m_state) {
        case State::Head: step = feedHead(data + used, size - used); break;
        case State::Body:
            step = m_head.chunked ? feedChunked(data + used, size - used) : feedFixedBody(data + used, size - used);
            break;
        case State::HeadComplete:
        case State::Complete:
        case State::Failed:
            return used;
        }
        used += step;
        m_taken += step;
        if (step == 0 && m_state != State::HeadComplete && m_state != State::Complete && m_state != State::Failed)
            break; // cannot happen: every step takes a byte or changes state
    }
    return used;
}

qsizetype HttpRequestParser::feedHead(const char *data, qsizetype size)
{
    // Blank lines before a request line are ignored (RFC 9112 §2.2), which
    // also swallows a client's stray CRLF after a body.
    qsizetype skipped = 0;
    if (m_pending.isEmpty()) {
        while (skipped < size && (data[skipped] == '\r' || data[skipped] == '\n'))
            ++skipped;
        if (skipped == size)
            return skipped;
    }
    // Never hold more than the limit plus the byte that proves it passed.
    const qsizetype room = kMaxHeadBytes + 1 - m_pending.size();
    const qsizetype take = std::min(size - skipped, room);
    const qsizetype searchFrom = std::max<qsizetype>(0, m_pending.size() - 3);
    m_pending.append(data + skipped, take);

    qsizetype end = -1;
    for (qsizetype i = std::max<qsizetype>(searchFrom, 1); i < m_pending.size(); ++i) {
        if (m_pending.at(i) != '\n')
            continue;
        // An empty line ends the head: "\n\n" or "\n\r\n".
        if (m_pending.at(i - 1) == '\n' || (i >= 2 && m_pending.at(i - 1) == '\r' && m_pending.at(i - 2) == '\n')) {
            end = i + 1;
            break;
        }
    }
    const qsizetype firstLineEnd = m_pending.indexOf('\n');
    if ((firstLineEnd < 0 && m_pending.size() > kMaxRequestLineBytes) || firstLineEnd > kMaxRequestLineBytes) {
        fail(414, HttpParserText::tr("the request line is longer than %1 bytes").arg(kMaxRequestLineBytes));
        return skipped + take;
    }
    if (end < 0) {
        if (m_pending.size() > kMaxHeadBytes)
            fail(431, HttpParserText::tr("the request's headers are larger than %1 bytes").arg(kMaxHeadBytes));
        return skipped + take;
    }
    // Hand back what lies past the head: it is the body, or the next request.
    const qsizetype unused = m_pending.size() - end;
    const QByteArray head = m_pending.left(end);
    m_pending.clear();
    if (parseHead(head))
        m_state = State::HeadComplete;
    return skipped + take - unused;
}

bool HttpRequestParser::parseHead(const QByteArray &head)
{
    QList<QByteArray> lines = head.split('\n');
    for (QByteArray &line : lines)
        line = withoutLineEnd(line);
    while (!lines.isEmpty() && lines.constLast().isEmpty())
        lines.removeLast();
    if (lines.isEmpty() || !parseRequestLine(lines.constFirst()))
        return m_state != State::Failed ? fail(400, HttpParserText::tr("the request line is malformed")) : false;
    if (lines.size() - 1 > kMaxHeaders)
        return fail(431, HttpParserText::tr("the request has more than %1 headers").arg(kMaxHeaders));
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray &line = lines.at(i);
        if (line.startsWith(' ') || line.startsWith('\t'))
            return fail(400, HttpParserText::tr("folded header lines are not accepted"));
        const qsizetype colon = line.indexOf(':');
        const QByteArray name = line.left(colon);
        // No blank between name and colon (RFC 9112 §5.1): a smuggling trick.
        if (colon <= 0 || !isToken(name))
            return fail(400, HttpParserText::tr("header line %1 is malformed").arg(i + 1));
        const QByteArray value = line.mid(colon + 1).trimmed();
        for (const char c : value)
            if ((uchar(c) < 0x20 && c != '\t') || c == 0x7f)
                return fail(400, HttpParserText::tr("the header %1 holds a control character").arg(QString::fromLatin1(name)));
        m_head.headers.append({name.toLower(), value});
    }
    return settleBodyFraming();
}

bool HttpRequestParser::parseRequestLine(const QByteArray &line)
{
    const QList<QByteArray> parts = line.split(' ');
    if (parts.size() != 3 || !isToken(parts.at(0)))
        return false;
    const QByteArray &target = parts.at(1);
    if (!target.startsWith('/')
        || !std::all_of(target.cbegin(), target.cend(), [](char c) { return uchar(c) > 0x20 && uchar(c) < 0x7f; }))
        return false;
    const QByteArray &version = parts.at(2);
    if (version.size() != 8 || !version.startsWith("HTTP/") || version.at(6) != '.'
        || !isDigits(version.mid(5, 1)) || !isDigits(version.mid(7, 1)))
        return false;
    if (version.at(5) != '1')
        return fail(505, HttpParserText::tr("HTTP version %1 is not supported; Tarn speaks HTTP/1.1")
                             .arg(QString::fromLatin1(version.mid(5))));
    m_head.method = parts.at(0);
    m_head.target = target;
    m_head.minorVersion = version.at(7) == '0' ? 0 : 1; // 1.x above 1.1 is read as 1.1
    return true;
}

bool HttpRequestParser::settleBodyFraming()
{
    if (m_head.minorVersion == 1 && m_head.count("host") != 1)
        return fail(400, HttpParserText::tr("an HTTP/1.1 request needs exactly one Host header"));
    const bool hasLength = m_head.count("content-length") > 0;
    const bool hasEncoding = m_head.count("transfer-encoding") > 0;
    if (hasLength && hasEncoding)
        return fail(400, HttpParserText::tr("a request may not carry both Content-Length and Transfer-Encoding"));
    if (hasEncoding) {
        if (m_head.count("transfer-encoding") > 1 || m_head.header("transfer-encoding").toLower() != "chunked")
            return fail(501, HttpParserText::tr("only the chunked transfer coding is supported"));
        m_head.chunked = true;
        return true;
    }
    if (!hasLength)
        return true;
    // Every Content-Length (and every item of a list) must agree: two
    // different lengths are how requests get smuggled past a proxy.
    QByteArray agreed;
    for (const auto &[name, value] : std::as_const(m_head.headers)) {
        if (name != "content-length")
            continue;
        for (const QByteArray &item : value.split(',')) {
            const QByteArray length = item.trimmed();
            if (!isDigits(length) || length.size() > 18)
                return fail(400, HttpParserText::tr("Content-Length is not a number"));
            if (!agreed.isEmpty() && length.toLongLong() != agreed.toLongLong())
                return fail(400, HttpParserText::tr("the request carries conflicting Content-Length headers"));
            agreed = length;
        }
    }
    if (agreed.isEmpty())
        return fail(400, HttpParserText::tr("Content-Length is not a number"));
    m_head.contentLength = agreed.toLongLong();
    return true;
}

void HttpRequestParser::readBody(qint64 maxBodyBytes)
{
    if (m_state != State::HeadComplete)
        return;
    m_maxBody = maxBodyBytes;
    if (m_head.contentLength > maxBodyBytes) {
        fail(413, HttpParserText::tr("the body is %1 bytes; the limit is %2").arg(m_head.contentLength).arg(maxBodyBytes));
        return;
    }
    if (!m_head.hasBody()) {
        m_state = State::Complete;
        return;
    }
    m_remaining = m_head.contentLength;
    m_chunkStep = ChunkStep::Size;
    m_state = State::Body;
}

qsizetype HttpRequestParser::feedFixedBody(const char *data, qsizetype size)
{
    const qsizetype take = qsizetype(std::min<qint64>(size, m_remaining));
    m_body.append(data, take);
    m_remaining -= take;
    if (m_remaining == 0)
        m_state = State::Complete;
    return take;
}

qsizetype HttpRequestParser::feedChunked(const char *data, qsizetype size)
{
    if (m_chunkStep == ChunkStep::Data) {
        const qsizetype take = qsizetype(std::min<qint64>(size, m_remaining));
        m_body.append(data, take);
        m_remaining -= take;
        if (m_remaining == 0)
            m_chunkStep = ChunkStep::DataEnd;
        return take;
    }
    // Size lines, the CRLF after a chunk and trailer lines: one line at a time.
    const void *newline = memchr(data, '\n', size_t(size));
    const qsizetype take = newline ? qsizetype(static_cast<const char *>(newline) - data) + 1 : size;
    m_pending.append(data, take);
    const qint64 lineLimit = m_chunkStep == ChunkStep::Trailers ? kMaxHeadBytes : kMaxChunkLineBytes;
    if (m_pending.size() > lineLimit) {
        fail(m_chunkStep == ChunkStep::Trailers ? 431 : 400, HttpParserText::tr("a chunk line is too long"));
        return take;
    }
    if (!newline)
        return take;
    const QByteArray line = withoutLineEnd(m_pending);
    m_pending.clear();
    switch (m_chunkStep) {
    case ChunkStep::Size: {
        const qsizetype extensions = line.indexOf(';'); // ignored
        const QByteArray hex = (extensions < 0 ? line : line.left(extensions)).trimmed();
        bool ok = hex.size() <= 15;
        const qint64 chunk = ok ? hex.toLongLong(&ok, 16) : 0;
        if (!ok || hex.isEmpty() || chunk < 0) {
            fail(400, HttpParserText::tr("a chunk size is malformed"));
            break;
        }
        if (m_body.size() + chunk > m_maxBody) {
            fail(413, HttpParserText::tr("the body is larger than the limit of %1 bytes").arg(m_maxBody));
            break;
        }
        m_remaining = chunk;
        m_chunkStep = chunk == 0 ? ChunkStep::Trailers : ChunkStep::Data;
        break;
    }
    case ChunkStep::DataEnd:
        if (!line.isEmpty())
            fail(400, HttpParserText::tr("a chunk is longer than its size says"));
        else
            m_chunkStep = ChunkStep::Size;
        break;
    case ChunkStep::Trailers:
        m_trailerBytes += take;
        if (m_trailerBytes > kMaxHeadBytes)
            fail(431, HttpParserText::tr("the request's trailers are larger than %1 bytes").arg(kMaxHeadBytes));
        else if (line.isEmpty())
            m_state = State::Complete; // trailers are read and dropped
        break;
    case ChunkStep::Data:
        break;
    }
    return take;
}

} // namespace tarn
