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
    : m_now(rows.m_now), m_delete(std::make_unique<QSqlQuery>(LakeSql::of(rows.m_lake)))
{
    check(*m_delete, m_delete->prepare(QStringLiteral(
                         "DELETE FROM deltas WHERE rid BETWEEN ? AND ? AND expires_at IS NOT NULL AND expires_at <= ?")));
}

ExpiredDeltas::Removal::~Removal() = default;

qint64 ExpiredDeltas::Removal::range(qint64 lo, qint64 hi)
{
    // A contiguous id range: the expiry condition is checked again, so a
    // row whose expiry another writer moved stays.
    m_delete->bindValue(0, lo);
    m_delete->bindValue(1, hi);
    m_delete->bindValue(2, m_now);
    check(*m_delete, m_delete->exec());
    return m_delete->numRowsAffected();
}

} // namespace tarn
