// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "PrivateFiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tarn {

bool PrivateFiles::makeFolder(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir())
        return true;
    // Every folder made here is made private, the missing parents too: a
    // demo lake in AppData/demo must not leave AppData itself readable
    // (the next open would only tighten it then, and say so).
    QStringList missing;
    for (QString folder = QDir::cleanPath(info.absoluteFilePath()); !QFileInfo(folder).exists();
         folder = QFileInfo(folder).absolutePath()) {
        missing.prepend(folder);
        if (folder == QFileInfo(folder).absolutePath())
            break; // the root
    }
    for (const QString &folder : std::as_const(missing)) {
        const QByteArray native = QFile::encodeName(folder);
        // mkdir's mode passes through the umask, which only takes bits
        // away; chmod afterwards makes it exactly 0700 even under an odd
        // umask. Best effort: a file system without modes (FAT) still gets
        // the folder.
        if (::mkdir(native.constData(), 0700) != 0 && !(errno == EEXIST && QFileInfo(folder).isDir()))
            return false;
        ::chmod(native.constData(), 0700);
    }
    return QFileInfo(path).isDir();
}

bool PrivateFiles::createFile(const QString &path)
{
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    ::fchmod(fd, 0600); // best effort, as in makeFolder
    ::close(fd);
    return true;
}

bool PrivateFiles::tighten(const QString &path)
{
    const QByteArray native = QFile::encodeName(path);
    struct stat st;
    if (::stat(native.constData(), &st) != 0 || (st.st_mode & 077) == 0)
        return false;
    return ::chmod(native.constData(), st.st_mode & 07700) == 0;
}

void PrivateFiles::prepareSettingsFile(const QString &path)
{
    // Best effort: a config folder that cannot be made fails the save
    // itself, with QSettings' own status.
    const QString folder = QFileInfo(path).absolutePath();
    if (!makeFolder(folder))
        return;
    tighten(folder);
    createFile(path);
    tighten(path);
}

} // namespace tarn
