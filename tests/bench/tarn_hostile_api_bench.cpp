// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 18's figures for the loopback API: a real `tarn serve` child
// process against hostile local peers, spoken to over raw sockets.
//
// 1. Memory: the child's resident memory above idle (VmRSS just before the
//    case, with VmHWM reset to it through /proc/PID/clear_refs) at its
//    worst during each hostile case, each case in a fresh child:
//    (a) POST /v1/pair without a token, declaring and sending 512 MiB;
//    (b) a 128 MiB header line;
//    (c) 1,051 idle sockets held open, then a legitimate request;
//    (d) an endless chunked body to POST /v1/deltas with a write token;
//    (e) a recall query of 100,000 distinct words (and the queries just
//        past and just inside QueryLimits' 4,096 characters);
//    (f) 64 MiB of pipelined requests without a token, no answer ever read;
//    (g) 128 connections with a write token, each stalling one byte short
//        of a 1 MiB body (the most the bounds let a paired client park).
//    Target: each under 64 MiB above idle.
// 2. Reads while another process holds the lake's write lock (BEGIN
//    IMMEDIATE from here, through SQLite's C API) and one or three POST
//    /v1/deltas wait for it: p50/p99 of GET /v1/stats, /v1/deltas?limit=50
//    and /v1/recall, beside the same reads through SQLite's C API in the
//    same run. Target: read p99 < 50 ms.
// 3. 50 concurrent keep-alive clients on a lake of 100,000 deltas: p50 and
//    p99 of stats, list, get, recall, context and POST /v1/deltas; then
//    recall queries at and past QueryLimits' bound on that lake.
//
//   tarn_hostile_api_bench [--deltas 100000] [--clients 50] [--requests 60]
//                          [--reads 200] [--lake FILE] [--only memory,locked,load]
//                          [--out FILE]
//
// Tokens live only in the keychain, so the bench runs itself inside a
// private D-Bus session with gnome-keyring unlocked (as tests/with-keychain.sh
// does), with HOME and the XDG folders in a temporary folder: neither the
// person's keyring nor their configuration is touched. Not a CTest test;
// see docs/BENCHMARKS.md.

#include "ApiBenchSupport.h"
#include "BenchSupport.h"
#include "PeakMemory.h"
#include "RawLake.h"

#include "Clock.h"
#include "Delta.h"
#include "Lake.h"
#include "LakeTypes.h"
#include "TarnError.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QTextStream>
#include <QThread>
#include <QUrl>

#include <arpa/inet.h>
#include <atomic>
#include <cerrno>
#include <dirent.h>
#include <chrono>
#include <fcntl.h>
#include <functional>
#include <mutex>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sqlite3.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace tarn;
using namespace tarn::bench;

namespace {

constexpr qint64 KiB = 1024;
constexpr qint64 MiB = 1024 * 1024;
using Steady = std::chrono::steady_clock;

double msSince(Steady::time_point t0)
{
    return std::chrono::duration<double, std::milli>(Steady::now() - t0).count();
}

// --- a raw HTTP/1.1 client on POSIX sockets ------------------------------

int connectTo(quint16 port, bool nonBlocking = false)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | (nonBlocking ? SOCK_NONBLOCK : 0), 0);
    if (fd < 0)
        return -1;
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(port);
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    if (::connect(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0 && errno != EINPROGRESS) {
        ::close(fd);
        return -1;
    }
    return fd;
}

struct Reply
{
    int status = 0; // 0: no answer (closed, or timed out)
    QByteArray head;
    QByteArray body;
    bool closes = false; // the server said Connection: close
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
};

// Takes one whole answer (head and Content-Length body) off the front of
// `buf`; nullopt while it is incomplete.
std::optional<Reply> takeReply(QByteArray &buf)
{
    const qsizetype end = buf.indexOf("\r\n\r\n");
    if (end < 0)
        return std::nullopt;
    Reply r;
    r.head = buf.left(end + 2);
    r.status = r.head.mid(9, 3).toInt();
    const QByteArray lower = r.head.toLower();
    const qsizetype at = lower.indexOf("content-length:");
    const qint64 length = at < 0 ? 0 : lower.mid(at + 15, lower.indexOf('\r', at) - at - 15).trimmed().toLongLong();
    if (buf.size() < end + 4 + length)
        return std::nullopt;
    r.body = buf.mid(end + 4, length);
    r.closes = lower.contains("connection: close");
    buf.remove(0, end + 4 + length);
    return r;
}

// One keep-alive connection, one request at a time (or requests sent
// first and answers read later); reconnects when the server closed it.
class HttpConn
{
public:
    explicit HttpConn(quint16 port) : m_port(port) {}
    ~HttpConn() { close(); }
    HttpConn(const HttpConn &) = delete;
    HttpConn &operator=(const HttpConn &) = delete;

    void close()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
        m_buf.clear();
    }

    bool send(const QByteArray &bytes)
    {
        if (m_fd < 0 && (m_fd = connectTo(m_port)) < 0)
            return false;
        qsizetype done = 0;
        while (done < bytes.size()) {
            const ssize_t n = ::send(m_fd, bytes.constData() + done, size_t(bytes.size() - done), MSG_NOSIGNAL);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                close();
                return false;
            }
            done += n;
        }
        return true;
    }

    // True once an answer (or the end of the stream) is waiting.
    bool answered()
    {
        if (m_fd < 0)
            return true;
        pollfd p{m_fd, POLLIN, 0};
        return ::poll(&p, 1, 0) > 0;
    }

    Reply read(int timeoutMs)
    {
        const auto t0 = Steady::now();
        while (m_fd >= 0) {
            if (auto r = takeReply(m_buf)) {
                if (r->closes)
                    close();
                return *r;
            }
            const int left = timeoutMs - int(msSince(t0));
            if (left <= 0)
                break;
            pollfd p{m_fd, POLLIN, 0};
            if (::poll(&p, 1, left) <= 0)
                continue;
            char chunk[64 * 1024];
            const ssize_t n = ::recv(m_fd, chunk, sizeof chunk, 0);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                break;
            m_buf.append(chunk, n);
        }
        close();
        return {};
    }

    Reply call(const QByteArray &bytes, int timeoutMs = 60000)
    {
        if (!send(bytes) && !send(bytes)) // once more on a fresh connection: the old one may have idled out
            return {};
        return read(timeoutMs);
    }

private:
    quint16 m_port;
    int m_fd = -1;
    QByteArray m_buf;
};

QByteArray request(quint16 port, const QByteArray &method, const QByteArray &target, const QByteArray &token = {},
                   const QByteArray &body = {}, const QByteArray &extra = {})
{
    QByteArray out = method + ' ' + target + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port) + "\r\n";
    if (!token.isEmpty())
        out += "Authorization: Bearer " + token + "\r\n";
    if (!body.isEmpty())
        out += "Content-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n";
    return out + extra + "\r\n" + body;
}

QByteArray captureBody(const QString &content)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("source"), QStringLiteral("browser")},
                                     {QStringLiteral("content"), content}})
        .toJson(QJsonDocument::Compact);
}

// --- a hostile stream: send without end, read what comes back ---------------

