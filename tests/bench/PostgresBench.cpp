// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "PostgresBench.h"

#include "BenchDataset.h"
#include "Clock.h"
#include "Lake.h"
#include "LakeLocation.h"
#include "LakeSql.h"
#include "RawPostgresLake.h"
#include "Recall.h"
#include "Reaper.h"
#include "SoftDecay.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <cmath>
#include <numeric>

namespace tarn::bench {

namespace {

constexpr int kSearches = 40;

double msSince(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

QString conninfo(const LakeLocation &at, const QString &database)
{
    return QStringLiteral("host=%1 port=%2 user=%3 dbname=%4 application_name=tarn_bench")
        .arg(at.host())
        .arg(at.port())
        .arg(at.user(), database);
}

QString locationOf(const LakeLocation &at, const QString &database)
{
    return QStringLiteral("postgresql://%1@%2:%3/%4").arg(at.user(), at.host()).arg(at.port()).arg(database);
}


// Words to search for, drawn from the lake's own prose: common ones and rare ones.
QStringList searchWords(const Dataset &data)
{
    QStringList words;
    const QRegularExpression word(QStringLiteral("^[a-z]{4,}$"));
    for (qsizetype i = 0; i < data.deltas.size() && words.size() < kSearches; i += data.deltas.size() / (kSearches * 3)) {
        for (const QString &w : data.deltas.at(i).content.split(u' ', Qt::SkipEmptyParts))
            if (word.match(w).hasMatch() && !words.contains(w)) {
                words << w;
                break;
            }
    }
    return words;
}

// 1. Insert, 10k per batch: Lake::insertBatch against prepared statements
//    through libpq, one transaction per batch. Both lakes are closed after,
//    so they can be copied.
void insertBoth(int n, const LakeLocation &server, const QString &tarnDb, const QString &rawDb, const Dataset &data,
                Clock &clock, QList<Row> &rows)
{
    // The raw database gets Tarn's schema (triggers, indexes, the
    // tsvector) by being opened once with Tarn.
    {
        Lake schemaOnly(clock);
        schemaOnly.open(locationOf(server, rawDb));
    }
    Lake lake(clock);
    lake.open(locationOf(server, tarnDb));
    RawPostgresLake raw(conninfo(server, rawDb));
    QElapsedTimer t;
    t.start();
    for (qsizetype i = 0; i < n; i += kInsertBatch)
        raw.insertBatch(data.deltas.mid(i, kInsertBatch));
    const double rawSecs = msSince(t) / 1000;
    err() << "raw insert: " << num(rawSecs, 1) << " s\n" << Qt::flush;
    t.restart();
    insertIntoLake(lake, data);
    const double tarnSecs = msSince(t) / 1000;
    err() << "tarn insert: " << num(tarnSecs, 1) << " s\n" << Qt::flush;
    rows << Row{QStringLiteral("insert, %1 per batch (deltas/s)").arg(QLocale::c().toString(kInsertBatch)), n / tarnSecs,
                n / rawSecs, 0, QStringLiteral("≥ 0.8× raw"), yesNo(n / tarnSecs >= 0.8 * n / rawSecs)};
    lake.exec(QStringLiteral("VACUUM ANALYZE deltas"));
    raw.exec("VACUUM ANALYZE deltas");
}

} // namespace

QList<Row> runPostgres(int n, const QString &serverLocation, QStringList &notes, bool keep, bool fromKept)
{
    const LakeLocation server = LakeLocation::parse(serverLocation);
    if (server.isFile())
        throw std::runtime_error("--lake takes a postgresql:// server for this benchmark");
    const QString tarnDb = QStringLiteral("tarn_bench_tarn_%1").arg(n);
    const QString rawDb = QStringLiteral("tarn_bench_raw_%1").arg(n);
    // The filled lakes, before any figure but insert changed them: a run with
    // --from starts from copies of these (CREATE DATABASE … TEMPLATE).
    const QString filledTarnDb = QStringLiteral("tarn_bench_filled_tarn_%1").arg(n);
    const QString filledRawDb = QStringLiteral("tarn_bench_filled_raw_%1").arg(n);
    RawPostgresLake admin(conninfo(server, server.database()));
    const auto sql = [&admin](const QString &statement) { admin.exec(statement.toUtf8().constData()); };
    for (const QString &db : {tarnDb, rawDb})
        sql(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(db));
    if (fromKept) {
        if (admin.scalar(QStringLiteral("SELECT count(*) FROM pg_database WHERE datname IN ('%1', '%2')")
                             .arg(filledTarnDb, filledRawDb).toUtf8().constData()) != 2)
            throw std::runtime_error("no filled lakes of this size on the server: run once with --keep first");
        sql(QStringLiteral("CREATE DATABASE %1 TEMPLATE %2").arg(tarnDb, filledTarnDb));
        sql(QStringLiteral("CREATE DATABASE %1 TEMPLATE %2").arg(rawDb, filledRawDb));
    } else {
        for (const QString &db : {tarnDb, rawDb})
            sql(QStringLiteral("CREATE DATABASE %1").arg(db));
    }
    QList<Row> rows;
    QElapsedTimer t;
    {
        ManualClock clock(kNow);
        err() << "== " << n << " deltas on PostgreSQL ==\n" << Qt::flush;
        t.start();
        const Dataset data = makeDataset(n, 20261122u + quint32(n));
        err() << "generated in " << num(msSince(t) / 1000, 1) << " s\n" << Qt::flush;
        if (!fromKept) {
            insertBoth(n, server, tarnDb, rawDb, data, clock, rows);
            if (keep) { // copies of the filled lakes, for later runs with --from
                for (const auto &[filled, db] : {std::pair{filledTarnDb, tarnDb}, std::pair{filledRawDb, rawDb}}) {
                    sql(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(filled));
                    sql(QStringLiteral("CREATE DATABASE %1 TEMPLATE %2").arg(filled, db));
                }
                notes << QStringLiteral("%1 deltas on PostgreSQL: the filled lakes kept as %2 and %3 (for --from).")
                             .arg(n).arg(filledTarnDb, filledRawDb);
            }
        }
        Lake lake(clock);
        lake.open(locationOf(server, tarnDb));
        RawPostgresLake raw(conninfo(server, rawDb));
        const qint64 expired = tarnScalar(lake, QStringLiteral("SELECT count(*) FROM deltas WHERE expires_at <= %1").arg(kNow));
        const qint64 authored = tarnScalar(lake, QStringLiteral("SELECT count(*) FROM deltas WHERE expires_at IS NULL"));
        if (tarnScalar(lake, QStringLiteral("SELECT count(*) FROM deltas")) != n || raw.scalar("SELECT count(*) FROM deltas") != n)
            throw std::runtime_error("the two lakes do not hold the same rows");
        notes << QStringLiteral("%1 deltas: %2 authored, %3 observed, %4 already expired.")
                     .arg(n).arg(authored).arg(n - authored).arg(expired);

        // 2. Search: the search box's query (Lake::list with a search) against
        //    plain tsvector matching ranked by ts_rank, best 50, warm.
        {
            const QStringList words = searchWords(data);
            QList<double> tarnMs, rawMs;
            for (int rep = 0; rep < 2; ++rep) {
                for (const QString &w : words) {
                    ListFilter f;
                    f.search = w;
                    t.restart();
                    lake.list(f, {}, 50);
                    if (rep)
                        tarnMs << msSince(t);
                    t.restart();
                    raw.search(w);
                    if (rep)
                        rawMs << msSince(t);
                }
            }
            rows << Row{QStringLiteral("search, best 50 of one word (p50 ms over %1 words)").arg(words.size()),
                        percentile(tarnMs, 0.5), percentile(rawMs, 0.5), 1, QStringLiteral("—"), QStringLiteral("—")};
            rows << Row{QStringLiteral("search (p99 ms)"), percentile(tarnMs, 0.99), percentile(rawMs, 0.99), 1,
                        QStringLiteral("—"), QStringLiteral("—")};
        }

        // 2b. Recall, as an assistant asks (Recall::recall: the first stage
        //     on the stored tsvector with BM25, then the ranking's later
        //     signals; no touch, so both reps see the same lake) against
        //     plain tsvector matching ranked by ts_rank, best 5.
        {
            const QStringList words = searchWords(data);
            RecallOptions options;
            options.limit = 5;
            options.touch = false;
            QList<double> tarnMs, rawMs;
            for (int rep = 0; rep < 2; ++rep) {
                for (const QString &w : words) {
                    t.restart();
                    Recall::recall(lake, w, options);
                    if (rep)
                        tarnMs << msSince(t);
                    t.restart();
                    raw.search(w, options.limit);
                    if (rep)
                        rawMs << msSince(t);
                }
            }
            // Where the p99 comes from: the slowest words, with how many
            // rows hold them.
            QList<qsizetype> order(words.size());
            std::iota(order.begin(), order.end(), 0);
            std::sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return tarnMs.at(a) > tarnMs.at(b); });
            QStringList slowest;
            for (qsizetype i = 0; i < std::min<qsizetype>(4, order.size()); ++i) {
                const QString &w = words.at(order.at(i));
                const qint64 holding = tarnScalar(lake, QStringLiteral("SELECT count(*) FROM deltas WHERE search @@ "
                                                                       "(plainto_tsquery('english', '%1') || "
                                                                       "plainto_tsquery('simple', '%1'))").arg(w));
                slowest << QStringLiteral("'%1' %2 ms (raw %3 ms, in %4 rows)")
                               .arg(w, num(tarnMs.at(order.at(i)), 1), num(rawMs.at(order.at(i)), 1))
                               .arg(holding);
            }
            notes << QStringLiteral("%1 deltas on PostgreSQL: the slowest recalls: %2.").arg(n).arg(slowest.join(QStringLiteral(", ")));
            rows << Row{QStringLiteral("recall, best 5 of one word (p50 ms over %1 words; raw: ts_rank)").arg(words.size()),
                        percentile(tarnMs, 0.5), percentile(rawMs, 0.5), 1, QStringLiteral("—"), QStringLiteral("—")};
            rows << Row{QStringLiteral("recall (p99 ms)"), percentile(tarnMs, 0.99), percentile(rawMs, 0.99), 1,
                        QStringLiteral("—"), QStringLiteral("—")};
        }

