// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "FtsIndex.h"

#include "Lake.h"
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
// Pages of merge work per step: a few milliseconds each on this machine.
constexpr int kMergeStep = 256;

qint64 totalChanges(Lake &lake)
{
    QSqlQuery q(LakeSql::of(lake));
    if (!q.exec(QStringLiteral("SELECT total_changes()")) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

void setOption(Lake &lake, const char *name, int value)
{
    lake.exec(QStringLiteral("INSERT INTO delta_fts(delta_fts, rank) VALUES ('%1', %2)")
                  .arg(QString::fromLatin1(name))
                  .arg(value));
}
} // namespace

void FtsIndex::pauseMerging(Lake &lake)
{
    setOption(lake, "automerge", 0);
    // Up to this many segments per level before FTS5 merges regardless.
    setOption(lake, "crisismerge", 2000);
}

int FtsIndex::resumeMerging(Lake &lake, const std::atomic<bool> *cancel)
{
    setOption(lake, "automerge", kAutomerge);
    setOption(lake, "crisismerge", kCrisismerge);
    int steps = 0;
    // 'merge' does a bounded amount of work per call; when a call changes
    // nothing, the segments are merged as far as automerge would.
    for (;;) {
        if (cancel && cancel->load())
            break;
        const qint64 before = totalChanges(lake);
        lake.exec(QStringLiteral("INSERT INTO delta_fts(delta_fts, rank) VALUES ('merge', %1)").arg(kMergeStep));
        ++steps;
        if (totalChanges(lake) - before <= 1)
            break;
        if (steps > 100000)
            break;
    }
    return steps;
}

int FtsIndex::mergeAll(Lake &lake, int pagesPerStep, qint64 *longestStepMs)
{
    int steps = 0;
    qint64 longest = 0;
    for (;;) {
        QElapsedTimer step;
        step.start();
        const qint64 before = totalChanges(lake);
        // Negative: segments of every level take part, towards one segment.
        lake.exec(QStringLiteral("INSERT INTO delta_fts(delta_fts, rank) VALUES ('merge', %1)").arg(-pagesPerStep));
        longest = std::max(longest, step.elapsed());
        ++steps;
        if (totalChanges(lake) - before <= 1 || steps > 1000000)
            break;
    }
    if (longestStepMs)
        *longestStepMs = longest;
    return steps;
}

void FtsIndex::ensureDefaults(Lake &lake)
{
    QSqlQuery q(LakeSql::of(lake));
    if (q.exec(QStringLiteral("SELECT v FROM delta_fts_config WHERE k = 'automerge'")) && q.next()
        && q.value(0).toInt() == 0) {
        q.finish();
        resumeMerging(lake);
    }
}

} // namespace tarn
