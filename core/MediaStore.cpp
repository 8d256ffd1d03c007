#include "MediaStore.h"

#include "DeltaValidation.h"
#include "StorageErrors.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QSaveFile>

namespace tarn {

QString MediaStore::pathFor(const QString &hash) const
{
    return m_root + u'/' + hash.left(2) + u'/' + hash;
}

QString MediaStore::put(const QByteArray &bytes)
{
    const QString hash = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    if (contains(hash))
        return hash;
    const QString path = pathFor(hash);
    QDir().mkpath(QFileInfo(path).absolutePath());
    // QSaveFile writes beside and renames, so a crash never leaves half a file
    // under a valid hash.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        throw StorageErrors::fromFileWrite(path, file, m_root, bytes.size());
    return hash;
}

bool MediaStore::contains(const QString &hash) const
{
    return DeltaValidation::isValidMediaHash(hash) && QFileInfo::exists(pathFor(hash));
}

bool MediaStore::remove(const QString &hash)
{
    if (!DeltaValidation::isValidMediaHash(hash))
        return false;
    return QFile::remove(pathFor(hash));
}

QStringList MediaStore::allHashes() const
{
    QStringList out;
    QDirIterator it(m_root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        const QString name = it.fileName();
        if (DeltaValidation::isValidMediaHash(name))
            out << name;
    }
    return out;
}

QStringList MediaStore::strayFiles() const
{
    QStringList out;
    QDirIterator it(m_root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        // Only inside the two-character folders put() writes to: whatever
        // else sits in the root (the lake's claim file) is not media.
        if (it.fileInfo().absolutePath() == QFileInfo(m_root).absoluteFilePath())
            continue;
        if (!DeltaValidation::isValidMediaHash(it.fileName()))
            out << it.filePath();
    }
    return out;
}

qint64 MediaStore::fileAgeMs(const QString &hash, qint64 nowMs) const
{
    const QFileInfo info(pathFor(hash));
    return nowMs - info.lastModified().toMSecsSinceEpoch();
}

} // namespace tarn
