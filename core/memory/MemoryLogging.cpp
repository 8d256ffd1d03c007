#include "MemoryLogging.h"

namespace tarn {
Q_LOGGING_CATEGORY(lcMemory, "tarn.memory", QtInfoMsg)
} // namespace tarn
