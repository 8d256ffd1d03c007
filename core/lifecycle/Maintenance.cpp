#include "Maintenance.h"

#include "Lake.h"
#include "LakeUpkeep.h"
#include "SweepBatches.h"
#include "MemoryContext.h"
#include "StorageErrors.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace tarn {

namespace {

struct MaintenanceText
{
    Q_DECLARE_TR_FUNCTIONS(Maintenance)
};

QSqlQuery run(Lake &lake, const QString &sql, const QVariantList &binds = {})
{
    QSqlQuery q(lake.database());
    if (!q.prepare(sql))
        throw StorageErrors::fromSql(q.lastError());
    for (const QVariant &v : binds)
        q.addBindValue(v);
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
    return q;
}

QString durableKindList()
{
    QStringList names;
    for (Kind k : MemoryContext::durableKinds())
        names << u'\'' + kindName(k) + u'\'';
    return names.join(u',');
}

// Rows a tier pass may touch: live ones.
const QString kLive = QStringLiteral("state = 'active' AND superseded_by IS NULL AND (expires_at IS NULL OR expires_at > ?)");

} // namespace

void Maintenance::reflect(Lake &lake, const MemorySettings &settings, MaintenanceReport &report, const ReflectRules &rules)
{
    const qint64 now = lake.clock().nowMs();
    LakeTransaction tx(lake);
    // Semantic first, so one pass moves a memory up one tier only.
    QSqlQuery semantic = run(lake,
                             QStringLiteral("UPDATE deltas SET tier = 'semantic' WHERE tier = 'episodic' AND ") + kLive
                                 + QStringLiteral(" AND recall_count >= ? AND observed_at <= ? AND confidence >= ? "
                                                  "AND kind IN (")
                                 + durableKindList() + u')',
                             {now, rules.semanticRecalls, now - rules.semanticAgeMs, settings.minProfileConfidence});
    report.toSemantic = semantic.numRowsAffected();
    QSqlQuery episodic = run(lake,
                             QStringLiteral("UPDATE deltas SET tier = 'episodic' WHERE tier = 'stm' AND ") + kLive
                                 + QStringLiteral(" AND kind <> 'observation' AND (recall_count >= ? "
                                                  "OR (recall_count >= 1 AND observed_at <= ?))"),
                             {now, rules.episodicRecalls, now - rules.episodicAgeMs});
    report.toEpisodic = episodic.numRowsAffected();
    if (report.toEpisodic + report.toSemantic > 0)
        lake.audit().append(lake.actor(), QStringLiteral("reflect"), {}, report.toEpisodic + report.toSemantic,
                            QJsonObject{{QStringLiteral("to_episodic"), report.toEpisodic},
                                        {QStringLiteral("to_semantic"), report.toSemantic}});
    tx.commit();
    report.reflected = true;
}

void Maintenance::applyRetention(Lake &lake, const MemorySettings &settings, MaintenanceReport &report,
                                 const std::atomic<bool> *cancel)
{
    report.retained = true;
    if (settings.retentionDays <= 0)
        return;
    const qint64 cutoff = lake.clock().nowMs() - qint64(settings.retentionDays) * 24 * 3600 * 1000;
    // The episodes past retention, in id order, then the one batch loop of
    // every sweep (SweepBatches) deleting contiguous id ranges: no write
    // lock is held for long.
    std::vector<qint64> rids;
    {
        QSqlQuery pick = run(lake, QStringLiteral("SELECT rid FROM deltas WHERE kind = 'episode' AND observed_at < ? ORDER BY rid"),
                             {cutoff});
        while (pick.next())
            rids.push_back(pick.value(0).toLongLong());
    }
    const SweepBatches::Sizing sizing{20, 500, 50, 5000, 64};
    QSet<QString> hashes;
    SweepBatches::run(lake, qint64(rids.size()), sizing, cancel, nullptr, [&](qint64 from, qint64 to) {
        const QVariantList range{cutoff, rids[size_t(from)], rids[size_t(to - 1)]};
        QSqlQuery media = run(lake,
                              QStringLiteral("SELECT DISTINCT media_hash FROM deltas WHERE kind = 'episode' AND observed_at < ? "
                                             "AND rid BETWEEN ? AND ? AND media_hash IS NOT NULL"),
                              range);
        while (media.next())
            hashes.insert(media.value(0).toString());
        media.finish();
        QSqlQuery del = run(lake,
                            QStringLiteral("DELETE FROM deltas WHERE kind = 'episode' AND observed_at < ? AND rid BETWEEN ? AND ?"),
                            range);
        const qint64 removed = del.numRowsAffected();
        lake.audit().append(lake.actor(), QStringLiteral("retention"), {}, removed,
                            QJsonObject{{QStringLiteral("retention_days"), settings.retentionDays}});
        report.episodesRemoved += removed;
    });
    // After the commits: a file goes only once no delta refers to it.
    report.mediaRemoved += lake.releaseMedia(QStringList(hashes.begin(), hashes.end()));
}

void Maintenance::reindex(Lake &lake, MaintenanceReport &report)
{
    // Queries read fewer pages afterwards (LakeUpkeep.h says how, per engine).
    LakeUpkeep::compactSearchIndex(lake);
    lake.audit().append(lake.actor(), QStringLiteral("reindex"));
    report.reindexed = true;
}

void Maintenance::gc(Lake &lake, MaintenanceReport &report, bool full)
{
    const LakeUpkeep::Collected collected = LakeUpkeep::collectGarbage(lake, full);
    report.pagesFreed = collected.pagesFreed;
    report.freePagesLeft = collected.freePagesLeft;
    report.mediaRemoved += lake.reconcileMedia();
    QJsonObject detail{{QStringLiteral("full"), full}};
    if (report.freePagesLeft)
        detail.insert(QStringLiteral("free_pages_left"), *report.freePagesLeft);
    lake.audit().append(lake.actor(), QStringLiteral("gc"), {}, report.pagesFreed, detail);
    report.collected = true;
}

QJsonObject MaintenanceReport::toJson() const
{
    QJsonObject o{{QStringLiteral("duration_ms"), durationMs}};
    if (reflected)
        o.insert(QStringLiteral("reflect"), QJsonObject{{QStringLiteral("to_episodic"), toEpisodic},
                                                        {QStringLiteral("to_semantic"), toSemantic}});
    if (retained)
        o.insert(QStringLiteral("retention"), QJsonObject{{QStringLiteral("episodes_removed"), episodesRemoved}});
    if (reindexed)
        o.insert(QStringLiteral("reindex"), true);
    if (collected) {
        QJsonObject gc{{QStringLiteral("pages_freed"), pagesFreed}};
        if (freePagesLeft)
            gc.insert(QStringLiteral("free_pages_left"), *freePagesLeft);
        o.insert(QStringLiteral("gc"), gc);
    }
    o.insert(QStringLiteral("media_removed"), mediaRemoved);
    if (heldElsewhere)
        o.insert(QStringLiteral("held_elsewhere"), true);
    if (!error.isEmpty())
        o.insert(QStringLiteral("error"), error);
    return o;
}

} // namespace tarn
