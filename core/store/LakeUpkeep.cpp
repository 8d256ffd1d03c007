// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeUpkeep.h"

#include "Lake.h"
#include "LakeSchema.h"
#include "LakeSql.h"
#include "StorageErrors.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

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

qint64 number(Lake &lake, const QString &sql)
{
    QSqlQuery q = run(lake, sql);
    return q.next() ? q.value(0).toLongLong() : 0;
}

// The lake has its database to itself (PostgresSchema refuses anyone
// else's tables), so the tables of its schema are the lake's.
const QString kLakeTables =
    QStringLiteral("FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace");

// The lake's tables with their indexes and TOAST, in server pages.
qint64 serverPages(Lake &lake)
{
    return number(lake, QStringLiteral("SELECT COALESCE(sum(pg_total_relation_size(c.oid)), 0) "
                                       "/ current_setting('block_size')::bigint ") + kLakeTables);
}

// By name: a bare VACUUM would take every table the user may vacuum,
// the server's catalogues included.
QString lakeTables(Lake &lake)
{
    QSqlQuery q = run(lake, QStringLiteral("SELECT string_agg(quote_ident(c.relname), ', ' ORDER BY c.relname) ") + kLakeTables);
    return q.next() ? q.value(0).toString() : QString();
}

} // namespace

void LakeUpkeep::compactSearchIndex(Lake &lake)
{
    if (lake.onServer())
        run(lake, QStringLiteral("SELECT gin_clean_pending_list('deltas_search')"));
    else
        for (const QString &index : LakeSchema::searchIndexes())
            run(lake, QStringLiteral("INSERT INTO %1(%1) VALUES ('optimize')").arg(index));
}

LakeUpkeep::Collected LakeUpkeep::collectGarbage(Lake &lake, bool full)
{
    Collected c;
    if (lake.onServer()) {
        const qint64 before = serverPages(lake);
        // Outside any transaction, as VACUUM must be: the lake's connection
        // is between statements here.
        run(lake, (full ? QStringLiteral("VACUUM (FULL, ANALYZE) ") : QStringLiteral("VACUUM (ANALYZE) ")) + lakeTables(lake));
        c.pagesFreed = std::max<qint64>(0, before - serverPages(lake));
        c.bytesFreed = c.pagesFreed * number(lake, QStringLiteral("SELECT current_setting('block_size')::bigint"));
        return c;
    }
    const qint64 freeBefore = number(lake, QStringLiteral("PRAGMA freelist_count"));
    if (full) {
        run(lake, QStringLiteral("PRAGMA auto_vacuum = INCREMENTAL"));
        run(lake, QStringLiteral("VACUUM"));
    } else if (number(lake, QStringLiteral("PRAGMA auto_vacuum")) == 2) {
        lake.incrementalVacuum();
    }
    run(lake, QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    c.freePagesLeft = number(lake, QStringLiteral("PRAGMA freelist_count"));
    c.pagesFreed = std::max<qint64>(0, freeBefore - *c.freePagesLeft);
    c.bytesFreed = c.pagesFreed * number(lake, QStringLiteral("PRAGMA page_size"));
    return c;
}

} // namespace tarn
