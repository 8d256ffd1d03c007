// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "PolicyDeltas.h"

#include "Lake.h"
#include "LakeSql.h"
#include "StorageErrors.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace tarn {

namespace {
void check(QSqlQuery &q, bool ok)
{
    if (!ok)
        throw StorageErrors::fromSql(q.lastError());
}
} // namespace

PolicyDeltas::PolicyDeltas(Lake &lake) : m_lake(lake)
{
}

qint64 PolicyDeltas::countInScope(const QString &scope)
{
    QSqlQuery q(LakeSql::of(m_lake));
    check(q, q.prepare(QStringLiteral("SELECT count(*) FROM deltas WHERE scope = ?")));
    q.addBindValue(scope);
    check(q, q.exec());
    return q.next() ? q.value(0).toLongLong() : 0;
}

PolicyDeltas::LiveRows::LiveRows(Lake &lake, const QString &scope, qint64 now)
    : m_q(std::make_unique<QSqlQuery>(LakeSql::of(lake)))
{
    QSqlQuery &q = *m_q;
    q.setForwardOnly(true);
    check(q, q.prepare(QStringLiteral(
                 "SELECT rid, source, tags, observed_at, confidence, policy_decayed_at FROM deltas "
                 "WHERE scope = :scope AND state = 'active' AND superseded_by IS NULL "
                 "AND (expires_at IS NULL OR expires_at > :now)")));
    q.bindValue(QStringLiteral(":scope"), scope);
    q.bindValue(QStringLiteral(":now"), now);
    check(q, q.exec());
}

PolicyDeltas::LiveRows::~LiveRows() = default;

bool PolicyDeltas::LiveRows::next()
{
    return m_q->next();
}

qint64 PolicyDeltas::LiveRows::rid() const
{
    return m_q->value(0).toLongLong();
}

QString PolicyDeltas::LiveRows::source() const
{
    return m_q->value(1).toString();
}

QString PolicyDeltas::LiveRows::tagsJson() const
{
    return m_q->value(2).toString();
}

qint64 PolicyDeltas::LiveRows::observedAt() const
{
    return m_q->value(3).toLongLong();
}

double PolicyDeltas::LiveRows::confidence() const
{
    return m_q->value(4).toDouble();
}

std::optional<qint64> PolicyDeltas::LiveRows::policyDecayedAt() const
{
    const QVariant v = m_q->value(5);
    return v.isNull() ? std::nullopt : std::optional<qint64>(v.toLongLong());
}

PolicyDeltas::Changes::Changes(Lake &lake)
    : m_update(std::make_unique<QSqlQuery>(LakeSql::of(lake))), m_audit(std::make_unique<QSqlQuery>(LakeSql::of(lake)))
{
    check(*m_update, m_update->prepare(QStringLiteral(
                         "UPDATE deltas SET confidence = :to, policy_decayed_at = :now WHERE rid = :rid "
                         "AND confidence = :from AND state = 'active'")));
    check(*m_audit, m_audit->prepare(QStringLiteral(
                        "INSERT INTO audit(at, actor, op, delta_id, count, detail) VALUES (?, ?, ?, ?, NULL, ?)")));
}

PolicyDeltas::Changes::~Changes() = default;

bool PolicyDeltas::Changes::setConfidence(qint64 rid, double from, double to, qint64 now)
{
    m_update->bindValue(QStringLiteral(":to"), to);
    m_update->bindValue(QStringLiteral(":now"), now);
    m_update->bindValue(QStringLiteral(":rid"), rid);
    m_update->bindValue(QStringLiteral(":from"), from);
    check(*m_update, m_update->exec());
    return m_update->numRowsAffected() == 1;
}

void PolicyDeltas::Changes::audit(qint64 at, const QString &actor, const QString &op, const QString &deltaId,
                                  const QJsonObject &detail)
{
    m_audit->addBindValue(at);
    m_audit->addBindValue(actor);
    m_audit->addBindValue(op);
    m_audit->addBindValue(deltaId);
    m_audit->addBindValue(QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)));
    check(*m_audit, m_audit->exec());
}

} // namespace tarn
