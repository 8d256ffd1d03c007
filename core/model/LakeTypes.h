// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The plain value types the lake takes and returns. They hold no database
// handle, so the window can use them without seeing Qt Sql.

#include "Delta.h"
#include "SourceRegistry.h"
#include "SweepReport.h"

#include <QList>
#include <QMap>
#include <QString>
#include <functional>
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

// What a list is ordered by (issue 22): what the window's columns show,
// each paged by keyset (Lake::list), never by OFFSET.
enum class SortKey {
    When,       // observed_at, then rid
    Deadline,   // ExpiryLaws::deadline; what never wilts after what does
    Source,     // then newest first within a source
    Kind,       // then newest first within a kind
    Confidence, // then newest first
};

struct ListSort
{
    SortKey key = SortKey::When;
    bool ascending = false;
    bool operator==(const ListSort &) const = default;
};

// "when", "deadline", "source", "kind", "confidence"; a leading '-' for
// descending. The CLI's --sort and the API's sort= read this.
std::optional<ListSort> parseListSort(const QString &text);
QString listSortName(const ListSort &sort);

struct ListFilter
{
    QString source;                 // exact, or a prefix family ("rss" matches "rss:hn")
    std::optional<Kind> kind;
    std::optional<bool> observed;   // true: has an expiry; false: authored
    std::optional<qint64> expiringWithinMs;
    QString tag;                    // exact tag
    std::optional<Scope> scope;
    // What a person typed in the search box; matched through FTS5 (see
    // SearchQuery) and combined with every other field. Empty: no search.
    QString search;
    bool includeHidden = false;     // forgotten, invalidated, superseded
    // Only what was forgotten (softly) or marked invalid: what Restore
    // brings back. Overrides includeHidden.
    bool hiddenOnly = false;
    // Empty: the most urgent first where expiringWithinMs is set, else the
    // newest first (When, descending).
    std::optional<ListSort> sort;
    ListSort effectiveSort() const;
    bool operator==(const ListFilter &) const = default;
};

struct SourceStat
{
    QString source;
    qint64 count = 0;
    std::optional<qint64> nextExpiry;
};

// Recall by meaning (issue 20): how far the background embedder has come
// with the configured model, and its last problem. Only in LakeStats while
// a local embedding server is configured.
struct EmbeddingStats
{
    QString model;
    QString api;        // "ollama", "openai" or "word-vectors" (built in: no url)
    QString url;
    qint64 embedded = 0; // live deltas with a vector for this model
    qint64 total = 0;    // live deltas of the kinds it embeds (EmbeddingConfig::skippedKinds)
    QString lastError;   // empty while the server answers
    std::optional<qint64> lastErrorAt;
    std::optional<qint64> lastOkAt;
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
    std::optional<EmbeddingStats> embeddings; // set while embeddings are configured
};

struct RetimePreview
{
    qint64 affected = 0;       // unexpired deltas whose expiry would change
    qint64 expireAtOnce = 0;   // of those, how many the new setting makes already expired
};

// One row of the Sources page: what a source is, how much it holds and
// when it next loses something.
struct SourceOverview
{
    QString source;                  // as stored ("rss:hn") or a registered key with no deltas yet
    QString label;                   // the registry's human name (untranslated)
    SourceCategory category = SourceCategory::Source;
    qint64 count = 0;
    std::optional<qint64> nextExpiry;
    std::optional<qint64> lastDeltaAt; // observed_at of its newest delta
    SourceSettings settings;         // effective (custom or default)
    SourceSettings defaults;         // seed 000's row
    bool custom = false;             // the person changed the setting
    bool allowNever = false;         // the settings dialog may offer "never"
    bool classifiesDecay = false;    // decay class chosen per delta (agent)
};

// The full story of one delta for the detail pane.
struct DeltaDetail
{
    Delta delta;
    QList<Delta> engagements;        // deltas that affirm/refute/reply to it
    QString mediaPath;               // absolute file path when media_hash has a file, else empty
};

// "What wilts when": deltas due to expire, per local day and source.
struct ExpiryBucket
{
    qint64 dayStartMs = 0;           // local midnight the bucket starts at
    QString source;
    qint64 count = 0;
};

struct SweepHistoryEntry
{
    qint64 at = 0;
    SweepKind kind = SweepKind::Reap;
    QString actor;
    qint64 removed = 0;
    qint64 reduced = 0;
    qint64 durationMs = 0;
    bool cancelled = false;
    QString error;
};

struct DashboardData
{
    qint64 now = 0;
    int days = 0;
    qint64 authored = 0;
    qint64 observed = 0;
    QList<ExpiryBucket> upcoming;    // days [today, today + days), oldest first
    QList<SweepHistoryEntry> sweeps; // newest first
};

struct ImportReport
{
    qint64 imported = 0;
    qint64 truncated = 0;
};

// How far a long import or export has come (done of total; total 0 when it
// cannot be known, as on standard input). Returning false stops it: an
// import then writes nothing, an export leaves no file behind, and either
// throws TarnError (Cancelled).
using TransferProgress = std::function<bool(qint64 done, qint64 total)>;

} // namespace tarn
