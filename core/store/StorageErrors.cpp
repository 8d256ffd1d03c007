// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "StorageErrors.h"

#include "Lake.h"
#include "PostgresConnection.h"

#include <QCoreApplication>
#include <QFileDevice>
#include <QFileInfo>
#include <QSqlError>
#include <QStorageInfo>
#include <sqlite3.h>

namespace tarn {

namespace {

struct StorageText
{
    Q_DECLARE_TR_FUNCTIONS(StorageErrors)
};

QString withDetail(const QString &message, const QString &detail)
{
    return detail.isEmpty() ? message : message + QStringLiteral(" (") + detail + u')';
}

} // namespace

TarnError StorageErrors::diskFull(const QString &detail)
{
    return TarnError(TarnError::Kind::DiskFull,
                     withDetail(StorageText::tr("the disk holding the lake is full: nothing was written. "
                                                "Free some space and try again"),
                                detail));
}

TarnError StorageErrors::readOnly(const QString &detail)
{
    return TarnError(TarnError::Kind::ReadOnly,
                     withDetail(StorageText::tr("the lake is read-only (its file, folder or disk does not allow "
                                                "writing): nothing was written. Reading still works"),
                                detail));
}

TarnError StorageErrors::busy(const QString &detail)
{
    return TarnError(TarnError::Kind::Busy,
                     withDetail(StorageText::tr("the lake is busy: another Tarn (the window or tarn serve) held "
                                                "its write lock for more than %1 s, so nothing was written. "
                                                "Try again in a moment")
                                    .arg(Lake::kBusyTimeoutMs / 1000),
                                detail));
}

TarnError StorageErrors::diskFullOnServer(const QString &detail)
{
    return TarnError(TarnError::Kind::DiskFull,
                     withDetail(StorageText::tr("the disk of the lake's server is full: nothing was written. "
                                                "Free some space on the server and try again"),
                                detail));
}

TarnError StorageErrors::readOnlyServer(const QString &detail)
{
    return TarnError(TarnError::Kind::ReadOnly,
                     withDetail(StorageText::tr("the lake's server accepts only reads (a standby, or a read-only "
                                                "setting): nothing was written. Reading still works"),
                                detail));
}

TarnError StorageErrors::busyOnServer(const QString &detail)
{
    return TarnError(TarnError::Kind::Busy,
                     withDetail(StorageText::tr("the lake is busy: the server stopped this step because another "
                                                "connection held what it needed, or it ran past the server's time "
                                                "limit, so nothing was written. Try again in a moment"),
                                detail));
}

TarnError StorageErrors::lostConnection(const QString &lake, const QString &detail)
{
    const QString message = lake.isEmpty()
        ? StorageText::tr("lost the connection to the lake's server: nothing that was not yet saved was written. "
                          "Try again once the server is back")
        : StorageText::tr("lost the connection to the lake at %1: nothing that was not yet saved was written. "
                          "Try again once the server is back")
              .arg(lake);
    return TarnError(TarnError::Kind::LostConnection, withDetail(message, detail));
}

bool StorageErrors::isSqlState(const QString &code)
{
    if (code.size() != 5)
        return false;
    for (const QChar c : code)
        if (!(c.isDigit() || (c >= u'A' && c <= u'Z')))
            return false;
    return true;
}

TarnError StorageErrors::fromSqlState(const QString &sqlState, const QString &serverMessage, const QString &otherwise,
                                      const QString &lake)
{
    const QString detail = serverMessage.simplified();
    if (sqlState == u"40001" || sqlState == u"40P01" || sqlState == u"55P03" || sqlState == u"57014")
        return busyOnServer(detail);
    if (sqlState == u"53100")
        return diskFullOnServer(detail);
    if (sqlState == u"25006")
        return readOnlyServer(detail);
    // Class 08 is "connection exception"; 57P01-57P03: the server is
    // shutting down or restarting, or an administrator ended this backend.
    if (sqlState.startsWith(QLatin1String("08")) || sqlState == u"57P01" || sqlState == u"57P02"
        || sqlState == u"57P03")
        return lostConnection(lake, detail);
    return TarnError::storage(otherwise.isEmpty() ? serverMessage : otherwise);
}

TarnError StorageErrors::fromSqlite(int code, const QString &sqliteMessage, const QString &otherwise)
{
    // The WAL's shared memory could not grow: on Linux, no space left.
    if (code == SQLITE_IOERR_SHMSIZE)
        return diskFull();
    // Extended codes carry the primary one in their low byte.
    switch (code & 0xff) {
    case SQLITE_FULL: return diskFull();
    case SQLITE_READONLY: return readOnly();
    case SQLITE_BUSY:
    case SQLITE_LOCKED: return busy();
    default: break;
    }
    return TarnError::storage(otherwise.isEmpty() ? sqliteMessage : otherwise);
}

TarnError StorageErrors::fromSql(const QSqlError &error, const QString &otherwise)
{
    const QString code = error.nativeErrorCode();
    if (isSqlState(code)) {
        const bool lost = code.startsWith(QLatin1String("08")) || code.startsWith(QLatin1String("57P"));
        QString lake;
        if (lost)
            lake = PostgresConnection::lostOnThisThread()
                       .value_or(PostgresConnection::onlyLakeOnThisThread().value_or(QString()));
        return fromSqlState(code, error.databaseText(), otherwise, lake);
    }
    // No code: QPSQL found its connection gone (libpq's "server closed the
    // connection unexpectedly" carries no SQLSTATE, and once the connection
    // is bad Qt refuses statements without an error at all).
    if (code.isEmpty())
        if (const std::optional<QString> lake = PostgresConnection::lostOnThisThread())
            return lostConnection(*lake, error.databaseText().simplified());
    bool ok = false;
    const int sqliteCode = code.toInt(&ok);
    return fromSqlite(ok ? sqliteCode : SQLITE_ERROR, error.text(), otherwise);
}

TarnError StorageErrors::fromFileWrite(const QString &path, const QFileDevice &file, const QString &folder,
                                       qint64 bytes)
{
    // QFileDevice keeps only the text of errno; the folder's file system
    // says which of the two it was.
    const QStorageInfo volume(QFileInfo(folder).exists() ? folder : QFileInfo(folder).absolutePath());
    if (volume.isValid() && volume.isReadOnly())
        return readOnly();
    if (volume.isValid() && volume.bytesAvailable() < bytes + 4096)
        return diskFull();
    return TarnError::storage(QCoreApplication::translate("MediaStore", "cannot write media file %1: %2")
                                  .arg(path, file.errorString()));
}

} // namespace tarn
