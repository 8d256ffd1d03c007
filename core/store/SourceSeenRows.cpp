// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceSeenRows.h"

#include "LakeSql.h"

namespace tarn::SourceSeenRows {

bool seen(Lake &lake, const QString &name, const QString &itemKey)
{
    QSqlQuery q = LakeSql::run(lake, QStringLiteral("SELECT 1 FROM source_seen WHERE name = ? AND item_key = ?"), {name, itemKey});
    return q.next();
}

QString deltaFor(Lake &lake, const QString &name, const QString &itemKey)
{
    QSqlQuery q = LakeSql::run(lake, QStringLiteral("SELECT delta_id FROM source_seen WHERE name = ? AND item_key = ?"),
                                 {name, itemKey});
    return q.next() ? q.value(0).toString() : QString();
}

void add(Lake &lake, const QString &name, const QString &itemKey, qint64 seenAt, const QString &deltaId)
{
    LakeSql::run(lake, QStringLiteral("INSERT INTO source_seen (name, item_key, seen_at, delta_id) VALUES (?, ?, ?, ?)"),
                   {name, itemKey, seenAt, deltaId});
}

void forget(Lake &lake, const QString &name)
{
    LakeSql::run(lake, QStringLiteral("DELETE FROM source_seen WHERE name = ?"), {name});
}

} // namespace tarn::SourceSeenRows
