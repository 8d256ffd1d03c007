// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <optional>

namespace tarn::TimeFormat {

// ISO 8601 UTC with milliseconds: 2026-11-22T05:50:59.123Z (DESIGN §1 wire form).
QString toIso(qint64 ms);
// Accepts ISO 8601 with an explicit offset (Z or ±hh:mm); nullopt otherwise.
std::optional<qint64> fromIso(const QString &text);
// "3 d 4 h", "12 min", "40 s": the coarse two-unit form people read at a glance.
QString humanDuration(qint64 ms);

} // namespace tarn::TimeFormat
