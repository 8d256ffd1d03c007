// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CaptureRules.h"
#include "Delta.h"
#include "MemorySettings.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace tarn {

class Lake;

struct ConversationTurn
{
    QString user;
    QString assistant;
    QString sessionId; // optional; groups a conversation's episodes
    // An imported turn (MemoryImport): when it was said (0: now), and tags
    // for its episode (the import's key).
    qint64 at = 0;
    QStringList episodeTags = {};
};

struct CaptureReport
{
    Delta episode;                          // the turn itself (kind episode, source chat)
    QList<Delta> remembered;                // new durable memories
    QList<QPair<QString, Delta>> superseded; // old id, the delta that replaced it
    QStringList alreadyKnown;               // ids a candidate only repeated
    QStringList forgotten;                  // ids "forget …" hid (forget_soft, reversible)
    QList<CaptureCandidate> heldBack;       // candidates under min_profile_confidence
    QStringList unmatchedForgets;           // "forget …" that matched no memory

    QJsonObject toJson() const;
};

// Capture from a conversation turn (seed 001, DESIGN §4): an episode delta
// for the turn, then what the person's words ask to keep or drop
// (CaptureRules). A candidate whose subject an active memory already holds
// supersedes it, lineage kept; one that says the same thing again writes
// nothing. All of it in one transaction: a failure leaves no half-captured
// turn. `tarn capture`, POST /v1/capture and the MCP `capture` tool call this.
namespace Capture {
// Throws TarnError (validation) when both sides are empty.
CaptureReport captureTurn(Lake &lake, const ConversationTurn &turn, const MemorySettings &settings);
} // namespace Capture

} // namespace tarn
