// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExportTarget.h"

#include "DeltaValidation.h"
#include "LakePaths.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>

namespace tarn {

namespace {
// A translation context lupdate can see, for this file's messages.
struct ExportTargetText
{
    Q_DECLARE_TR_FUNCTIONS(ExportTarget)
};

TarnError refused(const QString &message)
{
    return TarnError::invalid(QStringLiteral("file"), message);
}

bool isHashFolder(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[0-9a-f]{2}$"));
    return re.match(name).hasMatch();
}

// The entries a Tarn export writes into its media folder: the marker and
// ab/ab12... files (MediaStore's layout). Returns the first entry that is
// anything else, or an empty string when there is none.
QString foreignEntry(const QString &folder)
{
    const QDir dir(folder);
    const auto all = QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System;
    for (const QFileInfo &entry : dir.entryInfoList(all)) {
        if (entry.fileName() == ExportTarget::markerName() && entry.isFile() && !entry.isSymLink())
            continue;
        if (!isHashFolder(entry.fileName()) || !entry.isDir() || entry.isSymLink())
            return entry.filePath();
        for (const QFileInfo &file : QDir(entry.filePath()).entryInfoList(all))
            if (!DeltaValidation::isValidMediaHash(file.fileName()) || !file.fileName().startsWith(entry.fileName())
                || !file.isFile() || file.isSymLink())
                return file.filePath();
    }
    return {};
}

// Removes a previous export's media folder: only what foreignEntry()
// accepts, so a file that appeared since the check keeps its folder.
void removePreviousExport(const QString &folder)
{
    QDir dir(folder);
    for (const QString &sub : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden)) {
        if (!isHashFolder(sub))
            continue;
        QDir hashes(dir.filePath(sub));
        for (const QString &name : hashes.entryList(QDir::Files | QDir::Hidden))
            if (DeltaValidation::isValidMediaHash(name) && name.startsWith(sub))
                hashes.remove(name);
        dir.rmdir(sub);
    }
    dir.remove(ExportTarget::markerName());
    QDir().rmdir(folder);
}

bool unsupported(int error)
{
    return error == EINVAL || error == ENOSYS;
}

// Moves the new folder to `to`, where nothing is: renameat2 refuses to
// replace what appeared there meanwhile; a file system without it gets
// rename(2), which the checks before make safe enough.
bool moveNew(const QString &from, const QString &to)
{
    const QByteArray a = QFile::encodeName(from);
    const QByteArray b = QFile::encodeName(to);
    if (::renameat2(AT_FDCWD, a.constData(), AT_FDCWD, b.constData(), RENAME_NOREPLACE) == 0)
        return true;
    return unsupported(errno) && ::rename(a.constData(), b.constData()) == 0;
}

// Swaps the new folder with the previous one at `to` in one step, so `to`
// is never missing; returns where the previous one went, empty on failure.
// Without RENAME_EXCHANGE the previous one is moved aside first.
QString swapIn(const QString &from, const QString &to)
{
    const QByteArray a = QFile::encodeName(from);
    const QByteArray b = QFile::encodeName(to);
    if (::renameat2(AT_FDCWD, a.constData(), AT_FDCWD, b.constData(), RENAME_EXCHANGE) == 0)
        return from;
    if (!unsupported(errno))
        return {};
    const QString aside = from + QStringLiteral(".previous");
    const QByteArray c = QFile::encodeName(aside);
    if (::rename(b.constData(), c.constData()) != 0)
        return {};
    if (::rename(a.constData(), b.constData()) != 0) {
        const int error = errno;
        ::rename(c.constData(), b.constData());
        errno = error;
        return {};
    }
    return aside;
}
} // namespace

