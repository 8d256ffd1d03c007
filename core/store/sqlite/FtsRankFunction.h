// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

struct fts5_api;

namespace tarn {

// tarn_rank(delta_fts, spec) (or memory_fts): BM25 as FTS5's bm25() computes it, with two
// things bm25() cannot do, so recall can expand a query without drowning it:
//
//  - each phrase has its own weight: a related word from a thesaurus counts
//    less than the word the person typed (memory/RecallQuery.h);
//  - phrases form groups, and a group scores its best phrase only: a
//    delta holding both "car" and its synonym "automobile" has answered
//    one question word, not two.
//
// spec is "CONTENT_WEIGHT TAGS_WEIGHT|GROUP:WEIGHT[:IDF] ...[|LENGTH]" with
// one entry per phrase of the MATCH expression, in order. Without IDF the
// function counts the phrase's documents itself, as bm25() does (a walk
// over the phrase's whole doclist, once per query). LENGTH is the average
// row length BM25 weighs a row's own against, where it is not this
// table's (the memory index ranks as delta_fts does: FtsRecallSearch.cpp).
// The result
// is positive, higher is better (bm25() is negated). k1 = 1.2, b = 0.75.
namespace FtsRankFunction {
inline constexpr const char *kName = "tarn_rank";
bool registerWith(fts5_api *api);
} // namespace FtsRankFunction

} // namespace tarn
