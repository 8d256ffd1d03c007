#include "ExpiryLaws.h"

#include "DecayClasses.h"

namespace tarn {

ExpiryLaws::Decision ExpiryLaws::decide(const Delta &d, const SourceDefinition &def,
                                        const SourceSettings &settings, bool explicitClass)
{
    Decision out;
    if (explicitClass && d.decayClass != DecayClass::None)
        out.decayClass = d.decayClass;
    else if (settings.decayClass != DecayClass::None)
        out.decayClass = settings.decayClass;
    else if (def.classifiesDecay)
        out.decayClass = DecayClasses::classify(d);

    if (out.decayClass != DecayClass::None) {
        const auto ttl = DecayClasses::ttlMs(out.decayClass);
        out.expiresAt = ttl ? std::optional<qint64>(d.observedAt + *ttl) : std::nullopt;
    } else if (settings.expiryMs) {
        out.expiresAt = d.observedAt + *settings.expiryMs;
    }
    return out;
}

void ExpiryLaws::apply(Delta &d, const SourceDefinition &def, const SourceSettings &settings, bool explicitClass)
{
    const Decision decision = decide(d, def, settings, explicitClass);
    d.decayClass = decision.decayClass;
    d.expiresAt = decision.expiresAt;
    d.lastConfirmedAt = d.expiresAt ? std::optional<qint64>(d.observedAt) : std::nullopt;
    d.decaySteps = 0;
}

std::optional<qint64> ExpiryLaws::decayMark(std::optional<qint64> lastConfirmedAt, std::optional<qint64> expiresAt)
{
    if (!expiresAt || !lastConfirmedAt)
        return std::nullopt;
    return *lastConfirmedAt + (*expiresAt - *lastConfirmedAt) * 3 / 4;
}

} // namespace tarn
