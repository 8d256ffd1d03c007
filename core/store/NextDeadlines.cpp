// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "NextDeadlines.h"

#include "ExpiryLaws.h"
#include "LakeSql.h"
#include "StorageErrors.h"

#include <QSqlError>
#include <QSqlQuery>

#include <limits>
#include <optional>

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
    // Decay-class rows: a probe into the deadline index
    // (LakeSchema::deadlineIndexV9), whose expression is this one.
    const QString deadline = ExpiryLaws::deadlineSql();
    QSqlQuery decaying(db);
    decaying.setForwardOnly(true);
    check(decaying, decaying.prepare(QStringLiteral("SELECT min(%1) FROM deltas WHERE source = ? AND %2 AND %1 > ?")
                                         .arg(deadline, ExpiryLaws::softDecaysSql())));
    // Plain rows: the first entry past now in the (source, expires_at)
    // index that is not of a decay class, which is read from the row. Only
    // what comes before the source's next decay-class deadline can matter,
    // and a decay-class row's expires_at is at or after its deadline: so
    // the walk stops there instead of reading every decay-class row that
    // expires later (an assistant's thousands of facts: 14 ms on the 1M
    // bench lake without the bound).
    QSqlQuery plain(db);
    plain.setForwardOnly(true);
    check(plain, plain.prepare(QStringLiteral("SELECT min(expires_at) FROM deltas WHERE source = ? AND expires_at > ? "
                                              "AND expires_at < ? AND NOT coalesce(%1, FALSE)")
                                   .arg(ExpiryLaws::softDecaysSql())));
    for (const QString &source : sources) {
        decaying.bindValue(0, source);
        decaying.bindValue(1, nowMs);
        check(decaying, decaying.exec());
        std::optional<qint64> next;
        if (decaying.next() && !decaying.value(0).isNull())
            next = decaying.value(0).toLongLong();
        decaying.finish();
        plain.bindValue(0, source);
        plain.bindValue(1, nowMs);
        plain.bindValue(2, next.value_or(std::numeric_limits<qint64>::max()));
        check(plain, plain.exec());
        if (plain.next() && !plain.value(0).isNull())
            next = plain.value(0).toLongLong();
        plain.finish();
        if (next)
            out.insert(source, *next);
    }
    return out;
}

} // namespace tarn::NextDeadlines
