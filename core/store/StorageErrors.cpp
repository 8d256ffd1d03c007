#include "StorageErrors.h"

#include "Lake.h"

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
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return fromSqlite(ok ? code : SQLITE_ERROR, error.text(), otherwise);
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
