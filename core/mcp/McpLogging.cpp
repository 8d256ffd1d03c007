#include "McpLogging.h"

namespace tarn {
Q_LOGGING_CATEGORY(lcMcp, "tarn.mcp", QtInfoMsg)
} // namespace tarn
