// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeCopyMedia.h"

#include "Lake.h"
#include "LakeSql.h"
#include "StorageErrors.h"
#include "TarnError.h"

#include <QCryptographicHash>
#include <QSqlError>
#include <QSqlQuery>

namespace tarn {

namespace {

struct MediaText
{
    Q_DECLARE_TR_FUNCTIONS(LakeCopy)
};

void check(QSqlQuery &q, bool ok)
{
    if (!ok)
        throw StorageErrors::fromSql(q.lastError());
}

LakeTableCopy::Digested digestOf(const QStringList &sortedHashes)
{
    LakeRows::Digest digest;
    for (const QString &hash : sortedHashes)
        digest.add({hash}, {LakeRows::Type::Text});
    return {digest.rows(), digest.hex()};
}

} // namespace

QByteArray LakeCopyMedia::read(Lake &lake, const QString &hash)
{
    const std::optional<QByteArray> bytes = lake.media().read(hash);
    if (!bytes)
        throw TarnError::storage(MediaText::tr("a delta in %1 names the image %2, which that lake does not hold")
                                     .arg(lake.path(), hash));
    if (QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256).toHex() != hash.toLatin1())
        throw TarnError::storage(MediaText::tr("the image %1 in %2 does not match its name (its bytes are damaged)")
                                     .arg(hash, lake.path()));
    return *bytes;
}

void LakeCopyMedia::write(const QString &hash, const QByteArray &bytes)
{
    // An image already there (an orphan of that lake's) is the same bytes
    // under the same name: kept, and never removed by undo(). A new one
    // gets the time it is stored, never the original's: another process
    // on that lake removes images no row names that are older than ten
    // minutes (Lake::reconcileMedia), and the rows naming these are not
    // committed yet. On a server the image is a row of TO's transaction.
    if (m_to.media().contains(hash))
        return;
    m_to.media().put(bytes);
    m_added << hash;
}

LakeTableCopy::Digested LakeCopyMedia::copy()
{
    // The names first, whole: on a server the next query could not run
    // while a result is still being read.
    QSqlQuery q(LakeSql::of(m_from));
    q.setForwardOnly(true);
    check(q, q.exec(QStringLiteral("SELECT DISTINCT media_hash FROM deltas WHERE media_hash IS NOT NULL")));
    while (q.next())
        m_hashes << q.value(0).toString();
    q.finish();
    m_hashes.sort();
    for (const QString &hash : std::as_const(m_hashes))
        write(hash, read(m_from, hash));
    return digestOf(m_hashes);
}

LakeTableCopy::Digested LakeCopyMedia::verify()
{
    QStringList found;
    for (const QString &hash : std::as_const(m_hashes)) {
        read(m_to, hash);
        found << hash;
    }
    // And nothing else on a server, where every image held is the lake's
    // (a folder beside a file may hold a person's own files).
    if (m_to.onServer()) {
        const qint64 held = m_to.media().allHashes().size();
        if (held != found.size())
            return {held, QString()};
    }
    return digestOf(found);
}

void LakeCopyMedia::undo()
{
    for (const QString &hash : std::as_const(m_added))
        m_to.media().remove(hash);
    m_added.clear();
}

} // namespace tarn
