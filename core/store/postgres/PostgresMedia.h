// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeMedia.h"

#include <QSqlDatabase>

namespace tarn {

// A server lake's images (LakeMedia): rows of its `media` table (hash,
// bytes, stored_at), so a laptop shows the image a home server's feed
// fetched. The window and `tarn show` open images by path: pathFor() keeps a
// copy in this machine's cache folder, made once per image and checked
// against its hash. Uses the Lake's own connection, on the Lake's thread.
class PostgresMedia : public LakeMedia
{
public:
    // `cacheRoot`: where pathFor()'s copies go (one folder per lake).
    PostgresMedia(QSqlDatabase db, QString cacheRoot);

    QString put(const QByteArray &bytes) override;
    bool contains(const QString &hash) const override;
    std::optional<QByteArray> read(const QString &hash) const override;
    QString pathFor(const QString &hash) const override;
    QString root() const override { return m_cacheRoot; }
    bool remove(const QString &hash) override;
    QStringList allHashes() const override;
    qint64 ageMs(const QString &hash, qint64 nowMs) const override;
    // pg_advisory_xact_lock on one key for every machine: an insert naming
    // an image and a release of an unnamed one never interleave.
    void guardReferences() override;

    // The key guardReferences() locks ("tarn" and 2, beside migration's 1).
    static constexpr qint64 kReferencesLockKey = 0x7461726e0002;

private:
    QSqlDatabase m_db;
    QString m_cacheRoot;
};

} // namespace tarn
