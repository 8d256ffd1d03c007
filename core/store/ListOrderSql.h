// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeTypes.h"

#include <QList>
#include <QString>
#include <QVariantList>

namespace tarn {

// The ORDER BY and the keyset of Lake::list for each ListSort: a sort is a
// few terms, the last always rid, so every row has one place and "the page
// after a row" is exact. The same SQL on SQLite and PostgreSQL.
namespace ListOrderSql {

struct Term
{
    QString expr;
    bool descending = false;
};

// deadline: ExpiryLaws::deadlineSql() for the Deadline key.
QList<Term> terms(const ListSort &sort, const QString &deadline);

// "a DESC, b DESC, rid DESC"
QString orderBy(const QList<Term> &terms);

// "SELECT a, b, rid FROM deltas WHERE rid = ?": the anchor row's keys.
QString anchorSelect(const QList<Term> &terms);

// The rows after the anchor in this order, with its key values bound in
// order. Terms all one way make one row-value comparison, which both
// engines read as a range on the index (SQLite: "SEARCH USING INDEX
// deltas_observed (observed_at<?)", no sort); mixed ones spell the
// lexicographic comparison out.
QString after(const QList<Term> &terms, const QVariantList &anchor, QVariantList &binds);

} // namespace ListOrderSql

} // namespace tarn
