// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ListOrderSql.h"

#include <QStringList>
#include <limits>

namespace tarn {

QList<ListOrderSql::Term> ListOrderSql::terms(const ListSort &sort, const QString &deadline)
{
    const bool desc = !sort.ascending;
    // Within a source, a kind or a confidence, the newest first: what a
    // person means by sorting on a column that many rows share.
    const QList<Term> newest{{QStringLiteral("observed_at"), true}, {QStringLiteral("rid"), true}};
    switch (sort.key) {
    case SortKey::When:
        return {{QStringLiteral("observed_at"), desc}, {QStringLiteral("rid"), desc}};
    case SortKey::Deadline:
        // What never wilts has no deadline; it sorts as the farthest one.
        return {{QStringLiteral("COALESCE(%1, %2)").arg(deadline).arg(std::numeric_limits<qint64>::max()), desc},
                {QStringLiteral("rid"), desc}};
    case SortKey::Source:
        return QList<Term>{{QStringLiteral("source"), desc}} + newest;
    case SortKey::Kind:
        return QList<Term>{{QStringLiteral("kind"), desc}} + newest;
    case SortKey::Confidence:
        return QList<Term>{{QStringLiteral("confidence"), desc}} + newest;
    }
    return {{QStringLiteral("rid"), true}};
}

QString ListOrderSql::orderBy(const QList<Term> &terms)
{
    QStringList parts;
    for (const Term &t : terms)
        parts << t.expr + (t.descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC"));
    return parts.join(QStringLiteral(", "));
}

QString ListOrderSql::anchorSelect(const QList<Term> &terms)
{
    QStringList exprs;
    for (const Term &t : terms)
        exprs << t.expr;
    return QStringLiteral("SELECT ") + exprs.join(QStringLiteral(", ")) + QStringLiteral(" FROM deltas WHERE rid = ?");
}

QString ListOrderSql::after(const QList<Term> &terms, const QVariantList &anchor, QVariantList &binds)
{
    bool oneWay = true;
    for (const Term &t : terms)
        oneWay = oneWay && t.descending == terms.constFirst().descending;
    if (oneWay) {
        QStringList exprs;
        QStringList marks;
        for (qsizetype i = 0; i < terms.size(); ++i) {
            exprs << terms.at(i).expr;
            marks << QStringLiteral("?");
            binds << anchor.at(i);
        }
        return QStringLiteral("((%1) %2 (%3))")
            .arg(exprs.join(QStringLiteral(", ")), terms.constFirst().descending ? QStringLiteral("<") : QStringLiteral(">"),
                 marks.join(QStringLiteral(", ")));
    }
    // a after x: a1 beyond x1, or a1 = x1 and a2 beyond x2, or ...
    QStringList alternatives;
    for (qsizetype i = 0; i < terms.size(); ++i) {
        QStringList all;
        for (qsizetype j = 0; j < i; ++j) {
            all << terms.at(j).expr + QStringLiteral(" = ?");
            binds << anchor.at(j);
        }
        all << terms.at(i).expr + (terms.at(i).descending ? QStringLiteral(" < ?") : QStringLiteral(" > ?"));
        binds << anchor.at(i);
        alternatives << u'(' + all.join(QStringLiteral(" AND ")) + u')';
    }
    return u'(' + alternatives.join(QStringLiteral(" OR ")) + u')';
}

} // namespace tarn
