// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A real small disk for the fault tests: a tmpfs of a few MiB mounted on a
// temporary folder, which the test fills to the last block or remounts
// read-only. Mounting needs root (CI runs as root); where it is refused the
// tests that need it skip and say why. Linux only, like Tarn's CI.

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <cerrno>
#include <cstring>
#include <memory>
#include <sys/mount.h>
#include <unistd.h>

namespace tarn::test {

class SmallDisk
{
public:
    explicit SmallDisk(qint64 bytes) : m_options("size=" + QByteArray::number(bytes) + ",mode=0755")
    {
        m_target = QFile::encodeName(m_dir.path());
        if (::mount("tarn-test", m_target.constData(), "tmpfs", 0, m_options.constData()) == 0)
            m_mounted = true;
        else
            m_error = QStringLiteral("cannot mount a small tmpfs (%1); this test needs root")
                          .arg(QString::fromLocal8Bit(std::strerror(errno)));
    }
    ~SmallDisk()
    {
        if (m_mounted)
            ::umount2(m_target.constData(), MNT_DETACH);
    }
    SmallDisk(const SmallDisk &) = delete;
    SmallDisk &operator=(const SmallDisk &) = delete;

    bool isMounted() const { return m_mounted; }
    const QString &error() const { return m_error; }
    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }

    // Writes a filler file until the disk refuses another byte.
    qint64 fill()
    {
        QFile filler(filePath(QStringLiteral("filler")));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered))
            return 0;
        qint64 written = 0;
        for (qint64 chunk = 1 << 16; chunk >= 1; chunk /= 2) {
            const QByteArray bytes(chunk, 'x');
            while (filler.write(bytes) == chunk)
                written += chunk;
        }
        return written;
    }
    void freeUp() { QFile::remove(filePath(QStringLiteral("filler"))); }

    // Fails (EBUSY) while any file on it is open for writing.
    bool setReadOnly(bool readOnly)
    {
        const unsigned long flags = MS_REMOUNT | (readOnly ? MS_RDONLY : 0);
        return ::mount("tarn-test", m_target.constData(), "tmpfs", flags, m_options.constData()) == 0;
    }

private:
    QTemporaryDir m_dir;
    QByteArray m_target;
    QByteArray m_options;
    QString m_error;
    bool m_mounted = false;
};

// A folder whose lake a test can turn read-only. Root ignores permissions,
// so as root it is a SmallDisk remounted read-only; anyone else gets a
// temporary folder and file without write permission. Writable again when
// it goes out of scope. Check isReady() first and QSKIP with error().
class ReadOnlyCapableFolder
{
public:
    ReadOnlyCapableFolder()
    {
        if (::geteuid() == 0)
            m_disk = std::make_unique<SmallDisk>(8 * 1024 * 1024);
    }
    ~ReadOnlyCapableFolder() { makeWritable({}); }
    ReadOnlyCapableFolder(const ReadOnlyCapableFolder &) = delete;
    ReadOnlyCapableFolder &operator=(const ReadOnlyCapableFolder &) = delete;

    bool isReady() const { return !m_disk || m_disk->isMounted(); }
    QString error() const { return m_disk ? m_disk->error() : QString(); }
    QString path() const { return m_disk ? m_disk->path() : m_plain.path(); }
    QString filePath(const QString &name) const { return path() + u'/' + name; }

    // Every file in it must be closed first (a remount fails with EBUSY
    // while one is open for writing); errno says why on false.
    bool makeReadOnly(const QString &lakePath)
    {
        m_readOnly = m_disk ? m_disk->setReadOnly(true)
                            : QFile::setPermissions(lakePath, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther)
                                  && QFile::setPermissions(path(), QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup
                                                                       | QFile::ExeGroup);
        return m_readOnly;
    }
    // Undoes makeReadOnly (the lake file's permissions too, when given).
    bool makeWritable(const QString &lakePath)
    {
        if (!m_readOnly)
            return true;
        m_readOnly = !(m_disk ? m_disk->setReadOnly(false)
                              : QFile::setPermissions(path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner)
                                    && (lakePath.isEmpty()
                                        || QFile::setPermissions(lakePath, QFile::ReadOwner | QFile::WriteOwner)));
        return !m_readOnly;
    }

private:
    QTemporaryDir m_plain;
    std::unique_ptr<SmallDisk> m_disk;
    bool m_readOnly = false;
};

} // namespace tarn::test