ExportTarget::ExportTarget(const QString &file, const QString &lakePath, bool withMedia)
    : m_file(file), m_jsonl(LakePaths::resolve(file))
{
    const LakePaths lake(lakePath);
    if (const auto part = lake.partAt(file))
        throw refused(ExportTargetText::tr("%1 is %2: refused, nothing was written").arg(file, *part));
    if (QFileInfo(file).isDir())
        throw refused(ExportTargetText::tr("%1 is a folder: name a file to export to").arg(file));
    if (withMedia) {
        m_mediaPath = LakePaths::resolve(file + QStringLiteral(".media"));
        checkMediaFolder(lake);
    }
    if (!m_jsonl.open(QIODevice::WriteOnly))
        throw refused(ExportTargetText::tr("cannot write %1: %2").arg(file, m_jsonl.errorString()));
    // Private, even over an earlier export QSaveFile would copy the mode of;
    // best effort, since a USB stick's FAT has no modes to set.
    m_jsonl.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    if (withMedia) {
        // Beside the folder it will replace: a rename cannot cross disks.
        const QFileInfo target(m_mediaPath);
        m_staging = std::make_unique<QTemporaryDir>(target.absolutePath() + QStringLiteral("/.") + target.fileName()
                                                    + QStringLiteral(".tmp-XXXXXX"));
        QFile marker(m_staging->filePath(markerName()));
        if (!m_staging->isValid() || !marker.open(QIODevice::WriteOnly)
            || marker.write("This folder holds the images of a Tarn export (tarn export). "
                            "Exporting to the same file again replaces it.\n") < 0)
            throw refused(ExportTargetText::tr("cannot write beside %1").arg(m_mediaPath));
        marker.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    }
}

ExportTarget::~ExportTarget() = default;

void ExportTarget::checkMediaFolder(const LakePaths &lake) const
{
    const QString shown = m_file + QStringLiteral(".media");
    if (const auto part = lake.partAt(shown))
        throw refused(ExportTargetText::tr("%1 is %2: refused, nothing was written").arg(shown, *part));
    if (const auto part = lake.partUnder(shown))
        throw refused(ExportTargetText::tr("%1 holds %2: refused, nothing was written").arg(shown, *part));
    const QFileInfo info(shown);
    if (info.isSymLink())
        throw refused(ExportTargetText::tr("%1 is a symbolic link: refused, nothing was written. Export under "
                                           "another name")
                          .arg(shown));
    if (!info.exists())
        return;
    const QString foreign = info.isDir() ? foreignEntry(m_mediaPath) : shown;
    if (!foreign.isEmpty() || !QFileInfo(m_mediaPath + u'/' + markerName()).isFile())
        throw refused(ExportTargetText::tr("%1 exists and is not the media folder of an earlier Tarn export "
                                           "(%2 is not Tarn's): refused, so nothing of yours is replaced. "
                                           "Move it away or export under another name")
                          .arg(shown, foreign.isEmpty() ? shown : foreign));
}

QString ExportTarget::mediaFolder() const
{
    return m_staging ? m_staging->path() : QString();
}

void ExportTarget::commit(bool hasMedia)
{
    if (m_staging && (hasMedia || QFileInfo::exists(m_mediaPath)))
        installMedia();
    if (!m_jsonl.commit())
        throw TarnError::storage(ExportTargetText::tr("cannot write %1: %2").arg(m_file, m_jsonl.errorString()));
}

void ExportTarget::installMedia()
{
    const QString staging = m_staging->path();
    if (!QFileInfo::exists(m_mediaPath)) {
        if (!moveNew(staging, m_mediaPath))
            throw TarnError::storage(ExportTargetText::tr("cannot put the media folder in place at %1: %2")
                                         .arg(m_mediaPath, QString::fromLocal8Bit(std::strerror(errno))));
        m_staging->setAutoRemove(false);
        return;
    }
    // Checked again just before it is replaced: the folder may have
    // changed since the export began.
    const QString foreign = foreignEntry(m_mediaPath);
    if (!foreign.isEmpty() || !QFileInfo(m_mediaPath + u'/' + markerName()).isFile())
        throw refused(ExportTargetText::tr("%1 changed during the export (%2 is not Tarn's): refused, nothing was "
                                           "replaced")
                          .arg(m_mediaPath, foreign.isEmpty() ? m_mediaPath : foreign));
    const QString previous = swapIn(staging, m_mediaPath);
    if (previous.isEmpty())
        throw TarnError::storage(ExportTargetText::tr("cannot put the media folder in place at %1: %2")
                                     .arg(m_mediaPath, QString::fromLocal8Bit(std::strerror(errno))));
    m_staging->setAutoRemove(false);
    removePreviousExport(previous);
}

} // namespace tarn
