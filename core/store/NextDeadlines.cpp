// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "NextDeadlines.h"

#include "ExpiryLaws.h"
#include "LakeSql.h"
#include "StorageErrors.h"

#include <QSqlError>
#include <QSqlQuery>

namespace tarn::NextDeadlines {

namespace {

void check(QSqlQuery &q, bool ok)
{
    if (!ok)
        throw StorageErrors::fromSql(q.lastError());
}

} // namespace

QHash<QString, qint64> perSource(Lake &lake, const QStringList &sources, qint64 nowMs)
{
    QHash<QString, qint64> out;
    const QSqlDatabase db = LakeSql::of(lake);
    QSqlQuery plain(db);
    plain.setForwardOnly(true);
    check(plain, plain.prepare(QStringLiteral("SELECT min(expires_at) FROM deltas WHERE source = ? AND expires_at > ? "
                                              "AND NOT coalesce(%1, FALSE)")
                                   .arg(ExpiryLaws::softDecaysSql())));
    for (const QString &source : sources) {
        plain.bindValue(0, source);
        plain.bindValue(1, nowMs);
        check(plain, plain.exec());
        if (plain.next() && !plain.value(0).isNull())
            out.insert(source, plain.value(0).toLongLong());
        plain.finish();
    }

    const QString deadline = ExpiryLaws::deadlineSql();
    QSqlQuery decaying(db);
    decaying.setForwardOnly(true);
    check(decaying, decaying.prepare(QStringLiteral("SELECT source, min(%1) FROM deltas WHERE %2 AND %1 > ? GROUP BY source")
                                         .arg(deadline, ExpiryLaws::softDecaysSql())));
    decaying.bindValue(0, nowMs);
    check(decaying, decaying.exec());
    while (decaying.next()) {
        const QString source = decaying.value(0).toString();
        if (!sources.contains(source) || decaying.value(1).isNull())
            continue;
        const qint64 at = decaying.value(1).toLongLong();
        const auto it = out.find(source);
        if (it == out.end() || at < *it)
            out.insert(source, at);
    }
    return out;
}

} // namespace tarn::NextDeadlines
