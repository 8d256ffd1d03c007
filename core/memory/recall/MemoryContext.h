// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MemorySettings.h"
#include "Recall.h"

#include <QJsonObject>

namespace tarn {

class Lake;

// The bounded <memory_context> an assistant puts in its prompt before it
// answers (seed 001's recall step, DESIGN §4): durable kinds only, each at
// least min_profile_confidence, at most recall_max_items memories and
// recall_max_chars characters (the tags included), best first by recall's
// (events that match are in it too, issue 20)
// ranking. `tarn recall --context`, GET /v1/context and the MCP
// `memory_context` tool all build it here.
struct MemoryContext
{
    QString text;            // the block, or empty when nothing qualifies
    QList<RecallHit> items;  // what the block holds, best first
    int candidates = 0;      // durable, confident memories that matched
    bool truncated = false;  // a bound left some out or shortened the last
    RecallReading reading;   // how recall read the query (RecallReading); the preview shows it

    // Kinds that hold lasting knowledge of the person (not episodes,
    // observations, events or open questions).
    static bool isDurable(Kind kind);
    static QList<Kind> durableKinds();
    // What the block holds: durable memories and the events that match
    // (an assistant asked "when is the dentist?" needs the appointment).
    static bool belongsInContext(Kind kind);
    static QList<Kind> contextKinds();

    // Only the memories that make it into the block count as recalled
    // (recall_count, refresh of stable/active expiry) when touch is set.
    // Throws TarnError (validation) for a query with no words.
    static MemoryContext build(Lake &lake, const QString &query, const MemorySettings &settings, bool touch = true);
    // The block for hits already ranked; pure, for tests and callers that
    // recalled themselves.
    static MemoryContext fromHits(const QList<RecallHit> &hits, const MemorySettings &settings);

    QJsonObject toJson() const;
};

} // namespace tarn
