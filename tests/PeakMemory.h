// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The process's resident memory at its worst, for tests and benchmarks that
// bound what a piece of work holds: reset the peak, do the work, read the
// peak again. Linux only (/proc/self); -1 or false elsewhere.

#include <QFile>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace tarn::test {

// A "VmXXX:   1234 kB" line of /proc/self/status (or of another process's
// status, given its pid), in KiB; -1 if unknown.
inline qint64 procStatusKb(const QByteArray &field, qint64 pid = 0)
{
    QFile f(pid > 0 ? QStringLiteral("/proc/%1/status").arg(pid) : QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(field + ':'))
            return line.mid(field.size() + 1).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

inline qint64 residentKb()
{
    return procStatusKb("VmRSS");
}

inline qint64 peakResidentKb()
{
    return procStatusKb("VmHWM");
}

// Lowers the peak to what is resident now (Linux 4.0+), so the next
// peakResidentKb() is this work's own peak, not an earlier one's. Without
// it a peak can only be compared with the highest one before. What the
// allocator kept of memory freed earlier goes back to the system first, or
// the work could reuse it and hide its peak there.
inline bool resetPeak()
{
#ifdef __GLIBC__
    malloc_trim(0);
#endif
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    return f.open(QIODevice::WriteOnly) && f.write("5") == 1;
}

} // namespace tarn::test
