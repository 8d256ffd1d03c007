// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WordNetFiles.h"

#include <QElapsedTimer>
#include <QLoggingCategory>

#include <algorithm>

Q_LOGGING_CATEGORY(lcWordNet, "tarn.recall.wordnet", QtInfoMsg)

namespace tarn::WordNetFiles {

const WordNet &wordNet()
{
    static const WordNet *const wn = [] {
        QElapsedTimer took;
        took.start();
        auto *w = new WordNet;
        const QByteArray configured = qgetenv("TARN_WORDNET_DIR");
        const QString dir = configured.isEmpty() ? QStringLiteral("/usr/share/wordnet") : QString::fromLocal8Bit(configured);
        bool all = true;
        for (PartOfSpeech &p : w->pos) {
            all = all && p.index.open(dir + QStringLiteral("/index.") + QLatin1String(p.name), true)
               && p.data.open(dir + QStringLiteral("/data.") + QLatin1String(p.name), false);
            QFile exc(dir + u'/' + QLatin1String(p.name) + QStringLiteral(".exc"));
            if (exc.open(QIODevice::ReadOnly)) {
                while (!exc.atEnd()) {
                    const QList<QByteArray> f = exc.readLine().trimmed().split(' ');
                    for (qsizetype i = 1; i < f.size(); ++i) {
                        w->formToBases[f.at(0)] << f.at(i);
                        w->baseToForms[f.at(i)] << f.at(0);
                    }
                }
            }
        }
        w->senseCounts.open(dir + QStringLiteral("/cntlist.rev"), true); // without it every sense counts
        w->ok = all;
        qCDebug(lcWordNet) << "WordNet opened in" << took.elapsed() << "ms";
        if (!all)
            qCInfo(lcWordNet) << "WordNet not found in" << dir << "- recall expands no English words";
        return w;
    }();
    return *wn;
}

QList<QByteArray> detachments(const QByteArray &word, char pos)
{
    static const QList<std::pair<QByteArray, QByteArray>> noun{
        {"s", ""}, {"ses", "s"}, {"xes", "x"}, {"zes", "z"}, {"ches", "ch"}, {"shes", "sh"}, {"men", "man"}, {"ies", "y"}};
    static const QList<std::pair<QByteArray, QByteArray>> verb{
        {"s", ""}, {"ies", "y"}, {"es", "e"}, {"es", ""}, {"ed", "e"}, {"ed", ""}, {"ing", "e"}, {"ing", ""}};
    static const QList<std::pair<QByteArray, QByteArray>> adj{{"er", ""}, {"est", ""}, {"er", "e"}, {"est", "e"}};
    const auto &rules = pos == 'n' ? noun : pos == 'v' ? verb : pos == 'a' ? adj : QList<std::pair<QByteArray, QByteArray>>{};
    QList<QByteArray> out;
    for (const auto &[suffix, ending] : rules)
        if (word.size() > suffix.size() + 1 && word.endsWith(suffix))
            out << word.left(word.size() - suffix.size()) + ending;
    // A doubled consonant before -ing/-ed: "swimming" -> "swim".
    if (pos == 'v')
        for (const char *sfx : {"ing", "ed"}) {
            const QByteArray s(sfx);
            if (word.size() > s.size() + 2 && word.endsWith(s)) {
                const QByteArray stem = word.left(word.size() - s.size());
                if (stem.at(stem.size() - 1) == stem.at(stem.size() - 2))
                    out << stem.left(stem.size() - 1);
            }
        }
    return out;
}

Base baseIn(const WordNet &wn, const PartOfSpeech &pos, const QByteArray &word)
{
    QList<QByteArray> candidates{word};
    candidates << wn.formToBases.value(word) << detachments(word, pos.letter);
    for (const QByteArray &c : std::as_const(candidates))
        if (QByteArray line = pos.index.find(c); !line.isEmpty())
            return {c, line};
    return {};
}

QString readable(const QByteArray &lemma)
{
    QByteArray l = lemma;
    const int paren = l.indexOf('('); // adjective markers: "big(a)"
    if (paren > 0)
        l.truncate(paren);
    return QString::fromUtf8(l).replace(u'_', u' ').toLower();
}

bool usable(const QString &w)
{
    // Up to two words, letters only: "single parent" yes, "A-one" or
    // "Emperor of Rome" no.
    if (w.isEmpty() || w.count(u' ') > 1)
        return false;
    return std::all_of(w.cbegin(), w.cend(), [](QChar c) { return c.isLetter() || c == u' '; });
}

int mostSeen(const WordNet &wn, const QByteArray &lemma, char pos)
{
    int most = 0;
    for (int sense = 1; sense <= kSensesPerWord; ++sense)
        most = std::max(most, wn.senseCount(lemma, pos, sense));
    return most;
}

Synset synsetAt(const PartOfSpeech &pos, qint64 offset)
{
    Synset s;
    const QByteArray line = pos.data.lineAt(offset);
    // The definition and examples after '|' are not read here.
    const qsizetype gloss = line.indexOf('|');
    const QByteArrayView fields = QByteArrayView(line).first(gloss > 0 ? gloss : line.size());
    // Field by field, in place: a general noun's kinds are a thousand
    // synsets or more, and splitting each line into a list of copies was
    // four fifths of RelatedWords::narrower's time.
    qsizetype at = 0;
    const auto next = [&]() -> QByteArrayView {
        while (at < fields.size() && fields.at(at) == ' ')
            ++at;
        const qsizetype from = at;
        while (at < fields.size() && fields.at(at) != ' ')
            ++at;
        return fields.sliced(from, at - from);
    };
    next(); // synset_offset
    next(); // lex_filenum
    const QByteArrayView type = next();
    bool ok = false;
    const int words = next().toInt(&ok, 16);
    if (!ok)
        return s;
    s.type = type.isEmpty() ? 0 : type.at(0);
    for (int i = 0; i < words; ++i) {
        const QByteArrayView word = next();
        next(); // lex_id
        if (word.isEmpty())
            return s;
        s.words << word.toByteArray();
    }
    const QByteArrayView count = next();
    if (count.isEmpty())
        return s;
    const int pointers = count.toInt();
    for (int p = 0; p < pointers; ++p) {
        const QByteArrayView symbol = next();
        const QByteArrayView target = next();
        const QByteArrayView partOfSpeech = next();
        const QByteArrayView sourceTarget = next();
        if (sourceTarget.isEmpty())
            break;
        if (symbol == "~" || symbol == "~i")
            s.hyponyms.append({partOfSpeech.at(0), target.toLongLong()});
        else if (symbol == "&")
            s.similar << target.toLongLong();
        else if (symbol == "@" && partOfSpeech == "n")
            s.hypernyms << target.toLongLong();
    }
    return s;
}

} // namespace tarn::WordNetFiles
