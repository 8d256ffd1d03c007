// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIODevice>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

class QSqlDatabase;

namespace tarn {

class Clock;

struct AuditEntry
{
    qint64 seq = 0;
    qint64 at = 0;
    QString actor;  // "cli", "window", "api", "system:decay", "reaper", ...
    QString op;     // insert, engage, truncate, reap, decay, policy-change, migrate, backfill-decay, ...
    QString deltaId;
    std::optional<qint64> count;
    QJsonObject detail;

    QJsonObject toJson() const;
};

// The append-only record of every operation (DESIGN §4); triggers refuse
// UPDATE and DELETE on its table. It never holds a secret, and forget_hard
// entries never hold the forgotten content.
class AuditLog
{
public:
    AuditLog(QSqlDatabase &db, const Clock &clock) : m_db(db), m_clock(clock) {}

    void append(const QString &actor, const QString &op, const QString &deltaId = {},
                std::optional<qint64> count = std::nullopt, const QJsonObject &detail = {});
    // Newest first; op empty = every op.
    QList<AuditEntry> recent(const QStringList &ops = {}, int limit = 50) const;
    qint64 exportJsonl(QIODevice &out) const;

private:
    QSqlDatabase &m_db;
    const Clock &m_clock;
};

} // namespace tarn
