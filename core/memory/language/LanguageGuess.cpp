// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LanguageGuess.h"

#include <QSet>

#include <cstdlib>

namespace tarn::LanguageGuess {

namespace {

// Function words that are frequent in one language and rare or absent in
// the other ("die", "an", "in" and "was" are in both, so they are left out).
const QSet<QByteArray> &englishMarkers()
{
    static const QSet<QByteArray> words{"the", "and", "is", "are", "were", "my", "i", "to", "of", "a",
                                        "with", "for", "on", "at", "have", "has", "it", "that", "we", "you",
                                        "he", "she", "they", "our", "this", "from", "be", "not", "will",
                                        "what", "when", "where", "who", "how", "does", "did", "do", "his", "her"};
    return words;
}

const QSet<QByteArray> &germanMarkers()
{
    static const QSet<QByteArray> words{"der", "das", "und", "ist", "ich", "mein", "meine", "meinen", "nicht",
                                        "mit", "ein", "eine", "einen", "zu", "den", "dem", "von", "im", "auf",
                                        "fur", "wir", "es", "sie", "bei", "am", "hat", "habe", "sind", "wie",
                                        "wo", "wer", "wann", "auch", "noch", "nach", "uns",
                                        "unsere", "unser", "sich", "mir", "mich", "du", "dir", "er", "aus"};
    return words;
}

} // namespace

bool hasGermanLetters(const char *utf8, int length)
{
    // ä ö ü Ä Ö Ü ß are C3 A4 / B6 / BC / 84 / 96 / 9C / 9F in UTF-8.
    for (int i = 0; i + 1 < length; ++i) {
        if (static_cast<unsigned char>(utf8[i]) != 0xC3)
            continue;
        switch (static_cast<unsigned char>(utf8[i + 1])) {
        case 0xA4: case 0xB6: case 0xBC: case 0x84: case 0x96: case 0x9C: case 0x9F:
            return true;
        default:
            break;
        }
    }
    return false;
}

Guess fromWords(const QList<QByteArray> &words, bool germanLetters)
{
    int english = 0;
    int german = germanLetters ? 2 : 0;
    for (const QByteArray &w : words) {
        if (englishMarkers().contains(w))
            ++english;
        if (germanMarkers().contains(w))
            ++german;
    }
    Guess g;
    g.language = german > english ? Language::German : Language::English;
    // Sure when one side leads by two markers: "Zahnarzt am Dienstag" (one
    // marker) is stemmed both ways, "I moved to Galway and love it" is not.
    g.sure = std::abs(german - english) >= 2;
    g.germanHints = german > 0;
    return g;
}

QStringList foldedWords(const QString &text)
{
    QStringList out;
    QString word;
    const QString folded = text.toLower().normalized(QString::NormalizationForm_D);
    for (const QChar c : folded) {
        if (c.isMark())
            continue;
        if (c.isLetterOrNumber()) {
            word += c;
        } else if (!word.isEmpty()) {
            out << word;
            word.clear();
        }
    }
    if (!word.isEmpty())
        out << word;
    return out;
}

Guess fromText(const QString &text)
{
    QList<QByteArray> words;
    for (const QString &w : foldedWords(text))
        words << w.toUtf8();
    const QByteArray utf8 = text.toUtf8();
    return fromWords(words, hasGermanLetters(utf8.constData(), int(utf8.size())));
}

} // namespace tarn::LanguageGuess
