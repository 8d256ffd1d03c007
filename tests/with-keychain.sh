#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Tarn maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one test against a real Secret Service: a private D-Bus session bus
# with gnome-keyring unlocked (password "pw"), so QtKeychain talks to the
# same kind of keychain a desktop has, and the person's own is never touched.
set -eu
if ! command -v dbus-run-session >/dev/null || ! command -v gnome-keyring-daemon >/dev/null; then
    echo "with-keychain.sh: dbus-run-session and gnome-keyring-daemon are needed (scripts/deps.sh installs them)" >&2
    exit 1
fi
exec dbus-run-session -- sh -c 'echo -n pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; exec "$0"' "$1"
