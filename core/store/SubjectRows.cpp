// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SubjectRows.h"

#include "Lake.h"
#include "LakeSql.h"
#include "StorageErrors.h"

#include <QSqlError>
#include <QSqlQuery>

namespace tarn::SubjectRows {

std::optional<qint64> holder(Lake &lake, const QString &subject, qint64 now)
{
    QSqlQuery q(LakeSql::of(lake));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT rid FROM deltas WHERE subject = :subject AND state = 'active' "
                             "AND superseded_by IS NULL AND (expires_at IS NULL OR expires_at > :now) "
                             "AND kind NOT IN ('episode','observation') ORDER BY rid DESC LIMIT 1"));
    q.bindValue(QStringLiteral(":subject"), subject);
    q.bindValue(QStringLiteral(":now"), now);
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
    if (!q.next())
        return std::nullopt;
    return q.value(0).toLongLong();
}

QList<qint64> newerTagged(Lake &lake, const QString &tag, const QString &kind, qint64 observedAfter, qint64 now,
                          int limit)
{
    // The tag index (tag, rid) read backwards from its newest row, so the
    // window is a walk of kTagWindow entries, not a sort of every row
    // with the tag; rids rise with time in a lake filled over time.
    QSqlQuery q = LakeSql::run(
        lake,
        QStringLiteral("SELECT d.rid FROM (SELECT rid FROM delta_tags WHERE tag = ? ORDER BY rid DESC LIMIT ?) t "
                       "JOIN deltas d ON d.rid = t.rid WHERE d.kind = ? AND d.observed_at > ? AND d.state = 'active' "
                       "AND d.superseded_by IS NULL AND (d.expires_at IS NULL OR d.expires_at > ?) "
                       "ORDER BY d.observed_at DESC, d.rid DESC LIMIT ?"),
        {tag, kTagWindow, kind, observedAfter, now, limit});
    QList<qint64> rids;
    while (q.next())
        rids << q.value(0).toLongLong();
    return rids;
}

} // namespace tarn::SubjectRows