struct StreamResult
{
    int status = 0;        // the first answer's status; 0: none
    double answerMs = -1;  // since the first byte was sent
    qint64 sent = 0;       // bytes the kernel took from us
    double ms = 0;         // until the stream ended
    QString ended;
};

// Sends `head`, then whatever `more` returns, as fast as the server takes
// it, until the server resets the connection, `maxBytes` have gone (then it
// waits for an answer), or `maxMs` pass. Reads at the same time.
StreamResult stream(quint16 port, const QByteArray &head, const std::function<QByteArray()> &more, qint64 maxBytes,
                    int maxMs)
{
    StreamResult r;
    const int fd = connectTo(port);
    if (fd < 0) {
        r.ended = QStringLiteral("could not connect");
        return r;
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    const auto t0 = Steady::now();
    QByteArray pending = head;
    QByteArray in;
    bool eof = false;
    bool writing = true;
    while (true) {
        if (msSince(t0) > maxMs) {
            r.ended = QStringLiteral("still open after %1 s").arg(maxMs / 1000);
            break;
        }
        if (writing && pending.isEmpty()) {
            if (r.sent >= maxBytes)
                writing = false;
            else
                pending = more();
        }
        if (!writing && (eof || r.status != 0)) {
            r.ended = QStringLiteral("all %1 MiB sent").arg(double(r.sent) / MiB, 0, 'f', 0);
            break;
        }
        pollfd p{fd, short((eof ? 0 : POLLIN) | (writing ? POLLOUT : 0)), 0};
        if (::poll(&p, 1, 100) <= 0)
            continue;
        if (!eof && (p.revents & (POLLIN | POLLHUP | POLLERR))) {
            char chunk[64 * 1024];
            const ssize_t n = ::recv(fd, chunk, sizeof chunk, 0);
            if (n > 0) {
                in.append(chunk, n);
                if (r.status == 0) {
                    QByteArray copy = in;
                    if (const auto reply = takeReply(copy); reply && reply->status != 100) {
                        r.status = reply->status;
                        r.answerMs = msSince(t0);
                    } else if (reply) {
                        in = copy; // 100 Continue: wait for the real answer
                    }
                }
            } else if (n == 0) {
                eof = true; // the server's half close: a hostile peer sends on
            } else if (errno != EAGAIN && errno != EINTR) {
                r.ended = QStringLiteral("reset by the server");
                break;
            }
        }
        if (writing && (p.revents & POLLOUT)) {
            const ssize_t n = ::send(fd, pending.constData(), size_t(pending.size()), MSG_NOSIGNAL);
            if (n > 0) {
                r.sent += n;
                pending.remove(0, n);
            } else if (n < 0 && errno != EAGAIN && errno != EINTR) {
                r.ended = QStringLiteral("reset by the server");
                break;
            }
        }
    }
    r.ms = msSince(t0);
    ::close(fd);
    return r;
}

// --- a real `tarn serve` child ------------------------------------------------

class Serve
{
public:
    Serve(const QString &home, const QString &logPath) : m_env(QProcessEnvironment::systemEnvironment())
    {
        m_env.insert(QStringLiteral("HOME"), home);
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
        m_env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache"));
        m_env.insert(QStringLiteral("XDG_STATE_HOME"), home + QStringLiteral("/state"));
        m_process.setProcessEnvironment(m_env);
        m_process.setStandardErrorFile(logPath, QIODevice::Append); // its request log
    }
    ~Serve() { stop(); }

    void start(const QString &lakePath)
    {
        m_process.start(QStringLiteral(TARN_BINARY), {QStringLiteral("serve"), QStringLiteral("--lake"), lakePath,
                                                     QStringLiteral("--port"), QStringLiteral("0")});
        if (!m_process.waitForStarted())
            throw std::runtime_error("cannot start " TARN_BINARY);
        const QRegularExpression portRe(QStringLiteral("http://127\\.0\\.0\\.1:(\\d+)"));
        QByteArray banner;
        while (m_port == 0 && m_process.waitForReadyRead(30000)) {
            banner += m_process.readAllStandardOutput();
            const auto match = portRe.match(QString::fromUtf8(banner));
            if (match.hasMatch())
                m_port = quint16(match.captured(1).toUInt());
        }
        if (m_port == 0)
            throw std::runtime_error("tarn serve printed no port: " + banner.toStdString());
    }

    // SIGTERM; the exit code, or -1 when it crashed or had to be killed.
    int stop()
    {
        if (m_process.state() == QProcess::NotRunning)
            return m_stopped;
        m_process.terminate();
        if (!m_process.waitForFinished(30000)) {
            m_process.kill();
            m_process.waitForFinished(10000);
            return m_stopped = -1;
        }
        return m_stopped = m_process.exitStatus() == QProcess::NormalExit ? m_process.exitCode() : -1;
    }
    bool running() const { return m_process.state() == QProcess::Running; }

    quint16 port() const { return m_port; }
    qint64 pid() const { return m_process.processId(); }
    qint64 rssKb() const { return test::procStatusKb("VmRSS", pid()); }
    qint64 hwmKb() const { return test::procStatusKb("VmHWM", pid()); }
    // VmHWM down to VmRSS (Linux 4.0+), so the next peak is this case's own.
    bool resetPeak() const
    {
        QFile f(QStringLiteral("/proc/%1/clear_refs").arg(pid()));
        return f.open(QIODevice::WriteOnly) && f.write("5") == 1;
    }

    // `tarn pair --json` in another process, then POST /v1/pair: a write token.
    QByteArray pair(const QString &name)
    {
        QProcess p;
        p.setProcessEnvironment(m_env);
        p.start(QStringLiteral(TARN_BINARY), {QStringLiteral("pair"), QStringLiteral("--json")});
        if (!p.waitForFinished(60000) || p.exitCode() != 0)
            throw std::runtime_error("tarn pair failed (is a Secret Service running?): "
                                     + p.readAllStandardError().toStdString());
        const QString code = QJsonDocument::fromJson(p.readAllStandardOutput()).object().value(QStringLiteral("code")).toString();
        const QByteArray body = QJsonDocument(QJsonObject{{QStringLiteral("code"), code},
                                                          {QStringLiteral("name"), name},
                                                          {QStringLiteral("scope"), QStringLiteral("write")}})
                                    .toJson(QJsonDocument::Compact);
        HttpConn c(m_port);
        const Reply r = c.call(request(m_port, "POST", "/v1/pair", {}, body));
        if (r.status != 201)
            throw std::runtime_error("POST /v1/pair answered " + std::to_string(r.status) + ": " + r.body.toStdString());
        return r.json().value(QStringLiteral("token")).toString().toUtf8();
    }

private:
    QProcessEnvironment m_env;
    QProcess m_process;
    quint16 m_port = 0;
    int m_stopped = 0;
};

// --- the lake ---------------------------------------------------------------

// A few thousand pronounceable words drawn with a Zipf-like skew, as in
// tarn_bench, so recall has common and rare words to find.
class Vocabulary
{
public:
    Vocabulary(int size, QRandomGenerator &rng)
    {
        static const char *const onset[] = {"b", "br", "c", "ch", "d", "dr", "f", "g", "gr", "h", "j", "k", "l",
                                            "m", "n", "p", "pl", "r", "s", "sh", "st", "t", "tr", "v", "w", "z"};
        static const char *const vowel[] = {"a", "e", "i", "o", "u", "ai", "ea", "ou", "y"};
        static const char *const coda[] = {"", "", "n", "r", "s", "t", "l", "m", "nd", "st", "ck"};
        QSet<QString> seen;
        while (m_words.size() < size) {
            QString w;
            for (int s = 0, n = 1 + int(rng.bounded(3)); s < n; ++s)
                w += QLatin1String(onset[rng.bounded(int(std::size(onset)))]) + QLatin1String(vowel[rng.bounded(int(std::size(vowel)))]);
            w += QLatin1String(coda[rng.bounded(int(std::size(coda)))]);
            if (!seen.contains(w)) {
                seen.insert(w);
                m_words << w;
            }
        }
        double sum = 0;
        for (int i = 0; i < size; ++i)
            m_cdf.push_back(sum += 1.0 / (i + 1));
        for (double &c : m_cdf)
            c /= sum;
    }
    const QString &pick(QRandomGenerator &rng) const
    {
        const auto it = std::lower_bound(m_cdf.begin(), m_cdf.end(), rng.generateDouble());
        return m_words.at(std::min<qsizetype>(it - m_cdf.begin(), m_words.size() - 1));
    }

private:
    QStringList m_words;
    std::vector<double> m_cdf;
};

// `n` deltas written through Lake::insertBatch at the real time (`tarn
// serve` runs on the system clock): chat and vault notes, browser and feed
// captures observed within the last day, so nothing expires during the run.
// Returns a sample of their ids.
QStringList buildLake(const QString &path, int n)
{
    QRandomGenerator rng(18);
    const Vocabulary vocab(6000, rng);
    const Vocabulary tagVocab(300, rng);
    static const std::pair<const char *, Kind> sources[] = {{"chat", Kind::Episode},
                                                            {"vault", Kind::Fact},
                                                            {"browser", Kind::Observation},
                                                            {"rss:hn", Kind::Observation}};
    Lake lake(SystemClock::instance());
    lake.open(path);
    const qint64 now = SystemClock::instance().nowMs();
    QStringList ids;
    constexpr int kBatch = 5000;
    for (int done = 0; done < n; done += kBatch) {
        QList<NewDelta> batch;
        for (int i = done; i < std::min(n, done + kBatch); ++i) {
            Delta d;
            const auto &[source, kind] = sources[rng.bounded(int(std::size(sources)))];
            d.source = QString::fromLatin1(source);
            d.kind = kind;
            QString content;
            for (int w = 0, words = 4 + int(rng.bounded(27)); w < words && content.size() < 190; ++w)
                content += (w ? QStringLiteral(" ") : QString()) + vocab.pick(rng);
            d.content = content;
            d.tags << tagVocab.pick(rng);
            if (d.source == u"chat")
                d.sessionId = QStringLiteral("s-%1").arg(i / 40);
            d.observedAt = now - qint64(rng.bounded(12 * 3600)) * 1000 - (n - i);
            batch << NewDelta{d, false, false, false};
        }
        const QList<Delta> written = lake.insertBatch(std::move(batch));
        for (qsizetype i = 0; i < written.size(); i += 97)
            ids << written.at(i).id;
    }
    return ids;
}

QStringList sampleIds(const QString &path)
{
    QStringList ids;
    Lake lake(SystemClock::instance());
    lake.open(path);
    ListFilter f;
    QString after;
    for (int page = 0; page < 20; ++page) {
        const QList<Delta> got = lake.list(f, after, 100);
        for (const Delta &d : got)
            ids << d.id;
        if (got.size() < 100)
            break;
        after = got.constLast().id;
    }
    return ids;
}

QByteArray pct(const QString &q)
{
    return QUrl::toPercentEncoding(q);
}

// Distinct lower-case words, "qa", "qb", ... (letters only, so each is one
// FTS5 token), joined by spaces, up to `count` words or `maxChars`.
QString distinctWords(int count, qsizetype maxChars = -1)
{
    QString out;
    for (int i = 0; i < count; ++i) {
        QString w = QStringLiteral("q");
        for (int v = i;; v /= 26) {
            w += QChar(u'a' + v % 26);
            if (v < 26)
                break;
        }
        if (maxChars >= 0 && out.size() + 1 + w.size() > maxChars)
            break;
        if (!out.isEmpty())
            out += u' ';
        out += w;
    }
    return out;
}

// The lake's most common words, most common first, up to `maxChars` in all:
// the costliest query recall still takes (it ranks by the first 64 of them).
QString commonWords(RawLake &raw, qsizetype maxChars)
{
    raw.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocab USING fts5vocab(main, delta_fts, col)");
    sqlite3_stmt *st = nullptr;
    sqlite3_prepare_v2(raw.handle(), "SELECT term FROM temp.vocab WHERE col = 'content' ORDER BY doc DESC LIMIT 5000", -1, &st,
                       nullptr);
    QString out;
    while (sqlite3_step(st) == SQLITE_ROW) {
        const QString w = QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(st, 0)));
        if (out.size() + 1 + w.size() > maxChars)
            break;
        out += (out.isEmpty() ? QString() : QStringLiteral(" ")) + w;
    }
    sqlite3_finalize(st);
    return out;
}

