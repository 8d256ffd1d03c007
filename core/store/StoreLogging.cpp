// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "StoreLogging.h"

namespace tarn {
Q_LOGGING_CATEGORY(lcStore, "tarn.store", QtInfoMsg)
} // namespace tarn
