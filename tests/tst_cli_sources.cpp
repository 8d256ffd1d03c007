// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn source add|list|poll|pause|resume|remove|types` against a feed on
// loopback: the configured source's settings are checked by name, a poll
// writes the feed's items once, and the state shows in `tarn source list`.

#include "CliRunner.h"
#include "FakeHttpServer.h"
#include "TestSupport.h"

#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {
// A plain literal: moc reads "//" inside a raw string literal as a comment.
const QByteArray kWeatherFeed =
    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    "<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>Lake District Weather</title><id>urn:weather</id>\n"
    "<updated>2026-11-22T06:00:00Z</updated>\n"
    "<entry><title>Gales on the fells</title><id>urn:weather:1</id><updated>2026-11-22T06:00:00Z</updated>\n"
    "<link rel=\"alternate\" href=\"https://example.org/weather/1\"/><summary>Gusts of 70 mph on the summits.</summary></entry>\n"
    "</feed>";
} // namespace

class TestCliSources : public QObject
{
    Q_OBJECT
    QTemporaryDir m_home;

    CliRun tarn(const QString &lake, QStringList args)
    {
        args << QStringLiteral("--lake") << lake;
        return runTarn(m_home, args);
    }

private Q_SLOTS:
    void addPollListPauseRemove()
    {
        FakeHttpServer server;
        FakeResponse feed;
        feed.headers = {{"Content-Type", "application/atom+xml"}, {"ETag", "\"a1\""}};
        feed.body = kWeatherFeed;
        server.route("/weather.atom", feed);
        TempLake lake;
        const QString path = lake.path();
        lake->close();

        const CliRun types = tarn(path, {QStringLiteral("source"), QStringLiteral("types")});
        QCOMPARE(types.exitCode, 0);
        QVERIFY(types.out.contains("rss"));
        QVERIFY(types.out.contains("poll_minutes"));

        const CliRun bad = tarn(path, {QStringLiteral("source"), QStringLiteral("add"), QStringLiteral("rss"), QStringLiteral("weather"),
                                       QStringLiteral("--set"), QStringLiteral("url=not a url")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("url"), bad.err.constData());
        const CliRun added = tarn(path, {QStringLiteral("source"), QStringLiteral("add"), QStringLiteral("rss"), QStringLiteral("weather"),
                                         QStringLiteral("--set"), QStringLiteral("url=") + server.url(QStringLiteral("/weather.atom")),
                                         QStringLiteral("--set"), QStringLiteral("poll_minutes=15"), QStringLiteral("--json")});
        QCOMPARE(added.exitCode, 0);
        QCOMPARE(added.json().value(QStringLiteral("source")).toString(), QStringLiteral("rss:weather"));
        QCOMPARE(added.json().value(QStringLiteral("settings")).toObject().value(QStringLiteral("poll_minutes")).toInt(), 15);

        const CliRun polled = tarn(path, {QStringLiteral("source"), QStringLiteral("poll"), QStringLiteral("weather"), QStringLiteral("--json")});
        QCOMPARE(polled.exitCode, 0);
        QCOMPARE(polled.json().value(QStringLiteral("written")).toInt(), 1);
        QCOMPARE(polled.json().value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
        const CliRun again = tarn(path, {QStringLiteral("source"), QStringLiteral("poll"), QStringLiteral("weather")});
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.out.contains("new deltas: 0"), again.out.constData());
        const CliRun recalled = tarn(path, {QStringLiteral("recall"), QStringLiteral("gales"), QStringLiteral("--json")});
        QCOMPARE(recalled.array().size(), 1);
        QCOMPARE(recalled.array().at(0).toObject().value(QStringLiteral("source")).toString(), QStringLiteral("rss:weather"));

        const CliRun listed = tarn(path, {QStringLiteral("source"), QStringLiteral("list"), QStringLiteral("--json")});
        const QJsonArray configured = listed.json().value(QStringLiteral("configured")).toArray();
        QCOMPARE(configured.size(), 1);
        QCOMPARE(configured.at(0).toObject().value(QStringLiteral("items_written")).toInt(), 1);
        QVERIFY(!configured.at(0).toObject().value(QStringLiteral("next_poll_at")).toString().isEmpty());

        const CliRun changed = tarn(path, {QStringLiteral("source"), QStringLiteral("configure"), QStringLiteral("weather"),
                                              QStringLiteral("--set"), QStringLiteral("poll_minutes=120"), QStringLiteral("--json")});
        QCOMPARE(changed.exitCode, 0);
        QCOMPARE(changed.json().value(QStringLiteral("settings")).toObject().value(QStringLiteral("poll_minutes")).toInt(), 120);
        const CliRun badChange = tarn(path, {QStringLiteral("source"), QStringLiteral("configure"), QStringLiteral("weather"),
                                             QStringLiteral("--set"), QStringLiteral("poll_minutes=2")});
        QCOMPARE(badChange.exitCode, 2);
        QVERIFY(badChange.err.contains("poll_minutes"));
        QCOMPARE(tarn(path, {QStringLiteral("source"), QStringLiteral("pause"), QStringLiteral("weather")}).exitCode, 0);
        QCOMPARE(tarn(path, {QStringLiteral("source"), QStringLiteral("list"), QStringLiteral("--json")})
                     .json().value(QStringLiteral("configured")).toArray().at(0).toObject().value(QStringLiteral("status")).toString(),
                 QStringLiteral("paused"));
        QCOMPARE(tarn(path, {QStringLiteral("source"), QStringLiteral("resume"), QStringLiteral("weather")}).exitCode, 0);

        server.route("/weather.atom", FakeResponse{500, "Internal Server Error", {}, "down", false});
        const CliRun failing = tarn(path, {QStringLiteral("source"), QStringLiteral("poll"), QStringLiteral("weather")});
        QCOMPARE(failing.exitCode, 1);
        QVERIFY2(failing.err.contains("HTTP 500"), failing.err.constData());
        const CliRun text = tarn(path, {QStringLiteral("source"), QStringLiteral("list")});
        QVERIFY2(text.out.contains("error: the server answered HTTP 500"), text.out.constData());

        QCOMPARE(tarn(path, {QStringLiteral("source"), QStringLiteral("remove"), QStringLiteral("weather")}).exitCode, 0);
        QCOMPARE(tarn(path, {QStringLiteral("source"), QStringLiteral("remove"), QStringLiteral("weather")}).exitCode, 3);
        QCOMPARE(tarn(path, {QStringLiteral("source"), QStringLiteral("poll"), QStringLiteral("weather")}).exitCode, 3);
    }
};

QTEST_GUILESS_MAIN(TestCliSources)
#include "tst_cli_sources.moc"
