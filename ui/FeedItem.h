// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"

namespace tarn::ui {

// A delta a feed source wrote (RssSource, MastodonSource): its valid_from
// is the item's publication date, which the window shows beside the time a
// poll saw it.
inline bool isFeedItem(const Delta &d)
{
    const QString family = d.source.section(u':', 0, 0);
    return family == QLatin1String("rss") || family == QLatin1String("mastodon");
}

} // namespace tarn::ui
