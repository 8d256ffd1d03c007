// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn source add|remove|pause|resume|poll|types`: the configured sources
// (a feed, ...) beside the built-in expiry table `tarn source list|set` shows.

#include "Cli.h"
#include "CliSupport.h"

#include "KeychainSecretStore.h"
#include "Lake.h"
#include "SourceHost.h"
#include "SourceInstances.h"
#include "SourcePlugins.h"
#include "TimeFormat.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonObject>
#include <QTimer>

namespace tarn::app {

using namespace cli;

namespace {

QString fieldTypeName(SourceField::Type t)
{
    switch (t) {
    case SourceField::Type::Text: return QStringLiteral("text");
    case SourceField::Type::Url: return QStringLiteral("url");
    case SourceField::Type::Integer: return QStringLiteral("integer");
    case SourceField::Type::Bool: return QStringLiteral("bool");
    case SourceField::Type::Secret: return QStringLiteral("secret");
    case SourceField::Type::Folder: return QStringLiteral("folder");
    }
    return {};
}

QJsonObject instanceJson(const SourceInstance &i)
{
    const auto ms = [](const std::optional<qint64> &v) { return v ? QJsonValue(TimeFormat::toIso(*v)) : QJsonValue(); };
    QJsonObject settings = i.settings;
    if (const SourcePlugin *plugin = SourcePlugins::find(i.type))
        for (const SourceField &f : plugin->shape().fields)
            if (f.type == SourceField::Type::Secret && settings.contains(f.key))
                settings.insert(f.key, QStringLiteral("(secret)"));
    return {{QStringLiteral("name"), i.name},
            {QStringLiteral("type"), i.type},
            {QStringLiteral("source"), i.deltaSource()},
            {QStringLiteral("settings"), settings},
            {QStringLiteral("status"), i.paused ? QStringLiteral("paused") : i.status},
            {QStringLiteral("error"), i.error.isEmpty() ? QJsonValue() : QJsonValue(i.error)},
            {QStringLiteral("failures"), i.failures},
            {QStringLiteral("last_poll_at"), ms(i.lastPollAt)},
            {QStringLiteral("next_poll_at"), i.paused ? QJsonValue() : ms(i.nextPollAt)},
            {QStringLiteral("items_written"), i.itemsWritten}};
}

// `--set url=https://x --set poll_minutes=15` as key -> text.
QMap<QString, QString> keyValues(const QStringList &sets)
{
    QMap<QString, QString> given;
    for (const QString &kv : sets) {
        const qsizetype eq = kv.indexOf(u'=');
        if (eq <= 0)
            throw TarnError::invalid(QStringLiteral("set"), CliText::tr("--set takes KEY=VALUE (got '%1')").arg(kv));
        given.insert(kv.left(eq).trimmed(), kv.mid(eq + 1));
    }
    return given;
}

QString nameArgument(const QStringList &pos)
{
    if (pos.size() != 2)
        throw TarnError::invalid(QStringLiteral("name"), CliText::tr("usage: tarn source %1 NAME").arg(pos.value(0)));
    return pos.at(1);
}

} // namespace

QJsonArray Cli::configuredSourcesJson(Lake &lake)
{
    QJsonArray out;
    for (const SourceInstance &i : SourceInstances::list(lake))
        out.append(instanceJson(i));
    return out;
}

void Cli::printConfiguredSources(Lake &lake)
{
    const QList<SourceInstance> all = SourceInstances::list(lake);
    m_out << '\n'
          << (all.isEmpty() ? CliText::tr("No configured sources; add one with: tarn source add rss NAME --set url=URL")
                            : CliText::tr("Configured sources:"))
          << '\n';
    for (const SourceInstance &i : all) {
        QString state = i.paused ? CliText::tr("paused") : i.status == u"error" ? CliText::tr("error: %1").arg(i.error) : i.status;
        m_out << QStringLiteral("  %1 %2 %3\n").arg(i.deltaSource(), -26).arg(CliText::tr("%1 written").arg(i.itemsWritten), -12).arg(state);
    }
}

int Cli::sourceInstanceAction(Lake &lake, const QStringList &pos, const QStringList &sets, bool json)
{
    const QString action = pos.constFirst();
    if (action == u"types") {
        QJsonArray arr;
        for (const SourcePlugin *plugin : SourcePlugins::all()) {
            const SourceShape shape = plugin->shape();
            QJsonArray fields;
            for (const SourceField &f : shape.fields)
                fields.append(QJsonObject{{QStringLiteral("key"), f.key},
                                          {QStringLiteral("type"), fieldTypeName(f.type)},
                                          {QStringLiteral("required"), f.required},
                                          {QStringLiteral("default"), QJsonValue::fromVariant(f.defaultValue)},
                                          {QStringLiteral("help"), f.help}});
            arr.append(QJsonObject{{QStringLiteral("type"), shape.type},
                                   {QStringLiteral("label"), shape.label},
                                   {QStringLiteral("category"), sourceCategoryName(shape.category)},
                                   {QStringLiteral("authored"), shape.authored},
                                   {QStringLiteral("fields"), fields}});
            if (!json) {
                m_out << shape.type << "  " << shape.label << '\n';
                for (const SourceField &f : shape.fields)
                    m_out << QStringLiteral("    %1 (%2%3) %4\n")
                                 .arg(f.key, fieldTypeName(f.type),
                                      f.required ? CliText::tr(", required")
                                                 : f.defaultValue.isValid() ? CliText::tr(", default %1").arg(f.defaultValue.toString())
                                                                            : QString(),
                                      f.help);
            }
        }
        if (json)
            printJson(m_out, arr);
        return Ok;
    }
    if (action == u"add") {
        if (pos.size() != 3)
            throw TarnError::invalid(QStringLiteral("name"), CliText::tr("usage: tarn source add TYPE NAME --set KEY=VALUE ..."));
        const SourcePlugin *plugin = SourcePlugins::find(pos.at(1));
        const QMap<QString, QString> given = keyValues(sets);
        QJsonObject settings;
        for (auto it = given.begin(); it != given.end(); ++it)
            settings.insert(it.key(), it.value());
        // An unknown type is refused by add() with the list of known ones.
        KeychainSecretStore keychain; // a token never goes into the lake
        const SourceInstance added = SourceInstances::add(
            lake, pos.at(1), pos.at(2), plugin ? SourcePlugins::settingsFromText(plugin->shape(), given) : settings, &keychain);
        if (json)
            printJson(m_out, instanceJson(added));
        else
            m_out << CliText::tr("Added %1; its deltas carry source %2. The window and tarn serve poll it; tarn source poll %3 "
                                 "polls it now.")
                         .arg(added.name, added.deltaSource(), added.name)
                  << Qt::endl;
        return Ok;
    }
    const QString name = nameArgument(pos);
    if (action == u"configure") {
        const std::optional<SourceInstance> current = SourceInstances::get(lake, name);
        if (!current)
            throw TarnError::notFound(CliText::tr("no source called %1 (tarn source list shows them)").arg(name));
        if (sets.isEmpty())
            throw TarnError::invalid(QStringLiteral("set"), CliText::tr("give the settings to change: --set KEY=VALUE"));
        QJsonObject changes;
        const QMap<QString, QString> given = keyValues(sets);
        for (auto it = given.begin(); it != given.end(); ++it)
            changes.insert(it.key(), it.value());
        KeychainSecretStore keychain;
        const SourceInstance changed = SourceInstances::update(lake, name, changes, &keychain);
        if (json)
            printJson(m_out, instanceJson(changed));
        else
            m_out << CliText::tr("Saved the settings of %1.").arg(name) << Qt::endl;
        return Ok;
    }
    if (action == u"remove") {
        KeychainSecretStore keychain;
        SourceInstances::remove(lake, name, &keychain);
        m_out << CliText::tr("Removed %1; the deltas it wrote stay until they expire.").arg(name) << Qt::endl;
        return Ok;
    }
    if (action == u"pause" || action == u"resume") {
        SourceInstances::setPaused(lake, name, action == u"pause");
        m_out << (action == u"pause" ? CliText::tr("Paused %1.") : CliText::tr("Resumed %1.")).arg(name) << Qt::endl;
        return Ok;
    }
    // poll: one poll now, here, with the same host the window runs.
    if (!SourceInstances::get(lake, name))
        throw TarnError::notFound(CliText::tr("no source called %1 (tarn source list shows them)").arg(name));
    SourceHost host(lake.path(), lake.clock(), std::make_shared<KeychainSecretStore>());
    host.setScheduling(false);
    QEventLoop loop;
    int written = 0;
    QString error;
    QObject::connect(&host, &SourceHost::pollFinished, &loop, [&](const QString &polled, int n, const QString &why) {
        if (polled != name)
            return;
        written = n;
        error = why;
        loop.quit();
    });
    QObject::connect(&host, &SourceHost::failed, &loop, [&](const QString &why) {
        error = why;
        loop.quit();
    });
    QObject::connect(&host, &SourceHost::started, &loop, [&] { host.pollNow(name); });
    QTimer::singleShot(0, &host, &SourceHost::start);
    loop.exec();
    host.stop();
    if (json) {
        QJsonObject o = instanceJson(*SourceInstances::get(lake, name));
        o.insert(QStringLiteral("written"), written);
        printJson(m_out, o);
    } else if (error.isEmpty()) {
        m_out << CliText::tr("%1: new deltas: %2").arg(name).arg(written) << Qt::endl;
    } else {
        m_err << CliText::tr("%1: %2").arg(name, error) << Qt::endl;
    }
    return error.isEmpty() ? Ok : Failure;
}

} // namespace tarn::app
