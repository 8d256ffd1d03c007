// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tarn {

// The engines' libraries this Tarn runs with, for Help → About: the library
// linked in, not a lake's server (asking a server would make the window wait
// on it).
namespace StoreVersions {

QString sqlite(); // "3.40.1"
// Whether Qt's PostgreSQL driver (QPSQL, Debian's libqt6sql6-psql) is
// installed, so a postgresql:// lake can be opened.
bool postgresAvailable();

} // namespace StoreVersions

} // namespace tarn