int wordCount(const QString &s)
{
    return int(s.split(u' ', Qt::SkipEmptyParts).size());
}

// --- 1. memory against hostile peers ----------------------------------------

struct MemoryRow
{
    QString name;
    QString outcome;
    double idleMiB = 0;
    double peakAboveMiB = 0;
    double afterAboveMiB = 0; // one second after the case
    int idleFds = 0, peakFds = 0; // the child's open descriptors
    int exitCode = 0;
};

struct Env
{
    QString home;
    QString tmp;
};

// The descriptors a process holds open.
int openDescriptors(qint64 pid)
{
    DIR *d = ::opendir(QByteArray("/proc/" + QByteArray::number(pid) + "/fd").constData());
    if (!d)
        return -1;
    int n = 0;
    while (const dirent *e = ::readdir(d))
        if (e->d_name[0] != '.')
            ++n;
    ::closedir(d);
    return n;
}

// Samples the child's VmRSS and open descriptors every 5 ms, beside its
// VmHWM at the end.
class Sampler
{
public:
    explicit Sampler(qint64 pid)
        : m_thread([this, pid] {
              while (!m_stop) {
                  m_maxKb = std::max<qint64>(m_maxKb, test::procStatusKb("VmRSS", pid));
                  m_maxFds = std::max(m_maxFds.load(), openDescriptors(pid));
                  std::this_thread::sleep_for(std::chrono::milliseconds(5));
              }
          })
    {
    }
    ~Sampler()
    {
        m_stop = true;
        m_thread.join();
    }
    qint64 maxKb() const { return m_maxKb; }
    int maxFds() const { return m_maxFds; }

private:
    std::atomic<bool> m_stop{false};
    std::atomic<qint64> m_maxKb{0};
    std::atomic<int> m_maxFds{0};
    std::thread m_thread;
};

