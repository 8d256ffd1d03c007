#include "ApiLogging.h"

namespace tarn {
Q_LOGGING_CATEGORY(lcApi, "tarn.api", QtInfoMsg)
} // namespace tarn
