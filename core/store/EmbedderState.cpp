// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbedderState.h"

#include "Lake.h"
#include "LakeSql.h"
#include "StorageErrors.h"

#include <QSqlError>
#include <QSqlQuery>

namespace tarn::EmbedderState {

namespace {
void run(QSqlQuery &q)
{
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
}
} // namespace

void record(Lake &lake, const QString &model, const QString &error, qint64 at)
{
    QSqlQuery q(LakeSql::of(lake));
    if (error.isEmpty())
        q.prepare(QStringLiteral("UPDATE embedding_state SET model = :model, last_error = NULL, last_ok_at = :at WHERE id = 1"));
    else
        q.prepare(QStringLiteral("UPDATE embedding_state SET model = :model, last_error = :error, last_error_at = :at WHERE id = 1"));
    q.bindValue(QStringLiteral(":model"), model);
    if (!error.isEmpty())
        q.bindValue(QStringLiteral(":error"), error);
    q.bindValue(QStringLiteral(":at"), at);
    run(q);
}

std::optional<Outcome> read(Lake &lake)
{
    QSqlQuery q(LakeSql::of(lake));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT model, last_error, last_error_at, last_ok_at FROM embedding_state WHERE id = 1"));
    run(q);
    if (!q.next())
        return std::nullopt;
    Outcome o;
    o.model = q.value(0).toString();
    o.lastError = q.value(1).toString();
    if (!q.value(2).isNull())
        o.lastErrorAt = q.value(2).toLongLong();
    if (!q.value(3).isNull())
        o.lastOkAt = q.value(3).toLongLong();
    return o;
}

} // namespace tarn::EmbedderState
