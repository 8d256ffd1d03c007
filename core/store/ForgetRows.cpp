// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ForgetRows.h"

#include "Engagement.h"
#include "Lake.h"
#include "LakeSql.h"
#include "StorageErrors.h"

#include <QSqlError>
#include <QSqlQuery>

namespace tarn {

namespace {
void exec(QSqlQuery &q)
{
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
}
} // namespace

ForgetRows::ForgetRows(Lake &lake) : m_lake(lake)
{
}

std::optional<ForgetRows::Row> ForgetRows::row(qint64 key)
{
    QSqlQuery q(LakeSql::of(m_lake));
    q.prepare(QStringLiteral("SELECT supersedes, superseded_by, segment_id, kind FROM deltas WHERE rid = ?"));
    q.addBindValue(key);
    exec(q);
    if (!q.next())
        return std::nullopt;
    Row r;
    r.key = key;
    r.supersedes = q.value(0).isNull() ? 0 : q.value(0).toLongLong();
    r.supersededBy = q.value(1).isNull() ? 0 : q.value(1).toLongLong();
    r.segmentId = q.value(2).toString();
    r.kind = q.value(3).toString();
    return r;
}

QList<qint64> ForgetRows::engagementsQuoting(const QString &id)
{
    QSqlQuery q(LakeSql::of(m_lake));
    q.prepare(QStringLiteral("SELECT DISTINCT t.rid FROM delta_tags t JOIN deltas d ON d.rid = t.rid "
                             "WHERE t.tag IN (?, ?, ?) AND d.source = ? ORDER BY t.rid"));
    for (EngagementType t : {EngagementType::Affirm, EngagementType::Refute, EngagementType::Reply})
        q.addBindValue(Engagement::tagPrefix(t) + id);
    q.addBindValue(Engagement::sourceName());
    exec(q);
    QList<qint64> keys;
    while (q.next())
        keys << q.value(0).toLongLong();
    return keys;
}

void ForgetRows::moveState(const QList<qint64> &keys, const QString &from, const QString &to)
{
    QSqlQuery q(LakeSql::of(m_lake));
    q.prepare(QStringLiteral("UPDATE deltas SET state = ? WHERE rid = ? AND (rid = ? OR state = ?)"));
    for (qint64 key : keys) {
        q.addBindValue(to);
        q.addBindValue(key);
        q.addBindValue(keys.constFirst());
        q.addBindValue(from);
        exec(q);
    }
}

QStringList ForgetRows::erase(const QList<qint64> &keys)
{
    QStringList mediaHashes;
    QSqlQuery media(LakeSql::of(m_lake));
    media.prepare(QStringLiteral("SELECT media_hash FROM deltas WHERE rid = ? AND media_hash IS NOT NULL"));
    QSqlQuery del(LakeSql::of(m_lake));
    del.prepare(QStringLiteral("DELETE FROM deltas WHERE rid = ?"));
    for (qint64 key : keys) {
        media.addBindValue(key);
        exec(media);
        if (media.next() && !media.value(0).toString().isEmpty())
            mediaHashes << media.value(0).toString();
        media.finish();
        del.addBindValue(key);
        exec(del);
    }
    return mediaHashes;
}

} // namespace tarn
