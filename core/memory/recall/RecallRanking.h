// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"
#include "RecallQuery.h"

#include <QString>
#include <QStringList>

namespace tarn {

// How recall orders what it finds (DESIGN §4; seeds 001 and 002), every
// weight in this one place.
//
// Stage 1, in the lake's engine (RecallSearch.h): BM25 over the stemmed
// index (the typed words and, at lower weights, their related words;
// RecallQuery.h), over content (column weight 1.0) and tags (0.5),
// gives each matching delta a seed score, multiplied by its
// quality_score (0.1-2.0, the feedback signal) and its tier's multiplier.
// The best `candidatePool(limit)` seeds go on to stage 2.
//
// Stage 2, here: each candidate's final score is a weighted sum of six
// signals, each scaled to 0..1:
//   seed        its stage-1 score divided by the best seed of the query
//   overlap     the share of the query's meaningful words it answers
//               (a related word counts at its expansion weight)
//   confidence  its current confidence (soft decay and policies lower it)
//   freshness   0.5 ^ (age / freshnessHalfLifeDays), age since it was
//               observed (never since it was last read: recall does not
//               reorder itself)
//   kind        how durable its kind is (profile first, observation last)
//   answer      1 when it holds the shape of answer the question asks for
//               (an amount, a time or date, a name: RecallAnswerType.h)
//               or the question asks for no shape, else 0
// The weights sum to 1, so a score reads as "how good a match, 0..1".
namespace RecallRanking {

// Set on the tune split of tests/data/recall-eval (issue 20), never on its
// held-out split: kind up from 0.15 and confidence down from 0.10, so on
// equal relevance a person's durable memory outranks a fresh observation
// (tune split R@5 / MRR 0.657 / 0.559 before, 0.692 / 0.585 now with
// RecallSubjects and ExpansionWeights; docs/BENCHMARKS.md).
struct Weights
{
    double seed = 0.35;
    double overlap = 0.30;
    double confidence = 0.05;
    double freshness = 0.10;
    double kind = 0.20;
    // The five above sum to 1 and share (1 - answer) of the score; a
    // question that asks for no shape gives every candidate 1 here, so its
    // order is the five's alone. Tune split MRR (with the conversation's
    // look-ahead, RecallConversation.h): 0.667 at 0 and 0.05, 0.668 at
    // 0.10, 0.663 at 0.15, 0.651 at 0.20 (R@5 0.756 throughout).
    double answer = 0.10;
};
inline constexpr Weights kWeights{};

inline constexpr double kContentColumnWeight = 1.0;
inline constexpr double kTagsColumnWeight = 0.5;
inline constexpr double kFreshnessHalfLifeDays = 90.0;

// Seed multiplier per tier: what reflection promoted has earned its place.
double tierMultiplier(Tier tier);
// 0..1: profile 1.0, preference 0.9, fact and decision 0.8, goal 0.7,
// synthesis 0.6, insight 0.5, event 0.4, question 0.2, episode 0.1,
// observation 0.
double kindBonus(Kind kind);

// How many stage-1 candidates a recall of `limit` results re-ranks.
int candidatePool(int limit);

// The query's distinct words, lowercased, English and German stop words
// dropped (all of them kept when the query is nothing but stop words); the
// first QueryLimits::kMaxTerms of them.
QStringList queryTerms(const QString &query);

// Words that say how a question is put, not what it asks for ("where does
// she *go* swimming", "any podcasts *lately*", "what *kind* of *things*"):
// recall leaves them out of the words it matches unless nothing else is
// left (RecallQuery::build). Tune split of tests/data/recall-eval, with the
// candidates' word weights: R@5 / MRR 0.698 / 0.626 matching them, 0.709 /
// 0.627 leaving them out.
bool isQuestionFiller(const QString &word);

// Whether a word says nothing about what is wanted ("the", "about", "der",
// "auch"): a question's terms leave them out (queryTerms).
bool isStopWord(const QString &word);

// German function words that are English words too ("hat", "war", "bin",
// "man", "will"), or that only a German question holds ("welchen",
// "habe", "wurde"): left out like stop words, but only from a question
// that reads as German (RecallQuery::build), so "where is my hat" keeps its
// hat.
bool isGermanFunctionWord(const QString &word);

// Words that ask for the present ("now", "currently", "jetzt", and "these
// days" read as "now", RecallIdioms.h) say which value of a subject is
// wanted, not what the subject is: in "where does Fiona work these days"
// a delta that says "now" about anything (a reading list, the vet, the
// gym) outranked the new job, which does not. Such a word counts
// kPresentWordShare of a word in both stages (RecallQuery::build), beside
// the words that name the subject. Dev split of tests/data/recall-eval
// (R@5 / MRR): 0.809 / 0.694 at 1 (a word like any), 0.820 / 0.703 at 0.5
// (taken), 0.820 / 0.700 at 0.3, 0.820 / 0.695 at 0.15; tune 0.826 / 0.715
// at each.
inline constexpr double kPresentWordShare = 0.5;
bool asksForThePresent(const QString &word);

// How much a related word counts beside the word typed (RecallQuery.h):
// an irregular form is the same word; a thesaurus synonym is a guess, so it
// counts about a third. Kept only where measured to help on the tune split
// of tests/data/recall-eval (R@5 / MRR, every other weight as here):
//   typed words only              0.680 / 0.571
//   + irregular forms             0.692 / 0.568
//   + synonyms at 0.35            0.692 / 0.585   <- these weights
//   + derivations at 0.6          no change: left out (0) until 2026-11-27,
//                                 when a derivation stopped being dropped for
//                                 sharing one stem, in either language, with
//                                 the word ("cleaner" stems "clean" in German,
//                                 as "cleaning" does in English): from 0.721 /
//                                 0.638, 0.733 / 0.641 at 0.15, 0.733 / 0.644
//                                 at 0.3 and 0.6 (these weights), 0.733 /
//                                 0.650 at 1.0 (as much as the word typed: not
//                                 taken on one question's rank)
//   + broader words at 0.3        0.686 / 0.581: left out (0); only for a
//                                 word the lake never holds ("pup" -> "dog"),
//                                 2026-11-29: tune MRR 0.684 -> 0.683, dev
//                                 unchanged: left out
// Narrower words (RelatedWords::narrower, the kinds the lake holds, the
// nearest 12), measured 2026-11-27 from 0.709 / 0.627:
//   for every noun of the question 0.698 / 0.613 (at 0.15, 0.3 or 0.5,
//                                  12 or all kept): left out
//   only for a noun the lake never holds 0.721 / 0.630 (paraphrase R@5
//                                  0.133 -> 0.200; the same at 0.15-0.5)
// Only kinds whose every word is among GloVe's commonest 100,000
// (kNarrowerCommonest, RecallQuery.cpp), measured 2026-12-03 on tune / dev
// / dev2 from 0.913/0.828, 0.916/0.799, 0.561/0.396: the same at 100,000
// and with every word GloVe holds; 0.550/0.394 on dev2 at 50,000 and
// 0.539/0.390 (dev 0.916/0.794) at 20,000. "herb" asks the lake about 534
// kinds instead of 1,500, "animal" 392 instead of 793, "food" 1,084.
// The nouns whose WordNet definitions name a word the lake never holds
// ("wine", "fermented juice of grapes", for "grape"), the nearest four held
// at 0.25, measured 2026-11-28 (commit e95103a, docs/BENCHMARKS.md): tune
// 0.756 / 0.668 -> 0.767 / 0.672, held-out unchanged, and reading a
// question on the 1M lake 4.4 -> 11.0 ms at the median (64 candidates
// probed per such word; with 16 the gain is gone): left out.
// Read again 2026-11-29 (docs/BENCHMARKS.md): for every noun of the
// question, held or not, only where the question uses it as a noun, only
// nouns defined in one of their two commonest senses, everyday ones first,
// 16 at most, the first 3 held at 0.6 (swept 0.3-0.8, 1-6 kept, 100-1000
// definitions at most, on tune): tune 0.791 / 0.707 -> 0.814 / 0.724, dev
// 0.790 / 0.659 -> 0.824 / 0.673, held-out 0.676 / 0.582 -> 0.665 / 0.579
// (paraphrase 0.133 either way): left out again.
// An adjective's cluster (RelatedWords::similar: "scared" -> "terrified"),
// the first 4 the lake holds, measured 2026-11-29 from tune 0.779 / 0.684,
// dev 0.691 / 0.541: at 0.35 tune unchanged, dev 0.704 / 0.580 (taken);
// at 0.6 tune 0.791 / 0.681, dev 0.717 / 0.567; 8 kept as 4.
// A weight of 0 leaves that kind of related word out of the query.
struct ExpansionWeights
{
    double forms = 1.0;
    double derived = 0.6;
    double synonyms = 0.35;
    double broader = 0.0;
    double narrower = 0.3;
    int narrowerKept = 12; // the nearest kinds the lake holds, per word
    double similar = 0.35;  // an adjective's cluster (RelatedWords::similar), as synonyms
    int similarKept = 4;    // the first the lake holds, per word
    // The name the lake's own memories give a role the question asks about
    // ("my husband" → "Matthias"; RecallPeople.h).
    double people = 0.6;
    // The word in the other language (Bilingual.h), the first the lake
    // holds, as a synonym is (measured 2026-12-02 on tune / dev / dev2:
    // 0.901/0.802, 0.921/0.799, 0.483/0.350 at 0.35 with 2 kept, dev2's
    // questions across the languages R@5 0.091 -> 0.273; at 0.6 with 4
    // 0.901/0.799, 0.921/0.798, 0.478/0.335; only for words the lake
    // does not hold, 0.890/0.799, 0.933/0.803, 0.472/0.349).
    double translations = 0.35;
    int translationsKept = 2;
};
inline constexpr ExpansionWeights kExpansion{};
// A narrower kind is asked for only where each of its words is among
// GloVe's commonest this many (see above).
inline constexpr qint64 kNarrowerCommonest = 100000;

// One weight per word of the query, for RecallQuery::setWordWeights: a
// word few of the candidates hold tells them apart, one nearly all hold
// does not (an inverse document frequency over the candidates):
// ln((n + 1) / (holding + 0.5)), at least 0.1. `answered` holds, per
// candidate, RecallQuery::wordsAnswered. Tune split R@5 / MRR 0.692 /
// 0.585 with every word counted the same, 0.698 / 0.601 weighed.
QList<double> wordWeights(const QList<QList<double>> &answered, qsizetype wordCount);

struct Signals
{
    double seed = 0;       // already divided by the query's best seed
    double overlap = 0;
    double confidence = 0;
    double freshness = 0;
    double kind = 0;
    double answer = 1; // 1: holds the asked-for shape, or none was asked for
    bool answerAsked = false; // the question asks for a shape (--explain says which it held)
};
// `matched` (if given) gets the query phrases the delta holds.
Signals signalsFor(const Delta &delta, double normalizedSeed, const RecallQuery &query, qint64 nowMs,
                   QStringList *matched = nullptr);
// The same, with the delta's words already read (`answered`:
// query.wordsAnswered of its content and tags), so a candidate's text is
// tokenized and stemmed once per recall, not once per use.
Signals signalsFor(const Delta &delta, double normalizedSeed, const RecallQuery &query, qint64 nowMs,
                   const QList<double> &answered);
double blend(const Signals &s);

} // namespace RecallRanking

} // namespace tarn
