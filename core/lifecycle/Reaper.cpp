#include "Reaper.h"

#include "Lake.h"
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
        int batch = options.initialBatch;
        size_t at = 0;
        try {
            while (at < ids.size()) {
                if (options.cancel && options.cancel->load()) {
                    report.cancelled = true;
                    break;
                }
                const size_t end = std::min(ids.size(), at + size_t(batch));
                const qint64 lo = ids[at];
                const qint64 hi = ids[end - 1];
                QElapsedTimer held;
                held.start();
                Lake::yieldToWaitingWriters(); // no lock held here: a waiting ingest goes first
                lake.begin();
                del.bindValue(0, lo);
                del.bindValue(1, hi);
                del.bindValue(2, now);
                check(del, del.exec());
                report.removed += del.numRowsAffected();
                lake.commit();
                const qint64 ms = held.elapsed();
                report.longestBatchMs = std::max(report.longestBatchMs, ms);
                ++report.batches;
                at = end;
                // Steer the batch size toward the lock-time target.
                const double scale = double(options.targetBatchMs) / double(std::max<qint64>(ms, 1));
                batch = std::clamp(int(batch * std::clamp(scale, 0.5, 2.0)), options.minBatch, options.maxBatch);
                if (options.progress)
                    options.progress(qint64(at), total);
                // Between batches, with no lock held (SQLite: keep the WAL
                // small and reused instead of growing).
                upkeep.afterBatch(options.checkpointEvery);
            }
        } catch (const TarnError &e) {
            lake.rollback();
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
