#pragma once

#include "Lake.h"

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
};

} // namespace tarn
