// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QCoreApplication;

namespace tarn::app {

// Loads Qt's own strings (qtbase: command-line help, dialog buttons) and
// Tarn's (share/tarn/translations/tarn_<locale>.qm beside an installed
// binary, else the embedded ":/i18n/tarn_<locale>") for the user's locale
// and installs them on app, which owns them. Call once, before anything is
// printed or shown. Without a matching translation the text stays English.
void installTranslators(QCoreApplication &app);

} // namespace tarn::app
