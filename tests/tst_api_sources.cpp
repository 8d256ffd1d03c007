// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// API sources with a token against a real HTTP server on loopback: Home
// Assistant state changes (one delta per change, not per poll, entity
// globs) and a Mastodon home timeline (min_id paging, boosts, images). The
// token lives in the secret store only: it reaches the server in the
// Authorization header and never the lake, its audit or its files.

#include "AuditLog.h"
#include "FakeHttpServer.h"
#include "HtmlText.h"
#include "InMemorySecretStore.h"
#include "Lake.h"
#include "MastodonSource.h"
#include "SourceHost.h"
#include "SourceInstances.h"
#include "TarnError.h"
#include "TestSupport.h"

#include <QBuffer>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {

const QString kHaToken = QStringLiteral("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.ha-long-lived-7f3c9a1e");
const QString kMastodonToken = QStringLiteral("mtdn-Zx81qPv0aKcL4tWm9uYb2RnE7sHf3dGj");

// --- Home Assistant ----------------------------------------------------------

struct HaEntity
{
    QString id;
    QString state;
    QString name;
    QString unit;
    QString lastChanged;
    QString lastUpdated; // empty: as lastChanged
};

// One entry of GET /api/states, with the fields Home Assistant sends.
QJsonObject haState(const HaEntity &e)
{
    QJsonObject attributes{{QStringLiteral("friendly_name"), e.name}};
    if (!e.unit.isEmpty()) {
        attributes.insert(QStringLiteral("unit_of_measurement"), e.unit);
        attributes.insert(QStringLiteral("state_class"), QStringLiteral("measurement"));
        attributes.insert(QStringLiteral("device_class"), e.unit == u"°C" ? QStringLiteral("temperature") : QStringLiteral("humidity"));
    }
    if (e.id.startsWith(u"light."))
        attributes.insert(QStringLiteral("supported_color_modes"), QJsonArray{QStringLiteral("brightness")});
    const QString updated = e.lastUpdated.isEmpty() ? e.lastChanged : e.lastUpdated;
    return {{QStringLiteral("entity_id"), e.id},
            {QStringLiteral("state"), e.state},
            {QStringLiteral("attributes"), attributes},
            {QStringLiteral("last_changed"), e.lastChanged},
            {QStringLiteral("last_reported"), updated},
            {QStringLiteral("last_updated"), updated},
            {QStringLiteral("context"), QJsonObject{{QStringLiteral("id"), QStringLiteral("01JD4Q5Z8W3N7X2K9M6P1R0T4V")},
                                                    {QStringLiteral("parent_id"), QJsonValue::Null},
                                                    {QStringLiteral("user_id"), QJsonValue::Null}}}};
}

FakeResponse json(const QJsonDocument &doc)
{
    return FakeResponse{200, "OK", {{"Content-Type", "application/json"}}, doc.toJson(QJsonDocument::Compact), false};
}

FakeResponse haStates(const QList<HaEntity> &entities)
{
    QJsonArray out;
    for (const HaEntity &e : entities)
        out.append(haState(e));
    return json(QJsonDocument(out));
}

QList<HaEntity> house()
{
    return {
        {QStringLiteral("light.kitchen"), QStringLiteral("on"), QStringLiteral("Kitchen light"), {},
         QStringLiteral("2026-11-21T18:04:11.482915+00:00"), {}},
        {QStringLiteral("light.hall"), QStringLiteral("off"), QStringLiteral("Hall light"), {},
         QStringLiteral("2026-11-21T07:30:00.000000+00:00"), {}},
        {QStringLiteral("sensor.living_room_temperature"), QStringLiteral("20.9"), QStringLiteral("Living room temperature"),
         QStringLiteral("°C"), QStringLiteral("2026-11-21T23:50:02.118204+00:00"), {}},
        {QStringLiteral("sensor.outdoor_humidity"), QStringLiteral("81"), QStringLiteral("Outdoor humidity"), QStringLiteral("%"),
         QStringLiteral("2026-11-21T23:45:00.000000+00:00"), {}},
        {QStringLiteral("person.robin"), QStringLiteral("not_home"), QStringLiteral("Robin"), {},
         QStringLiteral("2026-11-21T08:12:44.901337+00:00"), {}},
    };
}

// --- Mastodon ------------------------------------------------------------------

