// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Recall.h"

#include <QHash>
#include <QList>
#include <future>
#include <memory>
#include <vector>

namespace tarn {

class EmbeddingIndex;

// Recall by meaning beside recall by words (issue 20, DESIGN §4): the
// nearest live deltas to the query's vector, fused with the lexical list.
// Recall.cpp calls both in one marked place; with meaning off (no server
// and no word vectors) neither does anything.
namespace MeaningRecall {
// Below this cosine a vector is no match, however few others there are.
constexpr float kMinCosine = 0.25f;
// How many nearest vectors join the fusion for a recall of `limit`.
int vectorPool(int limit);

struct Matches
{
    QList<qint64> nearest;        // best first
    QHash<qint64, float> cosine;  // of those and of the lexical candidates that have a vector
    bool wordVectors = false;     // from the built-in word vectors, not a server's model
    bool isEmpty() const { return nearest.isEmpty() && cosine.isEmpty(); }
};
// Recall by meaning in two halves around the lexical stage. The first
// brings the lake's index up to date (it reads the lake, on the caller's
// thread) and starts the query's vector and the scan of every vector on a
// thread of their own; the lexical stage reads the lake meanwhile, so the
// scan (~8 ms for 540k word vectors) no longer adds to it on a machine with
// a second core. finish() waits for it and gives:
//
// the live deltas nearest in meaning to `query`, best first, filtered like
// the lexical stage (scope, kinds, minimum confidence), and the cosine of
// each of `lexical` that has a vector. Empty when meaning is off or not
// wanted (options.meaning), when nothing is embedded yet, or when the
// server gives no vector within EmbeddingClient::kQueryTimeoutSeconds:
// recall is then lexical only.
class Search
{
public:
    Search(Lake &lake, const QString &query, const RecallOptions &options);
    ~Search(); // waits for the scan's thread
    Search(const Search &) = delete;
    Search &operator=(const Search &) = delete;

    Matches finish(Lake &lake, const RecallOptions &options, qint64 now, const QList<qint64> &lexical);

private:
    struct Scan
    {
        std::vector<float> query; // empty: no vector (server failed, or no word known)
        std::vector<std::pair<qint64, float>> nearest;
        QString error;
    };
    std::shared_ptr<const EmbeddingIndex> m_index;
    std::future<Scan> m_scan;
    bool m_wordVectors = false;
};
} // namespace MeaningRecall

namespace RankFusion {
constexpr int kK = 60;
// Each hit's score becomes its reciprocal rank fusion over the two lists,
// sum of 1 / (kK + rank) (rank from 1), scaled so first in both is 1:
// the lexical rank is the hit's place among `lexical` hits by their blended
// score (stage 2), the vector rank its place in `vector` (kept in
// RecallHit::meaningRank for --explain). Hits in neither keep no score. The order is left to RecallEngagements, which sorts by score.
void fuse(QList<RecallHit> &hits, const QList<qint64> &lexical, const QList<qint64> &vector);

// The built-in word vectors are a weaker ranker than a model: fused by
// rank as equals they cost the lexical ranking its precision (measured on
// the tune and dev questions: MRR 0.65 -> 0.63 while paraphrases rose).
// They add to the lexical score instead, where they are sure: each hit's
// score becomes its blended score over the best lexical hit's (for a hit
// words did not find, the blend of its kind, confidence and freshness
// alone) plus kWordWeight x (cosine - kWordFloor) where the cosine is
// above the floor; a hit only the vectors found, with its cosine at or
// below the floor, is dropped. Weight and floor were chosen on the tune and dev splits
// (1.0 and 0.30 among 0.75-1.5 and 0.25-0.35; docs/BENCHMARKS.md), never
// on held-out.
constexpr double kWordWeight = 1.0;
constexpr double kWordFloor = 0.30;
void addWordMeaning(QList<RecallHit> &hits, const QList<qint64> &lexical, const MeaningRecall::Matches &meaning);
} // namespace RankFusion

} // namespace tarn
