// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SourcePlugin.h"

namespace tarn {

// RSS and Atom feeds (DESIGN §7): polls a feed URL on its own interval with
// a conditional GET (ETag / Last-Modified), one observed delta per new item
// (title, summary and link; deduplicated by the item's guid, id or link
// across restarts), the item's image enclosure kept in the media store.
// Expires after the rss source's expiry (30 days by default).
class RssSource : public SourcePlugin
{
public:
    SourceShape shape() const override;
    qint64 pollIntervalMs(const SourceInstance &instance) const override;
    std::unique_ptr<SourcePoller> createPoller(QNetworkAccessManager &network, const Clock &clock) const override;

    static constexpr qint64 kMaxFeedBytes = 16 * 1024 * 1024;
    static constexpr qint64 kMaxImageBytes = 10 * 1024 * 1024;
    static constexpr int kMaxImagesPerPoll = 20;
};

} // namespace tarn
