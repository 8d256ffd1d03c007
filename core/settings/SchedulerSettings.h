// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Clock.h"

#include <QString>

namespace tarn {

// How often the window's and `tarn serve`'s scheduler reaps and runs soft
// decay, and the operator's decay policies (seed 003) as JSON text, as
// Tarn's config file (TarnSettings) keeps them: intervals in whole minutes
// under [scheduler], so a hand-edited file stays readable, the policies
// under [decay]. The Preferences dialog edits these; `tarn serve` reads them.
struct SchedulerSettings
{
    static constexpr qint64 kDefaultReapIntervalMs = 5 * Duration::Minute;
    static constexpr qint64 kDefaultDecayIntervalMs = 60 * Duration::Minute;
    // Faster than a minute would keep the disk busy for nothing; slower
    // than a day would let expired deltas linger visibly.
    static constexpr qint64 kMinReapIntervalMs = Duration::Minute;
    static constexpr qint64 kMaxReapIntervalMs = Duration::Day;
    // Soft decay halves per interval elapsed, so its rate does not depend on
    // this; the bounds only keep the sweep from running constantly or
    // leaving faded deltas around for more than a week.
    static constexpr qint64 kMinDecayIntervalMs = 5 * Duration::Minute;
    static constexpr qint64 kMaxDecayIntervalMs = 7 * Duration::Day;

    qint64 reapIntervalMs = kDefaultReapIntervalMs;
    qint64 decayIntervalMs = kDefaultDecayIntervalMs;
    // Seed 003's DecayPolicy array as JSON text (empty: none). The
    // environment's TARN_DECAY_POLICIES, when set, is used instead
    // (ConfiguredDecayPolicies.h).
    QString decayPolicies;

    // A missing or out-of-range interval falls back to its default rather
    // than making Tarn refuse to start; the policies are read as text and
    // checked by whoever parses them.
    static SchedulerSettings load();
    void save() const;

    bool operator==(const SchedulerSettings &) const = default;
};

} // namespace tarn
