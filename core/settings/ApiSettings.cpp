// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiSettings.h"

#include "TarnSettings.h"

namespace tarn {

ApiSettings ApiSettings::load()
{
    const TarnSettings s;
    ApiSettings a;
    a.enabled = s.value(QStringLiteral("api/enabled"), true).toBool();
    bool ok = false;
    const uint port = s.value(QStringLiteral("api/port"), kDefaultPort).toUInt(&ok);
    a.port = ok && port >= 1024 && port <= 65535 ? quint16(port) : kDefaultPort;
    return a;
}

void ApiSettings::save() const
{
    TarnSettings s(TarnSettings::Access::ForWriting);
    s.setValue(QStringLiteral("api/enabled"), enabled);
    s.setValue(QStringLiteral("api/port"), port);
    s.sync();
}

} // namespace tarn
