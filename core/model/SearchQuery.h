// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace tarn {

// Turns what a person types into the search box into a safe FTS5 query:
// every word becomes a quoted phrase (so `-`, `:`, `"`, AND/OR/NOT and
// parentheses are text, never syntax errors), all words must match, and the
// last word also matches as a prefix so results follow the typing.
namespace SearchQuery {

// Every facet term starts with U+E000, a private-use character: unicode61
// keeps it inside a token (category Co), and toFts5() never emits it (it
// splits on anything but letters, digits and marks), so nothing typed, not
// even a prefix like "clo" or "kob", can run into the facets' huge doclists.
inline constexpr char16_t kFacetMark = u'\xE000';

// Empty when there is nothing to search for. Throws TarnError (validation)
// when `typed` is over QueryLimits' bounds: longer than kMaxChars, or more
// than kMaxTerms different words.
QString toFts5(const QString &typed);

// The same words as toFts5() reads them, for an engine that builds its own
// query (a PostgreSQL lake's tsquery): split on anything but letters,
// digits and marks, each different condition once, every one required; the
// last word, while still being typed (no separator after it), matches
// whole or as a prefix. Same bounds, same refusals.
struct TypedWord
{
    QString text;
    bool prefix = false; // also as a prefix of a longer word
    bool operator==(const TypedWord &) const = default;
};
struct Typed
{
    QList<TypedWord> words;
};
Typed parse(const QString &typed);

// The search index also holds each delta's immutable facets (source family,
// source, kind, scope) as terms of a `facets` column, so "search within a
// filter" is an intersection FTS5 does inside its index instead of a walk
// that looks up every match in the table. One definition, used three ways:
// the SQL of the generated column, the writers, and the queries.
QString facetsSqlExpression();                       // over the deltas table's columns
QString facetsOf(const QString &source, const QString &kind, const QString &scope);
QString sourceFacet(const QString &source);          // exact source ("rss:hn")
QString familyFacet(const QString &family);          // "rss" and every rss:<feed>
QString kindFacet(const QString &kind);
QString scopeFacet(const QString &scope);
} // namespace SearchQuery

} // namespace tarn
