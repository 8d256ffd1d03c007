// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"

#include <QJsonObject>

namespace tarn {

// The wire form of a delta (JSONL import/export, the API, MCP, --json):
// DESIGN §1's field names, ISO 8601 UTC times with milliseconds, null for none.
namespace DeltaJson {

QJsonObject toJson(const Delta &d);

struct Parsed
{
    Delta delta;
    bool hasExpiresAt = false;  // key present (a restore keeps it, even null)
    bool hasLifecycle = false;  // any lifecycle field present (a restore)
    bool hasDecayClass = false;
};

// Throws TarnError naming the offending field. Missing times default to nowMs.
Parsed fromJson(const QJsonObject &o, qint64 nowMs);
// Parses one line of JSONL (an object) with the same rules.
Parsed fromJsonLine(const QByteArray &line, qint64 nowMs);

} // namespace DeltaJson

} // namespace tarn
