// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RecallSearch.h"

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

namespace tarn {

class Lake;

// The lake's vectors for recall by meaning (schema step 7: delta_vectors,
// and delta_vectors_gone, the log of those that left) and the live deltas
// they stand for. Vectors are derived data: never exported, gone with
// their delta (a trigger), and only ever returned for a delta that is live
// by the same conditions recall's first stage uses. What to embed, when,
// and how to rank by them stays with memory/embeddings (EmbeddingStore,
// EmbeddingIndex, RankFusion); VectorLog.h says where the seqs stand.
// Every call throws TarnError (Storage) unless it says otherwise.
namespace VectorRows {

// A vector as the lake keeps it: little-endian float32, one after another.
QByteArray toBlob(const std::vector<float> &v);

struct Pending
{
    qint64 rid = 0;
    QString content;
    QString tags; // as the lake keeps them: a JSON array
};
// Live deltas after `afterRid` (rid order) with no vector for `model`,
// of any kind but `skipKinds` (kind names: "observation").
QList<Pending> pending(Lake &lake, const QString &model, qint64 afterRid, int limit, qint64 now,
                       const QStringList &skipKinds = {});
// The highest rid with a vector for `model` (0 for none): where a walk for
// new deltas starts.
qint64 newestRid(Lake &lake, const QString &model);
// Writes the vectors in one transaction, replacing any of another model;
// a delta that left the lake meanwhile gets none.
void write(Lake &lake, const QString &model, const QList<qint64> &rids, const std::vector<std::vector<float>> &vectors,
           qint64 now);
// Live deltas with a vector for `model`, and all live deltas, of any kind but `skipKinds`.
qint64 embeddedCount(Lake &lake, const QString &model, qint64 now, const QStringList &skipKinds = {});
qint64 liveCount(Lake &lake, qint64 now, const QStringList &skipKinds = {});

// For an in-memory copy (EmbeddingIndex): every rid with a vector for
// `model`; the rids whose vectors left with a gone-log seq in (after, upto];
// and each vector of `model` with a seq in (after, upto], handed to `take`
// one at a time so a first read of a large lake is never held twice.
QList<qint64> rids(Lake &lake, const QString &model);
QList<qint64> goneBetween(Lake &lake, qint64 after, qint64 upto);
void eachVectorBetween(Lake &lake, const QString &model, qint64 after, qint64 upto,
                       const std::function<void(qint64 rid, const QByteArray &vec)> &take);

// Which of `rids` are live and pass the filter (scope, kinds, least
// confidence, live at filter.now; pool is not used): the vector stage
// filtered as the lexical stage is. A statement the engine refuses gives
// an empty set, not an error: recall goes on lexically.
QSet<qint64> liveAmong(Lake &lake, const QList<qint64> &rids, const SearchFilter &filter);

} // namespace VectorRows

} // namespace tarn
