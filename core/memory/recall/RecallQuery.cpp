// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecallQuery.h"

#include "Bilingual.h"
#include "Decompounder.h"
#include "LanguageGuess.h"
#include "QueryLimits.h"
#include "RecallIdioms.h"
#include "RecallRanking.h"
#include "RelatedWords.h"
#include "Stemmer.h"
#include "Vocatives.h"
#include "WordVectors.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace tarn {

namespace {

// Of a word's narrower kinds, those a person could have written: each of
// its words among the commonest RecallRanking::kNarrowerCommonest of
// GloVe's (WordVectors.h). WordNet's kinds of "herb" are 1,500, "sweet
// cicely" and "pennyroyal" among them; 534 are left, each one probe of the
// lake fewer (RecallRanking.h has the measurement). Without the word
// vectors every kind is asked for, as before.
QStringList writtenKinds(const QStringList &kinds)
{
    const WordVectors *wv = WordVectors::shared();
    if (!wv)
        return kinds;
    QStringList out;
    for (const QString &kind : kinds) {
        const QStringList words = kind.split(u' ', Qt::SkipEmptyParts);
        if (std::all_of(words.begin(), words.end(), [&](const QString &w) {
                return wv->commonness(w.toLower()) < RecallRanking::kNarrowerCommonest;
            }))
            out << kind;
    }
    return out;
}

// Recall's stage 2 stems every word of ~100 candidates twice over (English
// and German), and the same words recur from one candidate and one recall
// to the next; a word's stems are remembered per thread, up to
// kStemsRemembered words, then forgotten all at once. A word and its two
// stems take ~300 bytes, so each thread that recalls (the window's worker,
// the API's readers, MCP) holds at most ~3 MB; 10,000 words are most of
// what people write.
constexpr qsizetype kStemsRemembered = 10000;

QSet<QString> stemsOfWord(const QString &folded)
{
    thread_local QHash<QString, QSet<QString>> remembered;
    if (const auto it = remembered.constFind(folded); it != remembered.constEnd())
        return *it;
    if (remembered.size() >= kStemsRemembered)
        remembered.clear();
    QSet<QString> stems{Stemmer::stem(Language::English, folded), Stemmer::stem(Language::German, folded)};
    remembered.insert(folded, stems);
    return stems;
}

using LanguageGuess::foldedWords;

// Per word of a phrase, its stems in both languages.
QList<QSet<QString>> phraseStemsOf(const QString &text)
{
    QList<QSet<QString>> stems;
    for (const QString &word : foldedWords(text))
        stems << stemsOfWord(word);
    return stems;
}

} // namespace

