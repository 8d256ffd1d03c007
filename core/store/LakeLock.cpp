// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeLock.h"

#include "Lake.h"
#include "LakeSql.h"
#include "StorageErrors.h"
#include "StoreLogging.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

namespace tarn {

namespace {

// A file name for the key: letters and digits kept, the rest made '_',
// and the hash added so "source:a b" and "source:a_b" stay apart.
QString lockFileName(const QString &key)
{
    QString safe;
    for (const QChar c : key)
        safe += (c.isLetterOrNumber() && c.unicode() < 128) ? c : QChar(u'_');
    return QStringLiteral(".lock-%1-%2").arg(safe.left(64)).arg(quint32(LakeLock::keyHash(key)), 8, 16, QChar(u'0'));
}

} // namespace

LakeLock::LakeLock(Lake &lake, QString key) : m_lake(lake), m_key(std::move(key)) {}

LakeLock::~LakeLock()
{
    try {
        release();
    } catch (const TarnError &) {
        // A lost server has let go of it already.
    }
}

int LakeLock::keyHash(const QString &key)
{
    quint32 h = 2166136261u;
    for (const char byte : key.toUtf8()) {
        h ^= quint8(byte);
        h *= 16777619u;
    }
    return int(h);
}

bool LakeLock::tryTake()
{
    if (m_held)
        return true;
    if (m_lake.onServer()) {
        QSqlQuery q(LakeSql::of(m_lake));
        q.prepare(QStringLiteral("SELECT pg_try_advisory_lock(?, ?)"));
        q.addBindValue(kNamespace);
        q.addBindValue(keyHash(m_key));
        if (!q.exec() || !q.next())
            throw StorageErrors::fromSql(q.lastError());
        m_held = q.value(0).toBool();
        return m_held;
    }
#ifdef Q_OS_UNIX
    if (m_fd < 0) {
        // Beside the claim file (LakeClaim), in a folder of their own: the
        // media folder's images are only files named by their hash.
        const QString folder = Lake::mediaRootFor(m_lake.path()) + QStringLiteral("/.locks");
        QDir().mkpath(folder);
        const QByteArray path = QFile::encodeName(folder + u'/' + lockFileName(m_key));
        m_fd = ::open(path.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        if (m_fd < 0) {
            // A read-only lake: nothing here can write, so nothing to keep apart.
            qCDebug(lcStore, "no lock file for %s: %s", qUtf8Printable(m_key), strerror(errno));
            m_held = true;
            return true;
        }
    }
    int rc;
    do {
        rc = ::flock(m_fd, LOCK_EX | LOCK_NB);
    } while (rc != 0 && errno == EINTR);
    m_held = rc == 0;
#else
    m_held = true;
#endif
    return m_held;
}

bool LakeLock::take(int waitMs)
{
    const QDeadlineTimer deadline(std::max(0, waitMs));
    while (!tryTake()) {
        if (deadline.hasExpired())
            return false;
        QThread::msleep(50);
    }
    return true;
}

void LakeLock::release()
{
    if (m_lake.onServer()) {
        if (m_held && m_lake.isOpen()) {
            QSqlQuery q(LakeSql::of(m_lake));
            q.prepare(QStringLiteral("SELECT pg_advisory_unlock(?, ?)"));
            q.addBindValue(kNamespace);
            q.addBindValue(keyHash(m_key));
            m_held = false;
            if (!q.exec())
                throw StorageErrors::fromSql(q.lastError());
        }
        m_held = false;
        return;
    }
#ifdef Q_OS_UNIX
    if (m_fd >= 0)
        ::close(m_fd); // lets go of the flock with it
    m_fd = -1;
#endif
    m_held = false;
}

} // namespace tarn
