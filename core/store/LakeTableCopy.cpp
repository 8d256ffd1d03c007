// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeTableCopy.h"

#include "Lake.h"
#include "LakeSchema.h"
#include "LakeSql.h"
#include "StorageErrors.h"
#include "TarnError.h"

#include <QSqlError>
#include <QSqlQuery>

namespace tarn {

namespace {

using LakeCopyTables::How;
using LakeCopyTables::Table;
using LakeRows::Column;

// Rows per INSERT: one round trip to a server for a hundred rows instead
// of one each, and far below SQLite's 32,766 binds (30 columns a row).
constexpr int kRowsPerStatement = 100;
constexpr qint64 kProgressEvery = 1000;

void check(QSqlQuery &q, bool ok)
{
    if (!ok)
        throw StorageErrors::fromSql(q.lastError());
}

qint64 count(Lake &lake, const QString &sql)
{
    QSqlQuery q(LakeSql::of(lake));
    check(q, q.exec(sql));
    q.next();
    return q.value(0).toLongLong();
}

QString whereOf(const Table &table, qint64 appendedAfter)
{
    QStringList conditions;
    if (!table.digestWhere.isEmpty())
        conditions << table.digestWhere;
    if (table.how == How::Appended)
        conditions << QStringLiteral("seq > %1").arg(appendedAfter);
    return conditions.isEmpty() ? QString() : QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "));
}

QString selectOf(const Table &table, const QList<Column> &columns, bool server, qint64 appendedAfter)
{
    return QStringLiteral("SELECT ") + LakeRows::namesOf(columns) + QStringLiteral(" FROM ") + table.name
           + whereOf(table, appendedAfter) + LakeCopyTables::orderBy(table, server);
}

// A table's rows written a statement of kRowsPerStatement rows at a time.
class Inserter
{
public:
    Inserter(Lake &to, const Table &table, const QList<Column> &columns)
        : m_to(to), m_table(table), m_columns(columns), m_full(LakeSql::of(to))
    {
    }

    void add(const QVariantList &values)
    {
        m_pending += values;
        if (++m_rows == kRowsPerStatement)
            flush();
    }
    void finish() { flush(); }

private:
    QString sqlFor(int rows) const
    {
        QStringList marks(m_columns.size(), QStringLiteral("?"));
        const QString one = u'(' + marks.join(u',') + u')';
        QString sql = QStringLiteral("INSERT INTO %1 (%2)").arg(m_table.name, LakeRows::namesOf(m_columns));
        // An identity column PostgreSQL generates ALWAYS takes a given
        // value only when told to.
        if (m_to.onServer() && !m_table.identity.isEmpty())
            sql += QStringLiteral(" OVERRIDING SYSTEM VALUE");
        sql += QStringLiteral(" VALUES ") + QStringList(rows, one).join(u',');
        if (m_table.how == How::Upserted) {
            QStringList set;
            for (const Column &c : m_columns)
                if (!m_table.key.contains(c.name))
                    set << QStringLiteral("%1 = excluded.%1").arg(c.name);
            sql += QStringLiteral(" ON CONFLICT (%1) DO UPDATE SET %2")
                       .arg(m_table.key.join(QStringLiteral(", ")), set.join(QStringLiteral(", ")));
        }
        return sql;
    }

    void flush()
    {
        if (m_rows == 0)
            return;
        QSqlQuery tail(LakeSql::of(m_to));
        QSqlQuery &q = m_rows == kRowsPerStatement ? m_full : tail;
        if (&q == &tail || !m_prepared) {
            check(q, q.prepare(sqlFor(m_rows)));
            m_prepared = m_prepared || &q == &m_full;
        }
        for (qsizetype i = 0; i < m_pending.size(); ++i)
            q.bindValue(int(i), m_pending.at(i));
        check(q, q.exec());
        m_pending.clear();
        m_rows = 0;
    }

