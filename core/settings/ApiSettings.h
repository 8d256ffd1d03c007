// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tarn {

// Whether the window starts the loopback API, and on which port. Kept in
// Tarn's config file (TarnSettings, group "api") beside the preferences;
// `tarn serve` reads the same port.
//
// A second lake open at the same time cannot listen on the first one's
// port: when the window offers the next free port and the person takes it,
// that port is kept for that lake alone (group "api/lakes"), so each lake
// keeps its own port from then on and the first one's stays as it was.
struct ApiSettings
{
    static constexpr quint16 kDefaultPort = 8737;

    bool enabled = true;
    quint16 port = kDefaultPort;
    // The lake these settings were loaded for (a path or a server URL);
    // empty: the default every lake shares.
    QString lake;
    // The port is this lake's own (see above); save() keeps it there.
    bool portOfThisLake = false;

    static ApiSettings load(const QString &lake = {});
    void save() const;
    // Gives the lake a port of its own and saves it.
    void saveAsPortOfThisLake(quint16 newPort);
    bool operator==(const ApiSettings &) const = default;
};

} // namespace tarn
