// tarn_bench: Tarn's lake against raw SQLite on the same schema, same rows,
// same run. Prints a markdown table; --out FILE also writes it there.
//
//   tarn_bench [--sizes 100000,1000000] [--out docs/BENCHMARKS-table.md]

#include "Clock.h"
#include "DeltaId.h"
#include "ExpiryLaws.h"
#include "Lake.h"
#include "RawLake.h"
#include "Reaper.h"
#include "SoftDecay.h"
#include "SourceRegistry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTextStream>
#include <cstdio>

using namespace tarn;
using namespace tarn::Duration;

namespace {

constexpr qint64 kNow = 1795305600000LL; // 2026-11-22T00:00:00Z
constexpr int kBatch = 10000;

const char *const kWords[] = {
    "lake", "tarn", "memory", "feed", "sensor", "kitchen", "light", "door", "load", "disk", "note", "garden",
    "hiking", "river", "sqlite", "qt", "reaper", "decay", "engagement", "affirm", "weather", "forecast", "train",
    "coffee", "reading", "article", "review", "design", "window", "paper", "music", "budget", "plan", "trip",
};

QString sentence(QRandomGenerator &rng)
{
    const int n = 3 + int(rng.bounded(30));
    QString s;
    for (int i = 0; i < n; ++i) {
        if (i)
            s += u' ';
        s += QString::fromLatin1(kWords[rng.bounded(int(std::size(kWords)))]);
    }
    return s;
}

// N deltas: half authored (chat, vault), half observed (rss, sysinfo,
// heartbeat, browser) with observed_at spread so half of them (a quarter of
// all) have already expired at kNow.
QList<Delta> makeDeltas(int n, unsigned seed)
{
    QRandomGenerator rng(seed);
    DeltaIdGenerator ids;
    const SourceRegistry &reg = SourceRegistry::builtIn();
    QList<Delta> out;
    out.reserve(n);
    for (int i = 0; i < n; ++i) {
        Delta d;
        const bool observed = i % 2 == 1;
        if (observed) {
            static const char *const obs[] = {"rss:hn", "rss:lwn", "sysinfo", "heartbeat", "browser", "home-assistant"};
            d.source = QString::fromLatin1(obs[rng.bounded(6)]);
            d.kind = Kind::Observation;
        } else {
            d.source = rng.bounded(2) ? QStringLiteral("chat") : QStringLiteral("vault");
            d.kind = Kind::Episode;
        }
        d.content = sentence(rng);
        d.tags << QString::fromLatin1(kWords[rng.bounded(int(std::size(kWords)))]);
        if (rng.bounded(2))
            d.tags << QStringLiteral("t%1").arg(rng.bounded(100));
        d.createdAt = kNow - (n - i);
        d.id = ids.next(d.createdAt);
        const SourceSettings settings = reg.defaults(d.source);
        if (observed) {
            const qint64 ttl = *settings.expiryMs;
            // Uniform over two windows back: half of the observed are expired.
            d.observedAt = kNow - qint64(rng.bounded(double(2 * ttl)));
        } else {
            d.observedAt = kNow - qint64(rng.bounded(double(365 * Day)));
        }
        ExpiryLaws::apply(d, reg.definitionFor(d.source), settings, false);
        out << d;
    }
    return out;
}

struct Row
{
    QString figure;
    double tarn;
    double raw;
    QString unit;
    QString target;
    bool higherIsBetter;
    bool met;
};

QString fmt(double v)
{
    if (v >= 1000)
        return QString::number(v, 'f', 0);
    if (v >= 10)
        return QString::number(v, 'f', 1);
    return QString::number(v, 'f', 3);
}

double seconds(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e9;
}

QString g_keepDir; // --keep: copy the filled lakes there before the reap

QList<Row> runSize(int n, QTextStream &log)
{
    QList<Row> rows;
    QTemporaryDir dir;
    const QString tarnPath = dir.filePath(QStringLiteral("tarn.sqlite"));
    const QString rawPath = dir.filePath(QStringLiteral("raw.sqlite"));
    log << "== " << n << " deltas ==\n" << Qt::flush;
    const QList<Delta> deltas = makeDeltas(n, 7);

    ManualClock clock(kNow);
    // The raw lake gets Tarn's schema by opening it once with Tarn.
    {
        Lake schema(clock);
        schema.open(rawPath);
    }

    // 1. Insert throughput.
    Lake lake(clock);
    lake.open(tarnPath);
    QElapsedTimer t;
    t.start();
    for (int i = 0; i < n; i += kBatch) {
        QList<NewDelta> batch;
        batch.reserve(kBatch);
        for (int j = i; j < std::min(n, i + kBatch); ++j)
            batch << NewDelta{deltas.at(j), true, true, true};
        lake.insertBatch(batch);
    }
    const double tarnInsert = n / seconds(t);
    bench::RawLake raw(rawPath);
    t.restart();
    for (int i = 0; i < n; i += kBatch)
        raw.insertBatch(deltas.mid(i, kBatch));
    const double rawInsert = n / seconds(t);
    rows << Row{QStringLiteral("insert, batches of %1 (deltas/s)").arg(kBatch), tarnInsert, rawInsert, QStringLiteral("/s"),
                QStringLiteral("≥ 0.8× raw"), true, tarnInsert >= 0.8 * rawInsert};
    log << "insert done\n" << Qt::flush;
    if (!g_keepDir.isEmpty()) {
        lake.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
        raw.exec("PRAGMA wal_checkpoint(TRUNCATE)");
        QFile::copy(tarnPath, QStringLiteral("%1/tarn-%2.sqlite").arg(g_keepDir).arg(n));
        QFile::copy(rawPath, QStringLiteral("%1/raw-%2.sqlite").arg(g_keepDir).arg(n));
    }

    // 5. Instant reads on the full lake: next expiry per source, counts per source.
    {
        t.restart();
        QSqlQuery q(lake.database());
        int sources = 0;
        q.exec(QStringLiteral("SELECT source, n FROM source_stats"));
        QStringList names;
        while (q.next()) {
            names << q.value(0).toString();
            ++sources;
        }
        for (const QString &s : std::as_const(names)) {
            q.prepare(QStringLiteral("SELECT min(expires_at) FROM deltas WHERE source = ? AND expires_at > ?"));
            q.addBindValue(s);
            q.addBindValue(kNow);
            q.exec();
            q.next();
        }
        const double tarnMs = seconds(t) * 1000;
        t.restart();
        raw.scalar("SELECT source, count(*) FROM deltas GROUP BY source");
        const double rawGroupMs = seconds(t) * 1000;
        rows << Row{QStringLiteral("per-source counts + next expiry per source (ms)"), tarnMs, rawGroupMs, QStringLiteral("ms"),
                    QStringLiteral("instant (< 5 ms); raw = GROUP BY count"), false, tarnMs < 5};
    }

    // 2 + 3. One full reap against one unbatched DELETE.
    const qint64 expired = qint64(raw.scalar("SELECT count(*) FROM deltas WHERE expires_at <= 1795305600000"));
    t.restart();
    const SweepReport reap = Reaper::run(lake);
    const double tarnReap = seconds(t);
    t.restart();
    const qint64 rawRemoved = raw.deleteExpired(kNow);
    const double rawLock = seconds(t);
    // Both sides pay for checkpointing what they wrote: Tarn's reaper does it
    // once after its batches, off the writers' path.
    raw.exec("PRAGMA wal_checkpoint(PASSIVE)");
    const double rawReap = seconds(t);
    if (rawRemoved != reap.removed || reap.removed != expired)
        log << "MISMATCH: tarn reaped " << reap.removed << ", raw " << rawRemoved << ", expired " << expired << "\n";
    rows << Row{QStringLiteral("full reap of %1 expired, with its checkpoint (s)").arg(expired), tarnReap, rawReap, QStringLiteral("s"),
                QStringLiteral("≤ 1.5× raw single DELETE"), false, tarnReap <= 1.5 * rawReap};
    rows << Row{QStringLiteral("longest write lock during the reap (ms)"), double(reap.longestBatchMs), rawLock * 1000,
                QStringLiteral("ms"), QStringLiteral("< 50 ms"), false, reap.longestBatchMs < 50};
    log << "reap done: " << reap.batches << " batches, FTS merge " << reap.mergeMs << " ms, checkpoint " << reap.checkpointMs << " ms\n" << Qt::flush;

    // 4. One soft-decay pass, three days on: rows past 75 % of their window.
    clock.setNow(kNow + 3 * Day);
    t.restart();
    const SweepReport decay = SoftDecay::run(lake);
    const double tarnDecay = seconds(t);
    t.restart();
    const qint64 rawDecayed = raw.softDecay(kNow + 3 * Day);
    const double rawDecay = seconds(t);
    log << "decay: tarn reduced " << decay.reduced << " removed " << decay.removed << "; raw touched " << rawDecayed << "\n";
    rows << Row{QStringLiteral("soft-decay pass (s; %1 reduced, %2 removed)").arg(decay.reduced).arg(decay.removed), tarnDecay,
                rawDecay, QStringLiteral("s"), QStringLiteral("— (raw = seed 004's two statements)"), false, true};
    rows << Row{QStringLiteral("longest write lock during soft decay (ms)"), double(decay.longestBatchMs), rawDecay * 1000,
                QStringLiteral("ms"), QStringLiteral("< 50 ms"), false, decay.longestBatchMs < 50};
    return rows;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Tarn's lake against raw SQLite on the same schema, in the same run."));
    p.addHelpOption();
    p.addOption({QStringLiteral("sizes"), QStringLiteral("Comma-separated lake sizes."), QStringLiteral("N,N"),
                 QStringLiteral("100000,1000000")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Also write the markdown table to FILE."), QStringLiteral("FILE")});
    p.addOption({QStringLiteral("keep"), QStringLiteral("Copy each filled lake into DIR before the reap (for study)."),
                 QStringLiteral("DIR")});
    p.process(app);
    g_keepDir = p.value(QStringLiteral("keep"));

    QTextStream log(stderr);
    QString table;
    QTextStream md(&table);
    for (const QString &size : p.value(QStringLiteral("sizes")).split(u',')) {
        const int n = size.toInt();
        if (n <= 0) {
            log << "bad size: " << size << "\n";
            return 2;
        }
        const QList<Row> rows = runSize(n, log);
        md << "\n### " << QLocale::c().toString(n) << " deltas\n\n";
        md << "| figure | Tarn | raw SQLite | Tarn ÷ raw | target | met |\n|---|---:|---:|---:|---|---|\n";
        for (const Row &r : rows)
            md << "| " << r.figure << " | " << fmt(r.tarn) << " | " << fmt(r.raw) << " | "
               << QString::number(r.tarn / std::max(r.raw, 1e-9), 'f', 2) << " | " << r.target << " | "
               << (r.met ? "yes" : "**no**") << " |\n";
        md.flush();
    }
    QTextStream(stdout) << table;
    if (p.isSet(QStringLiteral("out"))) {
        QFile f(p.value(QStringLiteral("out")));
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return 1;
        f.write(table.toUtf8());
    }
    return 0;
}
