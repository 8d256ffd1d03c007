// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EmbeddingConfig.h"
#include "LakeTypes.h"
#include "VectorRows.h"

#include <QList>
#include <QString>
#include <vector>

namespace tarn {

class Lake;

// Recall by meaning's bookkeeping, in the embedder's terms: which live
// deltas still need a vector for the configured model, writing the
// vectors, the embedder's last word, and how far it has come. The rows
// themselves are the store's (VectorRows.h, EmbedderState.h); the times
// come from the lake's clock.
namespace EmbeddingStore {

using Pending = VectorRows::Pending;
// Live deltas after `afterRid` (rid order) with no vector for `model`.
QList<Pending> pending(Lake &lake, const QString &model, qint64 afterRid, int limit);
// Writes the vectors (unit length) in one transaction, replacing any of
// another model; a delta that left the lake meanwhile gets none.
void store(Lake &lake, const QString &model, const QList<qint64> &rids, const std::vector<std::vector<float>> &vectors);
// The embedder's outcome: an empty error records a success.
void recordOutcome(Lake &lake, const QString &model, const QString &error);
qint64 embeddedCount(Lake &lake, const QString &model);
// Forgets the log of vectors that left (delta_vectors_gone) after a day:
// an in-memory copy that has not looked since compares every rid instead.
void pruneGoneLog(Lake &lake);
qint64 liveCount(Lake &lake);

QByteArray toBlob(const std::vector<float> &v);

} // namespace EmbeddingStore

} // namespace tarn
