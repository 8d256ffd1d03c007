// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RankFusion.h"

#include "DeltaId.h"
#include "EmbeddingClient.h"
#include "EmbeddingIndex.h"
#include "Lake.h"
#include "MemoryLogging.h"
#include "TarnError.h"
#include "VectorRows.h"

#include <QHash>
#include <QSet>
#include <algorithm>
#include <atomic>

namespace tarn {

namespace MeaningRecall {

int vectorPool(int limit)
{
    return std::clamp(limit * 2, 10, 100);
}

Search::Search(Lake &lake, const QString &query, const RecallOptions &options)
{
    if (!options.meaning)
        return;
    const EmbeddingConfig config = EmbeddingConfig::current();
    if (!config.enabled())
        return;
    try {
        auto index = EmbeddingIndex::forLake(lake.path());
        index->refresh(lake, config.model);
        if (index->size() == 0)
            return; // nothing embedded yet: no request at all
        m_index = std::move(index);
    } catch (const TarnError &e) {
        qCWarning(lcMemory, "recall by meaning failed, lexical only: %s", qUtf8Printable(e.message()));
        return;
    }
    m_wordVectors = config.isWordVectors();
    // More than the pool: some of the nearest may not be live or may be filtered out.
    const int k = vectorPool(options.limit) * 4;
    // The index is shared and locked for reading; the thread holds its own
    // reference and touches nothing of the lake.
    m_scan = std::async(std::launch::async, [index = m_index, config, query, k] {
        Scan scan;
        const EmbeddingClient::Result r = EmbeddingClient::embedNow(config, {query}, EmbeddingClient::kQueryTimeoutSeconds);
        if (!r.ok() || r.vectors.size() != 1) {
            scan.error = r.ok() ? QStringLiteral("no vector for the question") : r.error;
            return scan;
        }
        // A question with no word the word vectors know has a zero vector: nothing is near it.
        const std::vector<float> &v = r.vectors.front();
        if (std::all_of(v.cbegin(), v.cend(), [](float x) { return x == 0.0f; }))
            return scan;
        scan.query = v;
        scan.nearest = index->nearest(scan.query, k);
        return scan;
    });
}

Search::~Search()
{
    if (m_scan.valid())
        m_scan.wait();
}

Matches Search::finish(Lake &lake, const RecallOptions &options, qint64 now, const QList<qint64> &lexical)
{
    if (!m_scan.valid())
        return {};
    const Scan scan = m_scan.get();
    if (!scan.error.isEmpty()) {
        // Said once per process, not per recall; the embedder's state says the rest.
        static std::atomic<bool> said{false};
        if (!said.exchange(true))
            qCWarning(lcMemory, "recall is lexical only: %s", qUtf8Printable(scan.error));
        return {};
    }
    if (scan.query.empty())
        return {};
    Matches out;
    out.wordVectors = m_wordVectors;
    out.cosine = m_index->similarity(scan.query, lexical);
    QList<qint64> keys;
    for (const auto &[rid, score] : scan.nearest)
        if (score >= kMinCosine)
            keys << rid;
    if (keys.isEmpty())
        return out;
    // Only live deltas, filtered as the lexical stage filters them.
    SearchFilter filter;
    if (options.scope)
        filter.scope = scopeName(*options.scope);
    filter.kinds = options.kinds;
    filter.minConfidence = options.minConfidence;
    filter.now = now;
    const QSet<qint64> live = VectorRows::liveAmong(lake, keys, filter);
    for (const auto &[rid, score] : scan.nearest) {
        if (score >= kMinCosine && live.contains(rid)) {
            out.nearest << rid;
            out.cosine.insert(rid, score);
        }
        if (out.nearest.size() >= vectorPool(options.limit))
            break;
    }
    return out;
}

} // namespace MeaningRecall

namespace RankFusion {

void fuse(QList<RecallHit> &hits, const QList<qint64> &lexical, const QList<qint64> &vector)
{
    const QSet<qint64> lexicalKeys(lexical.cbegin(), lexical.cend());
    // The lexical list as stage 2 ranks it: by blended score, then newest.
    QList<const RecallHit *> byBlend;
    for (const RecallHit &h : hits)
        if (lexicalKeys.contains(DeltaId::toKey(h.delta.id).value_or(0)))
            byBlend << &h;
    std::stable_sort(byBlend.begin(), byBlend.end(), [](const RecallHit *a, const RecallHit *b) {
        return a->score != b->score ? a->score > b->score : a->delta.id > b->delta.id;
    });
    QHash<QString, double> fused;
    for (qsizetype i = 0; i < byBlend.size(); ++i)
        fused[byBlend.at(i)->delta.id] += 1.0 / (kK + i + 1);
    QHash<qint64, qsizetype> vectorRank;
    for (qsizetype i = 0; i < vector.size(); ++i)
        vectorRank.insert(vector.at(i), i);
    for (RecallHit &h : hits) {
        const auto it = vectorRank.constFind(DeltaId::toKey(h.delta.id).value_or(0));
        if (it != vectorRank.cend()) {
            fused[h.delta.id] += 1.0 / (kK + *it + 1);
            h.meaningRank = int(*it + 1);
        }
    }
    const double best = 2.0 / (kK + 1);
    for (RecallHit &h : hits)
        h.score = fused.value(h.delta.id, 0.0) / best;
}

void addWordMeaning(QList<RecallHit> &hits, const QList<qint64> &lexical, const MeaningRecall::Matches &meaning)
{
    const QSet<qint64> lexicalKeys(lexical.cbegin(), lexical.cend());
    double best = 0;
    for (const RecallHit &h : hits)
        if (lexicalKeys.contains(DeltaId::toKey(h.delta.id).value_or(0)))
            best = std::max(best, h.score);
    QHash<qint64, qsizetype> nearRank;
    for (qsizetype i = 0; i < meaning.nearest.size(); ++i)
        nearRank.insert(meaning.nearest.at(i), i);
    for (RecallHit &h : hits) {
        const qint64 key = DeltaId::toKey(h.delta.id).value_or(0);
        // A hit only the vectors found keeps what it is (its kind, its
        // confidence, how fresh): its blend without a word of the question.
        // With nothing but the cosine it lost to any memory that shared one
        // common word with the question.
        const bool lexicalHit = lexicalKeys.contains(key);
        const double words = best > 0 ? h.score / best : 0.0;
        const auto cosine = meaning.cosine.constFind(key);
        const double bonus = cosine != meaning.cosine.cend() ? std::max(0.0, double(*cosine) - kWordFloor) : 0.0;
        h.score = lexicalHit || bonus > 0 ? words + kWordWeight * bonus : 0.0;
        if (const auto rank = nearRank.constFind(key); rank != nearRank.cend())
            h.meaningRank = int(*rank + 1);
        if (cosine != meaning.cosine.cend())
            h.meaningCosine = *cosine;
    }
    // A hit only the vectors found, and not surely: nothing to show for it.
    hits.removeIf([&](const RecallHit &h) { return h.score <= 0 && !lexicalKeys.contains(DeltaId::toKey(h.delta.id).value_or(0)); });
}

} // namespace RankFusion


} // namespace tarn
