// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace tarn {

// Words related to a query word, without a model: WordNet for English
// (Debian's wordnet-base, /usr/share/wordnet, read at run time) and
// OpenThesaurus for German (openthesaurus-de-text, packed in by the build:
// GermanPack.h). Both are optional: without them every list is empty and
// recall works on the typed words alone.
//
// Three kinds, from closest to loosest (RecallQuery.h weighs them):
//  - forms:    irregular forms of the same word ("ran" for "running",
//              "children" for "child"), which a stemmer cannot know;
//  - derived:  the same idea as another part of speech ("bakery" and
//              "bake", "marriage" and "married");
//  - synonyms: other words for it in its commonest senses ("job" for
//              "occupation"; "Wohnort" for "Wohnsitz"): the first two of
//              each part of speech that WordNet's tagged texts saw at least
//              an eighth as often as the word's commonest (cntlist.rev), so
//              "house" brings no "firm" or "put up". Tune split of
//              tests/data/recall-eval: MRR 0.630 -> 0.638 (R@5 0.721 either
//              way; a quarter 0.633, a sixteenth as an eighth);
//  - broader:  what it is a kind of ("friend" for "pal", "dog" for "pup"),
//              WordNet's hypernyms of those senses.
// And apart, since they are many: narrower(), the kinds of it.
namespace RelatedWords {

struct Related
{
    QStringList forms;
    QStringList derived;
    QStringList synonyms;
    QStringList broader;
    bool isEmpty() const { return forms.isEmpty() && derived.isEmpty() && synonyms.isEmpty() && broader.isEmpty(); }
};

inline constexpr int kMaxSynonyms = 6;
inline constexpr int kMaxDerived = 4;
inline constexpr int kMaxBroader = 4;
// How far down and how many: "instrument" reaches "fiddle" three levels
// below its musical sense; a level more brings little but breeds. Each kind
// can cost a probe of the lake's index (about 38 µs on the 1M bench lake,
// up to 57 ms for a question's reading), but fewer is not cheaper in
// finding: at 1,000 the tool and device senses' kinds fill the list before
// the fiddle is reached (tried 2026-11-27; 750 and 500 also lost a tune
// split paraphrase).
inline constexpr int kNarrowerDepth = 4;
inline constexpr int kMaxNarrower = 1500;

// `word` is one lowercased word. Multi-word synonyms ("single parent")
// come back with spaces. Never returns the word itself. Thread-safe: the
// dictionaries are read once per process, on first use.
Related english(const QString &word);
Related german(const QString &word);

// The kinds of an English noun ("fiddle" for "instrument", "coriander" for
// "herb"): WordNet's hyponyms of every noun sense, level by level, so the
// nearest kinds of each sense come before the farther kinds of any; up to
// kMaxNarrower of them. Hundreds for a general word, so recall asks only
// for the ones the lake holds (RecallQuery::build).
QStringList narrower(const QString &word);

// The adjectives of the same cluster as an English adjective: WordNet files
// "scared", "terrified" and "frightened" as satellites of "afraid" (the
// similar-to pointer), and synonyms list none of them for each other. The
// head first, then its satellites, of the commonest senses, up to
// kMaxSimilar; a head of a large cluster has dozens, so recall asks only
// for the ones the lake holds (RecallQuery::build).
inline constexpr int kMaxSimilar = 48;
QStringList similar(const QString &word);

// Whether WordNet knows `word` (lowercased) as an adjective ("croatian",
// "irish"; not "robin").
bool isAdjective(const QString &word);

// Whether the dictionaries were found (for `tarn stats` and the tests).
bool englishAvailable();
bool germanAvailable();

} // namespace RelatedWords

} // namespace tarn
