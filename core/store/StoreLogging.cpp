#include "StoreLogging.h"

namespace tarn {
Q_LOGGING_CATEGORY(lcStore, "tarn.store", QtInfoMsg)
} // namespace tarn