RecallQuery RecallQuery::build(const QString &query, bool expand, const HeldPhrases &held)
{
    RecallQuery q;
    q.m_expected = RecallAnswerType::expectedBy(query);
    if (q.m_expected != RecallAnswerType::Expected::None)
        q.m_questionWords = RecallAnswerType::wordsOf(query);
    q.m_terms = RecallRanking::queryTerms(query);
    if (q.m_terms.isEmpty())
        return q;
    QStringList asked = q.m_terms;
    const QSet<QString> shape = RecallAnswerType::shapeWordsOf(query);
    const LanguageGuess::Guess lang = LanguageGuess::fromText(query);
    // More German markers than English ones: a question is short, so one
    // "wir" in "Welchen Kredit haben wir genommen?" is the evidence there is.
    const bool likelyGerman = lang.language == Language::German;
    asked.removeIf([&](const QString &w) {
        return RecallRanking::isQuestionFiller(w) || shape.contains(w)
            || (likelyGerman && RecallRanking::isGermanFunctionWord(w));
    });
    if (!asked.isEmpty())
        q.m_terms = asked;
    // Set phrases ("do for a living", "like best", "can't stand") ask for
    // what their answer says ("work", "favourite", "hate"): that word takes
    // the place of the one carrying the phrase, or joins the question where
    // that one is not among its terms (a stop word or a filler). Where the
    // question asks for it already ("what do I use now, these days") the
    // phrase's words only go.
    QHash<QString, QStringList> idiomForms;
    QHash<QString, QString> phraseOf; // the word asked for -> the set phrase it stands for
    if (expand) {
        for (const RecallIdioms::Reading &r : RecallIdioms::in(query)) {
            const QString &said = r.means.first();
            const qsizetype g = q.m_terms.indexOf(r.words.first());
            // The word is its own meaning ("which restaurants do I hate"):
            // it stays, and asks for the other ways of saying it too.
            if (said == r.words.first() && g >= 0) {
                idiomForms[said] << r.means.mid(1);
                continue;
            }
            if (q.m_terms.contains(said)) {
                for (const QString &word : r.words)
                    if (q.m_terms.size() > 1)
                        q.m_terms.removeOne(word);
                continue;
            }
            if (g >= 0)
                q.m_terms[g] = said;
            else if (q.m_terms.size() < QueryLimits::kMaxTerms)
                q.m_terms << said;
            else
                continue;
            idiomForms[said] << r.means.mid(1);
            phraseOf.insert(said, r.phrase);
            for (const QString &drop : r.words.mid(1))
                if (q.m_terms.size() > 1)
                    q.m_terms.removeOne(drop);
        }
        for (auto it = phraseOf.cbegin(); it != phraseOf.cend(); ++it)
            if (const qsizetype g = q.m_terms.indexOf(it.key()); g >= 0)
                q.m_setPhrases.insert(int(g), it.value());
    }
    // Words the person ended with '*' are prefixes, matched as typed.
    QSet<QString> prefixes;
    static const QRegularExpression starred(QStringLiteral("(\\w+)\\*"), QRegularExpression::UseUnicodePropertiesOption);
    for (auto it = starred.globalMatch(query); it.hasNext();)
        prefixes.insert(it.next().captured(1).toLower());

    // A word written with a capital inside the question is a name ("Robin",
    // "Galway"): a thesaurus knows the bird and the town's synonyms, not the
    // person. German capitalises every noun, so this holds for English only.
    QSet<QString> names;
    {
        static const QRegularExpression word(QStringLiteral("\\w+"), QRegularExpression::UseUnicodePropertiesOption);
        bool first = true;
        for (auto it = word.globalMatch(query); it.hasNext();) {
            const QString w = it.next().captured(0);
            if (!first && w.at(0).isUpper())
                names.insert(w.toLower());
            first = false;
        }
    }
    // A word written with a hyphen is often written closed too ("e-mail",
    // "email"; "wi-fi", "wifi"): the closed form joins the group of the
    // hyphenated word's last part that is a term, as the same word. Where
    // the first part is a letter or two ("e-mail", "x-ray") the closed form
    // is the word asked for, and the part alone ("mail": the post) only a
    // related one.
    QHash<int, QStringList> closedForms;
    QHash<int, QString> partsOnly;
    {
        static const QRegularExpression hyphenated(QStringLiteral("(\\w+)-(\\w+)"), QRegularExpression::UseUnicodePropertiesOption);
        for (auto it = hyphenated.globalMatch(query); it.hasNext();) {
            const auto m = it.next();
            const QString closed = (m.captured(1) + m.captured(2)).toLower();
            const int g = int(q.m_terms.indexOf(m.captured(2).toLower()));
            if (g >= 0 && m.captured(1).size() <= 2 && !q.m_terms.contains(closed)) {
                partsOnly.insert(g, q.m_terms.at(g));
                q.m_terms[g] = closed;
                continue;
            }
            const int h = g >= 0 ? g : int(q.m_terms.indexOf(m.captured(1).toLower()));
            if (h >= 0)
                closedForms[h] << closed;
        }
    }
    const bool english = !lang.sure || lang.language == Language::English;
    const bool german = !lang.sure || lang.language == Language::German;
    const RecallRanking::ExpansionWeights &w = RecallRanking::kExpansion;
    // Which typed words the lake holds at all, asked once (see below).
    const QStringList heldTerms = expand && english && held && w.narrower > 0 ? held(q.m_terms) : QStringList();

    for (int g = 0; g < q.m_terms.size(); ++g) {
        const QString &term = q.m_terms.at(g);
        QSet<QString> covered; // the stems this word's phrases already look for
        const auto add = [&](const QString &text, double weight, bool prefix) {
            if (weight <= 0)
                return;
            const QList<QSet<QString>> stems = phraseStemsOf(text);
            if (stems.isEmpty())
                return;
            QSet<QString> all;
            for (const QSet<QString> &word : stems)
                all.unite(word);
            // A related word whose every stem is already asked for adds
            // nothing but a second count of the same match. One stem in
            // common is not enough: "cleaner" stems "clean" in German as
            // "cleaning" does in English, and is still another word.
            if (!prefix && stems.size() == 1 && covered.contains(all))
                return;
            covered.unite(all);
            q.m_phrases.append({text, g, weight, prefix});
            q.m_phraseStems.append(stems);
        };
        // Of `words`, closest first, the first `most` the lake holds, asked
        // `chunk` at a time so that a long list stops early.
        const auto addHeld = [&](const QStringList &words, qsizetype chunk, double weight, int most) {
            int kept = 0;
            for (qsizetype from = 0; from < words.size() && kept < most; from += chunk)
                for (const QString &h : held(words.mid(from, chunk))) {
                    if (kept >= most)
                        break;
                    const qsizetype before = q.m_phrases.size();
                    add(h, weight, false);
                    kept += int(q.m_phrases.size() - before);
                }
        };
        add(term, 1.0, prefixes.contains(term));
        if (!expand || prefixes.contains(term))
            continue;
        for (const QString &same : idiomForms.value(term))
            add(same, RecallRanking::kExpansion.forms, false);
        for (const QString &closed : closedForms.value(g))
            add(closed, RecallRanking::kExpansion.forms, false);
        if (partsOnly.contains(g))
            add(partsOnly.value(g), RecallRanking::kExpansion.derived, false);
        RelatedWords::Related related;
        if (english && !names.contains(term))
            related = RelatedWords::english(term);
        // A capital on an adjective is a people's or a country's
        // ("Croatian", "Irish"): it asks for the place it comes from
        // ("Croatia", "Ireland"), WordNet's derivation, and nothing else.
        else if (english && RelatedWords::isAdjective(term))
            related.derived = RelatedWords::english(term).derived;
        // A question that could be either language asks the German
        // thesaurus only for words WordNet does not know: "after" in "which
        // doctor looks after my teeth" is no German "After" (the anus).
        if (german && (lang.sure || related.isEmpty())) {
            const RelatedWords::Related de = RelatedWords::german(term);
            related.synonyms << de.synonyms;
        }
        // A German compound asks for its words too ("Friseurtermin": the
        // "Termin" at the "Friseur"), below the compound itself, as a
        // hyphenated word's parts are (dev MRR 0.647 at 0.35, 0.647 at
        // 0.6, 0.643 at 1.0). A German question capitalises its nouns, so
        // a capital says no name there.
        if (german && (lang.sure || !names.contains(term)))
            for (const QString &part : Decompounder::partsOfWord(term))
                add(part, w.derived, false);
        // A kind weighted 0 was measured not to help (RecallRanking.h).
        for (const QString &f : std::as_const(related.forms))
            add(f, w.forms, false);
        for (const QString &d : std::as_const(related.derived))
            add(d, w.derived, false);
        for (const QString &s : std::as_const(related.synonyms))
            add(s, w.synonyms, false);
        for (const QString &b : std::as_const(related.broader))
            add(b, w.broader, false);
        // An adjective's cluster ("scared": "afraid", "terrified"), the
        // first few the lake holds: the head, then its satellites, 12
        // probes of the index at a time (a large cluster is 48).
        if (english && held && w.similar > 0 && !names.contains(term))
            addHeld(RelatedWords::similar(term), 12, w.similar, w.similarKept);
        // A word nobody ever wrote in the lake ("instrument", "herb") is
        // asked for by the kinds of it the lake holds ("fiddle",
        // "coriander"). Where the lake holds the word itself its kinds only
        // brought noise: a common noun's hundreds of hyponyms match rows the
        // question is not about (RecallRanking::ExpansionWeights). The
        // nearest first, 64 probes at a time.
        if (english && held && w.narrower > 0 && !names.contains(term) && !heldTerms.contains(term))
            addHeld(writtenKinds(RelatedWords::narrower(term)), 64, w.narrower, w.narrowerKept);
        // The same word in the other language, where the lake holds it: a
        // German memory answers an English question ("paediatrician":
        // "Kinderärztin") and an English one a German question ("Hund":
        // "dog"; Bilingual.h). A name in an English question is no word.
        if (held && w.translations > 0 && (german || !names.contains(term))) {
            QStringList other;
            if (german)
                other << Bilingual::english(term);
            if (english)
                other << Bilingual::german(term);
            // "too" is "auch", "each" is "jeder": a function word's
            // translations are function words, which no question asks for.
            other.removeIf([](const QString &t) {
                return RecallRanking::isStopWord(t) || RecallRanking::isGermanFunctionWord(t)
                    || RecallRanking::isQuestionFiller(t);
            });
            addHeld(other, 12, w.translations, w.translationsKept);
        }
    }
    // A word asking for the present counts a share of a word, in stage 1
    // (its phrases' weights) and in the blend (overlapOf), when there are
    // words beside it that name the subject (RecallRanking.h).
    if (q.m_terms.size() > 1)
        for (int g = 0; g < q.m_terms.size(); ++g)
            if (RecallRanking::asksForThePresent(q.m_terms.at(g))) {
                q.m_groupShares.insert(g, RecallRanking::kPresentWordShare);
                for (RecallPhrase &p : q.m_phrases)
                    if (p.group == g)
                        p.weight *= RecallRanking::kPresentWordShare;
            }
    return q;
}

