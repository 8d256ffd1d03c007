// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeTypes.h"

#include <QJsonObject>

namespace tarn {

// The wire form of LakeStats, shared by `tarn stats --json`, GET /v1/stats
// and the MCP `stats` tool, so all three answer alike.
namespace LakeStatsJson {
QJsonObject toJson(const LakeStats &stats, const QString &lakePath);
}

} // namespace tarn
