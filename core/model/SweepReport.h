// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>
#include <QString>

namespace tarn {

enum class SweepKind { Reap, SoftDecay };

// What one run of the reaper or of soft decay did (or, dry, would do).
struct SweepReport
{
    SweepKind kind = SweepKind::Reap;
    bool dryRun = false;
    bool cancelled = false;
    qint64 startedAt = 0;   // clock time the sweep judged "now" by
    qint64 durationMs = 0;  // wall time
    qint64 removed = 0;     // rows deleted (reap: expired; decay: fell under 0.1)
    qint64 reduced = 0;     // soft decay: rows whose confidence was halved
    qint64 wouldRemove = 0; // dry run
    qint64 wouldReduce = 0; // dry run
    int batches = 0;
    qint64 longestBatchMs = 0; // longest time one batch held the write lock
    qint64 checkpointMs = 0;
    int checkpoints = 0;     // SQLite WAL checkpoints the sweep ran (SweepUpkeep)
    qint64 mergeMs = 0;      // FTS5 segment merging after the batches
    int mediaRemoved = 0;
    // Another process or machine was running this sweep on the same lake
    // (LakeLock): this one did nothing and wrote no audit entry; that
    // sweep's own report counts what went.
    bool heldElsewhere = false;
    QString error;          // non-empty when the sweep failed (nothing half-done)
};

} // namespace tarn

Q_DECLARE_METATYPE(tarn::SweepReport)
