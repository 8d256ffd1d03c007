// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// tarn_bench's synthetic lakes, the same rows for every engine: half
// authored, half observed with observed_at spread over two TTL windows (a
// quarter of the lake already expired), Zipf-skewed prose, 1-3 tags, an
// assistant's decay-class facts; ids rising with time as a lake that filled
// over the months would have them.

#include "Delta.h"
#include "RawLake.h"

#include <QList>

namespace tarn {
class Lake;
}

namespace tarn::bench {

struct Dataset
{
    QList<Delta> deltas;
    QList<RawRow> raw; // the same rows, encoded for raw SQLite
};

Dataset makeDataset(int n, quint32 seed);

// How many deltas one insert call takes, on every engine and both sides.
inline constexpr int kInsertBatch = 10000;

// Tarn's side of the insert figure: every delta through Lake::insertBatch,
// kInsertBatch at a time, as authored or observed as the dataset made them.
void insertIntoLake(Lake &lake, const Dataset &data);

} // namespace tarn::bench
