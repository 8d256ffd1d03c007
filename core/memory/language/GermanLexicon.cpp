// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "GermanLexicon.h"

#include "Stemmer.h"

#include <QFile>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QTextStream>

namespace tarn::GermanLexicon {

namespace {

Q_LOGGING_CATEGORY(lcGermanLexicon, "tarn.language.lexicon")

// Shorter words are mostly prefixes and endings ("be-", "-er").
constexpr int kMinWord = 3;

} // namespace

QString folded(const QString &word)
{
    QString out;
    const QString nfd = word.normalized(QString::NormalizationForm_D);
    out.reserve(nfd.size());
    for (const QChar c : nfd)
        if (c.category() != QChar::Mark_NonSpacing)
            out += c;
    return out.toLower();
}

const Words &words()
{
    static const Words *const lex = [] {
        auto *l = new Words;
        // Compiled in by core/CMakeLists.txt (see the header for why).
        QFile f(QStringLiteral(":/tarn/language/openthesaurus.txt")); // Decompounder::builtIn()
        if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
            qCInfo(lcGermanLexicon) << "built without OpenThesaurus: German compounds are indexed whole, shortened verbs read as typed";
            return l;
        }
        static const QRegularExpression note(QStringLiteral("\\([^)]*\\)"));
        static const QRegularExpression oneWord(QStringLiteral("^\\p{L}+$"), QRegularExpression::UseUnicodePropertiesOption);
        QTextStream in(&f);
        while (!in.atEnd()) {
            const QString line = in.readLine();
            if (line.startsWith(u'#'))
                continue;
            for (QString w : line.split(u';')) {
                w.remove(note);
                w = w.trimmed();
                if (w.size() < kMinWord || !oneWord.match(w).hasMatch())
                    continue;
                // "DSL", "ABC": abbreviations are not parts of words.
                if (w.size() > 1 && w.at(1).isUpper())
                    continue;
                const QByteArray key = folded(w).toUtf8();
                l->words.insert(key);
                if (w.at(0).isUpper()) {
                    l->nouns.insert(key);
                    l->nounStems.insert(Stemmer::stem(Language::German, key.constData(), int(key.size())));
                } else if (key.endsWith("en") || key.endsWith("ern") || key.endsWith("eln")) {
                    // As written: folded, "schwächen" (to weaken) would be
                    // the verb of "schwach".
                    l->verbs.insert(w.toLower().toUtf8());
                }
            }
        }
        return l;
    }();
    return *lex;
}

bool isVerb(const QString &infinitive)
{
    return words().verbs.contains(infinitive.toLower().toUtf8());
}

} // namespace tarn::GermanLexicon
