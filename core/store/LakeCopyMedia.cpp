#include "LakeCopyMedia.h"

#include "BoundedRead.h"
#include "Lake.h"
#include "StorageErrors.h"
#include "TarnError.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
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

LakeCopyMedia::Image LakeCopyMedia::read(Lake &lake, const QString &hash)
{
    Image image;
    if (lake.onServer()) {
        QSqlQuery q(lake.database());
        check(q, q.prepare(QStringLiteral("SELECT bytes, stored_at FROM media WHERE hash = ?")));
        q.addBindValue(hash);
        check(q, q.exec());
        if (!q.next())
            throw TarnError::storage(MediaText::tr("a delta in %1 names the image %2, which that lake does not hold")
                                         .arg(lake.path(), hash));
        image = {q.value(0).toByteArray(), q.value(1).toLongLong()};
    } else {
        const QString path = lake.media().pathFor(hash);
        if (!QFileInfo::exists(path))
            throw TarnError::storage(MediaText::tr("a delta in %1 names the image %2, which that lake does not hold")
                                         .arg(lake.path(), hash));
        // The file's own time is when the lake stored it.
        image = {BoundedRead::regularFile(path, MediaStore::kMaxFileBytes, QStringLiteral("media_hash")),
                 QFileInfo(path).lastModified().toMSecsSinceEpoch()};
    }
    if (QCryptographicHash::hash(image.bytes, QCryptographicHash::Sha256).toHex() != hash.toLatin1())
        throw TarnError::storage(MediaText::tr("the image %1 in %2 does not match its name (its bytes are damaged)")
                                     .arg(hash, lake.path()));
    return image;
}

void LakeCopyMedia::write(const QString &hash, const Image &image)
{
    if (m_to.onServer()) {
        QSqlQuery q(m_to.database());
        check(q, q.prepare(QStringLiteral("INSERT INTO media (hash, bytes, stored_at) VALUES (?, ?, ?) "
                                          "ON CONFLICT (hash) DO NOTHING")));
        q.addBindValue(hash);
        q.addBindValue(image.bytes);
        q.addBindValue(image.storedAt);
        check(q, q.exec());
        return;
    }
    // A file already there (an orphan of that lake's) is the same bytes
    // under the same name: kept, and never removed by undo(). A new file
    // gets the time it is written, never the original's: another process
    // on that lake sweeps files with no row that are older than ten
    // minutes (Lake::reconcileMedia), and the rows naming these are not
    // committed yet.
    if (m_to.media().contains(hash))
        return;
    m_to.media().put(image.bytes);
    m_added << hash;
}

LakeTableCopy::Digested LakeCopyMedia::copy()
{
    // The names first, whole: on a server the next query could not run
    // while a result is still being read.
    QSqlQuery q(m_from.database());
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
    // And nothing else on a server, where every row is an image of the lake.
    if (m_to.onServer()) {
        QSqlQuery q(m_to.database());
        check(q, q.exec(QStringLiteral("SELECT count(*) FROM media")));
        q.next();
        if (q.value(0).toLongLong() != found.size())
            return {q.value(0).toLongLong(), QString()};
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
