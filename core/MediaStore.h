#pragma once

#include <QByteArray>
#include <QString>

namespace tarn {

// Images a capture or feed carries, stored once per SHA-256 of their bytes in
// a folder beside the lake. The lake decides when a file may go (the last
// delta referring to it is gone); this class only knows files.
class MediaStore
{
public:
    MediaStore() = default;
    explicit MediaStore(QString root) : m_root(std::move(root)) {}

    // The largest media file an import takes; every source bounds its own
    // images below this (RSS and Mastodon at 10 MiB).
    static constexpr qint64 kMaxFileBytes = 32 * 1024 * 1024;

    const QString &root() const { return m_root; }
    // Writes the bytes if no file with that hash exists yet; returns the hash.
    QString put(const QByteArray &bytes);
    bool contains(const QString &hash) const;
    QString pathFor(const QString &hash) const;
    bool remove(const QString &hash);
    // Every hash with a file, for the startup reconciliation.
    QStringList allHashes() const;
    qint64 fileAgeMs(const QString &hash, qint64 nowMs) const;
    // Files in the hash folders that are no hash: a put() killed before its
    // rename leaves its temporary file behind. Paths, for the sole-user sweep.
    QStringList strayFiles() const;

private:
    QString m_root;
};

} // namespace tarn
