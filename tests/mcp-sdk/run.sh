#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Tarn maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# `tarn mcp` through the official MCP TypeScript SDK client (issue 23).
# Usage: run.sh TARN_BINARY WORK_DIR. The SDK comes from the npm registry
# into WORK_DIR once (pinned in package.json); later runs reuse it.
# Without Node the test is skipped (exit 77), except in CI, where
# scripts/deps.sh installs it and a missing Node is a failure.
set -eu
# A private D-Bus session with an unlocked keyring, so the test can pair a
# client with `tarn serve` and reach /mcp over HTTP (the keychain holds
# API secrets); without one, only stdio is tested.
if [ -z "${TARN_SDK_KEYRING:-}" ] && command -v dbus-run-session >/dev/null 2>&1 \
    && command -v gnome-keyring-daemon >/dev/null 2>&1; then
    export TARN_SDK_KEYRING=1
    exec dbus-run-session -- sh -c 'echo -n pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; exec sh "$0" "$@"' "$0" "$@"
fi
tarn=$1
work=$2
here=$(cd "$(dirname "$0")" && pwd)
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    echo "Node.js and npm are not installed: skipping the MCP SDK client test (apt-get install nodejs npm)"
    [ "${CI:-}" = true ] && exit 1
    exit 77
fi
mkdir -p "$work"
if [ ! -f "$work/node_modules/@modelcontextprotocol/sdk/package.json" ] || ! cmp -s "$here/package.json" "$work/package.json"; then
    cp "$here/package.json" "$work/package.json"
    (cd "$work" && npm install --no-audit --no-fund --loglevel=error)
fi
cp "$here/sdk-client.mjs" "$work/sdk-client.mjs"
exec node "$work/sdk-client.mjs" "$tarn"
