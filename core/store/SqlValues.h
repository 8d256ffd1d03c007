// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DeltaId.h"

#include <QString>
#include <QVariant>
#include <optional>

namespace tarn {

// A delta's optional fields as Qt Sql binds them: a typed NULL when absent
// (so every engine sees the column's type), the value otherwise. Shared by
// every writer of delta rows (Lake's portable path, PostgresDeltaWriter).
namespace SqlValues {

inline QVariant optTime(std::optional<qint64> v)
{
    return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::LongLong));
}
inline QVariant optText(const QString &s)
{
    return s.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(s);
}
// A delta id as its row key.
inline QVariant optKey(const QString &id)
{
    const auto key = DeltaId::toKey(id);
    return key ? QVariant(*key) : QVariant(QMetaType(QMetaType::LongLong));
}

} // namespace SqlValues

} // namespace tarn
