// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TarnSettings.h"

#include "PrivateFiles.h"

namespace tarn {

TarnSettings::TarnSettings(Access access)
    : QSettings(QSettings::UserScope, QLatin1StringView(kOrganisation), QLatin1StringView(kApplication))
{
    if (access == Access::ForWriting)
        PrivateFiles::prepareSettingsFile(fileName());
}

QString TarnSettings::filePath()
{
    return TarnSettings().fileName();
}

} // namespace tarn