using HostileCase = std::function<QString(quint16 port, const QByteArray &token)>;

MemoryRow runMemoryCase(const Env &env, const QString &lakePath, QByteArray &token, const QString &name,
                        const HostileCase &hostile)
{
    MemoryRow row;
    row.name = name;
    Serve serve(env.home, env.tmp + QStringLiteral("/serve-memory.log"));
    serve.start(lakePath);
    if (token.isEmpty())
        token = serve.pair(QStringLiteral("bench"));
    const quint16 port = serve.port();
    {
        // Warm: the readers, the writer and SQLite's caches have been used once.
        HttpConn c(port);
        for (int i = 0; i < 3; ++i)
            c.call(request(port, "GET", "/v1/stats", token));
        c.call(request(port, "POST", "/v1/deltas", token, captureBody(QStringLiteral("warming up the writer"))));
        c.call(request(port, "GET", "/v1/recall?q=warming", token));
        c.call(request(port, "GET", "/v1/context?q=warming", token));
    }
    QThread::msleep(500);
    const qint64 idleKb = serve.rssKb();
    if (!serve.resetPeak())
        throw std::runtime_error("cannot reset the child's VmHWM (/proc/PID/clear_refs)");
    row.idleFds = openDescriptors(serve.pid());
    qint64 sampled = 0;
    {
        Sampler sampler(serve.pid());
        row.outcome = hostile(port, token);
        sampled = sampler.maxKb();
        row.peakFds = sampler.maxFds();
    }
    const qint64 peakKb = std::max(serve.hwmKb(), sampled);
    QThread::msleep(1000);
    const qint64 afterKb = serve.rssKb();
    // Still serving?
    HttpConn c(port);
    const Reply alive = c.call(request(port, "GET", "/v1/stats", token), 10000);
    if (alive.status != 200)
        row.outcome += QStringLiteral("; **afterwards GET /v1/stats answered %1**").arg(alive.status);
    row.idleMiB = double(idleKb) / KiB;
    row.peakAboveMiB = double(peakKb - idleKb) / KiB;
    row.afterAboveMiB = double(afterKb - idleKb) / KiB;
    row.exitCode = serve.stop();
    if (row.exitCode != 0)
        row.outcome += QStringLiteral("; **tarn serve exited %1**").arg(row.exitCode);
    return row;
}

QString describe(const StreamResult &r, qint64 limitBytes)
{
    return QStringLiteral("%1 after %2 ms; %3 MiB sent (of %4 MiB), %5 after %6 s")
        .arg(r.status ? QString::number(r.status) : QStringLiteral("no answer"))
        .arg(fmt(r.answerMs, 1))
        .arg(fmt(double(r.sent) / MiB))
        .arg(fmt(double(limitBytes) / MiB, 0))
        .arg(r.ended)
        .arg(fmt(r.ms / 1000, 2));
}

void raiseDescriptorLimit(rlim_t want)
{
    rlimit l{};
    ::getrlimit(RLIMIT_NOFILE, &l);
    if (l.rlim_cur < want) {
        l.rlim_cur = std::min(want, l.rlim_max);
        ::setrlimit(RLIMIT_NOFILE, &l);
    }
}

