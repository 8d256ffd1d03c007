#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Tarn maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one widget test on a real (virtual) X display with a system tray host,
# so QSystemTrayIcon::isSystemTrayAvailable() is true. Without Xvfb or
# trayer the test runs anyway on offscreen and skips its tray cases, saying why.
test_binary="$1"
if command -v xvfb-run >/dev/null 2>&1 && command -v trayer >/dev/null 2>&1; then
    exec xvfb-run -a -s "-screen 0 1600x1000x24" sh -c '
        trayer --edge bottom --widthtype request --height 24 >/dev/null 2>&1 &
        tray=$!
        sleep 1
        QT_QPA_PLATFORM=xcb "$0"; rc=$?
        kill $tray 2>/dev/null
        exit $rc' "$test_binary"
fi
echo "with-tray-host: xvfb-run or trayer missing; tray cases will skip" >&2
exec "$test_binary"
