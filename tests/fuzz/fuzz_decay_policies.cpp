// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the decay policy parser: TARN_DECAY_POLICIES and the Preferences' JSON.
// Seeds: tests/fuzz/corpus/decay_policies/. Crashes found become inputs under
// tests/data/fuzz-regressions/decay_policies/, replayed by tst_fuzz_regressions.

#include "FuzzTargets.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tarn::fuzz::ensureApplication();
    tarn::fuzz::decayPolicies(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    return 0;
}
