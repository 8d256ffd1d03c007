// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSettings>

namespace tarn {

// Tarn's one config file, and the only place that names it: the user's
// QSettings under the organisation and application "tarn"
// (~/.config/tarn/tarn.conf on Linux). The names are explicit, not the
// application's: setting an organisation name on the application would also
// move AppDataLocation, and with it the default lake.
//
// Tests redirect it the way QSettings allows: a test process calls
// QStandardPaths::setTestModeEnabled(true) (the file moves under
// ~/.qttest), and a test that runs `tarn` gives it its own XDG_CONFIG_HOME.
class TarnSettings : public QSettings
{
public:
    static constexpr const char *kOrganisation = "tarn";
    static constexpr const char *kApplication = "tarn";

    // ForWriting makes the file (and its folder) private first, as
    // PrivateFiles::prepareSettingsFile explains; a reader leaves the disk alone.
    enum class Access { Read, ForWriting };

    explicit TarnSettings(Access access = Access::Read);

    // Where the file is (or would be), for messages that name it.
    static QString filePath();
};

} // namespace tarn
