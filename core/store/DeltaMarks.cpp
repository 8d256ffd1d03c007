// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeltaMarks.h"

#include "Lake.h"
#include "LakeSql.h"
#include "StorageErrors.h"

#include <QSqlError>
#include <QSqlQuery>

namespace tarn::DeltaMarks {

namespace {
void exec(QSqlQuery &q)
{
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
}
} // namespace

void superseded(Lake &lake, qint64 older, qint64 newer)
{
    QSqlQuery mark(LakeSql::of(lake));
    mark.prepare(QStringLiteral("UPDATE deltas SET superseded_by = ? WHERE rid = ? AND superseded_by IS NULL"));
    mark.addBindValue(newer);
    mark.addBindValue(older);
    exec(mark);
}

void invalidated(Lake &lake, qint64 rid)
{
    QSqlQuery q(LakeSql::of(lake));
    q.prepare(QStringLiteral("UPDATE deltas SET state = 'invalidated' WHERE rid = ?"));
    q.addBindValue(rid);
    exec(q);
}

void revalidated(Lake &lake, qint64 rid)
{
    QSqlQuery q(LakeSql::of(lake));
    q.prepare(QStringLiteral("UPDATE deltas SET state = 'active' WHERE rid = ? AND state = 'invalidated'"));
    q.addBindValue(rid);
    exec(q);
}

void recalled(Lake &lake, const QList<qint64> &rids, qint64 now)
{
    QSqlQuery bump(LakeSql::of(lake));
    bump.prepare(QStringLiteral(
        "UPDATE deltas SET recall_count = recall_count + 1, last_recalled_at = :now WHERE rid = :rid"));
    for (qint64 rid : rids) {
        bump.bindValue(QStringLiteral(":now"), now);
        bump.bindValue(QStringLiteral(":rid"), rid);
        exec(bump);
    }
}

} // namespace tarn::DeltaMarks
