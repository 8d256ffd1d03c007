// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for capture: what a person says to an assistant, read
// for what to remember (CaptureRules.h), in any bytes and any script.
// Seeds: tests/fuzz/corpus/capture/. Crashes found become inputs under
// tests/data/fuzz-regressions/capture/, replayed by tst_fuzz_regressions.

#include "FuzzTargets.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tarn::fuzz::ensureApplication();
    tarn::fuzz::captureTurn(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    return 0;
}
