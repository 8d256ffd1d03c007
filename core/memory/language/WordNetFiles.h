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

// A file mapped, not read: a process that asks WordNet for a word or two
// must not pay for its 6 MB of index (building a table of the index files'
// line starts took each process 60 ms of the 75 it spent opening WordNet).
// A sorted file (an index, cntlist.rev) is searched on its bytes.
struct MappedFile
{
    std::unique_ptr<QFile> file;
    const char *data = nullptr;
    qint64 size = 0;
    qint64 firstLine = 0; // of a sorted file: past its licence (lines that start with spaces)

    bool open(const QString &path, bool sorted)
    {
        file = std::make_unique<QFile>(path);
        if (!file->open(QIODevice::ReadOnly))
            return false;
        size = file->size();
        data = reinterpret_cast<const char *>(file->map(0, size));
        if (!data)
            return false;
        if (sorted)
            while (firstLine < size && data[firstLine] == ' ')
                firstLine = nextLine(firstLine);
        return true;
    }

    qint64 nextLine(qint64 at) const
    {
        const char *nl = static_cast<const char *>(memchr(data + at, '\n', size_t(size - at)));
        return nl ? nl - data + 1 : size;
    }

    QByteArray lineAt(qint64 at) const
    {
        if (at < 0 || at >= size)
            return {};
        const char *nl = static_cast<const char *>(memchr(data + at, '\n', size_t(size - at)));
        return QByteArray(data + at, nl ? nl - (data + at) : size - at);
    }

    // The line's first field (up to its first space) against `key`, by bytes.
    int compareKey(qint64 at, QByteArrayView key) const
    {
        const char *end = data + nextLine(at);
        const char *sp = static_cast<const char *>(memchr(data + at, ' ', size_t(end - (data + at))));
        return QByteArrayView(data + at, (sp ? sp : end) - (data + at)).compare(key);
    }

    // Where the first line whose first field is not below `key` starts.
    qint64 lowerBound(QByteArrayView key) const
    {
        qint64 lo = firstLine, hi = size; // both line starts (or the end)
        while (lo < hi) {
            qint64 at = lo + (hi - lo) / 2;
            while (at > lo && data[at - 1] != '\n') // back to its line's start
                --at;
            if (compareKey(at, key) < 0)
                lo = nextLine(at);
            else
                hi = at;
        }
        return lo;
    }

    // The line for `lemma`, by binary search.
    QByteArray find(const QByteArray &lemma) const
    {
        const qint64 at = lowerBound(lemma);
        return at < size && compareKey(at, lemma) == 0 ? lineAt(at) : QByteArray();
    }

    // The lines whose first field starts with `prefix`, in order.
    QList<QByteArray> linesStartingWith(const QByteArray &prefix) const
    {
        QList<QByteArray> out;
        for (qint64 at = lowerBound(prefix); at < size && QByteArrayView(data + at, size - at).startsWith(prefix); at = nextLine(at))
            out << lineAt(at);
        return out;
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
    // How often each sense was seen in WordNet's tagged texts (cntlist.rev,
    // sorted by sense key: "house%1:14:01:: 2 2" is house, noun, sense 2,
    // seen twice).
    MappedFile senseCounts;

    int senseCount(const QByteArray &lemma, char letter, int senseNumber) const
    {
        static constexpr char kPosOfType[] = {0, 'n', 'v', 'a', 'r', 'a'}; // ss_type 1..5, 5: satellites
        int count = 0;
        for (const QByteArray &line : senseCounts.linesStartingWith(lemma + '%')) {
            const QList<QByteArray> f = line.trimmed().split(' ');
            const qsizetype type = lemma.size() + 1 < f.at(0).size() ? f.at(0).at(lemma.size() + 1) - '0' : -1;
            if (f.size() >= 3 && type >= 1 && type <= 5 && kPosOfType[type] == letter && f.at(1).toInt() == senseNumber)
                count = f.at(2).toInt();
        }
        return count;
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
