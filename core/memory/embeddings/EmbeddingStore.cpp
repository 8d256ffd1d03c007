// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingStore.h"

#include "Clock.h"
#include "EmbedderState.h"
#include "Lake.h"
#include "VectorLog.h"

#include <QDateTime>

namespace tarn::EmbeddingStore {

QByteArray toBlob(const std::vector<float> &v)
{
    return VectorRows::toBlob(v);
}

QList<Pending> pending(Lake &lake, const QString &model, qint64 afterRid, int limit)
{
    return VectorRows::pending(lake, model, afterRid, limit, lake.clock().nowMs());
}

void store(Lake &lake, const QString &model, const QList<qint64> &rids, const std::vector<std::vector<float>> &vectors)
{
    VectorRows::write(lake, model, rids, vectors, lake.clock().nowMs());
}

void recordOutcome(Lake &lake, const QString &model, const QString &error)
{
    EmbedderState::record(lake, model, error, lake.clock().nowMs());
}

void pruneGoneLog(Lake &lake)
{
    // The log's times are the wall clock's, as the lake's trigger writes them.
    VectorLog::pruneGone(lake, QDateTime::currentMSecsSinceEpoch() - Duration::Day);
}

qint64 embeddedCount(Lake &lake, const QString &model)
{
    return VectorRows::embeddedCount(lake, model, lake.clock().nowMs());
}

qint64 liveCount(Lake &lake)
{
    return VectorRows::liveCount(lake, lake.clock().nowMs());
}

} // namespace tarn::EmbeddingStore
