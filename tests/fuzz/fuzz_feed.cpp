// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the feed parser: RSS 0.9x/1.0/2.0 and Atom bodies as a server sends them.
// Seeds: tests/fuzz/corpus/feed/. Crashes found become inputs under
// tests/data/fuzz-regressions/feed/, replayed by tst_fuzz_regressions.

#include "FuzzTargets.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tarn::fuzz::ensureApplication();
    tarn::fuzz::feed(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    return 0;
}
