#pragma once

// The plain value types the lake takes and returns. They hold no database
// handle, so the window can use them without seeing Qt Sql.

#include "Delta.h"

#include <QList>
#include <QMap>
#include <QString>
#include <optional>

namespace tarn {

// A delta on its way in, with what the caller asks the laws to keep.
struct NewDelta
{
    Delta delta;
    bool keepExpiry = false;         // a restore: keep expires_at as given (even null)
    bool keepLifecycle = false;      // a restore: keep confidence, recall counts, tier, state ...
    bool explicitDecayClass = false; // the caller chose the decay class
};

struct ListFilter
{
    QString source;                 // exact, or a prefix family ("rss" matches "rss:hn")
    std::optional<Kind> kind;
    std::optional<bool> observed;   // true: has an expiry; false: authored
    std::optional<qint64> expiringWithinMs;
    QString tag;                    // exact tag
    bool includeHidden = false;     // forgotten, invalidated, superseded
};

struct SourceStat
{
    QString source;
    qint64 count = 0;
    std::optional<qint64> nextExpiry;
};

struct LakeStats
{
    qint64 total = 0;
    qint64 authored = 0;
    qint64 observed = 0;
    qint64 expiredPending = 0;
    std::optional<qint64> nextExpiry;
    QList<SourceStat> perSource;
    QMap<QString, qint64> perDecayClass; // "" = plain TTL / none
    qint64 auditEntries = 0;
    qint64 fileBytes = 0;
};

struct RetimePreview
{
    qint64 affected = 0;       // unexpired deltas whose expiry would change
    qint64 expireAtOnce = 0;   // of those, how many the new setting makes already expired
};

struct ImportReport
{
    qint64 imported = 0;
    qint64 truncated = 0;
};

} // namespace tarn