QList<MemoryRow> runMemory(const Env &env, QStringList *notes)
{
    const QString lake = env.tmp + QStringLiteral("/small.sqlite");
    QByteArray paired; // the first child pairs; the token stays valid for this lake
    QList<MemoryRow> rows;
    const auto progress = [](const QString &s) {
        err() << "  " << s << "\n";
        err().flush();
    };

    rows << runMemoryCase(env, lake, paired, QStringLiteral("(a) POST /v1/pair, no token, `Content-Length: 536870912` and the 512 MiB sent"),
                          [](quint16 port, const QByteArray &) {
                              const QByteArray head = "POST /v1/pair HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port)
                                                      + "\r\nContent-Type: application/json\r\nContent-Length: 536870912\r\n\r\n";
                              const QByteArray chunk(256 * KiB, 'x');
                              return describe(stream(port, head, [&] { return chunk; }, 512 * MiB, 30000), 512 * MiB);
                          });
    progress(rows.constLast().outcome);

    rows << runMemoryCase(env, lake, paired, QStringLiteral("(b) a 128 MiB header line"), [](quint16 port, const QByteArray &) {
        const QByteArray head = "GET /v1/stats HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port) + "\r\nX-Filler: ";
        const QByteArray chunk(256 * KiB, 'a');
        return describe(stream(port, head, [&] { return chunk; }, 128 * MiB, 30000), 128 * MiB);
    });
    progress(rows.constLast().outcome);

    rows << runMemoryCase(
        env, lake, paired, QStringLiteral("(c) 1,051 idle sockets held open, then a legitimate GET /v1/stats"),
        [](quint16 port, const QByteArray &token) {
            constexpr int kFlood = 1051;
            raiseDescriptorLimit(kFlood + 512);
            std::vector<int> flood;
            const auto t0 = Steady::now();
            for (int i = 0; i < kFlood; ++i)
                if (const int fd = connectTo(port, true); fd >= 0)
                    flood.push_back(fd);
            // Wait until every connect has completed (the kernel's backlog
            // holds what the server has not accepted yet).
            int connected = 0;
            std::vector<pollfd> pending;
            for (const int fd : flood)
                pending.push_back({fd, POLLOUT, 0});
            while (!pending.empty() && msSince(t0) < 10000) {
                if (::poll(pending.data(), pending.size(), 100) <= 0)
                    continue;
                std::erase_if(pending, [&](const pollfd &p) {
                    if (!(p.revents & (POLLOUT | POLLERR | POLLHUP)))
                        return false;
                    ++connected;
                    return true;
                });
            }
            const double floodMs = msSince(t0);
            QThread::msleep(300);
            // Legitimate clients, each on a new connection, while the flood is held.
            QList<double> legit;
            QList<int> statuses;
            for (int i = 0; i < 5; ++i) {
                HttpConn c(port);
                const auto t = Steady::now();
                const Reply r = c.call(request(port, "GET", "/v1/stats", token), 30000);
                legit << msSince(t);
                statuses << r.status;
            }
            // How many of the flood the server closed (it keeps at most 128).
            int closed = 0;
            for (const int fd : flood) {
                char b;
                pollfd p{fd, POLLIN, 0};
                if (::poll(&p, 1, 0) > 0 && ::recv(fd, &b, 1, MSG_DONTWAIT) <= 0)
                    ++closed;
            }
            for (const int fd : flood)
                ::close(fd);
            QStringList st;
            for (const int s : std::as_const(statuses))
                st << QString::number(s);
            return QStringLiteral("%1 of %2 sockets connected in %3 s; %4 of them closed by the server 0.3 s later; "
                                  "then 5 legitimate requests, each on a new connection, answered %5 in %6 ms (first), %7 ms (slowest)")
                .arg(connected)
                .arg(kFlood)
                .arg(fmt(floodMs / 1000, 2))
                .arg(closed)
                .arg(st.join(u'/'))
                .arg(fmt(legit.constFirst(), 1))
                .arg(fmt(*std::max_element(legit.cbegin(), legit.cend()), 1));
        });
    progress(rows.constLast().outcome);

    rows << runMemoryCase(env, lake, paired, QStringLiteral("(d) POST /v1/deltas with a write token, an endless chunked body"),
                          [](quint16 port, const QByteArray &token) {
                              const QByteArray head = "POST /v1/deltas HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port)
                                                      + "\r\nAuthorization: Bearer " + token
                                                      + "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";
                              const QByteArray chunk = "10000\r\n" + QByteArray(0x10000, 'x') + "\r\n";
                              return describe(stream(port, head, [&] { return chunk; }, 1024 * MiB, 30000), 1024 * MiB)
                                  .replace(QStringLiteral(" (of 1024 MiB)"), QStringLiteral(" (endless; the bench stops at 1 GiB)"));
                          });
    progress(rows.constLast().outcome);

    rows << runMemoryCase(
        env, lake, paired, QStringLiteral("(e) GET /v1/recall with 100,000 distinct words"),
        [notes](quint16 port, const QByteArray &token) {
            const QString huge = distinctWords(100000);
            const QByteArray head = request(port, "GET", "/v1/recall?q=" + pct(huge), token);
            const StreamResult r = stream(port, head, [] { return QByteArray(); }, 0, 30000);
            // The queries at the bound, on the same (small) lake: just past
            // 4,096 characters in a URL that fits the request line, and just inside.
            const QString over = distinctWords(100000, 4096 + 200);
            const QString inside = distinctWords(100000, 4096);
            QStringList more;
            for (const auto &[q, what] : {std::pair{over, QStringLiteral("past")}, std::pair{inside, QStringLiteral("inside")}}) {
                HttpConn c(port);
                const auto t = Steady::now();
                const Reply rep = c.call(request(port, "GET", "/v1/recall?q=" + pct(q), token), 30000);
                more << QStringLiteral("%1 characters (%2 words, %3 %4 the limit): %5 in %6 ms")
                            .arg(q.size())
                            .arg(wordCount(q))
                            .arg(QStringLiteral("just"), what)
                            .arg(rep.status)
                            .arg(fmt(msSince(t), 1));
            }
            *notes << QStringLiteral("(e), on the same child: ") + more.join(QStringLiteral("; ")) + u'.';
            return QStringLiteral("%1 after %2 ms (%3 characters, a %4 KiB request line)")
                .arg(r.status ? QString::number(r.status) : QStringLiteral("no answer"))
                .arg(fmt(r.answerMs, 1))
                .arg(huge.size())
                .arg(fmt(double(head.size()) / KiB, 0));
        });
    progress(rows.constLast().outcome);
    rows << runMemoryCase(
        env, lake, paired, QStringLiteral("(f) 64 MiB of pipelined GET /v1/stats without a token, no answer ever read"),
        [](quint16 port, const QByteArray &) {
            const QByteArray one = request(port, "GET", "/v1/stats");
            QByteArray chunk;
            while (chunk.size() < 256 * KiB)
                chunk += one;
            // The bench never reads: recv is never called while sending.
            const int fd = connectTo(port);
            ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
            const auto t0 = Steady::now();
            auto lastProgress = Steady::now();
            qint64 sent = 0;
            QString ended = QStringLiteral("all sent");
            qsizetype offset = 0;
            while (sent < 64 * MiB) {
                if (msSince(lastProgress) > 2000) {
                    ended = QStringLiteral("then the server stopped reading");
                    break;
                }
                pollfd p{fd, POLLOUT, 0};
                if (::poll(&p, 1, 100) <= 0)
                    continue;
                const ssize_t n = ::send(fd, chunk.constData() + offset, size_t(chunk.size() - offset), MSG_NOSIGNAL);
                if (n < 0 && errno != EAGAIN && errno != EINTR) {
                    ended = QStringLiteral("reset by the server");
                    break;
                }
                if (n > 0) {
                    sent += n;
                    offset = (offset + n) % chunk.size();
                    lastProgress = Steady::now();
                }
            }
            const double ms = msSince(t0);
            QThread::msleep(1000); // the server answers what it has read
            ::close(fd);
            return QStringLiteral("%1 MiB of requests (%2 each) sent in %3 s, %4")
                .arg(fmt(double(sent) / MiB))
                .arg(one.size())
                .arg(fmt(ms / 1000, 2))
                .arg(ended);
        });
    progress(rows.constLast().outcome);

    rows << runMemoryCase(
        env, lake, paired,
        QStringLiteral("(g) 128 connections with a write token, each POST /v1/deltas `Content-Length: 1048576` and all but its last byte"),
        [](quint16 port, const QByteArray &token) {
            constexpr int kConnections = 128;
            const QByteArray head = "POST /v1/deltas HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port) + "\r\nAuthorization: Bearer "
                                    + token + "\r\nContent-Type: application/json\r\nContent-Length: 1048576\r\n\r\n";
            const QByteArray body(1048576 - 1, 'x');
            std::vector<int> fds;
            const auto t0 = Steady::now();
            qint64 sent = 0;
            for (int i = 0; i < kConnections; ++i) {
                const int fd = connectTo(port);
                if (fd < 0)
                    break;
                fds.push_back(fd);
                for (const QByteArray &part : {head, body}) {
                    qsizetype done = 0;
                    while (done < part.size()) {
                        const ssize_t n = ::send(fd, part.constData() + done, size_t(part.size() - done), MSG_NOSIGNAL);
                        if (n <= 0)
                            break;
                        done += n;
                    }
                    sent += done;
                }
            }
            const double ms = msSince(t0);
            QThread::msleep(2000); // held, as a client that stalls would (the request timeout is 10 s)
            int answered = 0;
            for (const int fd : fds) {
                pollfd p{fd, POLLIN, 0};
                if (::poll(&p, 1, 0) > 0)
                    ++answered;
                ::close(fd);
            }
            return QStringLiteral("%1 connections, %2 MiB sent in %3 s, held 2 s; %4 had an answer or were closed")
                .arg(fds.size())
                .arg(fmt(double(sent) / MiB))
                .arg(fmt(ms / 1000, 2))
                .arg(answered);
        });
    progress(rows.constLast().outcome);

    return rows;
}

// --- 2. reads while another process holds the write lock -------------------

struct LockedRun
{
    int waitingWrites = 0;
    QList<double> stats, list, recall;
    QList<double> rawStats, rawList, rawRecall;
    int rounds = 0;
    int writesOk = 0, writesSent = 0;
    int answeredWhileLocked = 0; // writes that did not wait: the lock was not held
    double longestWriteMs = 0;
};

qint64 drain(sqlite3 *db, const QByteArray &sql, qint64 bind = -1)
{
    sqlite3_stmt *st = nullptr;
    if (sqlite3_prepare_v2(db, sql.constData(), int(sql.size()), &st, nullptr) != SQLITE_OK)
        throw std::runtime_error("raw SQL: " + std::string(sqlite3_errmsg(db)));
    if (bind >= 0)
        sqlite3_bind_int64(st, 1, bind);
    qint64 rows = 0;
    int rc = SQLITE_ROW;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW)
        ++rows;
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE)
        throw std::runtime_error("raw SQL: " + std::string(sqlite3_errmsg(db)));
    return rows;
}

