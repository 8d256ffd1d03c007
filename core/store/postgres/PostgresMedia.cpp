// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "PostgresMedia.h"

#include "StorageErrors.h"
#include "TarnError.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSqlError>
#include <QSqlQuery>

namespace tarn {

namespace {

QSqlQuery run(const QSqlDatabase &db, const QString &sql, const QVariantList &binds = {})
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        throw StorageErrors::fromSql(q.lastError());
    for (const QVariant &v : binds)
        q.addBindValue(v);
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
    return q;
}

QString hashOf(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

} // namespace

PostgresMedia::PostgresMedia(QSqlDatabase db, QString cacheRoot) : m_db(std::move(db)), m_cacheRoot(std::move(cacheRoot)) {}

QString PostgresMedia::put(const QByteArray &bytes)
{
    const QString hash = hashOf(bytes);
    // Stored again: the time moves on, so a reconciliation's grace counts
    // from the newest put (the image is about to be named again).
    run(m_db,
        QStringLiteral("INSERT INTO media (hash, bytes, stored_at) VALUES (?, ?, ?) "
                       "ON CONFLICT (hash) DO UPDATE SET stored_at = excluded.stored_at"),
        {hash, bytes, QDateTime::currentMSecsSinceEpoch()});
    return hash;
}

bool PostgresMedia::contains(const QString &hash) const
{
    QSqlQuery q = run(m_db, QStringLiteral("SELECT 1 FROM media WHERE hash = ?"), {hash});
    return q.next();
}

std::optional<QByteArray> PostgresMedia::read(const QString &hash) const
{
    QSqlQuery q = run(m_db, QStringLiteral("SELECT bytes FROM media WHERE hash = ?"), {hash});
    if (!q.next())
        return std::nullopt;
    return q.value(0).toByteArray();
}

QString PostgresMedia::pathFor(const QString &hash) const
{
    const QString path = m_cacheRoot + u'/' + hash.left(2) + u'/' + hash;
    if (QFileInfo::exists(path))
        return path; // written whole (QSaveFile) and checked when it was made
    std::optional<QByteArray> bytes;
    try {
        bytes = read(hash);
    } catch (const TarnError &) {
        return path; // the server is away: as good as missing for now
    }
    if (!bytes || hashOf(*bytes) != hash)
        return path;
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(*bytes);
        file.commit();
    }
    return path;
}

bool PostgresMedia::remove(const QString &hash)
{
    QSqlQuery q = run(m_db, QStringLiteral("DELETE FROM media WHERE hash = ?"), {hash});
    QFile::remove(m_cacheRoot + u'/' + hash.left(2) + u'/' + hash); // this machine's copy
    return q.numRowsAffected() > 0;
}

QStringList PostgresMedia::allHashes() const
{
    QStringList out;
    QSqlQuery q = run(m_db, QStringLiteral("SELECT hash FROM media ORDER BY hash"));
    while (q.next())
        out << q.value(0).toString();
    return out;
}

qint64 PostgresMedia::ageMs(const QString &hash, qint64 nowMs) const
{
    QSqlQuery q = run(m_db, QStringLiteral("SELECT stored_at FROM media WHERE hash = ?"), {hash});
    return q.next() ? nowMs - q.value(0).toLongLong() : 0;
}

void PostgresMedia::guardReferences()
{
    run(m_db, QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(kReferencesLockKey));
}

} // namespace tarn
