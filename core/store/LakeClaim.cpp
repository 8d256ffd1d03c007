// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeClaim.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QThread>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

namespace tarn {

#ifdef Q_OS_UNIX

namespace {
int lockRetrying(int fd, int operation)
{
    int rc;
    do {
        rc = ::flock(fd, operation);
    } while (rc != 0 && errno == EINTR);
    return rc;
}
} // namespace

LakeClaim::Outcome LakeClaim::take(const QString &claimFile, int waitMs)
{
    release();
    // flock, not fcntl locks: SQLite uses fcntl locks on the lake itself, and
    // fcntl locks of one process are shared by all its descriptors, so the
    // window's own connections could never tell each other apart.
    const QByteArray path = QFile::encodeName(claimFile);
    m_fd = ::open(path.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (m_fd < 0)
        m_fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC); // a read-only folder with the file in it
    if (m_fd < 0)
        return Outcome::Unavailable;
    if (lockRetrying(m_fd, LOCK_EX | LOCK_NB) == 0)
        return Outcome::Sole;
    // Polled rather than blocking, so a holder that never lets go (a
    // stopped process) turns into a busy lake instead of a hang.
    const QDeadlineTimer deadline(waitMs);
    for (bool held = errno == EWOULDBLOCK; held;) {
        if (lockRetrying(m_fd, LOCK_SH | LOCK_NB) == 0)
            return Outcome::Shared;
        held = errno == EWOULDBLOCK;
        if (held && deadline.hasExpired()) {
            release();
            return Outcome::Busy;
        }
        if (held)
            QThread::msleep(2);
    }
    release();
    return Outcome::Unavailable;
}

void LakeClaim::share()
{
    if (m_fd >= 0)
        lockRetrying(m_fd, LOCK_SH);
}

void LakeClaim::release()
{
    if (m_fd >= 0)
        ::close(m_fd); // drops the lock with it
    m_fd = -1;
}

#else

LakeClaim::Outcome LakeClaim::take(const QString &, int)
{
    return Outcome::Unavailable;
}
void LakeClaim::share() {}
void LakeClaim::release() {}

#endif

} // namespace tarn
