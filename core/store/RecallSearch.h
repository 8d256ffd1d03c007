// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"

#include <QList>
#include <QString>
#include <memory>

namespace tarn {

class Lake;

// One phrase recall looks for: a word of the question or one of its
// related words (RecallQuery.h builds them; the store only runs them).
struct SearchPhrase
{
    QString text;        // one word or two ("single parent"), letters and digits only
    int group = 0;       // the question's word it stands for
    double weight = 1;   // how much it counts beside the word typed
    bool prefix = false; // the person typed "swimm*"
};

// How stage 1 scores a match: BM25 over content and tags (each column its
// weight), each phrase weighted, each group counted by its best phrase,
// times quality_score and the tier's multiplier (RecallRanking.h).
struct SearchScoring
{
    double contentWeight = 1.0;
    double tagsWeight = 0.5;
    double stm = 1.0;
    double episodic = 1.0;
    double semantic = 1.0;
};

// Which live rows a ranking may return.
struct SearchFilter
{
    QString scope;          // empty: every scope
    QList<Kind> kinds;      // empty: every kind
    double minConfidence = 0;
    qint64 now = 0;
    int pool = 48;
};

struct SearchHit
{
    qint64 key = 0; // the delta's rid (DeltaId::toKey)
    double seed = 0;
};

// Recall's first stage as the lake's engine runs it. RecallCandidates.h
// decides what to ask (a narrow query whole, a broad one within windows);
// this answers, in the engine's own terms:
// - SQLite: FTS5 MATCH over the stemming index, scored inside SQLite by
//   tarn_rank (FtsRankFunction.h), read through the recall index;
// - PostgreSQL: the stored tsvector (search @@ tsquery, GIN), each phrase's
//   term frequency read from it and BM25 computed in the same statement
//   (PostgresRecallSearch.h).
// Phrases are named by their index in the list given to open().
class RecallSearch
{
public:
    // For this lake's engine. Throws TarnError (Storage).
    static std::unique_ptr<RecallSearch> open(Lake &lake, const QList<SearchPhrase> &phrases,
                                              const SearchScoring &scoring);
    virtual ~RecallSearch() = default;

    // Those of `phrases` (plain words or two-word phrases, stemmed as the
    // index is) that some row of the lake holds, in the order given: how
    // recall keeps, of a word's hundreds of narrower kinds, the few worth
    // asking for (RecallQuery::build). Throws TarnError (Storage).
    static QStringList held(Lake &lake, const QStringList &phrases);

    // The key of the row `depth` rows after the newest that holds any of
    // `phrases` (empty: any phrase), among these kinds if any are given,
    // or 0 when no more than `depth` rows hold them. Counts every row the
    // index holds, live or not, and ranks nothing, so a common word stops
    // early.
    virtual qint64 windowStart(const QList<int> &phrases, const QList<Kind> &kinds, int depth) = 0;
    // idfAbove counts the rows above a window's start up to this many
    // (FtsRecallSearch.cpp says why that is enough).
    static constexpr int kIdfRowsCounted = 20000;

    // Each phrase's IDF as BM25 defines it, over the rows with a key above
    // fromKey: how many there are (up to kIdfRowsCounted), and how many
    // hold the phrase.
    virtual QList<double> idfAbove(qint64 fromKey) = 0;
    // The live rows that hold any phrase (and, when `within` is given, one
    // of those phrases) with a key above fromKey (0: all), passing the
    // filter: the best filter.pool by seed, best first (ties: newest
    // first). With `idf` empty, each phrase's IDF is counted over the whole
    // lake; else one per phrase.
    virtual QList<SearchHit> rank(const SearchFilter &filter, const QList<double> &idf, qint64 fromKey,
                                  const QList<int> &within = {}) = 0;
    // The newest `depth` live rows that hold any phrase and pass the filter,
    // ranked: the best filter.pool of them by seed, as rank() gives them.
    // By default the window's start (windowStart over the filter's kinds),
    // then rank() above it; an engine that can walk and rank in one pass
    // does (FtsRecallSearch).
    virtual QList<SearchHit> rankNewest(const SearchFilter &filter, const QList<double> &idf, int depth);

protected:
    // The tier multiplier as SQL over d.tier, the same on both engines.
    static QString tierMultiplierSql(const SearchScoring &scoring);
    // ('fact','event'): the kinds as an SQL list.
    static QString kindListSql(const QList<Kind> &kinds);
};

} // namespace tarn
