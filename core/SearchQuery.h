#pragma once

#include <QString>

namespace tarn {

// Turns what a person types into the search box into a safe FTS5 query:
// every word becomes a quoted phrase (so `-`, `:`, `"`, AND/OR/NOT and
// parentheses are text, never syntax errors), all words must match, and the
// last word also matches as a prefix so results follow the typing.
namespace SearchQuery {
QString toFts5(const QString &typed); // empty when there is nothing to search for
} // namespace SearchQuery

} // namespace tarn
