// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecallSearch.h"

#include "FtsRecallSearch.h"
#include "Lake.h"
#include "PostgresRecallSearch.h"

#include <QStringList>

namespace tarn {

std::unique_ptr<RecallSearch> RecallSearch::open(Lake &lake, const QList<SearchPhrase> &phrases, const SearchScoring &scoring)
{
    if (lake.onServer())
        return std::make_unique<PostgresRecallSearch>(lake, phrases, scoring);
    return std::make_unique<FtsRecallSearch>(lake, phrases, scoring);
}

QStringList RecallSearch::held(Lake &lake, const QStringList &phrases)
{
    if (phrases.isEmpty())
        return {};
    if (lake.onServer())
        return PostgresRecallSearch::held(lake, phrases);
    return FtsRecallSearch::held(lake, phrases);
}

QList<SearchHit> RecallSearch::rankNewest(const SearchFilter &filter, const QList<double> &idf, int depth)
{
    return rank(filter, idf, windowStart({}, filter.kinds, depth));
}

QString RecallSearch::tierMultiplierSql(const SearchScoring &scoring)
{
    return QStringLiteral("(CASE d.tier WHEN 'semantic' THEN %1 WHEN 'episodic' THEN %2 ELSE %3 END)")
        .arg(scoring.semantic)
        .arg(scoring.episodic)
        .arg(scoring.stm);
}

QString RecallSearch::kindListSql(const QList<Kind> &kinds)
{
    QStringList names;
    for (Kind k : kinds)
        names << u'\'' + kindName(k) + u'\'';
    return u'(' + names.join(u',') + u')';
}

} // namespace tarn
