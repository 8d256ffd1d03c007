// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Lake.h"

#include <QSqlQuery>
#include <QVariantList>

namespace tarn {

// The lake's SQL connection, for the store's own classes and the tests
// that look beneath them. Lake keeps it private so the rooms above the
// store (lifecycle, memory, sources, api, mcp, ui, app) reach rows only
// through the store's classes; tests/check-layering.sh refuses this
// header and Qt Sql outside core/store/.
class LakeSql
{
public:
    // Opened again first when the lake's server dropped it and no
    // transaction is open (a lost connection's next step retries).
    static QSqlDatabase &of(Lake &lake) { return lake.database(); }
    // One statement: prepared, bound in order, run, read forward only.
    // Throws TarnError (Storage) when the engine refuses.
    static QSqlQuery run(Lake &lake, const QString &sql, const QVariantList &values = {});
};

} // namespace tarn
