// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "FtsRankFunction.h"

#include <QByteArray>
#include <QList>

#include <sqlite3.h>

#include <algorithm>
#include <cmath>

namespace tarn {

namespace {

constexpr double kK1 = 1.2;
constexpr double kB = 0.75;

// What one query needs once: parsed weights, each phrase's IDF and the
// average document length. Kept with the statement (xSetAuxdata).
struct QueryData
{
    QList<double> columnWeights;
    QList<int> group;
    QList<double> weight;
    QList<double> idf;
    int groups = 0;
    double averageLength = 1;
    QList<double> scratchTf;
    QList<double> scratchGroup;
};

int countHit(const Fts5ExtensionApi *, Fts5Context *, void *userData)
{
    ++*static_cast<sqlite3_int64 *>(userData);
    return SQLITE_OK;
}

QueryData *prepare(const Fts5ExtensionApi *api, Fts5Context *fts, const char *spec, int *rc)
{
    auto *data = new QueryData;
    const QByteArray s(spec ? spec : "");
    const int bar = int(s.indexOf('|'));
    const int lengthBar = bar < 0 ? -1 : int(s.indexOf('|', bar + 1));
    const QList<QByteArray> cols = s.left(bar < 0 ? 0 : bar).split(' ');
    const int columns = api->xColumnCount(fts);
    for (int c = 0; c < columns; ++c)
        data->columnWeights << (c < cols.size() ? cols.at(c).toDouble() : 0.0);
    const QList<QByteArray> phrases = bar < 0 ? QList<QByteArray>{}
                                              : s.mid(bar + 1, lengthBar < 0 ? -1 : lengthBar - bar - 1).split(' ');
    const int phraseCount = api->xPhraseCount(fts);
    sqlite3_int64 rows = 0;
    *rc = api->xRowCount(fts, &rows);
    sqlite3_int64 tokens = 0;
    if (*rc == SQLITE_OK)
        *rc = api->xColumnTotalSize(fts, -1, &tokens);
    data->averageLength = rows > 0 ? std::max(1.0, double(tokens) / double(rows)) : 1.0;
    if (lengthBar > 0 && s.mid(lengthBar + 1).toDouble() > 0)
        data->averageLength = std::max(1.0, s.mid(lengthBar + 1).toDouble());
    for (int p = 0; p < phraseCount && *rc == SQLITE_OK; ++p) {
        int group = p;
        double weight = 1.0;
        double givenIdf = -1;
        if (p < phrases.size()) {
            const QList<QByteArray> gw = phrases.at(p).split(':');
            if (gw.size() >= 2) {
                group = gw.at(0).toInt();
                weight = gw.at(1).toDouble();
            }
            if (gw.size() == 3)
                givenIdf = gw.at(2).toDouble();
        }
        data->group << group;
        data->weight << weight;
        data->groups = std::max(data->groups, group + 1);
        if (givenIdf >= 0) { // the caller knows it (RecallCandidates.h): no walk over the doclist
            data->idf << std::max(givenIdf, 1e-6);
            continue;
        }
        // Documents holding the phrase: the IDF's n, as bm25() counts it.
        sqlite3_int64 hits = 0;
        *rc = api->xQueryPhrase(fts, p, &hits, countHit);
        double idf = std::log((double(rows) - double(hits) + 0.5) / (double(hits) + 0.5));
        data->idf << std::max(idf, 1e-6);
    }
    data->scratchTf.resize(phraseCount);
    data->scratchGroup.resize(data->groups);
    return data;
}

void destroyQueryData(void *p)
{
    delete static_cast<QueryData *>(p);
}

void rank(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    int rc = SQLITE_OK;
    auto *data = static_cast<QueryData *>(api->xGetAuxdata(fts, 0));
    if (!data) {
        const char *spec = argc > 0 ? reinterpret_cast<const char *>(sqlite3_value_text(argv[0])) : nullptr;
        data = prepare(api, fts, spec, &rc);
        if (rc == SQLITE_OK)
            rc = api->xSetAuxdata(fts, data, destroyQueryData);
        else
            delete data;
        if (rc != SQLITE_OK) {
            sqlite3_result_error_code(ctx, rc);
            return;
        }
    }
    std::fill(data->scratchTf.begin(), data->scratchTf.end(), 0.0);
    int instances = 0;
    rc = api->xInstCount(fts, &instances);
    for (int i = 0; rc == SQLITE_OK && i < instances; ++i) {
        int phrase = 0, column = 0, offset = 0;
        rc = api->xInst(fts, i, &phrase, &column, &offset);
        if (rc == SQLITE_OK && phrase < data->scratchTf.size() && column < data->columnWeights.size())
            data->scratchTf[phrase] += data->columnWeights.at(column);
    }
    int length = 0;
    if (rc == SQLITE_OK)
        rc = api->xColumnSize(fts, -1, &length);
    if (rc != SQLITE_OK) {
        sqlite3_result_error_code(ctx, rc);
        return;
    }
    const double norm = kK1 * (1 - kB + kB * double(length) / data->averageLength);
    std::fill(data->scratchGroup.begin(), data->scratchGroup.end(), 0.0);
    for (int p = 0; p < data->scratchTf.size(); ++p) {
        const double tf = data->scratchTf.at(p);
        if (tf <= 0)
            continue;
        const double s = data->weight.at(p) * data->idf.at(p) * tf * (kK1 + 1) / (tf + norm);
        double &best = data->scratchGroup[data->group.at(p)];
        best = std::max(best, s);
    }
    double score = 0;
    for (double g : std::as_const(data->scratchGroup))
        score += g;
    sqlite3_result_double(ctx, score);
}

} // namespace

bool FtsRankFunction::registerWith(fts5_api *api)
{
    return api->xCreateFunction(api, kName, nullptr, rank, nullptr) == SQLITE_OK;
}

} // namespace tarn
