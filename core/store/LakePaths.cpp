// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakePaths.h"

#include "Lake.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>

namespace tarn {

namespace {
// A translation context lupdate can see, for this file's messages.
struct LakePathsText
{
    Q_DECLARE_TR_FUNCTIONS(LakePaths)
};

// Device and inode of what the path names, symlinks followed.
std::optional<QPair<quint64, quint64>> fileId(const QString &path)
{
    struct stat st;
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return std::nullopt;
    return QPair<quint64, quint64>(quint64(st.st_dev), quint64(st.st_ino));
}

bool within(const QString &path, const QString &folder)
{
    return path.startsWith(folder + u'/');
}
} // namespace

QString LakePaths::resolve(const QString &path)
{
    QFileInfo info(QDir::cleanPath(QFileInfo(path).absoluteFilePath()));
    // Bounded like the kernel's own limit on symlinks in one lookup.
    for (int hops = 0; hops < 40 && info.isSymLink(); ++hops)
        info = QFileInfo(QDir::cleanPath(info.symLinkTarget()));
    QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
    if (folder.isEmpty())
        folder = info.absolutePath();
    if (info.fileName().isEmpty()) // the root folder
        return folder;
    return (folder.endsWith(u'/') ? folder : folder + u'/') + info.fileName();
}

LakePaths::LakePaths(const QString &lakePath)
{
    const QList<QPair<QString, QString>> files{
        {QString(), LakePathsText::tr("the lake (%1)")},
        {QStringLiteral("-wal"), LakePathsText::tr("the lake's write-ahead log (%1)")},
        {QStringLiteral("-shm"), LakePathsText::tr("the lake's shared memory (%1)")},
        {QStringLiteral("-journal"), LakePathsText::tr("the lake's journal (%1)")},
    };
    for (const auto &[suffix, phrase] : files) {
        const QString path = resolve(lakePath + suffix);
        m_files.append(Part{path, phrase.arg(path), fileId(path)});
    }
    const QString media = resolve(Lake::mediaRootFor(lakePath));
    m_media = Part{media, LakePathsText::tr("the lake's media folder (%1)").arg(media), fileId(media)};
}

std::optional<QString> LakePaths::partAt(const QString &path) const
{
    const QString resolved = resolve(path);
    const auto id = fileId(resolved);
    for (const Part &part : m_files)
        if (resolved == part.path || (id && id == part.id))
            return part.phrase;
    if (resolved == m_media.path || within(resolved, m_media.path) || (id && id == m_media.id))
        return m_media.phrase;
    // Inside the media folder by another way in (a bind mount): one of the
    // folders above it is the media folder itself.
    if (m_media.id) {
        for (QString folder = QFileInfo(resolved).absolutePath();; ) {
            if (fileId(folder) == m_media.id)
                return m_media.phrase;
            const QString up = QFileInfo(folder).absolutePath();
            if (up == folder)
                break;
            folder = up;
        }
    }
    return std::nullopt;
}

std::optional<QString> LakePaths::partUnder(const QString &path) const
{
    const QString resolved = resolve(path);
    for (const Part &part : m_files)
        if (within(part.path, resolved))
            return part.phrase;
    if (within(m_media.path, resolved))
        return m_media.phrase;
    return std::nullopt;
}

} // namespace tarn
