#include "ApiSettings.h"

#include "PrivateFiles.h"

#include <QSettings>

namespace tarn {

namespace {
QSettings userSettings()
{
    return QSettings(QSettings::UserScope, QStringLiteral("tarn"), QStringLiteral("tarn"));
}
} // namespace

ApiSettings ApiSettings::load()
{
    const QSettings s = userSettings();
    ApiSettings a;
    a.enabled = s.value(QStringLiteral("api/enabled"), true).toBool();
    bool ok = false;
    const uint port = s.value(QStringLiteral("api/port"), kDefaultPort).toUInt(&ok);
    a.port = ok && port >= 1024 && port <= 65535 ? quint16(port) : kDefaultPort;
    return a;
}

void ApiSettings::save() const
{
    QSettings s = userSettings();
    PrivateFiles::prepareSettingsFile(s.fileName());
    s.setValue(QStringLiteral("api/enabled"), enabled);
    s.setValue(QStringLiteral("api/port"), port);
    s.sync();
}

} // namespace tarn
