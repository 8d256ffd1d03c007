#include "Erasure.h"

#include "FtsIndex.h"
#include "Lake.h"
#include "LakeSql.h"
#include "WalCheckpoint.h"

#include <QElapsedTimer>
#include <QSqlQuery>
#include <QVariant>

namespace tarn {

namespace {
// Pages of FTS merge work per step of the scrub.
constexpr int kScrubPagesPerStep = 500;
} // namespace

Erasure::Scope::Scope(Lake &lake) : m_lake(lake)
{
    if (lake.onServer())
        return;
    QSqlQuery q(LakeSql::of(lake));
    if (q.exec(QStringLiteral("PRAGMA secure_delete")) && q.next())
        m_before = q.value(0).toInt();
    q.finish();
    lake.exec(QStringLiteral("PRAGMA secure_delete = ON"));
}

Erasure::Scope::~Scope()
{
    if (m_before < 0)
        return;
    try {
        m_lake.exec(QStringLiteral("PRAGMA secure_delete = %1").arg(m_before));
    } catch (...) {
    }
}

Erasure::ScrubResult Erasure::scrub(Lake &lake)
{
    ScrubResult result;
    if (lake.onServer()) {
        QElapsedTimer step;
        step.start();
        lake.exec(QStringLiteral("VACUUM FULL deltas, delta_tags, delta_vectors"));
        result.longestStepMs = step.elapsed();
        result.mergeSteps = 1;
        return result;
    }
    const Scope secure(lake);
    // FTS5 keeps a deleted row's tokens (and the delete markers that cancel
    // them) in its segments until they are merged; merging every segment into
    // one (what 'optimize' does) drops them, and the freed pages are zeroed.
    // In bounded steps, each its own write, so other writers wait for one
    // step at most, never for the whole index of a large lake.
    result.mergeSteps = FtsIndex::mergeAll(lake, kScrubPagesPerStep, &result.longestStepMs);
    // Free pages written before secure_delete was on may still hold old
    // bytes: hand them back to the file system.
    {
        QSqlQuery q(LakeSql::of(lake));
        const bool incremental = q.exec(QStringLiteral("PRAGMA auto_vacuum")) && q.next() && q.value(0).toInt() == 2;
        q.finish();
        if (incremental)
            lake.incrementalVacuum();
    }
    // The WAL still holds the pages as they were: copy the zeroed ones into
    // the main file and start the log over (its file goes back to 0 bytes).
    result.walReset = WalCheckpoint::truncate(lake).complete;
    return result;
}

} // namespace tarn
