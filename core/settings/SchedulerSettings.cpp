// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SchedulerSettings.h"

#include "ConfiguredDecayPolicies.h"
#include "SettingsLogging.h"
#include "TarnSettings.h"

namespace tarn {

namespace {

QString reapKey() { return QStringLiteral("scheduler/reapIntervalMinutes"); }
QString decayKey() { return QStringLiteral("scheduler/decayIntervalMinutes"); }

// A stored interval in minutes, or the fallback when it is missing, not a
// number or outside [min, max]: a bad hand edit must not stop the reaper.
qint64 readMinutes(const QSettings &settings, const QString &key, qint64 fallbackMs, qint64 minMs, qint64 maxMs)
{
    bool ok = false;
    const qint64 minutes = settings.value(key).toLongLong(&ok);
    const qint64 ms = minutes * Duration::Minute;
    if (ok && ms >= minMs && ms <= maxMs)
        return ms;
    if (settings.contains(key))
        qCWarning(lcSettings, "%s in %s is not a number of minutes from %lld to %lld; the default %lld applies",
                  qUtf8Printable(key), qUtf8Printable(settings.fileName()), minMs / Duration::Minute,
                  maxMs / Duration::Minute, fallbackMs / Duration::Minute);
    return fallbackMs;
}

} // namespace

SchedulerSettings SchedulerSettings::load()
{
    const TarnSettings settings;
    SchedulerSettings s;
    s.reapIntervalMs = readMinutes(settings, reapKey(), kDefaultReapIntervalMs, kMinReapIntervalMs, kMaxReapIntervalMs);
    s.decayIntervalMs =
        readMinutes(settings, decayKey(), kDefaultDecayIntervalMs, kMinDecayIntervalMs, kMaxDecayIntervalMs);
    s.decayPolicies = settings.value(DecayPolicies::settingsKey()).toString().trimmed();
    return s;
}

void SchedulerSettings::save() const
{
    TarnSettings settings(TarnSettings::Access::ForWriting);
    settings.setValue(reapKey(), reapIntervalMs / Duration::Minute);
    settings.setValue(decayKey(), decayIntervalMs / Duration::Minute);
    if (decayPolicies.trimmed().isEmpty())
        settings.remove(DecayPolicies::settingsKey());
    else
        settings.setValue(DecayPolicies::settingsKey(), decayPolicies.trimmed());
    settings.sync();
}

} // namespace tarn
