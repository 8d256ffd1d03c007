#include "SourceInstances.h"

#include "DeltaId.h"
#include "Lake.h"
#include "SecretStore.h"
#include "SourcePlugins.h"
#include "StorageErrors.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlError>
#include <QSet>
#include <QSqlQuery>

namespace tarn {

namespace {

struct SourceInstancesText
{
    Q_DECLARE_TR_FUNCTIONS(SourceInstances)
};

const QString kColumns = QStringLiteral(
    "name, type, settings, paused, created_at, status, error, failures, last_poll_at, last_ok_at, next_poll_at, "
    "etag, last_modified, cursor, items_written");

QSqlQuery prepared(Lake &lake, const QString &sql, const QVariantList &values = {})
{
    QSqlQuery q(lake.database());
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        throw StorageErrors::fromSql(q.lastError());
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
    return q;
}

std::optional<qint64> optionalMs(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<qint64>(v.toLongLong());
}

QVariant nullable(const std::optional<qint64> &v)
{
    return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::LongLong));
}

QVariant nullableText(const QString &s)
{
    return s.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(s);
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

SourceInstance existing(Lake &lake, const QString &name)
{
    if (auto i = SourceInstances::get(lake, name))
        return *i;
    throw TarnError::notFound(SourceInstancesText::tr("no source called %1 (tarn source list shows them)").arg(name));
}

} // namespace

QList<SourceInstance> SourceInstances::list(Lake &lake)
{
    QSqlQuery q = prepared(lake, QStringLiteral("SELECT ") + kColumns + QStringLiteral(" FROM source_instances ORDER BY name"));
    QList<SourceInstance> out;
    while (q.next())
        out << fromRow(q);
    return out;
}

std::optional<SourceInstance> SourceInstances::get(Lake &lake, const QString &name)
{
    QSqlQuery q = prepared(lake, QStringLiteral("SELECT ") + kColumns + QStringLiteral(" FROM source_instances WHERE name = ?"),
                           {name});
    if (!q.next())
        return std::nullopt;
    return fromRow(q);
}

QString SourceInstances::secretKey(const QString &instanceName, const QString &field)
{
    return QStringLiteral("source/%1/%2").arg(instanceName, field);
}

void SourceInstances::resolveSecrets(SourceInstance &instance, SecretStore *secrets)
{
    const SourcePlugin *plugin = SourcePlugins::find(instance.type);
    if (!plugin)
        return;
    for (const SourceField &f : plugin->shape().fields) {
        if (f.type != SourceField::Type::Secret || !instance.settings.value(f.key).toBool())
            continue;
        if (!secrets)
            throw TarnError::invalid(f.key, SourceInstancesText::tr("%1: kept in the system keychain, which this Tarn cannot reach")
                                                .arg(f.key));
        const std::optional<QByteArray> value = secrets->read(secretKey(instance.name, f.key));
        if (!value)
            throw TarnError::invalid(f.key, SourceInstancesText::tr("%1: the keychain no longer has it; remove the source and "
                                                                    "add it again")
                                                .arg(f.key));
        instance.settings.insert(f.key, QString::fromUtf8(*value));
    }
}

