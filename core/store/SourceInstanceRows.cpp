// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceInstanceRows.h"

#include "LakeSql.h"
#include "SqlValues.h"

#include <QJsonDocument>

namespace tarn::SourceInstanceRows {

namespace {

const QString kColumns = QStringLiteral(
    "name, type, settings, paused, created_at, status, error, failures, last_poll_at, last_ok_at, next_poll_at, "
    "etag, last_modified, cursor, items_written");

std::optional<qint64> optionalMs(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<qint64>(v.toLongLong());
}

// Settings are kept as compact JSON text.
QString settingsText(const QJsonObject &settings)
{
    return QString::fromUtf8(QJsonDocument(settings).toJson(QJsonDocument::Compact));
}

SourceInstance fromRow(const QSqlQuery &q)
{
    SourceInstance i;
    i.name = q.value(0).toString();
    i.type = q.value(1).toString();
    i.settings = QJsonDocument::fromJson(q.value(2).toByteArray()).object();
    i.paused = q.value(3).toBool();
    i.createdAt = q.value(4).toLongLong();
    i.status = q.value(5).toString();
    i.error = q.value(6).toString();
    i.failures = q.value(7).toInt();
    i.lastPollAt = optionalMs(q.value(8));
    i.lastOkAt = optionalMs(q.value(9));
    i.nextPollAt = optionalMs(q.value(10));
    i.etag = q.value(11).toString();
    i.lastModified = q.value(12).toString();
    i.cursor = q.value(13).toString();
    i.itemsWritten = q.value(14).toLongLong();
    return i;
}

} // namespace

QList<SourceInstance> list(Lake &lake)
{
    QSqlQuery q = LakeSql::run(lake, QStringLiteral("SELECT ") + kColumns + QStringLiteral(" FROM source_instances ORDER BY name"));
    QList<SourceInstance> out;
    while (q.next())
        out << fromRow(q);
    return out;
}

std::optional<SourceInstance> get(Lake &lake, const QString &name)
{
    QSqlQuery q = LakeSql::run(lake, QStringLiteral("SELECT ") + kColumns + QStringLiteral(" FROM source_instances WHERE name = ?"),
                                 {name});
    if (!q.next())
        return std::nullopt;
    return fromRow(q);
}

void insert(Lake &lake, const QString &name, const QString &type, const QJsonObject &settings, qint64 now)
{
    LakeSql::run(lake,
                   QStringLiteral("INSERT INTO source_instances (name, type, settings, created_at, next_poll_at) VALUES (?, ?, ?, ?, ?)"),
                   {name, type, settingsText(settings), now, now});
}

void replaceSettings(Lake &lake, const QString &name, const QJsonObject &settings, qint64 dueAt)
{
    LakeSql::run(lake, QStringLiteral("UPDATE source_instances SET settings = ?, next_poll_at = ?, failures = 0 WHERE name = ?"),
                   {settingsText(settings), dueAt, name});
}

void setPaused(Lake &lake, const QString &name, bool paused, qint64 dueAt)
{
    LakeSql::run(lake, QStringLiteral("UPDATE source_instances SET paused = ?, next_poll_at = ? WHERE name = ?"),
                   {paused, dueAt, name});
}

void setDue(Lake &lake, const QString &name, qint64 dueAt)
{
    LakeSql::run(lake, QStringLiteral("UPDATE source_instances SET next_poll_at = ? WHERE name = ?"), {dueAt, name});
}

void saveState(Lake &lake, const SourceInstance &i)
{
    using SqlValues::optText;
    using SqlValues::optTime;
    LakeSql::run(lake,
                   QStringLiteral("UPDATE source_instances SET status = ?, error = ?, failures = ?, last_poll_at = ?, last_ok_at = ?, "
                                  "next_poll_at = ?, etag = ?, last_modified = ?, cursor = ? WHERE name = ?"),
                   {i.status, optText(i.error), i.failures, optTime(i.lastPollAt), optTime(i.lastOkAt), optTime(i.nextPollAt),
                    optText(i.etag), optText(i.lastModified), optText(i.cursor), i.name});
}

void countWritten(Lake &lake, const QString &name, qint64 count)
{
    LakeSql::run(lake, QStringLiteral("UPDATE source_instances SET items_written = items_written + ? WHERE name = ?"),
                   {count, name});
}

void remove(Lake &lake, const QString &name)
{
    LakeSql::run(lake, QStringLiteral("DELETE FROM source_instances WHERE name = ?"), {name});
}

} // namespace tarn::SourceInstanceRows
