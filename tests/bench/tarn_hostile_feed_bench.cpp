// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 18's figure: the peak memory of a process polling one RSS source
// against a hostile peer on loopback (a 1 GiB chunked body, an endless body
// without a length, a 1 TiB announced length, a body that trickles in),
// above the same process idle, with how the poll ended and how much the
// peer sent. Target: under 64 MiB above idle.
//
//   tarn_hostile_feed_bench [--timeout 5] [--give-up 20] [--out FILE]
//
// Each case polls in a child process (this executable with --poll URL), so
// one case's freed memory cannot hide another's peak, and the peer's own
// buffers (it runs here) are not counted. The child reports when the poll
// ends, or after --give-up seconds, or when it holds over 2 GiB, so even a
// fetch without bounds ends the run. See docs/BENCHMARKS.md.

#include "BenchSupport.h"
#include "HostileHttpServer.h"
#include "PeakMemory.h"

#include "Clock.h"
#include "Lake.h"
#include "SourceHost.h"
#include "SourceInstances.h"
#include "TarnError.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <utility>

using namespace tarn;
using namespace tarn::bench;
using tarn::test::HostileHttpServer;

namespace {

constexpr qint64 MiB = 1024 * 1024;
constexpr qint64 kCeilingKb = 2048 * 1024;

// The child: one RSS source on `url`, polled once through the source host
// as the window and `tarn serve` run it; one JSON line on stdout.
int pollChild(const QString &url, int timeoutSeconds, int giveUpSeconds)
{
    QTemporaryDir tmp;
    ManualClock clock(kNow);
    Lake lake(clock);
    lake.open(tmp.filePath(QStringLiteral("lake.sqlite")));
    SourceInstances::add(lake, QStringLiteral("rss"), QStringLiteral("hostile"),
                         {{QStringLiteral("url"), url}, {QStringLiteral("timeout_seconds"), timeoutSeconds}});
    SourceHost host(lake.path(), clock);
    host.setScheduling(false);
    host.start();
    QCoreApplication::processEvents();

    tarn::test::resetPeak();
    const qint64 idleKb = tarn::test::residentKb();
    QElapsedTimer t;
    t.start();
    bool reported = false;
    const auto report = [&](const QString &ended, const QString &error) {
        if (std::exchange(reported, true))
            return;
        const QJsonObject o{{QStringLiteral("ended"), ended},
                            {QStringLiteral("error"), error},
                            {QStringLiteral("ms"), double(t.elapsed())},
                            {QStringLiteral("idle_kb"), double(idleKb)},
                            {QStringLiteral("peak_kb"), double(tarn::test::peakResidentKb())}};
        QTextStream(stdout) << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
        QCoreApplication::exit(0);
    };
    QObject::connect(&host, &SourceHost::pollFinished, &host,
                     [&](const QString &, int, const QString &error) { report(QStringLiteral("finished"), error); });
    QTimer watch;
    QObject::connect(&watch, &QTimer::timeout, &host, [&] {
        if (tarn::test::residentKb() > kCeilingKb)
            report(QStringLiteral("over 2 GiB"), {});
        else if (t.elapsed() > giveUpSeconds * 1000)
            report(QStringLiteral("still polling"), {});
    });
    watch.start(20);
    host.pollNow(QStringLiteral("hostile"));
    const int rc = QCoreApplication::exec();
    host.stop(); // aborts a poll still running
    return rc;
}

struct Case
{
    QString name;
    HostileHttpServer::Options peer;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.addHelpOption();
    p.addOption({QStringLiteral("timeout"), QStringLiteral("The source's timeout_seconds."), QStringLiteral("S"),
                 QStringLiteral("5")});
    p.addOption({QStringLiteral("give-up"), QStringLiteral("End a poll still running after S seconds."),
                 QStringLiteral("S"), QStringLiteral("20")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Also write the table here."), QStringLiteral("FILE")});
    QCommandLineOption child(QStringLiteral("poll"), QStringLiteral("(internal) poll this URL and report."),
                             QStringLiteral("URL"));
    child.setFlags(QCommandLineOption::HiddenFromHelp);
    p.addOption(child);
    p.process(app);
    const int timeout = p.value(QStringLiteral("timeout")).toInt();
    const int giveUp = p.value(QStringLiteral("give-up")).toInt();
    try {
        if (p.isSet(child))
            return pollChild(p.value(child), timeout, giveUp);

        using Body = HostileHttpServer::Body;
        const QList<Case> cases{
            {QStringLiteral("1 GiB chunked body"), {.body = Body::Chunked, .bytes = 1024 * MiB}},
            {QStringLiteral("endless body, no length"), {.body = Body::UntilClose}},
            {QStringLiteral("Content-Length: 1 TiB, then the bytes"), {.body = Body::Announced}},
            {QStringLiteral("a byte every 100 ms, never ending"), {.body = Body::Trickle, .trickleMs = 100}},
        };
        QString table;
        QTextStream out(&table);
        out << "| hostile peer (timeout_seconds " << timeout
            << ") | poll ended after, s | how | peer sent, MiB | idle RSS, MiB | peak above idle, MiB |\n"
            << "|---|---:|---|---:|---:|---:|\n";
        for (const Case &c : cases) {
            HostileHttpServer peer(c.peer);
            QProcess poller;
            poller.setProcessChannelMode(QProcess::ForwardedErrorChannel);
            poller.start(QCoreApplication::applicationFilePath(),
                         {QStringLiteral("--poll"), peer.url(), QStringLiteral("--timeout"), QString::number(timeout),
                          QStringLiteral("--give-up"), QString::number(giveUp)});
            if (!poller.waitForFinished((giveUp + 30) * 1000))
                throw std::runtime_error("the polling child did not report");
            const QJsonObject r = QJsonDocument::fromJson(poller.readAllStandardOutput().trimmed()).object();
            if (r.isEmpty())
                throw std::runtime_error("the polling child reported nothing");
            const QString how = r.value(QStringLiteral("ended")).toString() == u"finished"
                ? r.value(QStringLiteral("error")).toString()
                : r.value(QStringLiteral("ended")).toString();
            const double idle = r.value(QStringLiteral("idle_kb")).toDouble() / 1024;
            const double peak = r.value(QStringLiteral("peak_kb")).toDouble() / 1024;
            out << "| " << c.name << " | " << fmt(r.value(QStringLiteral("ms")).toDouble() / 1000, 2) << " | " << how
                << " | " << fmt(double(peer.bytesSent()) / MiB) << " | " << fmt(idle) << " | " << fmt(peak - idle)
                << " |\n";
            err() << c.name << ": done\n";
            err().flush();
        }
        out.flush();
        publishTable(table, p.value(QStringLiteral("out")));
    } catch (const TarnError &e) {
        err() << "tarn_hostile_feed_bench: " << e.message() << "\n";
        return 1;
    } catch (const std::exception &e) {
        err() << "tarn_hostile_feed_bench: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
