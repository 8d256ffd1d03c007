// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Maintenance.h"

#include "Lake.h"
#include "LakeUpkeep.h"
#include "MemoryContext.h"
#include "MemoryTiers.h"
#include "OldEpisodes.h"
#include "SweepBatches.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QSet>

namespace tarn {

namespace {

struct MaintenanceText
{
    Q_DECLARE_TR_FUNCTIONS(Maintenance)
};

} // namespace

void Maintenance::reflect(Lake &lake, const MemorySettings &settings, MaintenanceReport &report, const ReflectRules &rules)
{
    const qint64 now = lake.clock().nowMs();
    LakeTransaction tx(lake);
    // Semantic first, so one pass moves a memory up one tier only.
    MemoryTiers tiers(lake);
    report.toSemantic = tiers.promoteToSemantic(now, rules.semanticRecalls, now - rules.semanticAgeMs,
                                                settings.minProfileConfidence, MemoryContext::durableKinds());
    report.toEpisodic = tiers.promoteToEpisodic(now, rules.episodicRecalls, now - rules.episodicAgeMs);
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
    OldEpisodes episodes(lake, cutoff);
    const std::vector<qint64> rids = episodes.ids();
    const SweepBatches::Sizing sizing{20, 500, 50, 5000, 64};
    QSet<QString> hashes;
    SweepBatches::run(lake, qint64(rids.size()), sizing, cancel, nullptr, [&](qint64 from, qint64 to) {
        const qint64 removed = episodes.removeRange(rids[size_t(from)], rids[size_t(to - 1)], hashes);
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
    report.bytesFreed = collected.bytesFreed;
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
        QJsonObject gc{{QStringLiteral("pages_freed"), pagesFreed}, {QStringLiteral("bytes_freed"), bytesFreed}};
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
