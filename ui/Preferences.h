#pragma once

#include "Clock.h"
#include "MemorySettings.h"
#include "Scheduler.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace tarn::ui {

// What a person chose in the Preferences dialog, as a plain value. It lives
// in the user's QSettings (tarn/tarn), in whole minutes, so a hand-edited
// file stays readable. An empty lake path means "the default location"
// (Lake::defaultPath(), which the app resolves: ui never sees the lake code).
struct Preferences
{
    Q_DECLARE_TR_FUNCTIONS(tarn::ui::Preferences)

public:
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
    QString lakePath; // empty: the default location
    // Seed 003's DecayPolicy array as JSON text (empty: none). The
    // environment's TARN_DECAY_POLICIES, when set, is used instead.
    QString decayPolicies;
    // Fae's knobs, under [memory] in the same file (MemorySettings).
    tarn::MemorySettings memory;

    // Reads the saved preferences; a missing or out-of-range value falls
    // back to its default rather than making Tarn refuse to start.
    static Preferences load();
    void save() const;

    tarn::SchedulerConfig schedulerConfig() const;

    // Why these preferences cannot be used, in words for the person, or
    // nullopt when they can. Looks at the file system for the lake path but
    // never creates anything.
    static std::optional<QString> whyInvalid(const Preferences &preferences);
    static std::optional<QString> whyLakePathInvalid(const QString &lakePath);

    bool operator==(const Preferences &) const = default;
};

} // namespace tarn::ui
