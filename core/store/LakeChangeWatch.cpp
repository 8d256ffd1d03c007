#include "LakeChangeWatch.h"

#include "Lake.h"
#include "DataVersionWatch.h"
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
        return std::make_unique<PostgresNotifyWatch>(lake.database(), latencyMs, parent);
    if (lake.database().driverName() == u"QSQLITE")
        return std::make_unique<DataVersionWatch>(lake.database(), latencyMs, parent);
    return nullptr;
}

} // namespace tarn
