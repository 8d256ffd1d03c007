// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "FtsIndex.h"

#include "Lake.h"
#include "LakeSchema.h"
#include "LakeSql.h"
#include "TarnError.h"

#include <QElapsedTimer>
#include <QSqlQuery>

#include <algorithm>

namespace tarn {

namespace {
// FTS5's own defaults (fts5_config.c).
constexpr int kAutomerge = 4;
constexpr int kCrisismerge = 16;
constexpr int kUsermerge = 4;
// FTS5's largest usermerge. A 1M-delta reap leaves ~750 segments of delete
// markers at the lowest level; collapsing them into one costs little, while
// merging on as automerge would (every level with 4 segments) went on into
// the lake's largest segments and rewrote most of the index: 9.1 s of a
// 27.9 s reap (tarn_bench --sizes 1000000, 2026-11-27). Those larger merges
// are left to automerge, which does a bounded share with every later write.
constexpr int kCollapseLevelAt = 16;
// Pages of merge work per step: a few milliseconds each on this machine.
constexpr int kMergeStep = 256;

qint64 totalChanges(Lake &lake)
{
    QSqlQuery q(LakeSql::of(lake));
    if (!q.exec(QStringLiteral("SELECT total_changes()")) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

// Both search indexes: every row's, and a person's memories' apart
// (LakeSchema memoryIndexV11). A sweep's deletions reach the second only
// for the person's kinds it reaps, and an erasure must leave neither
// holding a forgotten row's words.
QStringList indexes()
{
    return LakeSchema::searchIndexes();
}

void command(Lake &lake, const QString &index, const QString &name, int value)
{
    lake.exec(QStringLiteral("INSERT INTO %1(%1, rank) VALUES ('%2', %3)").arg(index, name).arg(value));
}

void setOption(Lake &lake, const char *name, int value)
{
    for (const QString &index : indexes())
        command(lake, index, QString::fromLatin1(name), value);
}
} // namespace

void FtsIndex::pauseMerging(Lake &lake)
{
    setOption(lake, "automerge", 0);
    // Up to this many segments per level before FTS5 merges regardless.
    setOption(lake, "crisismerge", 2000);
}

int FtsIndex::collapseCrowdedLevels(Lake &lake, const std::atomic<bool> *cancel)
{
    // 'merge' with a positive count merges only a level holding at least
    // usermerge segments: at FTS5's most (16) that is the level a sweep
    // fills with its small segments, and not the few large ones above it
    // that FTS5 merges in its own time.
    setOption(lake, "usermerge", kCollapseLevelAt);
    int steps = 0;
    // 'merge' does a bounded amount of work per call; when a call changes
    // nothing, no level holds that many segments any more.
    for (const QString &index : indexes()) {
        for (int ofIndex = 0;;) {
            if (cancel && cancel->load())
                break;
            const qint64 before = totalChanges(lake);
            command(lake, index, QStringLiteral("merge"), kMergeStep);
            ++steps;
            if (totalChanges(lake) - before <= 1)
                break;
            if (++ofIndex > 100000)
                break;
        }
    }
    setOption(lake, "usermerge", kUsermerge);
    return steps;
}

int FtsIndex::resumeMerging(Lake &lake, const std::atomic<bool> *cancel)
{
    setOption(lake, "automerge", kAutomerge);
    setOption(lake, "crisismerge", kCrisismerge);
    return collapseCrowdedLevels(lake, cancel);
}

int FtsIndex::mergeAll(Lake &lake, int pagesPerStep, qint64 *longestStepMs)
{
    int steps = 0;
    qint64 longest = 0;
    for (const QString &index : indexes()) {
        for (int ofIndex = 0;;) {
            QElapsedTimer step;
            step.start();
            const qint64 before = totalChanges(lake);
            // Negative: segments of every level take part, towards one segment.
            command(lake, index, QStringLiteral("merge"), -pagesPerStep);
            longest = std::max(longest, step.elapsed());
            ++steps;
            if (totalChanges(lake) - before <= 1 || ++ofIndex > 1000000)
                break;
        }
    }
    if (longestStepMs)
        *longestStepMs = longest;
    return steps;
}

void FtsIndex::ensureDefaults(Lake &lake)
{
    // Killed while merging was paused, or while the level was collapsing.
    QSqlQuery q(LakeSql::of(lake));
    for (const QString &index : indexes()) {
        if (q.exec(QStringLiteral("SELECT 1 FROM %1_config WHERE (k = 'automerge' AND v = 0) "
                                  "OR (k = 'usermerge' AND v = %2)")
                       .arg(index)
                       .arg(kCollapseLevelAt))
            && q.next()) {
            q.finish();
            resumeMerging(lake);
            return;
        }
    }
}

} // namespace tarn
