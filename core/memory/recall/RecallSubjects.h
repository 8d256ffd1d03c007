// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Recall.h"

namespace tarn {

// A newer value of the same subject outranks an older one (issue 20 §4),
// even when nobody linked them by supersession ("temporary address:
// Dublin" written a year ago, "our new home is in Galway" last month).
//
// Two durable hits are about the same subject when they carry the same
// non-empty `subject` ("profile:address"), or, when neither has one, the
// same kind and the same non-empty set of tags (what a person files two
// versions of one thing under). The older one then ranks just below the
// newer, never above; it stays in the list, since it may be what was asked.
namespace RecallSubjects {
inline constexpr double kOlderValueFactor = 0.95;
QString subjectKeyOf(const Delta &delta); // empty: no subject to compare
void preferNewer(QList<RecallHit> &hits);
} // namespace RecallSubjects

} // namespace tarn
