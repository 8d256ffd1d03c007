// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Stemmer.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace tarn {

// Which language a delta or a query is written in, from the little words
// every sentence has ("the", "and", "is" against "der", "und", "ist") and
// from German's letters (ä, ö, ü, ß). Deltas are short, so the guess says
// whether it is sure: the index stems an unsure text both ways.
namespace LanguageGuess {

struct Guess
{
    Language language = Language::English;
    bool sure = false;
    bool germanHints = false; // any German marker or letter at all
};

// `words` are lowercased tokens with diacritics folded (as FTS5's unicode61
// tokenizer gives them: "für" is "fur"); `germanLetters` says whether the
// raw text had any of ä ö ü ß.
Guess fromWords(const QList<QByteArray> &words, bool germanLetters);
// The words of a text as FTS5's unicode61 tokenizer folds them: lowercased,
// diacritics dropped ("für" -> "fur"), split on anything but letters and
// digits.
QStringList foldedWords(const QString &text);
Guess fromText(const QString &text);
// Whether UTF-8 text contains ä, ö, ü or ß (either case).
bool hasGermanLetters(const char *utf8, int length);

} // namespace LanguageGuess

} // namespace tarn
