// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeRows.h"

#include "Lake.h"
#include "LakeSql.h"
#include "StorageErrors.h"

#include <QSqlError>
#include <QtEndian>
#include <atomic>
#include <cstring>

namespace tarn {

namespace {

// Rows a cursor hands over per round trip: few enough that a batch of
// 16 KiB contents stays small, many enough that the trips do not dominate.
constexpr int kFetchRows = 500;

std::atomic<int> s_cursors{0};

QMetaType metaTypeOf(LakeRows::Type type)
{
    switch (type) {
    case LakeRows::Type::Integer: return QMetaType(QMetaType::LongLong);
    case LakeRows::Type::Real: return QMetaType(QMetaType::Double);
    case LakeRows::Type::Text: return QMetaType(QMetaType::QString);
    case LakeRows::Type::Blob: return QMetaType(QMetaType::QByteArray);
    }
    return {};
}

void check(QSqlQuery &q, bool ok)
{
    if (!ok)
        throw StorageErrors::fromSql(q.lastError());
}

} // namespace

QVariant LakeRows::normalised(const QVariant &value, Type type)
{
    if (value.isNull())
        return QVariant(metaTypeOf(type));
    switch (type) {
    case Type::Integer: return QVariant(qint64(value.toLongLong()));
    case Type::Real: return QVariant(value.toDouble());
    case Type::Text: return QVariant(value.toString());
    case Type::Blob: return QVariant(value.toByteArray());
    }
    return {};
}

QList<LakeRows::Type> LakeRows::typesOf(const QList<Column> &columns)
{
    QList<Type> types;
    for (const Column &c : columns)
        types << c.type;
    return types;
}

QString LakeRows::namesOf(const QList<Column> &columns)
{
    QStringList names;
    for (const Column &c : columns)
        names << c.name;
    return names.join(QStringLiteral(", "));
}

LakeRows::Stream::Stream(Lake &lake, const QString &select, QList<Type> types)
    : m_lake(lake), m_types(std::move(types)), m_query(LakeSql::of(lake))
{
    m_query.setForwardOnly(true);
    if (lake.onServer()) {
        m_cursor = QStringLiteral("tarn_rows_%1").arg(++s_cursors);
        lake.exec(QStringLiteral("DECLARE %1 NO SCROLL CURSOR FOR %2").arg(m_cursor, select));
        fetch();
    } else {
        check(m_query, m_query.exec(select));
    }
}

LakeRows::Stream::~Stream()
{
    m_query.finish();
    if (m_cursor.isEmpty())
        return;
    // In a transaction that failed, PostgreSQL refuses this too; the
    // rollback that follows closes the cursor anyway.
    QSqlQuery close(LakeSql::of(m_lake));
    close.exec(QStringLiteral("CLOSE ") + m_cursor);
}

void LakeRows::Stream::fetch()
{
    check(m_query, m_query.exec(QStringLiteral("FETCH FORWARD %1 FROM %2").arg(kFetchRows).arg(m_cursor)));
}

bool LakeRows::Stream::next()
{
    if (!m_query.next()) {
        if (m_query.lastError().isValid())
            throw StorageErrors::fromSql(m_query.lastError());
        if (m_cursor.isEmpty())
            return false;
        // The batch is done: the next one, or none when the cursor is.
        fetch();
        if (!m_query.next())
            return false;
    }
    m_row.resize(m_types.size());
    for (qsizetype i = 0; i < m_types.size(); ++i)
        m_row[i] = normalised(m_query.value(int(i)), m_types.at(i));
    return true;
}

void LakeRows::Digest::add(const QVariantList &row, const QList<Type> &types)
{
    // A tag byte per value, then fixed-width numbers or a length and bytes.
    const auto addLength = [this](qint64 n) {
        const quint64 big = qToBigEndian(quint64(n));
        m_hash.addData(QByteArrayView(reinterpret_cast<const char *>(&big), sizeof big));
    };
    for (qsizetype i = 0; i < types.size(); ++i) {
        const QVariant &v = row.at(i);
        if (v.isNull()) {
            m_hash.addData(QByteArrayView("N", 1));
            continue;
        }
        switch (types.at(i)) {
        case Type::Integer:
            m_hash.addData(QByteArrayView("I", 1));
            addLength(v.toLongLong());
            break;
        case Type::Real: {
            const double d = v.toDouble();
            quint64 bits = 0;
            std::memcpy(&bits, &d, sizeof bits);
            m_hash.addData(QByteArrayView("R", 1));
            addLength(qint64(bits));
            break;
        }
        case Type::Text: {
            const QByteArray utf8 = v.toString().toUtf8();
            m_hash.addData(QByteArrayView("T", 1));
            addLength(utf8.size());
            m_hash.addData(utf8);
            break;
        }
        case Type::Blob: {
            const QByteArray bytes = v.toByteArray();
            m_hash.addData(QByteArrayView("B", 1));
            addLength(bytes.size());
            m_hash.addData(bytes);
            break;
        }
        }
    }
    ++m_rows;
}

QString LakeRows::Digest::hex() const
{
    return QString::fromLatin1(m_hash.result().toHex());
}

} // namespace tarn
