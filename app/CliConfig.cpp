// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn config`: read and change the memory settings (seed 001's knobs) in
// Tarn's config file, the same ones the Preferences dialog's Memory page edits.

#include "Cli.h"
#include "CliSupport.h"

#include "Lake.h"
#include "MemorySettings.h"
#include "TarnSettings.h"

#include <QJsonObject>

namespace tarn::app {

using namespace cli;

namespace {
// "memory.recall_max_items" or plain "recall_max_items".
QString memoryKey(const QString &name)
{
    return name.startsWith(QLatin1String("memory.")) ? name.mid(7) : name;
}
} // namespace

int Cli::cmdConfig(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("key"), CliText::tr("A setting, e.g. memory.recall_max_items."), QStringLiteral("[KEY"));
    p.addPositionalArgument(QStringLiteral("value"), CliText::tr("Its new value."), QStringLiteral("[VALUE]]"));
    TARN_PARSE(p, args, CliText::tr("Show the memory settings, one of them, or change one. They live in %1.")
                            .arg(TarnSettings::filePath()));
    const QStringList pos = p.positionalArguments();
    if (pos.size() > 2)
        throw TarnError::invalid(QStringLiteral("value"), CliText::tr("give a key and at most one value"));
    MemorySettings settings = memorySettings();
    if (pos.isEmpty()) {
        if (json) {
            QJsonObject o;
            for (const QString &key : MemorySettings::keys())
                o.insert(QStringLiteral("memory.") + key, settings.value(key));
            printJson(m_out, o);
        } else {
            for (const QString &key : MemorySettings::keys())
                m_out << QStringLiteral("memory.") << key << " = " << settings.value(key) << '\n';
        }
        return Ok;
    }
    const QString key = memoryKey(pos.at(0));
    if (pos.size() == 1) {
        m_out << settings.value(key) << Qt::endl; // throws, naming an unknown key
        return Ok;
    }
    settings.setValue(key, pos.at(1));
    settings.save();
    m_out << CliText::tr("memory.%1 = %2").arg(key, settings.value(key)) << Qt::endl;
    return Ok;
}

} // namespace tarn::app
