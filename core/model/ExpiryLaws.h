// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Clock.h"
#include "Delta.h"
#include "SourceRegistry.h"

namespace tarn {

// The three laws at write time (DESIGN §2). Law 1 (authored sticks) and law 2
// (observed wilts) decide expires_at from the source's settings or the
// delta's decay class; law 3 (engagement) is an authored source, so it
// sticks by law 1. Nothing here ever touches an existing row.
namespace ExpiryLaws {

// Soft decay's arithmetic (DESIGN §3), here because a delta's true deadline
// follows from it; the sweep (lifecycle/SoftDecay) applies the same numbers.
constexpr double kDecayFactor = 0.5;      // confidence is halved each interval
constexpr double kDecayDeleteBelow = 0.1; // and the delta goes once under this

struct Decision
{
    DecayClass decayClass = DecayClass::None;
    std::optional<qint64> expiresAt;
};

// explicitClass: the caller named a decay class for this delta, which
// overrides both the source's setting and classifyDecay.
Decision decide(const Delta &d, const SourceDefinition &def, const SourceSettings &settings, bool explicitClass);

// Sets decay_class, expires_at and last_confirmed_at on a new delta.
void apply(Delta &d, const SourceDefinition &def, const SourceSettings &settings, bool explicitClass);

// Soft decay starts once 75 % of the window since last confirmation has passed.
std::optional<qint64> decayMark(std::optional<qint64> lastConfirmedAt, std::optional<qint64> expiresAt);

// Soft decay (DESIGN §3) acts on decay-class facts only: stable, active,
// session and checkpoint. Plain-TTL deltas (a source's expiry, which the
// person tunes) live exactly until expires_at: that expiry is a promise.
bool softDecays(DecayClass c);

// The deadline: the moment a delta will really be gone if nothing else
// happens (no recall refresh, no engagement, no policy), soft decay
// included. For a plain-TTL delta it is expires_at; for a decay-class one
// it is min(expires_at, the first moment soft decay would delete it:
// confidence halves once per interval elapsed since the 75 % mark and the
// row goes under 0.1). nullopt: never. Every interface that shows or
// returns a deadline (window, CLI, API, MCP, stats, dashboard) uses this
// or deadlineSql(), which computes the same over a deltas row.
std::optional<qint64> deadline(const Delta &d, qint64 decayIntervalMs = Duration::Hour);
// Halvings soft decay still needs to take `confidence` under its floor.
int halvingsToDelete(double confidence);
// SQL for deadline() over the unqualified columns of `deltas` (prefix
// e.g. "d." for a qualified one); NULL for never.
QString deadlineSql(qint64 decayIntervalMs = Duration::Hour, const QString &prefix = QString());
// SQL that is true for a row soft decay may act on (a decay class).
QString softDecaysSql(const QString &prefix = QString());

} // namespace ExpiryLaws

} // namespace tarn