        // 3. One full reap (Reaper::run, in batches under the reaper's
        //    advisory lock) against the seed's single DELETE.
        {
            t.restart();
            const SweepReport reap = Reaper::run(lake);
            const double tarnReap = msSince(t) / 1000;
            t.restart();
            const qint64 rawRemoved = raw.deleteExpired(kNow);
            const double rawMs = msSince(t);
            err() << "reap: tarn " << num(tarnReap, 2) << " s in " << reap.batches << " batches (longest "
                  << reap.longestBatchMs << " ms); raw " << num(rawMs / 1000, 2) << " s\n" << Qt::flush;
            if (!reap.error.isEmpty())
                throw std::runtime_error(reap.error.toStdString());
            const bool same = reap.removed == expired && rawRemoved == expired
                              && tarnReal(lake, QStringLiteral("SELECT sum(rid % 1000000007) FROM deltas"))
                                     == raw.real("SELECT sum(rid % 1000000007) FROM deltas");
            if (!same)
                throw std::runtime_error(QStringLiteral("the reap left the lakes different: Tarn removed %1, raw %2, expired %3")
                                             .arg(reap.removed).arg(rawRemoved).arg(expired).toStdString());
            rows << Row{QStringLiteral("full reap of %1 expired (s)").arg(QLocale::c().toString(expired)), tarnReap,
                        rawMs / 1000, 2, QStringLiteral("≤ 1.5× raw's single DELETE"), yesNo(tarnReap <= 1.5 * rawMs / 1000)};
            rows << Row{QStringLiteral("longest reaper batch = longest writer wait (ms; raw: its one DELETE)"),
                        double(reap.longestBatchMs), rawMs, 0, QStringLiteral("< 50 ms"), yesNo(reap.longestBatchMs < 50)};
            notes << QStringLiteral("%1 deltas on PostgreSQL: the reap ran %2 batches.").arg(n).arg(reap.batches);
        }

