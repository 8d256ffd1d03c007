// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExpiryLaws.h"

#include "DecayClasses.h"

#include <algorithm>

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

bool ExpiryLaws::softDecays(DecayClass c)
{
    return c == DecayClass::Stable || c == DecayClass::Active || c == DecayClass::Session
        || c == DecayClass::Checkpoint;
}

int ExpiryLaws::halvingsToDelete(double confidence)
{
    // Halving is exact in binary floating point, so this agrees bit for bit
    // with SoftDecay's own arithmetic and with the CASE in deadlineSql().
    int n = 0;
    while (confidence >= kDecayDeleteBelow && n < 64) {
        confidence *= kDecayFactor;
        ++n;
    }
    return n;
}

std::optional<qint64> ExpiryLaws::deadline(const Delta &d, qint64 decayIntervalMs)
{
    if (!d.expiresAt)
        return std::nullopt;
    if (!softDecays(d.decayClass))
        return d.expiresAt;
    const auto mark = decayMark(d.lastConfirmedAt, d.expiresAt);
    if (!mark)
        return d.expiresAt;
    // SoftDecay::stepsDue(mark, t) = 1 + (t - mark) / iv for t > mark; the
    // row is deleted at the first t where stepsDue >= applied + needed.
    const qint64 iv = std::max<qint64>(decayIntervalMs, 1);
    const qint64 steps = qint64(d.decaySteps) + halvingsToDelete(d.confidence) - 1;
    const qint64 gone = *mark + std::max<qint64>(1, steps * iv);
    return std::min(*d.expiresAt, gone);
}

QString ExpiryLaws::softDecaysSql(const QString &p)
{
    return QStringLiteral("%1decay_class IN ('stable','active','session','checkpoint')").arg(p);
}

QString ExpiryLaws::deadlineSql(qint64 decayIntervalMs, const QString &p)
{
    const qint64 iv = std::max<qint64>(decayIntervalMs, 1);
    // halvingsToDelete() for confidence in 0..3.2 (confidence is 0..1).
    const QString needed = QStringLiteral(
        "(CASE WHEN %1confidence < 0.1 THEN 0 WHEN %1confidence < 0.2 THEN 1 WHEN %1confidence < 0.4 THEN 2 "
        "WHEN %1confidence < 0.8 THEN 3 WHEN %1confidence < 1.6 THEN 4 WHEN %1confidence < 3.2 THEN 5 ELSE 6 END)").arg(p);
    return QStringLiteral("(CASE WHEN %1expires_at IS NOT NULL AND %1decay_mark_at IS NOT NULL AND %2 "
                          "THEN min(%1expires_at, %1decay_mark_at + max(1, (%1decay_steps + %3 - 1) * %4)) "
                          "ELSE %1expires_at END)")
        .arg(p, softDecaysSql(p), needed)
        .arg(iv);
}

} // namespace tarn
