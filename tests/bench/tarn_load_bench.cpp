// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 7's load figure: a bounded burst of concurrent clients over
// loopback while a full reap of the kept 1M-delta lake runs.
//
// Each client is a thread with its own connection, sending requests one at
// a time in a fixed mix: half ingest (POST /v1/deltas, one capture each),
// a fifth recall, a fifth list, and a tenth with a wrong token, which must
// be answered 401 every time. Afterwards every delta the API acknowledged
// is looked up in the lake: none may be missing, and nothing a wrong token
// sent may be there.
//
// Beside it, the same mix straight through SQLite's C API: as many threads,
// each with its own connection to the raw twin of the lake, inserting one
// row per transaction, running the FTS5 BM25 query and the list query
// while one DELETE of the expired rows runs.
//
//   tarn_load_bench --from DIR [--clients 50] [--requests 2000] [--out FILE]
//
// See docs/BENCHMARKS.md.

#include "ApiBenchSupport.h"
#include "BenchSupport.h"
#include "Clock.h"
#include "DeltaId.h"
#include "Lake.h"
#include "LakeSql.h"
#include "RawLake.h"
#include "Reaper.h"
#include "SearchQuery.h"
#include "TarnError.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <atomic>
#include <sqlite3.h>
#include <thread>
#include <vector>

using namespace tarn;
using namespace tarn::bench;

namespace {

enum class Op { Ingest, Recall, List, WrongToken };

// The mix, by request number: 10 ingests, 4 recalls, 4 lists and 2 wrong
// tokens in every 20.
Op opFor(int j)
{
    const int k = j % 20;
    if (k < 10)
        return Op::Ingest;
    if (k < 14)
        return Op::Recall;
    if (k < 18)
        return Op::List;
    return Op::WrongToken;
}

QByteArray captureBody(int client, int j)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("source"), QStringLiteral("browser")},
                                     {QStringLiteral("content"),
                                      QStringLiteral("Load capture %1/%2: a page on connection pools and WAL checkpoints")
                                          .arg(client)
                                          .arg(j)},
                                     {QStringLiteral("tags"), QJsonArray{QStringLiteral("load")}}})
        .toJson(QJsonDocument::Compact);
}

struct Latencies
{
    QList<double> ingest, recall, list, wrongToken;
    QList<double> &of(Op op)
    {
        switch (op) {
        case Op::Ingest:
            return ingest;
        case Op::Recall:
            return recall;
        case Op::List:
            return list;
        case Op::WrongToken:
            break;
        }
        return wrongToken;
    }
    void add(const Latencies &o)
    {
        ingest += o.ingest;
        recall += o.recall;
        list += o.list;
        wrongToken += o.wrongToken;
    }
};

struct TarnRun
{
    Latencies lat;
    QStringList acknowledged;
    qint64 failed = 0;       // any answer but the expected one
    qint64 unauthorized = 0; // 401s to wrong tokens
    qint64 wrongTokenSent = 0;
    QStringList firstFailures;
    double seconds = 0;
    double reapSeconds = 0;
    qint64 reaped = 0;
    qint64 missing = 0;       // acknowledged, not in the lake
    qint64 smuggled = 0;      // written although the token was wrong
};

