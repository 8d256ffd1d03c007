// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFloat16>
#include <QHash>
#include <QList>
#include <QReadWriteLock>
#include <QString>
#include <memory>
#include <utility>
#include <vector>

namespace tarn {

class Lake;

// The lake's vectors for one model in memory, for exact cosine search
// (VectorMath::topK over unit vectors). One per lake file in a process,
// shared by its connections (the API's readers each have one; the vectors
// are not copied per connection), loaded at the first search and then
// refreshed incrementally: each search reads the vectors written since the
// last (delta_vectors.seq) and drops those that left since
// (delta_vectors_gone); when that log was pruned past what it saw, it
// compares every rid instead.
//
// Exact search reads every vector: 100k x 768 took 11-20 ms and 1M x 384
// 90 ms as floats with the AVX2 kernel (docs/BENCHMARKS.md, "Embeddings
// (issue 20)"); kept as halves, 540k x 100 word vectors scan in ~8 ms,
// the lexical stage's order, so no approximate index is used. Past about
// 400 million stored floats exact search passes 100 ms; that is where an
// HNSW index (Debian's libhnswlib-dev) would go, behind nearest().
class EmbeddingIndex
{
public:
    static std::shared_ptr<EmbeddingIndex> forLake(const QString &lakePath);

    // Brings the copy up to date with the lake for `model`. Throws TarnError.
    void refresh(Lake &lake, const QString &model);
    // The k rids nearest to `query` (unit length, this index's dimension),
    // with their cosine, best first. Empty when the dimension differs.
    std::vector<std::pair<qint64, float>> nearest(const std::vector<float> &query, int k) const;
    // The cosine of each of `rids` that has a vector here (unit `query`).
    QHash<qint64, float> similarity(const std::vector<float> &query, const QList<qint64> &rids) const;
    qsizetype size() const;
    int dimension() const;

private:
    void reset(const QString &model);
    void dropMissing(Lake &lake, const QString &model);
    void drop(qint64 rid);
    void append(qint64 rid, const QByteArray &blob);
    std::vector<float> padded(const std::vector<float> &query) const; // to m_stride, with zeros

    mutable QReadWriteLock m_lock;
    QString m_model;
    int m_dim = 0;
    int m_stride = 0; // halves from one row to the next (VectorMath::halfStride)
    qint64 m_lastSeq = 0;
    qint64 m_goneSeen = -1; // delta_vectors_gone.seq read up to (-1: nothing loaded yet)
    // m_rids.size() rows of m_stride halves (VectorMath::topKHalf): 1M word
    // vectors (100) take 400 MB as floats, 208 MB so.
    std::vector<qfloat16> m_data;
    std::vector<float> m_scratch; // append()'s one vector as floats
    std::vector<qint64> m_rids;
    QHash<qint64, qsizetype> m_slot; // rid -> row
};

} // namespace tarn
