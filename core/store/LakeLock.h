// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <memory>

namespace tarn {

class Lake;

// One-at-a-time work on a lake that several processes or machines share
// (DESIGN §5, issue 21): a sweep of each kind, and the polling of each
// configured source, run in one place at a time. The lock belongs to the
// Lake connection that took it and is let go by release(), the destructor,
// or the holder's death: on PostgreSQL a session advisory lock (the server
// drops it with a lost or killed connection), on SQLite an flock(2) on a
// small file in the lake's media folder, under .locks/ (the kernel drops it
// with a killed process).
// So a machine that dies mid-sweep never leaves the work locked for good.
class LakeLock
{
public:
    // `key` names the work ("sweep:reap", "source:<name>"); the same key
    // on every machine is the same lock.
    LakeLock(Lake &lake, QString key);
    ~LakeLock();
    LakeLock(const LakeLock &) = delete;
    LakeLock &operator=(const LakeLock &) = delete;

    // Takes the lock without waiting; false while another connection holds
    // it. Throws TarnError when the lake cannot be asked (a lost server).
    bool tryTake();
    // Tries for up to waitMs (0: once).
    bool take(int waitMs);
    void release();
    bool held() const { return m_held; }
    const QString &key() const { return m_key; }

    // The two 32-bit halves PostgreSQL's pg_try_advisory_lock(int, int)
    // takes: Tarn's namespace and a stable hash of the key (FNV-1a of its
    // UTF-8), the same on every machine and every build. The two-key form
    // is a lock space of its own, apart from migration's one-key lock.
    static constexpr int kNamespace = 0x7461726e; // "tarn"
    static int keyHash(const QString &key);

private:
    Lake &m_lake;
    QString m_key;
    int m_fd = -1; // SQLite: the lock file
    bool m_held = false;
};

} // namespace tarn
