// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeMedia.h"

#include <QByteArray>
#include <QString>

namespace tarn {

// A lake file's images (LakeMedia), stored once per SHA-256 of their bytes
// in a folder beside the lake (root/ab/ab12...); also the media folder an
// export writes and an import reads. It only knows files.
class MediaStore : public LakeMedia
{
public:
    MediaStore() = default;
    explicit MediaStore(QString root) : m_root(std::move(root)) {}

    QString root() const override { return m_root; }
    // Writes the bytes if no file with that hash exists yet; returns the hash.
    QString put(const QByteArray &bytes) override;
    bool contains(const QString &hash) const override;
    std::optional<QByteArray> read(const QString &hash) const override;
    QString pathFor(const QString &hash) const override;
    bool remove(const QString &hash) override;
    // Every hash with a file, for the startup reconciliation. Only put()'s
    // layout (root/ab/ab12...) is looked at: the folder may hold a person's
    // own files (--lake ~/photos makes ~/photos.media the media folder).
    QStringList allHashes() const override;
    // The file's age by its modification time.
    qint64 ageMs(const QString &hash, qint64 nowMs) const override;
    // Temporary files a put() killed before its rename left in the hash
    // folders (the hash and a random suffix). Paths, for the sole-user sweep.
    QStringList strayFiles() const override;

private:
    QString m_root;
};

} // namespace tarn
