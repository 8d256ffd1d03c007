// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RecallSearch.h"

#include <QStringList>

#include <optional>

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
//
// One walk answers the windows. Each question RecallCandidates asks was a
// statement of its own: the newest kBroadMatch matches (a walk down the
// primary key testing each row's tsvector), each phrase's count in them,
// their ranking (the same rows again), the preferred kinds' window (the
// walk again, further) and its ranking: five passes over the same rows,
// 120-160 ms for one word in 3-12 % of a 100k lake. Now the first
// windowStart reads the newest matches once with everything ranking needs
// (each phrase's frequency and whether the row holds it, the row's BM25
// length norm, what the filter tests), the preferred kinds' window goes on
// from where that walk stopped, and idfAbove and rank answer from those
// rows with the very formula the SQL uses (the norm and frequencies are the
// server's own numbers), so the results are the same, in two statements.
// What the walk does not cover (a narrowing `within`, another window) is
// asked as before. A walk finds its rows down the primary key or from the
// GIN index, whichever PostgreSQL's estimate of the matches says is
// cheaper by Tarn's measured costs (walkDownTheKey), then computes the
// ranking's numbers for those rows only.
class PostgresRecallSearch final : public RecallSearch
{
public:
    // Asks the server for each phrase's tsquery. Throws TarnError (Storage).
    PostgresRecallSearch(Lake &lake, QList<SearchPhrase> phrases, const SearchScoring &scoring);

    // RecallSearch::held: every phrase in one statement, each an indexed
    // probe of the GIN index for its first row.
    static QStringList held(Lake &lake, const QStringList &phrases);

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

    // A match as the walk read it.
    struct WalkedRow
    {
        qint64 rid = 0;
        Kind kind = Kind::Observation;
        QString scope;
        bool alive = false; // active, not superseded, confidence above 0
        std::optional<qint64> expiresAt;
        double confidence = 0;
        double qualityScore = 0;
        double tier = 1;
        double norm = 1;
        QList<double> tf; // per phrase; above 0 where the row holds it
    };
    // The newest matches of every phrase (of `kinds`, below `below`, when
    // given), newest first, at most `limit`.
    QList<WalkedRow> walk(const QList<Kind> &kinds, qint64 below, int limit, double kindShare = 1.0);
    // Whether a walk for `limit` matches (of `share` of them) goes down the
    // primary key or takes every match from the GIN index (the .cpp says
    // how it is decided).
    bool walkDownTheKey(const QString &match, int limit, double share);
    bool walkCovers(const SearchFilter &filter, qint64 fromKey) const;
    // Each phrase's IDF over `rows` rows, counted among the walked rows
    // with a rid above `aboveKey`.
    QList<double> walkedIdf(double rows, qint64 aboveKey) const;
    QList<SearchHit> rankWalked(const SearchFilter &filter, const QList<double> &idf, qint64 fromKey) const;

    QList<WalkedRow> m_walked;       // newest first: the first walk, then the kinds' walk
    qint64 m_walkedAbove = -1;       // every match with a rid above this is in m_walked (-1: no walk)
    qsizetype m_firstWalkRows = 0;   // m_walked's rows from the first walk (of every kind)
    QList<Kind> m_kindWalkKinds;     // the kinds' walk went on for these kinds
    qint64 m_kindWalkedAbove = -1;   // every match of them with a rid above this is in m_walked

    Lake &m_lake;
    QList<SearchPhrase> m_phrases;
    QStringList m_queries; // per phrase, its tsquery as text; empty: it matches nothing
    SearchScoring m_scoring;
    double m_averageLength = -1;
    double m_estimatedMatches = -1; // PostgreSQL's estimate of m_estimatedFor's matches (-1: not asked)
    QString m_estimatedFor;         // the match it was asked for (both walks of a recall ask the same)
    double m_estimatedRows = 1;
};

} // namespace tarn
