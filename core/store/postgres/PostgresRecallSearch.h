// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RecallSearch.h"

#include <QStringList>

namespace tarn {

// Recall's first stage on PostgreSQL (RecallSearch.h), on the stored
// tsvector (PostgresSchema: each delta's content stemmed in its search
// language, plus its content and tags word for word under 'simple').
//
// Each phrase becomes one tsquery, stemmed by PostgreSQL itself as the
// column is ('english' | 'german' | 'simple'; a typed prefix is matched as
// written), so a query and the rows agree on what a word's stem is. The
// GIN index finds the rows; BM25 is computed in the same statement with
// tarn_rank's formula (FtsRankFunction.cpp: k1 1.2, b 0.75, each phrase its
// weight and IDF, each group its best phrase):
// - a phrase's term frequency is ts_rank_cd with every weight 1, which for
//   a word or a phrase counts its occurrences. A word of the content is in
//   the column once per copy (its language's, and 'simple'; two for 'en' or
//   'de', three for 'en+de'), a tag once, so dividing by the copies gives
//   content 1.0 and tags 0.5 per occurrence: tarn_rank's column weights.
// - a row's length is its characters (content and tags), against the
//   average of the newest 1000 rows: counting the whole lake's words on
//   every recall would cost more than the ranking.
// - IDF: the rows holding each phrase, over the whole lake (its row count
//   is source_stats' sum) or over the window given (idfAbove).
class PostgresRecallSearch final : public RecallSearch
{
public:
    // Asks the server for each phrase's tsquery. Throws TarnError (Storage).
    PostgresRecallSearch(Lake &lake, QList<SearchPhrase> phrases, const SearchScoring &scoring);

    qint64 windowStart(const QList<int> &phrases, const QList<Kind> &kinds, int depth) override;
    QList<double> idfAbove(qint64 fromKey) override;
    QList<SearchHit> rank(const SearchFilter &filter, const QList<double> &idf, qint64 fromKey,
                          const QList<int> &within) override;

private:
    // The phrases OR'ed as tsquery text (empty list: all of them); empty
    // when none of them can match (nothing but stop words).
    QString matchOf(const QList<int> &phrases) const;
    QList<double> idfOverLake();
    double averageLength();

    Lake &m_lake;
    QList<SearchPhrase> m_phrases;
    QStringList m_queries; // per phrase, its tsquery as text; empty: it matches nothing
    SearchScoring m_scoring;
    double m_averageLength = -1;
};

} // namespace tarn
