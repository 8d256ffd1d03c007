// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemoryTiers.h"

#include "Lake.h"
#include "LakeSql.h"

#include <QSqlQuery>

namespace tarn {

namespace {

QString kindList(const QList<Kind> &kinds)
{
    QStringList names;
    for (Kind k : kinds)
        names << u'\'' + kindName(k) + u'\'';
    return names.join(u',');
}

// Rows a tier pass may touch: live ones.
const QString kLive = QStringLiteral("state = 'active' AND superseded_by IS NULL AND (expires_at IS NULL OR expires_at > ?)");

} // namespace

MemoryTiers::MemoryTiers(Lake &lake) : m_lake(lake)
{
}

qint64 MemoryTiers::promoteToSemantic(qint64 now, int minRecalls, qint64 observedBy, double minConfidence,
                                      const QList<Kind> &kinds)
{
    QSqlQuery semantic = LakeSql::run(m_lake,
                             QStringLiteral("UPDATE deltas SET tier = 'semantic' WHERE tier = 'episodic' AND ") + kLive
                                 + QStringLiteral(" AND recall_count >= ? AND observed_at <= ? AND confidence >= ? "
                                                  "AND kind IN (")
                                 + kindList(kinds) + u')',
                             {now, minRecalls, observedBy, minConfidence});
    return semantic.numRowsAffected();
}

qint64 MemoryTiers::promoteToEpisodic(qint64 now, int minRecalls, qint64 observedBy)
{
    QSqlQuery episodic = LakeSql::run(m_lake,
                             QStringLiteral("UPDATE deltas SET tier = 'episodic' WHERE tier = 'stm' AND ") + kLive
                                 + QStringLiteral(" AND kind <> 'observation' AND (recall_count >= ? "
                                                  "OR (recall_count >= 1 AND observed_at <= ?))"),
                             {now, minRecalls, observedBy});
    return episodic.numRowsAffected();
}

} // namespace tarn
