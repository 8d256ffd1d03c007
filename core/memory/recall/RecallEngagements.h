// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Recall.h"

namespace tarn {

class Lake;

// How a person's engagements shape what recall returns (issue 19 §3).
//
// A refuted delta is no longer recalled as true: its place goes to the
// refutation, which presents itself as the correction ("Refuted: “…” —
// the reason"), not as another copy of the claim. The latest of a delta's
// affirmations and refutations decides, so affirming it again takes the
// refutation back.
//
// An affirmation strengthens its target instead of competing with it: the
// target's score rises and the person's reasons travel beside it, and the
// affirmation itself leaves the list while its target is in it (once the
// target is reaped, the affirmation stands alone, as law 3 wants).
namespace RecallEngagements {

// An affirmed delta's score moves this share of the way towards 1.
inline constexpr double kAffirmedLift = 0.25;

// Reshapes scored recall hits (before they are cut to the limit): drops
// refuted deltas and affirmations of deltas in the list, adds refutations
// standing in for their targets, and fills RecallHit's refutes/affirmedBecause.
void apply(Lake &lake, QList<RecallHit> &hits);

// The reason and the carried claim of an engagement's content.
struct Parts
{
    QString reason;
    QString carried;
};
Parts partsOf(const Delta &engagement);

} // namespace RecallEngagements

} // namespace tarn
