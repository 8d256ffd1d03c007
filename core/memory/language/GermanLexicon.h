// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QSet>
#include <QString>

namespace tarn {

// OpenThesaurus's German single words (Debian's openthesaurus-de-text),
// compiled into the binary at build time (core/CMakeLists.txt, read in
// place: GermanPack.h, which looks them up): the
// decompounder splits compounds with them (Decompounder.h, which says why
// they are compiled in) and capture reads chat's shortened verbs with them
// ("ich wohn" is "ich wohne": CaptureRulesGermanTurn.cpp). A build without
// the file knows no words, and both do nothing.
namespace GermanLexicon {

// As the index's unicode61 (remove_diacritics 2) gives words: lowercased,
// accents dropped ("Zähne" → "zahne"), ß kept.
QString folded(const QString &word);

// What the build reads from OpenThesaurus (OpenThesaurus::lexiconOf) and
// packs (GermanPack::View::isWord and the like look them up).
struct Words
{
    QSet<QByteArray> words;     // every single word of three letters or more, folded
    QSet<QByteArray> nouns;     // the capitalised ones
    QSet<QByteArray> nounStems; // their Snowball stems
    // Lower-case words with an infinitive's ending, as written, umlauts
    // kept ("wohnen", "hören", "basteln"; a few adjectives such as "offen"
    // come along, which no "ich" ever stands beside).
    QSet<QByteArray> verbs;
};

// Whether `infinitive`, in any case, is a verb of the lexicon: "wohnen"
// and "hören" are, "Wohnung", "schon" and "horen" are not.
bool isVerb(const QString &infinitive);

} // namespace GermanLexicon

} // namespace tarn
