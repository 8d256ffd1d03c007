// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// RSS and Atom sources against a real HTTP server on loopback (issue 6):
// one observed delta per new item with the source's expiry, conditional
// GETs, dedupe across polls and restarts, media from enclosures, and a
// failing feed (401, 500, not a feed, too large, silent) that shows an
// error state with the reason and retries with backoff, never crashing; a
// hostile server (endless, trickling) is cut off in size and time.

#include "FakeHttpServer.h"
#include "HostileHttpServer.h"
#include "PeakMemory.h"
#include "RssSource.h"
#include "SourceTestSupport.h"
#include "Lake.h"
#include "SourceHost.h"
#include "SourceInstances.h"
#include "TarnError.h"
#include "TestSupport.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {

QByteArray rss(const QList<int> &items, const QByteArray &extra = {})
{
    QByteArray out = R"(<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Fell Notes</title><link>https://example.org/</link><description>Walks</description>)";
    for (int i : items)
        out += "<item><title>Walk " + QByteArray::number(i) + "</title><link>https://example.org/walks/" + QByteArray::number(i)
               + "</link><guid>walk-" + QByteArray::number(i) + "</guid><description>Route notes for walk "
               + QByteArray::number(i) + "</description>" + (i == items.constFirst() ? extra : QByteArray()) + "</item>";
    return out + "</channel></rss>";
}

FakeResponse feed(const QByteArray &body, const QByteArray &etag = {})
{
    FakeResponse r;
    r.headers = {{"Content-Type", "application/rss+xml; charset=utf-8"}};
    if (!etag.isEmpty())
        r.headers.append({"ETag", etag});
    r.body = body;
    return r;
}

SourceInstance addFeed(Lake &lake, const QString &name, const QString &url, int timeoutSeconds = 30)
{
    return SourceInstances::add(lake, QStringLiteral("rss"), name,
                                {{QStringLiteral("url"), url}, {QStringLiteral("timeout_seconds"), timeoutSeconds}});
}


} // namespace

