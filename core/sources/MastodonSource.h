// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SourcePlugin.h"

namespace tarn {

// A Mastodon home timeline (DESIGN §7's generic API source): polls
// <instance>/api/v1/timelines/home with an access token (a Secret field:
// kept in the keychain, sent as "Authorization: Bearer ...", never written
// to the lake) and writes one observed delta per status, keyed by its id
// (so a restart writes nothing twice): "@acct: text" and the status's
// address, boosts as "@booster boosted @author: ...", the first image
// attachment kept in the media store. The instance's cursor is the highest
// status id seen; see MastodonSource.cpp for how polls page from it.
// Expires after the mastodon source's expiry (30 days).
class MastodonSource : public SourcePlugin
{
public:
    SourceShape shape() const override;
    qint64 pollIntervalMs(const SourceInstance &instance) const override;
    std::unique_ptr<SourcePoller> createPoller(QNetworkAccessManager &network, const Clock &clock) const override;

    static constexpr int kPageSize = 40;       // Mastodon's maximum limit
    static constexpr int kMaxPagesPerPoll = 10;
    static constexpr qint64 kMaxPageBytes = 8 * 1024 * 1024;
    static constexpr qint64 kMaxImageBytes = 10 * 1024 * 1024;
    static constexpr int kMaxImagesPerPoll = 40;

    // Status ids are numeric strings (base62 flake ids on some servers):
    // longer is newer, equal lengths compare as text.
    static bool idLess(const QString &a, const QString &b);
};

} // namespace tarn
