// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tarn {

// SQLite's write lock is not fair. A writer that finds it taken sleeps in
// the busy handler, up to 100 ms between tries, while whoever holds it
// commits and, if it has more to write, takes it again within microseconds.
// A steady writer (`tarn serve` taking a burst of captures, a reap's
// batches) can so starve another until its busy timeout ends in "the lake
// is busy": the window's affirm failed that way under AddressSanitizer,
// with serve ingesting and the window's reaper sweeping at once.
//
// So each connection says when it waits: a shared lock on one byte of a
// small file in the lake's media folder (beside the claim file), held only
// while it waits for BEGIN IMMEDIATE. Before taking the lock, a writer
// looks whether another connection, of any process, is waiting and if so
// lets it go first (at most maxMs, then it queues like anyone). Open file
// description locks (F_OFD_*), not fcntl's process-wide ones: they tell
// two connections of one process apart, a close elsewhere in the process
// does not drop them, and the kernel drops a killed process's at once. Where
// they are not available every call is a no-op and the process-wide count
// in Lake still serves the connections of one process.
class WaitingWriters
{
public:
    WaitingWriters() = default;
    ~WaitingWriters() { close(); }
    WaitingWriters(const WaitingWriters &) = delete;
    WaitingWriters &operator=(const WaitingWriters &) = delete;

    // Opens (or makes) the file; false where it cannot be had, which is
    // not an error: the lake works as before.
    bool open(const QString &file);
    void close();
    bool isOpen() const { return m_fd >= 0; }

    // While one of these lives this connection is seen as waiting.
    class Waiting
    {
    public:
        explicit Waiting(const WaitingWriters &writers);
        ~Waiting();
        Waiting(const Waiting &) = delete;
        Waiting &operator=(const Waiting &) = delete;

    private:
        const WaitingWriters &m_writers;
        bool m_said = false;
    };

    // Whether a connection other than this one waits right now.
    bool othersWaiting() const;

private:
    int m_fd = -1;
};

} // namespace tarn
