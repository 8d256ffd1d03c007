// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tarn::ui {

// "Start at login" as the freedesktop.org Desktop Application Autostart
// specification has it: a .desktop file in $XDG_CONFIG_HOME/autostart that
// starts this Tarn with --hidden (in the tray, the window closed). GNOME,
// KDE, Xfce and the others all read that folder.
namespace Autostart {

QString entryPath();
bool isEnabled();
// Writes or removes the entry; false (with the reason in `error`) when the
// folder cannot be written.
bool setEnabled(bool enabled, QString *error = nullptr);
// The entry's text, for this executable.
QString entryText();

} // namespace Autostart

} // namespace tarn::ui
