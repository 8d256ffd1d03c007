// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiLogging.h"

namespace tarn {
Q_LOGGING_CATEGORY(lcApi, "tarn.api", QtInfoMsg)
} // namespace tarn
