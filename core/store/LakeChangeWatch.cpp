#include "LakeChangeWatch.h"

#include "Lake.h"
#include "DataVersionWatch.h"

namespace tarn {

LakeChangeWatch::~LakeChangeWatch() = default;

std::unique_ptr<LakeChangeWatch> LakeChangeWatch::watch(Lake &lake, int latencyMs, QObject *parent)
{
    if (!lake.isOpen())
        return nullptr;
    // The engine is the connection's driver. A PostgreSQL lake's watch goes
    // here: its schema already notifies PostgresSchema::kChangeChannel on
    // every changing statement, so it subscribes through the QPSQL driver
    // (QSqlDriver::subscribeToNotification) and emits changed() on each
    // notification not its own. Until then such a lake is not live.
    if (lake.database().driverName() == u"QSQLITE")
        return std::make_unique<DataVersionWatch>(lake.database(), latencyMs, parent);
    return nullptr;
}

} // namespace tarn
