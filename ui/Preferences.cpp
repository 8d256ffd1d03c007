#include "Preferences.h"

#include "DecayPolicy.h"
#include "PrivateFiles.h"
#include "TarnError.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace tarn::ui {

namespace {

QString reapKey() { return QStringLiteral("scheduler/reapIntervalMinutes"); }
QString decayKey() { return QStringLiteral("scheduler/decayIntervalMinutes"); }
QString lakeKey() { return QStringLiteral("lake/path"); }

QSettings userSettings()
{
    return QSettings(QSettings::UserScope, QStringLiteral("tarn"), QStringLiteral("tarn"));
}

// A stored interval in minutes, or the fallback when it is missing, not a
// number or outside [min, max]: a bad hand edit must not stop the reaper.
qint64 readMinutes(const QSettings &settings, const QString &key, qint64 fallbackMs, qint64 minMs, qint64 maxMs)
{
    bool ok = false;
    const qint64 minutes = settings.value(key).toLongLong(&ok);
    const qint64 ms = minutes * Duration::Minute;
    return ok && ms >= minMs && ms <= maxMs ? ms : fallbackMs;
}

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
    const QSettings settings = userSettings();
    Preferences p;
    p.reapIntervalMs = readMinutes(settings, reapKey(), kDefaultReapIntervalMs, kMinReapIntervalMs, kMaxReapIntervalMs);
    p.decayIntervalMs =
        readMinutes(settings, decayKey(), kDefaultDecayIntervalMs, kMinDecayIntervalMs, kMaxDecayIntervalMs);
    p.lakePath = settings.value(lakeKey()).toString().trimmed();
    p.decayPolicies = settings.value(DecayPolicies::settingsKey()).toString().trimmed();
    p.memory = MemorySettings::load();
    return p;
}

void Preferences::save() const
{
    QSettings settings = userSettings();
    PrivateFiles::prepareSettingsFile(settings.fileName());
    settings.setValue(reapKey(), reapIntervalMs / Duration::Minute);
    settings.setValue(decayKey(), decayIntervalMs / Duration::Minute);
    // No key rather than an empty one, so "default" stays the default even
    // if the default location moves in a later version.
    if (lakePath.trimmed().isEmpty())
        settings.remove(lakeKey());
    else
        settings.setValue(lakeKey(), lakePath.trimmed());
    if (decayPolicies.trimmed().isEmpty())
        settings.remove(DecayPolicies::settingsKey());
    else
        settings.setValue(DecayPolicies::settingsKey(), decayPolicies.trimmed());
    settings.sync();
    memory.save();
}

SchedulerConfig Preferences::schedulerConfig() const
{
    SchedulerConfig config;
    config.reapIntervalMs = reapIntervalMs;
    config.decayIntervalMs = decayIntervalMs;
    config.memory = memory;
    // Invalid policies never get this far through the dialog; a hand-edited
    // file that breaks them leaves the sweep a no-op rather than stopping Tarn.
    try {
        config.decayPolicies = qEnvironmentVariableIsSet("TARN_DECAY_POLICIES")
                                   ? DecayPolicies::fromEnvironment()
                                   : DecayPolicies::parse(decayPolicies.toUtf8());
    } catch (const TarnError &) {
        config.decayPolicies.clear();
    }
    return config;
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
