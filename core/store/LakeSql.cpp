// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeSql.h"

#include "StorageErrors.h"

#include <QSqlError>

namespace tarn {

QSqlQuery LakeSql::run(Lake &lake, const QString &sql, const QVariantList &values)
{
    QSqlQuery q(of(lake));
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        throw StorageErrors::fromSql(q.lastError());
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
    return q;
}

} // namespace tarn
