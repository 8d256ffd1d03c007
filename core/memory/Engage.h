// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Engagement.h"

namespace tarn {

class Lake;

namespace Engagement {

// Builds the engagement (Engagement::build) and writes it with its audit
// entry in one transaction; throws TarnError if the target is not in the
// lake, is not active, or the reason is empty.
Delta engage(Lake &lake, const QString &targetId, EngagementType type, const QString &reason,
             const QStringList &extraTags = {});

} // namespace Engagement

} // namespace tarn
