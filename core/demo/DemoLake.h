// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace tarn {

class Lake;

// Fills a lake with a believable day in the life of Tarn: chat turns, vault
// notes, RSS items, sysinfo samples, heartbeats, Home Assistant changes,
// browser captures (one with an image), assistant facts and engagements,
// with expiries spread from minutes to weeks ahead of the lake's clock.
namespace DemoLake {

struct Summary
{
    int deltas = 0;
    int engagements = 0;
};

// Refuses (TarnError) a lake that already holds deltas.
Summary fill(Lake &lake, unsigned seed = 20261122);

} // namespace DemoLake

} // namespace tarn