class TestRssSource : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void newItemsBecomeObservedDeltasOnce()
    {
        FakeHttpServer server;
        server.route("/walks.xml", feed(rss({1, 2, 3}), "\"v1\""));
        TempLake lake;
        addFeed(*lake, QStringLiteral("walks"), server.url(QStringLiteral("/walks.xml")));
        const PollRun first = pollOnce(lake, QStringLiteral("walks"));
        QCOMPARE(first.error, QString());
        QCOMPARE(first.written, 3);
        const QList<Delta> written = deltasFrom(*lake, QStringLiteral("rss:walks"));
        QCOMPARE(written.size(), 3);
        for (const Delta &d : written) {
            QCOMPARE(d.kind, Kind::Observation);
            QCOMPARE(*d.expiresAt, kT0 + 30 * Duration::Day); // the rss source's expiry
            QVERIFY(d.tags.contains(QStringLiteral("feed:walks")));
            QVERIFY(d.content.startsWith(QStringLiteral("Walk ")));
            QVERIFY(d.content.contains(QStringLiteral("https://example.org/walks/")));
        }
        SourceInstance state = *SourceInstances::get(*lake, QStringLiteral("walks"));
        QCOMPARE(state.status, QStringLiteral("ok"));
        QCOMPARE(state.etag, QStringLiteral("\"v1\""));
        QCOMPARE(state.itemsWritten, 3);
        QCOMPARE(*state.nextPollAt, kT0 + 30 * Duration::Minute);

        // The next poll asks conditionally; a 304 writes nothing.
        server.route("/walks.xml", [](const FakeRequest &r) {
            if (r.headers.value("if-none-match") == "\"v1\"")
                return FakeResponse{304, "Not Modified", {}, {}, false};
            return feed(rss({1, 2, 3}), "\"v1\"");
        });
        lake.clock.advance(30 * Duration::Minute);
        const PollRun unchanged = pollOnce(lake, QStringLiteral("walks"));
        QCOMPARE(unchanged.error, QString());
        QCOMPARE(unchanged.written, 0);
        QCOMPARE(server.requests().constLast().headers.value("if-none-match"), QByteArray("\"v1\""));

        // A changed feed: only the new item is written, also after a restart
        // (the host above is gone; a new one reads what was seen from the lake).
        server.route("/walks.xml", feed(rss({4, 1, 2, 3}), "\"v2\""));
        const PollRun changed = pollOnce(lake, QStringLiteral("walks"));
        QCOMPARE(changed.written, 1);
        QCOMPARE(deltasFrom(*lake, QStringLiteral("rss:walks")).size(), 4);
        QCOMPARE(SourceInstances::get(*lake, QStringLiteral("walks"))->etag, QStringLiteral("\"v2\""));
    }

    void imageEnclosuresGoToTheMediaStore()
    {
        FakeHttpServer server;
        const QByteArray png = QByteArray::fromBase64(
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==");
        server.route("/tarn.png", FakeResponse{200, "OK", {{"Content-Type", "image/png"}}, png, false});
        server.route("/photos.xml", feed(rss({1, 2}, "<enclosure url=\"" + server.url(QStringLiteral("/tarn.png")).toUtf8()
                                                         + "\" type=\"image/png\" length=\"68\"/>")));
        TempLake lake;
        addFeed(*lake, QStringLiteral("photos"), server.url(QStringLiteral("/photos.xml")));
        QCOMPARE(pollOnce(lake, QStringLiteral("photos")).written, 2);
        int withMedia = 0;
        for (const Delta &d : deltasFrom(*lake, QStringLiteral("rss:photos")))
            if (!d.mediaHash.isEmpty()) {
                ++withMedia;
                QVERIFY(lake->media().contains(d.mediaHash));
            }
        QCOMPARE(withMedia, 1);
    }

    // Issue 24: past kMaxImagesPerPoll, items wait (unseen) for a later
    // poll, so every item gets its image in the end.
    void everyImageIsFetchedOverSeveralPolls()
    {
        FakeHttpServer server;
        const QByteArray png = QByteArray::fromBase64(
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==");
        server.route("/tarn.png", FakeResponse{200, "OK", {{"Content-Type", "image/png"}}, png, false});
        QByteArray body = R"(<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Photos</title>)";
        const int count = RssSource::kMaxImagesPerPoll + 6;
        for (int i = 0; i < count; ++i)
            body += "<item><title>Photo " + QByteArray::number(i) + "</title><guid>p" + QByteArray::number(i)
                    + "</guid><enclosure url=\"" + server.url(QStringLiteral("/tarn.png")).toUtf8()
                    + "\" type=\"image/png\" length=\"68\"/></item>";
        body += "</channel></rss>";
        server.route("/photos.xml", feed(body));
        TempLake lake;
        addFeed(*lake, QStringLiteral("photos"), server.url(QStringLiteral("/photos.xml")));
        QCOMPARE(pollOnce(lake, QStringLiteral("photos")).written, RssSource::kMaxImagesPerPoll);
        QVERIFY(SourceInstances::get(*lake, QStringLiteral("photos"))->error.contains(QStringLiteral("6 more items wait")));
        QCOMPARE(pollOnce(lake, QStringLiteral("photos")).written, 6);
        const QList<Delta> all = deltasFrom(*lake, QStringLiteral("rss:photos"));
        QCOMPARE(all.size(), count);
        for (const Delta &d : all)
            QVERIFY2(!d.mediaHash.isEmpty(), qPrintable(d.content));
        QVERIFY(SourceInstances::get(*lake, QStringLiteral("photos"))->error.isEmpty());
    }

    // Issue 24: an item with only a guid and an enclosure, in a channel
    // without a title, says what it has instead of failing every poll; a
    // link keeps its percent-encoding; a feed cut short keeps its items.
    void itemsAsTheWorldWritesThem()
    {
        FakeHttpServer server;
        server.route("/pod.xml", feed(
            "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title></title>\n"
            "<item><guid isPermaLink=\"false\">ep-1</guid><enclosure url=\"https://cdn.example.org/ep1.mp3\" type=\"audio/mpeg\" length=\"1\"/></item>\n"
            "<item><title>Episode 2</title><link>https://example.org/2?utm_campaign=RSS%20Feed&amp;x=1</link><guid>ep-2</guid></item>\n"
            "<item><title>Episode 3</title><guid>ep-3</guid><description>Cut off in the mid"));
        TempLake lake;
        addFeed(*lake, QStringLiteral("pod"), server.url(QStringLiteral("/pod.xml")));
        const PollRun run = pollOnce(lake, QStringLiteral("pod"));
        QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
        QCOMPARE(run.written, 2);
        QStringList contents;
        for (const Delta &d : deltasFrom(*lake, QStringLiteral("rss:pod")))
            contents << d.content;
        QVERIFY2(contents.contains(QStringLiteral("https://cdn.example.org/ep1.mp3")), qPrintable(contents.join(u'|')));
        QVERIFY2(contents.contains(QStringLiteral("Episode 2\n\nhttps://example.org/2?utm_campaign=RSS%20Feed&x=1")),
                 qPrintable(contents.join(u'|')));
        QVERIFY(SourceInstances::get(*lake, QStringLiteral("pod"))->error.contains(QStringLiteral("truncated")));
    }

    void redirectsAreFollowed()
    {
        FakeHttpServer server;
        server.route("/old.xml", FakeResponse{301, "Moved Permanently", {{"Location", server.url(QStringLiteral("/new.xml")).toUtf8()}}, {}, false});
        server.route("/new.xml", feed(rss({7})));
        TempLake lake;
        addFeed(*lake, QStringLiteral("moved"), server.url(QStringLiteral("/old.xml")));
        const PollRun r = pollOnce(lake, QStringLiteral("moved"));
        QCOMPARE(r.error, QString());
        QCOMPARE(r.written, 1);
    }

    void failuresShowTheReasonAndBackOff_data()
    {
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<QString>("reason");
        QTest::newRow("401") << QByteArray("/private.xml") << QStringLiteral("refused access (HTTP 401)");
        QTest::newRow("500") << QByteArray("/broken.xml") << QStringLiteral("HTTP 500");
        QTest::newRow("404") << QByteArray("/missing.xml") << QStringLiteral("not there (HTTP 404)");
        QTest::newRow("html page") << QByteArray("/page.html") << QStringLiteral("HTML");
        QTest::newRow("too large") << QByteArray("/huge.xml") << QStringLiteral("larger than 16 MiB");
        QTest::newRow("silent server") << QByteArray("/silent.xml") << QStringLiteral("within the time limit (2 s)");
    }

    void failuresShowTheReasonAndBackOff()
    {
        QFETCH(QByteArray, path);
        QFETCH(QString, reason);
        FakeHttpServer server;
        server.route("/private.xml", FakeResponse{401, "Unauthorized", {}, "who are you", false});
        server.route("/broken.xml", FakeResponse{500, "Internal Server Error", {}, "oops", false});
        server.route("/page.html", FakeResponse{200, "OK", {{"Content-Type", "text/html"}},
                                                "<!DOCTYPE html><html><head><title>Blog</title></head><body><p>Hi</p></body></html>", false});
        server.route("/huge.xml", FakeResponse{200, "OK", {{"Content-Type", "application/rss+xml"}},
                                               QByteArray(17 * 1024 * 1024, ' '), false});
        server.route("/silent.xml", FakeResponse{200, "OK", {}, {}, true});
        TempLake lake;
        addFeed(*lake, QStringLiteral("bad"), server.url(QString::fromUtf8(path)), 2);
        const PollRun r = pollOnce(lake, QStringLiteral("bad"));
        QVERIFY2(r.error.contains(reason), qPrintable(r.error));
        SourceInstance state = *SourceInstances::get(*lake, QStringLiteral("bad"));
        QCOMPARE(state.status, QStringLiteral("error"));
        QCOMPARE(state.error, r.error);
        QCOMPARE(state.failures, 1);
        QCOMPARE(*state.nextPollAt, kT0 + Duration::Minute);
        QCOMPARE(lake->stats().total, 0); // nothing half-written
        // Again: the wait doubles. Then a good answer clears the error.
        lake.clock.advance(Duration::Minute);
        pollOnce(lake, QStringLiteral("bad"));
        state = *SourceInstances::get(*lake, QStringLiteral("bad"));
        QCOMPARE(state.failures, 2);
        QCOMPARE(*state.nextPollAt, lake.clock.nowMs() + 2 * Duration::Minute);
        server.route(path, feed(rss({1})));
        const PollRun healed = pollOnce(lake, QStringLiteral("bad"));
        QCOMPARE(healed.error, QString());
        state = *SourceInstances::get(*lake, QStringLiteral("bad"));
        QCOMPARE(state.status, QStringLiteral("ok"));
        QCOMPARE(state.failures, 0);
        QVERIFY(state.error.isEmpty());
    }

    // Issue 18: the setting is "how long a slow server may take to send the
    // whole feed", and the feed's size is capped as it arrives, so a hostile
    // server can neither hold a poll forever nor fill memory.
    void aTricklingFeedIsCutOffAtTheTimeLimit()
    {
        HostileHttpServer server({.body = HostileHttpServer::Body::Trickle, .trickleMs = 100});
        TempLake lake;
        addFeed(*lake, QStringLiteral("slow"), server.url(), 1);
        QElapsedTimer t;
        t.start();
        const PollRun r = pollOnce(lake, QStringLiteral("slow"));
        QVERIFY2(r.error.contains(QStringLiteral("within the time limit (1 s)")), qPrintable(r.error));
        QVERIFY2(t.elapsed() < 5000 * kTimeScale, qPrintable(QString::number(t.elapsed())));
    }

    void aTricklingImageLeavesItsItemWithoutMedia()
    {
        HostileHttpServer slow({.body = HostileHttpServer::Body::Trickle, .trickleMs = 100});
        FakeHttpServer server;
        server.route("/photos.xml", feed(rss({1, 2}, "<enclosure url=\"" + slow.url(QStringLiteral("/tarn.png")).toUtf8()
                                                         + "\" type=\"image/png\" length=\"68\"/>")));
        TempLake lake;
        addFeed(*lake, QStringLiteral("photos"), server.url(QStringLiteral("/photos.xml")), 1);
        QElapsedTimer t;
        t.start();
        const PollRun r = pollOnce(lake, QStringLiteral("photos"));
        QCOMPARE(r.error, QString());
        QCOMPARE(r.written, 2);
        QVERIFY2(t.elapsed() < 5000 * kTimeScale, qPrintable(QString::number(t.elapsed())));
        for (const Delta &d : deltasFrom(*lake, QStringLiteral("rss:photos")))
            QVERIFY(d.mediaHash.isEmpty());
    }

    void anEndlessFeedIsCutOffAtTheCap()
    {
        HostileHttpServer server(HostileHttpServer::Body::Chunked);
        TempLake lake;
        addFeed(*lake, QStringLiteral("endless"), server.url());
        if (!resetPeak())
            qWarning("cannot reset the peak memory; measuring against the highest peak so far");
        const qint64 before = peakResidentKb();
        const PollRun r = pollOnce(lake, QStringLiteral("endless"));
        const qint64 growthKb = peakResidentKb() - before;
        QVERIFY2(r.error.contains(QStringLiteral("larger than 16 MiB")), qPrintable(r.error));
        QVERIFY2(growthKb < 64 * 1024 * kMemoryScale, qPrintable(QStringLiteral("%1 KiB").arg(growthKb)));
        QCOMPARE(lake->stats().total, 0);
    }

    void backoffDoublesUpToSixHours()
    {
        QCOMPARE(SourceHost::backoffMs(1), Duration::Minute);
        QCOMPARE(SourceHost::backoffMs(2), 2 * Duration::Minute);
        QCOMPARE(SourceHost::backoffMs(5), 16 * Duration::Minute);
        QCOMPARE(SourceHost::backoffMs(12), 6 * Duration::Hour);
        QCOMPARE(SourceHost::backoffMs(400), 6 * Duration::Hour);
    }

    void theScheduleSkipsPausedSources()
    {
        FakeHttpServer server;
        server.route("/a.xml", feed(rss({1})));
        server.route("/b.xml", feed(rss({1, 2})));
        TempLake lake;
        addFeed(*lake, QStringLiteral("a"), server.url(QStringLiteral("/a.xml")));
        addFeed(*lake, QStringLiteral("b"), server.url(QStringLiteral("/b.xml")));
        SourceInstances::setPaused(*lake, QStringLiteral("b"), true);
        SourceHost host(lake.path(), lake.clock);
        QSignalSpy finished(&host, &SourceHost::pollFinished);
        host.start(); // both are due; only a runs
        QVERIFY(finished.wait(20000));
        QTest::qWait(200);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.at(0).at(0).toString(), QStringLiteral("a"));
        QCOMPARE(deltasFrom(*lake, QStringLiteral("rss:b")).size(), 0);
        host.stop();
    }

    void settingsChangeAndApplyAtOnce()
    {
        TempLake lake;
        addFeed(*lake, QStringLiteral("walks"), QStringLiteral("https://example.org/a.xml"));
        lake.clock.advance(Duration::Minute);
        const SourceInstance changed = SourceInstances::update(*lake, QStringLiteral("walks"), {{QStringLiteral("poll_minutes"), 90}});
        QCOMPARE(changed.settings.value(QStringLiteral("poll_minutes")).toInt(), 90);
        QCOMPARE(changed.settings.value(QStringLiteral("url")).toString(), QStringLiteral("https://example.org/a.xml")); // kept
        QCOMPARE(*changed.nextPollAt, lake.clock.nowMs()); // due now, with the new settings
        try {
            SourceInstances::update(*lake, QStringLiteral("walks"), {{QStringLiteral("url"), QStringLiteral("gopher://x")}});
            QFAIL("accepted");
        } catch (const TarnError &e) {
            QCOMPARE(e.field(), QStringLiteral("url"));
        }
        QCOMPARE(SourceInstances::get(*lake, QStringLiteral("walks"))->settings.value(QStringLiteral("poll_minutes")).toInt(), 90);
        QVERIFY_THROWS_EXCEPTION(TarnError, SourceInstances::update(*lake, QStringLiteral("nope"), {}));
        QCOMPARE(lake->audit().recent({QStringLiteral("source-change")}).size(), 1);
    }

    void addingIsChecked()
    {
        TempLake lake;
        const auto refused = [&](const QString &type, const QString &name, const QJsonObject &settings, const QString &field) {
            try {
                SourceInstances::add(*lake, type, name, settings);
                QFAIL("accepted");
            } catch (const TarnError &e) {
                QCOMPARE(e.field(), field);
            }
        };
        const QJsonObject ok{{QStringLiteral("url"), QStringLiteral("https://example.org/feed.xml")}};
        refused(QStringLiteral("gopher"), QStringLiteral("x"), ok, QStringLiteral("type"));
        refused(QStringLiteral("rss"), QStringLiteral("Bad Name"), ok, QStringLiteral("name"));
        refused(QStringLiteral("rss"), QStringLiteral("x"), {}, QStringLiteral("url"));
        refused(QStringLiteral("rss"), QStringLiteral("x"), {{QStringLiteral("url"), QStringLiteral("ftp://example.org/f")}}, QStringLiteral("url"));
        refused(QStringLiteral("rss"), QStringLiteral("x"),
                {{QStringLiteral("url"), QStringLiteral("https://example.org/f")}, {QStringLiteral("poll_minutes"), 1}},
                QStringLiteral("poll_minutes"));
        refused(QStringLiteral("rss"), QStringLiteral("x"),
                {{QStringLiteral("url"), QStringLiteral("https://example.org/f")}, {QStringLiteral("colour"), QStringLiteral("red")}},
                QStringLiteral("colour"));
        QVERIFY(SourceInstances::list(*lake).isEmpty());
        const SourceInstance added = SourceInstances::add(*lake, QStringLiteral("rss"), QStringLiteral("x"), ok);
        QCOMPARE(added.settings.value(QStringLiteral("poll_minutes")).toInt(), 30); // the default
        refused(QStringLiteral("rss"), QStringLiteral("x"), ok, QStringLiteral("name")); // taken
        SourceInstances::remove(*lake, QStringLiteral("x"));
        QVERIFY(SourceInstances::list(*lake).isEmpty());
        QCOMPARE(lake->audit().recent({QStringLiteral("source-add"), QStringLiteral("source-remove")}).size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestRssSource)
#include "tst_rss_source.moc"