        // 4. One soft-decay pass at the same instant.
        {
            t.restart();
            const SweepReport decay = SoftDecay::run(lake);
            const double tarnDecay = msSince(t) / 1000;
            const RawPostgresLake::DecayResult rd = raw.softDecay(kNow, SoftDecay::Options{}.intervalMs);
            const double rawDecay = (rd.updateMs + rd.deleteMs) / 1000;
            err() << "decay: tarn " << num(tarnDecay, 2) << " s (" << decay.reduced << " reduced, " << decay.removed
                  << " removed, longest batch " << decay.longestBatchMs << " ms); raw " << num(rawDecay, 2) << " s ("
                  << rd.updated << " updated, " << rd.deleted << " deleted)\n" << Qt::flush;
            if (!decay.error.isEmpty())
                throw std::runtime_error(decay.error.toStdString());
            const double tarnConfidence = tarnReal(lake, QStringLiteral("SELECT sum(confidence) FROM deltas"));
            const double rawConfidence = raw.real("SELECT sum(confidence) FROM deltas");
            if (decay.removed != rd.deleted || std::abs(tarnConfidence - rawConfidence) > 1e-6)
                throw std::runtime_error(QStringLiteral("soft decay left the lakes different: removed %1 vs %2, confidence %3 vs %4")
                                             .arg(decay.removed).arg(rd.deleted).arg(tarnConfidence).arg(rawConfidence)
                                             .toStdString());
            rows << Row{QStringLiteral("soft-decay pass: %1 halved, %2 removed (s)")
                            .arg(QLocale::c().toString(decay.reduced), QLocale::c().toString(decay.removed)),
                        tarnDecay, rawDecay, 2, QStringLiteral("—"), QStringLiteral("—")};
            rows << Row{QStringLiteral("longest soft-decay batch (ms; raw: its longer statement)"),
                        double(decay.longestBatchMs), std::max(rd.updateMs, rd.deleteMs), 0, QStringLiteral("< 50 ms"),
                        yesNo(decay.longestBatchMs < 50)};
        }
    }
    if (keep) {
        notes << QStringLiteral("%1 deltas on PostgreSQL: kept as databases %2 and %3.").arg(n).arg(tarnDb, rawDb);
        return rows;
    }
    for (const QString &db : {tarnDb, rawDb})
        sql(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(db));
    return rows;
}

} // namespace tarn::bench
