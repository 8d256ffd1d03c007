// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the MCP message reader: newline-delimited JSON-RPC on stdin, in arbitrary pieces.
// Seeds: tests/fuzz/corpus/mcp_messages/. Crashes found become inputs under
// tests/data/fuzz-regressions/mcp_messages/, replayed by tst_fuzz_regressions.

#include "FuzzTargets.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tarn::fuzz::ensureApplication();
    tarn::fuzz::mcpMessages(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    return 0;
}
