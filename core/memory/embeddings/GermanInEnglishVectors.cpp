// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "GermanInEnglishVectors.h"

#include "Bilingual.h"
#include "Decompounder.h"
#include "GermanLexicon.h"

#include <QSet>

#include <algorithm>

namespace tarn::GermanInEnglishVectors {

namespace {

const QSet<QString> &functionWords()
{
    static const QSet<QString> words = [] {
        QSet<QString> s;
        for (const char *w :
             {"der",    "die",     "das",     "den",     "dem",    "des",    "ein",    "eine",   "einen",  "einem",
              "einer",  "eines",   "und",     "oder",    "aber",   "ist",    "sind",   "war",    "waren",  "bin",
              "bist",   "hat",     "habe",    "hast",    "haben",  "hatte",  "hatten", "wird",   "werden", "wurde",
              "ich",    "du",      "er",      "sie",     "es",     "wir",    "ihr",    "mein",   "meine",  "meinen",
              "meinem", "meiner",  "dein",    "deine",   "sein",   "seine",  "seinen", "ihre",   "ihren",  "unser",
              "unsere", "unseren", "unserem", "unserer", "euer",   "mich",   "mir",    "dich",   "dir",    "uns",
              "euch",   "sich",    "ihm",     "ihn",     "ihnen",  "zu",     "zum",    "zur",    "von",    "vom",
              "mit",    "auf",     "in",      "im",      "an",     "am",     "bei",    "beim",   "nach",   "aus",
              "für",    "über",    "um",      "vor",     "als",    "wie",    "wo",     "wer",    "was",    "wann",
              "welche", "welcher", "welches", "welchen", "noch",   "auch",   "schon",  "so",     "da",     "dass",
              "ob",     "denn",    "doch",    "nur",     "sehr",   "man",    "kann",   "soll",   "muss",   "nicht",
              "kein",   "keine",   "keinen",  "ja",      "nein",   "mal",    "dann",   "wenn",   "weil",   "hier"})
            s.insert(QString::fromUtf8(w));
        return s;
    }();
    return words;
}

// The commonest translations first: the dictionary lists a word's senses in
// no order of use ("Schlüssel": code before key, "Hund": tub before dog),
// and the sense most texts mean is mostly the one whose English word is
// common. A translation of two words counts by its rarer one.
QStringList commonest(QStringList translations, const Commonness &rank, int most)
{
    const auto rankOf = [&](const QString &t) {
        qint64 r = 0;
        for (const QString &w : t.split(u' ', Qt::SkipEmptyParts))
            r = std::max(r, rank(w));
        return r;
    };
    std::stable_sort(translations.begin(), translations.end(),
                     [&](const QString &a, const QString &b) { return rankOf(a) < rankOf(b); });
    return translations.mid(0, most);
}

// Base forms to look up when the word as written is not a headword: the
// dictionary lists a verb's infinitive and a noun's nominative singular.
QStringList baseForms(const QString &w)
{
    QStringList out;
    if (w.size() < 5)
        return out;
    const auto endsWith = [&](const char *s) { return w.endsWith(QLatin1String(s)); };
    if (endsWith("e"))
        out << w + u'n' << w.chopped(1);           // wohne → wohnen; Hunde → Hund
    if (endsWith("st"))
        out << w.chopped(2) + QStringLiteral("en"); // wohnst → wohnen
    else if (endsWith("t"))
        out << w.chopped(1) + QStringLiteral("en") << w.chopped(1) + u'n'; // heißt → heißen; ändert → ändern
    if (endsWith("en") || endsWith("es") || endsWith("er") || endsWith("em"))
        out << w.chopped(2) << w.chopped(1); // Hundes → Hund; Kindern → Kinder
    else if (endsWith("n") || endsWith("s"))
        out << w.chopped(1); // Katzen → Katze; Autos → Auto
    if (endsWith("te"))
        out << w.chopped(2) + QStringLiteral("en"); // wohnte → wohnen
    return out;
}

} // namespace

bool isFunctionWord(const QString &germanToken)
{
    return functionWords().contains(germanToken);
}

QStringList englishFor(const QString &germanToken, const Commonness &rank)
{
    if (germanToken.isEmpty() || isFunctionWord(germanToken))
        return {};
    if (const QStringList found = Bilingual::english(germanToken); !found.isEmpty())
        return commonest(found, rank, kTranslationsAveraged);
    for (const QString &base : baseForms(germanToken))
        if (const QStringList found = Bilingual::english(base); !found.isEmpty())
            return commonest(found, rank, kTranslationsAveraged);
    // A compound the dictionary does not list: its head and the next part
    // that it knows ("Gartenschlüssel": key, then garden). The parts come
    // without their umlauts ("schlussel"); where that is no headword, the
    // part as the word spells it is looked up ("schlüssel": folding keeps
    // each letter's place).
    const QString folded = GermanLexicon::folded(germanToken);
    const bool sameLength = folded.size() == germanToken.size();
    QStringList out;
    int partsKnown = 0;
    for (const QString &part : Decompounder::partsOfWord(germanToken)) {
        QStringList found = Bilingual::english(part);
        if (const qsizetype at = folded.indexOf(part); found.isEmpty() && sameLength && at >= 0)
            found = Bilingual::english(germanToken.mid(at, part.size()));
        if (found.isEmpty())
            continue;
        out << commonest(found, rank, 2);
        if (++partsKnown == 2)
            break;
    }
    return out;
}

} // namespace tarn::GermanInEnglishVectors
