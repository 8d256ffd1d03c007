// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QUrl>

namespace tarn::ui {

// Where Help → Manual goes: the README the package installed beside the
// licence (/usr/share/doc/tarn/README.md), which works offline, or else the
// project's page. `tarn --help` and man tarn cover the command line.
namespace Manual {

QUrl url();

} // namespace Manual

} // namespace tarn::ui
