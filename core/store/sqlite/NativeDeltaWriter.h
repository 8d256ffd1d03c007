// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"

#include <QList>
#include <functional>

struct sqlite3;
struct sqlite3_stmt;

namespace tarn {

// The insert hot path on SQLite's own C API, through the very connection Qt
// Sql opened (QSqlDriver::handle()), so it shares Tarn's transaction. Qt's
// per-bind QVariant and placeholder bookkeeping made batched inserts ~1.6x
// slower than raw SQLite; this path writes the same rows the generic Qt Sql
// path does (Lake falls back to that one on any other driver).
class NativeDeltaWriter
{
public:
    explicit NativeDeltaWriter(sqlite3 *db);
    ~NativeDeltaWriter();
    NativeDeltaWriter(const NativeDeltaWriter &) = delete;
    NativeDeltaWriter &operator=(const NativeDeltaWriter &) = delete;

    // Writes each delta's row, FTS row (and memory index row, for a person's
    // kinds: LakeSchema::kMemoryIndex) and tags, then the per-source counts.
    // redrawId gives a fresh id when a generated one collides with another
    // process's; it returns an empty string for ids that must be kept.
    void write(QList<Delta> &deltas, const std::function<QString(qsizetype index)> &redrawId);

private:
    sqlite3_stmt *prepare(const char *sql);
    [[noreturn]] void fail(const char *what);

    sqlite3 *m_db;
    sqlite3_stmt *m_insert = nullptr;
    sqlite3_stmt *m_fts = nullptr;
    sqlite3_stmt *m_memoryFts = nullptr;
    sqlite3_stmt *m_tag = nullptr;
    sqlite3_stmt *m_stats = nullptr;
};

} // namespace tarn
