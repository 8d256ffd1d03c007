// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <optional>

namespace tarn {

// The files that make up a lake as the file system knows them: its file,
// write-ahead log, shared memory and journal, and its media folder. A
// command that writes where a person says (tarn export FILE) asks here
// first, so no spelling of the lake's own files (another path, a symlink,
// a hard link) can make it write over them.
class LakePaths
{
public:
    explicit LakePaths(const QString &lakePath);

    // Which part of the lake `path` is or lies inside, as a phrase for a
    // message ("the lake's write-ahead log (/x/lake.sqlite-wal)"); nullopt
    // when none. Symlinks are followed, hard links matched by device and
    // inode.
    std::optional<QString> partAt(const QString &path) const;
    // Which part of the lake lies inside the folder `path`; nullopt when none.
    std::optional<QString> partUnder(const QString &path) const;

    // The absolute path with every symlink followed, even a dangling last
    // one: where a write to `path` would land.
    static QString resolve(const QString &path);

private:
    struct Part
    {
        QString path; // resolved
        QString phrase;
        std::optional<QPair<quint64, quint64>> id; // device, inode
    };
    QList<Part> m_files;
    Part m_media;
};

} // namespace tarn
