#include "Reaper.h"

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

namespace tarn {

namespace {
void check(QSqlQuery &q, bool ok)
{
    if (!ok)
        throw StorageErrors::fromSql(q.lastError());
}
} // namespace

SweepReport Reaper::run(Lake &lake, const Options &options)
{
    QElapsedTimer wall;
    wall.start();
    SweepReport report;
    report.kind = SweepKind::Reap;
    report.dryRun = options.dryRun;
    // One reaper at a time on a lake, whichever process or machine runs it;
    // a dry run only reads.
    LakeLock lock(lake, QStringLiteral("sweep:reap"));
    if (!options.dryRun && !lock.take(options.lockWaitMs)) {
        report.heldElsewhere = true;
        report.startedAt = lake.clock().nowMs();
        return report;
    }
    // The work is timed, and judged by the clock, from when it may start.
    wall.restart();
    const qint64 now = lake.clock().nowMs();
    report.startedAt = now;
    QSqlDatabase &db = lake.database();

    // The candidates come from the expiry index alone (no table pages), sorted
    // by id so each batch deletes a contiguous id range: batches that land on
    // neighbouring pages run about twice as fast as scattered ones.
    std::vector<qint64> ids;
    {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        check(q, q.prepare(QStringLiteral("SELECT rid FROM deltas WHERE expires_at IS NOT NULL AND expires_at <= ?")));
        q.addBindValue(now);
        check(q, q.exec());
        while (q.next())
            ids.push_back(q.value(0).toLongLong());
    }
    if (options.dryRun) {
        report.wouldRemove = qint64(ids.size());
        report.durationMs = wall.elapsed();
        return report;
    }
    std::sort(ids.begin(), ids.end());
    const qint64 total = qint64(ids.size());

    if (total > 0) {
        // The engine's upkeep (SQLite: checkpoints and index merging) stays
        // off the writer's path and is done between batches and at the end.
        SweepUpkeep upkeep(lake, report);
        upkeep.rowsWillLeave();
        // Images of the doomed rows, found once through the media index (rows
        // with images are few) instead of once per batch.
        QSet<QString> hashes;
        {
            QSqlQuery media(db);
            media.setForwardOnly(true);
            check(media, media.prepare(QStringLiteral(
                             "SELECT DISTINCT media_hash FROM deltas WHERE media_hash IS NOT NULL "
                             "AND expires_at IS NOT NULL AND expires_at <= ?")));
            media.addBindValue(now);
            check(media, media.exec());
            while (media.next())
                hashes.insert(media.value(0).toString());
        }
        QSqlQuery del(db);
        check(del, del.prepare(QStringLiteral(
                       "DELETE FROM deltas WHERE rid BETWEEN ? AND ? AND expires_at IS NOT NULL AND expires_at <= ?")));
        const SweepBatches::Sizing sizing{options.targetBatchMs, options.initialBatch, options.minBatch,
                                          options.maxBatch, options.checkpointEvery};
        try {
            const SweepBatches::Outcome outcome = SweepBatches::run(
                lake, total, sizing, options.cancel, &upkeep,
                [&](qint64 from, qint64 to) {
                    // A contiguous id range: the expiry condition is checked
                    // again, so a row whose expiry another writer moved stays.
                    del.bindValue(0, ids[size_t(from)]);
                    del.bindValue(1, ids[size_t(to - 1)]);
                    del.bindValue(2, now);
                    check(del, del.exec());
                    report.removed += del.numRowsAffected();
                },
                options.progress);
            report.batches = outcome.batches;
            report.longestBatchMs = outcome.longestMs;
            report.cancelled = outcome.cancelled;
        } catch (const TarnError &e) {
            report.error = e.message();
        }
        upkeep.finish();
        report.mediaRemoved = lake.releaseMedia(QStringList(hashes.begin(), hashes.end()));
    }
    report.durationMs = wall.elapsed();
    lake.audit().append(options.actor, QStringLiteral("reap"), {}, report.removed,
                        QJsonObject{{QStringLiteral("batches"), report.batches},
                                    {QStringLiteral("longest_batch_ms"), report.longestBatchMs},
                                    {QStringLiteral("duration_ms"), report.durationMs},
                                    {QStringLiteral("media_removed"), report.mediaRemoved},
                                    {QStringLiteral("cancelled"), report.cancelled},
                                    {QStringLiteral("error"), report.error}});
    return report;
}

} // namespace tarn
