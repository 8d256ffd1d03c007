// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "McpLogging.h"

namespace tarn {
Q_LOGGING_CATEGORY(lcMcp, "tarn.mcp", QtInfoMsg)
} // namespace tarn
