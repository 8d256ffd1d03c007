// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The process tst_kill_safety kills with SIGKILL at random moments, and
// tst_two_writers runs twice at once. It does what a busy Tarn does, through
// the product's own paths: the real ApiServer on loopback takes authored and
// observed deltas and engagements over HTTP, JSONL files with images go
// through Lake::importJsonl (what `tarn import` calls), and the reaper and
// soft decay run the whole time on a clock that jumps forward, so observed
// deltas really wilt, are reaped and take their images with them. Every
// committed write is acknowledged on stdout (CrashWorkload.h says how).
//
// usage: tarn_kill_child LAKE SCRATCH_DIR START_MS SEED RUN_MS
//   RUN_MS 0 runs until killed; otherwise it stops by itself and exits 0.
//   Writes refused for a reason the workload does not expect (anything but
//   an engagement whose target was reaped) are reported on stderr as
//   "failure: ...".

#include "ApiServer.h"
#include "CrashWorkload.h"
#include "DeltaId.h"
#include "InMemorySecretStore.h"
#include "Lake.h"
#include "MediaStore.h"
#include "Reaper.h"
#include "SoftDecay.h"
#include "TarnError.h"
#include "TimeFormat.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <atomic>
#include <cstdio>
#include <unistd.h>

using namespace tarn;

namespace {

std::atomic<bool> g_stop{false};

// One write(2) per line: a line is either all there or not at all.
void say(const QByteArray &line)
{
    const QByteArray l = line + '\n';
    qsizetype done = 0;
    while (done < l.size()) {
        const ssize_t n = ::write(STDOUT_FILENO, l.constData() + done, size_t(l.size() - done));
        if (n <= 0)
            return;
        done += n;
    }
}

void failure(const QString &what)
{
    const QByteArray l = "failure: " + what.toUtf8() + '\n';
    [[maybe_unused]] const ssize_t n = ::write(STDERR_FILENO, l.constData(), size_t(l.size()));
}

struct HttpReply
{
    int status = 0;
    QJsonObject body;
};

// A minimal blocking HTTP/1.1 client: the ingest thread has no event loop,
// and the request must go over a real socket to the real server.
HttpReply post(quint16 port, const QByteArray &path, const QByteArray &token, const QJsonObject &json)
{
    HttpReply reply;
    const QByteArray body = QJsonDocument(json).toJson(QJsonDocument::Compact);
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(10000))
        return reply;
    socket.write("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port) + "\r\nAuthorization: Bearer " + token
                 + "\r\nContent-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size())
                 + "\r\n\r\n" + body);
    QByteArray in;
    qsizetype headerEnd = -1;
    qsizetype length = -1;
    while (headerEnd < 0 || in.size() < headerEnd + 4 + length) {
        if (!socket.waitForReadyRead(60000))
            return reply;
        in += socket.readAll();
        if (headerEnd < 0 && (headerEnd = in.indexOf("\r\n\r\n")) >= 0) {
            const QList<QByteArray> lines = in.left(headerEnd).split('\n');
            reply.status = lines.value(0).split(' ').value(1).toInt();
            for (const QByteArray &l : lines)
                if (l.toLower().startsWith("content-length:"))
                    length = l.mid(15).trimmed().toLongLong();
            if (length < 0)
                return reply;
        }
    }
    reply.body = QJsonDocument::fromJson(in.mid(headerEnd + 4, length)).object();
    return reply;
}

qint64 timeOf(const QJsonValue &v)
{
    return TimeFormat::fromIso(v.toString()).value_or(0);
}

void acknowledgeObserved(const QJsonObject &d)
{
    say("observed " + d.value(QStringLiteral("id")).toString().toLatin1() + ' '
        + QByteArray::number(timeOf(d.value(QStringLiteral("expires_at")))) + ' '
        + QByteArray::number(timeOf(d.value(QStringLiteral("last_confirmed_at")))) + ' '
        + QByteArray::number(d.value(QStringLiteral("confidence")).toDouble(), 'g', 17));
}

void acknowledgeAny(const QJsonObject &d)
{
    if (d.value(QStringLiteral("expires_at")).isNull())
        say("authored " + d.value(QStringLiteral("id")).toString().toLatin1());
    else
        acknowledgeObserved(d);
}

class Ingest
{
public:
    Ingest(QString lakePath, QString scratch, const Clock &clock, quint16 port, QByteArray token, quint32 seed)
        : m_lakePath(std::move(lakePath)), m_scratch(std::move(scratch)), m_clock(clock), m_port(port),
          m_token(std::move(token)), m_rng(seed)
    {
    }

