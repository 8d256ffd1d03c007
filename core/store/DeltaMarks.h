// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QtGlobal>

namespace tarn {

class Lake;

// The marks a delta's row takes after it is written: which delta
// supersedes it, that it was invalidated, how often recall used it. Append
// only means its words never change; these columns are the lake's
// bookkeeping about them (DESIGN §4). The rules for when to mark (a patch,
// an invalidation, a recall that touches) stay with the memory room; here
// is only how. Each call runs in the caller's transaction and throws
// TarnError (Storage) when the engine refuses.
namespace DeltaMarks {

// `newer` supersedes `older`, unless something already does.
void superseded(Lake &lake, qint64 older, qint64 newer);
// The delta is invalidated: no longer true, kept for its lineage.
void invalidated(Lake &lake, qint64 rid);
// An invalidation undone: the delta is active again.
void revalidated(Lake &lake, qint64 rid);
// Each of these deltas was recalled once more, at `now`.
void recalled(Lake &lake, const QList<qint64> &rids, qint64 now);

} // namespace DeltaMarks

} // namespace tarn
