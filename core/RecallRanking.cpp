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
                              "when", "where", "which", "who", "why", "will", "with", "would", "you", "your"})
            set.insert(QString::fromLatin1(w));
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

QString tierMultiplierSql()
{
    return QStringLiteral("(CASE d.tier WHEN 'semantic' THEN %1 WHEN 'episodic' THEN %2 ELSE %3 END)")
        .arg(tierMultiplier(Tier::Semantic))
        .arg(tierMultiplier(Tier::Episodic))
        .arg(tierMultiplier(Tier::Stm));
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

QString stem(const QString &word)
{
    // A light suffix stripper, not a linguist: enough that the forms a
    // person types ("birthdays", "allergic", "walking") find the forms the
    // lake holds ("birthday", "allergy", "walked"). It strips at most twice
    // and never below three letters, so short words stay whole.
    static const char *const suffixes[] = {"ations", "ation", "ings", "ing", "ies", "ied", "ness", "ment",
                                           "ers", "er", "ed", "es", "ic", "ly", "s", "y", "e"};
    QString s = word;
    for (int pass = 0; pass < 2; ++pass) {
        bool stripped = false;
        for (const char *suffix : suffixes) {
            const QLatin1String sfx(suffix);
            if (s.endsWith(sfx) && s.size() - sfx.size() >= 4) {
                s.chop(sfx.size());
                stripped = true;
                break;
            }
        }
        if (!stripped)
            break;
    }
    return s;
}

QString matchExpression(const QStringList &terms)
{
    QStringList parts;
    QSet<QString> stems; // words that share a stem are one prefix
    for (const QString &t : terms) {
        const QString st = stem(t);
        if (stems.contains(st))
            continue;
        stems.insert(st);
        parts << u'"' + st + QStringLiteral("\"*"); // terms hold letters and digits only
    }
    if (parts.isEmpty())
        return {};
    return QStringLiteral("{content tags} : (") + parts.join(QStringLiteral(" OR ")) + u')';
}

Signals signalsFor(const Delta &delta, double normalizedSeed, const QStringList &terms, qint64 nowMs)
{
    Signals s;
    s.seed = std::clamp(normalizedSeed, 0.0, 1.0);
    if (!terms.isEmpty()) {
        QStringList haystack = words(delta.content);
        for (const QString &tag : delta.tags)
            haystack << words(tag);
        int hit = 0;
        for (const QString &t : terms) {
            const QString st = stem(t);
            if (std::any_of(haystack.cbegin(), haystack.cend(), [&](const QString &w) { return w.startsWith(st); }))
                ++hit;
        }
        s.overlap = double(hit) / double(terms.size());
    }
    s.confidence = std::clamp(delta.confidence, 0.0, 1.0);
    // Freshness is when the memory was observed (a correction is a new
    // delta, observed anew), never when it was read: last_recalled_at and
    // the recall refresh of last_confirmed_at stay out, so running other
    // queries first never reorders a recall (DESIGN §4).
    const double ageDays = std::max<qint64>(0, nowMs - delta.observedAt) / 86'400'000.0;
    s.freshness = std::pow(0.5, ageDays / kFreshnessHalfLifeDays);
    s.kind = kindBonus(delta.kind);
    return s;
}

double blend(const Signals &s)
{
    return kWeights.seed * s.seed + kWeights.overlap * s.overlap + kWeights.confidence * s.confidence
         + kWeights.freshness * s.freshness + kWeights.kind * s.kind;
}

} // namespace tarn::RecallRanking