QJsonObject account(const QString &id, const QString &acct, const QString &displayName)
{
    const QString user = acct.section(u'@', 0, 0);
    const QString host = acct.contains(u'@') ? acct.section(u'@', 1) : QStringLiteral("mastodon.example");
    return {{QStringLiteral("id"), id},
            {QStringLiteral("username"), user},
            {QStringLiteral("acct"), acct},
            {QStringLiteral("display_name"), displayName},
            {QStringLiteral("locked"), false},
            {QStringLiteral("bot"), false},
            {QStringLiteral("created_at"), QStringLiteral("2022-11-05T00:00:00.000Z")},
            {QStringLiteral("note"), QStringLiteral("<p>Walks and weather.</p>")},
            {QStringLiteral("url"), QStringLiteral("https://") + host + QStringLiteral("/@") + user},
            {QStringLiteral("avatar"), QStringLiteral("https://files.mastodon.example/accounts/avatars/1.png")},
            {QStringLiteral("followers_count"), 120},
            {QStringLiteral("following_count"), 80},
            {QStringLiteral("statuses_count"), 3400}};
}

QJsonObject status(const QString &id, const QJsonObject &author, const QString &contentHtml, const QString &createdAt,
                   const QJsonValue &reblog = QJsonValue::Null, const QJsonArray &media = {})
{
    const bool boost = reblog.isObject();
    const QString url = boost ? QString()
                              : QStringLiteral("https://mastodon.example/@") + author.value(QStringLiteral("username")).toString()
                                    + u'/' + id;
    return {{QStringLiteral("id"), id},
            {QStringLiteral("created_at"), createdAt},
            {QStringLiteral("in_reply_to_id"), QJsonValue::Null},
            {QStringLiteral("in_reply_to_account_id"), QJsonValue::Null},
            {QStringLiteral("sensitive"), false},
            {QStringLiteral("spoiler_text"), QString()},
            {QStringLiteral("visibility"), QStringLiteral("public")},
            {QStringLiteral("language"), QStringLiteral("en")},
            {QStringLiteral("uri"), QStringLiteral("https://mastodon.example/users/") + author.value(QStringLiteral("username")).toString()
                                        + QStringLiteral("/statuses/") + id},
            {QStringLiteral("url"), boost ? QJsonValue::Null : QJsonValue(url)},
            {QStringLiteral("replies_count"), 0},
            {QStringLiteral("reblogs_count"), 2},
            {QStringLiteral("favourites_count"), 5},
            {QStringLiteral("content"), boost ? QString() : contentHtml},
            {QStringLiteral("reblog"), reblog},
            {QStringLiteral("account"), author},
            {QStringLiteral("media_attachments"), media},
            {QStringLiteral("mentions"), QJsonArray()},
            {QStringLiteral("tags"), QJsonArray()},
            {QStringLiteral("emojis"), QJsonArray()},
            {QStringLiteral("card"), QJsonValue::Null},
            {QStringLiteral("poll"), QJsonValue::Null}};
}

QJsonObject imageAttachment(const QString &url, const QString &description)
{
    return {{QStringLiteral("id"), QStringLiteral("113400000000009001")},
            {QStringLiteral("type"), QStringLiteral("image")},
            {QStringLiteral("url"), url},
            {QStringLiteral("preview_url"), url + QStringLiteral("?small")},
            {QStringLiteral("remote_url"), QJsonValue::Null},
            {QStringLiteral("description"), description},
            {QStringLiteral("blurhash"), QStringLiteral("UBL_:rOpGG-oBUNG,qRj2so|=eE1w^n4S5NH")}};
}

QString statusId(int n)
{
    return QString::number(113400000000000000LL + n);
}

// A page of plain statuses, newest first, as Mastodon orders them.
FakeResponse page(int from, int to)
{
    const QJsonObject dora = account(QStringLiteral("1"), QStringLiteral("dora"), QStringLiteral("Dora"));
    QJsonArray out;
    for (int n = to; n >= from; --n)
        out.append(status(statusId(n), dora, QStringLiteral("<p>Note ") + QString::number(n) + QStringLiteral("</p>"),
                          QStringLiteral("2026-11-21T20:00:00.000Z")));
    return json(QJsonDocument(out));
}

QByteArray timeline(const QString &minId = {})
{
    return "/api/v1/timelines/home?limit=40" + (minId.isEmpty() ? QByteArray() : "&min_id=" + minId.toUtf8());
}

// --- running ---------------------------------------------------------------------

struct PollRun
{
    int written = -1;
    QString error;
};

// One poll of one source on a fresh host (a restart each time), waited for.
PollRun pollOnce(TempLake &lake, const QString &name, const std::shared_ptr<SecretStore> &secrets)
{
    SourceHost host(lake.path(), lake.clock, secrets);
    host.setScheduling(false);
    QSignalSpy finished(&host, &SourceHost::pollFinished);
    host.start();
    host.pollNow(name); // a poll refused before it starts reports at once
    if (finished.isEmpty() && !finished.wait(20000))
        return {};
    host.stop();
    return {finished.at(0).at(1).toInt(), finished.at(0).at(2).toString()};
}

