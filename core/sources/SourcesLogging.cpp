// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourcesLogging.h"

namespace tarn {
Q_LOGGING_CATEGORY(lcSources, "tarn.sources", QtInfoMsg)
} // namespace tarn
