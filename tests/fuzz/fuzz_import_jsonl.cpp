// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the JSONL importer (tarn import, the window's Import): one delta per line, all or nothing.
// Seeds: tests/fuzz/corpus/import_jsonl/. Crashes found become inputs under
// tests/data/fuzz-regressions/import_jsonl/, replayed by tst_fuzz_regressions.

#include "FuzzTargets.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tarn::fuzz::ensureApplication();
    tarn::fuzz::importJsonl(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    return 0;
}