    void run()
    {
        Lake lake(m_clock);
        lake.open(m_lakePath);
        lake.setActor(QStringLiteral("kill-child:import"));
        QDir().mkpath(m_scratch);
        for (int n = 0; !g_stop.load(); ++n) {
            try {
                const int op = int(m_rng.bounded(10));
                if (op < 3)
                    authored(n);
                else if (op < 6)
                    observed(n);
                else if (op < 9)
                    import(lake, n);
                else
                    engage(n);
            } catch (const TarnError &e) {
                failure(e.message());
            }
        }
    }

private:
    void authored(int n)
    {
        const HttpReply r = post(m_port, "/v1/deltas", m_token,
                                 {{QStringLiteral("source"), QStringLiteral("chat")},
                                  {QStringLiteral("kind"), QStringLiteral("fact")},
                                  {QStringLiteral("content"), QStringLiteral("authored %1: the tarn keeps this").arg(n)}});
        if (r.status != 201)
            return failure(QStringLiteral("POST authored: %1 %2").arg(r.status).arg(json(r.body)));
        acknowledgeAny(r.body);
    }

    void observed(int n)
    {
        QJsonArray batch;
        const int count = 1 + int(m_rng.bounded(5));
        for (int i = 0; i < count; ++i)
            batch.append(QJsonObject{{QStringLiteral("source"), QStringLiteral("browser")},
                                     {QStringLiteral("kind"), QStringLiteral("observation")},
                                     {QStringLiteral("confidence"), 0.15 + m_rng.bounded(0.85)},
                                     {QStringLiteral("content"), QStringLiteral("observed %1.%2: a page seen").arg(n).arg(i)}});
        const HttpReply r = post(m_port, "/v1/deltas", m_token, {{QStringLiteral("deltas"), batch}});
        if (r.status != 201)
            return failure(QStringLiteral("POST observed: %1 %2").arg(r.status).arg(json(r.body)));
        for (const QJsonValue &d : r.body.value(QStringLiteral("deltas")).toArray())
            acknowledgeAny(d.toObject());
    }

    // A file the way `tarn export` writes one: JSONL beside FILE.media.
    void import(Lake &lake, int n)
    {
        const QString file = m_scratch + QStringLiteral("/import.jsonl");
        const QString mediaDir = file + QStringLiteral(".media");
        QDir(mediaDir).removeRecursively();
        MediaStore carried(mediaDir);
        const qint64 now = m_clock.nowMs();
        QList<QJsonObject> lines;
        const int count = 1 + int(m_rng.bounded(4));
        for (int i = 0; i < count; ++i) {
            // Ids below the time-ordered ones the lake draws, random enough
            // that two children never pick the same one.
            const QString id = DeltaId::fromKey(qint64(m_rng.bounded(quint64(1) << 32, quint64(1) << 40)));
            QJsonObject o{{QStringLiteral("id"), id},
                          {QStringLiteral("content"), QStringLiteral("imported %1.%2").arg(n).arg(i)}};
            if (m_rng.bounded(4) == 0) {
                o.insert(QStringLiteral("source"), QStringLiteral("chat"));
                o.insert(QStringLiteral("kind"), QStringLiteral("fact"));
            } else {
                o.insert(QStringLiteral("source"), QStringLiteral("rss:kill"));
                o.insert(QStringLiteral("kind"), QStringLiteral("observation"));
                o.insert(QStringLiteral("observed_at"), TimeFormat::toIso(now));
                o.insert(QStringLiteral("expires_at"), TimeFormat::toIso(now + Duration::Hour * (1 + qint64(m_rng.bounded(8)))));
                o.insert(QStringLiteral("confidence"), 0.15 + m_rng.bounded(0.85));
                o.insert(QStringLiteral("media_hash"), carried.put(image()));
            }
            lines << o;
        }
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return failure(QStringLiteral("cannot write %1").arg(file));
        for (const QJsonObject &o : std::as_const(lines))
            out.write(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
        out.close();
        if (!out.open(QIODevice::ReadOnly))
            return failure(QStringLiteral("cannot read %1").arg(file));
        lake.importJsonl(out, mediaDir);
        for (const QJsonObject &o : std::as_const(lines)) {
            const QString id = o.value(QStringLiteral("id")).toString();
            if (o.contains(QStringLiteral("expires_at"))) {
                // Imported with expires_at and no lifecycle: the lake counts
                // its window from observed_at (Lake::insertBatch).
                say("observed " + id.toLatin1() + ' ' + QByteArray::number(timeOf(o.value(QStringLiteral("expires_at"))))
                    + ' ' + QByteArray::number(timeOf(o.value(QStringLiteral("observed_at")))) + ' '
                    + QByteArray::number(o.value(QStringLiteral("confidence")).toDouble(), 'g', 17));
                m_withImage << id;
            } else {
                say("authored " + id.toLatin1());
            }
        }
        while (m_withImage.size() > 32)
            m_withImage.removeFirst();
    }

    // An engagement carries its target's image, so the file must outlive
    // the target's reaping: the reaper and the engagement race for it.
    void engage(int n)
    {
        if (m_withImage.isEmpty())
            return;
        const QString target = m_withImage.at(int(m_rng.bounded(quint32(m_withImage.size()))));
        const HttpReply r = post(m_port, "/v1/engagements", m_token,
                                 {{QStringLiteral("target"), target},
                                  {QStringLiteral("type"), QStringLiteral("affirm")},
                                  {QStringLiteral("reason"), QStringLiteral("keep %1").arg(n)}});
        if (r.status == 404)
            return; // reaped already: the workload expects that
        if (r.status != 201)
            return failure(QStringLiteral("POST engagement: %1 %2").arg(r.status).arg(json(r.body)));
        acknowledgeAny(r.body);
    }

    // Half the images come from a small pool, so files are shared by several
    // deltas and released while others still name them.
    QByteArray image()
    {
        if (m_rng.bounded(2) == 0)
            return QByteArrayLiteral("<svg>pooled image ") + QByteArray::number(m_rng.bounded(6)) + "</svg>";
        QByteArray bytes(64 + int(m_rng.bounded(2048)), Qt::Uninitialized);
        for (char &c : bytes)
            c = char(m_rng.bounded(256));
        return bytes;
    }

    static QString json(const QJsonObject &o) { return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)); }

    QString m_lakePath;
    QString m_scratch;
    const Clock &m_clock;
    quint16 m_port;
    QByteArray m_token;
    QRandomGenerator m_rng;
    QStringList m_withImage;
};

