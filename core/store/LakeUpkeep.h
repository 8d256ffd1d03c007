// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>
#include <optional>

namespace tarn {

class Lake;

// The engine's own upkeep behind maintenance's reindex and gc (DESIGN §4;
// Maintenance.h), so maintenance names no engine. The scheduler runs both
// once a day on every lake. Each throws TarnError (Storage).
namespace LakeUpkeep {

// Folds what writes left scattered into the search index, so a search
// reads less:
// - SQLite: FTS5's 'optimize' merges every segment into one b-tree.
// - PostgreSQL: gin_clean_pending_list moves the GIN index's pending list
//   (where fastupdate parks new rows' entries, and which every search
//   scans whole) into the index proper. This is FTS5's merge in GIN's
//   terms, and no writer waits for it. A REINDEX would rebuild the whole
//   index daily under a lock that stops every machine's writes (or, with
//   CONCURRENTLY, twice over and outside any transaction) for a tree that
//   vacuum already keeps clean: the rebuild is no better than what it
//   replaces.
void compactSearchIndex(Lake &lake);

struct Collected
{
    qint64 pagesFreed = 0;                 // handed back to the file system
    qint64 bytesFreed = 0;                 // the same in bytes (the engine's page size)
    std::optional<qint64> freePagesLeft;   // still free inside the lake; unknown on PostgreSQL
};

// Hands free space back:
// - SQLite: an incremental vacuum (or, with `full`, VACUUM rewriting the
//   file and switching an older lake to incremental vacuum) and a
//   truncating WAL checkpoint. Pages are the file's pages.
// - PostgreSQL: VACUUM (ANALYZE) of the lake's tables: dead rows' space
//   becomes reusable, empty pages at a table's end go back to the file
//   system, and the planner's statistics are fresh (recall's windows rely
//   on them). With `full`, VACUUM FULL rewrites every table and index
//   compactly, each locked while it is rewritten. pagesFreed is how many
//   server pages (block_size) the lake's files shrank by; the free space
//   left inside them is not counted, since PostgreSQL reports it only
//   through an extension (pg_freespacemap) a lake cannot count on.
Collected collectGarbage(Lake &lake, bool full);

} // namespace LakeUpkeep

} // namespace tarn
