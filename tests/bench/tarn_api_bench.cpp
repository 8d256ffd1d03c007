// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 4's figures, each beside the same work done through SQLite's C API
// on the raw twin of the lake (lakes kept by `tarn_bench --keep DIR`):
//
//  - a decay-policy sweep over 100k deltas (target < 2 s; seed 003 §15.4's
//    contract is 60 s) and a dry run over 1M deltas (target < 5 s; 30 s);
//  - ingest over loopback HTTP, one delta per request and batched;
//  - p50/p99 of GET /v1/recall, alone and while a 1M-delta reap runs.
//
//   tarn_api_bench --from DIR [--out FILE]
//
// See docs/BENCHMARKS.md.

#include "ApiBenchSupport.h"
#include "Clock.h"
#include "DecayPolicy.h"
#include "InMemorySecretStore.h"
#include "Lake.h"
#include "BenchSupport.h"
#include "RawLake.h"
#include "Reaper.h"
#include "SearchQuery.h"
#include "TarnError.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTemporaryDir>
#include <QTextStream>
#include <algorithm>
#include <atomic>
#include <sqlite3.h>
#include <thread>

using namespace tarn;
using namespace tarn::bench;
using tarn::bench::RawLake;

namespace {

double rawMs(sqlite3 *db, const QByteArray &sql)
{
    QElapsedTimer t;
    t.start();
    char *error = nullptr;
    if (sqlite3_exec(db, sql.constData(), nullptr, nullptr, &error) != SQLITE_OK) {
        const std::string why = error ? error : "?";
        sqlite3_free(error);
        throw std::runtime_error(why);
    }
    return double(t.nsecsElapsed()) / 1e6;
}

// The sweeper's predicate, in plain SQL: live deltas of the scope, not
// exempt, older than the policy's ttl.
QByteArray rawPredicate(qint64 ttlS)
{
    return QStringLiteral("scope = 'local' AND state = 'active' AND superseded_by IS NULL "
                          "AND (expires_at IS NULL OR expires_at > %1) AND confidence > 0 AND observed_at < %2 "
                          "AND source NOT LIKE 'system:%%' AND source <> 'tarn-engagement'")
        .arg(kNow)
        .arg(kNow - ttlS * 1000)
        .toUtf8();
}

struct Sweeps
{
    double sweep100kMs = 0, rawSweep100kMs = 0, dry1MMs = 0, rawDry1MMs = 0;
    qint64 retracted = 0, evaluated100k = 0, wouldReduce = 0, evaluated1M = 0;
};

Sweeps measureSweeps(const QString &dir, const QTemporaryDir &tmp)
{
    Sweeps s;
    ManualClock clock(kNow);
    const qint64 ttl = 3 * 24 * 3600;
    {
        const QString path = copyOf(dir + QStringLiteral("/tarn-100000.sqlite"), tmp, QStringLiteral("sweep.sqlite"));
        Lake lake(clock);
        lake.open(path); // migrates to the current schema before the clock starts
        DecaySweeper sweeper(lake, DecayPolicies::parse(QByteArrayLiteral(
                                       R"([{"id":"all","relation":"*","scope":"local","mode":"retract","ttl_s":259200}])")));
        DecaySweepRequest request;
        QElapsedTimer t;
        t.start();
        const DecaySweepResponse r = sweeper.sweep(request);
        s.sweep100kMs = double(t.nsecsElapsed()) / 1e6;
        s.retracted = r.factsRetracted;
        s.evaluated100k = r.factsEvaluated;
    }
    {
        const QString path = copyOf(dir + QStringLiteral("/raw-100000.sqlite"), tmp, QStringLiteral("raw-sweep.sqlite"));
        RawLake raw(path);
        s.rawSweep100kMs = rawMs(raw.handle(), "UPDATE deltas SET confidence = 0 WHERE " + rawPredicate(ttl));
    }
    {
        const QString path = copyOf(dir + QStringLiteral("/tarn-1000000.sqlite"), tmp, QStringLiteral("dry.sqlite"));
        Lake lake(clock);
        lake.open(path);
        DecaySweeper sweeper(lake, DecayPolicies::parse(QByteArrayLiteral(
                                       R"([{"id":"fade","relation":"*","scope":"*","mode":"confidence","half_life_s":604800}])")));
        DecaySweepRequest request;
        request.mode = DecayMode::DryRun;
        QElapsedTimer t;
        t.start();
        const DecaySweepResponse r = sweeper.sweep(request);
        s.dry1MMs = double(t.nsecsElapsed()) / 1e6;
        s.wouldReduce = r.dryRunWouldReduce;
        s.evaluated1M = r.factsEvaluated;
        QFile::remove(path);
    }
    {
        RawLake raw(dir + QStringLiteral("/raw-1000000.sqlite"));
        s.rawDry1MMs = rawMs(raw.handle(), "SELECT count(*) FROM deltas WHERE " + rawPredicate(0));
    }
    return s;
}

// --- the API over loopback -----------------------------------------------

QJsonObject captureJson(int i)
{
    return {{QStringLiteral("source"), QStringLiteral("browser")},
            {QStringLiteral("content"), QStringLiteral("Captured page %1: notes on keyset pagination and FTS5 ranking").arg(i)},
            {QStringLiteral("tags"), QJsonArray{QStringLiteral("web")}}};
}

struct Ingest
{
    double singlePerS = 0, batchedPerS = 0, rawSinglePerS = 0, rawBatchedPerS = 0;
};

Ingest measureIngest(const QTemporaryDir &tmp)
{
    Ingest f;
    const SystemClock &clock = SystemClock::instance();
    const QString path = tmp.filePath(QStringLiteral("ingest.sqlite"));
    {
        Lake lake(clock);
        lake.open(path);
    }
    Served served(path, clock);
    constexpr int kSingle = 2000, kBatches = 40, kPerBatch = 1000;
    QElapsedTimer t;
    t.start();
    for (int i = 0; i < kSingle; ++i)
        if (served.client.call("POST", QStringLiteral("/v1/deltas"), QJsonDocument(captureJson(i)).toJson(QJsonDocument::Compact)) != 201)
            throw std::runtime_error("single ingest failed");
    f.singlePerS = kSingle / (double(t.nsecsElapsed()) / 1e9);
    t.restart();
    for (int b = 0; b < kBatches; ++b) {
        QJsonArray batch;
        for (int i = 0; i < kPerBatch; ++i)
            batch.append(captureJson(b * kPerBatch + i));
        if (served.client.call("POST", QStringLiteral("/v1/deltas"),
                               QJsonDocument(QJsonObject{{QStringLiteral("deltas"), batch}}).toJson(QJsonDocument::Compact))
            != 201)
            throw std::runtime_error("batched ingest failed");
    }
    f.batchedPerS = kBatches * kPerBatch / (double(t.nsecsElapsed()) / 1e9);

    // Raw: the same rows through sqlite3 on Tarn's schema, one per
    // transaction and 1000 per transaction.
    const QString rawPath = tmp.filePath(QStringLiteral("ingest-raw.sqlite"));
    {
        Lake lake(clock);
        lake.open(rawPath);
    }
    RawLake raw(rawPath);
    const auto rows = [](int n, int offset) {
        QList<tarn::bench::RawRow> out;
        for (int i = 0; i < n; ++i) {
            tarn::bench::RawRow r;
            r.rid = 1000000 + offset + i;
            r.content = QStringLiteral("Captured page %1: notes on keyset pagination and FTS5 ranking").arg(offset + i).toUtf8();
            r.tagsJson = "[\"web\"]";
            r.tags = {QByteArrayLiteral("web")};
            r.source = "browser";
            r.kind = "observation";
            r.observedAt = r.createdAt = kNow;
            r.expiresAt = kNow + 7 * Duration::Day;
            r.facets = SearchQuery::facetsOf(QStringLiteral("browser"), QStringLiteral("observation"), QStringLiteral("local")).toUtf8();
            out << r;
        }
        return out;
    };
    const QList<tarn::bench::RawRow> singles = rows(kSingle, 0);
    t.restart();
    for (const auto &r : singles)
        raw.insertBatch(&r, 1);
    f.rawSinglePerS = kSingle / (double(t.nsecsElapsed()) / 1e9);
    const QList<tarn::bench::RawRow> batched = rows(kBatches * kPerBatch, kSingle);
    t.restart();
    for (int b = 0; b < kBatches; ++b)
        raw.insertBatch(batched.constData() + b * kPerBatch, kPerBatch);
    f.rawBatchedPerS = kBatches * kPerBatch / (double(t.nsecsElapsed()) / 1e9);
    return f;
}

struct RecallFigures
{
    QList<double> quiet, duringReap, raw;
    qint64 reaped = 0;
    double reapMs = 0;
};

RecallFigures measureRecall(const QString &dir, const QTemporaryDir &tmp)
{
    RecallFigures f;
    ManualClock clock(kNow);
    const QString path = copyOf(dir + QStringLiteral("/tarn-1000000.sqlite"), tmp, QStringLiteral("recall.sqlite"));
    {
        Lake lake(clock);
        lake.open(path);
    }
    QStringList queries;
    {
        RawLake raw(dir + QStringLiteral("/raw-1000000.sqlite"));
        queries = recallQueries(raw);
        for (int round = 0; round < 3; ++round)
            for (const QString &q : std::as_const(queries)) {
                f.raw << rawMs(raw.handle(), "SELECT count(*) FROM (" + rawRecallSql(q) + ")");
            }
    }
    err() << "recall: " << queries.size() << " queries, e.g. " << queries.mid(0, 3).join(QStringLiteral(", ")) << "\n";
    err().flush();
    Served served(path, clock);
    const auto ask = [&](const QString &q) {
        QElapsedTimer t;
        t.start();
        if (served.client.call("GET", QStringLiteral("/v1/recall?q=") + QString::fromUtf8(QUrl::toPercentEncoding(q)) + QStringLiteral("&limit=10")) != 200)
            throw std::runtime_error("recall failed");
        return double(t.nsecsElapsed()) / 1e6;
    };
    for (int round = 0; round < 3; ++round)
        for (const QString &q : std::as_const(queries))
            f.quiet << ask(q);

    std::atomic<bool> done{false};
    std::thread reaper([&] {
        Lake lake(clock);
        lake.open(path);
        QElapsedTimer t;
        t.start();
        const SweepReport r = Reaper::run(lake);
        f.reapMs = double(t.nsecsElapsed()) / 1e6;
        f.reaped = r.removed;
        done = true;
    });
    while (!done)
        for (const QString &q : std::as_const(queries)) {
            f.duringReap << ask(q);
            if (done)
                break;
        }
    reaper.join();
    return f;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Tarn's API and decay-policy benchmark on lakes kept by tarn_bench --keep."));
    p.addHelpOption();
    p.addOption({QStringLiteral("from"), QStringLiteral("Folder with tarn-/raw-100000.sqlite and tarn-/raw-1000000.sqlite."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Also write the table here."), QStringLiteral("FILE")});
    p.process(app);
    if (!p.isSet(QStringLiteral("from"))) {
        err() << "tarn_api_bench: --from DIR is required (make one with: tarn_bench --sizes 100000,1000000 --keep DIR)\n";
        return 2;
    }
    const QString dir = p.value(QStringLiteral("from"));
    QTemporaryDir tmp(dir + QStringLiteral("/api-bench-XXXXXX"));
    try {
        err() << "sweeps…\n";
        err().flush();
        const Sweeps s = measureSweeps(dir, tmp);
        err() << "ingest…\n";
        err().flush();
        const Ingest in = measureIngest(tmp);
        err() << "recall…\n";
        err().flush();
        const RecallFigures r = measureRecall(dir, tmp);

        QString table;
        QTextStream out(&table);
        out << "| figure | Tarn | raw SQLite | ratio (Tarn ÷ raw) | target | met? |\n|---|---:|---:|---:|---|---|\n";
        const auto row = [&](const QString &name, double tarn, double raw, const QString &target, std::optional<bool> met) {
            out << "| " << name << " | " << QString::number(tarn, 'f', 1) << " | " << QString::number(raw, 'f', 1) << " | "
                << QString::number(raw > 0 ? tarn / raw : 0, 'f', 2) << " | " << target << " | "
                << (met ? (*met ? QStringLiteral("yes") : QStringLiteral("**no**")) : QStringLiteral("—")) << " |\n";
        };
        row(QStringLiteral("decay sweep, retract over 100k (%1 evaluated, %2 retracted) (ms; raw: one UPDATE)")
                .arg(s.evaluated100k)
                .arg(s.retracted),
            s.sweep100kMs, s.rawSweep100kMs, QStringLiteral("< 2 s (§15.4: 60 s)"), s.sweep100kMs < 2000);
        row(QStringLiteral("decay dry run over 1M (%1 evaluated, %2 would reduce) (ms; raw: one COUNT)")
                .arg(s.evaluated1M)
                .arg(s.wouldReduce),
            s.dry1MMs, s.rawDry1MMs, QStringLiteral("< 5 s (§15.4: 30 s)"), s.dry1MMs < 5000);
        row(QStringLiteral("ingest over loopback, 1 delta per request (deltas/s; raw: 1 per transaction)"), in.singlePerS,
            in.rawSinglePerS, QStringLiteral("—"), std::nullopt);
        row(QStringLiteral("ingest over loopback, 1000 per request (deltas/s; raw: 1000 per transaction)"), in.batchedPerS,
            in.rawBatchedPerS, QStringLiteral("—"), std::nullopt);
        row(QStringLiteral("GET /v1/recall p50, quiet (ms; raw: the FTS5 BM25 query)"), percentile(r.quiet, 0.5),
            percentile(r.raw, 0.5), QStringLiteral("—"), std::nullopt);
        row(QStringLiteral("GET /v1/recall p99, quiet (ms; raw: the FTS5 BM25 query)"), percentile(r.quiet, 0.99),
            percentile(r.raw, 0.99), QStringLiteral("—"), std::nullopt);
        row(QStringLiteral("GET /v1/recall p50 during a 1M reap (ms)"), percentile(r.duringReap, 0.5), percentile(r.raw, 0.5),
            QStringLiteral("—"), std::nullopt);
        row(QStringLiteral("GET /v1/recall p99 during a 1M reap (ms)"), percentile(r.duringReap, 0.99), percentile(r.raw, 0.99),
            QStringLiteral("—"), std::nullopt);
        out << "\n- the reap removed " << r.reaped << " deltas in " << QString::number(r.reapMs / 1000, 'f', 1) << " s; "
            << r.duringReap.size() << " recalls ran during it, " << r.quiet.size() << " before it.\n";
        out.flush();
        publishTable(table, p.value(QStringLiteral("out")));
    } catch (const TarnError &e) {
        err() << "tarn_api_bench: " << e.message() << "\n";
        return 1;
    } catch (const std::exception &e) {
        err() << "tarn_api_bench: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
