// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MemorySettings.h"

#include <QJsonObject>
#include <QtGlobal>
#include <atomic>
#include <optional>

namespace tarn {

class Lake;

// Seed 001's background maintenance (DESIGN §4), beside the reaper and
// soft decay: reflect (tier promotion), retention (old conversation
// episodes), reindex (compact the search index) and gc (give freed pages
// back), the last two in the engine's own terms (LakeUpkeep.h). The
// scheduler runs reflect and retention after each soft decay, reindex and
// gc once a day; `tarn maintain` and the window's Lake menu run them now.
struct MaintenanceReport
{
    qint64 startedAt = 0;
    qint64 durationMs = 0;
    bool reflected = false;
    qint64 toEpisodic = 0;       // stm -> episodic
    qint64 toSemantic = 0;       // episodic -> semantic
    bool retained = false;
    qint64 episodesRemoved = 0;  // past retention_days
    bool reindexed = false;
    bool collected = false;
    qint64 pagesFreed = 0;       // handed back to the file system by gc (LakeUpkeep.h: the engine's pages)
    qint64 bytesFreed = 0;       // the same in bytes, for people
    std::optional<qint64> freePagesLeft; // still free (a lake made before auto_vacuum needs gc --full);
                                         // not counted on PostgreSQL
    int mediaRemoved = 0;
    bool heldElsewhere = false;  // another Tarn sharing the lake was maintaining it: nothing done here
    QString error;               // empty on success

    QJsonObject toJson() const;
};

namespace Maintenance {

// Reflection's thresholds, in one place. A memory moves up one tier per
// pass, when it has earned it by use and by age:
//   stm -> episodic   recalled at least twice, or once and a week old
//   episodic -> semantic  recalled at least five times, a month old, a
//                     durable kind (MemoryContext::isDurable) and at least
//                     min_profile_confidence sure
struct ReflectRules
{
    int episodicRecalls = 2;
    qint64 episodicAgeMs = 7LL * 24 * 3600 * 1000;
    int semanticRecalls = 5;
    qint64 semanticAgeMs = 30LL * 24 * 3600 * 1000;
};

// Each throws TarnError (Storage) and changes nothing on failure; each is
// idempotent (a second run at the same instant changes nothing) and
// audited with its counts.
void reflect(Lake &lake, const MemorySettings &settings, MaintenanceReport &report, const ReflectRules &rules = {});
// Erases conversation episodes (kind episode) observed more than
// retention_days ago; 0 keeps them all. Memories captured from them keep
// their own copy of what mattered.
void applyRetention(Lake &lake, const MemorySettings &settings, MaintenanceReport &report,
                    const std::atomic<bool> *cancel = nullptr);
void reindex(Lake &lake, MaintenanceReport &report);
// Free space back to the file system (LakeUpkeep::collectGarbage) and
// orphaned media. `full` rewrites the lake once (LakeUpkeep.h).
void gc(Lake &lake, MaintenanceReport &report, bool full = false);

} // namespace Maintenance

} // namespace tarn
