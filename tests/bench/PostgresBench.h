// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// tarn_bench --lake postgresql://…: the same synthetic lake on a PostgreSQL
// server, each figure of Tarn's lake beside raw libpq doing the same work in
// the same run (RawPostgresLake). Two databases are made on that server for
// the run (tarn_bench_tarn_N, tarn_bench_raw_N) and dropped after, unless
// `keep` (tarn_bench --keep): then they stay for study, and the next run
// replaces them; copies of the two filled lakes (tarn_bench_filled_*_N) stay
// too, and `fromKept` (tarn_bench --from) starts from copies of those
// instead of inserting (no insert figure; a 1M run takes minutes, not 25).

#include "BenchSupport.h"

#include <QStringList>

namespace tarn::bench {

QList<Row> runPostgres(int n, const QString &serverLocation, QStringList &notes, bool keep = false, bool fromKept = false);

} // namespace tarn::bench
