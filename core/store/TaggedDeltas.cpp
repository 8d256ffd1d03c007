// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TaggedDeltas.h"

#include "LakeSql.h"

namespace tarn::TaggedDeltas {

QSet<QString> tagsStartingWith(Lake &lake, const QString &prefix)
{
    // tag >= prefix AND tag < prefix + U+FFFF: the index's range on both
    // engines (LIKE would need a case-sensitive collation to use it).
    QSqlQuery q = LakeSql::run(lake, QStringLiteral("SELECT DISTINCT tag FROM delta_tags WHERE tag >= ? AND tag < ?"),
                               {prefix, prefix + QChar(0xFFFF)});
    QSet<QString> out;
    while (q.next())
        out.insert(q.value(0).toString());
    return out;
}

} // namespace tarn::TaggedDeltas
