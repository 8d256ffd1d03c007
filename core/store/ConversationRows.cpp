// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ConversationRows.h"

#include "Lake.h"
#include "LakeSql.h"
#include "StorageErrors.h"

#include <QSqlError>
#include <QSqlQuery>

namespace tarn::ConversationRows {

std::optional<qint64> nextTurn(Lake &lake, const QString &session, qint64 rid, qint64 now)
{
    QSqlQuery q(LakeSql::of(lake));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT rid FROM deltas") + lake.indexHint(QLatin1StringView("deltas_session"))
              + QStringLiteral(" WHERE session_id = :session AND rid > :rid AND state = 'active' AND superseded_by IS NULL "
                               "AND (expires_at IS NULL OR expires_at > :now) ORDER BY rid LIMIT 1"));
    q.bindValue(QStringLiteral(":session"), session);
    q.bindValue(QStringLiteral(":rid"), rid);
    q.bindValue(QStringLiteral(":now"), now);
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
    if (!q.next())
        return std::nullopt;
    return q.value(0).toLongLong();
}

} // namespace tarn::ConversationRows
