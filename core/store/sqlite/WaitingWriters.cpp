// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WaitingWriters.h"

#include <QFile>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <unistd.h>
#endif

namespace tarn {

#if defined(Q_OS_UNIX) && defined(F_OFD_SETLK)

namespace {
// The one byte every waiting connection shares a lock on.
int lockByte(int fd, int cmd, short type)
{
    struct flock lock{};
    lock.l_type = type;
    lock.l_whence = SEEK_SET;
    lock.l_start = 0;
    lock.l_len = 1;
    int rc;
    do {
        rc = ::fcntl(fd, cmd, &lock);
    } while (rc != 0 && errno == EINTR);
    if (cmd == F_OFD_GETLK)
        return rc == 0 ? lock.l_type : -1; // the lock in the way, F_UNLCK for none
    return rc;
}
} // namespace

bool WaitingWriters::open(const QString &file)
{
    close();
    const QByteArray path = QFile::encodeName(file);
    m_fd = ::open(path.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (m_fd < 0)
        return false;
    // A kernel without OFD locks (before Linux 3.15) says EINVAL here.
    if (lockByte(m_fd, F_OFD_GETLK, F_WRLCK) < 0) {
        close();
        return false;
    }
    return true;
}

void WaitingWriters::close()
{
    if (m_fd >= 0)
        ::close(m_fd); // drops a lock still held with it
    m_fd = -1;
}

WaitingWriters::Waiting::Waiting(const WaitingWriters &writers) : m_writers(writers)
{
    m_said = writers.m_fd >= 0 && lockByte(writers.m_fd, F_OFD_SETLK, F_RDLCK) == 0;
}

WaitingWriters::Waiting::~Waiting()
{
    if (m_said)
        lockByte(m_writers.m_fd, F_OFD_SETLK, F_UNLCK);
}

bool WaitingWriters::othersWaiting() const
{
    // A write lock would conflict with any other description's shared one;
    // this description's own never conflicts with itself.
    if (m_fd < 0)
        return false;
    const int inTheWay = lockByte(m_fd, F_OFD_GETLK, F_WRLCK);
    return inTheWay == F_RDLCK || inTheWay == F_WRLCK;
}

#else

bool WaitingWriters::open(const QString &)
{
    return false;
}
void WaitingWriters::close() {}
WaitingWriters::Waiting::Waiting(const WaitingWriters &writers) : m_writers(writers) {}
WaitingWriters::Waiting::~Waiting() = default;
bool WaitingWriters::othersWaiting() const
{
    return false;
}

#endif

} // namespace tarn
