// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Erasure.h"

#include "FtsIndex.h"
#include "Lake.h"
#include "LakeSql.h"
#include "StoreLogging.h"
#include "WalCheckpoint.h"

#include <QElapsedTimer>
#include <QSqlQuery>
#include <QThread>
#include <QVariant>

namespace tarn {

namespace {
// Pages of FTS merge work per step of the scrub.
constexpr int kScrubPagesPerStep = 500;
// How long a server scrub waits for readers whose snapshots are older than
// the erasure (another machine mid-read, the server's own autoanalyze).
constexpr int kOlderReadersWaitMs = 30000;
constexpr int kOlderReadersPollMs = 100;

// VACUUM FULL copies a deleted row that some snapshot may still see
// ("recently dead") into the rewritten table, words and all. Two kinds of
// session can hold one: a session of this database whose snapshot predates
// the forget (another machine mid-read), and, through any connection being
// opened meanwhile (its start-up snapshot counts for every database), a
// transaction still running anywhere on the server that began before it.
// So first wait until neither is left: then every snapshot the rewrite
// must respect is younger than the forget, which has committed. True when
// none was left; false after the bound, when the rewrite goes ahead and the
// next gc (tarn maintain gc --full) takes what stayed.
bool waitForOlderSnapshots(Lake &lake)
{
    QSqlQuery q(LakeSql::of(lake));
    if (!q.exec(QStringLiteral("SELECT CAST(pg_current_xact_id() AS TEXT)")) || !q.next())
        return false;
    const QString marker = q.value(0).toString();
    q.finish();
    // backend_xmin is a 32-bit xid: compared by age, the older the
    // snapshot, the greater its age.
    if (!q.prepare(QStringLiteral(
            "SELECT pg_snapshot_xmin(pg_current_snapshot()) <= CAST(CAST(:marker AS TEXT) AS xid8) "
            "OR EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = current_database() "
            "AND pid <> pg_backend_pid() AND backend_xmin IS NOT NULL "
            "AND age(backend_xmin) >= age(xid(CAST(CAST(:marker AS TEXT) AS xid8))))")))
        return false;
    QElapsedTimer waited;
    waited.start();
    for (;;) {
        q.bindValue(QStringLiteral(":marker"), marker);
        if (!q.exec() || !q.next())
            return false; // cannot tell: rewrite now rather than wait blind
        const bool older = q.value(0).toBool();
        q.finish();
        if (!older)
            return true;
        if (waited.elapsed() >= kOlderReadersWaitMs)
            return false;
        QThread::msleep(kOlderReadersPollMs);
    }
}
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
        result.olderReadersLeft = !waitForOlderSnapshots(lake);
        if (result.olderReadersLeft)
            qCWarning(lcStore, "a session still held a snapshot from before the hard forget after %d s; "
                               "what it could see may stay until tarn maintain gc --full", kOlderReadersWaitMs / 1000);
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
