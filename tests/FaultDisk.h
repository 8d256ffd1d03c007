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

} // namespace tarn::test
