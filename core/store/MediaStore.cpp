// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MediaStore.h"

#include "DeltaValidation.h"
#include "PrivateFiles.h"
#include "StorageErrors.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
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
    PrivateFiles::makeFolder(m_root);
    PrivateFiles::makeFolder(QFileInfo(path).absolutePath());
    // QSaveFile writes beside and renames, so a crash never leaves half a file
    // under a valid hash.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw StorageErrors::fromFileWrite(path, file, m_root, bytes.size());
    // Best effort: a file system without modes (FAT) keeps the image anyway.
    file.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    if (file.write(bytes) != bytes.size() || !file.commit())
        throw StorageErrors::fromFileWrite(path, file, m_root, bytes.size());
    return hash;
}

std::optional<QByteArray> MediaStore::read(const QString &hash) const
{
    QFile file(pathFor(hash));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return file.readAll();
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

namespace {
// Only put()'s own layout, root/ab/ab12...: the folder may sit beside a lake
// a person named (--lake ~/photos gives ~/photos.media), and a sweep must
// never take a file of theirs that merely lies in it.
template<typename Visit>
void forEachInHashFolders(const QString &root, Visit visit)
{
    static const QRegularExpression prefix(QStringLiteral("^[0-9a-f]{2}$"));
    const QDir dir(root);
    for (const QString &sub : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden)) {
        if (!prefix.match(sub).hasMatch())
            continue;
        const QDir folder(dir.filePath(sub));
        for (const QString &name : folder.entryList(QDir::Files | QDir::Hidden | QDir::System))
            if (name.startsWith(sub))
                visit(name, folder.filePath(name));
    }
}
} // namespace

QStringList MediaStore::allHashes() const
{
    QStringList out;
    forEachInHashFolders(m_root, [&](const QString &name, const QString &) {
        if (DeltaValidation::isValidMediaHash(name))
            out << name;
    });
    return out;
}

QStringList MediaStore::strayFiles() const
{
    // What a put() killed before its rename leaves: QSaveFile's temporary
    // file, named by the hash and a random suffix.
    static const QRegularExpression temporary(QStringLiteral("^[0-9a-f]{64}\\..+$"));
    QStringList out;
    forEachInHashFolders(m_root, [&](const QString &name, const QString &path) {
        if (temporary.match(name).hasMatch())
            out << path;
    });
    return out;
}

qint64 MediaStore::ageMs(const QString &hash, qint64 nowMs) const
{
    const QFileInfo info(pathFor(hash));
    return nowMs - info.lastModified().toMSecsSinceEpoch();
}

} // namespace tarn
