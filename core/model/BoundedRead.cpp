// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoundedRead.h"

#include "TarnError.h"

#include <QCoreApplication>
#include <QFile>

#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tarn {

namespace {
// A translation context lupdate can see, for this file's messages.
struct BoundedReadText
{
    Q_DECLARE_TR_FUNCTIONS(BoundedRead)
};

constexpr qint64 kChunkBytes = 64 * 1024;

TarnError lineTooLong(qint64 maxBytes)
{
    return TarnError::invalid(QStringLiteral("line"),
                              BoundedReadText::tr("longer than %1 bytes; a line is one delta, refused without "
                                                  "reading the rest")
                                  .arg(maxBytes));
}

// Closes the descriptor on every way out.
struct Descriptor
{
    int fd;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};
} // namespace

std::optional<QByteArray> BoundedRead::line(QIODevice &in, qint64 maxBytes)
{
    if (in.atEnd())
        return std::nullopt;
    QByteArray out;
    char chunk[kChunkBytes];
    while (!in.atEnd()) {
        // readLine stops after a newline or when the chunk is full.
        const qint64 n = in.readLine(chunk, sizeof chunk);
        if (n <= 0)
            break;
        out.append(chunk, n);
        if (out.endsWith('\n'))
            break;
        if (out.size() > maxBytes)
            throw lineTooLong(maxBytes);
    }
    if (out.endsWith('\n'))
        out.chop(1);
    if (out.size() > maxBytes)
        throw lineTooLong(maxBytes);
    return out;
}

QByteArray BoundedRead::regularFile(const QString &path, qint64 maxBytes, const QString &field)
{
    const QByteArray native = QFile::encodeName(path);
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
    Descriptor d{::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
    if (d.fd < 0)
        throw TarnError::invalid(field, BoundedReadText::tr("cannot read %1: %2").arg(path, QString::fromLocal8Bit(strerror(errno))));
    // The descriptor's own type, not the path's: nothing can swap the file
    // between the check and the read.
    struct stat st;
    if (::fstat(d.fd, &st) != 0 || !S_ISREG(st.st_mode))
        throw TarnError::invalid(field, BoundedReadText::tr("%1 is not a regular file; refused").arg(path));
    if (st.st_size > maxBytes)
        throw TarnError::invalid(field, BoundedReadText::tr("%1 is larger than %2 bytes; refused").arg(path).arg(maxBytes));
    QFile file;
    if (!file.open(d.fd, QIODevice::ReadOnly, QFileDevice::DontCloseHandle))
        throw TarnError::invalid(field, BoundedReadText::tr("cannot read %1: %2").arg(path, file.errorString()));
    // A file that grows while it is read is still cut off at the bound.
    QByteArray bytes = file.read(maxBytes + 1);
    if (bytes.size() > maxBytes)
        throw TarnError::invalid(field, BoundedReadText::tr("%1 is larger than %2 bytes; refused").arg(path).arg(maxBytes));
    return bytes;
}

} // namespace tarn
