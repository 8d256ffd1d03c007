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
    // Every hash with a file, for the startup reconciliation. Only put()'s
    // layout (root/ab/ab12...) is looked at: the folder may hold a person's
    // own files (--lake ~/photos makes ~/photos.media the media folder).
    QStringList allHashes() const;
    qint64 fileAgeMs(const QString &hash, qint64 nowMs) const;
    // Temporary files a put() killed before its rename left in the hash
    // folders (the hash and a random suffix). Paths, for the sole-user sweep.
    QStringList strayFiles() const;

private:
    QString m_root;
};

} // namespace tarn