// The two clocks of DESIGN §3 back to back, as fast as they go, with time
// moving on before each pass.
void sweep(const QString &lakePath, ManualClock &clock)
{
    Lake lake(clock);
    lake.open(lakePath);
    lake.setActor(QStringLiteral("kill-child:sweeper"));
    while (!g_stop.load()) {
        clock.advance(crash::kClockStepMs);
        say("clock " + QByteArray::number(clock.nowMs()));
        try {
            const SweepReport reaped = Reaper::run(lake);
            if (!reaped.error.isEmpty())
                failure(QStringLiteral("reap: ") + reaped.error);
            SoftDecay::Options decay;
            decay.intervalMs = crash::kDecayIntervalMs;
            const SweepReport decayed = SoftDecay::run(lake, decay);
            if (!decayed.error.isEmpty())
                failure(QStringLiteral("soft decay: ") + decayed.error);
        } catch (const TarnError &e) {
            failure(QStringLiteral("sweep: ") + e.message());
        }
        QThread::msleep(2); // let the writers in between passes
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 6) {
        std::fprintf(stderr, "usage: tarn_kill_child LAKE SCRATCH_DIR START_MS SEED RUN_MS\n");
        return 2;
    }
    const QString lakePath = args.at(1);
    const QString scratch = args.at(2);
    ManualClock clock(args.at(3).toLongLong());
    const quint32 seed = args.at(4).toUInt();
    const int runMs = args.at(5).toInt();

    InMemorySecretStore secrets;
    ApiServerOptions options;
    options.port = 0;
    options.memory = MemorySettings{}; // never the config file of whoever runs this
    ApiServer server(lakePath, clock, secrets, options);
    quint16 port = 0;
    try {
        port = server.start();
    } catch (const TarnError &e) {
        failure(QStringLiteral("start: ") + e.message());
        return 1;
    }
    const QByteArray token = server.tokens().issue(QStringLiteral("kill child"), TokenScope::Write).toLatin1();
    say("ready " + QByteArray::number(port));

    Ingest ingest(lakePath, scratch, clock, port, token, seed);
    QThread *writer = QThread::create([&] {
        try {
            ingest.run();
        } catch (const TarnError &e) {
            failure(QStringLiteral("ingest: ") + e.message());
        }
    });
    QThread *sweeper = QThread::create([&] {
        try {
            sweep(lakePath, clock);
        } catch (const TarnError &e) {
            failure(QStringLiteral("sweeper: ") + e.message());
        }
    });
    writer->start();
    sweeper->start();
    if (runMs > 0)
        QTimer::singleShot(runMs, &app, [] { g_stop = true; });
    // Quit once both threads are done (only ever after a timed run).
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &app, [&] {
        if (g_stop.load() && writer->isFinished() && sweeper->isFinished())
            app.quit();
    });
    poll.start(10);
    app.exec();
    writer->wait();
    sweeper->wait();
    delete writer;
    delete sweeper;
    return 0;
}
