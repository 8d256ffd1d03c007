// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "FtsPhraseRowsFunction.h"

#include <sqlite3.h>

#include <vector>

namespace tarn {

namespace {

void phraseRows(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *ctx, int, sqlite3_value **)
{
    const int phrases = api->xPhraseCount(fts);
    std::vector<unsigned char> held(size_t(phrases > 0 ? phrases : 0), 0);
    for (int p = 0; p < phrases; ++p) {
        Fts5PhraseIter iter;
        int column = -1, offset = -1;
        const int rc = api->xPhraseFirst(fts, p, &iter, &column, &offset);
        if (rc != SQLITE_OK) {
            sqlite3_result_error_code(ctx, rc);
            return;
        }
        held[size_t(p)] = column >= 0 ? 1 : 0; // column < 0: no instance in this row
    }
    sqlite3_result_blob(ctx, held.data(), int(held.size()), SQLITE_TRANSIENT);
}

} // namespace

bool FtsPhraseRowsFunction::registerWith(fts5_api *api)
{
    return api->xCreateFunction(api, kName, nullptr, phraseRows, nullptr) == SQLITE_OK;
}

} // namespace tarn
