// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngagedDeltas.h"

#include "DeltaId.h"
#include "Engagement.h"
#include "LakeSql.h"

namespace tarn::EngagedDeltas {

static void markSlice(Lake &lake, const QStringList &ids, QHash<QString, quint8> &out);

QHash<QString, quint8> of(Lake &lake, const QStringList &ids)
{
    QHash<QString, quint8> out;
    // A page is a few hundred rows, a live refresh up to a few thousand:
    // in slices, three tags per id stay far below either engine's limit on
    // bound values. delta_tags(tag) is indexed.
    constexpr qsizetype kSlice = 500;
    for (qsizetype at = 0; at < ids.size(); at += kSlice)
        markSlice(lake, ids.mid(at, kSlice), out);
    return out;
}

namespace {
const struct { EngagementType type; Mark mark; } kKinds[] = {
    {EngagementType::Affirm, Affirmed}, {EngagementType::Refute, Refuted}, {EngagementType::Reply, Replied}};
} // namespace

static void markSlice(Lake &lake, const QStringList &ids, QHash<QString, quint8> &out)
{
    const auto &kinds = kKinds;
    QVariantList tags;
    for (const QString &id : ids)
        if (DeltaId::isValid(id))
            for (const auto &k : kinds)
                tags << Engagement::tagPrefix(k.type) + id;
    if (tags.isEmpty())
        return;
    const QStringList marks(tags.size(), QStringLiteral("?"));
    QSqlQuery q = LakeSql::run(lake,
                               QStringLiteral("SELECT DISTINCT t.tag FROM delta_tags t JOIN deltas d ON d.rid = t.rid "
                                              "WHERE t.tag IN (")
                                   + marks.join(u',') + QStringLiteral(") AND d.state <> 'forgotten'"),
                               tags);
    while (q.next()) {
        const QString tag = q.value(0).toString();
        for (const auto &k : kinds)
            if (tag.startsWith(Engagement::tagPrefix(k.type)))
                out[tag.mid(Engagement::tagPrefix(k.type).size())] |= k.mark;
    }
}

} // namespace tarn::EngagedDeltas
