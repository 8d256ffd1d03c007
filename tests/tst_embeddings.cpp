// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Recall by meaning (issue 20): a local embedding server's vectors, kept
// in the lake beside the deltas, searched exactly and fused with lexical
// recall by reciprocal rank. Against a fake server that speaks the real
// Ollama and OpenAI protocols on loopback (FakeEmbeddingServer.h), on a
// thread of its own, since recall waits for the query's vector.

#include "CliRunner.h"
#include "DeltaId.h"
#include "Embedder.h"
#include "EmbeddingClient.h"
#include "EmbeddingConfig.h"
#include "EmbeddingIndex.h"
#include "EmbeddingStore.h"
#include "FakeEmbeddingServer.h"
#include "Forgetting.h"
#include "LakeSql.h"
#include "LakeStatsJson.h"
#include "MemorySettings.h"
#include "Recall.h"
#include "Scheduler.h"
#include "TestSupport.h"
#include "VectorMath.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QThread>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {

// The fake server on its own thread: recall blocks the test's thread while
// it waits for the query's vector.
class ServerThread
{
public:
    ServerThread()
    {
        m_thread.start();
        m_context = new QObject;
        m_context->moveToThread(&m_thread);
        QMetaObject::invokeMethod(m_context, [this] { m_server = new FakeEmbeddingServer; }, Qt::BlockingQueuedConnection);
    }
    ~ServerThread()
    {
        QMetaObject::invokeMethod(m_context, [this] { delete m_server; }, Qt::BlockingQueuedConnection);
        m_thread.quit();
        m_thread.wait();
        delete m_context;
    }
    FakeEmbeddingServer *operator->() { return m_server; }
    void setMode(FakeEmbeddingServer::Mode mode)
    {
        QMetaObject::invokeMethod(m_context, [this, mode] { m_server->setMode(mode); }, Qt::BlockingQueuedConnection);
    }
    void close()
    {
        QMetaObject::invokeMethod(m_context, [this] { m_server->close(); }, Qt::BlockingQueuedConnection);
    }
    QList<FakeEmbeddingServer::Seen> requests()
    {
        QList<FakeEmbeddingServer::Seen> out;
        QMetaObject::invokeMethod(m_context, [this, &out] { out = m_server->requests(); }, Qt::BlockingQueuedConnection);
        return out;
    }

private:
    QThread m_thread;
    QObject *m_context = nullptr;
    FakeEmbeddingServer *m_server = nullptr;
};

EmbeddingConfig configFor(const QString &url, const QString &model = QStringLiteral("fake-embed"),
                          EmbeddingConfig::Api api = EmbeddingConfig::Api::Ollama)
{
    EmbeddingConfig c;
    c.url = url;
    c.model = model;
    c.api = api;
    return c;
}

Embedder::Timing fastTiming()
{
    Embedder::Timing t;
    t.pollMs = 50;
    t.firstRetryMs = 50;
    t.maxRetryMs = 200;
    t.recountMs = 0;
    return t;
}

qint64 scalar(Lake &lake, const QString &sql)
{
    QSqlQuery q(LakeSql::of(lake));
    if (!q.exec(sql) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

// Recall as a list of "id score" lines: equal lists are equal recalls.
QStringList recallOf(Lake &lake, const QString &query, int limit = 10)
{
    RecallOptions o;
    o.touch = false;
    o.limit = limit;
    QStringList out;
    for (const RecallHit &h : Recall::recall(lake, query, o))
        out << h.delta.id + u' ' + QString::number(h.score, 'g', 17);
    return out;
}

QStringList idsOf(Lake &lake, const QString &query, int limit = 10)
{
    QStringList out;
    for (const QString &line : recallOf(lake, query, limit))
        out << line.section(u' ', 0, 0);
    return out;
}

// A small lake whose words overlap the queries below in some places only.
QList<Delta> fillLake(Lake &lake)
{
    const QStringList contents{
        QStringLiteral("Single parent raising two kids since 2019"),
        QStringLiteral("The build status is green again"),
        QStringLiteral("Order status: shipped on Monday"),
        QStringLiteral("Prefers tea over coffee in the morning"),
        QStringLiteral("The automobile needs new tyres before winter"),
        QStringLiteral("Meeting notes: roadmap review moved to Friday"),
        QStringLiteral("Allergic to peanuts"),
        QStringLiteral("Runs five kilometres on Saturdays"),
    };
    QList<Delta> out;
    for (const QString &c : contents)
        out << lake.insert(draft(QStringLiteral("chat"), c, Kind::Fact));
    return out;
}

bool runUntil(Embedder &embedder, qint64 embedded, int timeoutMs = 10000)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < timeoutMs * kTimeScale) {
        if (embedder.progress().embedded >= embedded && embedder.progress().total >= embedded && !embedder.isBusy())
            return true;
        QTest::qWait(20);
    }
    return false;
}

} // namespace

