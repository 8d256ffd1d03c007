// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tarn {

// How much of a query recall and search work through (issue 18): their cost
// grows with the words in a query, and one request runs on the connection
// every other reader of the API, the MCP server or the window waits for, so
// a query is bounded whatever a client sends.
namespace QueryLimits {

// 4096 characters: a long paragraph (some 600 English words), more than a
// person types into a search box or an assistant needs to recall by, and
// so little that splitting it into words takes a fraction of a millisecond.
// A longer query is refused before any of it is read.
inline constexpr qsizetype kMaxChars = 4096;

// 64 distinct words are what a query matches by. Each one is another
// lookup in the FTS5 index and another pass over every recall candidate,
// and a question names a handful of things, so more add cost but not
// precision. Recall, which ranks by any of its words, uses the first 64 (a
// pasted paragraph still finds its memories); a search, where every word
// must match, refuses more rather than quietly match on fewer.
inline constexpr int kMaxTerms = 64;

// Throws TarnError::invalid(field) naming the limit when `query` is longer
// than kMaxChars.
void checkLength(const QString &field, const QString &query);

} // namespace QueryLimits

} // namespace tarn
