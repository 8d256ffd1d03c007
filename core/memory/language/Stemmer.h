// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace tarn {

// The languages recall understands: the index stems each delta in its own
// language, and a query in both (it rarely says which it is in).
enum class Language { English, German };

// Snowball stemmers (Debian's libstemmer): "moving", "moved" and "moves"
// all become "move"; "Umzüge" and "Umzug" become "umzug". One stemmer per
// language per thread, because a Snowball stemmer keeps state between calls
// and the index is written and read from several threads.
namespace Stemmer {
// `word` is one lowercased UTF-8 token; returns its stem (the word itself
// when Snowball leaves it alone).
QByteArray stem(Language language, const char *word, int length);
QString stem(Language language, const QString &word);
} // namespace Stemmer

} // namespace tarn
