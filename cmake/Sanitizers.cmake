# SPDX-FileCopyrightText: 2026 The Tarn maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# Hardening builds, included from the top-level CMakeLists.txt before any
# target is defined so every target (core, ui, app, tests, fuzzers) is built
# the same way: a sanitizer that only sees half the code misses the bugs at
# the seam. CI configures a separate tree with clang for this
# (scripts/sanitize-and-fuzz.sh); the normal build stays untouched.

if(TARN_FUZZ AND NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR
        "TARN_FUZZ needs clang (libFuzzer ships with it), but the C++ compiler is "
        "${CMAKE_CXX_COMPILER_ID} ${CMAKE_CXX_COMPILER_VERSION}. Configure a fresh tree with "
        "CC=clang CXX=clang++ (Debian: apt-get install clang libclang-rt-14-dev).")
endif()

# ASan + UBSan. Undefined behaviour aborts instead of printing and carrying
# on, so a test or a fuzz run fails on it rather than passing with a warning
# nobody reads. Frame pointers keep the reports' stacks whole.
set(TARN_SANITIZER_FLAGS
    -fsanitize=address,undefined
    -fno-sanitize-recover=undefined
    -fno-omit-frame-pointer)
add_compile_options(${TARN_SANITIZER_FLAGS})
add_link_options(-fsanitize=address,undefined)
# Debian's GCC links --as-needed and clang does not; without it the binaries
# here would need libraries they never call, and tst_package would find the
# .deb's Depends short.
if(CMAKE_CXX_COMPILER_ID MATCHES "Clang" AND CMAKE_SYSTEM_NAME STREQUAL "Linux")
    add_link_options(LINKER:--as-needed)
endif()

# libFuzzer steers by coverage: the code under test (tarn_core) is built
# with the coverage hooks but without libFuzzer's main(), which only the
# fuzz targets link (-fsanitize=fuzzer, tests/fuzz). tarn_core does not exist
# yet here, so tests/fuzz/CMakeLists.txt applies this to it.
if(TARN_FUZZ)
    set(TARN_FUZZ_INSTRUMENT_FLAGS -fsanitize=fuzzer-no-link)
endif()
