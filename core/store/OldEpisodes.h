// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QString>
#include <QtGlobal>
#include <vector>

namespace tarn {

class Lake;

// The conversation episodes (kind episode) retention
// (Maintenance::applyRetention) erases: those observed before a cutoff.
// Here is only what the store reads and deletes, the same on both engines;
// Maintenance keeps the policy (the cutoff from retention_days, the
// batches, the audit). Each call throws TarnError.
class OldEpisodes
{
public:
    OldEpisodes(Lake &lake, qint64 cutoff);

    // Their ids, in id order.
    std::vector<qint64> ids();
    // Deletes those with ids in [lo, hi]; returns how many went and adds
    // the images they named to `hashes`.
    qint64 removeRange(qint64 lo, qint64 hi, QSet<QString> &hashes);

private:
    Lake &m_lake;
    qint64 m_cutoff;
};

} // namespace tarn
