// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QString>

namespace tarn {

// What kind of answer a question asks for, and whether a memory holds one
// (issue 20 §4). "How much am I asking for in my review?" shares every word
// with the turn that asks it ("What should I ask for?") and none with the
// one that answers ("I'll ask for 86,000 gross"); what tells them apart is
// that the question wants an amount and only the answer holds one. The
// same for "what time" and a clock time, "when" and a date, "who" and
// "where" and a name. Question-answering systems have read the wh-word
// this way since the TREC QA track; this is the model-free form of it:
// patterns over the question, and a look for a number, a time or a name
// in the memory that the question did not bring itself ("at 80%" in a
// question is no answer to it).
namespace RecallAnswerType {

enum class Expected {
    None,     // what / which / why / yes-no: no shape to look for
    Quantity, // how much, how many, how old, how long … / wie viel …
    Time,     // when, what time, which day … / wann, um wie viel Uhr …
    Name,     // who, where, what is … called / wer, wo, wie heißt …
};

// English and German wh-phrases; None when the question asks nothing of
// the kinds above (or is no question).
Expected expectedBy(const QString &question);

// The question's words, case-folded: what it brings is no answer to it.
QSet<QString> wordsOf(const QString &question);

// The words of a question that say the shape of the answer and not what it
// is about: the adjective of "how old", "how long", "how often", "wie alt"
// … ("how old is my mum" is answered by "She is 71", which says no "old").
// Recall leaves them out of the words it matches (RecallQuery::build).
QSet<QString> shapeWordsOf(const QString &question);

// Whether `content` holds an answer of that shape that is not among the
// question's own words (wordsOf): a number, a clock time or date (or a time
// told relative to when it was said: "a year ago", "last summer", "vor zwei
// Wochen"; LoCoMo tune temporal R@5 89.4 -> 91.1), a proper name. Always
// false for Expected::None.
bool holds(const QString &content, Expected expected, const QSet<QString> &questionWords);

} // namespace RecallAnswerType

} // namespace tarn
