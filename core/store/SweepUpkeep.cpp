// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SweepUpkeep.h"

#include "FtsIndex.h"
#include "Lake.h"
#include "WalCheckpoint.h"

#include <QElapsedTimer>

namespace tarn {

SweepUpkeep::SweepUpkeep(Lake &lake, SweepReport &report)
    : m_lake(lake), m_report(report), m_sqlite(lake.engine() == LakeLocation::Engine::Sqlite)
{
    if (m_sqlite)
        m_lake.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0"));
}

SweepUpkeep::~SweepUpkeep()
{
    if (m_finished || !m_sqlite)
        return;
    try {
        m_lake.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 1000"));
    } catch (...) {
        // A destructor cannot report; the next open sets it again.
    }
}

void SweepUpkeep::rowsWillLeave()
{
    if (!m_sqlite || m_mergingPaused)
        return;
    FtsIndex::pauseMerging(m_lake);
    m_mergingPaused = true;
}

void SweepUpkeep::flushIndex()
{
    if (!m_sqlite)
        return;
    m_lake.exec(QStringLiteral("SAVEPOINT tarn_flush_index"));
    m_lake.exec(QStringLiteral("RELEASE tarn_flush_index"));
}

void SweepUpkeep::afterBatch(int checkpointEvery)
{
    ++m_batches;
    if (!m_sqlite || checkpointEvery <= 0 || m_batches % checkpointEvery != 0)
        return;
    QElapsedTimer cp;
    cp.start();
    WalCheckpoint::restart(m_lake);
    m_report.checkpointMs += cp.elapsed();
    ++m_report.checkpoints;
}

void SweepUpkeep::finish()
{
    m_finished = true;
    if (!m_sqlite)
        return;
    if (m_mergingPaused) {
        QElapsedTimer merge;
        merge.start();
        FtsIndex::resumeMerging(m_lake);
        m_report.mergeMs += merge.elapsed();
    }
    m_lake.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 1000"));
    if (m_batches > 0) {
        QElapsedTimer cp;
        cp.start();
        WalCheckpoint::truncate(m_lake);
        m_report.checkpointMs += cp.elapsed();
        ++m_report.checkpoints;
    }
}

} // namespace tarn
