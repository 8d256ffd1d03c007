// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn lake ACTION …`: what is done to a lake as a whole, not to its
// deltas. Each action parses its own options (CliLakeCopy.cpp,
// CliLakePassword.cpp); this only picks one.

#include "Cli.h"
#include "CliSupport.h"

#include "TarnError.h"

namespace tarn::app {

using namespace cli;

int Cli::cmdLake(const QStringList &args)
{
    const QString action = firstCommand(args);
    if (action == u"copy")
        return cmdLakeCopy(args);
    if (action == u"password")
        return cmdLakePassword(args);
    if (action.isEmpty() && (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h")))) {
        m_out << CliText::tr("usage: tarn lake copy FROM TO\n"
                             "       tarn lake password [LOCATION] [--forget]\n"
                             "Run tarn lake copy --help or tarn lake password --help for an action's options.\n");
        return Ok;
    }
    throw TarnError::invalid(QStringLiteral("action"),
                             action.isEmpty() ? CliText::tr("an action is needed: copy or password")
                                              : CliText::tr("there is no action '%1': copy or password").arg(action));
}

} // namespace tarn::app
