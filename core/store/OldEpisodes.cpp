// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "OldEpisodes.h"

#include "Lake.h"
#include "LakeSql.h"

#include <QSqlQuery>

namespace tarn {

OldEpisodes::OldEpisodes(Lake &lake, qint64 cutoff) : m_lake(lake), m_cutoff(cutoff)
{
}

std::vector<qint64> OldEpisodes::ids()
{
    std::vector<qint64> rids;
    QSqlQuery pick = LakeSql::run(m_lake, QStringLiteral("SELECT rid FROM deltas WHERE kind = 'episode' AND observed_at < ? ORDER BY rid"),
                         {m_cutoff});
    while (pick.next())
        rids.push_back(pick.value(0).toLongLong());
    return rids;
}

qint64 OldEpisodes::removeRange(qint64 lo, qint64 hi, QSet<QString> &hashes)
{
    const QVariantList range{m_cutoff, lo, hi};
    QSqlQuery media = LakeSql::run(m_lake,
                          QStringLiteral("SELECT DISTINCT media_hash FROM deltas WHERE kind = 'episode' AND observed_at < ? "
                                         "AND rid BETWEEN ? AND ? AND media_hash IS NOT NULL"),
                          range);
    while (media.next())
        hashes.insert(media.value(0).toString());
    media.finish();
    QSqlQuery del = LakeSql::run(m_lake,
                        QStringLiteral("DELETE FROM deltas WHERE kind = 'episode' AND observed_at < ? AND rid BETWEEN ? AND ?"),
                        range);
    return del.numRowsAffected();
}

} // namespace tarn
