// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecallRanking.h"

#include "QueryLimits.h"

#include <QSet>
#include <algorithm>
#include <cmath>

namespace tarn::RecallRanking {

namespace {

// Words that say nothing about what is wanted ("what did I say about the
// roadmap"); dropping them keeps BM25 from ranking by them.
const QSet<QString> &stopWords()
{
    static const QSet<QString> words = [] {
        QSet<QString> set;
        for (const char *w : {"a", "about", "am", "an", "and", "any", "are", "as", "at", "be", "been", "but", "by",
                              "can", "could", "did", "do", "does", "for", "from", "had", "has", "have", "he", "her",
                              "his", "how", "i", "if", "in", "is", "it", "its", "me", "my", "of", "on", "or", "our",
                              "say", "said", "she", "should", "so", "tell", "than", "that", "the", "their", "them",
                              "then", "there", "these", "they", "this", "those", "to", "us", "was", "we", "were", "what",
                              "when", "where", "which", "who", "why", "will", "with", "would", "you", "your",
                              // German: "wann ist mein Termin beim Zahnarzt"
                              "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer",
                              "und", "oder", "ist", "sind", "waren", "ich", "du", "er", "sie", "es", "wir",
                              "ihr", "mein", "meine", "meinen", "meinem", "meiner", "dein", "deine", "sein",
                              "seine", "unser", "unsere", "zu", "zum", "zur", "von", "vom", "mit", "bei", "beim",
                              "im", "auf", "aus", "nach", "fur", "für", "wann", "wo", "wer", "wie", "was",
                              "welche", "welcher", "welches", "warum", "habe", "haben", "hatte", "nicht",
                              "auch", "noch", "mir", "mich", "dir", "dich", "uns", "sich", "am", "um", "über"})
            set.insert(QString::fromUtf8(w)); // this file is UTF-8: "für", "über"
        return set;
    }();
    return words;
}

QStringList words(const QString &text)
{
    QStringList out;
    QString current;
    const auto flush = [&] {
        if (!current.isEmpty())
            out << current.toLower();
        current.clear();
    };
    for (const QChar c : text) {
        if (c.isLetterOrNumber() || c.isMark())
            current += c;
        else
            flush(); // like FTS5's tokenizer: "Sam's" is "sam" and "s"
    }
    flush();
    return out;
}

} // namespace

double tierMultiplier(Tier tier)
{
    switch (tier) {
    case Tier::Stm:
        return 1.0;
    case Tier::Episodic:
        return 1.15;
    case Tier::Semantic:
        return 1.3;
    }
    return 1.0;
}

double kindBonus(Kind kind)
{
    switch (kind) {
    case Kind::Profile:
        return 1.0;
    case Kind::Preference:
        return 0.9;
    case Kind::Fact:
    case Kind::Decision:
        return 0.8;
    case Kind::Goal:
        return 0.7;
    case Kind::Synthesis:
        return 0.6;
    case Kind::Insight:
        return 0.5;
    case Kind::Event:
        return 0.4;
    case Kind::Question:
        return 0.2;
    case Kind::Episode:
        return 0.1;
    case Kind::Observation:
        return 0.0;
    }
    return 0.0;
}

int candidatePool(int limit)
{
    // Enough for stage 2 to lift a good match BM25 placed lower, few enough
    // that fetching them stays cheap on a large lake.
    return std::clamp(limit * 8, 48, 400);
}

bool isStopWord(const QString &word)
{
    return stopWords().contains(word);
}

bool isQuestionFiller(const QString &word)
{
    static const QSet<QString> filler = [] {
        QSet<QString> set;
        for (const char *w : {"go", "goes", "going", "get", "gets", "got", "kind", "sort", "thing", "things", "lately",
                              "anywhere", "ever", "usually", "much", "many", "also", "just", "really"})
            set.insert(QString::fromLatin1(w));
        return set;
    }();
    return filler.contains(word);
}

bool asksForThePresent(const QString &word)
{
    static const QSet<QString> words = [] {
        QSet<QString> set;
        for (const char *w : {"now", "nowadays", "currently", "presently", "jetzt", "nun", "derzeit", "zurzeit",
                              "aktuell", "momentan", "mittlerweile", "inzwischen", "gegenwärtig"})
            set.insert(QString::fromUtf8(w));
        return set;
    }();
    return words.contains(word);
}

bool isGermanFunctionWord(const QString &word)
{
    static const QSet<QString> words = [] {
        QSet<QString> set;
        for (const char *w : {"hat", "hast", "habt", "hatten", "hattest", "bin", "bist", "seid", "war", "warst", "wart",
                              "wird", "wirst", "werden", "wurde", "wurden", "worden", "kann", "kannst", "können",
                              "konnte", "muss", "musst", "müssen", "soll", "sollen", "sollte", "will", "willst",
                              "wollen", "darf", "dürfen", "mag", "möchte", "möchten", "gibt", "welchen", "welchem",
                              "wessen", "wen", "wem", "kein", "keine", "keinen", "keinem", "keiner", "dieser", "diese",
                              "dieses", "diesen", "diesem", "man", "ihm", "ihn", "ihnen", "ihre", "ihrem", "ihren",
                              "ihrer", "seinen", "seinem", "seiner", "meines", "unserem", "unseren", "unserer",
                              "unseres", "euer", "eure", "euren", "eurem", "denn", "doch", "ja", "schon", "als", "ob",
                              "dass", "wenn", "weil", "aber", "an", "ans", "in", "ins", "vor", "durch", "gegen",
                              "ohne", "bis", "seit", "wegen", "zwischen", "unter", "neben", "hinter", "während",
                              "etwas", "jemand", "immer", "wieder", "eigentlich", "gerade", "mal", "nur"})
            set.insert(QString::fromUtf8(w)); // UTF-8, as this file is
        return set;
    }();
    return words.contains(word);
}

QStringList queryTerms(const QString &query)
{
    // A set remembers the words seen, so the work grows with the query's
    // length (a list's contains() made 100,000 distinct words take 34 s).
    QSet<QString> seen;
    QStringList meaningful;
    QStringList stops; // the terms when the query is nothing but stop words
    for (const QString &w : words(query)) {
        if (seen.contains(w))
            continue;
        seen.insert(w);
        if (!stopWords().contains(w) && (w.size() > 1 || w.at(0).isDigit())) { // not the "s" of "Sam's"
            meaningful << w;
            if (meaningful.size() == QueryLimits::kMaxTerms)
                break;
        } else if (stops.size() < QueryLimits::kMaxTerms) {
            stops << w;
        }
    }
    return meaningful.isEmpty() ? stops : meaningful;
}

QList<double> wordWeights(const QList<QList<double>> &answered, qsizetype wordCount)
{
    QList<double> holding(wordCount, 0.0);
    for (const QList<double> &words : answered)
        for (qsizetype g = 0; g < std::min(wordCount, words.size()); ++g)
            if (words.at(g) > 0)
                holding[g] += 1;
    const double n = double(answered.size());
    QList<double> weights(wordCount, 1.0);
    for (qsizetype g = 0; g < wordCount; ++g)
        weights[g] = std::max(0.1, std::log((n + 1) / (holding.at(g) + 0.5)));
    return weights;
}

Signals signalsFor(const Delta &delta, double normalizedSeed, const RecallQuery &query, qint64 nowMs,
                   QStringList *matched)
{
    return signalsFor(delta, normalizedSeed, query, nowMs, query.wordsAnswered(delta.content, delta.tags, matched));
}

Signals signalsFor(const Delta &delta, double normalizedSeed, const RecallQuery &query, qint64 nowMs,
                   const QList<double> &answered)
{
    Signals s;
    s.seed = std::clamp(normalizedSeed, 0.0, 1.0);
    s.overlap = query.overlapOf(answered);
    s.confidence = std::clamp(delta.confidence, 0.0, 1.0);
    // Freshness is when the memory was observed (a correction is a new
    // delta, observed anew), never when it was read: last_recalled_at and
    // the recall refresh of last_confirmed_at stay out, so running other
    // queries first never reorders a recall (DESIGN §4).
    const double ageDays = std::max<qint64>(0, nowMs - delta.observedAt) / 86'400'000.0;
    s.freshness = std::pow(0.5, ageDays / kFreshnessHalfLifeDays);
    s.kind = kindBonus(delta.kind);
    s.answerAsked = query.expectedAnswer() != RecallAnswerType::Expected::None;
    if (s.answerAsked)
        s.answer = query.answeredBy(delta.content) ? 1.0 : 0.0;
    return s;
}

double blend(const Signals &s)
{
    const double matching = kWeights.seed * s.seed + kWeights.overlap * s.overlap
                          + kWeights.confidence * s.confidence + kWeights.freshness * s.freshness
                          + kWeights.kind * s.kind;
    return (1.0 - kWeights.answer) * matching + kWeights.answer * s.answer;
}

} // namespace tarn::RecallRanking
