// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"

#include <QStringList>
#include <optional>

namespace tarn {

class Lake;

// Seed 001's memory operations on an append-only lake (DESIGN §4): nothing
// is edited in place. A patch or a supersede writes a new delta that names
// the old one in `supersedes`; the old one is marked `superseded_by` (a
// lifecycle column) and drops out of every reader, its lineage kept.
// Forgetting lives in Forgetting.h.
namespace MemoryOperations {

struct Patch
{
    std::optional<QString> content;
    std::optional<QStringList> tags;
    std::optional<Kind> kind;
    std::optional<QString> subject;
    std::optional<double> confidence;
    // Who writes the new version: the old one's source unless given. The
    // window's Correct… gives the person's own ("chat") for an observed
    // delta: what a person says is true now is authored and sticks, where
    // a copy under the feed's source would wilt with the feed.
    std::optional<QString> source;
    // Where the correction came from (capture: the turn that said it).
    std::optional<QString> sessionId;
    std::optional<QString> episodeId;
    std::optional<QString> segmentId;
};

// The new delta carries the old one's source, kind, subject, scope and tags
// unless the patch changes them. Throws TarnError: NotFound for an unknown
// id; InvalidInput when the old delta is already superseded, forgotten or
// invalidated, or when the patch changes nothing.
Delta patch(Lake &lake, const QString &oldId, const Patch &changes);
Delta supersede(Lake &lake, const QString &oldId, const QString &newContent);
// Marks a delta invalid (wrong, but kept for the record): hidden from
// readers, visible with "include hidden".
void invalidate(Lake &lake, const QString &id);
// Undoes invalidate(): the delta is active again (the window's Undo Mark
// Invalid). Throws NotFound for an unknown id, InvalidInput for a delta
// that is not invalidated (a forgotten one comes back through Forgetting).
void revalidate(Lake &lake, const QString &id);

} // namespace MemoryOperations

} // namespace tarn