LockedRun runLocked(const QString &lakePath, quint16 port, const QByteArray &token, const QStringList &queries, int waiting,
                    int reads)
{
    LockedRun run;
    run.waitingWrites = waiting;
    RawLake raw(lakePath);
    sqlite3 *holder = nullptr;
    if (sqlite3_open_v2(lakePath.toUtf8().constData(), &holder, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK)
        throw std::runtime_error("cannot open the lake to hold its lock");
    sqlite3_busy_timeout(holder, 30000);
    HttpConn reader(port);
    const QByteArray rawList = "SELECT * FROM deltas WHERE (expires_at IS NULL OR expires_at > ?) AND state = 'active' "
                               "AND superseded_by IS NULL ORDER BY rid DESC LIMIT 50";
    int done = 0;
    // Rounds of at most 6 s: a write waits Lake::kBusyTimeoutMs (10 s) for
    // the lock before it gives up, and every one must still be waiting when
    // the round's last read is answered.
    while (done < 3 * reads) {
        ++run.rounds;
        // waiting == 0: the same reads with no lock held, the baseline.
        if (waiting > 0 && sqlite3_exec(holder, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr) != SQLITE_OK)
            throw std::runtime_error("BEGIN IMMEDIATE failed: " + std::string(sqlite3_errmsg(holder)));
        std::vector<std::unique_ptr<HttpConn>> writers;
        const auto sentAt = Steady::now();
        for (int w = 0; w < waiting; ++w) {
            writers.push_back(std::make_unique<HttpConn>(port));
            writers.back()->send(request(port, "POST", "/v1/deltas", token,
                                         captureBody(QStringLiteral("written behind a held lock, round %1 write %2").arg(run.rounds).arg(w))));
            ++run.writesSent;
        }
        if (waiting > 0)
            QThread::msleep(300); // the first write is in SQLite's busy handler now, the others queued behind it
        const auto roundStart = Steady::now();
        while (done < 3 * reads && msSince(roundStart) < 5500) {
            const int op = done % 3;
            const qint64 now = SystemClock::instance().nowMs();
            const QString q = queries.at((done / 3) % queries.size());
            QByteArray target = op == 0 ? QByteArray("/v1/stats")
                                : op == 1 ? QByteArray("/v1/deltas?limit=50")
                                          : "/v1/recall?limit=10&q=" + pct(q);
            auto t = Steady::now();
            const Reply r = reader.call(request(port, "GET", target, token));
            const double ms = msSince(t);
            if (r.status != 200)
                throw std::runtime_error("GET " + target.toStdString() + " answered " + std::to_string(r.status) + " behind the lock");
            (op == 0 ? run.stats : op == 1 ? run.list : run.recall) << ms;
            t = Steady::now();
            if (op == 0) {
                raw.statsRest(now);
                raw.scalar("SELECT count(*) FROM audit");
            } else if (op == 1) {
                drain(raw.handle(), rawList, now);
            } else {
                drain(raw.handle(), rawRecallSql(q));
            }
            (op == 0 ? run.rawStats : op == 1 ? run.rawList : run.rawRecall) << msSince(t);
            ++done;
        }
        for (const auto &w : writers)
            if (w->answered())
                ++run.answeredWhileLocked;
        if (waiting > 0)
            sqlite3_exec(holder, "ROLLBACK", nullptr, nullptr, nullptr);
        for (const auto &w : writers) {
            const Reply r = w->read(30000);
            if (r.status == 201)
                ++run.writesOk;
            run.longestWriteMs = std::max(run.longestWriteMs, msSince(sentAt));
        }
        QThread::msleep(200); // the recall counts queued behind the writes are written
    }
    sqlite3_close(holder);
    return run;
}

// --- 3. concurrent clients ----------------------------------------------------

enum Op { Stats, List, Get, Recall, Context, Post, kOps };
const char *const kOpNames[kOps] = {"GET /v1/stats", "GET /v1/deltas?source=browser&limit=20", "GET /v1/deltas/{id}",
                                    "GET /v1/recall?limit=10", "GET /v1/context", "POST /v1/deltas (one capture)"};

struct LoadRun
{
    QList<double> lat[kOps];
    qint64 failed = 0;
    QStringList failures;
    double seconds = 0;
};

LoadRun runLoad(quint16 port, const QByteArray &token, const QStringList &queries, const QStringList &ids, int clients,
                int requests)
{
    LoadRun run;
    std::mutex merge;
    std::atomic<int> ready{0};
    std::atomic<bool> go{false};
    std::vector<std::thread> threads;
    for (int c = 0; c < clients; ++c)
        threads.emplace_back([&, c] {
            HttpConn conn(port);
            QList<double> lat[kOps];
            qint64 failed = 0;
            QStringList failures;
            // Connected before the start, as kept-alive clients are.
            conn.call(request(port, "GET", "/v1/stats", token));
            ++ready;
            while (!go)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            for (int j = 0; j < requests; ++j) {
                const Op op = Op((c + j) % kOps);
                const QString q = queries.at((c * 7 + j) % queries.size());
                QByteArray req;
                int expected = 200;
                switch (op) {
                case Stats:
                    req = request(port, "GET", "/v1/stats", token);
                    break;
                case List:
                    req = request(port, "GET", "/v1/deltas?source=browser&limit=20", token);
                    break;
                case Get:
                    req = request(port, "GET", "/v1/deltas/" + ids.at((c * 131 + j) % ids.size()).toUtf8(), token);
                    break;
                case Recall:
                    req = request(port, "GET", "/v1/recall?limit=10&q=" + pct(q), token);
                    break;
                case Context:
                    req = request(port, "GET", "/v1/context?q=" + pct(QStringLiteral("what did I read about ") + q), token);
                    break;
                case Post:
                    expected = 201;
                    req = request(port, "POST", "/v1/deltas", token,
                                  captureBody(QStringLiteral("Load capture %1/%2 about %3").arg(c).arg(j).arg(q)));
                    break;
                case kOps:
                    break;
                }
                const auto t = Steady::now();
                const Reply r = conn.call(req);
                lat[op] << msSince(t);
                if (r.status != expected) {
                    ++failed;
                    if (failures.size() < 3)
                        failures << QStringLiteral("client %1, %2: HTTP %3 %4")
                                        .arg(c)
                                        .arg(QLatin1String(kOpNames[op]))
                                        .arg(r.status)
                                        .arg(QString::fromUtf8(r.body.left(200)));
                }
            }
            std::lock_guard lock(merge);
            for (int o = 0; o < kOps; ++o)
                run.lat[o] += lat[o];
            run.failed += failed;
            run.failures += failures;
        });
    while (ready < clients)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    const auto t0 = Steady::now();
    go = true;
    for (std::thread &t : threads)
        t.join();
    run.seconds = msSince(t0) / 1000;
    return run;
}

// --- running inside a private keychain ----------------------------------------

// Re-runs this executable inside `dbus-run-session` with gnome-keyring
// unlocked and HOME in a fresh temporary folder (removed afterwards), unless
// that has been done already. Returns only when it has.
void enterKeychainSession(int argc, char **argv)
{
    if (qEnvironmentVariableIsSet("TARN_BENCH_HOME"))
        return;
    char dir[] = "/tmp/tarn-hostile-api-bench-XXXXXX";
    if (!::mkdtemp(dir)) {
        std::perror("mkdtemp");
        std::exit(1);
    }
    const QByteArray home(dir);
    qputenv("TARN_BENCH_HOME", home);
    qputenv("HOME", home);
    qputenv("XDG_CONFIG_HOME", home + "/config");
    qputenv("XDG_DATA_HOME", home + "/data");
    qputenv("XDG_CACHE_HOME", home + "/cache");
    qputenv("XDG_STATE_HOME", home + "/state");
    qunsetenv("DBUS_SESSION_BUS_ADDRESS");
    std::vector<char *> args{const_cast<char *>("dbus-run-session"), const_cast<char *>("--"), const_cast<char *>("sh"),
                             const_cast<char *>("-c"),
                             const_cast<char *>("echo -n pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; "
                                                "\"$0\" \"$@\"; rc=$?; rm -rf \"$TARN_BENCH_HOME\"; exit $rc")};
    for (int i = 0; i < argc; ++i)
        args.push_back(argv[i]);
    args.push_back(nullptr);
    ::execvp("dbus-run-session", args.data());
    std::perror("tarn_hostile_api_bench: dbus-run-session (with gnome-keyring-daemon; scripts/deps.sh installs both)");
    std::exit(1);
}

// One row of part 2: `figure` holds the first two columns.
QString row(const QString &figure, const QList<double> &tarn, const QList<double> &raw)
{
    const double t50 = percentile(tarn, 0.5), t99 = percentile(tarn, 0.99);
    const double r50 = percentile(raw, 0.5), r99 = percentile(raw, 0.99);
    return QStringLiteral("| %1 | %2 | %3 / %4 | %5 / %6 | %7 / %8 |\n")
        .arg(figure)
        .arg(tarn.size())
        .arg(fmt(t50, 2), fmt(t99, 2), fmt(r50, 2), fmt(r99, 2))
        .arg(fmt(r50 > 0 ? t50 / r50 : 0, 1), fmt(r99 > 0 ? t99 / r99 : 0, 1));
}

} // namespace

