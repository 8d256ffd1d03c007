// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "PostgresNotifyWatch.h"

#include "PostgresSchema.h"

#include <QSqlDriver>
#include <QSqlError>

namespace tarn {

PostgresNotifyWatch::PostgresNotifyWatch(QSqlDatabase db, int latencyMs, QObject *parent)
    : LakeChangeWatch(parent), m_db(std::move(db))
{
    m_gather.setSingleShot(true);
    m_gather.setInterval(std::min(latencyMs, kGatherMs));
    connect(&m_gather, &QTimer::timeout, this, &LakeChangeWatch::changed);
    QSqlDriver *driver = m_db.driver();
    connect(driver, &QSqlDriver::notification, this,
            [this](const QString &name, QSqlDriver::NotificationSource source, const QVariant &) {
                if (name == PostgresSchema::kChangeChannel && source != QSqlDriver::SelfSource && !m_gather.isActive())
                    m_gather.start();
            });
    m_listening = driver->subscribeToNotification(PostgresSchema::kChangeChannel);
    if (!m_listening)
        QTimer::singleShot(0, this, [this] {
            Q_EMIT failed(tr("cannot listen for changes: %1").arg(m_db.driver()->lastError().text()));
        });
}

PostgresNotifyWatch::~PostgresNotifyWatch()
{
    stop();
}

void PostgresNotifyWatch::stop()
{
    m_gather.stop();
    // A connection opened again after it was lost listens to nothing yet.
    if (m_listening && m_db.isOpen() && m_db.driver()->subscribedToNotifications().contains(PostgresSchema::kChangeChannel))
        m_db.driver()->unsubscribeFromNotification(PostgresSchema::kChangeChannel);
    m_listening = false;
}

} // namespace tarn
