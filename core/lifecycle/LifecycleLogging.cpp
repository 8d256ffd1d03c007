#include "LifecycleLogging.h"

namespace tarn {
Q_LOGGING_CATEGORY(lcLifecycle, "tarn.lifecycle", QtInfoMsg)
} // namespace tarn
