// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RecallSearch.h"

#include <QStringList>

namespace tarn {

// Recall's first stage on SQLite (RecallSearch.h): FTS5 MATCH over the
// stemming index (FtsStemmingTokenizer.h), scored by tarn_rank
// (FtsRankFunction.h) and joined to the rows through the narrow recall
// index (LakeSchema::kRecallIndex), which reads ~50 MB of index instead of
// 800 MB of rows for a common two-word question on a 1M lake.
class FtsRecallSearch final : public RecallSearch
{
public:
    FtsRecallSearch(Lake &lake, QList<SearchPhrase> phrases, const SearchScoring &scoring);

    qint64 windowStart(const QList<int> &phrases, const QList<Kind> &kinds, int depth) override;
    QList<double> idfAbove(qint64 fromKey) override;
    QList<SearchHit> rank(const SearchFilter &filter, const QList<double> &idf, qint64 fromKey,
                          const QList<int> &within) override;
    // One walk of the index newest first, each row's kind and liveness read
    // as it goes and only the first `depth` that pass ranked, instead of a
    // walk to find the window's start and a second one to rank above it.
    // A person's kinds are walked in their own index (LakeSchema::kMemoryIndex).
    QList<SearchHit> rankNewest(const SearchFilter &filter, const QList<double> &idf, int depth) override;

    // RecallSearch::held: indexed lookups of the first match only (a
    // phrase the index lacks costs a probe of each segment), eight phrases
    // at a time, each asked alone where one of them matches
    // (FtsRecallSearch.cpp).
    static QStringList held(Lake &lake, const QStringList &phrases);
    // One phrase as a MATCH expression (content and tags: FtsRecallSearch.cpp).
    static QString phraseExpression(const SearchPhrase &phrase);
    // The FTS5 MATCH expression: every phrase, OR'ed, over content and tags.
    static QString matchExpression(const QList<SearchPhrase> &phrases);
    // Each phrase alone as a MATCH expression, in the same order.
    static QStringList phraseExpressions(const QList<SearchPhrase> &phrases);
    // tarn_rank's spec for the same phrases, in the same order. With `idf`
    // (one per phrase) tarn_rank takes those instead of counting each
    // phrase's documents itself; `trailing` phrases after these in the
    // expression count for nothing.
    static QString rankSpec(const QList<SearchPhrase> &phrases, double contentWeight, double tagsWeight,
                            const QList<double> &idf = {}, int trailing = 0);

private:
    QString matchOf(const QList<int> &phrases) const;
    // The ranked select over live rows that pass the filter (rank()'s and
    // rankNewest()'s), its binds added to `binds`. `join` is "JOIN", or
    // "CROSS JOIN" to keep the index's walk the outer loop.
    // `index` is the FTS5 table walked: delta_fts, or the memory index
    // (LakeSchema::kMemoryIndex) for a person's kinds.
    QString rankedSelect(const SearchFilter &filter, const QString &match, const QString &spec, const QString &join,
                         QList<std::pair<QString, QVariant>> &binds,
                         const QString &index = QStringLiteral("delta_fts")) const;
    // delta_fts's average row length in tokens (BM25's), read from FTS5's
    // own record of it.
    double averageRowLength();

    Lake &m_lake;
    QList<SearchPhrase> m_phrases;
    QStringList m_expressions; // phraseExpressions(m_phrases)
    SearchScoring m_scoring;
};

} // namespace tarn
