// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

struct fts5_api;

namespace tarn {

// tarn_phrase_rows(delta_fts) (or memory_fts): which phrases of the MATCH
// expression this row holds, as a blob of one byte per phrase, in order
// (1 where the row holds it in any column, else 0). Summed over the rows of
// one walk it gives every phrase's document count there, so recall counts
// the IDFs of a window's 85 phrases in the one walk of the OR's matches
// instead of one statement and one doclist walk per phrase
// (FtsRecallSearch::idfAbove).
namespace FtsPhraseRowsFunction {
inline constexpr const char *kName = "tarn_phrase_rows";
bool registerWith(fts5_api *api);
} // namespace FtsPhraseRowsFunction

} // namespace tarn
