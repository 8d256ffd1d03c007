// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace tarn {

class Lake;

// The person a lake belongs to, by the names their own memories give them
// (issue 20): "My name is Fiona Reilly. Friends call me Fi", "Heißt
// Magdalena.", "Call me Rob". An assistant asks in the third person ("where
// does Fiona work these days?", "Wer ist jetzt Fionas Hausärztin?"), and
// every memory of the lake is Fiona's: her name says no more than "my"
// does, and matching it brought her name's own memory first. Recall reads
// a question without the owner's names (Recall.cpp, readQuery), unless
// nothing else is left to read ("Fiona?").
namespace RecallOwner {

// The names the lake's own profile memories give the person, first names
// and surnames, lowercased ("fiona", "reilly", "fi"). One small search.
QStringList namesOf(Lake &lake, qint64 nowMs);

// `question` without the words that are one of `names`: a possessive reads
// as "my"/"meine" ("fiona's boss", "Fionas Hausärztin"), a bare name goes; a
// name that is also a word ("Rose", "Will") only where it is written as a
// name (possessive, or capitalised past the first word). Unchanged when
// that would leave nothing to ask for.
QString withoutNames(const QString &question, const QStringList &names);

} // namespace RecallOwner

} // namespace tarn
