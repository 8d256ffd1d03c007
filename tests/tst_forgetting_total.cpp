// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Forgetting is total (DESIGN §4): a delta that was forgotten, erased or
// reaped never comes back, by the same id, from any interface: the core
// (get, list, search, recall, the FTS index), the CLI (show, list, recall,
// export), the HTTP API and MCP.

#include "ApiServer.h"
#include "Capture.h"
#include "Engage.h"
#include "Engagement.h"
#include "LakeLocation.h"
#include "LakeSql.h"
#include "MemorySettings.h"
#include "CliRunner.h"
#include "DeltaId.h"
#include "Forgetting.h"
#include "InMemorySecretStore.h"
#include "MemoryOperations.h"
#include "Reaper.h"
#include "Recall.h"
#include "TestSupport.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSqlQuery>
#include <QtTest>
#include <atomic>
#include <thread>

using namespace tarn;
using namespace tarn::test;

namespace {

// What every MCP client sends first (Tarn serves only ping before it).
const QByteArray kMcpHello = R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18"}})" "\n";

// The files that hold the lake's bytes. SQLite: the lake and its WAL.
// PostgreSQL: each table, TOAST table and index of the lake as the server
// keeps it on disk, after a checkpoint has written out what its buffers
// held. The server's own write-ahead log and its planner statistics are
// the server's, outside what a lake's erasure can rewrite.
// A server file's relation, for a failure message that says which table.
QHash<QString, QString> &relationOfFile()
{
    static QHash<QString, QString> names;
    return names;
}

QStringList lakeFiles(Lake &lake, const QString &location)
{
    if (!onPostgres())
        return {location, location + QStringLiteral("-wal")};
    QSqlQuery q(LakeSql::of(lake));
    if (!q.exec(QStringLiteral("CHECKPOINT")))
        qFatal("CHECKPOINT: %s", qPrintable(q.lastError().text()));
    if (!q.exec(QStringLiteral(
            "SELECT current_setting('data_directory') || '/' || pg_relation_filepath(c.oid), c.relname FROM pg_class c "
            "WHERE c.relkind IN ('r', 'i', 't') AND pg_relation_filepath(c.oid) IS NOT NULL "
            "AND (c.relnamespace = current_schema()::regnamespace "
            "OR c.oid IN (SELECT reltoastrelid FROM pg_class WHERE relnamespace = current_schema()::regnamespace))")))
        qFatal("the lake's files: %s", qPrintable(q.lastError().text()));
    QStringList files;
    while (q.next()) {
        files << q.value(0).toString();
        relationOfFile()[QFileInfo(q.value(0).toString()).fileName()] = q.value(1).toString();
    }
    return files;
}

} // namespace

