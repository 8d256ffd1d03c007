#include "LakeChangeWatch.h"

#include "Lake.h"
#include "DataVersionWatch.h"

namespace tarn {

LakeChangeWatch::~LakeChangeWatch() = default;

std::unique_ptr<LakeChangeWatch> LakeChangeWatch::watch(Lake &lake, int latencyMs, QObject *parent)
{
    if (!lake.isOpen())
        return nullptr;
    // The engine is the connection's driver; a PostgreSQL lake adds its
    // LISTEN/NOTIFY watch here.
    if (lake.database().driverName() == u"QSQLITE")
        return std::make_unique<DataVersionWatch>(lake.database(), latencyMs, parent);
    return nullptr;
}

} // namespace tarn
