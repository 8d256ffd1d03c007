#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Tarn maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# The hardening run CI makes: the whole test suite once under
# AddressSanitizer + UndefinedBehaviorSanitizer, then every libFuzzer target
# for a bounded time (tests/fuzz/run-fuzzers.sh). Exits non-zero on any
# failure. Uses a build tree of its own (clang), beside the normal one.
#
#   scripts/sanitize-and-fuzz.sh [FUZZ_SECONDS_PER_TARGET]   (default 60)
#
# Needs clang and libclang-rt-14-dev (libFuzzer and the sanitizer runtimes)
# on top of the normal build dependencies. BUILD_DIR overrides the tree
# (default build-asan), JOBS the build's parallelism.
set -eu

seconds=${1:-60}
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build-asan}
jobs=${JOBS:-$(nproc)}
started=$(date +%s)

step() { echo "=== $* ($(($(date +%s) - started)) s)"; }

# -O1 with line tables only: the sanitizers' usual setting. Their reports
# need file:line in each frame, not full debug info. This tree's build was
# CI's longest step: 8 min on this project's 2-core VM, against 19.5 min at
# -O2 -g (that one measured with another build running beside it); with
# the tests at -O0 and Qt's headers precompiled (tests/CMakeLists.txt) it
# took 5.7 min in a fresh-clone CI run on 2026-11-29.
step "configure $build"
CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" \
    -DTARN_SANITIZE=ON -DTARN_FUZZ=ON -DTARN_BUILD_BENCH=OFF

step "build"
cmake --build "$build" -j "$jobs"

# Stop at the first report with a stack; leaks of system libraries' one-time
# state are suppressed (tests/sanitizers/lsan.supp), ours are not.
export ASAN_OPTIONS="check_initialization_order=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

# The kill test's hundred SIGKILLs are statistics, which the normal tree
# gathers; here each run is the same code under the sanitizers, and a
# hundred of them were 4 of this step's 9 minutes (both engines, in CI on
# 2026-12-01). TARN_KILL_RUNS overrides.
step "test suite under ASan + UBSan"
TARN_KILL_RUNS=${TARN_KILL_RUNS:-25} ctest --test-dir "$build" --output-on-failure -j2

step "fuzzers, ${seconds} s each"
"$root/tests/fuzz/run-fuzzers.sh" "$build" "$seconds"

step "done"
