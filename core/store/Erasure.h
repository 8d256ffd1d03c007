// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace tarn {

class Lake;

// What "erased" means in the engine's bytes (DESIGN §4: what you erase is
// gone), so a hard forget names no engine.
namespace Erasure {

// While alive, whatever the engine frees is overwritten: SQLite's
// secure_delete zeroes freed cells and pages. PostgreSQL keeps dead rows
// until a vacuum, so its erasing happens in scrub().
class Scope
{
public:
    explicit Scope(Lake &lake);
    ~Scope();
    Scope(const Scope &) = delete;
    Scope &operator=(const Scope &) = delete;

private:
    Lake &m_lake;
    int m_before = -1;
};

struct ScrubResult
{
    bool walReset = false;    // SQLite: false when a reader held the WAL; the next checkpoint resets it
    int mergeSteps = 0;       // SQLite: bounded FTS merge steps taken
    qint64 longestStepMs = 0; // the longest a writer waited behind one step
    bool olderReadersLeft = false; // PostgreSQL: a snapshot from before the forget outlived the wait
};

// After a hard forget commits, so none of the erased words is left in the
// lake's bytes:
// - SQLite: merges the FTS5 index in bounded steps (no deleted token stays
//   in its segments) with secure_delete on so freed pages are zeroed, hands
//   free pages back, and truncates the WAL;
// - PostgreSQL: rewrites the tables that held the rows (VACUUM FULL), so no
//   dead row version keeps the words; the tables are locked for the
//   rewrite, which the size of a personal lake keeps short. It first waits
//   (up to 30 s) until no snapshot from before the forget is left (this
//   database's sessions, and transactions anywhere on the server, which a
//   connection opening meanwhile would inherit), since the rewrite keeps
//   what any such snapshot could still see.
ScrubResult scrub(Lake &lake);

} // namespace Erasure

} // namespace tarn
