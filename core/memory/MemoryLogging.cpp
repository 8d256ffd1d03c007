// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemoryLogging.h"

namespace tarn {
Q_LOGGING_CATEGORY(lcMemory, "tarn.memory", QtInfoMsg)
} // namespace tarn
