#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Tarn maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs every libFuzzer target of a TARN_FUZZ build for a bounded time each,
# starting from its seed corpus (tests/fuzz/corpus/<name>/). Fails on the
# first target that crashes, leaks, times out or breaks an invariant, and
# prints the input that did it; turn that input into a regression test by
# copying it to tests/data/fuzz-regressions/<name>/ (see
# tests/tst_fuzz_regressions.cpp).
#
#   tests/fuzz/run-fuzzers.sh BUILD_DIR [SECONDS] [TARGET...]
#
# The corpus is copied to a scratch folder first, so what a run discovers
# never changes the repository. Crash inputs are kept in
# BUILD_DIR/fuzz-artifacts/<name>/ for CI to upload.
set -eu

if [ $# -lt 1 ]; then
    echo "usage: $0 BUILD_DIR [SECONDS] [TARGET...]" >&2
    exit 2
fi
build=$(cd "$1" && pwd)
seconds=${2:-60}
[ $# -ge 2 ] && shift 2 || shift 1
here=$(cd "$(dirname "$0")" && pwd)
sanitizers=$(cd "$here/../sanitizers" && pwd)

targets="$*"
if [ -z "$targets" ]; then
    for source in "$here"/fuzz_*.cpp; do
        name=$(basename "$source" .cpp)
        targets="$targets ${name#fuzz_}"
    done
fi

# Leaks of Qt's own one-time caches are not ours (see the file); UB aborts.
export LSAN_OPTIONS="suppressions=$sanitizers/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
# A quiet Qt: warnings about refused input would drown libFuzzer's status.
export QT_LOGGING_RULES="${QT_LOGGING_RULES:-*.debug=false;*.warning=false}"

scratch=$(mktemp -d "${TMPDIR:-/tmp}/tarn-fuzz.XXXXXX")
trap 'rm -rf "$scratch"' EXIT INT TERM

failed=""
summary=""
for name in $targets; do
    binary="$build/tests/fuzz/fuzz_$name"
    if [ ! -x "$binary" ]; then
        echo "run-fuzzers: no $binary; configure with -DTARN_FUZZ=ON and build it" >&2
        exit 2
    fi
    corpus="$scratch/corpus/$name"
    artifacts="$build/fuzz-artifacts/$name"
    rm -rf "$artifacts" # only this run's finds
    mkdir -p "$corpus" "$artifacts"
    cp -R "$here/corpus/$name/." "$corpus/"
    # Tokens of the input's language help libFuzzer past the parser's front door.
    case $name in
    feed) dict="$here/xml.dict" ;;
    *) dict="$here/json.dict" ;;
    esac
    log="$scratch/$name.log"
    echo "=== fuzz_$name for ${seconds}s (seeds: $(ls "$corpus" | wc -l))"
    status=0
    "$binary" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
        -artifact_prefix="$artifacts/" -dict="$dict" "$corpus" >"$log" 2>&1 || status=$?
    # libFuzzer's last status line: "#execs DONE cov: N ft: N corp: N/size ...".
    done_line=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -n 1 || true)
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    echo "    ${done_line:-no DONE line}"
    summary="$summary
  fuzz_$name: ${execs:-?} execs; ${done_line:-(stopped early)}"
    if [ "$status" -ne 0 ]; then
        failed="$failed $name"
        echo "!!! fuzz_$name failed (exit $status); its output ends:" >&2
        tail -n 60 "$log" >&2
        for crash in "$artifacts"/*; do
            [ -f "$crash" ] || continue
            echo "!!! input: $crash ($(wc -c <"$crash") bytes); replay: $binary $crash; base64:" >&2
            base64 "$crash" | head -c 4000 >&2
            echo >&2
        done
    fi
done

echo "=== fuzz summary:$summary"
if [ -n "$failed" ]; then
    echo "run-fuzzers: FAILED:$failed (inputs in $build/fuzz-artifacts/)" >&2
    exit 1
fi
echo "run-fuzzers: no crashes"
