// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSaveFile>
#include <QString>
#include <memory>

class QTemporaryDir;

namespace tarn {

class LakePaths;

// Where `tarn export FILE` writes: FILE and, for deltas, its images in
// FILE.media. Everything is checked before a byte is written, written to
// temporary siblings, and renamed into place only at the end, so an export
// that fails or is killed leaves the previous one as it was. It deletes
// nothing it did not create: an existing FILE.media is replaced only when
// a Tarn export made it (it carries a marker file and nothing else).
class ExportTarget
{
public:
    // Throws TarnError::invalid("file", ...) when FILE or FILE.media is, holds
    // or resolves to a part of the lake at lakePath (LakePaths), when FILE
    // is a folder, or when FILE.media exists and is not a Tarn export's.
    ExportTarget(const QString &file, const QString &lakePath, bool withMedia);
    ~ExportTarget();
    ExportTarget(const ExportTarget &) = delete;
    ExportTarget &operator=(const ExportTarget &) = delete;

    // The lines go here (a temporary sibling of FILE, private to the person).
    QIODevice &jsonl() { return m_jsonl; }
    // An empty, marked folder beside FILE for exportMedia to fill.
    QString mediaFolder() const;
    // The media folder first, so FILE never names images that are not
    // there, then FILE. Without images and without a previous media folder,
    // none is made. Throws TarnError on failure.
    void commit(bool hasMedia);

    // The file that marks a folder as a Tarn export's media.
    static QString markerName() { return QStringLiteral(".tarn-export"); }

private:
    void checkMediaFolder(const LakePaths &lake) const;
    void installMedia();

    QString m_file;      // as the person named it, for messages
    QString m_mediaPath; // FILE.media, symlinks followed
    QSaveFile m_jsonl;
    std::unique_ptr<QTemporaryDir> m_staging;
};

} // namespace tarn
