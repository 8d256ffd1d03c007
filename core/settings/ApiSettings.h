// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace tarn {

// Whether the window starts the loopback API, and on which port. Kept in
// Tarn's config file (TarnSettings, group "api") beside the preferences;
// `tarn serve` reads the same port.
struct ApiSettings
{
    static constexpr quint16 kDefaultPort = 8737;

    bool enabled = true;
    quint16 port = kDefaultPort;

    static ApiSettings load();
    void save() const;
    bool operator==(const ApiSettings &) const = default;
};

} // namespace tarn