TarnRun runTarn(const QString &dir, const QTemporaryDir &tmp, const QStringList &queries, int clients, int requests)
{
    TarnRun run;
    ManualClock clock(kNow);
    const QString path = copyOf(dir + QStringLiteral("/tarn-1000000.sqlite"), tmp, QStringLiteral("load.sqlite"));
    {
        Lake lake(clock);
        lake.open(path); // migrates before the clock starts
    }
    Served served(path, clock);
    QMutex merge;
    std::atomic<bool> reapDone{false};
    QElapsedTimer wall;
    wall.start();
    std::thread reaper([&] {
        Lake lake(clock);
        lake.open(path);
        QElapsedTimer t;
        t.start();
        run.reaped = Reaper::run(lake).removed;
        run.reapSeconds = double(t.nsecsElapsed()) / 1e9;
        reapDone = true;
    });
    QList<QThread *> threads;
    for (int c = 0; c < clients; ++c)
        threads << QThread::create([&, c] {
            Client client;
            client.port = served.client.port;
            Latencies lat;
            QStringList acked;
            qint64 failed = 0, unauthorized = 0, wrongSent = 0;
            QStringList failures;
            for (int j = 0; j < requests; ++j) {
                const Op op = opFor(j);
                client.token = op == Op::WrongToken ? QStringLiteral("tarn_not-a-real-token-%1").arg(c) : served.client.token;
                QByteArray answer;
                QElapsedTimer t;
                t.start();
                int status = 0, expected = 200;
                switch (op) {
                case Op::Ingest:
                    expected = 201;
                    status = client.call("POST", QStringLiteral("/v1/deltas"), captureBody(c, j), &answer);
                    break;
                case Op::Recall:
                    status = client.call("GET", QStringLiteral("/v1/recall?limit=10&q=")
                                                    + QString::fromUtf8(QUrl::toPercentEncoding(queries.at((c + j) % queries.size()))));
                    break;
                case Op::List:
                    status = client.call("GET", QStringLiteral("/v1/deltas?source=browser&limit=20"));
                    break;
                case Op::WrongToken:
                    expected = 401;
                    ++wrongSent;
                    // Alternately a read and a write: neither may get through.
                    status = j % 2 ? client.call("GET", QStringLiteral("/v1/deltas?limit=5"))
                                   : client.call("POST", QStringLiteral("/v1/deltas"),
                                                 QJsonDocument(QJsonObject{{QStringLiteral("source"), QStringLiteral("browser")},
                                                                           {QStringLiteral("content"), QStringLiteral("smuggled")}})
                                                     .toJson(QJsonDocument::Compact));
                    break;
                }
                lat.of(op) << double(t.nsecsElapsed()) / 1e6;
                if (status != expected) {
                    ++failed;
                    if (failures.size() < 3)
                        failures << QStringLiteral("client %1 request %2: HTTP %3, expected %4").arg(c).arg(j).arg(status).arg(expected);
                    continue;
                }
                if (op == Op::WrongToken)
                    ++unauthorized;
                if (op == Op::Ingest)
                    acked << QJsonDocument::fromJson(answer).object().value(QStringLiteral("id")).toString();
            }
            QMutexLocker lock(&merge);
            run.lat.add(lat);
            run.acknowledged += acked;
            run.failed += failed;
            run.unauthorized += unauthorized;
            run.wrongTokenSent += wrongSent;
            run.firstFailures += failures;
        });
    for (QThread *t : std::as_const(threads))
        t->start();
    for (QThread *t : std::as_const(threads)) {
        t->wait();
        delete t;
    }
    run.seconds = double(wall.nsecsElapsed()) / 1e9;
    reaper.join();
    if (!reapDone)
        throw std::runtime_error("the reap did not finish");

    // Nothing lost, nothing smuggled in.
    Lake lake(clock);
    lake.open(path);
    for (const QString &id : std::as_const(run.acknowledged))
        if (!lake.get(id))
            ++run.missing;
    QSqlQuery q(LakeSql::of(lake));
    run.smuggled = q.exec(QStringLiteral("SELECT count(*) FROM deltas WHERE source = 'browser' AND content = 'smuggled'")) && q.next()
                       ? q.value(0).toLongLong()
                       : -1;
    return run;
}

// --- the same mix through SQLite's C API ---------------------------------

struct RawRun
{
    Latencies lat;
    double seconds = 0;
    double reapSeconds = 0;
    qint64 reaped = 0;
    qint64 errors = 0;
};

// SQLite's own busy handler: a writer waits for the lock as long as the
// one-statement DELETE holds it.
void waitForLocks(sqlite3 *db)
{
    sqlite3_busy_timeout(db, 600000);
}

