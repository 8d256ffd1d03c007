// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Recall.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace tarn {

// The time a question asks about: "what did Maria donate to the shelter in
// December 2023?", "who did I have dinner with on May 3?", "what did John
// do the week before August 3, 2023?", "was hab ich gestern gesagt?". What
// was written then, or names that time in its words ("Dentist, 14 March"),
// is what the question means; what was written at another time and names
// none of it is less likely so, however well its words match. On LoCoMo's
// conversations a tenth of the questions name a date, and their answers are
// the turns of that day's session; the words alone found the same thing
// said in another session as readily.
//
// Dates are read as people write them in English and German ("3 June,
// 2023", "June 3rd 2023", "am 3. Juni", "in July", "im Mai 2023", "last
// week", "next month", "tomorrow", "gestern", "übermorgen"), in local
// time. A date without a year is its latest occurrence up to a week after
// now (so "on 3 June" asked on 1 June is this year's). "N days / weeks / months before DATE" and "the weekend before
// DATE" reach back from DATE and include DATE itself, the day the earlier
// thing was told of.
namespace RecallAskedTime {

struct Asked
{
    qint64 fromMs = 0; // the time asked about: [fromMs, toMs)
    qint64 toMs = 0;
    QString said;           // the question's words for it ("in December 2023")
    QStringList names;      // words a text names it by, folded ("december", "dezember", "dec", "2023")
    bool contains(qint64 ms) const { return ms >= fromMs && ms < toMs; }
};

// The share of its score a hit keeps when it was neither written in the
// time asked about nor names it. On LoCoMo's tune conversations (conv-26,
// conv-30, conv-41; 383 questions, 34 of them naming a time), R@5: 67.5 at
// 1 (no such rule), 68.4 at 0.9, 69.2 at 0.8, 70.1 at 0.7, 70.3 at 0.6;
// the evaluation set's tune and dev splits unchanged at each (four of its
// questions name a time). Leaving the time's words out of the question
// as well: R@5 the same, R@10 76.9 -> 77.4, not taken (a question can be
// nothing but its time: "what happened in June?").
inline constexpr double kElsewhenFactor = 0.70;

// The first time `question` names, or none.
std::optional<Asked> of(const QString &question, qint64 nowMs);
// How --explain reads it: "the time asked about: "in December 2023",
// 2023-12-01 to 2023-12-31 (written then or naming it)".
QString describe(const Asked &asked);
// Whether `content` names the asked time by one of its names.
bool named(const Asked &asked, const QString &content);
// Lowers each hit written outside the asked time that does not name it and
// is not valid then (Delta::validFrom / validUntil meeting it),
// and marks each one's `askedTime` for --explain. Leaves the order to
// whoever sorts next.
void apply(QList<RecallHit> &hits, const Asked &asked);

} // namespace RecallAskedTime

} // namespace tarn
