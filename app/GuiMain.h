// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace tarn::app {

// Creates the QApplication, the main window on the chosen lake and the
// scheduler's worker; returns the exit code.
int runGui(int &argc, char **argv);

} // namespace tarn::app
