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

} // namespace tarn::SubjectRows