SourceInstance SourceInstances::add(Lake &lake, const QString &type, const QString &name, const QJsonObject &settings,
                                    SecretStore *secrets)
{
    const SourcePlugin *plugin = SourcePlugins::find(type);
    if (!plugin) {
        QStringList types;
        for (const SourcePlugin *p : SourcePlugins::all())
            types << p->shape().type;
        throw TarnError::invalid(QStringLiteral("type"), SourceInstancesText::tr("%1: not a kind of source Tarn can add (%2)")
                                                             .arg(type, types.join(QStringLiteral(", "))));
    }
    if (!SourcePlugins::isValidName(name))
        throw TarnError::invalid(QStringLiteral("name"),
                                 SourceInstancesText::tr("name: 1-40 lower-case letters, digits, '-', '_' or '.', starting "
                                                         "with a letter or digit (got '%1')")
                                     .arg(name));
    QJsonObject checked = SourcePlugins::checkedSettings(plugin->shape(), settings);
    LakeTransaction tx(lake);
    if (get(lake, name))
        throw TarnError::invalid(QStringLiteral("name"), SourceInstancesText::tr("name: a source called %1 exists already").arg(name));
    // Secrets go to the keychain first: if it fails, nothing is in the lake.
    for (const SourceField &f : plugin->shape().fields) {
        if (f.type != SourceField::Type::Secret || !checked.contains(f.key))
            continue;
        const QString value = checked.value(f.key).toString();
        if (!value.isEmpty()) {
            if (!secrets)
                throw TarnError::invalid(f.key, SourceInstancesText::tr("%1: needs the system keychain, which this Tarn cannot "
                                                                        "reach; nothing was added")
                                                    .arg(f.key));
            secrets->write(secretKey(name, f.key), value.toUtf8());
        }
        checked.insert(f.key, !value.isEmpty()); // only whether one is set
    }
    const qint64 now = lake.clock().nowMs();
    prepared(lake,
             QStringLiteral("INSERT INTO source_instances (name, type, settings, created_at, next_poll_at) VALUES (?, ?, ?, ?, ?)"),
             {name, type, QString::fromUtf8(QJsonDocument(checked).toJson(QJsonDocument::Compact)), now, now});
    // The audit keeps which settings, never a secret's value.
    QJsonObject shown;
    for (const SourceField &f : plugin->shape().fields)
        if (checked.contains(f.key))
            shown.insert(f.key, f.type == SourceField::Type::Secret ? QJsonValue(QStringLiteral("(keychain)")) : checked.value(f.key));
    lake.audit().append(lake.actor(), QStringLiteral("source-add"), {}, std::nullopt,
                        QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("type"), type}, {QStringLiteral("settings"), shown}});
    tx.commit();
    return *get(lake, name);
}

SourceInstance SourceInstances::update(Lake &lake, const QString &name, const QJsonObject &changes, SecretStore *secrets)
{
    LakeTransaction tx(lake);
    const SourceInstance current = existing(lake, name);
    const SourcePlugin *plugin = SourcePlugins::find(current.type);
    if (!plugin)
        throw TarnError::invalid(QStringLiteral("type"), SourceInstancesText::tr("this Tarn does not know sources of type %1")
                                                             .arg(current.type));
    // Start from what is stored (secrets stand in as "unchanged"), apply the
    // changes, check the whole like add() does.
    QJsonObject merged;
    QSet<QString> secretFields;
    for (const SourceField &f : plugin->shape().fields) {
        if (f.type == SourceField::Type::Secret) {
            secretFields.insert(f.key);
            continue;
        }
        if (current.settings.contains(f.key))
            merged.insert(f.key, current.settings.value(f.key));
    }
    for (auto it = changes.begin(); it != changes.end(); ++it)
        merged.insert(it.key(), it.value());
    // A secret not given keeps the stored one: check with a placeholder.
    for (const QString &key : std::as_const(secretFields))
        if (!changes.contains(key) && current.settings.value(key).toBool())
            merged.insert(key, QStringLiteral("(kept)"));
    QJsonObject checked = SourcePlugins::checkedSettings(plugin->shape(), merged);
    for (const QString &key : std::as_const(secretFields)) {
        if (!changes.contains(key)) {
            checked.insert(key, current.settings.value(key).toBool());
            continue;
        }
        const QString value = changes.value(key).toString().trimmed();
        if (!secrets)
            throw TarnError::invalid(key, SourceInstancesText::tr("%1: needs the system keychain, which this Tarn cannot reach; "
                                                                  "nothing was changed")
                                              .arg(key));
        if (value.isEmpty())
            secrets->remove(secretKey(name, key));
        else
            secrets->write(secretKey(name, key), value.toUtf8());
        checked.insert(key, !value.isEmpty());
    }
    prepared(lake, QStringLiteral("UPDATE source_instances SET settings = ?, next_poll_at = ?, failures = 0 WHERE name = ?"),
             {QString::fromUtf8(QJsonDocument(checked).toJson(QJsonDocument::Compact)), lake.clock().nowMs(), name});
    QJsonObject shown;
    for (auto it = changes.begin(); it != changes.end(); ++it)
        shown.insert(it.key(), secretFields.contains(it.key()) ? QJsonValue(QStringLiteral("(keychain)")) : checked.value(it.key()));
    lake.audit().append(lake.actor(), QStringLiteral("source-change"), {}, std::nullopt,
                        QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("settings"), shown}});
    tx.commit();
    return *get(lake, name);
}

