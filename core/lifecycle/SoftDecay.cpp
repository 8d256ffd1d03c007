#include "SoftDecay.h"

#include "ExpiryLaws.h"
#include "Lake.h"
#include "LakeLock.h"
#include "SweepBatches.h"
#include "StorageErrors.h"
#include "TarnError.h"
#include "SweepUpkeep.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>
#include <functional>

namespace tarn {

namespace {
void check(QSqlQuery &q, bool ok)
{
    if (!ok)
        throw StorageErrors::fromSql(q.lastError());
}
// SQL form of stepsDue(); ":now" and ":iv" bound by the caller.
const QString kStepsDue = QStringLiteral("(1 + (:now - decay_mark_at) / :iv)");
// Rows soft decay may act on: unexpired (the reaper owns expired ones) and
// strictly past their 75 % mark.
// Plain-TTL rows are never soft-decayed (DESIGN §3: a source's expiry is
// a promise); only decay-class facts are.
const QString kEligible = QStringLiteral(
    "decay_mark_at IS NOT NULL AND decay_mark_at < :now AND expires_at IS NOT NULL AND expires_at > :now AND ")
    + ExpiryLaws::softDecaysSql();
} // namespace

int SoftDecay::stepsDue(qint64 markAt, qint64 now, qint64 intervalMs)
{
    if (now <= markAt)
        return 0;
    return int(1 + (now - markAt) / std::max<qint64>(intervalMs, 1));
}

SweepReport SoftDecay::run(Lake &lake, const Options &options)
{
    QElapsedTimer wall;
    wall.start();
    SweepReport report;
    report.kind = SweepKind::SoftDecay;
    report.dryRun = options.dryRun;
    // One soft decay at a time on a lake, whichever process or machine runs
    // it (its halvings are idempotent anyway); a dry run only reads.
    LakeLock lock(lake, QStringLiteral("sweep:decay"));
    if (!options.dryRun && !lock.take(options.lockWaitMs)) {
        report.heldElsewhere = true;
        report.startedAt = lake.clock().nowMs();
        return report;
    }
    // The work is timed, and judged by the clock, from when it may start.
    wall.restart();
    const qint64 now = lake.clock().nowMs();
    const qint64 iv = std::max<qint64>(options.intervalMs, 1);
    report.startedAt = now;
    QSqlDatabase &db = lake.database();

    // Candidates through the decay-mark index; a halving is capped at 62
    // steps so the shift below stays in range (confidence is 0 by then).
    std::vector<qint64> reduceIds;
    std::vector<qint64> deleteIds;
    {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        check(q, q.prepare(QStringLiteral("SELECT rid, confidence, decay_steps, %1 FROM deltas WHERE %2")
                               .arg(kStepsDue, kEligible)));
        q.bindValue(QStringLiteral(":now"), now);
        q.bindValue(QStringLiteral(":iv"), iv);
        check(q, q.exec());
        while (q.next()) {
            const qint64 rid = q.value(0).toLongLong();
            double confidence = q.value(1).toDouble();
            const int applied = q.value(2).toInt();
            const int due = q.value(3).toInt();
            for (int i = applied; i < std::min(due, applied + 64); ++i)
                confidence *= kFactor;
            // A row that ends under the floor is deleted outright; halving it
            // first would only write a page the delete throws away.
            if (confidence < kDeleteBelow)
                deleteIds.push_back(rid);
            else if (due > applied)
                reduceIds.push_back(rid);
        }
    }
    if (options.dryRun) {
        report.wouldReduce = qint64(reduceIds.size());
        report.wouldRemove = qint64(deleteIds.size());
        report.durationMs = wall.elapsed();
        return report;
    }
    std::sort(reduceIds.begin(), reduceIds.end());
    std::sort(deleteIds.begin(), deleteIds.end());

    // Confidence after the halvings due now; max(...) guards rows whose mark
    // moved later (a re-timed source) so the shift never goes negative.
    // The shift count is an INTEGER: PostgreSQL shifts a BIGINT by an int
    // only, and SQLite reads the cast as a no-op.
    const QString decayed = QStringLiteral("(confidence / (CAST(1 AS BIGINT) << CAST(min(max(%1 - decay_steps, 0), 62) AS INTEGER)))").arg(kStepsDue);
    QSet<QString> hashes;
    // The engine's upkeep (SQLite's checkpoints) between batches, lock-free.
    SweepUpkeep upkeep(lake, report);
    const SweepBatches::Sizing sizing{options.targetBatchMs, options.batch, 50, 20000, options.checkpointEvery};
    // Runs fn over ids in contiguous id-range batches (SweepBatches), as
    // the reaper does.
    auto inBatches = [&](const std::vector<qint64> &ids, const std::function<void(qint64, qint64)> &fn) {
        const SweepBatches::Outcome outcome = SweepBatches::run(
            lake, qint64(ids.size()), sizing, options.cancel, &upkeep,
            [&](qint64 from, qint64 to) { fn(ids[size_t(from)], ids[size_t(to - 1)]); });
        report.batches += outcome.batches;
        report.longestBatchMs = std::max(report.longestBatchMs, outcome.longestMs);
        report.cancelled = report.cancelled || outcome.cancelled;
    };
    try {
        QSqlQuery media(db);
        check(media, media.prepare(QStringLiteral(
                         "SELECT DISTINCT media_hash FROM deltas WHERE rid BETWEEN :lo AND :hi AND %1 "
                         "AND %2 < :floor AND media_hash IS NOT NULL").arg(kEligible, decayed)));
        QSqlQuery del(db);
        check(del, del.prepare(QStringLiteral("DELETE FROM deltas WHERE rid BETWEEN :lo AND :hi AND %1 AND %2 < :floor")
                                   .arg(kEligible, decayed)));
        if (!deleteIds.empty())
            upkeep.rowsWillLeave();
        inBatches(deleteIds, [&](qint64 lo, qint64 hi) {
            for (QSqlQuery *q : {&media, &del}) {
                q->bindValue(QStringLiteral(":now"), now);
                q->bindValue(QStringLiteral(":iv"), iv);
                q->bindValue(QStringLiteral(":lo"), lo);
                q->bindValue(QStringLiteral(":hi"), hi);
                q->bindValue(QStringLiteral(":floor"), kDeleteBelow);
            }
            check(media, media.exec());
            while (media.next())
                hashes.insert(media.value(0).toString());
            media.finish();
            check(del, del.exec());
            report.removed += del.numRowsAffected();
        });

        QSqlQuery upd(db);
        check(upd, upd.prepare(QStringLiteral(
                       "UPDATE deltas SET confidence = %3, decay_steps = %1 "
                       "WHERE rid BETWEEN :lo AND :hi AND %2 AND decay_steps < %1")
                                   .arg(kStepsDue, kEligible, decayed)));
        if (!report.cancelled)
            inBatches(reduceIds, [&](qint64 lo, qint64 hi) {
                upd.bindValue(QStringLiteral(":now"), now);
                upd.bindValue(QStringLiteral(":iv"), iv);
                upd.bindValue(QStringLiteral(":lo"), lo);
                upd.bindValue(QStringLiteral(":hi"), hi);
                check(upd, upd.exec());
                report.reduced += upd.numRowsAffected();
            });
    } catch (const TarnError &e) {
        report.error = e.message();
    }
    upkeep.finish();
    report.mediaRemoved = lake.releaseMedia(QStringList(hashes.begin(), hashes.end()));
    report.durationMs = wall.elapsed();
    lake.audit().append(options.actor, QStringLiteral("decay"), {}, report.removed,
                        QJsonObject{{QStringLiteral("reduced"), report.reduced},
                                    {QStringLiteral("removed"), report.removed},
                                    {QStringLiteral("batches"), report.batches},
                                    {QStringLiteral("duration_ms"), report.durationMs},
                                    {QStringLiteral("interval_ms"), iv},
                                    {QStringLiteral("cancelled"), report.cancelled},
                                    {QStringLiteral("error"), report.error}});
    return report;
}

} // namespace tarn
