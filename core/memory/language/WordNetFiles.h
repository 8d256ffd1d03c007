// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFile>
#include <QHash>
#include <QList>
#include <QString>

#include <memory>
#include <utility>

namespace tarn::WordNetFiles {

// The database's own files (wndb(5WN)): index.POS lines are sorted by lemma
// and name the lemma's synsets, most frequent sense first; data.POS holds a
// synset at that byte offset: its words and pointers ('+' derivation).
// How the files are read is apart from what recall asks of them
// (RelatedWords: forms, synonyms, kinds, clusters). Internal to
// memory/language.

struct MappedFile
{
    std::unique_ptr<QFile> file;
    const char *data = nullptr;
    qint64 size = 0;
    QList<qint64> lineStarts; // index files only

    bool open(const QString &path, bool indexLines)
    {
        file = std::make_unique<QFile>(path);
        if (!file->open(QIODevice::ReadOnly))
            return false;
        size = file->size();
        data = reinterpret_cast<const char *>(file->map(0, size));
        if (!data)
            return false;
        if (indexLines) {
            for (qint64 at = 0; at < size;) {
                if (data[at] != ' ') // the licence lines start with spaces
                    lineStarts << at;
                const char *nl = static_cast<const char *>(memchr(data + at, '\n', size_t(size - at)));
                at = nl ? nl - data + 1 : size;
            }
        }
        return true;
    }

    QByteArray lineAt(qint64 at) const
    {
        if (at < 0 || at >= size)
            return {};
        const char *nl = static_cast<const char *>(memchr(data + at, '\n', size_t(size - at)));
        return QByteArray(data + at, nl ? nl - (data + at) : size - at);
    }

    // The index line for `lemma`, by binary search.
    QByteArray find(const QByteArray &lemma) const
    {
        qsizetype lo = 0, hi = lineStarts.size();
        while (lo < hi) {
            const qsizetype mid = (lo + hi) / 2;
            const char *line = data + lineStarts.at(mid);
            const char *sp = static_cast<const char *>(memchr(line, ' ', size_t(size - lineStarts.at(mid))));
            const QByteArray key(line, sp ? sp - line : 0);
            const int c = key.compare(lemma);
            if (c == 0)
                return lineAt(lineStarts.at(mid));
            if (c < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        return {};
    }
};

struct PartOfSpeech
{
    char letter;
    const char *name;
    MappedFile index;
    MappedFile data;
};

struct WordNet
{
    bool ok = false;
    PartOfSpeech pos[4] = {{'n', "noun", {}, {}}, {'v', "verb", {}, {}}, {'a', "adj", {}, {}}, {'r', "adv", {}, {}}};
    QHash<QByteArray, QList<QByteArray>> formToBases; // "ran" -> "run"
    QHash<QByteArray, QList<QByteArray>> baseToForms; // "run" -> "ran"
    // How often each sense was seen in WordNet's tagged texts (cntlist.rev:
    // "house%1:14:01:: 2 2" is house, noun, sense 2, seen twice), keyed
    // "lemma|part of speech|sense number".
    QHash<QByteArray, int> senseCounts;

    int senseCount(const QByteArray &lemma, char letter, int senseNumber) const
    {
        return senseCounts.value(lemma + '|' + letter + '|' + QByteArray::number(senseNumber));
    }

    const PartOfSpeech *forLetter(char c) const
    {
        for (const PartOfSpeech &p : pos)
            if (p.letter == c || (c == 's' && p.letter == 'a'))
                return &p;
        return nullptr;
    }
};

// The database, opened once per process on first use
// ($TARN_WORDNET_DIR, else /usr/share/wordnet); `ok` is false without it.
const WordNet &wordNet();

// WordNet's morphy: the base forms a word may be an inflection of.
QList<QByteArray> detachments(const QByteArray &word, char pos);

// The base of `word` that one part of speech's index holds, as morphy finds
// it: the word itself, its irregular bases (verb.exc …), then its regular
// detachments; the first found, with its index line (empty when none is).
struct Base
{
    QByteArray lemma;
    QByteArray line;
};
Base baseIn(const WordNet &wn, const PartOfSpeech &pos, const QByteArray &word);

// A lemma as people write it: "single_parent" -> "single parent".
QString readable(const QByteArray &lemma);
// Up to two words, letters only: "single parent" yes, "A-one" or
// "Emperor of Rome" no.
bool usable(const QString &w);

inline constexpr int kSensesPerWord = 2; // the commonest senses only: later ones are rare meanings

// How often the word was seen in its kSensesPerWord commonest senses of
// one part of speech in WordNet's tagged texts (the most of them).
int mostSeen(const WordNet &wn, const QByteArray &lemma, char pos);

// A synset's words and its pointers of one kind, from its data line.
struct Synset
{
    char type = 0; // n, v, a (a head adjective), s (a satellite), r
    QList<QByteArray> words;
    QList<std::pair<char, qint64>> hyponyms; // part of speech, offset
    QList<qint64> hypernyms;                 // nouns: '@', the broader synsets
    QList<qint64> similar;                   // adjectives: '&', a satellite's head or a head's satellites
};
Synset synsetAt(const PartOfSpeech &pos, qint64 offset);

} // namespace tarn::WordNetFiles
