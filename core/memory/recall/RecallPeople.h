// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace tarn {

class Lake;
class RecallQuery;

// Who a question means by a role (issue 20, recall that understands): "what
// does my husband do for work" asks about Matthias, and the memory that
// answers says "Matthias is a cabinetmaker", not "husband". The lake says
// who fills a role in the person's own words ("My husband is Matthias
// Gruber", "Meine Schwiegermutter Brigitte …", "Babysitter is Hannah",
// "Lena Hofbauer, my neighbour"): recall reads those and asks for the name
// beside the role word, at RecallRanking::kExpansion.people.
//
// A role is a family or household word (spouse, parent, sibling, child,
// in-laws; children also by their place, "our eldest", "the little one",
// and named as a list, "We have two children: Ella … and Jonas") or a person one pays or reports to (manager, doctor, dentist,
// babysitter, hairdresser, vet …) or a household's animal (dog, cat), in
// English and German, its synonyms in one class: "my spouse" finds "My
// husband is …". A role counts in the question only after a possessive or
// an article ("my boss", "the babysitter"); German "Mann" and "Frau" only
// after a possessive ("mein Mann": "Frau Berger" is a title).
namespace RecallPeople {

struct Role
{
    QString word;       // as the question says it, lowercased ("husband")
    QStringList class_; // every word of its class ("husband", "wife", "spouse", "mann" …)
};

// The roles a question asks about, in order.
QList<Role> rolesIn(const QString &question);

// The first names a memory's text gives any word of `roleClass`, in order
// ("My husband is Matthias Gruber" → "Matthias").
QStringList namesFor(const QString &content, const QStringList &roleClass);

// Adds to `query` the names the lake's own memories give the roles of
// `question` (a few per role, the best-ranked memories first), each in the
// group of its role word. One small search per role; none when the
// question names no role.
void resolve(Lake &lake, const QString &question, RecallQuery &query, qint64 nowMs);

} // namespace RecallPeople

} // namespace tarn
