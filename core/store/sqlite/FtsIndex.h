// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <atomic>

namespace tarn {

class Lake;

// Keeps FTS5 segment merging off the writers' path during bulk deletes.
// Every committed batch adds a small FTS5 segment of delete markers; with
// automerge on, some commit inevitably pays for merging large segments of a
// big lake (measured: 300 ms locks and 4.8x the cost of one DELETE on 1M
// deltas). So sweeps pause automerge, and afterwards merge in small
// separate transactions, each holding the lock only briefly. Each of these
// acts on both of SQLite's search indexes: delta_fts and the memory index
// (LakeSchema::kMemoryIndex).
namespace FtsIndex {

void pauseMerging(Lake &lake);
// Restores FTS5's defaults and merges, step by step, the level the sweep
// filled with small segments into one; larger merges are left to FTS5's
// automerge (FtsIndex.cpp). Returns the number of merge steps taken.
int resumeMerging(Lake &lake, const std::atomic<bool> *cancel = nullptr);
// Merges every segment into one, as 'optimize' does, in bounded steps of
// pagesPerStep pages ('merge' with a negative count), each its own write, so
// no writer waits long. Afterwards no deleted row's token (nor the delete
// marker that cancelled it) is left in the index. Returns the steps taken;
// longestStepMs (if given) gets the longest one.
int mergeAll(Lake &lake, int pagesPerStep = 500, qint64 *longestStepMs = nullptr);
// Merges, step by step, any level holding 16 or more segments into one (a
// sweep's small segments of delete markers), and nothing else. Returns the
// number of merge steps taken.
int collapseCrowdedLevels(Lake &lake, const std::atomic<bool> *cancel = nullptr);
// At open: a sweep killed while paused must not leave merging off.
void ensureDefaults(Lake &lake);

} // namespace FtsIndex

} // namespace tarn
