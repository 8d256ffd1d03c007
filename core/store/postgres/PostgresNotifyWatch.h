// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeChangeWatch.h"

#include <QSqlDatabase>
#include <QTimer>

namespace tarn {

// PostgreSQL's way to notice other connections' commits, from any machine:
// the lake's schema sends a notification on PostgresSchema::kChangeChannel
// for every statement that changes deltas (delivered at commit, never for
// a rolled-back one), and the connection LISTENs through Qt's QPSQL driver.
// The server pushes, so nothing is polled; a burst of notifications (a
// sweep's batches, an import) becomes one changed() per short window.
// Notifications from the watched connection itself are not reported.
class PostgresNotifyWatch final : public LakeChangeWatch
{
    Q_OBJECT
public:
    PostgresNotifyWatch(QSqlDatabase db, int latencyMs, QObject *parent = nullptr);
    ~PostgresNotifyWatch() override;

    void stop() override;
    void checkNow() override {}

    // How long a burst is gathered before changed() fires.
    static constexpr int kGatherMs = 100;

private:
    QSqlDatabase m_db;
    QTimer m_gather;
    bool m_listening = false;
};

} // namespace tarn
