// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>
#include <optional>

namespace tarn {

class Lake;

// Where the lake's vectors stand (schema step 7: delta_vectors and the log
// of those that left, delta_vectors_gone), so an in-memory copy
// (EmbeddingIndex) reads only what changed since it last looked. Each row
// of either table gets a seq from a counter that never goes down, not even
// when the newest row leaves.
namespace VectorLog {

struct Marks
{
    qint64 lastVector = 0;           // the highest seq delta_vectors has handed out
    qint64 lastGone = 0;             // the same for delta_vectors_gone
    std::optional<qint64> firstGone; // the oldest entry the gone log still holds
};

// Every vector up to lastVector is committed and readable once this
// returns:
// - SQLite: sqlite_sequence's counters, read in one statement's snapshot
//   while writers take turns at the file's write lock.
// - PostgreSQL: the identity sequences, read while holding the shared side
//   of an advisory lock that vector writers hold exclusively
//   (beginWriting), so no writer is between taking a seq and committing it.
//   A sequence alone hands out numbers in one order and commits in another:
//   a copy could step past a vector not yet visible and never read it.
//   Deletions are not held back so (any sweep deletes vectors): a vector
//   whose leaving is missed stays in a copy, where recall's check that a
//   delta is live passes over it, until the copy compares every rid.
// Throws TarnError (Storage).
Marks read(Lake &lake);
// In the transaction that writes vectors, before the first (see read()).
void beginWriting(Lake &lake);
// Forgets the gone log's entries from before `beforeMs` (wall clock).
void pruneGone(Lake &lake, qint64 beforeMs);

} // namespace VectorLog

} // namespace tarn