    Lake &m_to;
    const Table &m_table;
    QList<Column> m_columns;
    QSqlQuery m_full;
    bool m_prepared = false;
    QVariantList m_pending;
    int m_rows = 0;
};

// Tables derived from the copied deltas, as the lake's writers keep them.
void rebuild(Lake &to, const Table &table)
{
    if (table.name != u"source_stats")
        throw TarnError::storage(QStringLiteral("lake copy: no way to rebuild %1").arg(table.name));
    // WHERE true: SQLite would read "ON CONFLICT" as a join's ON otherwise.
    to.exec(QStringLiteral("INSERT INTO source_stats (source, n) SELECT source, count(*) FROM deltas WHERE true "
                           "GROUP BY source ON CONFLICT (source) DO UPDATE SET n = excluded.n"));
}

} // namespace

LakeTableCopy::Digested LakeTableCopy::copy(Lake &from, Lake &to, const Table &table, const Progress &progress)
{
    const QList<Column> read = LakeCopyTables::columnsOn(table, from.onServer());
    const QList<Column> written = LakeCopyTables::columnsOn(table, to.onServer());
    // The columns both engines have come first in both lists.
    const QList<Column> digested = LakeCopyTables::commonColumns(table, from.onServer(), to.onServer());
    const QList<LakeRows::Type> digestTypes = LakeRows::typesOf(digested);
    // Where each written value comes from in the row read; -1: derived.
    QList<qsizetype> source;
    for (const Column &w : written) {
        qsizetype at = -1;
        for (qsizetype i = 0; i < read.size(); ++i)
            if (read.at(i).name == w.name)
                at = i;
        source << at;
    }

    const qint64 total = count(from, QStringLiteral("SELECT count(*) FROM ") + table.name + whereOf(table, 0));
    LakeRows::Stream rows(from, selectOf(table, read, from.onServer(), 0), LakeRows::typesOf(read));
    LakeRows::Digest digest;
    Inserter inserter(to, table, written);
    const bool rowByRow = table.how != How::Rebuilt;
    qint64 done = 0;
    while (rows.next()) {
        const QVariantList &row = rows.row();
        digest.add(row.first(digested.size()), digestTypes);
        if (rowByRow) {
            QVariantList values;
            values.reserve(written.size());
            for (qsizetype i = 0; i < written.size(); ++i)
                values << (source.at(i) >= 0 ? row.at(source.at(i))
                                             : LakeCopyTables::derivedServerValue(table, written.at(i).name, read, row));
            inserter.add(values);
        }
        if (++done % kProgressEvery == 0 && progress)
            progress(done, total, false);
    }
    inserter.finish();
    if (!rowByRow)
        rebuild(to, table);
    // The sequence behind an identity column moves past the copied values,
    // so the next row the lake writes itself gets a fresh one.
    if (to.onServer() && !table.identity.isEmpty() && done > 0)
        to.exec(QStringLiteral("SELECT setval(pg_get_serial_sequence('%1', '%2'), (SELECT max(%2) FROM %1))")
                    .arg(table.name, table.identity));
    if (progress)
        progress(done, total, true);
    return {digest.rows(), digest.hex()};
}

LakeTableCopy::Digested LakeTableCopy::digest(Lake &lake, const Table &table, bool otherOnServer, qint64 appendedAfter)
{
    const QList<Column> columns = LakeCopyTables::commonColumns(table, lake.onServer(), otherOnServer);
    const QList<LakeRows::Type> types = LakeRows::typesOf(columns);
    LakeRows::Stream rows(lake, selectOf(table, columns, lake.onServer(), appendedAfter), types);
    LakeRows::Digest digest;
    while (rows.next())
        digest.add(rows.row(), types);
    return {digest.rows(), digest.hex()};
}

void LakeTableCopy::indexDeltas(Lake &to)
{
    if (to.onServer())
        return;
    to.exec(QStringLiteral("INSERT INTO delta_fts (rowid, content, tags, facets) SELECT rid, content, tags, facets FROM deltas"));
    to.exec(QStringLiteral("INSERT INTO %1(%1) VALUES ('rebuild')").arg(LakeSchema::kMemoryIndex));
}

} // namespace tarn
