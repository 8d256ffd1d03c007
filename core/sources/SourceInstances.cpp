// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceInstances.h"

#include "DeltaId.h"
#include "DeltaMarks.h"
#include "Lake.h"
#include "SecretStore.h"
#include "SourceInstanceRows.h"
#include "SourcePlugins.h"
#include "SourceSeenRows.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QSet>

namespace tarn {

namespace {

struct SourceInstancesText
{
    Q_DECLARE_TR_FUNCTIONS(SourceInstances)
};

SourceInstance existing(Lake &lake, const QString &name)
{
    if (auto i = SourceInstances::get(lake, name))
        return *i;
    throw TarnError::notFound(SourceInstancesText::tr("no source called %1 (tarn source list shows them)").arg(name));
}

} // namespace

QList<SourceInstance> SourceInstances::list(Lake &lake)
{
    return SourceInstanceRows::list(lake);
}

std::optional<SourceInstance> SourceInstances::get(Lake &lake, const QString &name)
{
    return SourceInstanceRows::get(lake, name);
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
    SourceInstanceRows::insert(lake, name, type, checked, now);
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
    SourceInstanceRows::replaceSettings(lake, name, checked, lake.clock().nowMs());
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
    SourceSeenRows::forget(lake, name);
    SourceInstanceRows::remove(lake, name);
    lake.audit().append(lake.actor(), QStringLiteral("source-remove"), {}, i.itemsWritten,
                        QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("type"), i.type}});
    tx.commit();
}

void SourceInstances::setPaused(Lake &lake, const QString &name, bool paused)
{
    LakeTransaction tx(lake);
    existing(lake, name);
    SourceInstanceRows::setPaused(lake, name, paused, lake.clock().nowMs());
    lake.audit().append(lake.actor(), paused ? QStringLiteral("source-pause") : QStringLiteral("source-resume"), {},
                        std::nullopt, QJsonObject{{QStringLiteral("name"), name}});
    tx.commit();
}

void SourceInstances::pollSoon(Lake &lake, const QString &name)
{
    existing(lake, name);
    SourceInstanceRows::setDue(lake, name, lake.clock().nowMs());
}

void SourceInstances::saveState(Lake &lake, const SourceInstance &i)
{
    SourceInstanceRows::saveState(lake, i);
}

bool SourceInstances::seen(Lake &lake, const QString &name, const QString &itemKey)
{
    return SourceSeenRows::seen(lake, name, itemKey);
}

QString SourceInstances::deltaFor(Lake &lake, const QString &name, const QString &itemKey)
{
    return SourceSeenRows::deltaFor(lake, name, itemKey);
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
            DeltaMarks::superseded(lake, *DeltaId::toKey(old), *DeltaId::toKey(stored.id));
        SourceSeenRows::add(lake, instance.name, item.key, now, stored.id);
    }
    if (!written.isEmpty())
        SourceInstanceRows::countWritten(lake, instance.name, qint64(written.size()));
    tx.commit();
    return written;
}

} // namespace tarn
