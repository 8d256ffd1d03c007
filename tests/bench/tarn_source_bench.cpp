// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 6's ingest figures: a 5,000-note vault scanned from disk (first scan
// and an unchanged rescan; it runs first, so the process's peak memory shows
// its own growth), and a 10,000-item RSS feed polled from a server on
// loopback (HTTP, parsing, dedupe and writing through the source host),
// each beside the same rows inserted into a raw SQLite lake of the same
// schema in one transaction, with the process's peak memory.
//
//   tarn_source_bench [--items 10000] [--notes 5000] [--out FILE]

#include "BenchSupport.h"
#include "FakeHttpServer.h"
#include "LakeSql.h"
#include "RawLake.h"

#include "Clock.h"
#include "Lake.h"
#include "SourceHost.h"
#include "SourceInstances.h"
#include "SourcePlugins.h"
#include "TarnError.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace tarn;
using namespace tarn::bench;
using tarn::test::FakeHttpServer;
using tarn::test::FakeResponse;

namespace {

QByteArray bigFeed(int items)
{
    QByteArray out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\"><channel><title>Bench Feed</title>"
                     "<link>https://example.org/</link><description>Synthetic</description>\n";
    for (int i = 0; i < items; ++i) {
        const QByteArray n = QByteArray::number(i);
        out += "<item><title>Item " + n + ": fells, tarns and weather</title><link>https://example.org/items/" + n
               + "</link><guid>item-" + n + "</guid><pubDate>Sun, 22 Nov 2026 06:00:00 GMT</pubDate><description>"
               + QByteArray("Walk report number ") + n
               + ". The path climbs past the beck to the tarn, where the wind picks up and the cloud sits low on the "
                 "ridge; bring a map, a compass and something warm.</description></item>\n";
    }
    return out + "</channel></rss>\n";
}

struct Ingest
{
    double ms = 0;
    int written = 0;
    QString error;
};

// One poll of one instance through the source host, as the window runs it.
Ingest pollOnce(Lake &lake, const QString &name)
{
    SourceHost host(lake.path(), lake.clock());
    host.setScheduling(false);
    QSignalSpy finished(&host, &SourceHost::pollFinished);
    QElapsedTimer t;
    host.start();
    t.start();
    host.pollNow(name);
    if (!finished.wait(600000))
        throw std::runtime_error("the poll did not finish in 10 minutes");
    Ingest r{double(t.nsecsElapsed()) / 1e6, finished.at(0).at(1).toInt(), finished.at(0).at(2).toString()};
    host.stop();
    if (!r.error.isEmpty())
        throw std::runtime_error(r.error.toStdString());
    return r;
}

// The same rows, raw: read back what Tarn wrote, insert them into a fresh
// raw lake of the same schema in one transaction.
double rawInsertMs(Lake &lake, const QString &source, const QTemporaryDir &tmp, const QString &name)
{
    ListFilter f;
    f.source = source;
    QList<RawRow> rows;
    QString after;
    for (;;) {
        const QList<Delta> page = lake.list(f, after, 5000);
        for (const Delta &d : page)
            rows << RawLake::rowOf(d);
        if (page.size() < 5000)
            break;
        after = page.constLast().id;
    }
    RawLake raw(tmp.filePath(name), RawLake::schemaOf(LakeSql::of(lake)));
    QElapsedTimer t;
    t.start();
    raw.insertBatch(rows.constData(), rows.size());
    return double(t.nsecsElapsed()) / 1e6;
}

void writeNotes(const QString &dir, int notes)
{
    for (int i = 0; i < notes; ++i) {
        const QString sub = QStringLiteral("%1/area-%2").arg(dir).arg(i % 50);
        QDir().mkpath(sub);
        QFile f(QStringLiteral("%1/note-%2.md").arg(sub).arg(i));
        if (!f.open(QIODevice::WriteOnly))
            throw std::runtime_error("cannot write a note");
        f.write("# Note " + QByteArray::number(i) + "\n\nThe tarn lies under the crag; " + QByteArray(400, 'x')
                + "\n\n- a list\n- of things\n");
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.addHelpOption();
    p.addOption({QStringLiteral("items"), QStringLiteral("Items in the feed."), QStringLiteral("N"), QStringLiteral("10000")});
    p.addOption({QStringLiteral("notes"), QStringLiteral("Notes in the vault."), QStringLiteral("N"), QStringLiteral("5000")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Also write the table here."), QStringLiteral("FILE")});
    p.addOption({QStringLiteral("corpus"), QStringLiteral("The real-world feed corpus (issue 24); its five largest captures are polled too."),
                 QStringLiteral("DIR"), QStringLiteral("../shared/corpus/feeds")});
    p.process(app);
    const int items = p.value(QStringLiteral("items")).toInt();
    const int notes = p.value(QStringLiteral("notes")).toInt();
    try {
        QTemporaryDir tmp;
        ManualClock clock(kNow);
        QString table;
        QTextStream out(&table);
        out << "| figure | Tarn | raw SQLite (same rows, one transaction) | ratio |\n|---|---:|---:|---:|\n";

        // --- the vault ---
        if (SourcePlugins::find(QStringLiteral("vault"))) {
            const QString vault = tmp.filePath(QStringLiteral("vault"));
            writeNotes(vault, notes);
            Lake vlake(clock);
            vlake.open(tmp.filePath(QStringLiteral("vault.sqlite")));
            SourceInstances::add(vlake, QStringLiteral("vault"), QStringLiteral("notes"), {{QStringLiteral("folder"), vault}});
            const qint64 before = peakRssKb();
            const Ingest scan = pollOnce(vlake, QStringLiteral("notes"));
            const qint64 after = peakRssKb();
            clock.advance(Duration::Hour);
            const Ingest rescan = pollOnce(vlake, QStringLiteral("notes"));
            const double vraw = rawInsertMs(vlake, QStringLiteral("vault:notes"), tmp, QStringLiteral("raw-vault.sqlite"));
            out << "| " << notes << "-note vault: first scan, ms (read + write " << scan.written << " deltas) | " << fmt(scan.ms)
                << " | " << fmt(vraw) << " | " << fmt(scan.ms / vraw, 2) << " |\n";
            out << "| same vault unchanged: rescan, ms (" << rescan.written << " written) | " << fmt(rescan.ms) << " | — | — |\n";
            out << "| peak memory during the first scan, MiB (process peak before → after) | " << fmt(double(before) / 1024)
                << " → " << fmt(double(after) / 1024) << " | — | — |\n";
        }
        // --- the feed ---
        FakeHttpServer server;
        const QByteArray body = bigFeed(items);
        FakeResponse feed;
        feed.headers = {{"Content-Type", "application/rss+xml"}};
        feed.body = body;
        server.route("/big.xml", feed);
        Lake lake(clock);
        lake.open(tmp.filePath(QStringLiteral("feed.sqlite")));
        SourceInstances::add(lake, QStringLiteral("rss"), QStringLiteral("big"), {{QStringLiteral("url"), server.url(QStringLiteral("/big.xml"))}});
        const qint64 rssBefore = peakRssKb();
        const Ingest first = pollOnce(lake, QStringLiteral("big"));
        const qint64 rssAfter = peakRssKb();
        const Ingest again = pollOnce(lake, QStringLiteral("big"));
        const double raw = rawInsertMs(lake, QStringLiteral("rss:big"), tmp, QStringLiteral("raw-feed.sqlite"));
        out << "| " << items << "-item feed (" << fmt(double(body.size()) / (1024 * 1024), 1)
            << " MiB): first poll, ms (HTTP + parse + write " << first.written << " deltas) | " << fmt(first.ms) << " | "
            << fmt(raw) << " | " << fmt(first.ms / raw, 2) << " |\n";
        out << "| same feed again, ms (all " << items << " items already seen; " << again.written << " written) | "
            << fmt(again.ms) << " | — | — |\n";
        out << "| peak memory during the first poll, MiB (process peak before → after) | "
            << fmt(double(rssBefore) / 1024) << " → " << fmt(double(rssAfter) / 1024) << " | — | — |\n";

        // --- the world's largest feeds (issue 24): items/s through the source ---
        QList<QFileInfo> real;
        QDirIterator it(p.value(QStringLiteral("corpus")) + QStringLiteral("/real"), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            real << QFileInfo(it.next());
        std::sort(real.begin(), real.end(), [](const QFileInfo &a, const QFileInfo &b) { return a.size() > b.size(); });
        if (real.isEmpty())
            err() << "no feed corpus at " << p.value(QStringLiteral("corpus")) << ": the real feeds are left out\n";
        for (int i = 0; i < std::min<int>(5, int(real.size())); ++i) {
            QFile f(real[i].filePath());
            if (!f.open(QIODevice::ReadOnly))
                continue;
            FakeResponse r;
            r.headers = {{"Content-Type", "application/xml"}};
            r.body = f.readAll();
            const QString route = QStringLiteral("/real-%1.xml").arg(i);
            server.route(route.toUtf8(), r);
            const QString name = QStringLiteral("real-%1").arg(i);
            SourceInstances::add(lake, QStringLiteral("rss"), name, {{QStringLiteral("url"), server.url(route)}});
            const Ingest polled = pollOnce(lake, name);
            const double rawMs = rawInsertMs(lake, QStringLiteral("rss:") + name, tmp, name + QStringLiteral("-raw.sqlite"));
            const double perS = polled.written / (polled.ms / 1000.0);
            const double rawPerS = polled.written / (rawMs / 1000.0);
            out << "| " << real[i].dir().dirName() << "/" << real[i].fileName() << " (" << fmt(double(r.body.size()) / 1024, 0)
                << " KiB, " << polled.written << " items): first poll, items/s | " << fmt(perS, 0) << " | " << fmt(rawPerS, 0)
                << " | " << fmt(rawPerS / perS, 2) << " |\n";
        }

        out.flush();
        publishTable(table, p.value(QStringLiteral("out")));
    } catch (const TarnError &e) {
        err() << "tarn_source_bench: " << e.message() << "\n";
        return 1;
    } catch (const std::exception &e) {
        err() << "tarn_source_bench: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
