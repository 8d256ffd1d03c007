#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Tarn maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what Tarn needs to build, run and test on Debian 12 (run as root).
set -eu
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq \
    cmake ninja-build g++ pkg-config \
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools \
    libqt6sql6-sqlite qt6-svg-dev libqt6svg6 qt6-charts-dev libsqlite3-dev sqlite3 \
    qtkeychain-qt6-dev dbus-x11 gnome-keyring \
    libstemmer-dev wordnet-base openthesaurus-de-text libuchardet-dev \
    postgresql-15 libqt6sql6-psql libpq-dev \
    libxkbcommon-dev libgl-dev fonts-dejavu-core \
    xvfb xauth trayer \
    appstream desktop-file-utils groff-base man-db binutils file \
    clang libclang-rt-14-dev llvm lld >/dev/null
# Node.js for the MCP SDK client test (tests/mcp-sdk): Debian's, unless a
# Node is installed already (a NodeSource nodejs carries its own npm, which
# Debian's npm package would conflict with).
command -v node >/dev/null 2>&1 || apt-get install -y -qq nodejs >/dev/null
command -v npm >/dev/null 2>&1 || apt-get install -y -qq npm >/dev/null
