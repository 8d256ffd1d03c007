// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecallOwner.h"

#include "Lake.h"
#include "RecallCandidates.h"
#include "RecallQuery.h"
#include "RelatedWords.h"

#include <QRegularExpression>

namespace tarn::RecallOwner {

namespace {

// How many profile memories that speak of a name are read.
constexpr int kSearched = 20;

// Whether a name is also a word of either language's dictionary.
bool isWord(const QString &w)
{
    return !RelatedWords::english(w).isEmpty() || !RelatedWords::german(w).isEmpty();
}

} // namespace

QStringList namesOf(Lake &lake, qint64 nowMs)
{
    // The words a person names themself with, and capture's own notes of
    // it ("Is called Marcus.", "Heißt Jana.").
    static const RecallQuery words = RecallQuery::build(QStringLiteral("name called call heiße heißt nennen"), false);
    const RecallCandidates::Request request{words, QString(), {Kind::Profile}, 0, kSearched, nowMs};
    static const QRegularExpression said = QRegularExpression(
        QStringLiteral(R"((?:^|[.!?]\s+)(?:[Mm]y (?:full |first )?name is|[Mm]y name's|I'm called|I am called|[Ii]s called|)"
                       R"([Mm]ein (?:Vor)?[Nn]ame ist|[Ii]ch hei(?:ß|ss)e|[Hh]ei(?:ß|ss)t)\s+(\p{Lu}[\p{L}'-]+)(?:\s+(\p{Lu}[\p{L}'-]+))?)"
                       R"(|\b(?:[Cc]all me|[Nn]ennen mich|[Nn]ennt mich)\s+(\p{Lu}[\p{L}'-]+))"),
        QRegularExpression::UseUnicodePropertiesOption);
    QStringList names;
    for (const Delta &d : lake.getByKeys(RecallCandidates::find(lake, request).keys)) {
        if (d.kind != Kind::Profile)
            continue;
        for (auto it = said.globalMatch(d.content); it.hasNext();) {
            const auto m = it.next();
            for (int i = 1; i <= 3; ++i)
                if (const QString n = m.captured(i).toLower(); !n.isEmpty() && !names.contains(n))
                    names << n;
        }
    }
    return names;
}

QString withoutNames(const QString &question, const QStringList &names)
{
    if (names.isEmpty())
        return question;
    static const QRegularExpression word = QRegularExpression(QStringLiteral(R"(\p{L}[\p{L}'’-]*)"),
                                                              QRegularExpression::UseUnicodePropertiesOption);
    // "Fiona's goddaughter" is "my goddaughter", "Fionas Hausärztin" "meine
    // Hausärztin": the role keeps its possessive (RecallPeople reads it);
    // "where does Fiona work" loses the name.
    QString out;
    qsizetype from = 0;
    for (auto it = word.globalMatch(question); it.hasNext();) {
        const auto m = it.next();
        const QString token = m.captured(0);
        QString w = token.toLower();
        QString instead;
        for (const QString &possessive : {QStringLiteral("'s"), QStringLiteral("’s"), QStringLiteral("'"), QStringLiteral("’")})
            if (w.endsWith(possessive)) {
                w.chop(possessive.size());
                instead = QStringLiteral("my");
                break;
            }
        if (instead.isEmpty() && !names.contains(w) && w.endsWith(u's') && names.contains(w.chopped(1))) {
            w.chop(1);
            instead = QStringLiteral("meine");
        }
        if (!names.contains(w))
            continue;
        // A name that is also a word ("Rose", "Will", "Hope") goes only where
        // it is written as a name: possessive, or capitalised past the
        // question's first word. "which rose bush did I plant" keeps its rose.
        const bool written = !instead.isEmpty() || (token.at(0).isUpper() && m.capturedStart(0) > 0);
        if (!written && isWord(w))
            continue;
        out += question.mid(from, m.capturedStart(0) - from) + instead;
        from = m.capturedEnd(0);
    }
    out += question.mid(from);
    // Nothing left to ask for: the name is the question ("Fiona?").
    if (RecallQuery::build(out, false).isEmpty())
        return question;
    return out.simplified();
}

} // namespace tarn::RecallOwner
