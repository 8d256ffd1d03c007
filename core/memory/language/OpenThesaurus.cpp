// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "OpenThesaurus.h"

#include "Stemmer.h"
#include "WordNetFiles.h"

#include <QRegularExpression>
#include <QTextStream>

namespace tarn::OpenThesaurus {

namespace {

// Shorter words are mostly prefixes and endings ("be-", "-er").
constexpr int kMinWord = 3;

const QRegularExpression &note()
{
    static const QRegularExpression re(QStringLiteral("\\([^)]*\\)"));
    return re;
}

} // namespace

GermanLexicon::Words lexiconOf(QIODevice &text)
{
    GermanLexicon::Words l;
    static const QRegularExpression oneWord(QStringLiteral("^\\p{L}+$"), QRegularExpression::UseUnicodePropertiesOption);
    QTextStream in(&text);
    while (!in.atEnd()) {
        const QString line = in.readLine();
        if (line.startsWith(u'#'))
            continue;
        for (QString w : line.split(u';')) {
            w.remove(note());
            w = w.trimmed();
            if (w.size() < kMinWord || !oneWord.match(w).hasMatch())
                continue;
            // "DSL", "ABC": abbreviations are not parts of words.
            if (w.size() > 1 && w.at(1).isUpper())
                continue;
            const QByteArray key = GermanLexicon::folded(w).toUtf8();
            l.words.insert(key);
            if (w.at(0).isUpper()) {
                l.nouns.insert(key);
                l.nounStems.insert(Stemmer::stem(Language::German, key.constData(), int(key.size())));
            } else if (key.endsWith("en") || key.endsWith("ern") || key.endsWith("eln")) {
                // As written: folded, "schwächen" (to weaken) would be
                // the verb of "schwach".
                l.verbs.insert(w.toLower().toUtf8());
            }
        }
    }
    return l;
}

QList<QStringList> synsetsOf(QIODevice &text)
{
    QList<QStringList> out;
    QTextStream in(&text);
    while (!in.atEnd()) {
        const QString line = in.readLine();
        if (line.startsWith(u'#') || line.isEmpty())
            continue;
        QStringList words;
        for (QString w : line.split(u';')) {
            w.remove(note());
            w = w.simplified().toLower();
            if (WordNetFiles::usable(w) && !words.contains(w))
                words << w;
        }
        if (words.size() >= 2)
            out << words;
    }
    return out;
}

} // namespace tarn::OpenThesaurus
