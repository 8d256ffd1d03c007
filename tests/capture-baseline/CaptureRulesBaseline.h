// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The capture rules as they were on main before issue 20, for
// tst_capture_quality's baseline column only.

#include "CaptureRules.h"

namespace tarn::CaptureRulesBaseline {
QList<CaptureCandidate> parse(const QString &userText);
} // namespace tarn::CaptureRulesBaseline
