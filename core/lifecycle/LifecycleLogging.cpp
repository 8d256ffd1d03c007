// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LifecycleLogging.h"

namespace tarn {
Q_LOGGING_CATEGORY(lcLifecycle, "tarn.lifecycle", QtInfoMsg)
} // namespace tarn
