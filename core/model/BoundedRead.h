// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QString>
#include <optional>

namespace tarn {

// Reading what a person hands Tarn (an import and its media folder) with a
// bound on memory and time: an endless line or a device posing as a file
// is refused with a message that names it, never read whole.
namespace BoundedRead {

// The next line of `in` without its end, read in bounded chunks; nullopt
// at the end. A line longer than maxBytes throws TarnError (InvalidInput,
// field "line") once maxBytes have been read, not after reading it all.
std::optional<QByteArray> line(QIODevice &in, qint64 maxBytes);

// The bytes of a regular file (a symlink to one is fine) of at most
// maxBytes. A FIFO, a device, a folder or a larger file throws TarnError
// (InvalidInput, `field`) naming the path; it is opened without blocking,
// so a FIFO with no writer cannot hang the caller.
QByteArray regularFile(const QString &path, qint64 maxBytes, const QString &field);

} // namespace BoundedRead

} // namespace tarn
