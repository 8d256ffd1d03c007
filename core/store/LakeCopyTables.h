// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeRows.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace tarn {

class Lake;

// What `tarn lake copy` (LakeCopy) carries from one lake to another, table
// by table, and what it leaves behind and why. Written for schema version
// kSchemaVersion on both engines; a newer schema must be described here
// before a copy runs (LakeCopy refuses otherwise, and tst_postgres_lake_copy
// checks that every table either engine's schema holds is named below).
namespace LakeCopyTables {

// Versions 8 and 9 added indexes only (LakeSchema observedOrderV8, deadlinesV9),
// version 11 SQLite's index of a person's memories (derived, as delta_fts):
// nothing new to carry.
inline constexpr int kSchemaVersion = 11;

// How a table's rows reach the other lake.
enum class How {
    // Inserted as read, every column as it was (ids, lifecycle columns,
    // states): deltas are append-only, so a row goes in once, whole,
    // never inserted and then updated.
    Rows,
    // The audit log: its rows in their order, with their times, actors and
    // details, appended after whatever the other lake's own opening wrote
    // (its creation), so they take that lake's next sequence numbers.
    Appended,
    // A table the other lake's schema already fills with its one row
    // (embedding_state): that row takes the copied values.
    Upserted,
    // Derived from the copied deltas as the lake's writers keep it
    // (source_stats: one count per source), and checked against the
    // original's counters.
    Rebuilt,
};

struct Table
{
    QString name;
    QList<LakeRows::Column> columns; // the columns both engines have
    QStringList key;                 // the order rows are read, written and digested in
    How how = How::Rows;
    // Rows the digest covers, when not all (SQL, the same on both engines).
    QString digestWhere;
    // PostgreSQL's identity column kept as it was (OVERRIDING SYSTEM VALUE),
    // after which the sequence moves past it.
    QString identity;
    // Columns only PostgreSQL keeps (deltas.search_language, compound_parts): copied between
    // servers, derived as the writer derives them when the rows come from a
    // file, dropped on the way to one.
    QList<LakeRows::Column> serverColumns;
};

// In the order they are copied: the rows other rows name come first.
const QList<Table> &copied();

struct Skipped
{
    QString name;
    const char *why;
};
// Every other table of either engine's schema, with why it is not copied.
const QList<Skipped> &notCopied();

// The columns a copy between these engines reads, writes and digests.
QList<LakeRows::Column> columnsOn(const Table &table, bool server);
QList<LakeRows::Column> commonColumns(const Table &table, bool fromServer, bool toServer);
// "ORDER BY ..." in the table's key order, the same on both engines: text
// compared by its bytes (PostgreSQL's C collation is SQLite's BINARY).
QString orderBy(const Table &table, bool server);
// A column only PostgreSQL keeps, worked out from the row read from a file
// lake as the writer would (PostgresDeltaWriter::searchLanguageOf).
QVariant derivedServerValue(const Table &table, const QString &column, const QList<LakeRows::Column> &read,
                            const QVariantList &row);

// What a lake holds that a copy must not be mixed with: deltas, audit
// entries beyond what opening a lake writes itself (its creation or
// migration, its files made private, orphan images swept), source
// settings, configured sources and what they have seen, embedding vectors,
// and on a server its images. Empty when it holds none of these; else
// the counts in words ("3 deltas, 12 audit entries").
QStringList holdings(Lake &lake);

} // namespace LakeCopyTables

} // namespace tarn
