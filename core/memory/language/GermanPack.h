// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GermanLexicon.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace tarn {

// What OpenThesaurus gives the German side (OpenThesaurus.h), packed once
// by the build (pack/PackGerman.cpp) and compiled in, so that a process
// reads it in place instead of parsing the text: `tarn recall` on a German
// question spent 580 of its 650 ms reading the text file twice and
// stemming 100,000 of its words (tarn.language.lexicon and
// tarn.recall.related debug logs, 2026-12-02).
//
// The lexicon's sets are looked up by a hash table the pack carries, as
// fast as a QSet (the tokenizer asks for every split of a German noun:
// tarn_tokenizer_bench), where building QSets of its 170,000 strings took
// each process 60 ms.
//
// The layout, little-endian, every part a multiple of four bytes:
//   "TARNDE02"
//   set      words        the lexicon's folded words
//   set      nouns        its capitalised ones
//   set      nounStems    their Snowball stems
//   set      verbs        its infinitives as written
//   strings  stems        each synset word's Snowball stem, sorted
//   numbers  firstLine    per stem, where its lines start in `lines` (+1 at the end)
//   numbers  lines        synset numbers, in file order per stem
//   strings  synsets      each synset's words joined by '\n', in file order
// where strings is u32 count, u32 offset[count + 1], the bytes sorted by
// their bytes (the synsets in file order), padding; numbers is u32 count,
// u32 value[count]; and a set is its strings and then numbers of a power
// of two cells, at least twice as many, each 0 or a string's number + 1,
// at FNV-1a of its bytes or, taken, the next free cell.
namespace GermanPack {

QByteArray pack(const GermanLexicon::Words &lexicon, const QList<QStringList> &synsets);

class View
{
public:
    // Checks that every table lies inside `data`, which must outlive the
    // view; nullopt, with `error` saying what is wrong, if not.
    static std::optional<View> of(QByteArrayView data, QString *error);

    // The lexicon (GermanLexicon.h), by the folded word, noun or stem.
    bool isWord(QByteArrayView folded) const { return m_words.contains(folded); }
    bool isNoun(QByteArrayView folded) const { return m_nouns.contains(folded); }
    bool isNounStem(QByteArrayView stem) const { return m_nounStems.contains(stem); }
    bool isVerb(QByteArrayView asWritten) const { return m_verbs.contains(asWritten); }
    qsizetype wordCount() const { return m_words.strings.count; }
    qsizetype nounCount() const { return m_nouns.strings.count; }
    // The synsets holding a word of German stem `stem`, in file order (a
    // synset with two such words twice, as it was indexed).
    QList<int> synsetsOfStem(const QString &stem) const;
    QStringList synset(int index) const;
    qsizetype synsetCount() const { return m_synsets.count; }

private:
    struct Strings
    {
        const char *offsets = nullptr; // count + 1 little-endian u32
        const char *bytes = nullptr;
        quint32 count = 0;
        QByteArrayView at(quint32 i) const;
        std::optional<quint32> find(QByteArrayView key) const;
    };
    struct Numbers
    {
        const char *values = nullptr;
        quint32 count = 0;
        quint32 at(quint32 i) const;
    };
    struct Set
    {
        Strings strings;
        Numbers cells;
        bool contains(QByteArrayView key) const;
    };
    class Reader;

    Set m_words, m_nouns, m_nounStems, m_verbs;
    Strings m_stems, m_synsets;
    Numbers m_firstLine, m_lines;
};

// The build's pack (core/CMakeLists.txt), read in place; null in a build
// without OpenThesaurus.
const View *builtIn();
// builtIn(), or a view of nothing.
const View &builtInOrEmpty();
// Whether the build carries one, without checking it (Help → About).
bool isBuiltIn();

} // namespace GermanPack

} // namespace tarn