SourceInstance addHa(TempLake &lake, InMemorySecretStore *secrets, const QString &url, const QString &entities = {},
                     int timeoutSeconds = 30)
{
    QJsonObject settings{{QStringLiteral("url"), url},
                         {QStringLiteral("token"), kHaToken},
                         {QStringLiteral("timeout_seconds"), timeoutSeconds}};
    if (!entities.isEmpty())
        settings.insert(QStringLiteral("entities"), entities);
    return SourceInstances::add(*lake, QStringLiteral("home-assistant"), QStringLiteral("home"), settings, secrets);
}

SourceInstance addMastodon(TempLake &lake, InMemorySecretStore *secrets, const QString &instance)
{
    return SourceInstances::add(*lake, QStringLiteral("mastodon"), QStringLiteral("social"),
                                {{QStringLiteral("instance"), instance}, {QStringLiteral("token"), kMastodonToken}}, secrets);
}

QList<Delta> deltasOf(Lake &lake, const QString &source)
{
    ListFilter f;
    f.source = source;
    return lake.list(f, {}, 1000);
}

std::optional<Delta> withContent(const QList<Delta> &deltas, const QString &start)
{
    for (const Delta &d : deltas)
        if (d.content.startsWith(start))
            return d;
    return std::nullopt;
}

