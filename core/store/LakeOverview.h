// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeTypes.h"

namespace tarn {

class Lake;

// Read-only summaries of the lake for the window's Sources and Dashboard
// pages. They run on the reader's worker thread; each is a handful of
// index-backed queries, never a pass that loads rows into memory.
namespace LakeOverview {

// Every source with deltas or custom settings, plus every registered source
// of seed 000's table, so a person can tune a source before it writes.
// Pair codes (never stored) are left out. Sorted by count, then name.
QList<SourceOverview> sources(Lake &lake);

// Upcoming expiries for `days` local days from today, per day and source;
// the authored/observed split; the last `historyLimit` reaper and soft
// decay runs from the audit log.
DashboardData dashboard(Lake &lake, int days, int historyLimit = 20);

} // namespace LakeOverview

} // namespace tarn