void RecallQuery::addPhrase(int group, const QString &text, double weight)
{
    if (group < 0 || group >= m_terms.size() || weight <= 0)
        return;
    const QList<QSet<QString>> stems = phraseStemsOf(text);
    if (stems.isEmpty())
        return;
    for (qsizetype i = 0; i < m_phrases.size(); ++i)
        if (m_phrases.at(i).group == group && m_phraseStems.at(i) == stems)
            return;
    m_phrases.append({text, group, weight, false});
    m_phraseStems.append(stems);
}

namespace {

bool holds(const QSet<QString> &text, const QList<QSet<QString>> &phrase, const RecallPhrase &p, const QStringList &words)
{
    if (p.prefix)
        return std::any_of(words.cbegin(), words.cend(), [&](const QString &w) { return w.startsWith(p.text); });
    return std::all_of(phrase.cbegin(), phrase.cend(), [&](const QSet<QString> &stems) { return text.intersects(stems); });
}

} // namespace

double RecallQuery::overlap(const QString &content, const QStringList &tags) const
{
    return overlap(content, tags, nullptr);
}

QStringList RecallQuery::matchedPhrases(const QString &content, const QStringList &tags) const
{
    QStringList out;
    overlap(content, tags, &out);
    return out;
}

QList<double> RecallQuery::wordsAnswered(const QString &content, const QStringList &tags, QStringList *matched) const
{
    QList<double> best(m_terms.size(), 0.0);
    if (m_terms.isEmpty())
        return best;
    const auto answer = [&](const QString &text, QStringList *found) {
        const QStringList words = foldedWords(text + u' ' + tags.join(u' '));
        QSet<QString> stems;
        for (const QString &w : words)
            stems.unite(stemsOfWord(w));
        for (int i = 0; i < m_phrases.size(); ++i) {
            const RecallPhrase &p = m_phrases.at(i);
            if (!holds(stems, m_phraseStems.at(i), p, words))
                continue;
            *found << p.text;
            best[p.group] = std::max(best.at(p.group), p.weight);
        }
    };
    QStringList found;
    answer(content, &found);
    // A name the text is said to is not what it is about (Vocatives.h): read
    // again without it, where a word it matched is written as a name.
    if (Vocatives::mayAddress(content, found)) {
        if (const QString without = Vocatives::blanked(content); without != content) {
            best.fill(0.0);
            found.clear();
            answer(without, &found);
        }
    }
    if (matched)
        *matched << found;
    return best;
}

void RecallQuery::setWordWeights(const QList<double> &weights)
{
    m_wordWeights = weights.size() == m_terms.size() ? weights : QList<double>{};
}

double RecallQuery::overlap(const QString &content, const QStringList &tags, QStringList *matched) const
{
    if (m_terms.isEmpty())
        return 0;
    return overlapOf(wordsAnswered(content, tags, matched));
}

double RecallQuery::overlapOf(const QList<double> &best) const
{
    double sum = 0;
    double total = 0;
    for (qsizetype g = 0; g < std::min(best.size(), m_terms.size()); ++g) {
        // A word counted at a share (build) answered by its typed form counts 1 of that share.
        const double share = m_groupShares.value(int(g), 1.0);
        const double weight = (m_wordWeights.isEmpty() ? 1.0 : m_wordWeights.at(g)) * share;
        sum += weight * best.at(g) / share;
        total += weight;
    }
    return total > 0 ? sum / total : 0;
}

bool RecallQuery::answeredBy(const QString &content) const
{
    return RecallAnswerType::holds(content, m_expected, m_questionWords);
}

} // namespace tarn
