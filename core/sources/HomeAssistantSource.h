// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SourcePlugin.h"

namespace tarn {

// Home Assistant state changes (DESIGN §7): polls <url>/api/states with a
// long-lived access token (a Secret field: kept in the keychain, sent as
// "Authorization: Bearer ...", never written to the lake) and writes one
// observed delta per state change, not per poll: the last state seen of
// each entity is kept in the instance's cursor, so the first poll writes
// each matching entity's current state once and later polls only the
// entities whose state (or last_changed) moved. Item key: entity_id + "@"
// + last_changed. Entity globs ("sensor.*, light.kitchen") narrow what is
// kept. Expires after the home-assistant source's expiry (30 days).
class HomeAssistantSource : public SourcePlugin
{
public:
    SourceShape shape() const override;
    qint64 pollIntervalMs(const SourceInstance &instance) const override;
    std::unique_ptr<SourcePoller> createPoller(QNetworkAccessManager &network, const Clock &clock) const override;

    static constexpr qint64 kMaxStatesBytes = 8 * 1024 * 1024;
};

} // namespace tarn
