// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AuditLog.h"

#include "Clock.h"
#include "StorageErrors.h"
#include "TarnError.h"
#include "TimeFormat.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace tarn {

QJsonObject AuditEntry::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("seq"), seq);
    o.insert(QStringLiteral("at"), TimeFormat::toIso(at));
    o.insert(QStringLiteral("actor"), actor);
    o.insert(QStringLiteral("op"), op);
    o.insert(QStringLiteral("delta_id"), deltaId.isEmpty() ? QJsonValue() : QJsonValue(deltaId));
    o.insert(QStringLiteral("count"), count ? QJsonValue(*count) : QJsonValue());
    o.insert(QStringLiteral("detail"), detail);
    return o;
}

void AuditLog::append(const QString &actor, const QString &op, const QString &deltaId,
                      std::optional<qint64> count, const QJsonObject &detail)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT INTO audit(at, actor, op, delta_id, count, detail) VALUES (?, ?, ?, ?, ?, ?)"));
    q.addBindValue(m_clock.nowMs());
    q.addBindValue(actor);
    q.addBindValue(op);
    q.addBindValue(deltaId.isEmpty() ? QVariant() : QVariant(deltaId));
    q.addBindValue(count ? QVariant(*count) : QVariant());
    q.addBindValue(detail.isEmpty() ? QVariant()
                                    : QVariant(QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact))));
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError(), QStringLiteral("audit: ") + q.lastError().text());
}

namespace {
AuditEntry readEntry(const QSqlQuery &q)
{
    AuditEntry e;
    e.seq = q.value(0).toLongLong();
    e.at = q.value(1).toLongLong();
    e.actor = q.value(2).toString();
    e.op = q.value(3).toString();
    e.deltaId = q.value(4).toString();
    if (!q.value(5).isNull())
        e.count = q.value(5).toLongLong();
    if (!q.value(6).isNull())
        e.detail = QJsonDocument::fromJson(q.value(6).toString().toUtf8()).object();
    return e;
}
} // namespace

QList<AuditEntry> AuditLog::recent(const QStringList &ops, int limit) const
{
    QString sql = QStringLiteral("SELECT seq, at, actor, op, delta_id, count, detail FROM audit");
    if (!ops.isEmpty()) {
        QStringList marks;
        for (qsizetype i = 0; i < ops.size(); ++i)
            marks << QStringLiteral("?");
        sql += QStringLiteral(" WHERE op IN (") + marks.join(u',') + u')';
    }
    sql += QStringLiteral(" ORDER BY seq DESC LIMIT ?");
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QString &op : ops)
        q.addBindValue(op);
    q.addBindValue(limit);
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
    QList<AuditEntry> out;
    while (q.next())
        out << readEntry(q);
    return out;
}

qint64 AuditLog::exportJsonl(QIODevice &out) const
{
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT seq, at, actor, op, delta_id, count, detail FROM audit ORDER BY seq")))
        throw StorageErrors::fromSql(q.lastError());
    qint64 n = 0;
    while (q.next()) {
        out.write(QJsonDocument(readEntry(q).toJson()).toJson(QJsonDocument::Compact));
        out.write("\n");
        ++n;
    }
    return n;
}

} // namespace tarn
