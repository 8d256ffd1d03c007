// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecallIdioms.h"

#include <QRegularExpression>

namespace tarn::RecallIdioms {

namespace {

using RE = QRegularExpression;

struct Idiom
{
    RE pattern;        // its first capture is the word that carries it
    QStringList drops; // the phrase's other words, left out of the question's
    QStringList means;
};

const QList<Idiom> &idioms()
{
    const auto re = [](const char *p) {
        return RE(QString::fromUtf8(p), RE::CaseInsensitiveOption | RE::UseUnicodePropertiesOption);
    };
    static const QList<Idiom> list = {
        // What one does for a living is one's work.
        {re(R"(\bdo(?:es)?\s+for\s+a\s+(living)\b)"), {}, {QStringLiteral("work"), QStringLiteral("job"), QStringLiteral("profession")}},
        {re(R"(\b(?:earn|earns|make|makes)\s+(?:a|their|his|her|my)\s+(living)\b)"), {}, {QStringLiteral("work"), QStringLiteral("job")}},
        // What one likes best or loves most is one's favourite.
        {re(R"(\b(?:like|likes|love|loves|enjoy|enjoys|prefer|prefers)\s+(?:\w+\s+)?(best|most)\b)"), {},
         {QStringLiteral("favourite"), QStringLiteral("favorite")}},
        // What one can't stand or bear is what one hates.
        {re(R"(\b(?:can't|can’t|cant|cannot|can\s+not|couldn't|couldn’t)\s+(?:\w+\s+){0,2}(stand|bear|abide)\b)"), {},
         {QStringLiteral("hate"), QStringLiteral("dislike"), QStringLiteral("loathe")}},
        {re(R"(\bnicht\s+(ausstehen|leiden)\b)"), {}, {QStringLiteral("hasse")}},
        // A time of year is a season.
        {re(R"(\btimes?\s+of\s+(?:the\s+)?(year)\b)"), {QStringLiteral("time"), QStringLiteral("times")},
         {QStringLiteral("season"), QStringLiteral("seasons")}},
        // The people next door are the neighbours.
        {re(R"(\bnext\s+(door)\b)"), {QStringLiteral("next")},
         {QStringLiteral("neighbours"), QStringLiteral("neighbors"), QStringLiteral("neighbour")}},
    };
    return list;
}

} // namespace

QList<Reading> in(const QString &question)
{
    QList<Reading> out;
    for (const Idiom &idiom : idioms()) {
        const QRegularExpressionMatch m = idiom.pattern.match(question);
        if (!m.hasMatch())
            continue;
        Reading r;
        r.words << m.captured(1).toLower().simplified().section(u' ', -1);
        r.words << idiom.drops;
        r.means = idiom.means;
        r.phrase = m.captured(0).simplified();
        out << r;
    }
    return out;
}

} // namespace tarn::RecallIdioms
