// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace tarn {

// Set phrases of a question whose words are not the words of its answer
// (issue 20, recall that understands). "What does my brother do for a
// living" is answered by "works as a paramedic" and finds the living-room
// thermometer by its words; "which season do I like best" by "my favourite
// season"; "which flowers can't I stand" by "I hate lilies", and "which
// herb does she loathe" by "I can't stand coriander"; "when is his
// birthday" by "he was born on"; "what is Jonas crazy about" by "obsessed
// with diggers"; "what do I aspire to" by "I'd like to lead"; "what do the
// people next door do" by "our neighbours"; "where do I work out these
// days" by "I climb at the gym now". A thesaurus reads word by word and
// knows none of them.
//
// Each reading names the question's words the phrase is made of (the
// first carries its meaning, the others go) and what the answer says
// instead, first the word recall asks for in its place, then other ways of
// saying the same at the weight of the same word (RecallQuery::build).
namespace RecallIdioms {

struct Reading
{
    QStringList words; // lowercased, as the question has them ("living"; "time", "year")
    QStringList means; // "work", "job", "profession"
    QString phrase;    // as the question says it ("do for a living"), for --explain
};

// The set phrases in `question`, English and German, in order.
QList<Reading> in(const QString &question);

} // namespace RecallIdioms

} // namespace tarn
