// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"
#include "RecallRanking.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace tarn {

class Lake;

struct RecallOptions
{
    int limit = 10;               // 1..100
    std::optional<Scope> scope;   // nullopt: every scope
    bool touch = true;            // bump recall_count / last_recalled_at, refresh stable/active expiry
    QList<Kind> kinds;            // empty: every kind
    double minConfidence = 0;     // only deltas at least this confident
    bool expand = true;           // related words (RelatedWords.h) beside the typed ones
    bool meaning = true;          // fuse in vectors: a server's or the word vectors' (RankFusion.h)
};

struct RecallHit
{
    Delta delta;
    double score = 0.0; // 0..1, higher is better (RecallRanking::blend; RankFusion::fuse with vectors)
    QString refutes;             // this hit is the person's correction of that delta
    QStringList affirmedBecause; // the person's reasons, when they affirmed this hit
    QString contextFor;          // the conversation turn this one follows (RecallConversation.h)
    QString newerValueOf;        // the hit this newer value of the same subject updates (RecallSubjects.h)
    RecallRanking::Signals scoreParts; // what the score is made of (--explain)
    QStringList matched;            // the query's words and related words it holds
    int meaningRank = 0;            // its place among the nearest vectors (RankFusion.h); 0: none
    float meaningCosine = -2.0f;    // its vector's cosine with the question's (word vectors); -2: none
    // Where the question names a time (RecallAskedTime.h): whether this
    // hit was written then, names it, or neither.
    enum AskedTime { NoTimeAsked, WrittenThen, NamesIt, Elsewhen };
    AskedTime askedTime = NoTimeAsked;
    bool otherSpeaker = false; // a turn spoken by another than the question asks about (RecallSpeakers.h)

    // How the hit reads to an assistant: a refutation as the correction it
    // is, an affirmed memory with the person's reasons beside it.
    QString presentedText() const;
    // One line that says why it ranks where it does: each signal of the
    // score, and the words it matched. Fixed English, like the JSON keys.
    QString explanation() const;
};

// Recall: what the lake knows about a query, best first, ranked as
// RecallRanking.h describes. Only live deltas
// (active, not superseded, not expired) ever come back. The API's
// GET /v1/recall, the MCP `recall` tool and `tarn recall` all call this, so
// ranking changes land in one place.
// How recall read a question, for whoever explains its answer.
struct RecallReading
{
    QStringList words; // each word with the related words asked for (describeQuery's lines)
    // Above 0 when the question's words are so common in the lake that
    // only their newest `window` matches, and the newest `window` of the
    // person's own memories and events, were ranked (RecallCandidates.h):
    // an older match of those common words alone is not among the hits.
    int window = 0;
};

namespace Recall {
// Throws TarnError (validation) for an empty query, one longer than
// QueryLimits::kMaxChars or a limit out of range.
// `reading`, when given, gets how the query was read (describeQuery's
// lines, and whether its words were too common to rank every match) from
// the very question recall asked, so an explaining caller does not read it
// twice (a word the lake never holds costs probes for its kinds).
QList<RecallHit> recall(Lake &lake, const QString &query, const RecallOptions &options = {},
                        RecallReading *reading = nullptr);
// The delta's fields, its score and, where they apply, "refutes",
// "affirmed_because" and "presented" (RecallHit::presentedText).
QJsonObject hitToJson(const RecallHit &hit, bool explain = false);
// The query as recall reads it: each word with the related words it looks
// for too ("pup: puppy, dog"; "instrument: …, fiddle" where the lake holds
// a fiddle), for --explain and the preview. Reads the question afresh;
// recall() hands back the same lines for the question it asked.
QStringList describeQuery(Lake &lake, const QString &query, bool expand = true);
// A recall counts as use: bumps recall_count and last_recalled_at and
// refreshes stable/active expiry (seed 004). recall() does this itself when
// options.touch is set; the API defers it so an answer never waits for the
// write lock. Throws TarnError (Storage) when the lake is busy.
void touch(Lake &lake, const QStringList &ids);
} // namespace Recall

} // namespace tarn
