// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SweepReport.h"

namespace tarn {

class Lake;

// The engine's own housekeeping around a batched sweep (the reaper, soft
// decay), so the sweeps themselves name no engine.
// - SQLite: no automatic WAL checkpoint inside a batch's commit, FTS5's
//   segment merging paused while rows leave, a checkpoint every few batches
//   with no lock held (a growing WAL spent 40 % of a 1M-delta reap zeroing
//   new pages), and at the end merging caught up and the WAL truncated. The
//   times go into the report (checkpointMs, mergeMs).
// - PostgreSQL: nothing; autovacuum reclaims what leaves, and the server
//   keeps its own log.
class SweepUpkeep
{
public:
    SweepUpkeep(Lake &lake, SweepReport &report);
    // Restores automatic checkpoints if finish() never ran (an exception).
    ~SweepUpkeep();
    SweepUpkeep(const SweepUpkeep &) = delete;
    SweepUpkeep &operator=(const SweepUpkeep &) = delete;

    // Before the batches that delete rows.
    void rowsWillLeave();
    // Inside a batch, after its rows changed and before its commit: SQLite
    // writes FTS5's pending terms now (a savepoint flushes them), so that
    // work counts as the batch's and its deadline can stop it, rather than
    // surfacing in the commit, which nothing stops.
    void flushIndex();
    // After each committed batch, with no lock held: every `checkpointEvery`
    // batches a checkpoint. The upkeep counts the batches itself; the
    // report's count is filled only once the loop is done.
    void afterBatch(int checkpointEvery);
    // Catches up: merging, automatic checkpoints, and a truncating
    // checkpoint if any batch ran.
    void finish();

private:
    Lake &m_lake;
    SweepReport &m_report;
    bool m_sqlite;
    int m_batches = 0;
    bool m_mergingPaused = false;
    bool m_finished = false;
};

} // namespace tarn
