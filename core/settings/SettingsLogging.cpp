// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SettingsLogging.h"

namespace tarn {
Q_LOGGING_CATEGORY(lcSettings, "tarn.settings", QtInfoMsg)
} // namespace tarn
