// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCryptographicHash>
#include <QList>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

namespace tarn {

class Lake;

// A lake's rows read the same way on either engine, for `tarn lake copy`
// (LakeCopy): each value as its column's type says, whatever type the
// driver handed back (QSQLITE gives a REAL that holds 1 as 1.0, QPSQL an
// INTEGER as int and a BIGINT as qlonglong), streamed in key order, and
// digested so the same rows give the same SHA-256 on SQLite and PostgreSQL.
namespace LakeRows {

enum class Type { Integer, Real, Text, Blob };

struct Column
{
    QString name;
    Type type;
};

// The value as `type`: a qint64, double, QString or QByteArray, or a typed
// NULL of that type (so QPSQL sends the column's type with a NULL).
QVariant normalised(const QVariant &value, Type type);

// The rows of one SELECT, in its ORDER BY, with bounded memory: on
// PostgreSQL through a cursor in the transaction the caller holds open,
// fetched a batch at a time (QPSQL would otherwise hold the whole result
// in memory before the first row); on SQLite a forward-only statement,
// which steps through the file as it goes. The SELECT takes no binds (a
// cursor cannot be prepared): callers write only integers into it.
class Stream
{
public:
    Stream(Lake &lake, const QString &select, QList<Type> types);
    ~Stream();
    Stream(const Stream &) = delete;
    Stream &operator=(const Stream &) = delete;

    // The next row, normalised; false after the last. Throws TarnError.
    bool next();
    const QVariantList &row() const { return m_row; }

private:
    void fetch();

    Lake &m_lake;
    QList<Type> m_types;
    QSqlQuery m_query;
    QString m_cursor; // PostgreSQL only
    QVariantList m_row;
};

// SHA-256 over rows in the order they are added. Each value is written
// with its type and length, so no two different rows, and no two
// different orders of rows, read alike; doubles by their IEEE bits, so a
// digest says "equal" only when every bit came through.
class Digest
{
public:
    void add(const QVariantList &row, const QList<Type> &types);
    qint64 rows() const { return m_rows; }
    QString hex() const;

private:
    QCryptographicHash m_hash{QCryptographicHash::Sha256};
    qint64 m_rows = 0;
};

// The types of these columns, in order.
QList<Type> typesOf(const QList<Column> &columns);
// "a, b, c"
QString namesOf(const QList<Column> &columns);

} // namespace LakeRows

} // namespace tarn
