// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <functional>

namespace tarn::GermanInEnglishVectors {

// The word vectors are GloVe's, English only (WordVectors.h): a German
// memory had a vector only from the few German words Wikipedia's English
// holds ("hund" as a surname), so recall by meaning passed German over, and
// a German question met no English memory by meaning at all. A German text
// is placed in GloVe's space through its words' English translations
// (Bilingual.h), the way a bilingual dictionary maps one language's word
// vectors onto another's: "Unser Hund frisst kein Trockenfutter" and "our
// dog won't eat dry food" then point the same way, and so do a German
// question and its English answer.
//
// The English words for one lowercased German token (with its umlauts,
// "kinderärztin"), to be averaged as one word: the dictionary's for the
// word itself, else for its base form ("heißt" → "heißen", "Hundes" →
// "Hund"), else for the nouns it is made of, the head first
// ("Gartenschlüssel", which it does not list: key, then garden). Empty for the words that say how a sentence is
// built ("der", "unser", "hat"), and for a word the dictionary does not
// know, which the caller may then look for as it is (a name, "Laptop").
// `rank` is an English word's place in how common it is (0 the commonest):
// of a word's translations the commonest are taken.
using Commonness = std::function<qint64(const QString &englishWord)>;
QStringList englishFor(const QString &germanToken, const Commonness &rank);

// Whether the German word only says how a sentence is built.
bool isFunctionWord(const QString &germanToken);

// At most this many translations of one word are averaged.
inline constexpr int kTranslationsAveraged = 4;

} // namespace tarn::GermanInEnglishVectors