void SourceInstances::remove(Lake &lake, const QString &name, SecretStore *secrets)
{
    LakeTransaction tx(lake);
    const SourceInstance i = existing(lake, name);
    if (const SourcePlugin *plugin = SourcePlugins::find(i.type))
        for (const SourceField &f : plugin->shape().fields)
            if (f.type == SourceField::Type::Secret && i.settings.value(f.key).toBool() && secrets)
                secrets->remove(secretKey(name, f.key));
    prepared(lake, QStringLiteral("DELETE FROM source_seen WHERE name = ?"), {name});
    prepared(lake, QStringLiteral("DELETE FROM source_instances WHERE name = ?"), {name});
    lake.audit().append(lake.actor(), QStringLiteral("source-remove"), {}, i.itemsWritten,
                        QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("type"), i.type}});
    tx.commit();
}

void SourceInstances::setPaused(Lake &lake, const QString &name, bool paused)
{
    LakeTransaction tx(lake);
    existing(lake, name);
    prepared(lake, QStringLiteral("UPDATE source_instances SET paused = ?, next_poll_at = ? WHERE name = ?"),
             {paused, lake.clock().nowMs(), name});
    lake.audit().append(lake.actor(), paused ? QStringLiteral("source-pause") : QStringLiteral("source-resume"), {},
                        std::nullopt, QJsonObject{{QStringLiteral("name"), name}});
    tx.commit();
}

void SourceInstances::pollSoon(Lake &lake, const QString &name)
{
    existing(lake, name);
    prepared(lake, QStringLiteral("UPDATE source_instances SET next_poll_at = ? WHERE name = ?"), {lake.clock().nowMs(), name});
}

void SourceInstances::saveState(Lake &lake, const SourceInstance &i)
{
    prepared(lake,
             QStringLiteral("UPDATE source_instances SET status = ?, error = ?, failures = ?, last_poll_at = ?, last_ok_at = ?, "
                            "next_poll_at = ?, etag = ?, last_modified = ?, cursor = ? WHERE name = ?"),
             {i.status, nullableText(i.error), i.failures, nullable(i.lastPollAt), nullable(i.lastOkAt), nullable(i.nextPollAt),
              nullableText(i.etag), nullableText(i.lastModified), nullableText(i.cursor), i.name});
}

bool SourceInstances::seen(Lake &lake, const QString &name, const QString &itemKey)
{
    QSqlQuery q = prepared(lake, QStringLiteral("SELECT 1 FROM source_seen WHERE name = ? AND item_key = ?"), {name, itemKey});
    return q.next();
}

QString SourceInstances::deltaFor(Lake &lake, const QString &name, const QString &itemKey)
{
    QSqlQuery q = prepared(lake, QStringLiteral("SELECT delta_id FROM source_seen WHERE name = ? AND item_key = ?"), {name, itemKey});
    return q.next() ? q.value(0).toString() : QString();
}

QList<Delta> SourceInstances::writeItems(Lake &lake, const SourceInstance &instance, const QList<SourceItem> &items)
{
    QList<Delta> written;
    QSet<QString> keys;
    LakeTransaction tx(lake);
    const qint64 now = lake.clock().nowMs();
    for (const SourceItem &item : items) {
        if (item.key.isEmpty() || keys.contains(item.key) || seen(lake, instance.name, item.key))
            continue;
        keys.insert(item.key);
        Delta d = item.delta;
        d.id.clear();
        d.source = instance.deltaSource();
        if (!item.media.isEmpty())
            d.mediaHash = lake.putMedia(item.media);
        // A replacing item (an edited note) supersedes what was written for
        // the key it replaces, if that is still live; lineage kept.
        QString old;
        if (!item.replaces.isEmpty()) {
            old = deltaFor(lake, instance.name, item.replaces);
            const std::optional<Delta> previous = old.isEmpty() ? std::nullopt : lake.get(old);
            if (previous && previous->supersededBy.isEmpty() && previous->state == DeltaState::Active)
                d.supersedes = old;
            else
                old.clear();
        }
        const Delta stored = lake.insert(d);
        written << stored;
        if (!old.isEmpty())
            prepared(lake, QStringLiteral("UPDATE deltas SET superseded_by = ? WHERE rid = ? AND superseded_by IS NULL"),
                     {*DeltaId::toKey(stored.id), *DeltaId::toKey(old)});
        prepared(lake, QStringLiteral("INSERT INTO source_seen (name, item_key, seen_at, delta_id) VALUES (?, ?, ?, ?)"),
                 {instance.name, item.key, now, stored.id});
    }
    if (!written.isEmpty())
        prepared(lake, QStringLiteral("UPDATE source_instances SET items_written = items_written + ? WHERE name = ?"),
                 {qint64(written.size()), instance.name});
    tx.commit();
    return written;
}

} // namespace tarn
