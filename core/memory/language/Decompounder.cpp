// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Decompounder.h"

#include "GermanLexicon.h"
#include "GermanPack.h"
#include "Stemmer.h"

#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSet>

namespace tarn {

namespace {

// Shorter fronts and heads are mostly prefixes and endings ("be-", "-er").
constexpr int kMinPart = 3;
// Shorter words are rarely compounds, and "Eistee" is six letters.
constexpr int kMinCompound = 6;
// "Bundesverfassungsgerichtsurteil" has four parts; deeper is noise.
constexpr int kMaxDepth = 4;
// "Donaudampfschifffahrtsgesellschaftskapitän" is 42 letters. A longer
// token is no word a person wrote, and splitting costs the square of its
// length (every head tried, each looked up): a hostile 100 kB token must
// not stall the index.
constexpr int kMaxCompound = 64;

using Lexicon = GermanPack::View;

const Lexicon &lexicon()
{
    return GermanPack::builtInOrEmpty();
}

using GermanLexicon::folded;

bool isContinuationByte(char c)
{
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// Endings that make nouns of other words: "Freundschaft" is no "Schaft",
// "Bekanntheit" no "Heit".
bool isDerivationalEnding(QByteArrayView head)
{
    static const QSet<QByteArray> endings{"schaft", "heit", "keit", "ung", "tum", "nis", "chen", "lein", "ling", "sal", "sel", "tat"};
    return endings.contains(head.toByteArray());
}

// Prepositions and particles that begin words ("Mitarbeiter", "Vorstand")
// say nothing as a part of their own.
bool isParticle(const QByteArray &word)
{
    static const QSet<QByteArray> particles{"mit", "vor", "auf", "aus", "bei", "nach", "von", "gegen", "unter", "uber",
                                            "hinter", "neben", "durch", "zwischen", "ober", "aller", "selbst", "sonder",
                                            "wieder", "zuruck", "weiter", "voll", "fort", "hin", "her", "dar", "los"};
    return particles.contains(word);
}

bool isNoun(const Lexicon &lex, const QByteArray &word)
{
    // "kredite", "terminen": the head is where a compound inflects.
    return lex.isNoun(word) || lex.isNounStem(Stemmer::stem(Language::German, word.constData(), int(word.size())));
}

// The noun a feminine form is made from ("Ärztin" → "arzt", "Kollegin" →
// "kollege", "Nachbarinnen" → "nachbar"), or empty. Words that end so
// without being one are listed ("Termin" is no female "Term").
QByteArray masculineOf(const Lexicon &lex, const QByteArray &word)
{
    static const QSet<QByteArray> notFeminine{"termin", "benzin", "gestein", "terrain", "login", "heroin", "tannin",
                                              "albumin", "hermelin", "kretin", "murein", "fuchsin", "sardin", "ladin"};
    QByteArray base;
    if (word.endsWith("innen"))
        base = word.chopped(5);
    else if (word.endsWith("in"))
        base = word.chopped(2);
    if (base.size() < kMinPart || notFeminine.contains(word) || notFeminine.contains(base + "in"))
        return {};
    if (lex.isNoun(base))
        return base;
    if (lex.isNoun(base + 'e'))
        return base + 'e';
    return {};
}

// The head as the index holds it (a feminine form as its noun too), or
// empty where it is no noun.
QList<QByteArray> nounHeadOf(const Lexicon &lex, QByteArrayView head)
{
    if (head.size() < kMinPart || isDerivationalEnding(head))
        return {};
    const QByteArray h = head.toByteArray();
    if (const QByteArray m = masculineOf(lex, h); !m.isEmpty())
        return {h, m};
    if (isNoun(lex, h))
        return {h};
    return {};
}

bool split(const Lexicon &lex, QByteArrayView word, int depth, QList<QByteArray> &parts);

// The lexicon's word a front stands for, or empty: itself, without its
// linking element ("geburts" → "geburt", "hunde" → "hund"), or with the "e"
// or the infinitive's ending it drops ("schul" → "schule", "wohn" → "wohnen").
QByteArray knownWordOf(const Lexicon &lex, const QByteArray &f)
{
    if (lex.isWord(f))
        return f;
    static const char *const links[] = {"s", "es", "n", "en", "er", "e", "ns"};
    for (const char *link : links) {
        const QByteArrayView l(link);
        if (f.size() - l.size() >= kMinPart && f.endsWith(l) && lex.isWord(f.chopped(l.size())))
            return f.chopped(l.size());
    }
    for (const char *dropped : {"e", "en"})
        if (lex.isWord(f + dropped))
            return f + dropped;
    return {};
}

// The word a compound's front stands for (knownWordOf), or a compound of
// its own ("fixzins"); either way its parts join `parts`. Empty when it is
// neither.
QByteArray frontWord(const Lexicon &lex, QByteArrayView front, int depth, QList<QByteArray> &parts)
{
    const QByteArray word = knownWordOf(lex, front.toByteArray());
    // A known word may be a compound too ("Geburtstag"): its parts join.
    if (!word.isEmpty()) {
        split(lex, word, depth + 1, parts);
        return word;
    }
    const QByteArray f = front.toByteArray();
    if (split(lex, front, depth + 1, parts))
        return f;
    for (const char *link : {"s", "es"})
        if (f.endsWith(link) && split(lex, QByteArrayView(f).chopped(qstrlen(link)), depth + 1, parts))
            return f.chopped(qstrlen(link));
    return {};
}

bool split(const Lexicon &lex, QByteArrayView word, int depth, QList<QByteArray> &parts)
{
    if (depth > kMaxDepth || word.size() < kMinCompound)
        return false;
    // The longest head first: "Zahnarzttermin" is a "Termin" of the
    // "Zahnarzt" before it is anything else.
    for (qsizetype i = kMinPart; i + kMinPart <= word.size(); ++i) {
        if (isContinuationByte(word.at(i)))
            continue;
        const QList<QByteArray> head = nounHeadOf(lex, word.sliced(i));
        if (head.isEmpty())
            continue;
        QList<QByteArray> frontParts;
        const QByteArray front = frontWord(lex, word.first(i), depth, frontParts);
        if (front.isEmpty())
            continue;
        parts << head;
        // "Kinderärztin" is found as the "Kinderarzt" too.
        if (head.size() > 1)
            parts << word.first(i).toByteArray() + head.at(1);
        if (!isParticle(front))
            parts << front;
        parts << frontParts;
        return true;
    }
    return false;
}

} // namespace

QList<QByteArray> Decompounder::partsOf(const char *word, int length)
{
    const Lexicon &lex = lexicon();
    QList<QByteArray> parts;
    if (length < kMinCompound || length > kMaxCompound || lex.nounCount() == 0)
        return parts;
    // A feminine form of a noun the lexicon knows is read as that before
    // any split ("Kollegin" is no "Kolle" of "Gin"); the noun may be a
    // compound itself.
    if (const QByteArray m = masculineOf(lex, QByteArray(word, length)); !m.isEmpty()) {
        parts << m;
        split(lex, m, 0, parts);
    } else {
        split(lex, QByteArrayView(word, length), 0, parts);
    }
    // A part may come twice ("Tagestag"); the word itself is indexed anyway.
    QList<QByteArray> unique;
    for (const QByteArray &p : std::as_const(parts))
        if (!unique.contains(p) && p != QByteArrayView(word, length))
            unique << p;
    return unique;
}

QStringList Decompounder::partsOfWord(const QString &word)
{
    QStringList out;
    const QByteArray w = folded(word).toUtf8();
    for (const QByteArray &p : partsOf(w.constData(), int(w.size())))
        out << QString::fromUtf8(p);
    return out;
}

QStringList Decompounder::partsOfText(const QString &text)
{
    QStringList out;
    static const QRegularExpression capitalised(QStringLiteral("\\b\\p{Lu}\\p{L}{5,}"), QRegularExpression::UseUnicodePropertiesOption);
    for (auto it = capitalised.globalMatch(text); it.hasNext();)
        for (const QString &part : partsOfWord(it.next().captured()))
            if (!out.contains(part))
                out << part;
    return out;
}

bool Decompounder::builtIn()
{
    return GermanPack::isBuiltIn();
}

bool Decompounder::available()
{
    return lexicon().nounCount() > 0;
}

} // namespace tarn
