// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QStringList>

namespace tarn {

class Lake;

// Which of some deltas someone engaged with, and how: what the window's
// list marks beside a delta (issue 22). One query over the engagement tags
// (affirms:/refutes:/reply-to:<id>) for a page of ids; engagements that
// were forgotten do not count.
namespace EngagedDeltas {

// Bits of EngagedDeltas::of's values.
enum Mark : quint8 { Affirmed = 1, Refuted = 2, Replied = 4 };

// id -> its marks, for the ids someone engaged with. Invalid ids are skipped.
QHash<QString, quint8> of(Lake &lake, const QStringList &ids);

} // namespace EngagedDeltas

} // namespace tarn
