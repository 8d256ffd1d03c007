// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeChangeWatch.h"

#include "Lake.h"
#include "DataVersionWatch.h"
#include "LakeSql.h"
#include "PostgresNotifyWatch.h"

namespace tarn {

LakeChangeWatch::~LakeChangeWatch() = default;

std::unique_ptr<LakeChangeWatch> LakeChangeWatch::watch(Lake &lake, int latencyMs, QObject *parent)
{
    if (!lake.isOpen())
        return nullptr;
    // SQLite polls the file's data_version; PostgreSQL pushes a
    // notification on every changing statement (PostgresSchema).
    if (lake.onServer())
        return std::make_unique<PostgresNotifyWatch>(LakeSql::of(lake), latencyMs, parent);
    if (LakeSql::of(lake).driverName() == u"QSQLITE")
        return std::make_unique<DataVersionWatch>(LakeSql::of(lake), latencyMs, parent);
    return nullptr;
}

} // namespace tarn
