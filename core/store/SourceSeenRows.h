// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tarn {

class Lake;

// Which items each configured source has written, by the item's key (a
// feed's guid, a note's path), and the delta each became (source_seen): so
// a poll writes an item once, and an item that replaces another (an edited
// note) knows which delta to supersede. Throws TarnError (Storage).
namespace SourceSeenRows {

bool seen(Lake &lake, const QString &name, const QString &itemKey);
// The delta written for an item key, or empty.
QString deltaFor(Lake &lake, const QString &name, const QString &itemKey);
void add(Lake &lake, const QString &name, const QString &itemKey, qint64 seenAt, const QString &deltaId);
// Every item of a source that is being removed.
void forget(Lake &lake, const QString &name);

} // namespace SourceSeenRows

} // namespace tarn
