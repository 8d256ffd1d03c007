// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"

#include <optional>

namespace tarn {

// Seed 004's decay classes: how long a fact lives and whether recall
// refreshes it. The one place these TTLs are written down.
namespace DecayClasses {

// nullopt for Permanent and None (no class-driven expiry).
std::optional<qint64> ttlMs(DecayClass c);
bool refreshesOnAccess(DecayClass c); // stable and active

// Seed 004's classifyDecay heuristics, no model involved. Applied to facts
// that assistants store (source `agent`): the delta's kind plays the seed's
// `entity`, its subject and tags the `key`, its content the `text`.
DecayClass classify(const Delta &d);

} // namespace DecayClasses

} // namespace tarn