// The token must not be anywhere the lake keeps things: not in its export,
// not in its audit, not in any file beside it (database, WAL, media).
void verifyTokenNotInLake(TempLake &lake, const QString &token)
{
    const QByteArray needle = token.toUtf8();
    QVERIFY(!exportOf(*lake).contains(needle));
    QBuffer audit;
    audit.open(QIODevice::WriteOnly);
    lake->audit().exportJsonl(audit);
    QVERIFY(!audit.data().isEmpty());
    QVERIFY(!audit.data().contains(needle));
    for (const SourceInstance &i : SourceInstances::list(*lake))
        QCOMPARE(i.settings.value(QStringLiteral("token")), QJsonValue(true));
    QDirIterator files(lake.dir.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    int seen = 0;
    while (files.hasNext()) {
        QFile file(files.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY2(!file.readAll().contains(needle), qPrintable(file.fileName()));
        ++seen;
    }
    QVERIFY(seen > 0);
}

} // namespace

class TestApiSources : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void homeAssistantWritesStateChangesNotPolls()
    {
        FakeHttpServer server;
        QList<HaEntity> states = house();
        server.route("/api/states", haStates(states));
        TempLake lake;
        auto secrets = std::make_shared<InMemorySecretStore>();
        addHa(lake, secrets.get(), server.url(QString()));
        QCOMPARE(*secrets->read(SourceInstances::secretKey(QStringLiteral("home"), QStringLiteral("token"))), kHaToken.toUtf8());

        // The first poll: each entity's current state, once.
        const PollRun first = pollOnce(lake, QStringLiteral("home"), secrets);
        QCOMPARE(first.error, QString());
        QCOMPARE(first.written, 5);
        QCOMPARE(server.requests().size(), 1);
        QCOMPARE(server.requests().constLast().method, QByteArray("GET"));
        QCOMPARE(server.requests().constLast().headers.value("authorization"), "Bearer " + kHaToken.toUtf8());
        QList<Delta> written = deltasOf(*lake, QStringLiteral("home-assistant:home"));
        QCOMPARE(written.size(), 5);
        for (const Delta &d : written) {
            QCOMPARE(d.kind, Kind::Observation);
            QCOMPARE(*d.expiresAt, kT0 + 30 * Duration::Day); // the home-assistant source's expiry
            QVERIFY(d.tags.contains(QStringLiteral("ha:home")));
        }
        const std::optional<Delta> kitchen = withContent(written, QStringLiteral("Kitchen light"));
        QVERIFY(kitchen);
        QCOMPARE(kitchen->content, QStringLiteral("Kitchen light is on"));
        QCOMPARE(kitchen->subject, QStringLiteral("Kitchen light"));
        QVERIFY(kitchen->tags.contains(QStringLiteral("entity:light.kitchen")));
        const qint64 changedAt = QDateTime(QDate(2026, 11, 21), QTime(18, 4, 11, 482), Qt::UTC).toMSecsSinceEpoch();
        QVERIFY(kitchen->validFrom);
        QVERIFY2(*kitchen->validFrom == changedAt || *kitchen->validFrom == changedAt + 1, qPrintable(QString::number(*kitchen->validFrom)));
        QCOMPARE(withContent(written, QStringLiteral("Living room"))->content, QStringLiteral("Living room temperature is 20.9 °C"));
        QCOMPARE(withContent(written, QStringLiteral("Outdoor"))->content, QStringLiteral("Outdoor humidity is 81 %"));
        QCOMPARE(withContent(written, QStringLiteral("Robin"))->content, QStringLiteral("Robin is not home"));
        SourceInstance state = *SourceInstances::get(*lake, QStringLiteral("home"));
        QCOMPARE(state.status, QStringLiteral("ok"));
        QCOMPARE(*state.nextPollAt, kT0 + 5 * Duration::Minute); // the default interval
        QVERIFY(QJsonDocument::fromJson(state.cursor.toUtf8()).isObject());

        // Nothing changed: nothing written. An attribute-only update
        // (last_updated moves, last_changed does not) is no state change.
        lake.clock.advance(5 * Duration::Minute);
        states[3].lastUpdated = QStringLiteral("2026-11-22T00:04:00.000000+00:00");
        server.route("/api/states", haStates(states));
        const PollRun unchanged = pollOnce(lake, QStringLiteral("home"), secrets);
        QCOMPARE(unchanged.error, QString());
        QCOMPARE(unchanged.written, 0);

        // One state changed: exactly one delta, saying what it was.
        lake.clock.advance(5 * Duration::Minute);
        states[2].state = QStringLiteral("21.5");
        states[2].lastChanged = QStringLiteral("2026-11-22T00:08:30.000000+00:00");
        server.route("/api/states", haStates(states));
        const PollRun changed = pollOnce(lake, QStringLiteral("home"), secrets);
        QCOMPARE(changed.error, QString());
        QCOMPARE(changed.written, 1);
        written = deltasOf(*lake, QStringLiteral("home-assistant:home"));
        QCOMPARE(written.size(), 6);
        QVERIFY(withContent(written, QStringLiteral("Living room temperature is 21.5 °C (was 20.9 °C)")));

        // The same answer again, on another restart: still nothing new.
        QCOMPARE(pollOnce(lake, QStringLiteral("home"), secrets).written, 0);
        QCOMPARE(SourceInstances::get(*lake, QStringLiteral("home"))->itemsWritten, 6);
        verifyTokenNotInLake(lake, kHaToken);
    }

    void homeAssistantEntityGlobsFilter()
    {
        FakeHttpServer server;
        QList<HaEntity> states = house();
        server.route("/api/states", haStates(states));
        TempLake lake;
        auto secrets = std::make_shared<InMemorySecretStore>();
        addHa(lake, secrets.get(), server.url(QStringLiteral("/")), QStringLiteral("sensor.*, light.kitchen"));
        const PollRun first = pollOnce(lake, QStringLiteral("home"), secrets);
        QCOMPARE(first.error, QString());
        QCOMPARE(first.written, 3);
        QCOMPARE(server.requests().constLast().path, QByteArray("/api/states")); // the trailing '/' is not doubled
        QStringList entities;
        for (const Delta &d : deltasOf(*lake, QStringLiteral("home-assistant:home")))
            for (const QString &tag : d.tags)
                if (tag.startsWith(u"entity:"))
                    entities << tag.mid(7);
        entities.sort();
        QCOMPARE(entities, QStringList({QStringLiteral("light.kitchen"), QStringLiteral("sensor.living_room_temperature"),
                                        QStringLiteral("sensor.outdoor_humidity")}));

        // A change outside the globs writes nothing.
        states[1].state = QStringLiteral("on");
        states[1].lastChanged = QStringLiteral("2026-11-22T00:01:00.000000+00:00");
        server.route("/api/states", haStates(states));
        QCOMPARE(pollOnce(lake, QStringLiteral("home"), secrets).written, 0);
    }

    void homeAssistantFailuresShowTheReasonAndBackOff_data()
    {
        QTest::addColumn<QByteArray>("mode");
        QTest::addColumn<QString>("reason");
        QTest::newRow("401") << QByteArray("401") << QStringLiteral("the token was refused (HTTP 401)");
        QTest::newRow("garbage") << QByteArray("garbage") << QStringLiteral("not JSON");
        QTest::newRow("not an array") << QByteArray("object") << QStringLiteral("not a list of states");
        QTest::newRow("404") << QByteArray("404") << QStringLiteral("no Home Assistant API at this address (HTTP 404)");
        QTest::newRow("too large") << QByteArray("huge") << QStringLiteral("larger than 8 MiB");
        QTest::newRow("silent") << QByteArray("silent") << QStringLiteral("no complete answer within the time limit (2 s)");
    }

    void homeAssistantFailuresShowTheReasonAndBackOff()
    {
        QFETCH(QByteArray, mode);
        QFETCH(QString, reason);
        FakeHttpServer server;
        FakeResponse r;
        if (mode == "401")
            r = FakeResponse{401, "Unauthorized", {{"Content-Type", "text/plain"}}, "401: Unauthorized", false};
        else if (mode == "404")
            r = FakeResponse{404, "Not Found", {}, "404: Not Found", false};
        else if (mode == "garbage")
            r = FakeResponse{200, "OK", {{"Content-Type", "text/html"}}, "<html><body>Login</body></html>", false};
        else if (mode == "object")
            r = json(QJsonDocument(QJsonObject{{QStringLiteral("message"), QStringLiteral("API running.")}}));
        else if (mode == "huge")
            r = FakeResponse{200, "OK", {{"Content-Type", "application/json"}}, QByteArray(9 * 1024 * 1024, ' '), false};
        else
            r = FakeResponse{200, "OK", {}, {}, true};
        server.route("/api/states", r);
        TempLake lake;
        auto secrets = std::make_shared<InMemorySecretStore>();
        addHa(lake, secrets.get(), server.url(QString()), {}, 2);
        const PollRun failed = pollOnce(lake, QStringLiteral("home"), secrets);
        QVERIFY2(failed.error.contains(reason), qPrintable(failed.error));
        SourceInstance state = *SourceInstances::get(*lake, QStringLiteral("home"));
        QCOMPARE(state.status, QStringLiteral("error"));
        QCOMPARE(state.error, failed.error);
        QCOMPARE(state.failures, 1);
        QCOMPARE(*state.nextPollAt, kT0 + Duration::Minute);
        QCOMPARE(lake->stats().total, 0);
        QVERIFY(state.cursor.isEmpty());
        lake.clock.advance(Duration::Minute);
        pollOnce(lake, QStringLiteral("home"), secrets);
        state = *SourceInstances::get(*lake, QStringLiteral("home"));
        QCOMPARE(state.failures, 2);
        QCOMPARE(*state.nextPollAt, lake.clock.nowMs() + 2 * Duration::Minute);
        // A good answer heals it.
        server.route("/api/states", haStates(house()));
        const PollRun healed = pollOnce(lake, QStringLiteral("home"), secrets);
        QCOMPARE(healed.error, QString());
        QCOMPARE(healed.written, 5);
        QCOMPARE(SourceInstances::get(*lake, QStringLiteral("home"))->status, QStringLiteral("ok"));
        verifyTokenNotInLake(lake, kHaToken);
    }

    void mastodonFirstPollBoostsAndImages()
    {
        FakeHttpServer server;
        const QByteArray png = QByteArray::fromBase64(
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==");
        server.route("/system/media_attachments/files/cat.png", FakeResponse{200, "OK", {{"Content-Type", "image/png"}}, png, false});
        const QJsonObject alice = account(QStringLiteral("2"), QStringLiteral("alice@fells.example"), QStringLiteral("Alice Moor"));
        const QJsonObject carol = account(QStringLiteral("3"), QStringLiteral("carol"), QStringLiteral("Carol"));
        const QJsonObject bob = account(QStringLiteral("4"), QStringLiteral("bob"), QString()); // no display name
        const QJsonObject original = status(QStringLiteral("113399999999999000"), alice,
                                            QStringLiteral("<p>Frost on the tarn this morning &amp; not a breath of wind.</p>"),
                                            QStringLiteral("2026-11-21T07:15:00.000Z"));
        QJsonArray home{
            status(statusId(3), carol, {}, QStringLiteral("2026-11-21T21:00:00.000Z"), original),
            status(statusId(2), bob,
                   QStringLiteral("<p>The cat found the warm spot again</p>"),
                   QStringLiteral("2026-11-21T20:30:00.000Z"), QJsonValue::Null,
                   {imageAttachment(server.url(QStringLiteral("/system/media_attachments/files/cat.png")), QStringLiteral("A grey cat on a radiator"))}),
            status(statusId(1), carol,
                   QStringLiteral("<p>Tea &amp; cake at 4 &lt;3 <a href=\"https://mastodon.example/tags/walks\" class=\"mention hashtag\" "
                                  "rel=\"tag\">#<span>walks</span></a><br>Bring boots&#33; caf&#xe9;&nbsp;stop</p><p>Second paragraph</p>"),
                   QStringLiteral("2026-11-21T20:00:00.000Z")),
        };
        server.route(timeline(), json(QJsonDocument(home)));
        TempLake lake;
        auto secrets = std::make_shared<InMemorySecretStore>();
        addMastodon(lake, secrets.get(), server.url(QString()));

        const PollRun first = pollOnce(lake, QStringLiteral("social"), secrets);
        QCOMPARE(first.error, QString());
        QCOMPARE(first.written, 3);
        QCOMPARE(server.requests().constFirst().path, timeline()); // the first poll: the latest page, no min_id
        QCOMPARE(server.requests().constFirst().headers.value("authorization"), "Bearer " + kMastodonToken.toUtf8());
        for (const FakeRequest &r : server.requests())
            if (r.path.startsWith("/system/"))
                QVERIFY(!r.headers.contains("authorization")); // the token is for the API only
        const QList<Delta> written = deltasOf(*lake, QStringLiteral("mastodon:social"));
        QCOMPARE(written.size(), 3);
        for (const Delta &d : written) {
            QCOMPARE(d.kind, Kind::Observation);
            QCOMPARE(*d.expiresAt, kT0 + 30 * Duration::Day);
            QCOMPARE(d.tags, QStringList{QStringLiteral("mastodon:social")});
        }

        const std::optional<Delta> boost = withContent(written, QStringLiteral("@carol boosted"));
        QVERIFY(boost);
        QCOMPARE(boost->content, QStringLiteral("@carol boosted @alice@fells.example: Frost on the tarn this morning & not a breath of wind."
                                                "\n\nhttps://mastodon.example/@alice/113399999999999000"));
        QCOMPARE(boost->subject, QStringLiteral("Alice Moor"));
        QCOMPARE(*boost->validFrom, QDateTime(QDate(2026, 11, 21), QTime(7, 15), Qt::UTC).toMSecsSinceEpoch());

        const std::optional<Delta> cat = withContent(written, QStringLiteral("@bob:"));
        QVERIFY(cat);
        QCOMPARE(cat->subject, QStringLiteral("bob"));
        QVERIFY(cat->content.contains(QStringLiteral("The cat found the warm spot again")));
        QVERIFY(cat->content.contains(QStringLiteral("Image: A grey cat on a radiator")));
        QVERIFY(!cat->mediaHash.isEmpty());
        QVERIFY(lake->media().contains(cat->mediaHash));
        QFile stored(lake->media().pathFor(cat->mediaHash));
        QVERIFY(stored.open(QIODevice::ReadOnly));
        QCOMPARE(stored.readAll(), png);

        const std::optional<Delta> tea = withContent(written, QStringLiteral("@carol: "));
        QVERIFY(tea);
        QCOMPARE(tea->content, QStringLiteral("@carol: Tea & cake at 4 <3 #walks\nBring boots! caf\u00e9\u00a0stop\n\nSecond paragraph\n\n"
                                              "https://mastodon.example/@carol/") + statusId(1));
        QVERIFY(tea->mediaHash.isEmpty());

        SourceInstance state = *SourceInstances::get(*lake, QStringLiteral("social"));
        QCOMPARE(state.status, QStringLiteral("ok"));
        QCOMPARE(state.cursor, statusId(3)); // the highest id seen
        QCOMPARE(*state.nextPollAt, kT0 + 15 * Duration::Minute);
        verifyTokenNotInLake(lake, kMastodonToken);
    }

    void mastodonPagesForwardWithMinId()
    {
        FakeHttpServer server;
        server.route(timeline(), page(100, 100));
        TempLake lake;
        auto secrets = std::make_shared<InMemorySecretStore>();
        addMastodon(lake, secrets.get(), server.url(QStringLiteral("/")));
        QCOMPARE(pollOnce(lake, QStringLiteral("social"), secrets).written, 1);
        QCOMPARE(SourceInstances::get(*lake, QStringLiteral("social"))->cursor, statusId(100));

        // 43 arrived since: the oldest 40 after the cursor, then the 3 after those.
        server.route(timeline(statusId(100)), page(101, 140));
        server.route(timeline(statusId(140)), page(141, 143));
        const qsizetype before = server.requests().size();
        lake.clock.advance(15 * Duration::Minute);
        const PollRun paged = pollOnce(lake, QStringLiteral("social"), secrets);
        QCOMPARE(paged.error, QString());
        QCOMPARE(paged.written, 43);
        QCOMPARE(server.requests().size(), before + 2);
        QCOMPARE(server.requests().at(before).path, timeline(statusId(100)));
        QCOMPARE(server.requests().at(before + 1).path, timeline(statusId(140)));
        for (qsizetype i = before; i < server.requests().size(); ++i)
            QCOMPARE(server.requests().at(i).headers.value("authorization"), "Bearer " + kMastodonToken.toUtf8());
        QCOMPARE(SourceInstances::get(*lake, QStringLiteral("social"))->cursor, statusId(143));
        QCOMPARE(deltasOf(*lake, QStringLiteral("mastodon:social")).size(), 44);
        QVERIFY(withContent(deltasOf(*lake, QStringLiteral("mastodon:social")), QStringLiteral("@dora: Note 143")));

        // Nothing new: an empty page, nothing written, the cursor kept.
        server.route(timeline(statusId(143)), json(QJsonDocument(QJsonArray())));
        const PollRun quiet = pollOnce(lake, QStringLiteral("social"), secrets);
        QCOMPARE(quiet.error, QString());
        QCOMPARE(quiet.written, 0);
        QCOMPARE(SourceInstances::get(*lake, QStringLiteral("social"))->cursor, statusId(143));

        // A restart against a server that answers with what was written
        // already (min_id ignored): nothing is written twice.
        server.route(timeline(statusId(143)), page(104, 143));
        const PollRun again = pollOnce(lake, QStringLiteral("social"), secrets);
        QCOMPARE(again.error, QString());
        QCOMPARE(again.written, 0);
        QCOMPARE(deltasOf(*lake, QStringLiteral("mastodon:social")).size(), 44);
        QCOMPARE(SourceInstances::get(*lake, QStringLiteral("social"))->itemsWritten, 44);
        verifyTokenNotInLake(lake, kMastodonToken);
    }

    void mastodonFailures_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("reason");
        QTest::newRow("401") << 401 << QByteArray(R"({"error":"The access token is invalid"})")
                             << QStringLiteral("the token was refused (HTTP 401)");
        QTest::newRow("garbage") << 200 << QByteArray("<html>Maintenance</html>") << QStringLiteral("not JSON");
        QTest::newRow("not an array") << 200 << QByteArray(R"({"id":"1"})") << QStringLiteral("not a list of statuses");
    }

    void mastodonFailures()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(QString, reason);
        FakeHttpServer server;
        server.route(timeline(), FakeResponse{status, status == 401 ? "Unauthorized" : "OK", {{"Content-Type", "application/json"}}, body, false});
        TempLake lake;
        auto secrets = std::make_shared<InMemorySecretStore>();
        addMastodon(lake, secrets.get(), server.url(QString()));
        const PollRun failed = pollOnce(lake, QStringLiteral("social"), secrets);
        QVERIFY2(failed.error.contains(reason), qPrintable(failed.error));
        const SourceInstance state = *SourceInstances::get(*lake, QStringLiteral("social"));
        QCOMPARE(state.status, QStringLiteral("error"));
        QCOMPARE(state.failures, 1);
        QCOMPARE(*state.nextPollAt, kT0 + Duration::Minute);
        QVERIFY(state.cursor.isEmpty());
        QCOMPARE(lake->stats().total, 0);
    }

    void aPageThatFailsMidwayWritesNothing()
    {
        FakeHttpServer server;
        server.route(timeline(), page(100, 100));
        TempLake lake;
        auto secrets = std::make_shared<InMemorySecretStore>();
        addMastodon(lake, secrets.get(), server.url(QString()));
        QCOMPARE(pollOnce(lake, QStringLiteral("social"), secrets).written, 1);
        server.route(timeline(statusId(100)), page(101, 140));
        server.route(timeline(statusId(140)), FakeResponse{502, "Bad Gateway", {}, "upstream", false});
        const PollRun failed = pollOnce(lake, QStringLiteral("social"), secrets);
        QVERIFY2(failed.error.contains(QStringLiteral("HTTP 502")), qPrintable(failed.error));
        QCOMPARE(SourceInstances::get(*lake, QStringLiteral("social"))->cursor, statusId(100)); // kept: the pages are asked again
        QCOMPARE(deltasOf(*lake, QStringLiteral("mastodon:social")).size(), 1);
        server.route(timeline(statusId(140)), page(141, 142));
        lake.clock.advance(Duration::Minute);
        QCOMPARE(pollOnce(lake, QStringLiteral("social"), secrets).written, 42);
    }

    void aTokenNeedsTheSecretStore_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("urlKey");
        QTest::newRow("home-assistant") << QStringLiteral("home-assistant") << QStringLiteral("url");
        QTest::newRow("mastodon") << QStringLiteral("mastodon") << QStringLiteral("instance");
    }

    void aTokenNeedsTheSecretStore()
    {
        QFETCH(QString, type);
        QFETCH(QString, urlKey);
        TempLake lake;
        const auto refusedField = [&](const QJsonObject &settings, SecretStore *secrets) -> QString {
            try {
                SourceInstances::add(*lake, type, QStringLiteral("x"), settings, secrets);
            } catch (const TarnError &e) {
                return e.field();
            }
            return QStringLiteral("(accepted)");
        };
        const QJsonObject withToken{{urlKey, QStringLiteral("https://example.org")}, {QStringLiteral("token"), QStringLiteral("t0ken")}};
        // No store: refused, naming the token, and nothing added.
        QCOMPARE(refusedField(withToken, nullptr), QStringLiteral("token"));
        // No token: refused, naming it.
        InMemorySecretStore secrets;
        QCOMPARE(refusedField({{urlKey, QStringLiteral("https://example.org")}}, &secrets), QStringLiteral("token"));
        QCOMPARE(refusedField({{urlKey, QStringLiteral("https://example.org")}, {QStringLiteral("token"), QStringLiteral("  ")}}, &secrets),
                 QStringLiteral("token"));
        QVERIFY(SourceInstances::list(*lake).isEmpty());
        // With both: added, the lake keeping only that a token is set.
        const SourceInstance added = SourceInstances::add(*lake, type, QStringLiteral("x"), withToken, &secrets);
        QCOMPARE(added.settings.value(QStringLiteral("token")), QJsonValue(true));
        QVERIFY(!exportOf(*lake).contains("t0ken"));
        // Removing it forgets the token too.
        SourceInstances::remove(*lake, QStringLiteral("x"), &secrets);
        QVERIFY(!secrets.read(SourceInstances::secretKey(QStringLiteral("x"), QStringLiteral("token"))));
    }

    void aLostTokenIsAnErrorNotACrash()
    {
        FakeHttpServer server;
        server.route("/api/states", haStates(house()));
        TempLake lake;
        auto secrets = std::make_shared<InMemorySecretStore>();
        addHa(lake, secrets.get(), server.url(QString()));
        const PollRun noStore = pollOnce(lake, QStringLiteral("home"), {});
        QVERIFY2(noStore.error.contains(QStringLiteral("token")), qPrintable(noStore.error));
        QVERIFY(server.requests().isEmpty());
        QCOMPARE(SourceInstances::get(*lake, QStringLiteral("home"))->status, QStringLiteral("error"));
    }

    void htmlBecomesPlainText()
    {
        QCOMPARE(HtmlText::toPlainText(QStringLiteral("<p>Tea &amp; cake</p><p>at 4</p>")), QStringLiteral("Tea & cake\n\nat 4"));
        QCOMPARE(HtmlText::toPlainText(QStringLiteral("&lt;b&gt; &quot;q&quot; &#39;s&#39; &apos;a&apos;")),
                 QStringLiteral("<b> \"q\" 's' 'a'"));
        QCOMPARE(HtmlText::toPlainText(QStringLiteral("a&nbsp;b &#8217; &#x1F600; &#0; &bogus; AT&T")),
                 QStringLiteral("a\u00a0b \u2019 ") + QString::fromUcs4(U"\U0001F600", 1) + QStringLiteral(" \ufffd &bogus; AT&T"));
        QCOMPARE(HtmlText::toPlainText(QStringLiteral("  one\n   two<br/>three<br>  four  ")), QStringLiteral("one two\nthree\nfour"));
        QCOMPARE(HtmlText::toPlainText(QStringLiteral("<script>alert(1)</script><style>p{}</style>ok<!-- hidden -->!")),
                 QStringLiteral("ok!"));
        QCOMPARE(HtmlText::toPlainText(QStringLiteral("1 < 2 and <a title=\"x>y\">link</a>")), QStringLiteral("1 < 2 and link"));
        QCOMPARE(HtmlText::toPlainText(QStringLiteral("<ul><li>a</li><li>b</li></ul>after")), QStringLiteral("a\nb\n\nafter"));
        // Mastodon shortens long links with invisible spans; the text keeps the whole address.
        QCOMPARE(HtmlText::toPlainText(QStringLiteral(
                     "<a href=\"https://example.org/a/long/path\"><span class=\"invisible\">https://</span><span class=\"ellipsis\">"
                     "example.org/a/lo</span><span class=\"invisible\">ng/path</span></a>")),
                 QStringLiteral("https://example.org/a/long/path"));
        QCOMPARE(HtmlText::toPlainText(QString()), QString());
        // A tag cut short is debris, not text; a '<' before a space or digit is text.
        QCOMPARE(HtmlText::toPlainText(QStringLiteral("read more <a href=\"https://exa")), QStringLiteral("read more"));
        QCOMPARE(HtmlText::toPlainText(QStringLiteral("I <3 tea")), QStringLiteral("I <3 tea"));
        // The feed parser's references and cells reach every source: the one table, windows-1252 numbers.
        QCOMPARE(HtmlText::toPlainText(QStringLiteral("caf&eacute; &rarr; cr&egrave;me &#150; ok")),
                 QStringLiteral("caf\u00e9 \u2192 cr\u00e8me \u2013 ok"));
        QCOMPARE(HtmlText::toPlainText(QStringLiteral("<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>")),
                 QStringLiteral("a b\nc"));
        QCOMPARE(HtmlText::oneLine(QStringLiteral("  a\n\nb\u00a0\u00a0c zero\u200bwidth ")), QStringLiteral("a b c zerowidth"));
    }

    void statusIdsCompareByLengthThenText()
    {
        QVERIFY(MastodonSource::idLess(QStringLiteral("99"), QStringLiteral("100")));
        QVERIFY(!MastodonSource::idLess(QStringLiteral("100"), QStringLiteral("99")));
        QVERIFY(MastodonSource::idLess(QStringLiteral("113400000000000001"), QStringLiteral("113400000000000002")));
        QVERIFY(!MastodonSource::idLess(QStringLiteral("5"), QStringLiteral("5")));
    }
};

QTEST_GUILESS_MAIN(TestApiSources)
#include "tst_api_sources.moc"
