// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ConversationRows.h"

#include "Lake.h"
#include "LakeSql.h"
#include "StorageErrors.h"

#include <QSqlError>
#include <QSqlQuery>

namespace tarn::ConversationRows {

QList<qint64> nextTurns(Lake &lake, const QString &session, qint64 rid, qint64 now, int count)
{
    QSqlQuery q(LakeSql::of(lake));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT rid FROM deltas") + lake.indexHint(QLatin1StringView("deltas_session"))
              + QStringLiteral(" WHERE session_id = :session AND rid > :rid AND state = 'active' AND superseded_by IS NULL "
                               "AND (expires_at IS NULL OR expires_at > :now) ORDER BY rid LIMIT :count"));
    q.bindValue(QStringLiteral(":session"), session);
    q.bindValue(QStringLiteral(":rid"), rid);
    q.bindValue(QStringLiteral(":now"), now);
    q.bindValue(QStringLiteral(":count"), count);
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
    QList<qint64> turns;
    while (q.next())
        turns << q.value(0).toLongLong();
    return turns;
}

} // namespace tarn::ConversationRows