qint64 drain(sqlite3 *db, const QByteArray &sql)
{
    sqlite3_stmt *st = nullptr;
    if (sqlite3_prepare_v2(db, sql.constData(), int(sql.size()), &st, nullptr) != SQLITE_OK)
        return -1;
    qint64 rows = 0;
    int rc = SQLITE_ROW;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW)
        ++rows;
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? rows : -1;
}

RawRun runRaw(const QString &dir, const QTemporaryDir &tmp, const QStringList &queries, int clients, int requests,
              const QString &tarnPath)
{
    RawRun run;
    const QString path = copyOf(dir + QStringLiteral("/raw-1000000.sqlite"), tmp, QStringLiteral("load-raw.sqlite"));
    RawLake(path).adoptIndexesOf(tarnPath); // the same indexes as the migrated Tarn lake
    QMutex merge;
    QElapsedTimer wall;
    wall.start();
    std::thread reaper([&] {
        RawLake raw(path);
        waitForLocks(raw.handle());
        QElapsedTimer t;
        t.start();
        run.reaped = raw.deleteExpired(kNow);
        run.reapSeconds = double(t.nsecsElapsed()) / 1e9;
    });
    const QByteArray facets = SearchQuery::facetsOf(QStringLiteral("browser"), QStringLiteral("observation"), QStringLiteral("local")).toUtf8();
    std::vector<std::thread> threads;
    for (int c = 0; c < clients; ++c)
        threads.emplace_back([&, c] {
            RawLake raw(path);
            waitForLocks(raw.handle());
            Latencies lat;
            qint64 errors = 0;
            for (int j = 0; j < requests; ++j) {
                const Op op = opFor(j);
                if (op == Op::WrongToken)
                    continue; // no tokens in raw SQLite
                QElapsedTimer t;
                t.start();
                try {
                    if (op == Op::Ingest) {
                        RawRow r;
                        r.rid = 50'000'000 + qint64(c) * requests + j;
                        r.content = QStringLiteral("Load capture %1/%2: a page on connection pools and WAL checkpoints").arg(c).arg(j).toUtf8();
                        r.tagsJson = "[\"load\"]";
                        r.tags = {QByteArrayLiteral("load")};
                        r.source = "browser";
                        r.kind = "observation";
                        r.observedAt = r.createdAt = kNow;
                        r.expiresAt = kNow + 7 * Duration::Day;
                        r.facets = facets;
                        raw.insertBatch(&r, 1);
                    } else if (op == Op::Recall) {
                        if (drain(raw.handle(), rawRecallSql(queries.at((c + j) % queries.size()))) < 0)
                            ++errors;
                    } else if (drain(raw.handle(), "SELECT * FROM deltas WHERE source = 'browser' ORDER BY rid DESC LIMIT 20") < 0) {
                        ++errors;
                    }
                } catch (const std::exception &) {
                    ++errors;
                }
                lat.of(op) << double(t.nsecsElapsed()) / 1e6;
            }
            QMutexLocker lock(&merge);
            run.lat.add(lat);
            run.errors += errors;
        });
    for (std::thread &t : threads)
        t.join();
    run.seconds = double(wall.nsecsElapsed()) / 1e9;
    reaper.join();
    return run;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Tarn's API under concurrent load during a 1M-delta reap, beside raw SQLite."));
    p.addHelpOption();
    p.addOption({QStringLiteral("from"), QStringLiteral("Folder with tarn-/raw-1000000.sqlite (tarn_bench --keep)."), QStringLiteral("DIR")});
    p.addOption({QStringLiteral("clients"), QStringLiteral("Concurrent clients (default 50)."), QStringLiteral("N"), QStringLiteral("50")});
    p.addOption({QStringLiteral("requests"), QStringLiteral("Requests per client (default 2000)."), QStringLiteral("N"), QStringLiteral("2000")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Also write the table here."), QStringLiteral("FILE")});
    p.process(app);
    if (!p.isSet(QStringLiteral("from"))) {
        err() << "tarn_load_bench: --from DIR is required (make one with: tarn_bench --sizes 1000000 --keep DIR)\n";
        return 2;
    }
    const QString dir = p.value(QStringLiteral("from"));
    const int clients = std::clamp(p.value(QStringLiteral("clients")).toInt(), 1, 500);
    const int requests = std::clamp(p.value(QStringLiteral("requests")).toInt(), 20, 100000);
    QTemporaryDir tmp(dir + QStringLiteral("/load-bench-XXXXXX"));
    try {
        QStringList queries;
        {
            RawLake raw(dir + QStringLiteral("/raw-1000000.sqlite"));
            queries = recallQueries(raw);
        }
        err() << "Tarn: " << clients << " clients x " << requests << " requests during a reap…\n";
        err().flush();
        const TarnRun t = runTarn(dir, tmp, queries, clients, requests);
        err() << "  " << fmt(t.seconds) << " s for the requests, " << fmt(t.reapSeconds) << " s for the reap\n";
        err() << "raw SQLite: the same mix…\n";
        err().flush();
        const RawRun r = runRaw(dir, tmp, queries, clients, requests, tmp.filePath(QStringLiteral("load.sqlite")));

        QString table;
        QTextStream out(&table);
        out << "| figure | Tarn | raw SQLite | ratio (Tarn ÷ raw) |\n|---|---:|---:|---:|\n";
        const auto row = [&](const QString &name, double tarn, double raw) {
            out << "| " << name << " | " << fmt(tarn) << " | " << fmt(raw) << " | " << fmt(raw > 0 ? tarn / raw : 0, 2) << " |\n";
        };
        const qint64 tarnServed = t.lat.ingest.size() + t.lat.recall.size() + t.lat.list.size() + t.lat.wrongToken.size();
        const qint64 rawDone = r.lat.ingest.size() + r.lat.recall.size() + r.lat.list.size();
        row(QStringLiteral("requests per second, all %1 clients (raw: operations, no wrong tokens)").arg(clients),
            tarnServed / t.seconds, rawDone / r.seconds);
        for (const auto &[name, tarnLat, rawLat] :
             {std::tuple{QStringLiteral("ingest, one delta per request"), t.lat.ingest, r.lat.ingest},
              std::tuple{QStringLiteral("recall, limit 10 (raw: the FTS5 BM25 query)"), t.lat.recall, r.lat.recall},
              std::tuple{QStringLiteral("list, 20 newest browser captures"), t.lat.list, r.lat.list}}) {
            row(name + QStringLiteral(" p50 (ms)"), percentile(tarnLat, 0.5), percentile(rawLat, 0.5));
            row(name + QStringLiteral(" p99 (ms)"), percentile(tarnLat, 0.99), percentile(rawLat, 0.99));
        }
        out << "| wrong token p50 / p99 (ms) | " << fmt(percentile(t.lat.wrongToken, 0.5)) << " / "
            << fmt(percentile(t.lat.wrongToken, 0.99)) << " | — | — |\n\n";
        out << "- " << tarnServed << " requests in " << fmt(t.seconds) << " s; failed requests: " << t.failed
            << "; acknowledged deltas: " << t.acknowledged.size() << ", missing afterwards: " << t.missing << ".\n";
        out << "- wrong tokens: " << t.unauthorized << " of " << t.wrongTokenSent << " answered 401; deltas they got in: " << t.smuggled
            << ".\n";
        out << "- the reap removed " << t.reaped << " deltas in " << fmt(t.reapSeconds) << " s while the clients ran (raw: one DELETE, "
            << r.reaped << " rows in " << fmt(r.reapSeconds) << " s, holding the write lock throughout; raw errors: " << r.errors
            << ").\n";
        for (const QString &f : std::as_const(t.firstFailures))
            out << "- failure: " << f << "\n";
        out.flush();
        publishTable(table, p.value(QStringLiteral("out")));
        return t.failed == 0 && t.missing == 0 && t.smuggled == 0 ? 0 : 1;
    } catch (const TarnError &e) {
        err() << "tarn_load_bench: " << e.message() << "\n";
        return 1;
    } catch (const std::exception &e) {
        err() << "tarn_load_bench: " << e.what() << "\n";
        return 1;
    }
}
