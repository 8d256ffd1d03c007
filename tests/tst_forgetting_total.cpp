// Forgetting is total (DESIGN §4): a delta that was forgotten, erased or
// reaped never comes back, by the same id, from any interface: the core
// (get, list, search, recall, the FTS index), the CLI (show, list, recall,
// export), the HTTP API and MCP.

#include "ApiServer.h"
#include "CliRunner.h"
#include "DeltaId.h"
#include "Forgetting.h"
#include "InMemorySecretStore.h"
#include "MemoryOperations.h"
#include "Reaper.h"
#include "Recall.h"
#include "TestSupport.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSqlQuery>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

class TestForgettingTotal : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    TempLake m_lake;
    QString m_soft, m_hard, m_reaped, m_live, m_invalid;

    qint64 ftsRows(const QString &id)
    {
        QSqlQuery q(m_lake->database());
        q.prepare(QStringLiteral("SELECT count(*) FROM delta_fts WHERE rowid = ? AND delta_fts MATCH 'zephyrine'"));
        q.addBindValue(*DeltaId::toKey(id));
        q.exec();
        q.next();
        return q.value(0).toLongLong();
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
                                 QJsonDocument(call).toJson(QJsonDocument::Compact) + "\n");
        return QJsonDocument::fromJson(r.out.trimmed()).object().value(QStringLiteral("result")).toObject();
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

    void mcp()
    {
        const QByteArray request =
            R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"recall","arguments":{"query":"zephyrine"}}})"
            "\n";
        const CliRun r = runTarn(m_home, {QStringLiteral("mcp"), QStringLiteral("--lake"), m_lake.path()}, {}, request);
        QCOMPARE(r.exitCode, 0);
        const QJsonArray hits = QJsonDocument::fromJson(r.out.trimmed())
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
