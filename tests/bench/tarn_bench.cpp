// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// tarn_bench: Tarn's lake against raw SQLite (its C API, the same schema, the
// same pragmas, the same rows) in the same run. Prints a markdown table per
// lake size; --out FILE also writes the tables there. See docs/BENCHMARKS.md.
//
//   tarn_bench [--sizes 100000,1000000] [--out FILE] [--keep DIR] [--from DIR]

#include "Clock.h"
#include "DeltaId.h"
#include "ExpiryLaws.h"
#include "Lake.h"
#include "BenchSupport.h"
#include "BenchDataset.h"
#include "LakeSql.h"
#include "NextDeadlines.h"
#include "PostgresBench.h"
#include "RawLake.h"
#include "RawPostgresLake.h"
#include "SearchQuery.h"
#include "Reaper.h"
#include "SoftDecay.h"
#include "SourceRegistry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QSet>
#include <QSysInfo>
#include <QThread>
#include <QTemporaryDir>
#include <QTextStream>
#include <algorithm>
#include <cmath>
#include <exception>

using namespace tarn;
using namespace tarn::bench;
using namespace tarn::Duration;
using tarn::bench::RawLake;
using tarn::bench::RawRow;

namespace {


double msSince(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

// --- the table ---------------------------------------------------------------

// Tarn's schema objects the raw side recreates (everything the deltas and
// their index, tags, FTS and counts need), read back from a file LakeSchema
// made, so the DDL is exactly LakeSchema.cpp's.
struct Options
{
    QString keepDir; // copy the filled lakes here
    QString fromDir; // start from lakes kept earlier instead of inserting
};


void checkpointTruncate(Lake &lake)
{
    lake.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
}

QList<Row> runSize(int n, const Options &opt, QStringList &notes)
{
    QList<Row> rows;
    QTemporaryDir dir;
    if (!dir.isValid())
        throw std::runtime_error("no temporary directory");
    const QString tarnPath = dir.filePath(QStringLiteral("tarn.sqlite"));
    const QString rawPath = dir.filePath(QStringLiteral("raw.sqlite"));
    const QString keptTarn = QStringLiteral("tarn-%1.sqlite").arg(n);
    const QString keptRaw = QStringLiteral("raw-%1.sqlite").arg(n);
    ManualClock clock(kNow);
    Lake lake(clock);
    std::unique_ptr<RawLake> raw;
    QElapsedTimer t;

    err() << "== " << n << " deltas ==\n" << Qt::flush;
    if (opt.fromDir.isEmpty()) {
        t.start();
        const Dataset data = makeDataset(n, 20261122u + quint32(n));
        err() << "generated in " << num(msSince(t) / 1000, 1) << " s\n" << Qt::flush;

        lake.open(tarnPath);
        raw = std::make_unique<RawLake>(rawPath, RawLake::schemaOf(LakeSql::of(lake)));

        // 1. Insert: Lake::insertBatch (validation, the laws, the audit entry
        //    and the rows) against prepared statements in one transaction per
        //    batch, both 10k deltas per call. Raw goes first; its rows are
        //    already encoded, so its loop is nothing but SQLite.
        t.restart();
        for (qsizetype i = 0; i < n; i += kInsertBatch)
            raw->insertBatch(data.raw.constData() + i, std::min<qsizetype>(kInsertBatch, n - i));
        const double rawSecs = msSince(t) / 1000;
        err() << "raw insert: " << num(rawSecs, 1) << " s\n" << Qt::flush;
        t.restart();
        insertIntoLake(lake, data);
        const double tarnSecs = msSince(t) / 1000;
        err() << "tarn insert: " << num(tarnSecs, 1) << " s\n" << Qt::flush;
        const double tarnRate = n / tarnSecs, rawRate = n / rawSecs;
        rows << Row{QStringLiteral("insert, %1 per batch (deltas/s)").arg(QLocale::c().toString(kInsertBatch)), tarnRate,
                    rawRate, 0, QStringLiteral("≥ 0.8× raw"), yesNo(tarnRate >= 0.8 * rawRate)};
        if (!opt.keepDir.isEmpty()) {
            checkpointTruncate(lake);
            raw->exec("PRAGMA wal_checkpoint(TRUNCATE)");
            QDir().mkpath(opt.keepDir);
            QFile::remove(opt.keepDir + u'/' + keptTarn);
            QFile::remove(opt.keepDir + u'/' + keptRaw);
            QFile::copy(tarnPath, opt.keepDir + u'/' + keptTarn);
            QFile::copy(rawPath, opt.keepDir + u'/' + keptRaw);
        }
    } else {
        if (!QFile::copy(opt.fromDir + u'/' + keptTarn, tarnPath) || !QFile::copy(opt.fromDir + u'/' + keptRaw, rawPath))
            throw std::runtime_error("no kept lakes of this size in --from");
        lake.open(tarnPath);
        raw = std::make_unique<RawLake>(rawPath);
    }

    const qint64 total = tarnScalar(lake, QStringLiteral("SELECT count(*) FROM deltas"));
    const qint64 authored = tarnScalar(lake, QStringLiteral("SELECT count(*) FROM deltas WHERE expires_at IS NULL"));
    const qint64 expired = tarnScalar(
        lake, QStringLiteral("SELECT count(*) FROM deltas WHERE expires_at <= %1").arg(kNow));
    if (total != n || raw->scalar("SELECT count(*) FROM deltas") != n)
        throw std::runtime_error("the two lakes do not hold the same rows");
    notes << QStringLiteral("%1 deltas: %2 authored, %3 observed, %4 already expired.")
                 .arg(n).arg(authored).arg(n - authored).arg(expired);

    // 5. The Sources page's figures on the full lake: per-source counts and
    //    next deadline per source (Lake::stats()'s per-source part, through
    //    the same NextDeadlines the Sources page uses; the raw side asks for
    //    the next TTL alone, it has no soft-decay deadlines), then the whole
    //    of Lake::stats().
    {
        // Warm both sides once, then take the best of five: a cold first
        // query measures the disk, not the design.
        double tarnBest = 1e9, rawBest = 1e9, tarnWhole = 1e9, rawWhole = 1e9;
        for (int rep = 0; rep < 6; ++rep) {
            t.restart();
            QSqlQuery q(LakeSql::of(lake));
            q.setForwardOnly(true);
            q.exec(QStringLiteral("SELECT source, n FROM source_stats WHERE n > 0 ORDER BY n DESC, source"));
            QStringList sources;
            while (q.next())
                sources << q.value(0).toString();
            NextDeadlines::perSource(lake, sources, kNow);
            const double tarnMs = msSince(t);
            t.restart();
            raw->perSourceCountsAndNextExpiry(kNow);
            const double rawMs = msSince(t);
            t.restart();
            const LakeStats stats = lake.stats();
            const double tarnWholeMs = msSince(t);
            t.restart();
            raw->statsRest(kNow);
            const double rawWholeMs = msSince(t);
            if (rep > 0) {
                tarnBest = std::min(tarnBest, tarnMs);
                rawBest = std::min(rawBest, rawMs);
                tarnWhole = std::min(tarnWhole, tarnWholeMs);
                rawWhole = std::min(rawWhole, rawWholeMs);
            }
            if (stats.total != n || stats.expiredPending != expired)
                throw std::runtime_error("Lake::stats() disagrees with the lake");
        }
        rows << Row{QStringLiteral("per-source counts + next expiry per source (ms)"), tarnBest, rawBest, 2,
                    QStringLiteral("instant (< 5 ms)"), yesNo(tarnBest < 5)};
        rows << Row{QStringLiteral("whole `Lake::stats()` (ms)"), tarnWhole, rawWhole, 1, QStringLiteral("—"),
                    QStringLiteral("—")};
        // For scale: the same answers without source_stats and the
        // (source, expires_at) index, i.e. one scan of the table.
        t.restart();
        raw->exec("SELECT source, count(*), min(CASE WHEN expires_at > 0 THEN expires_at END) FROM deltas "
                  "NOT INDEXED GROUP BY source");
        notes << QStringLiteral("%1 deltas: per-source counts and next expiry from one table scan (no source_stats, "
                                "no index) take %2 ms on the raw lake.")
                     .arg(n).arg(num(msSince(t), 0));
    }

    // 2 + 3. One full reap (Reaper::run) against the seed's single unbatched
    //        DELETE, whose lock is held for its whole duration.
    {
        t.restart();
        const SweepReport reap = Reaper::run(lake);
        const double tarnSecs = msSince(t) / 1000;
        t.restart();
        const qint64 rawRemoved = raw->deleteExpired(kNow);
        const double rawMs = msSince(t);
        if (qEnvironmentVariableIsSet("TARN_TRACE"))
            err() << "raw wal bytes " << QFileInfo(rawPath + QStringLiteral("-wal")).size() << "\n";
        err() << "reap: tarn " << num(tarnSecs, 2) << " s in " << reap.batches << " batches (longest "
              << reap.longestBatchMs << " ms, checkpoints " << reap.checkpointMs << " ms, FTS merge " << reap.mergeMs
              << " ms); raw " << num(rawMs / 1000, 2) << " s\n" << Qt::flush;
        if (!reap.error.isEmpty())
            throw std::runtime_error(reap.error.toStdString());
        // Correctness: the same rows left on both sides, nothing unexpired
        // touched, nothing expired left.
        const QString left = QStringLiteral("SELECT count(*) || ':' || sum(rid % 1000000007) FROM deltas");
        QSqlQuery q(LakeSql::of(lake));
        q.exec(left);
        q.next();
        const QString tarnLeft = q.value(0).toString();
        q.finish();
        const bool same = reap.removed == expired && rawRemoved == expired
                          && tarnScalar(lake, QStringLiteral("SELECT count(*) FROM deltas")) == n - expired
                          && tarnScalar(lake, QStringLiteral("SELECT count(*) FROM deltas WHERE expires_at IS NULL")) == authored
                          && tarnScalar(lake, QStringLiteral("SELECT count(*) FROM deltas WHERE expires_at <= %1").arg(kNow)) == 0
                          && tarnScalar(lake, QStringLiteral("SELECT count(*) FROM delta_fts")) == n - expired
                          && tarnReal(lake, QStringLiteral("SELECT sum(rid % 1000000007) FROM deltas"))
                                 == raw->real("SELECT sum(rid % 1000000007) FROM deltas");
        if (!same)
            throw std::runtime_error(QStringLiteral("the reap left the lakes different: Tarn removed %1, raw %2, expired %3 (%4)")
                                         .arg(reap.removed).arg(rawRemoved).arg(expired).arg(tarnLeft).toStdString());
        rows << Row{QStringLiteral("full reap of %1 expired (s)").arg(QLocale::c().toString(expired)), tarnSecs,
                    rawMs / 1000, 2, QStringLiteral("≤ 1.5× raw's single DELETE"), yesNo(tarnSecs <= 1.5 * rawMs / 1000)};
        rows << Row{QStringLiteral("longest reaper batch = longest writer wait (ms; raw: its one DELETE)"),
                    double(reap.longestBatchMs), rawMs, 0, QStringLiteral("< 50 ms"), yesNo(reap.longestBatchMs < 50)};
        notes << QStringLiteral("%1 deltas: the reap ran %2 batches; %3 ms of it were WAL checkpoints and %4 ms FTS "
                                "segment merging, both with no write lock held.")
                     .arg(n).arg(reap.batches).arg(reap.checkpointMs).arg(reap.mergeMs);
    }

    // 4. One soft-decay pass at the same instant: a quarter of the unexpired
    //    observed deltas are past their 75 % mark.
    {
        const qint64 eligible = tarnScalar(
            lake, QStringLiteral("SELECT count(*) FROM deltas WHERE decay_mark_at < %1 AND expires_at > %1").arg(kNow));
        t.restart();
        const SweepReport decay = SoftDecay::run(lake);
        const double tarnSecs = msSince(t) / 1000;
        const RawLake::DecayResult rd = raw->softDecay(kNow, SoftDecay::Options{}.intervalMs);
        const double rawSecs = (rd.updateMs + rd.deleteMs) / 1000;
        err() << "decay: tarn " << num(tarnSecs, 2) << " s (" << decay.reduced << " reduced, " << decay.removed
              << " removed, longest batch " << decay.longestBatchMs << " ms); raw " << num(rawSecs, 2) << " s ("
              << rd.updated << " updated, " << rd.deleted << " deleted)\n" << Qt::flush;
        if (!decay.error.isEmpty())
            throw std::runtime_error(decay.error.toStdString());
        const QString sums = QStringLiteral("SELECT count(*), total(confidence), total(decay_steps), sum(rid % 1000000007) FROM deltas");
        QSqlQuery q(LakeSql::of(lake));
        q.exec(sums);
        q.next();
        const bool same = std::abs(q.value(0).toDouble() - raw->real("SELECT count(*) FROM deltas")) < 0.5
                          && std::abs(q.value(1).toDouble() - raw->real("SELECT total(confidence) FROM deltas")) < 1e-6
                          && std::abs(q.value(2).toDouble() - raw->real("SELECT total(decay_steps) FROM deltas")) < 0.5
                          && q.value(3).toDouble() == raw->real("SELECT sum(rid % 1000000007) FROM deltas")
                          && decay.removed == rd.deleted;
        if (!same)
            throw std::runtime_error(QStringLiteral("soft decay left the lakes different: Tarn %1 rows, conf %2, steps %3; "
                                                    "raw %4 rows, conf %5, steps %6; rid %7 vs %8, removed %9 vs %10")
                                         .arg(q.value(0).toLongLong()).arg(q.value(1).toDouble(), 0, 'f', 4)
                                         .arg(q.value(2).toLongLong())
                                         .arg(raw->scalar("SELECT count(*) FROM deltas"))
                                         .arg(raw->real("SELECT total(confidence) FROM deltas"), 0, 'f', 4)
                                         .arg(raw->scalar("SELECT total(decay_steps) FROM deltas"))
                                         .arg(q.value(3).toDouble(), 0, 'f', 1)
                                         .arg(raw->real("SELECT sum(rid % 1000000007) FROM deltas"), 0, 'f', 1)
                                         .arg(decay.removed).arg(rd.deleted)
                                         .toStdString());
        rows << Row{QStringLiteral("soft-decay pass: %1 past 75 %, %2 halved, %3 removed (s)")
                        .arg(QLocale::c().toString(eligible), QLocale::c().toString(decay.reduced),
                             QLocale::c().toString(decay.removed)),
                    tarnSecs, rawSecs, 2, QStringLiteral("—"), QStringLiteral("—")};
        rows << Row{QStringLiteral("longest soft-decay batch (ms; raw: its longer statement)"), double(decay.longestBatchMs),
                    std::max(rd.updateMs, rd.deleteMs), 0, QStringLiteral("< 50 ms"), yesNo(decay.longestBatchMs < 50)};
    }
    return rows;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Tarn's lake against raw SQLite (C API, same schema, same rows) in the same run. Not a CTest test: "
        "the 1M-delta lake takes several minutes."));
    p.addHelpOption();
    p.addOption({QStringLiteral("lake"),
                 QStringLiteral("Run on this PostgreSQL server (postgresql://user@host[:port]/db) beside raw libpq "
                                "instead of on SQLite files; two databases are made there for the run and dropped."),
                 QStringLiteral("LOCATION")});
    p.addOption({QStringLiteral("sizes"), QStringLiteral("Comma-separated lake sizes (default 100000,1000000)."),
                 QStringLiteral("N,N"), QStringLiteral("100000,1000000")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Also write the markdown tables to FILE."), QStringLiteral("FILE")});
    p.addOption({QStringLiteral("keep"), QStringLiteral("Copy each filled pair of lakes into DIR (for study or --from); with --lake, keep the two "
                                "databases on the server instead, and copies of them as filled (DIR unused)."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("from"),
                 QStringLiteral("Start from lakes kept in DIR by --keep instead of inserting (no insert figure); with --lake, "
                                "from the filled copies --keep left on the server (DIR unused)."),
                 QStringLiteral("DIR")});
    p.process(app);
    Options opt;
    opt.keepDir = p.value(QStringLiteral("keep"));
    opt.fromDir = p.value(QStringLiteral("from"));

    QString table;
    QTextStream md(&table);
    const QString server = p.value(QStringLiteral("lake"));
    const QString rawName = server.isEmpty() ? QStringLiteral("raw SQLite") : QStringLiteral("raw libpq");
    if (!server.isEmpty())
        md << "PostgreSQL server at " << server << " (libpq " << RawPostgresLake::version() << "), ";
    md << "SQLite " << RawLake::version() << ", Qt " << qVersion() << ", " << QSysInfo::prettyProductName() << ", "
       << QThread::idealThreadCount() << " cores.\n";
    md.flush();
    QTextStream(stdout) << table << Qt::flush;
    for (const QString &size : p.value(QStringLiteral("sizes")).split(u',', Qt::SkipEmptyParts)) {
        bool ok = false;
        const int n = size.trimmed().toInt(&ok);
        if (!ok || n < 1000) {
            err() << "tarn_bench: bad size '" << size << "' (at least 1000)\n";
            return 2;
        }
        QList<Row> rows;
        QStringList notes;
        try {
            rows = server.isEmpty() ? runSize(n, opt, notes) : runPostgres(n, server, notes, !opt.keepDir.isEmpty(), !opt.fromDir.isEmpty());
        } catch (const std::exception &e) {
            err() << "tarn_bench: " << e.what() << "\n";
            return 1;
        }
        QString section;
        QTextStream sm(&section);
        sm << "\n### " << QLocale::c().toString(n) << " deltas\n\n"
           << "| figure | Tarn | " << rawName << " | ratio (Tarn ÷ raw) | target | met? |\n"
           << "|---|---:|---:|---:|---|---|\n";
        for (const Row &r : std::as_const(rows))
            sm << "| " << r.figure << " | " << num(r.tarn, r.decimals) << " | " << num(r.raw, r.decimals) << " | "
               << num(r.tarn / std::max(r.raw, 1e-9), 2) << " | " << r.target << " | " << r.met << " |\n";
        sm << "\n";
        for (const QString &note : std::as_const(notes))
            sm << "- " << note << "\n";
        sm.flush();
        QTextStream(stdout) << section << Qt::flush;
        md << section;
    }
    if (p.isSet(QStringLiteral("out"))) {
        QFile f(p.value(QStringLiteral("out")));
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            err() << "tarn_bench: cannot write " << f.fileName() << "\n";
            return 1;
        }
        f.write(table.toUtf8());
    }
    return 0;
}
