// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExpiredDeltas.h"

#include "Lake.h"
#include "LakeSql.h"
#include "StorageErrors.h"

#include <QSqlError>
#include <QSqlQuery>

namespace tarn {

namespace {
void check(QSqlQuery &q, bool ok)
{
    if (!ok)
        throw StorageErrors::fromSql(q.lastError());
}
} // namespace

ExpiredDeltas::ExpiredDeltas(Lake &lake, qint64 now) : m_lake(lake), m_now(now)
{
}

std::vector<qint64> ExpiredDeltas::ids()
{
    std::vector<qint64> ids;
    QSqlQuery q(LakeSql::of(m_lake));
    q.setForwardOnly(true);
    check(q, q.prepare(QStringLiteral("SELECT rid FROM deltas WHERE expires_at IS NOT NULL AND expires_at <= ?")));
    q.addBindValue(m_now);
    check(q, q.exec());
    while (q.next())
        ids.push_back(q.value(0).toLongLong());
    return ids;
}

QSet<QString> ExpiredDeltas::mediaHashes()
{
    QSet<QString> hashes;
    QSqlQuery media(LakeSql::of(m_lake));
    media.setForwardOnly(true);
    check(media, media.prepare(QStringLiteral(
                     "SELECT DISTINCT media_hash FROM deltas WHERE media_hash IS NOT NULL "
                     "AND expires_at IS NOT NULL AND expires_at <= ?")));
    media.addBindValue(m_now);
    check(media, media.exec());
    while (media.next())
        hashes.insert(media.value(0).toString());
    return hashes;
}

ExpiredDeltas::Removal::Removal(const ExpiredDeltas &rows)
    : m_now(rows.m_now), m_byIds(rows.m_lake.onServer()), m_delete(std::make_unique<QSqlQuery>(LakeSql::of(rows.m_lake)))
{
    // The expiry condition is checked again, so a row whose expiry another
    // writer moved stays.
    check(*m_delete, m_delete->prepare(
                         m_byIds ? QStringLiteral("DELETE FROM deltas WHERE rid = ANY (CAST(? AS BIGINT[])) "
                                                  "AND expires_at IS NOT NULL AND expires_at <= ?")
                                 : QStringLiteral("DELETE FROM deltas WHERE rid BETWEEN ? AND ? "
                                                  "AND expires_at IS NOT NULL AND expires_at <= ?")));
}

ExpiredDeltas::Removal::~Removal() = default;

qint64 ExpiredDeltas::Removal::slice(const qint64 *first, const qint64 *last)
{
    if (first == last)
        return 0;
    int at = 0;
    if (m_byIds) {
        QByteArray array = "{";
        for (const qint64 *id = first; id != last; ++id) {
            if (id != first)
                array += ',';
            array += QByteArray::number(*id);
        }
        array += '}';
        m_delete->bindValue(at++, QString::fromLatin1(array));
    } else {
        m_delete->bindValue(at++, *first);
        m_delete->bindValue(at++, *(last - 1));
    }
    m_delete->bindValue(at, m_now);
    check(*m_delete, m_delete->exec());
    return m_delete->numRowsAffected();
}

} // namespace tarn
