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
    if (!QDir().mkpath(info.absolutePath()))
        return false;
    const QByteArray native = QFile::encodeName(info.absoluteFilePath());
    // mkdir's mode passes through the umask, which only takes bits away;
    // chmod afterwards makes it exactly 0700 even under an odd umask. Best
    // effort: a file system without modes (FAT) still gets the folder.
    if (::mkdir(native.constData(), 0700) != 0)
        return errno == EEXIST && QFileInfo(path).isDir();
    ::chmod(native.constData(), 0700);
    return true;
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
