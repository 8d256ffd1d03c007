// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DataVersionWatch.h"

#include <QSqlError>
#include <QVariant>
#include <algorithm>
#include <utility>

namespace tarn {

DataVersionWatch::DataVersionWatch(QSqlDatabase db, int pollMs, QObject *parent)
    : LakeChangeWatch(parent), m_db(std::move(db)), m_query(m_db)
{
    m_query.setForwardOnly(true);
    m_query.prepare(QStringLiteral("PRAGMA data_version"));
    m_last = read();
    m_timer.setInterval(std::max(pollMs, 10));
    // A coarse timer is plenty for "about a second" and lets the system
    // bundle its wake-ups with others'.
    m_timer.setTimerType(Qt::CoarseTimer);
    connect(&m_timer, &QTimer::timeout, this, &DataVersionWatch::checkNow);
    m_timer.start();
}

DataVersionWatch::~DataVersionWatch() = default;

void DataVersionWatch::stop()
{
    m_timer.stop();
    m_query.finish();
}

std::optional<qint64> DataVersionWatch::read()
{
    if (!m_query.exec() || !m_query.next()) {
        const QString message = m_query.lastError().text();
        m_query.finish();
        // Once per outage, not every period.
        if (!std::exchange(m_failing, true))
            Q_EMIT failed(message);
        return std::nullopt;
    }
    m_failing = false;
    const qint64 version = m_query.value(0).toLongLong();
    // Resets the statement, so it holds no read snapshot between polls.
    m_query.finish();
    return version;
}

void DataVersionWatch::checkNow()
{
    const std::optional<qint64> now = read();
    if (!now)
        return;
    const bool changed = m_last && *now != *m_last;
    m_last = now;
    if (changed)
        Q_EMIT this->changed();
}

} // namespace tarn