class TestForgettingTotal : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    TempLake m_lake;
    QString m_soft, m_hard, m_reaped, m_live, m_invalid;

    qint64 ftsRows(const QString &id)
    {
        return searchIndexHits(*m_lake, QStringLiteral("zephyrine"), *DeltaId::toKey(id));
    }

    QStringList gone() const { return {m_soft, m_hard, m_reaped}; }
    // Forgotten (soft or hard), reaped or invalidated: nothing to engage with or correct.
    QStringList unengageable() const { return gone() << m_invalid; }

    static QJsonObject mcpCall(const QTemporaryDir &home, const QString &lake, const QString &tool, const QJsonObject &args)
    {
        const QJsonObject call{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                               {QStringLiteral("id"), 1},
                               {QStringLiteral("method"), QStringLiteral("tools/call")},
                               {QStringLiteral("params"), QJsonObject{{QStringLiteral("name"), tool}, {QStringLiteral("arguments"), args}}}};
        const CliRun r = runTarn(home, {QStringLiteral("mcp"), QStringLiteral("--lake"), lake}, {},
                                 kMcpHello + QJsonDocument(call).toJson(QJsonDocument::Compact) + "\n");
        return QJsonDocument::fromJson(r.out.trimmed().split('\n').constLast()).object().value(QStringLiteral("result")).toObject();
    }

    // A memory captured from a turn, affirmed, the affirmation replied to,
    // then corrected: six deltas carry "Thistlebury".
    struct Quoted
    {
        QString turn, memory, affirmation, reply, version, unrelated;
        QStringList all() const { return {turn, memory, affirmation, reply, version}; }
    };

    static Quoted quoted(Lake &lake)
    {
        Quoted q;
        ConversationTurn turn;
        turn.user = QStringLiteral("Remember that my ex-partner is called Thistlebury.");
        const CaptureReport report = Capture::captureTurn(lake, turn, MemorySettings{});
        q.turn = report.episode.id;
        if (report.remembered.size() != 1)
            return q;
        q.memory = report.remembered.at(0).id;
        q.affirmation = Engagement::engage(lake, q.memory, EngagementType::Affirm, QStringLiteral("yes, that is right")).id;
        q.reply = Engagement::engage(lake, q.affirmation, EngagementType::Reply, QStringLiteral("noted")).id;
        q.version = MemoryOperations::supersede(lake, q.memory, QStringLiteral("My ex-partner is called Thistlebury Vance.")).id;
        q.unrelated = lake.insert(draft(QStringLiteral("chat"), QStringLiteral("Thistle tea is on the shelf"), Kind::Fact)).id;
        return q;
    }

    static QStringList recalledIds(Lake &lake, const QString &query)
    {
        QStringList ids;
        for (const RecallHit &h : Recall::recall(lake, query))
            ids << h.delta.id;
        return ids;
    }

    static QPair<int, QJsonObject> apiSend(ApiServer &server, const QString &token, const QString &path,
                                           const QJsonObject *body = nullptr)
    {
        QNetworkAccessManager net;
        QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(server.port()).arg(path)));
        request.setRawHeader("Authorization", "Bearer " + token.toUtf8());
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        QNetworkReply *reply = body ? net.post(request, QJsonDocument(*body).toJson()) : net.get(request);
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        const QPair<int, QJsonObject> out{reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
                                          QJsonDocument::fromJson(reply->readAll()).object()};
        reply->deleteLater();
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_soft = m_lake->insert(draft(QStringLiteral("chat"), QStringLiteral("zephyrine soft secret"), Kind::Fact)).id;
        m_hard = m_lake->insert(draft(QStringLiteral("chat"), QStringLiteral("zephyrine hard secret"), Kind::Fact)).id;
        m_reaped = m_lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("zephyrine heartbeat"))).id;
        m_live = m_lake->insert(draft(QStringLiteral("chat"), QStringLiteral("zephyrine still here"), Kind::Fact)).id;
        m_invalid = m_lake->insert(draft(QStringLiteral("chat"), QStringLiteral("zephyrine wrong claim"), Kind::Fact)).id;
        Forgetting::forgetSoft(*m_lake, m_soft);
        Forgetting::forgetHard(*m_lake, m_hard);
        MemoryOperations::invalidate(*m_lake, m_invalid);
        m_lake.clock.advance(2 * Duration::Day);
        QCOMPARE(Reaper::run(*m_lake).removed, 1);
    }

    void core()
    {
        QVERIFY(!m_lake->get(m_hard));
        QVERIFY(!m_lake->get(m_reaped));
        ListFilter search;
        search.search = QStringLiteral("zephyrine");
        const QList<Delta> found = m_lake->list(search, {}, 50);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).id, m_live);
        QCOMPARE(m_lake->list({}, {}, 50).size(), 1);
        const QList<RecallHit> hits = Recall::recall(*m_lake, QStringLiteral("zephyrine"));
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.at(0).delta.id, m_live);
        // Erased and reaped deltas leave the index too.
        QCOMPARE(ftsRows(m_hard), 0);
        QCOMPARE(ftsRows(m_reaped), 0);
        QCOMPARE(ftsRows(m_live), 1);
    }

    void cli()
    {
        const QString path = m_lake.path();
        for (const QString &id : gone())
            QCOMPARE(runTarn(m_home, {QStringLiteral("show"), QStringLiteral("--lake"), path, id}).exitCode, 3);
        const CliRun list = runTarn(m_home, {QStringLiteral("list"), QStringLiteral("--lake"), path, QStringLiteral("--json")});
        QCOMPARE(list.exitCode, 0);
        for (const QString &id : gone())
            QVERIFY2(!list.out.contains(id.toUtf8()), qPrintable(id));
        const CliRun recall = runTarn(m_home, {QStringLiteral("recall"), QStringLiteral("--lake"), path, QStringLiteral("--json"),
                                               QStringLiteral("zephyrine")});
        QCOMPARE(recall.array().size(), 1);
        const CliRun exported = runTarn(m_home, {QStringLiteral("export"), QStringLiteral("--lake"), path});
        QCOMPARE(exported.exitCode, 0);
        QVERIFY(exported.out.contains(m_live.toUtf8()));
        for (const QString &id : gone())
            QVERIFY2(!exported.out.contains(id.toUtf8()), qPrintable(id));
        QVERIFY(!exported.out.contains("secret"));
        QVERIFY(!exported.out.contains("zephyrine heartbeat"));
    }

    void api()
    {
        InMemorySecretStore secrets;
        ApiServer server(m_lake.path(), m_lake.clock, secrets, {});
        server.start();
        const QString token = server.tokens().issue(QStringLiteral("test"), TokenScope::Read);
        QNetworkAccessManager net;
        const auto get = [&](const QString &pathAndQuery) {
            QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(server.port()).arg(pathAndQuery)));
            request.setRawHeader("Authorization", "Bearer " + token.toUtf8());
            QNetworkReply *reply = net.get(request);
            QEventLoop loop;
            QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
            loop.exec();
            const QPair<int, QByteArray> out{reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), reply->readAll()};
            reply->deleteLater();
            return out;
        };
        for (const QString &id : gone())
            QCOMPARE(get(QStringLiteral("/v1/deltas/") + id).first, 404);
        const auto listed = get(QStringLiteral("/v1/deltas?q=zephyrine"));
        QCOMPARE(QJsonDocument::fromJson(listed.second).object().value(QStringLiteral("deltas")).toArray().size(), 1);
        const auto recalled = get(QStringLiteral("/v1/recall?q=zephyrine"));
        const QJsonArray hits = QJsonDocument::fromJson(recalled.second).object().value(QStringLiteral("hits")).toArray();
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.at(0).toObject().value(QStringLiteral("id")).toString(), m_live);
    }

    // Issue 19: a forgotten or invalidated delta cannot be engaged, superseded,
    // patched or replied to; every interface refuses it as not found.
    void hiddenDeltasCannotBeEngagedOrCorrected()
    {
        const QString path = m_lake.path();
        const qint64 before = m_lake->list({}, {}, 100).size();
        for (const QString &id : unengageable()) {
            for (const char *verb : {"affirm", "refute", "reply"})
                QCOMPARE(runTarn(m_home, {QString::fromLatin1(verb), QStringLiteral("--lake"), path, id, QStringLiteral("--reason"),
                                          QStringLiteral("because")}).exitCode, 3);
            QCOMPARE(runTarn(m_home, {QStringLiteral("supersede"), QStringLiteral("--lake"), path, id, QStringLiteral("new words")}).exitCode, 3);
            QCOMPARE(runTarn(m_home, {QStringLiteral("patch"), QStringLiteral("--lake"), path, id, QStringLiteral("--content"),
                                      QStringLiteral("new words")}).exitCode, 3);
            const QJsonObject r = mcpCall(m_home, path, QStringLiteral("affirm"),
                                          {{QStringLiteral("target"), id}, {QStringLiteral("reason"), QStringLiteral("because")}});
            QVERIFY2(r.value(QStringLiteral("isError")).toBool(), qPrintable(id));
        }
        InMemorySecretStore secrets;
        ApiServer server(path, m_lake.clock, secrets, {});
        server.start();
        const QString token = server.tokens().issue(QStringLiteral("writer"), TokenScope::Write);
        QNetworkAccessManager net;
        for (const QString &id : unengageable()) {
            QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1/v1/engagements").arg(server.port())));
            request.setRawHeader("Authorization", "Bearer " + token.toUtf8());
            request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
            QNetworkReply *reply = net.post(request, QJsonDocument(QJsonObject{{QStringLiteral("target"), id},
                                                                              {QStringLiteral("type"), QStringLiteral("affirm")},
                                                                              {QStringLiteral("reason"), QStringLiteral("because")}})
                                                         .toJson());
            QEventLoop loop;
            QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
            loop.exec();
            QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 404);
            reply->deleteLater();
        }
        // Nothing was written by any of them.
        QCOMPARE(m_lake->list({}, {}, 100).size(), before);
    }

    // Issue 19: forgetting a delta forgets what carries its words: the
    // engagements that quote it (and replies to those), the turn it was
    // captured from and the other versions of its lineage.
    void forgettingTakesWhatCarriesItsWords()
    {
        TempLake lake;
        const Quoted q = quoted(*lake);
        QVERIFY(!q.memory.isEmpty());
        QVERIFY(lake->get(q.memory)->segmentId == q.turn);
        const Forgetting::ForgetSet set = Forgetting::plan(*lake, q.version);
        QCOMPARE(set.id, q.version);
        QCOMPARE(set.versions, QStringList{q.memory});
        QCOMPARE(QSet<QString>(set.engagements.cbegin(), set.engagements.cend()), (QSet<QString>{q.affirmation, q.reply}));
        QCOMPARE(set.turns, QStringList{q.turn});
        QVERIFY(set.describe(true).contains(QStringLiteral("2 engagements")));
        QVERIFY(set.describe(true).contains(QStringLiteral("conversation turn")));
        // Planning changed nothing.
        QVERIFY(recalledIds(*lake, QStringLiteral("Thistlebury")).contains(q.version));

        // The dry run prints the set; the hard forget erases all of it.
        QTemporaryDir home;
        const CliRun dry = runTarn(home, {QStringLiteral("forget"), QStringLiteral("--lake"), lake.path(), QStringLiteral("--hard"),
                                          QStringLiteral("--dry-run"), q.version});
        QCOMPARE(dry.exitCode, 0);
        for (const QString &id : q.all())
            QVERIFY2(dry.out.contains(id.toUtf8()), dry.out.constData());
        QVERIFY2(dry.out.contains("2 engagements that quote it"), dry.out.constData());
        QVERIFY(lake->get(q.turn) && lake->get(q.memory));
        const CliRun hard = runTarn(home, {QStringLiteral("forget"), QStringLiteral("--lake"), lake.path(), QStringLiteral("--hard"),
                                           QStringLiteral("--yes"), q.version});
        QCOMPARE(hard.exitCode, 0);
        for (const QString &id : q.all())
            QVERIFY2(!lake->get(id), qPrintable(id));
        QVERIFY(lake->get(q.unrelated));
        QVERIFY(recalledIds(*lake, QStringLiteral("Thistlebury")).isEmpty());
        const CliRun recall = runTarn(home, {QStringLiteral("recall"), QStringLiteral("--lake"), lake.path(), QStringLiteral("--json"),
                                             QStringLiteral("Thistlebury")});
        QCOMPARE(recall.exitCode, 0);
        QVERIFY2(!recall.out.contains("Thistlebury"), recall.out.constData());
        const CliRun exported = runTarn(home, {QStringLiteral("export"), QStringLiteral("--lake"), lake.path()});
        QVERIFY(!exported.out.contains("Thistlebury"));
        const QJsonObject mcp = mcpCall(home, lake.path(), QStringLiteral("recall"), {{QStringLiteral("query"), QStringLiteral("Thistlebury")}});
        QVERIFY(!QJsonDocument(mcp).toJson().contains("Thistlebury"));
        // The audit keeps that it happened and which ids, never the words.
        const CliRun audit = runTarn(home, {QStringLiteral("export"), QStringLiteral("--lake"), lake.path(), QStringLiteral("--audit")});
        QVERIFY(audit.out.contains("forget-hard"));
        QVERIFY(!audit.out.contains("Thistlebury"));
    }

    void softForgetAndRestoreMoveTheSameSet()
    {
        TempLake lake;
        const Quoted q = quoted(*lake);
        QVERIFY(!q.memory.isEmpty());
        QTemporaryDir home;
        const QJsonObject planned = mcpCall(home, lake.path(), QStringLiteral("forget"),
                                            {{QStringLiteral("id"), q.memory}, {QStringLiteral("dry_run"), true}});
        QVERIFY(!planned.value(QStringLiteral("isError")).toBool());
        QCOMPARE(planned.value(QStringLiteral("structuredContent")).toObject().value(QStringLiteral("would_forget")).toObject()
                     .value(QStringLiteral("count")).toInt(), 5);
        for (const QString &id : q.all())
            QCOMPARE(lake->get(id)->state, DeltaState::Active);
        const QJsonObject forgot = mcpCall(home, lake.path(), QStringLiteral("forget"), {{QStringLiteral("id"), q.memory}});
        QVERIFY(!forgot.value(QStringLiteral("isError")).toBool());
        const QJsonObject set = forgot.value(QStringLiteral("structuredContent")).toObject().value(QStringLiteral("set")).toObject();
        QCOMPARE(set.value(QStringLiteral("count")).toInt(), 5);
        for (const QString &id : q.all())
            QCOMPARE(lake->get(id)->state, DeltaState::Forgotten);
        QCOMPARE(recalledIds(*lake, QStringLiteral("Thistlebury")), QStringList{});
        const CliRun restored = runTarn(home, {QStringLiteral("forget"), QStringLiteral("--lake"), lake.path(), QStringLiteral("--restore"), q.memory});
        QCOMPARE(restored.exitCode, 0);
        for (const QString &id : q.all())
            QCOMPARE(lake->get(id)->state, DeltaState::Active);
        QVERIFY(!recalledIds(*lake, QStringLiteral("Thistlebury")).isEmpty());
    }

    // --only-this / only_this: just this version; what quotes it and its turn still go.
    void onlyThisVersion()
    {
        TempLake lake;
        const Quoted q = quoted(*lake);
        QVERIFY(!q.memory.isEmpty());
        QTemporaryDir home;
        QCOMPARE(runTarn(home, {QStringLiteral("forget"), QStringLiteral("--lake"), lake.path(), QStringLiteral("--only-this"), q.memory}).exitCode, 0);
        for (const QString &id : {q.memory, q.affirmation, q.reply, q.turn})
            QCOMPARE(lake->get(id)->state, DeltaState::Forgotten);
        QCOMPARE(lake->get(q.version)->state, DeltaState::Active);
        QCOMPARE(recalledIds(*lake, QStringLiteral("Thistlebury")), QStringList{q.version});

        TempLake other;
        const Quoted r = quoted(*other);
        const QJsonObject erased = mcpCall(home, other.path(), QStringLiteral("forget"),
                                           {{QStringLiteral("id"), r.version}, {QStringLiteral("hard"), true}, {QStringLiteral("only_this"), true}});
        QVERIFY(!erased.value(QStringLiteral("isError")).toBool());
        QVERIFY(!other->get(r.version));
        QVERIFY(other->get(r.memory)); // the old version stays; nothing quotes the new one
        QVERIFY(other->get(r.affirmation));
    }

    // POST /v1/forget: dry_run answers the set; a hard forget erases it and
    // answers it; only_this limits it to the one version.
    void apiForgetReturnsTheSet()
    {
        TempLake lake;
        const Quoted q = quoted(*lake);
        QVERIFY(!q.memory.isEmpty());
        InMemorySecretStore secrets;
        ApiServer server(lake.path(), lake.clock, secrets, {});
        server.start();
        const QString token = server.tokens().issue(QStringLiteral("writer"), TokenScope::Write);
        const QJsonObject dry{{QStringLiteral("id"), q.memory}, {QStringLiteral("hard"), true}, {QStringLiteral("dry_run"), true}};
        const auto planned = apiSend(server, token, QStringLiteral("/v1/forget"), &dry);
        QCOMPARE(planned.first, 200);
        const QJsonObject set = planned.second.value(QStringLiteral("would_forget")).toObject();
        QCOMPARE(set.value(QStringLiteral("count")).toInt(), 5);
        QCOMPARE(set.value(QStringLiteral("turns")).toArray().size(), 1);
        QCOMPARE(set.value(QStringLiteral("engagements")).toArray().size(), 2);
        QVERIFY(planned.second.value(QStringLiteral("summary")).toString().contains(QStringLiteral("2 engagements")));
        for (const QString &id : q.all())
            QVERIFY(lake->get(id));
        const QJsonObject hard{{QStringLiteral("id"), q.memory}, {QStringLiteral("hard"), true}};
        const auto erased = apiSend(server, token, QStringLiteral("/v1/forget"), &hard);
        QCOMPARE(erased.first, 200);
        QCOMPARE(erased.second.value(QStringLiteral("set")).toObject().value(QStringLiteral("count")).toInt(), 5);
        for (const QString &id : q.all())
            QVERIFY2(!lake->get(id), qPrintable(id));
        const auto recalled = apiSend(server, token, QStringLiteral("/v1/recall?q=Thistlebury"));
        QCOMPARE(recalled.first, 200);
        QVERIFY(recalled.second.value(QStringLiteral("hits")).toArray().isEmpty());
        const auto searched = apiSend(server, token, QStringLiteral("/v1/deltas?q=Thistlebury"));
        QCOMPARE(searched.first, 200);
        QVERIFY(searched.second.value(QStringLiteral("deltas")).toArray().isEmpty());
        const auto context = apiSend(server, token, QStringLiteral("/v1/context?q=Thistlebury"));
        QVERIFY(!QJsonDocument(context.second).toJson().contains("Thistlebury"));
        const auto again = apiSend(server, token, QStringLiteral("/v1/forget"), &hard);
        QCOMPARE(again.first, 404);
        const QJsonObject bad{{QStringLiteral("id"), q.unrelated}, {QStringLiteral("hard"), QStringLiteral("yes")}};
        QCOMPARE(apiSend(server, token, QStringLiteral("/v1/forget"), &bad).first, 400);
        QVERIFY(lake->get(q.unrelated));
    }

    // On a server, a session that holds a snapshot from before the forget
    // (another machine mid-read) could still see the rows, and VACUUM FULL
    // would copy them into the rewritten table. The scrub waits for it.
    void hardForgetWaitsForOlderReaders()
    {
        if (!onPostgres())
            QSKIP("a lake file has no other sessions' snapshots to wait for");
        TempLake lake;
        const Quoted q = quoted(*lake);
        QVERIFY(!q.memory.isEmpty());
        const LakeLocation where = LakeLocation::parse(lake.path());
        std::atomic<bool> reading{false};
        std::thread reader([&] {
            // Its own connection, on its own thread: a read that lasts 1.5 s.
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("older-reader"));
                db.setHostName(where.host());
                db.setPort(where.port());
                db.setUserName(where.user());
                db.setDatabaseName(where.database());
                if (db.open()) {
                    QSqlQuery r(db);
                    r.exec(QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ"));
                    // A snapshot, and no lock on the lake's tables that would
                    // make the rewrite wait anyway (an autoanalyze elsewhere).
                    r.exec(QStringLiteral("SELECT 1"));
                    reading = true;
                    QThread::msleep(1500);
                    r.exec(QStringLiteral("COMMIT"));
                }
                reading = true;
            }
            QSqlDatabase::removeDatabase(QStringLiteral("older-reader"));
        });
        while (!reading)
            QThread::msleep(10);
        QElapsedTimer took;
        took.start();
        QTemporaryDir home;
        const CliRun hard = runTarn(home, {QStringLiteral("forget"), QStringLiteral("--lake"), lake.path(), QStringLiteral("--hard"),
                                           QStringLiteral("--yes"), q.memory});
        const qint64 ms = took.elapsed();
        reader.join();
        QCOMPARE(hard.exitCode, 0);
        QVERIFY2(ms >= 1000, qPrintable(QStringLiteral("the forget did not wait for the older reader (%1 ms)").arg(ms)));
        for (const QString &path : lakeFiles(*lake, lake.path())) {
            QFile f(path);
            QVERIFY(!f.open(QIODevice::ReadOnly) || !f.readAll().contains("Thistlebury"));
        }
    }

    // A hard forget leaves none of the erased words in the lake's bytes: the
    // main file and the WAL (checkpointed), the FTS5 segments included; on
    // PostgreSQL the files of the lake's tables, their TOAST and indexes (the
    // GIN's lexemes included); the audit keeps that it happened, not what.
    void hardForgetLeavesNoBytes()
    {
        TempLake lake;
        const Quoted q = quoted(*lake);
        QVERIFY(!q.memory.isEmpty());
        // Recall rewrites rows (recall counts); old copies of a row must not linger.
        QVERIFY(!recalledIds(*lake, QStringLiteral("Thistlebury")).isEmpty());
        const auto bytesHold = [&](const QByteArray &word) {
            QStringList where;
            for (const QString &path : lakeFiles(*lake, lake.path())) {
                QFile f(path);
                if (f.open(QIODevice::ReadOnly) && f.readAll().contains(word))
                    where << QFileInfo(f).fileName() + u' ' + relationOfFile().value(QFileInfo(f).fileName());
            }
            return where;
        };
        QVERIFY(!bytesHold("Thistlebury").isEmpty()); // the check can see the words
        QTemporaryDir home;
        const CliRun hard = runTarn(home, {QStringLiteral("forget"), QStringLiteral("--lake"), lake.path(), QStringLiteral("--hard"),
                                           QStringLiteral("--yes"), q.memory});
        QCOMPARE(hard.exitCode, 0);
        for (const QByteArray &word : {QByteArrayLiteral("Thistlebury"), QByteArrayLiteral("thistlebury"),
                                       QByteArrayLiteral("ex-partner")})
            QVERIFY2(bytesHold(word).isEmpty(), (word + " is still in " + bytesHold(word).join(u',').toUtf8()).constData());
        QVERIFY(bytesHold("Thistle tea").size() > 0 || lake->get(q.unrelated)); // the rest is intact
        QVERIFY(lake->get(q.unrelated));
        const QList<AuditEntry> audit = lake->audit().recent({QStringLiteral("forget-hard")});
        QCOMPARE(audit.size(), 1);
    }

    void mcp()
    {
        const QByteArray request =
            R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"recall","arguments":{"query":"zephyrine"}}})"
            "\n";
        const CliRun r = runTarn(m_home, {QStringLiteral("mcp"), QStringLiteral("--lake"), m_lake.path()}, {}, kMcpHello + request);
        QCOMPARE(r.exitCode, 0);
        const QJsonArray hits = QJsonDocument::fromJson(r.out.trimmed().split('\n').constLast())
                                    .object()
                                    .value(QStringLiteral("result"))
                                    .toObject()
                                    .value(QStringLiteral("structuredContent"))
                                    .toObject()
                                    .value(QStringLiteral("hits"))
                                    .toArray();
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.at(0).toObject().value(QStringLiteral("id")).toString(), m_live);
    }
};

QTEST_GUILESS_MAIN(TestForgettingTotal)
#include "tst_forgetting_total.moc"
