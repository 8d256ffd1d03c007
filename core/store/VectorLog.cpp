// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "VectorLog.h"

#include "Lake.h"
#include "LakeSql.h"
#include "PostgresSchema.h"
#include "StorageErrors.h"

#include <QSqlError>
#include <QSqlQuery>

namespace tarn {

namespace {

QSqlQuery run(Lake &lake, const QString &sql)
{
    QSqlQuery q(LakeSql::of(lake));
    q.setForwardOnly(true);
    if (!q.exec(sql))
        throw StorageErrors::fromSql(q.lastError());
    return q;
}

VectorLog::Marks marksFrom(QSqlQuery q)
{
    VectorLog::Marks m;
    if (!q.next())
        return m;
    m.lastVector = q.value(0).toLongLong();
    m.lastGone = q.value(1).toLongLong();
    if (!q.value(2).isNull())
        m.firstGone = q.value(2).toLongLong();
    return m;
}

} // namespace

VectorLog::Marks VectorLog::read(Lake &lake)
{
    if (!lake.onServer())
        // AUTOINCREMENT's own counters, in one snapshot.
        return marksFrom(run(lake, QStringLiteral("SELECT (SELECT seq FROM sqlite_sequence WHERE name = 'delta_vectors'), "
                                                  "(SELECT seq FROM sqlite_sequence WHERE name = 'delta_vectors_gone'), "
                                                  "(SELECT min(seq) FROM delta_vectors_gone)")));
    // One statement, so it needs no transaction (a read-only lake opens
    // none): the counters are read for the row the lock's CTE gives, so
    // after the lock is held; it goes with the statement.
    return marksFrom(run(
        lake, QStringLiteral("WITH held AS MATERIALIZED (SELECT pg_advisory_xact_lock_shared(%1)) SELECT "
                             "COALESCE(pg_sequence_last_value(pg_get_serial_sequence('delta_vectors', 'seq')::regclass), 0), "
                             "COALESCE(pg_sequence_last_value(pg_get_serial_sequence('delta_vectors_gone', 'seq')::regclass), 0), "
                             "(SELECT min(seq) FROM delta_vectors_gone) FROM held")
                  .arg(PostgresSchema::kVectorWriteLockKey)));
}

void VectorLog::beginWriting(Lake &lake)
{
    if (lake.onServer())
        run(lake, QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(PostgresSchema::kVectorWriteLockKey));
}

void VectorLog::pruneGone(Lake &lake, qint64 beforeMs)
{
    QSqlQuery q(LakeSql::of(lake));
    q.prepare(QStringLiteral("DELETE FROM delta_vectors_gone WHERE at < :before"));
    q.bindValue(QStringLiteral(":before"), beforeMs);
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
}

} // namespace tarn