class TestEmbeddings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // This suite is about a server's vectors; the built-in word vectors
    // (tst_word_vectors) stay off in it and in the `tarn` it starts, however
    // it is run.
    void initTestCase() { qputenv("TARN_WORD_VECTORS", "off"); }
    void cleanup() { EmbeddingConfig::setCurrent({}); }

    void loopbackOnly()
    {
        QVERIFY(EmbeddingConfig::urlProblem(QStringLiteral("http://localhost:11434")).isEmpty());
        QVERIFY(EmbeddingConfig::urlProblem(QStringLiteral("http://127.0.0.1:8080/v1")).isEmpty());
        QVERIFY(EmbeddingConfig::urlProblem(QStringLiteral("http://[::1]:11434")).isEmpty());
        QVERIFY(EmbeddingConfig::urlProblem(QStringLiteral("http://127.1.2.3:1")).isEmpty());
        for (const QString &bad : {QStringLiteral("http://192.168.1.5:11434"), QStringLiteral("https://api.openai.com/v1"),
                                   QStringLiteral("http://example.com"), QStringLiteral("ftp://127.0.0.1/"),
                                   QStringLiteral("127.0.0.1:11434"), QStringLiteral("http://localhost.example.com")}) {
            const QString problem = EmbeddingConfig::urlProblem(bad);
            QVERIFY2(!problem.isEmpty(), qPrintable(bad));
        }
        QVERIFY(EmbeddingConfig::urlProblem(QStringLiteral("http://10.0.0.2:11434")).contains(QStringLiteral("loopback")));

        MemorySettings s;
        QVERIFY_THROWS_EXCEPTION(TarnError, s.setValue(QStringLiteral("embedding_url"), QStringLiteral("http://10.0.0.2:11434")));
        QVERIFY_THROWS_EXCEPTION(TarnError, s.setValue(QStringLiteral("embedding_api"), QStringLiteral("cohere")));
        s.setValue(QStringLiteral("embedding_url"), QStringLiteral("http://127.0.0.1:11434"));
        s.setValue(QStringLiteral("embedding_model"), QStringLiteral("nomic-embed-text"));
        s.setValue(QStringLiteral("embedding_api"), QStringLiteral("OpenAI"));
        QCOMPARE(s.value(QStringLiteral("embedding_api")), QStringLiteral("openai"));
        QVERIFY(s.embedding().enabled());
        QCOMPARE(s.embedding().endpoint().toString(), QStringLiteral("http://127.0.0.1:11434/v1/embeddings"));
        QVERIFY(!MemorySettings{}.embedding().enabled()); // off by default

        QCOMPARE(configFor(QStringLiteral("http://127.0.0.1:11434")).endpoint().toString(),
                 QStringLiteral("http://127.0.0.1:11434/api/embed"));
        QCOMPARE(configFor(QStringLiteral("http://127.0.0.1:8080/v1/"), QStringLiteral("m"), EmbeddingConfig::Api::OpenAi).endpoint().toString(),
                 QStringLiteral("http://127.0.0.1:8080/v1/embeddings"));

        // Even a config that never went through the settings is refused, without a request.
        ServerThread server;
        TempLake lake;
        fillLake(*lake);
        Embedder embedder(*lake, fastTiming());
        embedder.setConfig(configFor(QStringLiteral("http://192.168.1.5:%1").arg(server->port())));
        QTest::qWait(200);
        QVERIFY(embedder.progress().error.contains(QStringLiteral("loopback")));
        QCOMPARE(server.requests().size(), 0);
    }

    void parsesBothProtocols()
    {
        const auto o = EmbeddingClient::parse(EmbeddingConfig::Api::Ollama, R"({"embeddings":[[3,4],[0,2]]})", 2);
        QVERIFY(o.ok());
        QCOMPARE(o.vectors.at(0).at(0), 0.6f);
        QCOMPARE(o.vectors.at(1).at(1), 1.0f);
        const auto a = EmbeddingClient::parse(EmbeddingConfig::Api::OpenAi,
                                              R"({"data":[{"embedding":[0,1],"index":1},{"embedding":[1,0],"index":0}]})", 2);
        QVERIFY(a.ok());
        QCOMPARE(a.vectors.at(0).at(0), 1.0f); // by index, not by position
        QCOMPARE(a.vectors.at(1).at(1), 1.0f);
        const QList<QByteArray> garbage{"not json", "[]", R"({"embeddings":[[1,2],[3]]})", R"({"embeddings":[[0,0]]})",
                                        R"({"embeddings":[["a",1]]})", R"({"error":"model not found"})", R"({"embeddings":[[1e39,1]]})"};
        for (const QByteArray &g : garbage)
            QVERIFY2(!EmbeddingClient::parse(EmbeddingConfig::Api::Ollama, g, g.contains("[3]") ? 2 : 1).ok(), g.constData());
        QVERIFY(EmbeddingClient::parse(EmbeddingConfig::Api::Ollama, R"({"error":"model not found"})", 1)
                    .error.contains(QStringLiteral("model not found")));
        QVERIFY(!EmbeddingClient::parse(EmbeddingConfig::Api::OpenAi, R"({"data":[{"embedding":[1],"index":5}]})", 1).ok());
        QVERIFY(!EmbeddingClient::parse(EmbeddingConfig::Api::Ollama, R"({"embeddings":[[1]]})", 2).ok());
    }

    void vectorMath()
    {
        QRandomGenerator rng(20);
        for (int n : {1, 3, 7, 8, 15, 16, 31, 33, 64, 100, 384, 768}) {
            std::vector<float> a(static_cast<size_t>(n)), b(static_cast<size_t>(n));
            for (int i = 0; i < n; ++i) {
                a[size_t(i)] = float(rng.generateDouble() - 0.5);
                b[size_t(i)] = float(rng.generateDouble() - 0.5);
            }
            QVERIFY(std::abs(VectorMath::dot(a.data(), b.data(), n) - VectorMath::dotScalar(a.data(), b.data(), n)) < 1e-4f);
            // Rows kept in half precision (EmbeddingIndex): the same dot, to
            // the halves' precision, whatever the length's remainder.
            std::vector<qfloat16> half(static_cast<size_t>(n));
            qFloatToFloat16(half.data(), a.data(), n);
            const float exact = VectorMath::dotScalar(a.data(), b.data(), n);
            QVERIFY2(std::abs(VectorMath::dotHalf(half.data(), b.data(), n) - exact) < 2e-3f * std::max(1.0f, std::sqrt(float(n))),
                     qPrintable(QString::number(n)));
        }
        const int dim = 24, count = 500;
        std::vector<float> rows(static_cast<size_t>(dim * count)), query(static_cast<size_t>(dim));
        for (float &x : rows)
            x = float(rng.generateDouble());
        for (float &x : query)
            x = float(rng.generateDouble());
        std::vector<std::pair<float, qsizetype>> brute;
        for (qsizetype r = 0; r < count; ++r)
            brute.emplace_back(VectorMath::dotScalar(rows.data() + r * dim, query.data(), dim), r);
        std::sort(brute.begin(), brute.end(), [](auto x, auto y) { return x.first > y.first; });
        const auto top = VectorMath::topK(rows.data(), count, dim, query.data(), 10);
        QCOMPARE(int(top.size()), 10);
        for (int i = 0; i < 10; ++i)
            QCOMPARE(top[size_t(i)].first, brute[size_t(i)].second);
        // The half-precision scan finds the same best rows, where they are
        // not closer to each other than the halves can tell apart.
        std::vector<qfloat16> halfRows(rows.size());
        qFloatToFloat16(halfRows.data(), rows.data(), qsizetype(rows.size()));
        const auto halfTop = VectorMath::topKHalf(halfRows.data(), count, dim, query.data(), 10);
        QCOMPARE(int(halfTop.size()), 10);
        for (int i = 0; i < 10; ++i)
            QVERIFY(std::abs(halfTop[size_t(i)].second - brute[size_t(i)].first) < 0.02f);
        QCOMPARE(halfTop.front().first, brute.front().second);
    }

    // The in-memory copy follows the lake: new vectors, vectors that left
    // (through the log, or by comparing every rid once the log was pruned),
    // a vector written again, another model.
    void indexFollowsTheLake()
    {
        TempLake lake;
        QList<qint64> rids;
        std::vector<std::vector<float>> vectors;
        for (int i = 0; i < 10; ++i) {
            rids << *DeltaId::toKey(lake->insert(draft(QStringLiteral("chat"), QStringLiteral("item %1").arg(i), Kind::Fact)).id);
            std::vector<float> v(8, 0.0f);
            v[size_t(i % 8)] = 1.0f;
            v[size_t((i + 1) % 8)] = 0.1f * float(i);
            EmbeddingClient::normalise(v);
            vectors.push_back(v);
        }
        EmbeddingStore::store(*lake, QStringLiteral("m"), rids.mid(0, 6), {vectors.begin(), vectors.begin() + 6});
        EmbeddingIndex index;
        index.refresh(*lake, QStringLiteral("m"));
        QCOMPARE(index.size(), 6);
        QCOMPARE(index.dimension(), 8);
        EmbeddingStore::store(*lake, QStringLiteral("m"), rids.mid(6), {vectors.begin() + 6, vectors.end()});
        index.refresh(*lake, QStringLiteral("m"));
        QCOMPARE(index.size(), 10);
        QCOMPARE(index.nearest(vectors[9], 1).front().first, rids[9]);
        // The newest leaves (its seq was the highest), then an older one.
        lake->exec(QStringLiteral("DELETE FROM deltas WHERE rid = %1").arg(rids[9]));
        lake->exec(QStringLiteral("DELETE FROM deltas WHERE rid = %1").arg(rids[2]));
        index.refresh(*lake, QStringLiteral("m"));
        QCOMPARE(index.size(), 8);
        QVERIFY(index.nearest(vectors[9], 10).size() == 8);
        for (const auto &[rid, score] : index.nearest(vectors[2], 10))
            QVERIFY(rid != rids[2] && rid != rids[9]);
        // Written again (a retry): still one row for it, with the new vector.
        EmbeddingStore::store(*lake, QStringLiteral("m"), {rids[0]}, {vectors[5]});
        index.refresh(*lake, QStringLiteral("m"));
        QCOMPARE(index.size(), 8);
        QVERIFY(index.nearest(vectors[5], 2).back().second > 0.999f); // rids[0] now holds vectors[5] too
        // The log pruned past what the copy saw: it compares every rid.
        lake->exec(QStringLiteral("DELETE FROM deltas WHERE rid = %1").arg(rids[3]));
        lake->exec(QStringLiteral("DELETE FROM delta_vectors_gone"));
        lake->exec(QStringLiteral("DELETE FROM deltas WHERE rid = %1").arg(rids[4]));
        index.refresh(*lake, QStringLiteral("m"));
        QCOMPARE(index.size(), 6);
        for (const auto &[rid, score] : index.nearest(vectors[3], 10))
            QVERIFY(rid != rids[3] && rid != rids[4]);
        // Another model: only its vectors.
        EmbeddingStore::store(*lake, QStringLiteral("m2"), {rids[1]}, {vectors[1]});
        index.refresh(*lake, QStringLiteral("m2"));
        QCOMPARE(index.size(), 1);
        index.refresh(*lake, QStringLiteral("m"));
        QCOMPARE(index.size(), 5);
        // A query of another size finds nothing rather than garbage.
        QVERIFY(index.nearest(std::vector<float>(4, 0.5f), 3).empty());
    }

    // 70 deltas go in batches of at most 32; an embedder stopped after its
    // first batch leaves the rest to the next, which asks only for those.
    void batchesAndResumes()
    {
        ServerThread server;
        TempLake lake;
        for (int i = 0; i < 70; ++i)
            lake->insert(draft(QStringLiteral("chat"), QStringLiteral("note number %1 about otters").arg(i), Kind::Fact));
        const EmbeddingConfig config = configFor(server->baseUrl());
        {
            Embedder first(*lake, fastTiming());
            QSignalSpy batches(&first, &Embedder::batchDone);
            first.setConfig(config);
            QVERIFY(batches.wait(5000 * kTimeScale));
            QCOMPARE(batches.first().first().toInt(), 32);
        } // stopped: a restart
        QCOMPARE(scalar(*lake, QStringLiteral("SELECT count(*) FROM delta_vectors")), 32);
        const qsizetype before = server.requests().size();
        QCOMPARE(server.requests().constFirst().input.size(), 32);
        QCOMPARE(server.requests().constFirst().path, QByteArray("/api/embed"));
        QCOMPARE(server.requests().constFirst().model, QStringLiteral("fake-embed"));

        Embedder second(*lake, fastTiming());
        second.setConfig(config);
        QVERIFY(runUntil(second, 70));
        QCOMPARE(second.progress().total, 70);
        QCOMPARE(second.progress().embedded, 70);
        QVERIFY(second.progress().error.isEmpty());
        QCOMPARE(scalar(*lake, QStringLiteral("SELECT count(*) FROM delta_vectors WHERE model = 'fake-embed' AND dim = 64")), 70);
        qsizetype asked = 0;
        const auto requests = server.requests();
        for (qsizetype i = before; i < requests.size(); ++i) {
            QVERIFY(requests.at(i).input.size() <= EmbeddingClient::kBatchSize);
            asked += requests.at(i).input.size();
        }
        // The second asked for the 38 left (and at most one batch the first had in flight).
        QVERIFY2(asked == 38 || asked == 38 + 32, qPrintable(QString::number(asked)));

        // New deltas are embedded as they arrive.
        for (int i = 0; i < 3; ++i)
            lake->insert(draft(QStringLiteral("chat"), QStringLiteral("late otter %1").arg(i), Kind::Fact));
        QVERIFY(runUntil(second, 73));
        QCOMPARE(scalar(*lake, QStringLiteral("SELECT count(*) FROM delta_vectors")), 73);

        // A new model embeds everything again and leaves no vector of the old.
        second.setConfig(configFor(server->baseUrl(), QStringLiteral("fake-embed-2")));
        QTRY_COMPARE_WITH_TIMEOUT(scalar(*lake, QStringLiteral("SELECT count(*) FROM delta_vectors WHERE model = 'fake-embed-2'")), 73,
                                  10000 * kTimeScale);
        QCOMPARE(scalar(*lake, QStringLiteral("SELECT count(*) FROM delta_vectors")), 73);
        QCOMPARE(server.requests().constLast().model, QStringLiteral("fake-embed-2"));
    }

    // A text the server refuses (too long for its context) does not hold up the rest.
    void refusedTextIsPassedOver()
    {
        ServerThread server;
        TempLake lake;
        for (int i = 0; i < 40; ++i)
            lake->insert(draft(QStringLiteral("chat"), i == 5 ? QStringLiteral("a POISON text") : QStringLiteral("plain note %1").arg(i),
                               Kind::Fact));
        Embedder embedder(*lake, fastTiming());
        QSignalSpy changes(&embedder, &Embedder::progressChanged);
        embedder.setConfig(configFor(server->baseUrl()));
        QTRY_COMPARE_WITH_TIMEOUT(scalar(*lake, QStringLiteral("SELECT count(*) FROM delta_vectors")), 39, 10000 * kTimeScale);
        QVERIFY(embedder.progress().error.isEmpty());
        for (const QList<QVariant> &args : changes)
            QVERIFY(args.at(0).value<EmbeddingProgress>().error.isEmpty()); // nothing to tell the person
        // After the refused batch, one at a time, then whole batches again.
        const auto requests = server.requests();
        QCOMPARE(requests.at(0).input.size(), 32);
        QCOMPARE(requests.at(1).input.size(), 1);
        QStringList sizes;
        for (const auto &r : requests)
            sizes << QString::number(r.input.size());
        QVERIFY2(requests.constLast().input.size() > 1, qPrintable(sizes.join(u',')));
    }

    // The OpenAI shape, answered out of order: each vector lands on its delta.
    void openAiProtocol()
    {
        ServerThread server;
        TempLake lake;
        const QList<Delta> deltas = fillLake(*lake);
        Embedder embedder(*lake, fastTiming());
        embedder.setConfig(configFor(server->baseUrl() + QStringLiteral("/v1"), QStringLiteral("llama"), EmbeddingConfig::Api::OpenAi));
        QVERIFY(runUntil(embedder, deltas.size()));
        QCOMPARE(server.requests().constFirst().path, QByteArray("/v1/embeddings"));
        QSqlQuery q(LakeSql::of(*lake));
        q.prepare(QStringLiteral("SELECT vec FROM delta_vectors WHERE rid = ?"));
        q.addBindValue(*DeltaId::toKey(deltas.at(4).id));
        QVERIFY(q.exec() && q.next());
        const QByteArray blob = q.value(0).toByteArray();
        std::vector<float> expected;
        for (double x : FakeEmbeddingServer::vectorFor(deltas.at(4).content))
            expected.push_back(float(x));
        QVERIFY(EmbeddingClient::normalise(expected));
        QCOMPARE(blob, EmbeddingStore::toBlob(expected));
    }

    // The fusion brings in what shares no word with the query but its meaning.
    void fusionFindsMeaning()
    {
        ServerThread server;
        TempLake lake;
        const QList<Delta> deltas = fillLake(*lake);
        const QString parent = deltas.at(0).id;
        const QStringList lexical = idsOf(*lake, QStringLiteral("relationship status"));
        QVERIFY(!lexical.contains(parent));
        QVERIFY(lexical.contains(deltas.at(1).id)); // "build status"

        Embedder embedder(*lake, fastTiming());
        embedder.setConfig(configFor(server->baseUrl()));
        QVERIFY(runUntil(embedder, deltas.size()));
        EmbeddingConfig::setCurrent(configFor(server->baseUrl()));
        const QStringList fused = idsOf(*lake, QStringLiteral("relationship status"));
        QVERIFY2(fused.contains(parent), qPrintable(fused.join(u',')));
        // First by meaning only; "build status" is first by words and close by meaning, so it leads.
        QVERIFY(fused.indexOf(parent) <= 2);
        // --explain says why it is there.
        RecallOptions explained;
        explained.touch = false;
        for (const RecallHit &h : Recall::recall(*lake, QStringLiteral("relationship status"), explained))
            if (h.delta.id == parent) {
                QCOMPARE(h.meaningRank, 1);
                QVERIFY(h.explanation().contains(QStringLiteral("meaning #1")));
                QCOMPARE(Recall::hitToJson(h, true).value(QStringLiteral("explain")).toObject().value(QStringLiteral("meaning_rank")).toInt(), 1);
            }
        // A query with no lexical match at all still finds it by meaning.
        QVERIFY(idsOf(*lake, QStringLiteral("married spouse")).contains(parent));
        QVERIFY(idsOf(*lake, QStringLiteral("car")).contains(deltas.at(4).id));
        // Filters apply to the vector list too.
        RecallOptions o;
        o.touch = false;
        o.kinds = {Kind::Episode};
        QVERIFY(Recall::recall(*lake, QStringLiteral("married spouse"), o).isEmpty());
        // Capture's "forget ..." match needs every word: no vectors there.
        o.kinds = {};
        o.meaning = false;
        QVERIFY(Recall::recall(*lake, QStringLiteral("married spouse"), o).isEmpty());
    }

    // Without a server, or with one that is down or silent, recall is what it was.
    void recallUnchangedWithoutServer()
    {
        ServerThread server;
        TempLake lake;
        fillLake(*lake);
        for (int i = 0; i < 20; ++i)
            lake->insert(draft(QStringLiteral("chat"), QStringLiteral("status report %1 for the order").arg(i), Kind::Fact));
        const QStringList queries{QStringLiteral("relationship status"), QStringLiteral("order status"),
                                  QStringLiteral("tea in the morning"), QStringLiteral("roadmap")};
        QList<QStringList> before;
        for (const QString &q : queries)
            before << recallOf(*lake, q);
        const QByteArray exportBefore = exportOf(*lake);
        const QJsonObject statsOff = LakeStatsJson::toJson(lake->stats(), lake.path());
        QVERIFY(!statsOff.contains(QStringLiteral("embeddings")));

        Embedder embedder(*lake, fastTiming());
        embedder.setConfig(configFor(server->baseUrl()));
        QVERIFY(runUntil(embedder, 28));
        // Vectors are derived data: the export (the person's memories) is unchanged.
        QCOMPARE(exportOf(*lake), exportBefore);
        // Off (the vectors in the lake notwithstanding): identical.
        for (qsizetype i = 0; i < queries.size(); ++i)
            QCOMPARE(recallOf(*lake, queries.at(i)), before.at(i));

        // On, with a server that does not answer in time: lexical, identical, within the query's deadline.
        EmbeddingConfig::setCurrent(configFor(server->baseUrl()));
        server.setMode(FakeEmbeddingServer::Mode::Silent);
        QElapsedTimer t;
        t.start();
        QCOMPARE(recallOf(*lake, queries.at(0)), before.at(0));
        QVERIFY(t.elapsed() < (EmbeddingClient::kQueryTimeoutSeconds * 1000 + 1500) * kTimeScale);
        // With garbage: the same.
        server.setMode(FakeEmbeddingServer::Mode::Garbage);
        for (qsizetype i = 0; i < queries.size(); ++i)
            QCOMPARE(recallOf(*lake, queries.at(i)), before.at(i));
        // With the server gone: the same.
        server.close();
        for (qsizetype i = 0; i < queries.size(); ++i)
            QCOMPARE(recallOf(*lake, queries.at(i)), before.at(i));
    }

    // A server that is down is said once and retried; garbage and oversized
    // answers are refused within their bounds; nothing is stored from them.
    void failuresAreBoundedAndSaid()
    {
        ServerThread server;
        TempLake lake;
        const QList<Delta> deltas = fillLake(*lake);
        const EmbeddingConfig config = configFor(server->baseUrl());
        EmbeddingConfig::setCurrent(config);
        Embedder embedder(*lake, fastTiming());
        QSignalSpy changes(&embedder, &Embedder::progressChanged);

        server.setMode(FakeEmbeddingServer::Mode::Garbage);
        embedder.setConfig(config);
        QTRY_VERIFY_WITH_TIMEOUT(embedder.progress().error.contains(QStringLiteral("JSON")), 5000 * kTimeScale);
        QTRY_VERIFY_WITH_TIMEOUT(server.requests().size() >= 3, 5000 * kTimeScale); // retried
        const qsizetype said = std::count_if(changes.cbegin(), changes.cend(), [](const QList<QVariant> &args) {
            return !args.at(0).value<EmbeddingProgress>().error.isEmpty();
        });
        QCOMPARE(said, 1); // once, not per retry
        QCOMPARE(scalar(*lake, QStringLiteral("SELECT count(*) FROM delta_vectors")), 0);
        const LakeStats stats = lake->stats();
        QVERIFY(stats.embeddings);
        QCOMPARE(stats.embeddings->embedded, 0);
        QCOMPARE(stats.embeddings->total, deltas.size());
        QVERIFY(stats.embeddings->lastError.contains(QStringLiteral("JSON")));
        const QJsonObject json = LakeStatsJson::toJson(stats, lake.path()).value(QStringLiteral("embeddings")).toObject();
        QCOMPARE(json.value(QStringLiteral("model")).toString(), QStringLiteral("fake-embed"));
        QVERIFY(json.value(QStringLiteral("last_error")).toString().contains(QStringLiteral("JSON")));

        server.setMode(FakeEmbeddingServer::Mode::WrongCount);
        QTRY_VERIFY_WITH_TIMEOUT(embedder.progress().error.contains(QStringLiteral("vectors for")), 5000 * kTimeScale);

        server.setMode(FakeEmbeddingServer::Mode::Error500);
        QTRY_VERIFY_WITH_TIMEOUT(embedder.progress().error.contains(QStringLiteral("500")), 5000 * kTimeScale);

        // 100 MiB announced: cut off at the cap, at once.
        server.setMode(FakeEmbeddingServer::Mode::Oversized);
        QTRY_VERIFY_WITH_TIMEOUT(embedder.progress().error.contains(QStringLiteral("larger than")), 5000 * kTimeScale);
        QCOMPARE(scalar(*lake, QStringLiteral("SELECT count(*) FROM delta_vectors")), 0);

        // It answers again: the error clears and the work is done.
        server.setMode(FakeEmbeddingServer::Mode::Normal);
        QVERIFY(runUntil(embedder, deltas.size()));
        QTRY_VERIFY_WITH_TIMEOUT(embedder.progress().error.isEmpty(), 5000 * kTimeScale);
        QVERIFY(lake->stats().embeddings->lastError.isEmpty());
        QCOMPARE(lake->stats().embeddings->embedded, deltas.size());

        // Down: said, and recall by meaning quietly becomes lexical.
        server.close();
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("one more note"), Kind::Fact));
        QTRY_VERIFY_WITH_TIMEOUT(!embedder.progress().error.isEmpty(), 5000 * kTimeScale);
        QVERIFY(!lake->stats().embeddings->lastError.isEmpty());
    }

    // A forgotten delta's vector goes with it (hard) or is never returned (soft).
    void forgottenVectors()
    {
        ServerThread server;
        TempLake lake;
        const QList<Delta> deltas = fillLake(*lake);
        const Delta secret = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("married in Reykjavik under a secret name"), Kind::Fact));
        Embedder embedder(*lake, fastTiming());
        embedder.setConfig(configFor(server->baseUrl()));
        QVERIFY(runUntil(embedder, deltas.size() + 1));
        EmbeddingConfig::setCurrent(configFor(server->baseUrl()));
        QVERIFY(idsOf(*lake, QStringLiteral("spouse")).contains(secret.id));
        QVERIFY(idsOf(*lake, QStringLiteral("spouse")).contains(deltas.at(0).id));

        QSqlQuery q(LakeSql::of(*lake));
        q.prepare(QStringLiteral("SELECT vec FROM delta_vectors WHERE rid = ?"));
        q.addBindValue(*DeltaId::toKey(secret.id));
        QVERIFY(q.exec() && q.next());
        const QByteArray blob = q.value(0).toByteArray();
        q.finish();
        QCOMPARE(blob.size(), 4 * FakeEmbeddingServer::kDim);

        Forgetting::forget(*lake, secret.id, true);
        QCOMPARE(scalar(*lake, QStringLiteral("SELECT count(*) FROM delta_vectors WHERE rid = %1").arg(*DeltaId::toKey(secret.id))), 0);
        QVERIFY(!idsOf(*lake, QStringLiteral("spouse")).contains(secret.id));
        // No byte of its vector is left in the lake's files.
        for (const QString &suffix : {QString(), QStringLiteral("-wal")}) {
            QFile f(lake.path() + suffix);
            if (f.open(QIODevice::ReadOnly))
                QVERIFY2(!f.readAll().contains(blob), qPrintable(suffix));
        }
        // The in-memory index dropped it too.
        const auto index = EmbeddingIndex::forLake(lake.path());
        index->refresh(*lake, QStringLiteral("fake-embed"));
        QCOMPARE(index->size(), deltas.size());

        // Soft forget, invalid, superseded, expired: kept, never returned.
        Forgetting::forget(*lake, deltas.at(0).id, false);
        QVERIFY(!idsOf(*lake, QStringLiteral("spouse")).contains(deltas.at(0).id));
        Forgetting::restore(*lake, deltas.at(0).id);
        QVERIFY(idsOf(*lake, QStringLiteral("spouse")).contains(deltas.at(0).id));
        lake->exec(QStringLiteral("UPDATE deltas SET state = 'invalidated' WHERE rid = %1").arg(*DeltaId::toKey(deltas.at(0).id)));
        QVERIFY(!idsOf(*lake, QStringLiteral("spouse")).contains(deltas.at(0).id));
        QVERIFY(idsOf(*lake, QStringLiteral("automobile")).contains(deltas.at(4).id));
        lake->exec(QStringLiteral("UPDATE deltas SET expires_at = %1 WHERE rid = %2").arg(lake.clock.nowMs() - 1).arg(*DeltaId::toKey(deltas.at(4).id)));
        QVERIFY(!idsOf(*lake, QStringLiteral("automobile")).contains(deltas.at(4).id));
    }

    // The window and `tarn serve` run the embedder with the scheduler, on
    // its thread, from the memory settings; a change of settings reaches it.
    void runsWithTheScheduler()
    {
        ServerThread server;
        TempLake lake;
        const QList<Delta> deltas = fillLake(*lake);
        SchedulerConfig config;
        config.reapAtStart = false;
        config.memory.embeddingUrl = server->baseUrl();
        config.memory.embeddingModel = QStringLiteral("fake-embed");
        SchedulerHost host(lake.path(), lake.clock, config);
        QSignalSpy progress(host.scheduler(), &Scheduler::embeddingProgress);
        host.start();
        QTRY_COMPARE_WITH_TIMEOUT(scalar(*lake, QStringLiteral("SELECT count(*) FROM delta_vectors")), deltas.size(), 10000 * kTimeScale);
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty() && progress.constLast().at(0).value<EmbeddingProgress>().embedded == deltas.size(),
                                 10000 * kTimeScale);
        QCOMPARE(progress.constLast().at(0).value<EmbeddingProgress>().total, deltas.size());
        // Recall in this process follows the scheduler's setting.
        QVERIFY(EmbeddingConfig::current().enabled());
        QVERIFY(idsOf(*lake, QStringLiteral("spouse")).contains(deltas.at(0).id));

        config.memory.embeddingModel = QStringLiteral("fake-embed-2");
        host.setConfig(config);
        QTRY_COMPARE_WITH_TIMEOUT(scalar(*lake, QStringLiteral("SELECT count(*) FROM delta_vectors WHERE model = 'fake-embed-2'")),
                                  deltas.size(), 10000 * kTimeScale);
        config.memory.embeddingUrl.clear();
        host.setConfig(config);
        QTRY_VERIFY_WITH_TIMEOUT(!progress.constLast().at(0).value<EmbeddingProgress>().enabled, 5000 * kTimeScale);
        QTRY_VERIFY(!EmbeddingConfig::current().enabled());
    }

    // `tarn config` takes the settings (and refuses another computer),
    // `tarn stats` reports the progress, `tarn recall` finds by meaning.
    void cli()
    {
        ServerThread server;
        QTemporaryDir home;
        const QList<QPair<QString, QString>> env{{QStringLiteral("TARN_LAKE"), home.filePath(QStringLiteral("lake.sqlite"))}};
        CliRun r = runTarn(home, {QStringLiteral("config"), QStringLiteral("memory.embedding_url"), QStringLiteral("http://10.1.2.3:11434")}, env);
        QVERIFY(r.exitCode != 0);
        QVERIFY(r.err.contains("loopback"));
        QCOMPARE(runTarn(home, {QStringLiteral("config"), QStringLiteral("memory.embedding_url"), server->baseUrl()}, env).exitCode, 0);
        QCOMPARE(runTarn(home, {QStringLiteral("config"), QStringLiteral("memory.embedding_model"), QStringLiteral("fake-embed")}, env).exitCode, 0);
        r = runTarn(home, {QStringLiteral("config"), QStringLiteral("--json")}, env);
        QCOMPARE(r.json().value(QStringLiteral("memory.embedding_api")).toString(), QStringLiteral("ollama"));
        QCOMPARE(r.json().value(QStringLiteral("memory.embedding_url")).toString(), server->baseUrl());
        r = runTarn(home, {QStringLiteral("remember"), QStringLiteral("Single parent raising two kids since 2019")}, env);
        QCOMPARE(r.exitCode, 0);
        runTarn(home, {QStringLiteral("remember"), QStringLiteral("The build status is green again")}, env);

        r = runTarn(home, {QStringLiteral("stats"), QStringLiteral("--json")}, env);
        QJsonObject e = r.json().value(QStringLiteral("embeddings")).toObject();
        QCOMPARE(e.value(QStringLiteral("embedded")).toInt(), 0);
        QCOMPARE(e.value(QStringLiteral("total")).toInt(), 2);
        QCOMPARE(e.value(QStringLiteral("model")).toString(), QStringLiteral("fake-embed"));
        // Nothing embedded yet: lexical, and no request.
        r = runTarn(home, {QStringLiteral("recall"), QStringLiteral("married spouse")}, env);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(server.requests().size(), 0);

        // What the window or `tarn serve` would do in the background.
        {
            Lake lake(SystemClock::instance());
            lake.open(home.filePath(QStringLiteral("lake.sqlite")));
            Embedder embedder(lake, fastTiming());
            embedder.setConfig(configFor(server->baseUrl()));
            QVERIFY(runUntil(embedder, 2));
        }
        r = runTarn(home, {QStringLiteral("stats")}, env);
        QVERIFY2(r.out.contains("Embeddings: 2 of 2 live deltas with fake-embed"), r.out.constData());
        r = runTarn(home, {QStringLiteral("recall"), QStringLiteral("married spouse"), QStringLiteral("--json")}, env);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Single parent"), r.out.constData());
        // Off again: lexical only, and stats without the section.
        runTarn(home, {QStringLiteral("config"), QStringLiteral("memory.embedding_url"), QString()}, env);
        r = runTarn(home, {QStringLiteral("recall"), QStringLiteral("married spouse"), QStringLiteral("--json")}, env);
        QVERIFY(!r.out.contains("Single parent"));
        QVERIFY(!runTarn(home, {QStringLiteral("stats"), QStringLiteral("--json")}, env).json().contains(QStringLiteral("embeddings")));
    }
};

QTEST_GUILESS_MAIN(TestEmbeddings)
#include "tst_embeddings.moc"
