// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The hard clock (DESIGN §3): the reaper deletes exactly the deltas whose
// expires_at has passed, in bounded batches, and leaves FTS5, the tag index
// and the per-source counts in step. A property test over random lakes and
// clock jumps, plus batches, dry run, cancel and the audit entry.

#include "LakeSql.h"
#include "Reaper.h"
#include "TestSupport.h"
#include "LifecycleTestSupport.h"

#include <QFileInfo>
#include <QHash>
#include <QThread>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <atomic>
#include <thread>

using namespace tarn;
using namespace tarn::test;
using namespace tarn::Duration;
using namespace Qt::StringLiterals;

namespace {

struct Row
{
    qint64 rid = 0;
    QString source;
    QString word; // a word only this row's content holds
    std::optional<qint64> expiresAt;
};

QHash<qint64, Row> rowsOf(Lake &lake)
{
    QHash<qint64, Row> out;
    QSqlQuery q(LakeSql::of(lake));
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT rid, source, content, expires_at FROM deltas"_s))
        qFatal("%s", qPrintable(q.lastError().text()));
    while (q.next()) {
        Row r;
        r.rid = q.value(0).toLongLong();
        r.source = q.value(1).toString();
        r.word = q.value(2).toString().section(u' ', 0, 0);
        if (!q.value(3).isNull())
            r.expiresAt = q.value(3).toLongLong();
        out.insert(r.rid, r);
    }
    return out;
}

// Row ids the full-text index returns for a word.
QList<qint64> ftsMatches(Lake &lake, const QString &word)
{
    QSqlQuery q(LakeSql::of(lake));
    q.setForwardOnly(true);
    // The engine's own index: FTS5 in a file, the stored tsvector on PostgreSQL.
    if (test::onPostgres()) {
        q.prepare(u"SELECT rid FROM deltas WHERE search @@ plainto_tsquery('simple', ?)"_s);
        q.addBindValue(word);
    } else {
        q.prepare(u"SELECT rowid FROM delta_fts WHERE delta_fts MATCH ?"_s);
        q.addBindValue(u"\""_s + word + u"\""_s);
    }
    if (!q.exec())
        qFatal("%s", qPrintable(q.lastError().text()));
    QList<qint64> out;
    while (q.next())
        out << q.value(0).toLongLong();
    return out;
}

qint64 scalar(Lake &lake, const QString &sql, const QVariantList &binds = {})
{
    QSqlQuery q(LakeSql::of(lake));
    q.prepare(sql);
    for (const QVariant &b : binds)
        q.addBindValue(b);
    if (!q.exec() || !q.next())
        qFatal("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
    return q.value(0).toLongLong();
}

// The derived structures agree with the deltas table: tags, FTS rows,
// per-source counts.
bool consistent(Lake &lake, QString *why)
{
    const qint64 orphanTags = scalar(lake, u"SELECT count(*) FROM delta_tags WHERE rid NOT IN (SELECT rid FROM deltas)"_s);
    if (orphanTags != 0) {
        *why = u"%1 tag rows of deleted deltas"_s.arg(orphanTags);
        return false;
    }
    QSqlQuery real(LakeSql::of(lake));
    real.exec(u"SELECT source, count(*) FROM deltas GROUP BY source"_s);
    QHash<QString, qint64> counts;
    while (real.next())
        counts.insert(real.value(0).toString(), real.value(1).toLongLong());
    QSqlQuery stats(LakeSql::of(lake));
    stats.exec(u"SELECT source, n FROM source_stats"_s);
    QHash<QString, qint64> kept;
    while (stats.next())
        kept.insert(stats.value(0).toString(), stats.value(1).toLongLong());
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (kept.value(it.key(), -1) != it.value()) {
            *why = u"source_stats %1 = %2, real count %3"_s.arg(it.key()).arg(kept.value(it.key(), -1)).arg(it.value());
            return false;
        }
    for (auto it = kept.cbegin(); it != kept.cend(); ++it)
        if (it.value() != counts.value(it.key(), 0)) {
            *why = u"source_stats %1 = %2, real count %3"_s.arg(it.key()).arg(it.value()).arg(counts.value(it.key(), 0));
            return false;
        }
    qint64 total = 0;
    for (const LakeStats s = lake.stats(); const SourceStat &st : s.perSource)
        total += st.count;
    if (total != scalar(lake, u"SELECT count(*) FROM deltas"_s)) {
        *why = u"stats total differs from the real count"_s;
        return false;
    }
    return true;
}

const QStringList kSources{u"chat"_s, u"vault"_s, u"tarn-engagement"_s, u"agent"_s, u"rss"_s, u"rss:hn"_s,
                           u"mastodon"_s, u"browser"_s, u"sysinfo"_s, u"heartbeat"_s, u"chat-event"_s,
                           u"routine-proposal"_s, u"home-assistant"_s, u"crystal-reject"_s};

// n chat events (5-minute TTL), then the clock moved past their expiry:
// a reap's worth of rows in one transaction.
void fillWithExpiredChatter(TempLake &lake, int n)
{
    QList<NewDelta> drafts;
    for (int i = 0; i < n; ++i)
        drafts << NewDelta{draft(u"chat-event"_s, u"noise %1 with some words to fill a page"_s.arg(i)), false, false, false};
    lake->insertBatch(drafts);
    lake.clock.advance(6 * Minute);
}

} // namespace

class TestReaper : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deletesExactlyTheExpired_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<bool>("native");
        for (quint32 round = 0; round < 30; ++round)
            QTest::addRow("round %u", round) << quint32(0x7a12 + round * 7919) << (round % 3 != 2);
    }

    void deletesExactlyTheExpired()
    {
        QFETCH(quint32, seed);
        QFETCH(bool, native);
        QRandomGenerator rng(seed);
        OpenOptions options;
        options.nativeSqlite = native;
        TempLake lake(options);
        int serial = 0;

        auto addRandom = [&](int n) {
            QList<NewDelta> drafts;
            for (int i = 0; i < n; ++i) {
                const QString source = kSources.at(rng.bounded(int(kSources.size())));
                const QString word = u"w%1x%2"_s.arg(seed).arg(serial++);
                Delta d = draft(source, word + u" some shared words about lakes"_s);
                d.tags << u"t%1"_s.arg(rng.bounded(5)) << (u"own-"_s + word);
                // observed anywhere from 40 days ago up to now
                d.observedAt = lake.clock.nowMs() - qint64(rng.bounded(40 * 24)) * Hour - rng.bounded(int(Hour));
                if (rng.bounded(8) == 0)
                    d.decayClass = std::array{DecayClass::Session, DecayClass::Checkpoint, DecayClass::Active,
                                              DecayClass::Permanent}[rng.bounded(4)];
                NewDelta nd;
                nd.delta = d;
                nd.explicitDecayClass = d.decayClass != DecayClass::None;
                drafts << nd;
            }
            lake->insertBatch(drafts);
        };

        addRandom(40 + rng.bounded(120));
        qint64 removedInRound = 0;
        int exactHits = 0;
        const int jumps = 3 + rng.bounded(4);
        for (int j = 0; j < jumps; ++j) {
            const QHash<qint64, Row> before = rowsOf(*lake);
            // A random jump, sometimes exactly onto a row's expiry.
            const int pick = rng.bounded(4);
            if (pick == 0 && !before.isEmpty()) {
                const QList<Row> rows = before.values();
                const Row &r = rows.at(rng.bounded(int(rows.size())));
                if (r.expiresAt && *r.expiresAt > lake.clock.nowMs()) {
                    lake.clock.setNow(*r.expiresAt);
                    ++exactHits;
                }
            } else if (pick == 1) {
                lake.clock.advance(rng.bounded(int(10 * Minute)));
            } else if (pick == 2) {
                lake.clock.advance(qint64(rng.bounded(48)) * Hour);
            } else {
                lake.clock.advance(qint64(rng.bounded(45 * 24)) * Hour);
            }
            const qint64 now = lake.clock.nowMs();

            Reaper::Options opt;
            opt.initialBatch = 1 + rng.bounded(30);
            opt.minBatch = 1 + rng.bounded(5);
            opt.maxBatch = opt.minBatch + rng.bounded(40);
            qint64 expectedGone = 0;
            for (const Row &r : before)
                if (r.expiresAt && *r.expiresAt <= now)
                    ++expectedGone;
            const SweepReport report = Reaper::run(*lake, opt);
            QCOMPARE(report.error, QString());
            QVERIFY(!report.cancelled);
            QCOMPARE(report.startedAt, now);
            QCOMPARE(report.removed, expectedGone);
            removedInRound += report.removed;

            const QHash<qint64, Row> after = rowsOf(*lake);
            for (const Row &r : before) {
                const bool shouldGo = r.expiresAt && *r.expiresAt <= now;
                const bool present = after.contains(r.rid);
                if (!r.expiresAt)
                    QVERIFY2(present, qPrintable(u"a delta without expires_at was deleted: "_s + r.word));
                else if (*r.expiresAt > now)
                    QVERIFY2(present, qPrintable(u"an unexpired delta was deleted: "_s + r.word));
                else
                    QVERIFY2(!present, qPrintable(u"an expired delta survived: "_s + r.word));
                // FTS5 and the tag index follow the row.
                const QList<qint64> hits = ftsMatches(*lake, r.word);
                if (shouldGo) {
                    QVERIFY2(hits.isEmpty(), qPrintable(u"FTS still finds reaped "_s + r.word));
                    QCOMPARE(scalar(*lake, u"SELECT count(*) FROM delta_tags WHERE rid = ?"_s, {r.rid}), 0);
                } else {
                    QCOMPARE(hits, QList<qint64>{r.rid});
                    QCOMPARE(scalar(*lake, u"SELECT count(*) FROM delta_tags WHERE rid = ?"_s, {r.rid}), 2);
                }
            }
            QCOMPARE(after.size(), before.size() - expectedGone);
            QString why;
            QVERIFY2(consistent(*lake, &why), qPrintable(why));
            QCOMPARE(lake->stats().expiredPending, 0);

            // Each run is audited with its count.
            const QList<AuditEntry> audit = lake->audit().recent({u"reap"_s}, 1);
            QCOMPARE(audit.size(), 1);
            QCOMPARE(audit.first().count, std::optional<qint64>(expectedGone));

            // A second run at the same instant finds nothing.
            QCOMPARE(Reaper::run(*lake, opt).removed, 0);

            if (rng.bounded(2))
                addRandom(rng.bounded(60));
        }
        // The round did reap something (the generator is not vacuous).
        QVERIFY(removedInRound > 0);
        if (exactHits > 0)
            QVERIFY(removedInRound >= exactHits);
        // The shared words still find every survivor, and only them.
        QCOMPARE(qint64(ftsMatches(*lake, u"lakes"_s).size()), scalar(*lake, u"SELECT count(*) FROM deltas"_s));
    }

    void batchesAreBounded()
    {
        TempLake lake;
        QList<NewDelta> drafts;
        for (int i = 0; i < 1000; ++i)
            drafts << NewDelta{draft(u"chat-event"_s, u"noise %1"_s.arg(i)), false, false, false};
        for (int i = 0; i < 50; ++i)
            drafts << NewDelta{draft(u"chat"_s, u"turn %1"_s.arg(i), Kind::Episode), false, false, false};
        lake->insertBatch(drafts);
        lake.clock.advance(6 * Minute);

        Reaper::Options opt;
        opt.initialBatch = 50;
        opt.minBatch = 50;
        opt.maxBatch = 100;
        QList<QPair<qint64, qint64>> progress;
        opt.progress = [&](qint64 done, qint64 total) { progress.append({done, total}); };
        const SweepReport r = Reaper::run(*lake, opt);
        QCOMPARE(r.removed, 1000);
        QVERIFY2(r.batches >= 10 && r.batches <= 20, qPrintable(QString::number(r.batches)));
        QCOMPARE(progress.size(), r.batches);
        qint64 last = 0;
        for (const auto &[done, total] : progress) {
            QCOMPARE(total, 1000);
            QVERIFY(done > last);
            QVERIFY(done - last <= opt.maxBatch);
            last = done;
        }
        QCOMPARE(last, 1000);
        QVERIFY(r.longestBatchMs >= 0);
        QCOMPARE(lake->stats().total, 50);
        QString why;
        QVERIFY2(consistent(*lake, &why), qPrintable(why));
        const QList<AuditEntry> audit = lake->audit().recent({u"reap"_s});
        QCOMPARE(audit.size(), 1);
        QCOMPARE(audit.first().count, std::optional<qint64>(1000));
        QCOMPARE(audit.first().detail.value(u"batches"_s).toInt(), r.batches);
    }

    // A checkpoint every `checkpointEvery` batches and one at the end, not one
    // per batch: the upkeep once counted batches from the report, which is
    // filled only after the loop, so every batch paid for a checkpoint.
    void checkpointsRunEveryFewBatches()
    {
        if (test::onPostgres())
            QSKIP("SQLite's write-ahead log; the server checkpoints on its own");
        TempLake lake;
        QList<NewDelta> drafts;
        for (int i = 0; i < 1000; ++i)
            drafts << NewDelta{draft(u"chat-event"_s, u"noise %1"_s.arg(i)), false, false, false};
        lake->insertBatch(drafts);
        lake.clock.advance(6 * Minute);

        Reaper::Options opt;
        opt.initialBatch = opt.minBatch = opt.maxBatch = 25; // 40 batches
        opt.checkpointEvery = 8;
        const SweepReport r = Reaper::run(*lake, opt);
        QCOMPARE(r.removed, 1000);
        QCOMPARE(r.batches, 40);
        QCOMPARE(r.checkpoints, 40 / 8 + 1);
    }

    // Each batch leaves FTS5 a small segment of delete markers. The reap
    // ends with those collapsed into one and FTS5's own merging back on;
    // the lake's larger segments are left to automerge (FtsIndex.cpp).
    void theBatchesSegmentsAreCollapsedAndMergingIsBackOn()
    {
        if (test::onPostgres())
            QSKIP("FTS5's segments; the server's GIN index keeps its own pending list");
        TempLake lake;
        for (int chunk = 0; chunk < 5; ++chunk) { // five segments to start with
            QList<NewDelta> drafts;
            for (int i = 0; i < 200; ++i)
                drafts << NewDelta{draft(u"chat-event"_s, u"noise %1 %2"_s.arg(chunk).arg(i)), false, false, false};
            lake->insertBatch(drafts);
        }
        const auto number = [&](const QString &sql) {
            QSqlQuery q(LakeSql::of(*lake));
            if (!q.exec(sql) || !q.next())
                qFatal("%s", qPrintable(q.lastError().text()));
            return q.value(0).toLongLong();
        };
        const auto segments = [&] { return number(u"SELECT count(DISTINCT segid) FROM delta_fts_idx"_s); };
        const qint64 before = segments();
        lake.clock.advance(6 * Minute);

        Reaper::Options opt;
        opt.initialBatch = opt.minBatch = opt.maxBatch = 25; // 40 batches, 40 segments of delete markers
        const SweepReport r = Reaper::run(*lake, opt);
        QCOMPARE(r.removed, 1000);
        QCOMPARE(r.batches, 40);
        QVERIFY2(segments() <= before + 1, qPrintable(u"%1 segments before, %2 after"_s.arg(before).arg(segments())));
        QCOMPARE(number(u"SELECT v FROM delta_fts_config WHERE k = 'automerge'"_s), 4);
        QCOMPARE(number(u"SELECT v FROM delta_fts_config WHERE k = 'usermerge'"_s), 4);
        QCOMPARE(number(u"SELECT v FROM delta_fts_config WHERE k = 'crisismerge'"_s), 16);
        QVERIFY(ftsMatches(*lake, u"noise"_s).isEmpty());
    }

    // The reaper takes the write lock again right after each commit; without
    // handing over, a writer waiting in SQLite's busy handler (which sleeps
    // up to 100 ms between tries) would wait for the whole reap.
    void aWriterWaitingDuringAReapGetsInBetweenBatches()
    {
        TempLake lake;
        fillWithExpiredChatter(lake, 40000);

        Reaper::Options opt;
        opt.initialBatch = opt.minBatch = opt.maxBatch = 1000; // 40 batches, each holding the lock a while
        std::atomic<qint64> reaped{0};
        std::atomic<bool> started{false};
        opt.progress = [&](qint64 done, qint64) {
            reaped = done;
            started = true;
        };
        QList<qint64> reapedWhenWritten;
        std::thread writer([&] {
            Lake other(lake.clock);
            other.open(lake.path());
            while (!started)
                QThread::msleep(1);
            for (int i = 0; i < 5; ++i) {
                other.insert(draft(u"note"_s, u"written during the reap %1"_s.arg(i), Kind::Fact));
                reapedWhenWritten << reaped.load();
            }
        });
        const SweepReport r = Reaper::run(*lake, opt);
        writer.join();
        QCOMPARE(r.removed, 40000);
        QCOMPARE(reapedWhenWritten.size(), 5);
        qDebug() << "reaped when each write landed:" << reapedWhenWritten;
        // Every write landed while the reap still had work left.
        QVERIFY2(reapedWhenWritten.last() < 40000,
                 qPrintable(u"the writes waited for the whole reap: %1"_s.arg(reapedWhenWritten.last())));
        QCOMPARE(scalar(*lake, u"SELECT count(*) FROM deltas WHERE source = 'note'"_s), 5);
    }

    // Readers that never pause kept a PASSIVE-checkpointed WAL from ever
    // starting over: a 1M-delta reap under API load left a 1.8 GB -wal file.
    void theLogStaysSmallUnderConstantReads()
    {
        if (test::onPostgres())
            QSKIP("SQLite's write-ahead log file; the server keeps its own log");
        TempLake lake;
        fillWithExpiredChatter(lake, 40000);
        const QString wal = lake.path() + u"-wal"_s;
        lake->exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s); // the inserts' log is not the reap's
        QCOMPARE(QFileInfo(wal).size(), 0);

        std::atomic<bool> stop{false};
        std::atomic<int> reads{0};
        auto reader = [&](int seed) {
            Lake other(lake.clock);
            other.open(lake.path());
            QRandomGenerator rng(seed);
            while (!stop) {
                // Short read transactions that overlap each other, as the
                // window's and the API's do.
                QSqlQuery q(LakeSql::of(other));
                q.exec(u"BEGIN"_s);
                q.exec(u"SELECT count(*) FROM deltas WHERE rid > %1"_s.arg(rng.bounded(40000)));
                q.next();
                QThread::usleep(500 + rng.bounded(1500));
                q.finish();
                q.exec(u"COMMIT"_s);
                ++reads;
            }
        };
        std::thread r1(reader, 1), r2(reader, 2), r3(reader, 3);
        while (reads < 30)
            QThread::msleep(1);

        Reaper::Options opt;
        opt.initialBatch = opt.minBatch = opt.maxBatch = 500;
        opt.checkpointEvery = 4;
        qint64 peak = 0;
        opt.progress = [&](qint64, qint64) { peak = std::max(peak, QFileInfo(wal).size()); };
        const SweepReport r = Reaper::run(*lake, opt);
        const qint64 after = QFileInfo(wal).size();
        stop = true;
        r1.join();
        r2.join();
        r3.join();
        QCOMPARE(r.removed, 40000);
        qDebug() << "WAL peak" << peak << "bytes, after the reap" << after << "bytes," << reads.load() << "reads";
        // Four 500-row batches fit in about 2 MiB. With PASSIVE checkpoints the
        // log reached 19 MiB during this reap and 37 MiB after it.
        QVERIFY2(peak < 8 * 1024 * 1024, qPrintable(u"the WAL grew to %1 bytes"_s.arg(peak)));
        QVERIFY2(after < 1024 * 1024, qPrintable(u"the reap left a %1-byte WAL behind"_s.arg(after)));
    }

    void dryRunCountsAndDeletesNothing()
    {
        TempLake lake;
        for (int i = 0; i < 30; ++i)
            lake->insert(draft(u"heartbeat"_s, u"beat %1"_s.arg(i)));
        for (int i = 0; i < 20; ++i)
            lake->insert(draft(u"rss"_s, u"item %1"_s.arg(i)));
        lake->insert(draft(u"vault"_s, u"a note"_s));
        lake.clock.advance(25 * Hour);
        const QByteArray before = exportOf(*lake);
        const qint64 auditBefore = lake->stats().auditEntries;

        Reaper::Options opt;
        opt.dryRun = true;
        const SweepReport r = Reaper::run(*lake, opt);
        QVERIFY(r.dryRun);
        QCOMPARE(r.wouldRemove, 30);
        QCOMPARE(r.removed, 0);
        QCOMPARE(exportOf(*lake), before);
        QCOMPARE(lake->stats().auditEntries, auditBefore);
        QCOMPARE(lake->stats().expiredPending, 30);

        // The real run removes what the dry run counted.
        QCOMPARE(Reaper::run(*lake).removed, r.wouldRemove);
        QCOMPARE(lake->stats().total, 21);
    }

    void cancelStopsEarlyAndLeavesAConsistentLake()
    {
        TempLake lake;
        QList<NewDelta> drafts;
        for (int i = 0; i < 600; ++i)
            drafts << NewDelta{draft(u"sysinfo"_s, u"sample%1 cpu"_s.arg(i)), false, false, false};
        lake->insertBatch(drafts);
        lake->insert(draft(u"chat"_s, u"keep me"_s));
        lake.clock.advance(2 * Day);

        std::atomic<bool> cancel{false};
        Reaper::Options opt;
        opt.initialBatch = 50;
        opt.minBatch = 50;
        opt.maxBatch = 50;
        opt.cancel = &cancel;
        opt.progress = [&](qint64 done, qint64) {
            if (done >= 100)
                cancel.store(true);
        };
        const SweepReport r = Reaper::run(*lake, opt);
        QVERIFY(r.cancelled);
        QCOMPARE(r.error, QString());
        QCOMPARE(r.removed, 100);
        QCOMPARE(r.batches, 2);
        QCOMPARE(lake->stats().total, 501);
        QCOMPARE(lake->stats().expiredPending, 500);
        QString why;
        QVERIFY2(consistent(*lake, &why), qPrintable(why));
        // The removed ones are gone from the index; the rest still match.
        QCOMPARE(ftsMatches(*lake, u"cpu"_s).size(), 500);
        const QList<AuditEntry> audit = lake->audit().recent({u"reap"_s});
        QCOMPARE(audit.size(), 1);
        QCOMPARE(audit.first().count, std::optional<qint64>(100));
        QVERIFY(audit.first().detail.value(u"cancelled"_s).toBool());

        // Cancelled before it starts: nothing.
        const SweepReport none = Reaper::run(*lake, opt);
        QVERIFY(none.cancelled);
        QCOMPARE(none.removed, 0);

        // The next run finishes the job.
        cancel.store(false);
        opt.progress = {};
        const SweepReport rest = Reaper::run(*lake, opt);
        QVERIFY(!rest.cancelled);
        QCOMPARE(rest.removed, 500);
        QCOMPARE(lake->stats().total, 1);
        QVERIFY(consistent(*lake, &why));
        QVERIFY(ftsMatches(*lake, u"cpu"_s).isEmpty());
    }

    void reapedMediaGoesWithTheLastReference()
    {
        TempLake lake;
        const QString hash = lake->putMedia(QByteArray("image bytes for a browser capture"));
        Delta a = draft(u"browser"_s, u"page with an image"_s);
        a.mediaHash = hash;
        lake->insert(a);
        Delta b = draft(u"rss"_s, u"feed item with the same image"_s);
        b.mediaHash = hash;
        lake->insert(b);
        lake.clock.advance(8 * Day); // browser (7 d) goes, rss (30 d) stays
        SweepReport r = Reaper::run(*lake);
        QCOMPARE(r.removed, 1);
        QCOMPARE(r.mediaRemoved, 0);
        QVERIFY(lake->media().contains(hash));
        lake.clock.advance(30 * Day);
        r = Reaper::run(*lake);
        QCOMPARE(r.removed, 1);
        QCOMPARE(r.mediaRemoved, 1);
        QVERIFY(!lake->media().contains(hash));
    }

    void emptyLakeRunIsAuditedWithZero()
    {
        TempLake lake;
        const SweepReport r = Reaper::run(*lake);
        QCOMPARE(r.removed, 0);
        QCOMPARE(r.batches, 0);
        const QList<AuditEntry> audit = lake->audit().recent({u"reap"_s});
        QCOMPARE(audit.size(), 1);
        QCOMPARE(audit.first().count, std::optional<qint64>(0));
        QCOMPARE(audit.first().actor, u"reaper"_s);
    }
};

QTEST_GUILESS_MAIN(TestReaper)
#include "tst_reaper.moc"
