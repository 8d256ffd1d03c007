// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The loopback HTTP API, spoken to over real sockets with
// QNetworkAccessManager: pairing, tokens and scopes, every endpoint, bad
// input that is refused by name and never half-written, and a server that
// keeps serving. Secrets go to an in-memory store here; tst_keychain_*
// runs the real keychain.

#include "ApiServer.h"
#include "ApiSweepJobs.h"
#include "EmbeddingConfig.h"
#include "InMemorySecretStore.h"
#include "RecallCandidates.h"
#include "TestSupport.h"
#include "TimeFormat.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QScopeGuard>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {

struct Reply
{
    int status = 0;
    QJsonObject json;
    QByteArray raw;
    QMap<QByteArray, QByteArray> headers;
    QString errorCode() const { return json.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toString(); }
    QString errorField() const { return json.value(QStringLiteral("error")).toObject().value(QStringLiteral("field")).toString(); }
    QString errorMessage() const { return json.value(QStringLiteral("error")).toObject().value(QStringLiteral("message")).toString(); }
};

// A lake, a server on a free loopback port, and a client.
struct Fixture
{
    TempLake lake;
    InMemorySecretStore secrets;
    std::unique_ptr<ApiServer> server;
    QNetworkAccessManager net;

    explicit Fixture(ApiServerOptions options = {})
    {
        options.port = 0;
        if (!options.memory)
            options.memory = MemorySettings{}; // never the config file of whoever runs the tests
        server = std::make_unique<ApiServer>(lake.path(), lake.clock, secrets, options);
        server->start();
    }

    Reply call(const QByteArray &method, const QString &path, const QByteArray &body = {}, const QString &token = {},
               const QString &host = QStringLiteral("127.0.0.1"), const QList<QPair<QByteArray, QByteArray>> &headers = {})
    {
        QUrl url;
        url.setScheme(QStringLiteral("http"));
        url.setHost(host);
        url.setPort(server->port());
        const qsizetype q = path.indexOf(u'?');
        url.setPath(q < 0 ? path : path.left(q));
        if (q >= 0)
            url.setQuery(path.mid(q + 1));
        QNetworkRequest request(url);
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        if (!token.isEmpty())
            request.setRawHeader("Authorization", "Bearer " + token.toUtf8());
        for (const auto &h : headers)
            request.setRawHeader(h.first, h.second);
        QNetworkReply *reply = net.sendCustomRequest(request, method, body);
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        Reply r;
        r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        r.raw = reply->readAll();
        r.json = QJsonDocument::fromJson(r.raw).object();
        for (const auto &pair : reply->rawHeaderPairs())
            r.headers.insert(pair.first.toLower(), pair.second);
        reply->deleteLater();
        return r;
    }

    QString pairToken(TokenScope scope, const QString &name = QStringLiteral("test client"))
    {
        const auto issued = server->pairing().issue(scope);
        const Reply r = call("POST", QStringLiteral("/v1/pair"),
                             QJsonDocument(QJsonObject{{QStringLiteral("code"), issued.code},
                                                       {QStringLiteral("name"), name},
                                                       {QStringLiteral("scope"), tokenScopeName(scope)}})
                                 .toJson());
        return r.json.value(QStringLiteral("token")).toString();
    }
};

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray pairBody(const QString &code, const QString &scope = QStringLiteral("read"),
                    const QString &name = QStringLiteral("browser"))
{
    return json({{QStringLiteral("code"), code}, {QStringLiteral("name"), name}, {QStringLiteral("scope"), scope}});
}

} // namespace

