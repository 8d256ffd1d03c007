// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace tarn {

// German writes its compounds as one word: "Fixzinskredit", "Friseurtermin",
// "Geburtstagsfeier". A person asks for the "Kredit", the "Friseur", the
// "Geburtstag", and a word index holds only the whole. The decompounder
// splits a compound noun into the words it is made of, so the index can
// hold those too, at the compound's position:
//   "fixzinskredit"     → kredit, fixzins, zins, fix
//   "geburtstagsfeier"  → feier, geburtstag, tag, geburt  (the linking "s")
//
// The parts are German words of OpenThesaurus (Debian's
// openthesaurus-de-text), read at build time into the binary, not from the
// installed file at run time: the SQLite index deletes a row by tokenizing
// it again, so the same text must give the same parts for as long as the
// index lives. A build without the file splits nothing (and CMake says so).
//
// Splits are read from the end, the longest known head first; a head is a
// noun of the lexicon (its capitalised entry) and not a derivational suffix
// ("Freundschaft" is not a kind of "Schaft"); the front is a known word of
// three letters or more, alone, with a linking element ("geburt-s-",
// "schul-e"), as a verb's stem ("wohn-zimmer") or itself a compound.
// A feminine form is indexed with its noun as well ("Kinderärztin":
// ärztin, arzt, kinderarzt, kinder), so "Arzt" finds the "Ärztin".
namespace Decompounder {

// `word` is one lowercased UTF-8 token as the index's unicode61 tokenizer
// gives it (diacritics removed: "uberraschung"); returns the parts to index
// beside it, lowercased and diacritics removed the same way, or nothing.
QList<QByteArray> partsOf(const char *word, int length);

// The same for a whole text, for an engine that indexes on the server
// (PostgreSQL): the parts of each capitalised word, once each, in order.
QStringList partsOfText(const QString &text);

// One word as a person typed it, in any case and with its umlauts
// ("Friseurtermin", "geburtstagsüberraschung"): its parts as partsOf gives
// them. A question is not capitalised reliably, so this one does not ask.
QStringList partsOfWord(const QString &word);

// Whether the lexicon was built in and read (the tests' skip).
bool available();
// Whether it was built in, without checking it (Help → About).
bool builtIn();

} // namespace Decompounder

} // namespace tarn
