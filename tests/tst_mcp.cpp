// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn mcp` end to end: the real binary on a temporary lake, spoken to over
// its stdin and stdout the way an assistant's MCP client does.

#include "McpProcess.h"
#include "McpTools.h"
#include "TestSupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QDir>
#include <QFile>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {

int errorCode(const QJsonObject &response)
{
    return response.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toInt();
}

QString errorText(const QJsonObject &toolResult)
{
    return toolResult.value(QStringLiteral("content")).toArray().at(0).toObject().value(QStringLiteral("text")).toString();
}

} // namespace

class TestMcp : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void handshakeAndToolList()
    {
        TempLake lake;
        McpProcess mcp(lake.path(), false);
        const QJsonObject init = mcp.request(QStringLiteral("initialize"),
                                             {{QStringLiteral("protocolVersion"), QStringLiteral("2025-06-18")},
                                              {QStringLiteral("capabilities"), QJsonObject{}},
                                              {QStringLiteral("clientInfo"), QJsonObject{{QStringLiteral("name"), QStringLiteral("test")},
                                                                                          {QStringLiteral("version"), QStringLiteral("1")}}}});
        QCOMPARE(init.value(QStringLiteral("jsonrpc")).toString(), QStringLiteral("2.0"));
        QCOMPARE(init.value(QStringLiteral("id")).toInt(), 1);
        const QJsonObject result = init.value(QStringLiteral("result")).toObject();
        QCOMPARE(result.value(QStringLiteral("protocolVersion")).toString(), QStringLiteral("2025-06-18"));
        QCOMPARE(result.value(QStringLiteral("serverInfo")).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("tarn"));
        QVERIFY(result.value(QStringLiteral("capabilities")).toObject().contains(QStringLiteral("tools")));
        mcp.send(R"({"jsonrpc":"2.0","method":"notifications/initialized"})"); // no answer to a notification
        QCOMPARE(mcp.request(QStringLiteral("ping")).value(QStringLiteral("result")).toObject(), QJsonObject{});

        const QJsonArray tools = mcp.request(QStringLiteral("tools/list")).value(QStringLiteral("result")).toObject().value(QStringLiteral("tools")).toArray();
        QStringList names;
        for (const QJsonValue &t : tools) {
            names << t.toObject().value(QStringLiteral("name")).toString();
            QCOMPARE(t.toObject().value(QStringLiteral("inputSchema")).toObject().value(QStringLiteral("type")).toString(), QStringLiteral("object"));
        }
        names.sort();
        QCOMPARE(names, (QStringList{QStringLiteral("affirm"), QStringLiteral("capture"), QStringLiteral("correct"),
                                     QStringLiteral("decay_scope"), QStringLiteral("forget"), QStringLiteral("get"),
                                     QStringLiteral("invalidate"), QStringLiteral("list_recent"), QStringLiteral("memory_context"),
                                     QStringLiteral("recall"), QStringLiteral("refute"), QStringLiteral("remember"),
                                     QStringLiteral("reply"), QStringLiteral("restore"), QStringLiteral("stats")}));
        // decay_scope takes seed 003 §15.5's arguments, word for word (and
        // no others); its description is Tarn's own (issue 23).
        const QJsonObject seed = QJsonDocument::fromJson(R"({
                "scope": {"type": "string", "enum": ["local", "team", "company", "public"], "description": "The fact scope to sweep."},
                "mode": {"type": "string", "enum": ["retract", "confidence", "dry_run"], "description": "Optional. Override decay mode for this run. Omit to use configured policy modes."},
                "policy_id": {"type": "string", "description": "Optional. Run only the named decay policy."}})").object();
        bool found = false;
        for (const QJsonValue &t : tools) {
            const QJsonObject tool = t.toObject();
            QVERIFY2(!tool.value(QStringLiteral("description")).toString().contains(QStringLiteral("Stigmem")), qPrintable(tool.value(QStringLiteral("name")).toString()));
            QCOMPARE(tool.value(QStringLiteral("inputSchema")).toObject().value(QStringLiteral("additionalProperties")), QJsonValue(false));
            if (tool.value(QStringLiteral("name")).toString() == u"decay_scope") {
                QCOMPARE(tool.value(QStringLiteral("inputSchema")).toObject().value(QStringLiteral("properties")).toObject(), seed);
                QCOMPARE(tool.value(QStringLiteral("annotations")).toObject().value(QStringLiteral("destructiveHint")), QJsonValue(true));
                found = true;
            }
        }
        QVERIFY(found);
    }

    // initialize answers the client's version when Tarn speaks it, else
    // its newest; what tools/list and tools/call carry follows the version.
    void versionsAreNegotiated_data()
    {
        QTest::addColumn<QString>("asked");
        QTest::addColumn<QString>("answered");
        QTest::addColumn<bool>("annotations");
        QTest::addColumn<bool>("structured");
        QTest::newRow("2024-11-05") << QStringLiteral("2024-11-05") << QStringLiteral("2024-11-05") << false << false;
        QTest::newRow("2025-03-26") << QStringLiteral("2025-03-26") << QStringLiteral("2025-03-26") << true << false;
        QTest::newRow("2025-06-18") << QStringLiteral("2025-06-18") << QStringLiteral("2025-06-18") << true << true;
        QTest::newRow("2025-11-25") << QStringLiteral("2025-11-25") << QStringLiteral("2025-11-25") << true << true;
        QTest::newRow("from the future") << QStringLiteral("2031-01-01") << QStringLiteral("2025-11-25") << true << true;
        QTest::newRow("none") << QString() << QStringLiteral("2025-11-25") << true << true;
    }
    void versionsAreNegotiated()
    {
        QFETCH(QString, asked);
        QFETCH(QString, answered);
        QFETCH(bool, annotations);
        QFETCH(bool, structured);
        TempLake lake;
        McpProcess mcp(lake.path(), false);
        QJsonObject params;
        if (!asked.isEmpty())
            params.insert(QStringLiteral("protocolVersion"), asked);
        const QJsonObject init = mcp.request(QStringLiteral("initialize"), params);
        QCOMPARE(init.value(QStringLiteral("result")).toObject().value(QStringLiteral("protocolVersion")).toString(), answered);
        const QJsonArray tools = mcp.request(QStringLiteral("tools/list")).value(QStringLiteral("result")).toObject()
                                     .value(QStringLiteral("tools")).toArray();
        QVERIFY(!tools.isEmpty());
        for (const QJsonValue &t : tools) {
            QCOMPARE(t.toObject().contains(QStringLiteral("annotations")), annotations);
            QCOMPARE(t.toObject().contains(QStringLiteral("outputSchema")), structured);
            QCOMPARE(t.toObject().contains(QStringLiteral("title")), structured);
        }
        const QJsonObject stats = mcp.callTool(QStringLiteral("stats"), {});
        QCOMPARE(stats.contains(QStringLiteral("structuredContent")), structured);
        QCOMPARE(QJsonDocument::fromJson(errorText(stats).toUtf8()).object().value(QStringLiteral("total")).toInt(), 0);
    }

    // Issue 23's hostile and careless clients: a request before
    // initialize, a bad cursor, an id a double cannot hold, a line too long
    // with its id at the end, and a last line without its newline.
    void clientsAreAnsweredByTheirOwnIds()
    {
        TempLake lake;
        McpProcess mcp(lake.path(), false);
        const QJsonObject early = mcp.request(QStringLiteral("tools/call"),
                                              {{QStringLiteral("name"), QStringLiteral("remember")},
                                               {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("content"), QStringLiteral("too early")}}}});
        QCOMPARE(errorCode(early), -32600);
        QVERIFY(early.value(QStringLiteral("error")).toObject().value(QStringLiteral("message")).toString().contains(QStringLiteral("initialize")));
        QCOMPARE(lake->stats().total, 0);
        QVERIFY(mcp.request(QStringLiteral("ping")).contains(QStringLiteral("result"))); // ping is always served

        mcp.send("{\"jsonrpc\":\"2.0\",\"id\":12345678901234567890,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\"}}");
        QVERIFY(mcp.process.waitForReadyRead(10000) || mcp.process.canReadLine());
        while (!mcp.process.canReadLine())
            QVERIFY(mcp.process.waitForReadyRead(10000));
        const QByteArray raw = mcp.process.readLine();
        QVERIFY2(raw.startsWith("{\"jsonrpc\":\"2.0\",\"id\":12345678901234567890,\"result\":"), raw.left(80).constData());

        QCOMPARE(errorCode(mcp.request(QStringLiteral("tools/list"), {{QStringLiteral("cursor"), QStringLiteral("page2")}})), -32602);

        // Over 1 MiB, the id after the padding: refused under that id.
        mcp.send(QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"ping\",\"params\":{\"pad\":\"") + QByteArray(1100 * 1024, 'a')
                 + QByteArray("\"},\"id\":\"after-the-pad\"}"));
        const QJsonObject refused = mcp.readMessage();
        QCOMPARE(errorCode(refused), -32600);
        QCOMPARE(refused.value(QStringLiteral("id")).toString(), QStringLiteral("after-the-pad"));
        // A too-long notification is dropped without an answer; the next request is served.
        mcp.send(QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/x\",\"params\":{\"pad\":\"") + QByteArray(1100 * 1024, 'b') + "\"}}");
        const QJsonObject next = mcp.request(QStringLiteral("ping"));
        QVERIFY(next.contains(QStringLiteral("result")));

        // The last request, without a newline, at the end of input.
        mcp.process.write("{\"jsonrpc\":\"2.0\",\"id\":\"last\",\"method\":\"ping\"}");
        mcp.process.closeWriteChannel();
        const QJsonObject last = mcp.readMessage();
        QCOMPARE(last.value(QStringLiteral("id")).toString(), QStringLiteral("last"));
        QVERIFY(mcp.process.waitForFinished(10000));
        QCOMPARE(mcp.process.exitCode(), 0);
    }

    void captureAndMemoryContext()
    {
        TempLake lake;
        const QString path = lake.path();
        lake->close();
        McpProcess mcp(path);
        const QJsonObject captured = mcp.callTool(
            QStringLiteral("capture"), {{QStringLiteral("user"), QStringLiteral("Call me Sam. I don't like cilantro.")},
                                        {QStringLiteral("assistant"), QStringLiteral("Noted, Sam.")},
                                        {QStringLiteral("session_id"), QStringLiteral("mcp-1")}});
        QVERIFY2(!captured.value(QStringLiteral("isError")).toBool(), qPrintable(errorText(captured)));
        const QJsonObject report = captured.value(QStringLiteral("structuredContent")).toObject();
        QCOMPARE(report.value(QStringLiteral("remembered")).toArray().size(), 2);
        QCOMPARE(report.value(QStringLiteral("episode")).toObject().value(QStringLiteral("session_id")).toString(),
                 QStringLiteral("mcp-1"));

        const QJsonObject context = mcp.callTool(QStringLiteral("memory_context"),
                                                 {{QStringLiteral("query"), QStringLiteral("Suggest a salsa recipe without cilantro")}})
                                        .value(QStringLiteral("structuredContent"))
                                        .toObject();
        const QString block = context.value(QStringLiteral("context")).toString();
        QVERIFY2(block.startsWith(QLatin1String("<memory_context>")), qPrintable(block));
        QVERIFY(block.contains(QLatin1String("Does not like cilantro.")));
        QVERIFY(!block.contains(QLatin1String("User:"))); // the episode is not durable memory
        const QJsonObject missing = mcp.callTool(QStringLiteral("capture"), {{QStringLiteral("assistant"), QStringLiteral("hi")}});
        QVERIFY(missing.value(QStringLiteral("isError")).toBool());
        QVERIFY(errorText(missing).contains(QLatin1String("user")));
    }

    void theSwitchesInTheConfigFileHold()
    {
        TempLake lake;
        const QString path = lake.path();
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Prefers window seats"), Kind::Preference));
        lake->close();
        McpProcess mcp(path);
        QDir().mkpath(mcp.home.filePath(QStringLiteral("config/tarn")));
        QFile conf(mcp.home.filePath(QStringLiteral("config/tarn/tarn.conf")));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("[memory]\nauto_capture=false\nauto_recall=false\n");
        conf.close();
        // Read on each call: the running server sees the change.
        const QJsonObject refused = mcp.callTool(QStringLiteral("capture"), {{QStringLiteral("user"), QStringLiteral("My name is Ann.")}});
        QVERIFY(refused.value(QStringLiteral("isError")).toBool());
        QVERIFY(errorText(refused).contains(QLatin1String("auto_capture")));
        const QJsonObject quiet = mcp.callTool(QStringLiteral("memory_context"), {{QStringLiteral("query"), QStringLiteral("window seats")}})
                                      .value(QStringLiteral("structuredContent"))
                                      .toObject();
        QCOMPARE(quiet.value(QStringLiteral("context")).toString(), QString());
        QVERIFY(quiet.value(QStringLiteral("note")).toString().contains(QLatin1String("auto_recall")));
        const QJsonObject stats = mcp.callTool(QStringLiteral("stats"), {}).value(QStringLiteral("structuredContent")).toObject();
        QCOMPARE(stats.value(QStringLiteral("total")).toInt(), 1); // nothing captured
    }

    void toolsLandInTheLake()
    {
        TempLake lake;
        const Delta post = lake->insert(draft(QStringLiteral("rss:hn"), QStringLiteral("A post on kestrels")));
        McpProcess mcp(lake.path());
        const QJsonObject remembered = mcp.callTool(QStringLiteral("remember"),
                                                    {{QStringLiteral("content"), QStringLiteral("Robin prefers tea")},
                                                     {QStringLiteral("kind"), QStringLiteral("preference")},
                                                     {QStringLiteral("tags"), QJsonArray{QStringLiteral("drinks")}}});
        QCOMPARE(remembered.value(QStringLiteral("isError")).toBool(), false);
        const QString id = remembered.value(QStringLiteral("structuredContent")).toObject().value(QStringLiteral("id")).toString();
        QCOMPARE(lake->get(id)->content, QStringLiteral("Robin prefers tea"));
        QCOMPARE(lake->get(id)->source, QStringLiteral("agent"));

        const QJsonObject recalled = mcp.callTool(QStringLiteral("recall"), {{QStringLiteral("query"), QStringLiteral("what does Robin drink, tea?")}});
        const QJsonArray hits = recalled.value(QStringLiteral("structuredContent")).toObject().value(QStringLiteral("hits")).toArray();
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.at(0).toObject().value(QStringLiteral("id")).toString(), id);
        QVERIFY(recalled.value(QStringLiteral("content")).toArray().at(0).toObject().value(QStringLiteral("text")).toString().contains(QStringLiteral("tea")));

        for (const QString &verb : {QStringLiteral("affirm"), QStringLiteral("refute"), QStringLiteral("reply")}) {
            const QJsonObject r = mcp.callTool(verb, {{QStringLiteral("target"), post.id}, {QStringLiteral("reason"), QStringLiteral("because")}});
            QCOMPARE(r.value(QStringLiteral("isError")).toBool(), false);
        }
        QCOMPARE(lake->engagementsOf(post.id).size(), 3);

        const QJsonObject stats = mcp.callTool(QStringLiteral("stats"), {});
        QCOMPARE(stats.value(QStringLiteral("structuredContent")).toObject().value(QStringLiteral("total")).toInt(), 5);

        QCOMPARE(mcp.callTool(QStringLiteral("forget"), {{QStringLiteral("id"), id}}).value(QStringLiteral("isError")).toBool(), false);
        QCOMPARE(lake->get(id)->state, DeltaState::Forgotten);
        QVERIFY(mcp.callTool(QStringLiteral("recall"), {{QStringLiteral("query"), QStringLiteral("tea")}})
                    .value(QStringLiteral("structuredContent")).toObject().value(QStringLiteral("hits")).toArray().isEmpty());
        QCOMPARE(mcp.callTool(QStringLiteral("forget"), {{QStringLiteral("id"), id}, {QStringLiteral("hard"), true}})
                     .value(QStringLiteral("isError")).toBool(),
                 false);
        QVERIFY(!lake->get(id));

        Delta roadmap = draft(QStringLiteral("chat"), QStringLiteral("status: planning"), Kind::Fact);
        roadmap.tags = {QStringLiteral("roadmap:status")};
        roadmap.scope = Scope::Team;
        roadmap.observedAt = lake.clock.nowMs() - Duration::Hour;
        roadmap = lake->insert(roadmap);
        const QJsonObject dry = mcp.callTool(QStringLiteral("decay_scope"), {{QStringLiteral("scope"), QStringLiteral("team")},
                                                                            {QStringLiteral("mode"), QStringLiteral("dry_run")}});
        QCOMPARE(dry.value(QStringLiteral("structuredContent")).toObject().value(QStringLiteral("dry_run_would_retract")).toInt(), 1);
        const QJsonObject swept = mcp.callTool(QStringLiteral("decay_scope"), {{QStringLiteral("scope"), QStringLiteral("team")}});
        QCOMPARE(swept.value(QStringLiteral("structuredContent")).toObject().value(QStringLiteral("facts_retracted")).toInt(), 1);
        QCOMPARE(lake->get(roadmap.id)->confidence, 0.0);
    }

    // remember takes a decay class, and its description tells the model to
    // keep what the person explicitly asked to remember; recall with
    // touch: false reads without counting as use; deadline_at is returned.
    void rememberDecayClassAndQuietRecall()
    {
        TempLake lake;
        McpProcess mcp(lake.path());
        const QJsonObject init = mcp.request(QStringLiteral("initialize"), {{QStringLiteral("protocolVersion"), QStringLiteral("2025-06-18")}});
        QVERIFY(init.contains(QStringLiteral("result")));
        const QJsonArray tools = mcp.request(QStringLiteral("tools/list")).value(QStringLiteral("result")).toObject()
                                     .value(QStringLiteral("tools")).toArray();
        QJsonObject remember;
        QJsonObject recall;
        for (const QJsonValue &t : tools) {
            if (t.toObject().value(QStringLiteral("name")) == QStringLiteral("remember"))
                remember = t.toObject();
            if (t.toObject().value(QStringLiteral("name")) == QStringLiteral("recall"))
                recall = t.toObject();
        }
        QVERIFY(remember.value(QStringLiteral("description")).toString().contains(QStringLiteral("explicitly asked you to remember")));
        QVERIFY(remember.value(QStringLiteral("description")).toString().contains(QStringLiteral("'permanent'")));
        QVERIFY(remember.value(QStringLiteral("inputSchema")).toObject().value(QStringLiteral("properties")).toObject()
                    .contains(QStringLiteral("decay_class")));
        QVERIFY(recall.value(QStringLiteral("inputSchema")).toObject().value(QStringLiteral("properties")).toObject()
                    .contains(QStringLiteral("touch")));

        const QJsonObject kept = mcp.callTool(QStringLiteral("remember"),
                                              {{QStringLiteral("content"), QStringLiteral("Robin's sister is called Ada")},
                                               {QStringLiteral("decay_class"), QStringLiteral("permanent")}});
        QCOMPARE(kept.value(QStringLiteral("isError")).toBool(), false);
        const QJsonObject keptDelta = kept.value(QStringLiteral("structuredContent")).toObject();
        QCOMPARE(keptDelta.value(QStringLiteral("decay_class")).toString(), QStringLiteral("permanent"));
        QVERIFY(keptDelta.contains(QStringLiteral("deadline_at")) && keptDelta.value(QStringLiteral("deadline_at")).isNull());
        QVERIFY(!keptDelta.contains(QStringLiteral("expires_at"))); // compact unless asked (issue 23)
        QVERIFY(!lake->get(keptDelta.value(QStringLiteral("id")).toString())->expiresAt);

        const QJsonObject wilting = mcp.callTool(QStringLiteral("remember"),
                                                 {{QStringLiteral("content"), QStringLiteral("Robin's flight lands at 9")},
                                                  {QStringLiteral("decay_class"), QStringLiteral("active")},
                                                  {QStringLiteral("detail"), QStringLiteral("full")}});
        const QJsonObject w = wilting.value(QStringLiteral("structuredContent")).toObject();
        QCOMPARE(w.value(QStringLiteral("decay_class")).toString(), QStringLiteral("active"));
        QVERIFY(w.value(QStringLiteral("deadline_at")).toString() < w.value(QStringLiteral("expires_at")).toString());
        QVERIFY(mcp.callTool(QStringLiteral("remember"), {{QStringLiteral("content"), QStringLiteral("x")},
                                                          {QStringLiteral("decay_class"), QStringLiteral("forever")}})
                    .value(QStringLiteral("isError")).toBool());

        const QJsonObject quiet = mcp.callTool(QStringLiteral("recall"), {{QStringLiteral("query"), QStringLiteral("Ada sister")},
                                                                         {QStringLiteral("touch"), false},
                                                                         {QStringLiteral("detail"), QStringLiteral("full")}});
        QCOMPARE(quiet.value(QStringLiteral("isError")).toBool(), false);
        const QJsonArray hits = quiet.value(QStringLiteral("structuredContent")).toObject().value(QStringLiteral("hits")).toArray();
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.at(0).toObject().value(QStringLiteral("recall_count")).toInt(), 0);
        QCOMPARE(lake->get(keptDelta.value(QStringLiteral("id")).toString())->recallCount, 0);
        const QJsonObject ctx = mcp.callTool(QStringLiteral("memory_context"), {{QStringLiteral("query"), QStringLiteral("who is Ada, Robin's sister")},
                                                                               {QStringLiteral("touch"), false}});
        QCOMPARE(ctx.value(QStringLiteral("isError")).toBool(), false);
        QVERIFY(!ctx.value(QStringLiteral("structuredContent")).toObject().value(QStringLiteral("items")).toArray().isEmpty());
        QCOMPARE(lake->get(keptDelta.value(QStringLiteral("id")).toString())->recallCount, 0);
        mcp.callTool(QStringLiteral("recall"), {{QStringLiteral("query"), QStringLiteral("Ada sister")}});
        QCOMPARE(lake->get(keptDelta.value(QStringLiteral("id")).toString())->recallCount, 1);
    }

    void badArgumentsAreToolErrors()
    {
        TempLake lake;
        McpProcess mcp(lake.path());
        struct Case { QString tool; QJsonObject args; QString mentions; };
        const QList<Case> cases{
            {QStringLiteral("remember"), {}, QStringLiteral("content")},
            {QStringLiteral("remember"), {{QStringLiteral("content"), 5}}, QStringLiteral("content")},
            {QStringLiteral("remember"), {{QStringLiteral("content"), QStringLiteral("x")}, {QStringLiteral("kind"), QStringLiteral("rumour")}}, QStringLiteral("kind")},
            {QStringLiteral("remember"), {{QStringLiteral("content"), QStringLiteral("x")}, {QStringLiteral("colour"), QStringLiteral("red")}}, QStringLiteral("colour")},
            {QStringLiteral("recall"), {{QStringLiteral("query"), QStringLiteral("x")}, {QStringLiteral("limit"), 1000}}, QStringLiteral("limit")},
            {QStringLiteral("recall"), {{QStringLiteral("query"), QString(4097, u'x')}}, QStringLiteral("at most 4096 characters")},
            {QStringLiteral("affirm"), {{QStringLiteral("target"), QStringLiteral("0123456789ab")}, {QStringLiteral("reason"), QStringLiteral("r")}}, QStringLiteral("0123456789ab")},
            {QStringLiteral("forget"), {{QStringLiteral("id"), QStringLiteral("0123456789ab")}, {QStringLiteral("hard"), QStringLiteral("yes")}}, QStringLiteral("hard")},
            {QStringLiteral("decay_scope"), {{QStringLiteral("scope"), QStringLiteral("galaxy")}}, QStringLiteral("scope")},
            {QStringLiteral("decay_scope"), {{QStringLiteral("scope"), QStringLiteral("team")}, {QStringLiteral("policy_id"), QStringLiteral("nope")}}, QStringLiteral("nope")},
        };
        for (const Case &c : cases) {
            const QJsonObject r = mcp.callTool(c.tool, c.args);
            QVERIFY2(r.value(QStringLiteral("isError")).toBool(), qPrintable(c.tool + u' ' + c.mentions));
            QVERIFY2(errorText(r).contains(c.mentions), qPrintable(errorText(r)));
        }
        QCOMPARE(lake->stats().total, 0);
    }

    void protocolErrorsAndTheServerKeepsGoing()
    {
        TempLake lake;
        McpProcess mcp(lake.path());
        mcp.send("this is not json");
        QCOMPARE(errorCode(mcp.readMessage()), -32700);
        mcp.send(R"([{"jsonrpc":"2.0","id":1,"method":"ping"}])");
        QCOMPARE(errorCode(mcp.readMessage()), -32600);
        mcp.send(R"({"id":7,"method":"ping"})");
        const QJsonObject noVersion = mcp.readMessage();
        QCOMPARE(errorCode(noVersion), -32600);
        QCOMPARE(noVersion.value(QStringLiteral("id")).toInt(), 7);
        mcp.send(R"({"jsonrpc":"2.0","id":{"x":1},"method":"ping"})");
        QCOMPARE(errorCode(mcp.readMessage()), -32600);
        QCOMPARE(errorCode(mcp.request(QStringLiteral("resources/list"))), -32601);
        QCOMPARE(errorCode(mcp.request(QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("teleport")}})), -32602);
        QCOMPARE(errorCode(mcp.request(QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("stats")},
                                                                      {QStringLiteral("arguments"), QJsonArray{}}})),
                 -32602);
        // A line over 1 MiB is refused as a whole, under its id, and the next one is served.
        mcp.send(QByteArray(R"({"jsonrpc":"2.0","id":99,"method":"ping","params":{"pad":")") + QByteArray(1100 * 1024, 'a') + "\"}}");
        const QJsonObject tooLong = mcp.readMessage();
        QCOMPARE(errorCode(tooLong), -32600);
        QCOMPARE(tooLong.value(QStringLiteral("id")).toInt(), 99);
        const QJsonObject alive = mcp.request(QStringLiteral("ping"));
        QVERIFY(alive.contains(QStringLiteral("result")));
        // End of input: a clean exit.
        mcp.process.closeWriteChannel();
        QVERIFY(mcp.process.waitForFinished(10000));
        QCOMPARE(mcp.process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(mcp.process.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestMcp)
#include "tst_mcp.moc"
