// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace tarn {

class Lake;

// Keeps the write-ahead log from growing without bound during long sweeps.
//
// A PASSIVE checkpoint copies what it can but never waits, and the WAL file
// only starts over from its beginning once no reader still uses it. Under a
// steady stream of reads (the window, the API) some reader always holds an
// older snapshot while a reap keeps appending, so the log was never reset:
// a 1M-delta reap under load left a 1.8 GB -wal file behind. These
// checkpoints wait a little for readers to move on, which lets the next
// write start the log over, and the lake's journal_size_limit then trims
// the file back.
namespace WalCheckpoint {

struct Result
{
    bool complete = false; // every frame copied and the log can start over
    qint64 logFrames = -1;
    qint64 copiedFrames = -1;
};

// Between a sweep's batches, with no transaction open: RESTART, waiting at
// most maxWaitMs for readers and for another connection's writer. A writer
// of the lake waits at most that long behind it. If the wait runs out it
// has still done what a PASSIVE checkpoint does.
Result restart(Lake &lake, int maxWaitMs = 100);

// After a sweep: TRUNCATE, so the -wal file goes back to zero bytes when
// nobody is reading; same bounded wait and the same fallback.
Result truncate(Lake &lake, int maxWaitMs = 250);

// The size the lake's WAL file is trimmed to whenever it starts over.
constexpr qint64 kJournalSizeLimitBytes = 64LL * 1024 * 1024;

} // namespace WalCheckpoint
} // namespace tarn
