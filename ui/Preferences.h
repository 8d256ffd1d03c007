// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Clock.h"
#include "MemorySettings.h"
#include "Scheduler.h"
#include "SchedulerSettings.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace tarn::ui {

// What a person chose in the Preferences dialog, as a plain value. It lives
// in Tarn's config file (TarnSettings): the scheduler's part as
// SchedulerSettings, the memory knobs as MemorySettings, and the lake's
// location here. An empty location means "the default location"
// (Lake::defaultPath(), which the app resolves: ui never sees the lake code).
// A server lake's password is not a preference: it lives in the keychain
// (LakeCredentials), and an address carrying one is refused here.
struct Preferences
{
    Q_DECLARE_TR_FUNCTIONS(tarn::ui::Preferences)

public:
    // The bounds are the scheduler settings' (SchedulerSettings.h says why).
    static constexpr qint64 kDefaultReapIntervalMs = SchedulerSettings::kDefaultReapIntervalMs;
    static constexpr qint64 kDefaultDecayIntervalMs = SchedulerSettings::kDefaultDecayIntervalMs;
    static constexpr qint64 kMinReapIntervalMs = SchedulerSettings::kMinReapIntervalMs;
    static constexpr qint64 kMaxReapIntervalMs = SchedulerSettings::kMaxReapIntervalMs;
    static constexpr qint64 kMinDecayIntervalMs = SchedulerSettings::kMinDecayIntervalMs;
    static constexpr qint64 kMaxDecayIntervalMs = SchedulerSettings::kMaxDecayIntervalMs;

    qint64 reapIntervalMs = kDefaultReapIntervalMs;
    qint64 decayIntervalMs = kDefaultDecayIntervalMs;
    QString lakePath; // a file path or postgresql:// address; empty: the default location
    // Seed 003's DecayPolicy array as JSON text (empty: none). The
    // environment's TARN_DECAY_POLICIES, when set, is used instead.
    QString decayPolicies;
    // Fae's knobs, under [memory] in the same file (MemorySettings).
    tarn::MemorySettings memory;
    // The desktop: whether closing the window leaves Tarn in the tray (or
    // quits), whether a sweep that removed deltas notifies, and whether Tarn
    // starts at login (an autostart entry, Autostart.h, not a config key).
    bool closeToTray = true;
    bool notifications = true;
    bool startAtLogin = false;

    // Reads the saved preferences; a missing or out-of-range value falls
    // back to its default rather than making Tarn refuse to start.
    static Preferences load();
    void save() const;

    // The scheduler's part as the config file keeps it, and what it runs with.
    tarn::SchedulerSettings schedulerSettings() const;
    tarn::SchedulerConfig schedulerConfig() const;

    // Why these preferences cannot be used, in words for the person, or
    // nullopt when they can. Looks at the file system for a lake file but
    // never creates anything; a server address is only parsed (reaching it
    // is LakeProbe's, off the UI thread).
    static std::optional<QString> whyInvalid(const Preferences &preferences);
    static std::optional<QString> whyLakePathInvalid(const QString &lakePath);

    bool operator==(const Preferences &) const = default;
};

} // namespace tarn::ui
