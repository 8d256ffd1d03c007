// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Preferences.h"

#include "Autostart.h"
#include "DecayPolicy.h"
#include "LakeLocation.h"
#include "TarnError.h"
#include "TarnSettings.h"

#include <QDir>
#include <QFileInfo>

namespace tarn::ui {

namespace {

QString lakeKey() { return QStringLiteral("lake/path"); }
QString closeToTrayKey() { return QStringLiteral("desktop/close_to_tray"); }
QString notificationsKey() { return QStringLiteral("desktop/notifications"); }

// The nearest folder above (or at) path that exists; the lake's folder
// will be created under it.
QFileInfo nearestExisting(const QString &path)
{
    QFileInfo info(path);
    while (!info.exists()) {
        const QString parent = info.absolutePath();
        if (parent == info.absoluteFilePath())
            break; // the root itself is missing: nothing above to try
        info = QFileInfo(parent);
    }
    return info;
}

} // namespace

Preferences Preferences::load()
{
    const SchedulerSettings schedule = SchedulerSettings::load();
    Preferences p;
    p.reapIntervalMs = schedule.reapIntervalMs;
    p.decayIntervalMs = schedule.decayIntervalMs;
    p.decayPolicies = schedule.decayPolicies;
    const TarnSettings settings;
    p.lakePath = settings.value(lakeKey()).toString().trimmed();
    p.closeToTray = settings.value(closeToTrayKey(), true).toBool();
    p.notifications = settings.value(notificationsKey(), true).toBool();
    p.startAtLogin = Autostart::isEnabled();
    p.memory = MemorySettings::load();
    return p;
}

void Preferences::save() const
{
    schedulerSettings().save();
    TarnSettings settings(TarnSettings::Access::ForWriting);
    // No key rather than an empty one, so "default" stays the default even
    // if the default location moves in a later version.
    if (lakePath.trimmed().isEmpty())
        settings.remove(lakeKey());
    else
        settings.setValue(lakeKey(), lakePath.trimmed());
    settings.setValue(closeToTrayKey(), closeToTray);
    settings.setValue(notificationsKey(), notifications);
    settings.sync();
    memory.save();
    if (startAtLogin != Autostart::isEnabled())
        Autostart::setEnabled(startAtLogin); // a folder that cannot be written leaves it as it was
}

SchedulerSettings Preferences::schedulerSettings() const
{
    SchedulerSettings schedule;
    schedule.reapIntervalMs = reapIntervalMs;
    schedule.decayIntervalMs = decayIntervalMs;
    schedule.decayPolicies = decayPolicies;
    return schedule;
}

SchedulerConfig Preferences::schedulerConfig() const
{
    // Invalid policies never get this far through the dialog.
    return SchedulerConfig::fromSettings(schedulerSettings(), memory);
}

std::optional<QString> Preferences::whyInvalid(const Preferences &preferences)
{
    if (preferences.reapIntervalMs < kMinReapIntervalMs || preferences.reapIntervalMs > kMaxReapIntervalMs)
        return tr("The reaper must run at least once a day and at most once a minute.");
    if (preferences.decayIntervalMs < kMinDecayIntervalMs || preferences.decayIntervalMs > kMaxDecayIntervalMs)
        return tr("Soft decay must run at least once a week and at most every 5 minutes.");
    try {
        DecayPolicies::parse(preferences.decayPolicies.toUtf8());
    } catch (const TarnError &e) {
        return e.message();
    }
    if (const QString memory = preferences.memory.validate(); !memory.isEmpty())
        return memory;
    return whyLakePathInvalid(preferences.lakePath);
}

std::optional<QString> Preferences::whyLakePathInvalid(const QString &lakePath)
{
    const QString path = lakePath.trimmed();
    if (path.isEmpty())
        return std::nullopt; // the default location
    if (LakeLocation::looksLikeServer(path)) {
        try {
            // The config file is plain text: a password never goes there.
            if (!LakeLocation::parse(path).typedPassword().isEmpty())
                return tr("Leave the password out of the address: type it in the password field, and Tarn keeps "
                          "it in the keychain.");
        } catch (const TarnError &e) {
            QString why = e.message();
            if (!why.isEmpty())
                why[0] = why.at(0).toUpper();
            return why + u'.';
        }
        return std::nullopt; // whether the server answers is for "Test connection"
    }
    const QString shown = QDir::toNativeSeparators(path);
    if (QDir::isRelativePath(path))
        return tr("The lake file needs a full path; “%1” is relative.").arg(shown);
    const QFileInfo file(path);
    if (file.isDir() || path.endsWith(u'/') || path.endsWith(QDir::separator()))
        return tr("%1 is a folder. Choose a file inside it, such as lake.sqlite.").arg(shown);
    if (file.exists() && !file.isWritable())
        return tr("Tarn cannot write to %1.").arg(shown);

    // SQLite writes its journal and Tarn its media folder beside the lake,
    // so the folder must be writable, not only the file.
    const QString folder = file.absolutePath();
    const QFileInfo existing = nearestExisting(folder);
    const QString shownFolder = QDir::toNativeSeparators(folder);
    const QString shownExisting = QDir::toNativeSeparators(existing.absoluteFilePath());
    if (!existing.exists())
        return tr("The folder %1 cannot be created.").arg(shownFolder);
    if (!existing.isDir())
        return tr("The folder %1 cannot be created: %2 is a file.").arg(shownFolder, shownExisting);
    if (!existing.isWritable()) {
        if (existing.absoluteFilePath() == QFileInfo(folder).absoluteFilePath())
            return tr("Tarn cannot write to the folder %1.").arg(shownFolder);
        return tr("The folder %1 cannot be created: %2 is not writable.").arg(shownFolder, shownExisting);
    }
    return std::nullopt;
}

} // namespace tarn::ui
