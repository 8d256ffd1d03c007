// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the API's HTTP/1.1 request reader (core/api/HttpRequestParser):
// heads, framing, chunked bodies, pipelined requests, fed in pieces.
// Seeds: tests/fuzz/corpus/http_requests/. Crashes found become inputs under
// tests/data/fuzz-regressions/http_requests/, replayed by tst_fuzz_regressions.

#include "FuzzTargets.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tarn::fuzz::ensureApplication();
    tarn::fuzz::httpRequests(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    return 0;
}
