// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GermanLexicon.h"

#include <QIODevice>
#include <QList>
#include <QStringList>

namespace tarn {

// OpenThesaurus's text file (Debian's openthesaurus-de-text), one synset a
// line, its words separated by ';', notes in parentheses ("abdüsen
// (ugs.)"). Reading it takes most of a second (its 70,000 words are
// normalised and 100,000 of them stemmed), so the build reads it
// (pack/PackGerman.cpp) and the binary carries what these give
// (GermanPack.h). Internal to memory/language.
namespace OpenThesaurus {

// The lexicon the decompounder splits with (GermanLexicon.h).
GermanLexicon::Words lexiconOf(QIODevice &text);

// The synsets recall's German related words come from: each line's usable
// words (up to two words of letters, WordNetFiles::usable), lowercased,
// without notes, each once; lines of fewer than two are left out.
QList<QStringList> synsetsOf(QIODevice &text);

} // namespace OpenThesaurus

} // namespace tarn
