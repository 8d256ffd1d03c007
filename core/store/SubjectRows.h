// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <optional>

namespace tarn {

class Lake;

// Which memory holds a subject ("address", "partner's name"): what
// capture asks before it writes a fact, so a new value supersedes the old
// one instead of standing beside it (Capture.h keeps the rules).
namespace SubjectRows {

// The newest live delta of a durable kind (not an episode, not an
// observation) about `subject`: active, not superseded, not expired at
// `now`. Throws TarnError (Storage).
std::optional<qint64> holder(Lake &lake, const QString &subject, qint64 now);

// Recall's question for a memory that has no subject but files itself
// under tags (RecallSubjects.h): the live deltas of `kind` tagged `tag`
// and observed after `observedAfter`, newest first, at most `limit`, looked
// for among the newest kTagWindow rows tagged `tag` (one range of the tag
// index, so a tag on half a million feed items costs the same as a rare
// one). The caller compares the whole tag set. Throws TarnError (Storage).
inline constexpr int kTagWindow = 64;
QList<qint64> newerTagged(Lake &lake, const QString &tag, const QString &kind, qint64 observedAfter, qint64 now,
                          int limit);

} // namespace SubjectRows

} // namespace tarn