int main(int argc, char **argv)
{
    enterKeychainSession(argc, argv);
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("The loopback API of a real `tarn serve` against hostile peers (issue 18)."));
    p.addHelpOption();
    p.addOption({QStringLiteral("deltas"), QStringLiteral("Deltas in the lake of parts 2 and 3 (default 100000)."), QStringLiteral("N"),
                 QStringLiteral("100000")});
    p.addOption({QStringLiteral("lake"), QStringLiteral("Use a copy of this lake for parts 2 and 3 instead of building one."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("clients"), QStringLiteral("Concurrent clients in part 3 (default 50)."), QStringLiteral("N"),
                 QStringLiteral("50")});
    p.addOption({QStringLiteral("requests"), QStringLiteral("Requests per client in part 3 (default 60)."), QStringLiteral("N"),
                 QStringLiteral("60")});
    p.addOption({QStringLiteral("reads"), QStringLiteral("Reads of each endpoint behind the held lock in part 2 (default 200)."),
                 QStringLiteral("N"), QStringLiteral("200")});
    p.addOption({QStringLiteral("only"), QStringLiteral("Run only these parts: memory, locked, load (comma-separated)."),
                 QStringLiteral("PARTS"), QStringLiteral("memory,locked,load")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Also write the tables here."), QStringLiteral("FILE")});
    p.process(app);
    const QStringList parts = p.value(QStringLiteral("only")).split(u',', Qt::SkipEmptyParts);
    const int deltas = std::clamp(p.value(QStringLiteral("deltas")).toInt(), 1000, 10'000'000);
    const int clients = std::clamp(p.value(QStringLiteral("clients")).toInt(), 1, 1000);
    const int requests = std::clamp(p.value(QStringLiteral("requests")).toInt(), 1, 100000);
    const int reads = std::clamp(p.value(QStringLiteral("reads")).toInt(), 10, 100000);

    Env env;
    env.home = qEnvironmentVariable("TARN_BENCH_HOME");
    env.tmp = env.home + QStringLiteral("/bench");
    QDir().mkpath(env.tmp);
    QString table;
    QTextStream out(&table);
    try {
        const auto wall = Steady::now();
        out << "Build: " << QStringLiteral(TARN_BUILD_TYPE) << "; SQLite " << RawLake::version() << ", Qt " << qVersion() << ".\n\n";

        if (parts.contains(QStringLiteral("memory"))) {
            err() << "1. memory of `tarn serve` against hostile peers, each case in a fresh child…\n";
            err().flush();
            QStringList notes;
            const QList<MemoryRow> rows = runMemory(env, &notes);
            out << "### 1. Memory of `tarn serve` against hostile peers (target: under 64 MiB above idle)\n\n"
                << "| hostile peer | what happened | idle RSS, MiB | peak above idle, MiB | 1 s later, above idle, MiB | under 64 MiB? "
                   "| descriptors, idle → most |\n"
                << "|---|---|---:|---:|---:|---|---:|\n";
            for (const MemoryRow &r : rows)
                out << "| " << r.name << " | " << r.outcome << " | " << fmt(r.idleMiB) << " | " << fmt(r.peakAboveMiB) << " | "
                    << fmt(r.afterAboveMiB) << " | " << (r.peakAboveMiB < 64 ? "yes" : "**no**") << " | " << r.idleFds << " → "
                    << r.peakFds << " |\n";
            out << "\n";
            for (const QString &n : std::as_const(notes))
                out << "- " << n << "\n";
            out << "\n";
        }

        QString lakePath;
        QStringList ids, queries;
        QString common;
        if (parts.contains(QStringLiteral("locked")) || parts.contains(QStringLiteral("load"))) {
            lakePath = env.tmp + QStringLiteral("/lake.sqlite");
            const auto t = Steady::now();
            if (p.isSet(QStringLiteral("lake"))) {
                if (!QFile::copy(p.value(QStringLiteral("lake")), lakePath))
                    throw std::runtime_error("cannot copy the lake given with --lake");
                ids = sampleIds(lakePath);
            } else {
                err() << "building a lake of " << deltas << " deltas…\n";
                err().flush();
                ids = buildLake(lakePath, deltas);
            }
            {
                RawLake raw(lakePath);
                queries = recallQueries(raw);
                common = commonWords(raw, 4096);
                out << "Lake: " << raw.scalar("SELECT count(*) FROM deltas") << " deltas ("
                    << (p.isSet(QStringLiteral("lake")) ? QStringLiteral("a copy of ") + p.value(QStringLiteral("lake"))
                                                       : QStringLiteral("built with Lake::insertBatch in %1 s").arg(fmt(msSince(t) / 1000, 1)))
                    << "); recall questions: " << queries.size() << " from its own words (e.g. \"" << queries.value(0) << "\", \""
                    << queries.constLast() << "\").\n\n";
            }
        }

        if (parts.contains(QStringLiteral("locked")) || parts.contains(QStringLiteral("load"))) {
            Serve serve(env.home, env.tmp + QStringLiteral("/serve-lake.log"));
            serve.start(lakePath);
            const QByteArray token = serve.pair(QStringLiteral("bench"));
            const quint16 port = serve.port();

            if (parts.contains(QStringLiteral("locked"))) {
                out << "### 2. Reads while another process holds the write lock (target: read p99 < 50 ms)\n\n"
                    << "| read (ms) | while | requests | Tarn p50 / p99 | raw SQLite p50 / p99 | Tarn ÷ raw p50 / p99 | before (issue 18) |\n"
                    << "|---|---|---:|---:|---:|---:|---:|\n";
                QList<LockedRun> runs;
                for (const int waiting : {0, 1, 3}) {
                    err() << "2. " << reads << " reads of each endpoint, "
                          << (waiting ? QStringLiteral("the lock held and %1 write(s) waiting").arg(waiting) : QStringLiteral("quiet"))
                          << "…\n";
                    err().flush();
                    runs << runLocked(lakePath, port, token, queries, waiting, reads);
                }
                const auto behind = [](int waiting) {
                    return waiting == 0 ? QStringLiteral("quiet (no lock held)")
                                        : QStringLiteral("lock held, %1 POST /v1/deltas waiting").arg(waiting);
                };
                for (const auto &[name, of] :
                     {std::pair{QStringLiteral("GET /v1/stats (raw: Lake::stats' queries)"), 0},
                      std::pair{QStringLiteral("GET /v1/deltas?limit=50 (raw: the list query)"), 1},
                      std::pair{QStringLiteral("GET /v1/recall?limit=10 (raw: the FTS5 BM25 query alone)"), 2}})
                    for (const LockedRun &r : std::as_const(runs)) {
                        const QList<double> &tarnMs = of == 0 ? r.stats : of == 1 ? r.list : r.recall;
                        const QList<double> &rawMs = of == 0 ? r.rawStats : of == 1 ? r.rawList : r.rawRecall;
                        // What the issue measured for a stats read before reads had threads of their own.
                        const QString before = of != 0 || r.waitingWrites == 0 ? QStringLiteral("—")
                                               : r.waitingWrites == 1          ? QStringLiteral("9,000")
                                               : r.waitingWrites == 3          ? QStringLiteral("29,400")
                                                                               : QStringLiteral("—");
                        QString line = row(name + QStringLiteral(" | ") + behind(r.waitingWrites), tarnMs, rawMs);
                        line.insert(line.size() - 1, QStringLiteral(" %1 |").arg(before));
                        out << line;
                    }
                out << "\n";
                for (const LockedRun &r : std::as_const(runs)) {
                    if (r.waitingWrites == 0)
                        continue;
                    out << "- " << behind(r.waitingWrites) << ": p99 of stats " << fmt(percentile(r.stats, 0.99), 1) << " ms, list "
                        << fmt(percentile(r.list, 0.99), 1) << " ms, recall " << fmt(percentile(r.recall, 0.99), 1) << " ms; "
                        << r.rounds << " rounds of holding the lock for at most 6 s; " << r.writesOk << " of " << r.writesSent
                        << " writes answered 201 once it was released (the longest after " << fmt(r.longestWriteMs / 1000, 1)
                        << " s), " << r.answeredWhileLocked << " answered while it was held.\n";
                }
                out << "\n";
            }

            if (parts.contains(QStringLiteral("load"))) {
                err() << "3. " << clients << " clients × " << requests << " requests…\n";
                err().flush();
                const LoadRun r = runLoad(port, token, queries, ids, clients, requests);
                // Issue 7's tarn_load_bench before this change (docs/BENCHMARKS.md):
                // 50 clients on the 1M-delta lake during a reap, one thread
                // and one connection answering everything; p50 / p99 in ms.
                static const char *const kBefore[kOps] = {
                    "—", "548.0 / 1832.0 (224.3 / 2541.8)", "—", "643.8 / 2247.5 (1450.2 / 11485.7)", "—",
                    "554.7 / 1893.3 (110.4 / 7405.7)"};
                out << "### 3. " << clients << " concurrent keep-alive clients\n\n"
                    << "| endpoint | requests | p50 (ms) | p99 (ms) | before: issue 7, 50 clients, 1M lake, reap; p50 / p99 "
                       "(short run) |\n|---|---:|---:|---:|---|\n";
                qint64 total = 0;
                for (int o = 0; o < kOps; ++o) {
                    total += r.lat[o].size();
                    out << "| " << kOpNames[o] << " | " << r.lat[o].size() << " | " << fmt(percentile(r.lat[o], 0.5)) << " | "
                        << fmt(percentile(r.lat[o], 0.99)) << " | " << kBefore[o] << " |\n";
                }
                out << "\n- " << total << " requests in " << fmt(r.seconds, 1) << " s (" << fmt(total / r.seconds, 1)
                    << " a second), each client a thread with one kept-alive connection, the six requests in turn; failed: "
                    << r.failed << ".\n";
                for (const QString &f : std::as_const(r.failures))
                    out << "- failure: " << f << "\n";

                // Recall at and past the bound, on this lake.
                out << "\n| recall query on this lake | status | p50 of 5 (ms) |\n|---|---:|---:|\n";
                for (const auto &[q, what] :
                     {std::pair{distinctWords(100000), QStringLiteral("100,000 distinct words")},
                      std::pair{distinctWords(100000, 4096 + 200), QStringLiteral("just past 4,096 characters")},
                      std::pair{distinctWords(100000, 4096), QStringLiteral("just inside 4,096 characters, words not in the lake")},
                      std::pair{common, QStringLiteral("just inside 4,096 characters, the lake's most common words")},
                      std::pair{queries.value(0), QStringLiteral("a common word (\"%1\")").arg(queries.value(0))}}) {
                    QList<double> ms;
                    int status = 0;
                    for (int i = 0; i < 5; ++i) {
                        HttpConn c(port);
                        const auto t = Steady::now();
                        status = c.call(request(port, "GET", "/v1/recall?limit=10&q=" + pct(q), token), 60000).status;
                        ms << msSince(t);
                    }
                    out << "| " << what << " (" << q.size() << " characters, " << wordCount(q) << " words) | " << status << " | "
                        << fmt(percentile(ms, 0.5), 1) << " |\n";
                }
                out << "\n";
            }
            const int rc = serve.stop();
            if (rc != 0)
                out << "- **tarn serve exited " << rc << " when stopped.**\n";
        }
        out << "Whole run: " << fmt(msSince(wall) / 1000, 0) << " s.\n";
        out.flush();
        publishTable(table, p.value(QStringLiteral("out")));
    } catch (const TarnError &e) {
        out.flush();
        QTextStream(stdout) << table;
        err() << "tarn_hostile_api_bench: " << e.message() << "\n";
        return 1;
    } catch (const std::exception &e) {
        out.flush();
        QTextStream(stdout) << table;
        err() << "tarn_hostile_api_bench: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
