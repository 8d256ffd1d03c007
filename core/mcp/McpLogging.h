// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

// `tarn.mcp`: the MCP server on stdio (its stdout is the protocol: logs go to stderr).
// Info and above are on (the CLI turns info off for every command but
// `tarn serve`: Cli::run); QT_LOGGING_RULES="tarn.mcp.debug=true" adds
// the debug messages. Log lines are diagnostics in English, like Qt's own (they
// are searched for and pasted into reports); they name counts, ids and
// paths, never a delta's content or a secret.
namespace tarn {
Q_DECLARE_LOGGING_CATEGORY(lcMcp)
} // namespace tarn
