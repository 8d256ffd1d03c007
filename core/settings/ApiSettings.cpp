// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiSettings.h"

#include "TarnSettings.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <optional>

namespace tarn {

// A lake's key in the config file: a file's absolute path or a server URL
// (without its password, which never reaches this file), hashed so that
// neither slashes nor a URL's characters become QSettings groups.
static QString lakeKey(const QString &lake)
{
    QString location = lake;
    if (!location.contains(QStringLiteral("://")))
        location = QDir::cleanPath(QFileInfo(location).absoluteFilePath());
    return QStringLiteral("api/lakes/")
           + QString::fromLatin1(QCryptographicHash::hash(location.toUtf8(), QCryptographicHash::Sha256).toHex().left(24))
           + QStringLiteral("/port");
}

static std::optional<quint16> portValue(const TarnSettings &s, const QString &key)
{
    bool ok = false;
    const uint port = s.value(key).toUInt(&ok);
    if (ok && port >= 1024 && port <= 65535)
        return quint16(port);
    return std::nullopt;
}

ApiSettings ApiSettings::load(const QString &lake)
{
    const TarnSettings s;
    ApiSettings a;
    a.lake = lake;
    a.enabled = s.value(QStringLiteral("api/enabled"), true).toBool();
    a.port = portValue(s, QStringLiteral("api/port")).value_or(kDefaultPort);
    if (!lake.isEmpty()) {
        if (const std::optional<quint16> own = portValue(s, lakeKey(lake))) {
            a.port = *own;
            a.portOfThisLake = true;
        }
    }
    return a;
}

void ApiSettings::save() const
{
    TarnSettings s(TarnSettings::Access::ForWriting);
    s.setValue(QStringLiteral("api/enabled"), enabled);
    s.setValue(portOfThisLake && !lake.isEmpty() ? lakeKey(lake) : QStringLiteral("api/port"), port);
    s.sync();
}

void ApiSettings::saveAsPortOfThisLake(quint16 newPort)
{
    port = newPort;
    portOfThisLake = !lake.isEmpty();
    save();
}

} // namespace tarn
