// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingStore.h"

#include "Clock.h"
#include "EmbedderState.h"
#include "EmbeddingClient.h"
#include "Lake.h"
#include "VectorLog.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <algorithm>

namespace tarn::EmbeddingStore {

QByteArray toBlob(const std::vector<float> &v)
{
    return VectorRows::toBlob(v);
}

QList<Pending> pending(Lake &lake, const EmbeddingConfig &config, qint64 afterRid, int limit)
{
    return VectorRows::pending(lake, config.model, afterRid, limit, lake.clock().nowMs(), config.skippedKinds());
}

QString textFor(const EmbeddingConfig &config, const Pending &pending)
{
    return config.isWordVectors() ? pending.content + u'\n' + pending.tags : pending.content;
}

int embedWithWordVectors(Lake &lake, const EmbeddingConfig &config, int limit, qint64 budgetMs)
{
    if (!config.isWordVectors())
        return 0;
    int done = 0;
    qint64 after = VectorRows::newestRid(lake, config.model);
    QElapsedTimer spent; // how long this took, not what time it is
    spent.start();
    while (done < limit && (done == 0 || budgetMs < 0 || spent.elapsed() < budgetMs)) {
        const QList<Pending> batch =
            pending(lake, config, after, std::min(limit - done, EmbeddingClient::batchSize(config)));
        if (batch.isEmpty())
            break;
        QList<qint64> rids;
        QStringList texts;
        for (const Pending &p : batch) {
            rids << p.rid;
            texts << textFor(config, p);
        }
        const EmbeddingClient::Result r = EmbeddingClient::fromWordVectors(texts);
        if (!r.ok())
            break; // not installed: recall stays lexical
        store(lake, config.model, rids, r.vectors);
        done += int(batch.size());
        after = rids.constLast();
    }
    return done;
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

qint64 embeddedCount(Lake &lake, const EmbeddingConfig &config)
{
    return VectorRows::embeddedCount(lake, config.model, lake.clock().nowMs(), config.skippedKinds());
}

qint64 liveCount(Lake &lake, const EmbeddingConfig &config)
{
    return VectorRows::liveCount(lake, lake.clock().nowMs(), config.skippedKinds());
}

} // namespace tarn::EmbeddingStore
