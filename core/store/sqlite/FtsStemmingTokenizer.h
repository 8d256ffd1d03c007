// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

struct sqlite3;

namespace tarn {

// The lake's FTS5 tokenizer, "tarn_stem": FTS5's own unicode61 (lowercase,
// diacritics folded) followed by a Snowball stem in the text's language
// (memory/Stemmer.h, memory/LanguageGuess.h), so "moving" in a question
// finds "moved" in a memory and "keys" finds "key".
//
//  - A document (a delta's content or tags) is stemmed in the language it
//    is written in; when the guess is unsure, both stems are indexed at the
//    same position (FTS5_TOKEN_COLOCATED), so either query form finds it.
//  - A query term is stemmed both ways, as alternatives: a question rarely
//    says which language it is in, and a German stem only matches German
//    deltas' tokens anyway.
//  - A prefix query term ("swimm*" as the person types) is matched
//    unstemmed, so prefixes mean what was typed.
//  - A document read as German (or either) also holds, at a capitalised
//    word's position, the words of the compound it is (Decompounder.h):
//    "Fixzinskredit" is indexed as kredit, fixzins, zins and fix too.
//    A query term is not split here; recall asks for the parts itself,
//    weighted below the typed word (RecallQuery).
//  - Facet terms (they start with U+E000, SearchQuery.h) pass unchanged.
//
// Registered on every connection Lake opens (FTS5 keeps tokenizers per
// connection). A connection without it cannot write the index: SQLite says
// "no such tokenizer: tarn_stem" instead of indexing differently.
namespace FtsStemmingTokenizer {
inline constexpr const char *kName = "tarn_stem";
// Returns false when the connection has no FTS5.
bool registerWith(sqlite3 *db);
} // namespace FtsStemmingTokenizer

} // namespace tarn
