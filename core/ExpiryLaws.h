#pragma once

#include "Delta.h"
#include "SourceRegistry.h"

namespace tarn {

// The three laws at write time (DESIGN §2). Law 1 (authored sticks) and law 2
// (observed wilts) decide expires_at from the source's settings or the
// delta's decay class; law 3 (engagement) is an authored source, so it
// sticks by law 1. Nothing here ever touches an existing row.
namespace ExpiryLaws {

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

} // namespace ExpiryLaws

} // namespace tarn