class TestApi : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Issue 23: MCP's streamable HTTP transport on /mcp, behind the same
    // tokens; a session per initialize, the version it settled on kept.
    void mcpOverHttp()
    {
        Fixture f;
        const QString reader = f.pairToken(TokenScope::Read, QStringLiteral("mcp reader"));
        const QString writer = f.pairToken(TokenScope::Write, QStringLiteral("mcp writer"));
        const QByteArray hello = R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26"}})";
        QCOMPARE(f.call("POST", QStringLiteral("/mcp"), hello).status, 401); // a token, as everywhere
        const Reply opened = f.call("POST", QStringLiteral("/mcp"), hello, writer);
        QCOMPARE(opened.status, 200);
        QCOMPARE(opened.json.value(QStringLiteral("result")).toObject().value(QStringLiteral("protocolVersion")).toString(),
                 QStringLiteral("2025-03-26"));
        const QByteArray session = opened.headers.value("mcp-session-id");
        QCOMPARE(session.size(), 32);
        const QList<QPair<QByteArray, QByteArray>> inSession{{"Mcp-Session-Id", session}, {"MCP-Protocol-Version", "2025-03-26"}};
        // A notification is accepted without a body.
        const Reply noted = f.call("POST", QStringLiteral("/mcp"), R"({"jsonrpc":"2.0","method":"notifications/initialized"})",
                                   writer, QStringLiteral("127.0.0.1"), inSession);
        QCOMPARE(noted.status, 202);
        QVERIFY(noted.raw.isEmpty());
        const Reply remembered = f.call(
            "POST", QStringLiteral("/mcp"),
            R"({"jsonrpc":"2.0","id":"r1","method":"tools/call","params":{"name":"remember","arguments":{"content":"The boiler service is in March"}}})",
            writer, QStringLiteral("127.0.0.1"), inSession);
        QCOMPARE(remembered.status, 200);
        QCOMPARE(remembered.json.value(QStringLiteral("id")).toString(), QStringLiteral("r1"));
        const QJsonObject result = remembered.json.value(QStringLiteral("result")).toObject();
        QCOMPARE(result.value(QStringLiteral("isError")).toBool(), false);
        // 2025-03-26: annotations yes, structuredContent not yet.
        QVERIFY(!result.contains(QStringLiteral("structuredContent")));
        QCOMPARE(f.lake->stats().total, 1);
        QCOMPARE(f.lake->audit().recent({QStringLiteral("insert")}).value(0).actor, QStringLiteral("api:mcp writer"));

        // Without a session, with an unknown one, or an unknown version: refused.
        const QByteArray ping = R"({"jsonrpc":"2.0","id":2,"method":"ping"})";
        QCOMPARE(f.call("POST", QStringLiteral("/mcp"), ping, writer).status, 400);
        QCOMPARE(f.call("POST", QStringLiteral("/mcp"), ping, writer, QStringLiteral("127.0.0.1"), {{"Mcp-Session-Id", "0123"}}).status, 404);
        QCOMPARE(f.call("POST", QStringLiteral("/mcp"), ping, writer, QStringLiteral("127.0.0.1"),
                        {{"Mcp-Session-Id", session}, {"MCP-Protocol-Version", "1999-01-01"}}).status, 400);
        QCOMPARE(f.call("GET", QStringLiteral("/mcp"), {}, writer).status, 405);

        // A read token reaches the tools that only read.
        const Reply readerHello = f.call("POST", QStringLiteral("/mcp"), hello, reader);
        const QList<QPair<QByteArray, QByteArray>> readerSession{{"Mcp-Session-Id", readerHello.headers.value("mcp-session-id")}};
        const Reply recalled = f.call(
            "POST", QStringLiteral("/mcp"),
            R"({"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"recall","arguments":{"query":"boiler"}}})",
            reader, QStringLiteral("127.0.0.1"), readerSession);
        QVERIFY2(recalled.raw.contains("boiler service"), recalled.raw.constData());
        const Reply refused = f.call(
            "POST", QStringLiteral("/mcp"),
            R"({"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"remember","arguments":{"content":"nope"}}})",
            reader, QStringLiteral("127.0.0.1"), readerSession);
        QCOMPARE(refused.json.value(QStringLiteral("result")).toObject().value(QStringLiteral("isError")).toBool(), true);
        QCOMPARE(f.lake->stats().total, 1);

        // DELETE ends the session; it is then unknown.
        QCOMPARE(f.call("DELETE", QStringLiteral("/mcp"), {}, writer, QStringLiteral("127.0.0.1"), inSession).status, 200);
        QCOMPARE(f.call("POST", QStringLiteral("/mcp"), ping, writer, QStringLiteral("127.0.0.1"), inSession).status, 404);
    }

    // Recall by meaning (issue 20): GET /v1/stats reports the embedder's
    // progress while a local embedding server is configured, and nothing else changes.
    void statsReportEmbeddings()
    {
        Fixture f;
        const QString token = f.pairToken(TokenScope::Read);
        Reply off = f.call("GET", QStringLiteral("/v1/stats"), {}, token);
        QCOMPARE(off.status, 200);
        QVERIFY(!off.json.contains(QStringLiteral("embeddings")));
        EmbeddingConfig config;
        config.url = QStringLiteral("http://127.0.0.1:9");
        config.model = QStringLiteral("nomic-embed-text");
        EmbeddingConfig::setCurrent(config);
        const auto restore = qScopeGuard([] { EmbeddingConfig::setCurrent({}); });
        Reply on = f.call("GET", QStringLiteral("/v1/stats"), {}, token);
        QCOMPARE(on.status, 200);
        const QJsonObject e = on.json.value(QStringLiteral("embeddings")).toObject();
        QCOMPARE(e.value(QStringLiteral("model")).toString(), QStringLiteral("nomic-embed-text"));
        QCOMPARE(e.value(QStringLiteral("api")).toString(), QStringLiteral("ollama"));
        QCOMPARE(e.value(QStringLiteral("embedded")).toInt(), 0);
        QVERIFY(e.contains(QStringLiteral("total")));
        QVERIFY(e.value(QStringLiteral("last_error")).isNull());
    }

    void bindsLoopbackOnly()
    {
        Fixture f;
        QVERIFY(f.server->port() > 0);
        const QList<QHostAddress> addresses = f.server->addresses();
        QVERIFY(!addresses.isEmpty());
        for (const QHostAddress &a : addresses)
            QVERIFY2(a.isLoopback(), qPrintable(a.toString()));
        const QString token = f.pairToken(TokenScope::Read);
        QCOMPARE(f.call("GET", QStringLiteral("/v1/stats"), {}, token).status, 200);
        if (addresses.size() > 1) // IPv6 loopback where the machine has it
            QCOMPARE(f.call("GET", QStringLiteral("/v1/stats"), {}, token, QStringLiteral("::1")).status, 200);
    }

    void pairingIssuesATokenOnce()
    {
        Fixture f;
        const auto issued = f.server->pairing().issue(TokenScope::Write);
        QCOMPARE(issued.code.size(), 6);
        QCOMPARE(issued.expiresAt, f.lake.clock.nowMs() + 10 * Duration::Minute);
        const QString wrong = issued.code == u"000000" ? QStringLiteral("000001") : QStringLiteral("000000");
        const Reply bad = f.call("POST", QStringLiteral("/v1/pair"), pairBody(wrong));
        QCOMPARE(bad.status, 401);
        QCOMPARE(bad.errorField(), QStringLiteral("code"));
        const Reply ok = f.call("POST", QStringLiteral("/v1/pair"), pairBody(issued.code, QStringLiteral("write")));
        QCOMPARE(ok.status, 201);
        const QString token = ok.json.value(QStringLiteral("token")).toString();
        QVERIFY(token.startsWith(QStringLiteral("tarn_")));
        QCOMPARE(ok.json.value(QStringLiteral("scope")).toString(), QStringLiteral("write"));
        QCOMPARE(f.call("POST", QStringLiteral("/v1/pair"), pairBody(issued.code, QStringLiteral("read"), QStringLiteral("other")))
                     .status,
                 401); // once only
        // Only the hash is kept, in the secret store, never the token or the code.
        const QByteArray stored = f.secrets.read(QStringLiteral("api-tokens")).value_or(QByteArray());
        QVERIFY(!stored.isEmpty());
        QVERIFY(!stored.contains(token.toUtf8()));
        QVERIFY(!exportOf(*f.lake).contains(token.toUtf8()));
        const QList<ApiToken> listed = f.server->tokens().list();
        QCOMPARE(listed.size(), 1);
        QCOMPARE(listed.at(0).name, QStringLiteral("browser"));
        // Revoked: refused at once in this process.
        QCOMPARE(f.call("GET", QStringLiteral("/v1/stats"), {}, token).status, 200);
        QVERIFY(f.server->tokens().revoke(listed.at(0).id));
        QCOMPARE(f.call("GET", QStringLiteral("/v1/stats"), {}, token).status, 401);
    }

    void pairCodeExpiresAfterTenMinutes()
    {
        Fixture f;
        const auto issued = f.server->pairing().issue(TokenScope::Read);
        f.lake.clock.advance(10 * Duration::Minute);
        const Reply r = f.call("POST", QStringLiteral("/v1/pair"), pairBody(issued.code));
        QCOMPARE(r.status, 401);
        QVERIFY(r.errorMessage().contains(QStringLiteral("expired")));
    }

    // Issue 18: five wrong codes used to lock everyone out, the right code
    // included. Now they burn the code; a new code works at once.
    void wrongCodesBurnTheCodeNotThePerson()
    {
        Fixture f;
        const auto issued = f.server->pairing().issue(TokenScope::Read);
        const QString wrong = issued.code == u"123456" ? QStringLiteral("654321") : QStringLiteral("123456");
        for (int i = 1; i < PairingCodes::kMaxWrongGuesses; ++i) {
            const Reply r = f.call("POST", QStringLiteral("/v1/pair"), pairBody(wrong));
            QCOMPARE(r.status, 401);
            QCOMPARE(r.errorCode(), QStringLiteral("pair_failed"));
        }
        QCOMPARE(f.server->pairing().status().state, PairingCodes::CodeState::Pending);
        const Reply last = f.call("POST", QStringLiteral("/v1/pair"), pairBody(wrong));
        QCOMPARE(last.status, 401);
        QCOMPARE(last.errorCode(), QStringLiteral("pair_code_burned"));
        // The burned code is useless even when right: it may have been guessed.
        const Reply burned = f.call("POST", QStringLiteral("/v1/pair"), pairBody(issued.code));
        QCOMPARE(burned.status, 401);
        QCOMPARE(burned.errorCode(), QStringLiteral("pair_code_burned"));
        const PairingCodes::Status status = f.server->pairing().status();
        QCOMPARE(status.state, PairingCodes::CodeState::Burned);
        QVERIFY(PairingCodes::isAbout(status, issued));
        // No lockout: a new code pairs at once, without waiting.
        const auto fresh = f.server->pairing().issue(TokenScope::Read);
        QVERIFY(!PairingCodes::isAbout(f.server->pairing().status(), issued));
        QCOMPARE(f.call("POST", QStringLiteral("/v1/pair"), pairBody(fresh.code)).status, 201);
        QCOMPARE(f.server->pairing().status().state, PairingCodes::CodeState::None);
    }

    // Issue 18: the actor of a client's writes is its name, so a second
    // client may not take it.
    void pairingRefusesANameInUse()
    {
        Fixture f;
        QVERIFY(!f.pairToken(TokenScope::Write, QStringLiteral("home-assistant")).isEmpty());
        const auto issued = f.server->pairing().issue(TokenScope::Write);
        const Reply taken = f.call("POST", QStringLiteral("/v1/pair"),
                                   json({{QStringLiteral("code"), issued.code},
                                         {QStringLiteral("name"), QStringLiteral("Home-Assistant")},
                                         {QStringLiteral("scope"), QStringLiteral("write")}}));
        QCOMPARE(taken.status, 409);
        QCOMPARE(taken.errorField(), QStringLiteral("name"));
        // The code was not spent on the refusal.
        QCOMPARE(f.call("POST", QStringLiteral("/v1/pair"),
                        json({{QStringLiteral("code"), issued.code},
                              {QStringLiteral("name"), QStringLiteral("laptop")},
                              {QStringLiteral("scope"), QStringLiteral("write")}}))
                     .status,
                 201);
    }

    // Issue 18: a token opens the lake it was paired for and no other.
    void aTokenOpensOnlyItsOwnLake()
    {
        Fixture f;
        const QString token = f.pairToken(TokenScope::Read);
        QCOMPARE(f.call("GET", QStringLiteral("/v1/stats"), {}, token).status, 200);
        TempLake other;
        ApiServerOptions options;
        options.memory = MemorySettings{};
        ApiServer second(other.path(), other.clock, f.secrets, options);
        second.start();
        QUrl url(QStringLiteral("http://127.0.0.1/v1/stats"));
        url.setPort(second.port());
        QNetworkRequest request(url);
        request.setRawHeader("Authorization", "Bearer " + token.toUtf8());
        QNetworkReply *reply = f.net.get(request);
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 401);
        reply->deleteLater();
    }

    void readCodeCannotGrantWrite()
    {
        Fixture f;
        const auto issued = f.server->pairing().issue(TokenScope::Read);
        const Reply r = f.call("POST", QStringLiteral("/v1/pair"), pairBody(issued.code, QStringLiteral("write")));
        QCOMPARE(r.status, 403);
        QCOMPARE(f.call("POST", QStringLiteral("/v1/pair"), pairBody(issued.code, QStringLiteral("read"))).status, 201);
    }

    void pairBodyIsValidated()
    {
        Fixture f;
        const Reply noName = f.call("POST", QStringLiteral("/v1/pair"), json({{QStringLiteral("code"), QStringLiteral("123456")}}));
        QCOMPARE(noName.status, 400);
        QCOMPARE(noName.errorField(), QStringLiteral("name"));
        const Reply extra = f.call("POST", QStringLiteral("/v1/pair"),
                                   json({{QStringLiteral("code"), QStringLiteral("1")}, {QStringLiteral("name"), QStringLiteral("x")},
                                         {QStringLiteral("admin"), true}}));
        QCOMPARE(extra.status, 400);
        QCOMPARE(extra.errorField(), QStringLiteral("admin"));
    }

    void everyEndpointNeedsATokenOfTheRightScope()
    {
        Fixture f;
        const QString reader = f.pairToken(TokenScope::Read);
        const Reply none = f.call("GET", QStringLiteral("/v1/deltas"));
        QCOMPARE(none.status, 401);
        QVERIFY(none.headers.value("www-authenticate").startsWith("Bearer"));
        QCOMPARE(f.call("GET", QStringLiteral("/v1/deltas"), {}, QStringLiteral("tarn_forged")).status, 401);
        QCOMPARE(f.call("GET", QStringLiteral("/v1/deltas"), {}, reader).status, 200);
        const QByteArray delta = json({{QStringLiteral("source"), QStringLiteral("browser")}, {QStringLiteral("content"), QStringLiteral("x")}});
        const Reply forbidden = f.call("POST", QStringLiteral("/v1/deltas"), delta, reader);
        QCOMPARE(forbidden.status, 403);
        QCOMPARE(forbidden.errorCode(), QStringLiteral("authorization"));
        QCOMPARE(f.call("POST", QStringLiteral("/v1/engagements"), "{}", reader).status, 403);
        const Reply sweep = f.call("POST", QStringLiteral("/v1/decay/sweep"), json({{QStringLiteral("scope"), QStringLiteral("local")}}), reader);
        QCOMPARE(sweep.status, 403);
        QCOMPARE(f.lake->stats().total, 0);
    }

    void ingestTakesExpiryFromTheSource()
    {
        Fixture f;
        const QString writer = f.pairToken(TokenScope::Write, QStringLiteral("extension"));
        const Reply one = f.call("POST", QStringLiteral("/v1/deltas"),
                                 json({{QStringLiteral("source"), QStringLiteral("browser")},
                                       {QStringLiteral("content"), QStringLiteral("A page about otters")},
                                       {QStringLiteral("tags"), QJsonArray{QStringLiteral("otters")}}}),
                                 writer);
        QCOMPARE(one.status, 201);
        const Delta written = *f.lake->get(one.json.value(QStringLiteral("id")).toString());
        QCOMPARE(written.content, QStringLiteral("A page about otters"));
        QCOMPARE(*written.expiresAt - written.observedAt, 7 * Duration::Day); // browser: 7 d (seed 000)
        const QList<AuditEntry> audit = f.lake->audit().recent({QStringLiteral("insert")});
        QVERIFY(!audit.isEmpty());
        QCOMPARE(audit.at(0).actor, QStringLiteral("api:extension"));

        const Reply refused = f.call("POST", QStringLiteral("/v1/deltas"),
                                     json({{QStringLiteral("source"), QStringLiteral("browser")},
                                           {QStringLiteral("content"), QStringLiteral("keep me forever")},
                                           {QStringLiteral("expires_at"), QJsonValue()}}),
                                     writer);
        QCOMPARE(refused.status, 400);
        QCOMPARE(refused.errorField(), QStringLiteral("expires_at"));
        QCOMPARE(f.lake->stats().total, 1);
    }

    void batchIsAllOrNothing()
    {
        Fixture f;
        const QString writer = f.pairToken(TokenScope::Write);
        const QJsonObject good{{QStringLiteral("source"), QStringLiteral("home-assistant")},
                               {QStringLiteral("content"), QStringLiteral("light.kitchen on")},
                               {QStringLiteral("kind"), QStringLiteral("event")}};
        QJsonObject bad = good;
        bad.insert(QStringLiteral("kind"), QStringLiteral("rumour"));
        const Reply r = f.call("POST", QStringLiteral("/v1/deltas"),
                               json({{QStringLiteral("deltas"), QJsonArray{good, bad, good}}}), writer);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.errorField(), QStringLiteral("deltas[1].kind"));
        QCOMPARE(f.lake->stats().total, 0);
        const Reply ok = f.call("POST", QStringLiteral("/v1/deltas"), json({{QStringLiteral("deltas"), QJsonArray{good, good}}}), writer);
        QCOMPARE(ok.status, 201);
        QCOMPARE(ok.json.value(QStringLiteral("deltas")).toArray().size(), 2);
        QCOMPARE(f.lake->stats().total, 2);
    }

    void badBodiesAreRefusedAndTheServerKeepsServing()
    {
        ApiServerOptions options;
        options.maxBodyBytes = 1024 * 1024;
        Fixture f(options);
        const QString writer = f.pairToken(TokenScope::Write);
        const Reply malformed = f.call("POST", QStringLiteral("/v1/deltas"), "{\"source\": \"browser\", ", writer);
        QCOMPARE(malformed.status, 400);
        QCOMPARE(malformed.errorField(), QStringLiteral("body"));
        const Reply wrongType = f.call("POST", QStringLiteral("/v1/deltas"), json({{QStringLiteral("source"), 5}, {QStringLiteral("content"), QStringLiteral("x")}}), writer);
        QCOMPARE(wrongType.status, 400);
        QCOMPARE(wrongType.errorField(), QStringLiteral("source"));
        const Reply array = f.call("POST", QStringLiteral("/v1/deltas"), "[1,2]", writer);
        QCOMPARE(array.status, 400);
        const Reply huge = f.call("POST", QStringLiteral("/v1/deltas"), QByteArray(1024 * 1024 + 1, 'x'), writer);
        QCOMPARE(huge.status, 413);
        QCOMPARE(huge.errorCode(), QStringLiteral("too_large"));
        QCOMPARE(f.call("GET", QStringLiteral("/v1/nothing"), {}, writer).status, 404);
        const Reply method = f.call("DELETE", QStringLiteral("/v1/stats"), {}, writer);
        QCOMPARE(method.status, 405);
        QCOMPARE(f.lake->stats().total, 0);
        QCOMPARE(f.call("GET", QStringLiteral("/v1/stats"), {}, writer).status, 200);
    }

    void listPagesByKeysetWithFilters()
    {
        Fixture f;
        for (int i = 0; i < 5; ++i)
            f.lake->insert(draft(QStringLiteral("rss:hn"), QStringLiteral("story %1").arg(i)));
        f.lake->insert(draft(QStringLiteral("chat"), QStringLiteral("a thought"), Kind::Insight));
        const QString reader = f.pairToken(TokenScope::Read);
        QStringList seen;
        QString after;
        for (int page = 0; page < 5; ++page) {
            const Reply r = f.call("GET", QStringLiteral("/v1/deltas?source=rss&limit=2") + (after.isEmpty() ? QString() : QStringLiteral("&after=") + after), {}, reader);
            QCOMPARE(r.status, 200);
            for (const QJsonValue &d : r.json.value(QStringLiteral("deltas")).toArray())
                seen << d.toObject().value(QStringLiteral("id")).toString();
            if (r.json.value(QStringLiteral("next")).isNull())
                break;
            after = r.json.value(QStringLiteral("next")).toString();
        }
        QCOMPARE(seen.size(), 5);
        QCOMPARE(QSet<QString>(seen.begin(), seen.end()).size(), 5);
        const Reply authored = f.call("GET", QStringLiteral("/v1/deltas?origin=authored"), {}, reader);
        QCOMPARE(authored.json.value(QStringLiteral("deltas")).toArray().size(), 1);
        const Reply searched = f.call("GET", QStringLiteral("/v1/deltas?q=story%203"), {}, reader);
        QCOMPARE(searched.json.value(QStringLiteral("deltas")).toArray().size(), 1);
        for (const QString &bad : {QStringLiteral("limit=0"), QStringLiteral("kind=rumour"), QStringLiteral("after=xyz"),
                                   QStringLiteral("colour=blue"), QStringLiteral("origin=both")}) {
            const Reply r = f.call("GET", QStringLiteral("/v1/deltas?") + bad, {}, reader);
            QCOMPARE(r.status, 400);
            QCOMPARE(r.errorField(), bad.section(u'=', 0, 0));
        }
    }

    void getOneDeltaWithItsEngagements()
    {
        Fixture f;
        const Delta post = f.lake->insert(draft(QStringLiteral("rss:hn"), QStringLiteral("A post")));
        const QString writer = f.pairToken(TokenScope::Write);
        const Reply engaged = f.call("POST", QStringLiteral("/v1/engagements"),
                                     json({{QStringLiteral("target"), post.id}, {QStringLiteral("type"), QStringLiteral("affirm")},
                                           {QStringLiteral("reason"), QStringLiteral("worth keeping")}}),
                                     writer);
        QCOMPARE(engaged.status, 201);
        QCOMPARE(engaged.json.value(QStringLiteral("expires_at")), QJsonValue(QJsonValue::Null)); // authored
        const Reply got = f.call("GET", QStringLiteral("/v1/deltas/") + post.id, {}, writer);
        QCOMPARE(got.status, 200);
        QCOMPARE(got.json.value(QStringLiteral("engaged_by")).toArray().at(0).toString(),
                 engaged.json.value(QStringLiteral("id")).toString());
        QCOMPARE(f.call("GET", QStringLiteral("/v1/deltas/0123456789ab"), {}, writer).status, 404);
        QCOMPARE(f.call("GET", QStringLiteral("/v1/deltas/nope"), {}, writer).errorField(), QStringLiteral("id"));
        const Reply missing = f.call("POST", QStringLiteral("/v1/engagements"),
                                     json({{QStringLiteral("target"), QStringLiteral("0123456789ab")}, {QStringLiteral("type"), QStringLiteral("refute")},
                                           {QStringLiteral("reason"), QStringLiteral("no")}}),
                                     writer);
        QCOMPARE(missing.status, 404);
        const Reply badType = f.call("POST", QStringLiteral("/v1/engagements"),
                                     json({{QStringLiteral("target"), post.id}, {QStringLiteral("type"), QStringLiteral("like")},
                                           {QStringLiteral("reason"), QStringLiteral("no")}}),
                                     writer);
        QCOMPARE(badType.errorField(), QStringLiteral("type"));
        f.lake.clock.advance(31 * Duration::Day); // the post wilted (feeds: 30 d): gone for readers, reaped or not
        QCOMPARE(f.call("GET", QStringLiteral("/v1/deltas/") + post.id, {}, writer).status, 404);
    }

    void recallAndStats()
    {
        Fixture f;
        f.lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The otters live by the weir"), Kind::Fact));
        f.lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Bread recipe"), Kind::Fact));
        const QString reader = f.pairToken(TokenScope::Read);
        const Reply r = f.call("GET", QStringLiteral("/v1/recall?q=where%20do%20otters%20live"), {}, reader);
        QCOMPARE(r.status, 200);
        const QJsonArray hits = r.json.value(QStringLiteral("hits")).toArray();
        QCOMPARE(hits.size(), 1);
        QVERIFY(hits.at(0).toObject().value(QStringLiteral("content")).toString().contains(QStringLiteral("otters")));
        // Counted as use once the answer is out (the write never delays it).
        const QString hit = hits.at(0).toObject().value(QStringLiteral("id")).toString();
        QTRY_COMPARE(f.lake->get(hit)->recallCount, 1);
        QCOMPARE(f.call("GET", QStringLiteral("/v1/recall"), {}, reader).errorField(), QStringLiteral("q"));
        QCOMPARE(f.call("GET", QStringLiteral("/v1/recall?q=x&limit=500"), {}, reader).errorField(), QStringLiteral("limit"));
        // explain=true: each hit's signals and how the query was read.
        const Reply explained = f.call("GET", QStringLiteral("/v1/recall?q=otter&explain=true&touch=false"), {}, reader);
        QCOMPARE(explained.status, 200);
        const QJsonObject why = explained.json.value(QStringLiteral("hits")).toArray().at(0).toObject().value(QStringLiteral("explain")).toObject();
        QCOMPARE(why.value(QStringLiteral("matched")).toArray().at(0).toString(), QStringLiteral("otter"));
        QVERIFY(explained.json.value(QStringLiteral("reading")).toArray().at(0).toString().startsWith(QStringLiteral("otter")));
        QVERIFY2(!explained.json.contains(QStringLiteral("window")), "a rare word's every match was ranked");
        QCOMPARE(f.call("GET", QStringLiteral("/v1/recall?q=otter&explain=maybe"), {}, reader).errorField(), QStringLiteral("explain"));
        // A query over the limit (QueryLimits.h), in recall or in a search, is a 400 naming it.
        for (const QString &path : {QStringLiteral("/v1/recall?q="), QStringLiteral("/v1/deltas?q=")}) {
            const Reply tooLong = f.call("GET", path + QString(4097, u'x'), {}, reader);
            QCOMPARE(tooLong.status, 400);
            QCOMPARE(tooLong.errorField(), QStringLiteral("query"));
            QVERIFY2(tooLong.errorMessage().contains(QStringLiteral("at most 4096 characters")), qPrintable(tooLong.errorMessage()));
        }
        const Reply s = f.call("GET", QStringLiteral("/v1/stats"), {}, reader);
        QCOMPARE(s.json.value(QStringLiteral("total")).toInt(), 2);
        QCOMPARE(s.json.value(QStringLiteral("authored")).toInt(), 2);
        // A word too common to rank every match says how deep it looked.
        QList<NewDelta> common;
        for (int i = 0; i <= RecallCandidates::kBroadMatch; ++i)
            common.append({draft(QStringLiteral("chat"), QStringLiteral("river level %1").arg(i)), false, false, false});
        f.lake->insertBatch(common);
        const Reply broad = f.call("GET", QStringLiteral("/v1/recall?q=river&explain=true&touch=false"), {}, reader);
        QCOMPARE(broad.status, 200);
        QCOMPARE(broad.json.value(QStringLiteral("window")).toInt(), RecallCandidates::kWindowDepth);
    }

    // touch=false on /v1/recall and /v1/context reads without counting as
    // use; anything but true/false is a 400 naming touch.
    void recallAndContextWithoutTouch()
    {
        Fixture f;
        const Delta otter = f.lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The otters live by the weir"), Kind::Fact));
        const QString reader = f.pairToken(TokenScope::Read);
        const Reply quiet = f.call("GET", QStringLiteral("/v1/recall?q=otters&touch=false"), {}, reader);
        QCOMPARE(quiet.status, 200);
        QCOMPARE(quiet.json.value(QStringLiteral("hits")).toArray().size(), 1);
        const Reply ctx = f.call("GET", QStringLiteral("/v1/context?q=where%20do%20otters%20live&touch=false"), {}, reader);
        QCOMPARE(ctx.status, 200);
        QCOMPARE(ctx.json.value(QStringLiteral("items")).toArray().size(), 1);
        QCOMPARE(f.call("GET", QStringLiteral("/v1/recall?q=otters&touch=maybe"), {}, reader).errorField(), QStringLiteral("touch"));
        // A touching recall after them is counted (so the two above had their chance).
        QCOMPARE(f.call("GET", QStringLiteral("/v1/recall?q=otters&touch=true"), {}, reader).status, 200);
        QTRY_COMPARE(f.lake->get(otter.id)->recallCount, 1);
        QTest::qWait(50);
        QCOMPARE(f.lake->get(otter.id)->recallCount, 1);
    }

    // What the API returns as a deadline is when the delta will really be
    // gone: deadline_at (soft decay included) beside expires_at; a
    // decay-class fact due to decay soon is wilting, a plain-TTL one by its
    // expires_at; remember through POST /v1/deltas takes a decay class.
    void deadlinesAndDecayClasses()
    {
        Fixture f;
        const qint64 now = f.lake.clock.nowMs();
        Delta fact = draft(QStringLiteral("agent"), QStringLiteral("Working on the kiln wiring"), Kind::Fact);
        fact.observedAt = now - 70 * Duration::Hour;
        fact.decayClass = DecayClass::Active;
        fact.expiresAt = fact.observedAt + 100 * Duration::Hour; // soft decay takes it in 8 h
        fact = f.lake->insertBatch({NewDelta{fact, true, false, true}}).constFirst();
        f.lake->setSourceSettings(QStringLiteral("api"), {100 * Duration::Hour, DecayClass::None}, false);
        Delta plain = draft(QStringLiteral("api"), QStringLiteral("A reading from the kiln"));
        plain.observedAt = now - 70 * Duration::Hour;
        plain = f.lake->insert(plain);
        const QString writer = f.pairToken(TokenScope::Write);
        const Reply one = f.call("GET", QStringLiteral("/v1/deltas/") + fact.id, {}, writer);
        QCOMPARE(one.json.value(QStringLiteral("deadline_at")).toString(), TimeFormat::toIso(now + 8 * Duration::Hour));
        QCOMPARE(one.json.value(QStringLiteral("expires_at")).toString(), TimeFormat::toIso(now + 30 * Duration::Hour));
        const Reply p = f.call("GET", QStringLiteral("/v1/deltas/") + plain.id, {}, writer);
        QCOMPARE(p.json.value(QStringLiteral("deadline_at")), p.json.value(QStringLiteral("expires_at")));
        const Reply wilting = f.call("GET", QStringLiteral("/v1/deltas?wilting_within_s=36000"), {}, writer);
        QCOMPARE(wilting.status, 200);
        QStringList ids;
        for (const QJsonValue &v : wilting.json.value(QStringLiteral("deltas")).toArray())
            ids << v.toObject().value(QStringLiteral("id")).toString();
        QCOMPARE(ids, QStringList{fact.id});
        const Reply kept = f.call("POST", QStringLiteral("/v1/deltas"),
                                  json({{QStringLiteral("content"), QStringLiteral("Currently my sister's birthday is 3 May")},
                                        {QStringLiteral("source"), QStringLiteral("agent")},
                                        {QStringLiteral("decay_class"), QStringLiteral("permanent")}}),
                                  writer);
        QCOMPARE(kept.status, 201);
        QCOMPARE(kept.json.value(QStringLiteral("decay_class")).toString(), QStringLiteral("permanent"));
        QVERIFY(kept.json.value(QStringLiteral("expires_at")).isNull());
        QVERIFY(kept.json.value(QStringLiteral("deadline_at")).isNull());
    }

    void captureAndContext()
    {
        Fixture f;
        const QString writer = f.pairToken(TokenScope::Write);
        const QString reader = f.pairToken(TokenScope::Read, QStringLiteral("reader"));
        const QByteArray turn = json({{QStringLiteral("user"), QStringLiteral("My name is Robin. Remember that my dentist is Dr Shah.")},
                                      {QStringLiteral("assistant"), QStringLiteral("Got it.")},
                                      {QStringLiteral("session_id"), QStringLiteral("api-1")}});
        QCOMPARE(f.call("POST", QStringLiteral("/v1/capture"), turn, reader).status, 403); // capture writes
        const Reply captured = f.call("POST", QStringLiteral("/v1/capture"), turn, writer);
        QCOMPARE(captured.status, 201);
        QCOMPARE(captured.json.value(QStringLiteral("remembered")).toArray().size(), 2);
        const QString episode = captured.json.value(QStringLiteral("episode")).toObject().value(QStringLiteral("id")).toString();
        QCOMPARE(f.lake->get(episode)->kind, Kind::Episode);
        // A contradiction supersedes, with lineage.
        const Reply again = f.call("POST", QStringLiteral("/v1/capture"),
                                   json({{QStringLiteral("user"), QStringLiteral("Please call me Rob.")}}), writer);
        QCOMPARE(again.status, 201);
        const QJsonArray superseded = again.json.value(QStringLiteral("superseded")).toArray();
        QCOMPARE(superseded.size(), 1);
        const QString robin = superseded.at(0).toObject().value(QStringLiteral("supersedes")).toString();
        QCOMPARE(f.lake->get(robin)->supersededBy, superseded.at(0).toObject().value(QStringLiteral("id")).toString());

        const Reply context = f.call("GET", QStringLiteral("/v1/context?q=who%20is%20my%20dentist"), {}, reader);
        QCOMPARE(context.status, 200);
        const QString block = context.json.value(QStringLiteral("context")).toString();
        QVERIFY2(block.contains(QLatin1String("dentist is Dr Shah")), qPrintable(block));
        QVERIFY(!block.contains(QLatin1String("User:")));
        const QString used = context.json.value(QStringLiteral("items")).toArray().at(0).toObject().value(QStringLiteral("id")).toString();
        QTRY_COMPARE(f.lake->get(used)->recallCount, 1); // counted after the answer
        QCOMPARE(f.call("GET", QStringLiteral("/v1/context"), {}, reader).errorField(), QStringLiteral("q"));
        const Reply badBody = f.call("POST", QStringLiteral("/v1/capture"), json({{QStringLiteral("user"), 42}}), writer);
        QCOMPARE(badBody.status, 400);
        QCOMPARE(badBody.errorField(), QStringLiteral("user"));
        const Reply empty = f.call("POST", QStringLiteral("/v1/capture"), "{}", writer);
        QCOMPARE(empty.status, 400);
        QCOMPARE(empty.errorField(), QStringLiteral("user"));
    }

    void memorySwitchesAreHonoured()
    {
        ApiServerOptions options;
        MemorySettings off;
        off.autoCapture = false;
        off.autoRecall = false;
        options.memory = off;
        Fixture f(options);
        f.lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Prefers aisle seats"), Kind::Preference));
        const QString writer = f.pairToken(TokenScope::Write);
        const Reply refused = f.call("POST", QStringLiteral("/v1/capture"), json({{QStringLiteral("user"), QStringLiteral("I like tea.")}}), writer);
        QCOMPARE(refused.status, 403);
        QCOMPARE(refused.errorCode(), QStringLiteral("capture_off"));
        QVERIFY(refused.errorMessage().contains(QLatin1String("auto_capture")));
        QCOMPARE(f.lake->stats().total, 1);
        const Reply quiet = f.call("GET", QStringLiteral("/v1/context?q=aisle%20seats"), {}, writer);
        QCOMPARE(quiet.status, 200);
        QCOMPARE(quiet.json.value(QStringLiteral("context")).toString(), QString());
        QVERIFY(quiet.json.value(QStringLiteral("note")).toString().contains(QLatin1String("auto_recall")));
    }

    void decaySweepSpeaksSeed003()
    {
        ApiServerOptions options;
        options.decayPolicies = DecayPolicies::parse(
            R"([{"id":"roadmap","relation":"roadmap:*","scope":"company","mode":"retract","ttl_s":60}])");
        Fixture f(options);
        Delta d = draft(QStringLiteral("chat"), QStringLiteral("in progress"), Kind::Fact);
        d.tags = {QStringLiteral("roadmap:status")};
        d.scope = Scope::Company;
        d = f.lake->insert(d);
        f.lake.clock.advance(Duration::Hour);
        const QString writer = f.pairToken(TokenScope::Write);
        QCOMPARE(f.call("POST", QStringLiteral("/v1/decay/sweep"), "{}", writer).errorField(), QStringLiteral("scope"));
        QCOMPARE(f.call("POST", QStringLiteral("/v1/decay/sweep"), json({{QStringLiteral("scope"), QStringLiteral("galaxy")}}), writer).status, 400);
        const Reply noPolicy = f.call("POST", QStringLiteral("/v1/decay/sweep"),
                                      json({{QStringLiteral("scope"), QStringLiteral("company")}, {QStringLiteral("policy_id"), QStringLiteral("nope")}}), writer);
        QCOMPARE(noPolicy.status, 400);
        QCOMPARE(noPolicy.errorField(), QStringLiteral("policy_id"));
        const Reply badMode = f.call("POST", QStringLiteral("/v1/decay/sweep"),
                                     json({{QStringLiteral("scope"), QStringLiteral("company")}, {QStringLiteral("mode"), QStringLiteral("melt")}}), writer);
        QCOMPARE(badMode.errorField(), QStringLiteral("mode"));
        const Reply dry = f.call("POST", QStringLiteral("/v1/decay/sweep"),
                                 json({{QStringLiteral("scope"), QStringLiteral("company")}, {QStringLiteral("mode"), QStringLiteral("dry_run")}}), writer);
        QCOMPARE(dry.status, 200);
        QCOMPARE(dry.json.value(QStringLiteral("dry_run_would_retract")).toInt(), 1);
        QCOMPARE(f.lake->get(d.id)->confidence, 1.0);
        const Reply real = f.call("POST", QStringLiteral("/v1/decay/sweep"), json({{QStringLiteral("scope"), QStringLiteral("company")}}), writer);
        QCOMPARE(real.status, 200);
        QCOMPARE(real.json.value(QStringLiteral("facts_retracted")).toInt(), 1);
        QCOMPARE(real.json.value(QStringLiteral("policies_applied")).toArray().at(0).toString(), QStringLiteral("roadmap"));
        QVERIFY(real.json.contains(QStringLiteral("swept_at")));
        QCOMPARE(f.lake->get(d.id)->confidence, 0.0);
    }

    void bigScopesSweepAsAJob()
    {
        ApiServerOptions options;
        options.asyncSweepThreshold = 3;
        options.decayPolicies = DecayPolicies::parse(R"([{"id":"all","relation":"*","scope":"*","mode":"retract","ttl_s":60}])");
        Fixture f(options);
        for (int i = 0; i < 5; ++i)
            f.lake->insert(draft(QStringLiteral("chat"), QStringLiteral("fact %1").arg(i), Kind::Fact));
        f.lake.clock.advance(Duration::Hour);
        const QString writer = f.pairToken(TokenScope::Write);
        // A dry run is always answered at once (§15.4).
        QCOMPARE(f.call("POST", QStringLiteral("/v1/decay/sweep"),
                        json({{QStringLiteral("scope"), QStringLiteral("local")}, {QStringLiteral("mode"), QStringLiteral("dry_run")}}), writer)
                     .status,
                 200);
        const Reply accepted = f.call("POST", QStringLiteral("/v1/decay/sweep"), json({{QStringLiteral("scope"), QStringLiteral("local")}}), writer);
        QCOMPARE(accepted.status, 202);
        const QString job = accepted.json.value(QStringLiteral("job_id")).toString();
        QCOMPARE(accepted.headers.value("location"), (QStringLiteral("/v1/jobs/") + job).toUtf8());
        QVERIFY(f.server->jobs().waitForIdle(30000));
        const Reply status = f.call("GET", QStringLiteral("/v1/jobs/") + job, {}, writer);
        QCOMPARE(status.status, 200);
        QCOMPARE(status.json.value(QStringLiteral("status")).toString(), QStringLiteral("done"));
        QCOMPARE(status.json.value(QStringLiteral("progress")).toDouble(), 1.0);
        QCOMPARE(status.json.value(QStringLiteral("response")).toObject().value(QStringLiteral("facts_retracted")).toInt(), 5);
        QCOMPARE(f.call("GET", QStringLiteral("/v1/jobs/sweep-none"), {}, writer).status, 404);
    }

    void noKeychainNoPairing()
    {
        Fixture f;
        const auto issued = f.server->pairing().issue(TokenScope::Read);
        f.secrets.setUnavailable(true);
        const Reply r = f.call("POST", QStringLiteral("/v1/pair"), pairBody(issued.code));
        QCOMPARE(r.status, 503);
        QCOMPARE(r.errorCode(), QStringLiteral("keychain_unavailable"));
        QVERIFY(r.errorMessage().contains(QStringLiteral("keychain")));
        try {
            f.server->pairing().issue(TokenScope::Read);
            QFAIL("a code was issued with no keychain");
        } catch (const TarnError &e) {
            QCOMPARE(e.field(), QStringLiteral("keychain"));
        }
    }
};

QTEST_GUILESS_MAIN(TestApi)
#include "tst_api.moc"
