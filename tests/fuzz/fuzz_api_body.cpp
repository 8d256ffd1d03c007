// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the API's request bodies: POST /v1/deltas (one delta or a batch) and a decay sweep request.
// Seeds: tests/fuzz/corpus/api_body/. Crashes found become inputs under
// tests/data/fuzz-regressions/api_body/, replayed by tst_fuzz_regressions.

#include "FuzzTargets.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tarn::fuzz::ensureApplication();
    tarn::fuzz::apiBody(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    return 0;
}
