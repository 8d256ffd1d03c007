// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SourcePlugin.h"

namespace tarn {

// Seed 000's two system sources, which observe this machine rather than
// the network: a sysinfo sample (load, memory, disk) every 5 minutes that
// wilts after a day, and a heartbeat every hour that wilts after 24 hours
// (an accountability artifact: Tarn was running then).
class SysinfoSource : public SourcePlugin
{
public:
    SourceShape shape() const override;
    qint64 pollIntervalMs(const SourceInstance &instance) const override;
    std::unique_ptr<SourcePoller> createPoller(QNetworkAccessManager &network, const Clock &clock) const override;
    // One sample as text, from /proc and the file system (tests read it).
    static QString sample(const QString &diskPath);
};

class HeartbeatSource : public SourcePlugin
{
public:
    SourceShape shape() const override;
    qint64 pollIntervalMs(const SourceInstance &instance) const override;
    std::unique_ptr<SourcePoller> createPoller(QNetworkAccessManager &network, const Clock &clock) const override;
};

} // namespace tarn
