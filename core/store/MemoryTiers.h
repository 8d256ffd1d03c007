// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"

#include <QList>
#include <QtGlobal>

namespace tarn {

class Lake;

// The promotions reflection (Maintenance::reflect) writes to the tier
// column: stm -> episodic -> semantic, live rows only. Here is only the
// SQL, the same on both engines; Maintenance keeps the rules (how many
// recalls, how old, which kinds), the transaction and the audit. Each
// returns how many rows moved and throws TarnError.
class MemoryTiers
{
public:
    explicit MemoryTiers(Lake &lake);

    // episodic -> semantic: recalled at least minRecalls times, observed by
    // observedBy, at least minConfidence sure, and of one of `kinds`.
    qint64 promoteToSemantic(qint64 now, int minRecalls, qint64 observedBy, double minConfidence,
                             const QList<Kind> &kinds);
    // stm -> episodic, never an observation: recalled at least minRecalls
    // times, or once and observed by observedBy.
    qint64 promoteToEpisodic(qint64 now, int minRecalls, qint64 observedBy);

private:
    Lake &m_lake;
};

} // namespace tarn
