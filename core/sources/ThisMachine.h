// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tarn {

// The name this computer goes by among the machines that share a lake
// (DESIGN §5): a vault source belongs to the machine whose folder it
// watches, and only that one polls it. The host name, or TARN_MACHINE where
// it is set (a host name that changes with the network, and tests that play
// two machines on one).
namespace ThisMachine {
QString name();
}

} // namespace tarn
