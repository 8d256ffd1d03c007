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

    // The same probe into the deadline index (LakeSchema::deadlineIndexV9),
    // whose expression is this one.
    const QString deadline = ExpiryLaws::deadlineSql();
    QSqlQuery decaying(db);
    decaying.setForwardOnly(true);
    check(decaying, decaying.prepare(QStringLiteral("SELECT min(%1) FROM deltas WHERE source = ? AND %2 AND %1 > ?")
                                         .arg(deadline, ExpiryLaws::softDecaysSql())));
    for (const QString &source : sources) {
        decaying.bindValue(0, source);
        decaying.bindValue(1, nowMs);
        check(decaying, decaying.exec());
        if (decaying.next() && !decaying.value(0).isNull()) {
            const qint64 at = decaying.value(0).toLongLong();
            const auto it = out.find(source);
            if (it == out.end() || at < *it)
                out.insert(source, at);
        }
        decaying.finish();
    }
    return out;
}

} // namespace tarn::NextDeadlines
