// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Recall.h"

#include <QList>

namespace tarn {

// Recall by meaning beside recall by words (issue 20, DESIGN §4): the
// nearest live deltas to the query's vector, and reciprocal rank fusion of
// that list with the lexical one. Recall.cpp calls both in one marked
// place; with no embedding server configured neither does anything.
namespace MeaningRecall {
// Below this cosine a vector is no match, however few others there are.
constexpr float kMinCosine = 0.25f;
// How many nearest vectors join the fusion for a recall of `limit`.
int vectorPool(int limit);
// The live deltas nearest in meaning to `query`, best first, filtered like
// the lexical stage (scope, kinds, minimum confidence). Empty when
// embeddings are off or not wanted (options.meaning), when nothing is
// embedded yet, or when the server gives no vector within
// EmbeddingClient::kQueryTimeoutSeconds: recall is then lexical only.
QList<qint64> nearest(Lake &lake, const QString &query, const RecallOptions &options, qint64 now);
} // namespace MeaningRecall

namespace RankFusion {
constexpr int kK = 60;
// Each hit's score becomes its reciprocal rank fusion over the two lists,
// sum of 1 / (kK + rank) (rank from 1), scaled so first in both is 1:
// the lexical rank is the hit's place among `lexical` hits by their blended
// score (stage 2), the vector rank its place in `vector` (kept in
// RecallHit::meaningRank for --explain). Hits in neither keep no score. The order is left to RecallEngagements, which sorts by score.
void fuse(QList<RecallHit> &hits, const QList<qint64> &lexical, const QList<qint64> &vector);
} // namespace RankFusion

} // namespace tarn
