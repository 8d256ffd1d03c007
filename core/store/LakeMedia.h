// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

namespace tarn {

// The images of a lake (DESIGN §1), stored once per SHA-256 of their bytes:
// in a folder beside a lake file (MediaStore), or in the lake's own `media`
// table on PostgreSQL (PostgresMedia), so every machine that shares the lake
// shows the same images. The lake decides when an image may go (the last
// delta naming it is gone); this room only keeps them.
class LakeMedia
{
public:
    virtual ~LakeMedia() = default;

    // The largest image an import takes; every source bounds its own images
    // below this (RSS and Mastodon at 10 MiB).
    static constexpr qint64 kMaxFileBytes = 32 * 1024 * 1024;

    // Stores the bytes unless that image is there already; returns the hash.
    virtual QString put(const QByteArray &bytes) = 0;
    virtual bool contains(const QString &hash) const = 0;
    // The image's bytes; nothing when the lake does not hold it.
    virtual std::optional<QByteArray> read(const QString &hash) const = 0;
    // A file holding the image, for what shows one by path (the window's
    // detail pane, `tarn show`): the file itself, or a copy cached on this
    // machine. A path that does not exist when the lake lacks the image.
    virtual QString pathFor(const QString &hash) const = 0;
    // Where pathFor's files live.
    virtual QString root() const = 0;
    virtual bool remove(const QString &hash) = 0;
    // Every image held, for the reconciliations.
    virtual QStringList allHashes() const = 0;
    // How long ago (wall clock) the image was stored or last stored again.
    virtual qint64 ageMs(const QString &hash, qint64 nowMs) const = 0;
    // Leftovers of a put() killed half-way (a file store's temporary files).
    virtual QStringList strayFiles() const { return {}; }
    // Inside a write transaction, before a delta naming an image is checked
    // and written, or an image no delta names is removed: keeps the two
    // apart until the transaction ends, so a row never names an image that
    // is gone. A file lake needs nothing (SQLite's one write lock does it);
    // on a server every machine takes the same lock.
    virtual void guardReferences() {}
};

} // namespace tarn
