// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"
#include "RecallQuery.h"

#include <QHash>
#include <QList>
#include <QString>

namespace tarn {

class Lake;

// Recall's first stage: the live deltas that match, ranked by BM25 x
// quality x tier (RecallRanking.h), the best `pool` of them. The lake's
// engine answers each question asked here (RecallSearch.h); which
// questions to ask is decided here, the same on every engine.
//
// Ranking every match of a common word costs time in proportion to how
// common it is: a word in 300,000 deltas of a 1M lake took 225 ms. So the
// matches are counted first, newest first and without ranking, up to
// kBroadMatch. A narrow query (at most kBroadMatch matches, nearly every
// question a person asks) is ranked whole, exactly, and so is one whose
// words are each in at most kBroadMatch matches and only together in more
// ("tegutrim tumodros": 810 and 315 on the 1M bench lake): its every match
// is ranked anyway, and windows over it would add nothing but their cost
// (12 of a 36 ms recall). A broad one ranks every
// match of its narrow words (rarest first: "dentist" in "new dentist" has
// all its matches ranked, with "new" counted where it is), and within two
// windows, each of kWindowDepth matches, what only its broad words match:
// the newest matches of any kind, and the newest matches among the kinds
// recall prefers (a person's own memories and events:
// RecallRanking::kindBonus at least 0.4), found inside the index through
// their kind facets. What a broad query leaves out is older than
// kWindowDepth newer matches of its own kind: on a word that common, the
// lexical signal is weak everywhere and the blend would not lift those
// over fresher, preferred ones. Both windows score
// with the same IDFs, estimated from the newest window's counts (the
// share of its rows that hold each phrase): counting a common phrase over
// the whole lake cost more than ranking the window.
namespace RecallCandidates {

inline constexpr int kBroadMatch = 1000;
// A window's depth is what a broad question's time is made of (each row
// in it ranked, ~5 µs on the 1M bench lake), while which questions are
// broad is what decides how many are ranked exactly; so the two differ.
// With the evaluation set written into the 1M bench lake
// (tarn_recall_bench), windows of 1,000 / 500 / 300 gave the same tune and
// dev R@5 (0.779 / 0.744) and MRR within 0.006, and windows of 500 took
// the lake's broad words' p99 from 34.1 to 26.2 ms.
inline constexpr int kWindowDepth = 500;

struct Request
{
    const RecallQuery &query;
    QString scope;          // empty: every scope
    QList<Kind> kinds;      // empty: every kind
    double minConfidence = 0;
    int pool = 48;
    qint64 now = 0;
};

struct Found
{
    QList<qint64> keys;        // best first
    QHash<qint64, double> seeds;
    double best = 0;
    bool windowed = false;     // a broad query, ranked within windows
};

Found find(Lake &lake, const Request &request);

} // namespace RecallCandidates

} // namespace tarn
