// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SourcePlugin.h"

namespace tarn {

// A vault folder of Markdown notes (DESIGN §7, seed 000's "vault carve-out"):
// a transport for content the person wrote on purpose, so every note is an
// authored delta that never expires (source "vault:<name>", which the
// registry files under "vault": transport, never).
//
// A poll rescans the folder recursively (*.md and *.markdown; hidden files
// and folders such as .obsidian and .git are skipped, and so are notes over
// kMaxNoteBytes, which are counted, not failed). A note whose size and
// modification time match the last scan is not even opened, so a rescan of
// an unchanged vault costs one stat per note. Each note version is one item,
// keyed "note:" + sha1(relative path + "\n" + content), so an unchanged note
// is never written twice, also across restarts. An edited note supersedes
// its previous delta, and so does a renamed one (the old path vanished and
// a new one appeared with the same content in the same scan); a deleted
// note writes and erases nothing (the lake is append-only and what the
// person authored sticks).
//
// Between polls the scan state lives in the instance's cursor, compact JSON:
//   {"v":1,"too_large":N,"unreadable":N,
//    "notes":{"relative/path.md":{"s":size,"m":mtime ms,"h":"sha1 of content","k":"note:..."}}}
//
// The watcher (QFileSystemWatcher on the folder, its subfolders and its
// notes) makes the host rescan soon after a change; poll_minutes is the
// periodic rescan that catches whatever a watcher misses.
class VaultSource : public SourcePlugin
{
public:
    SourceShape shape() const override;
    qint64 pollIntervalMs(const SourceInstance &instance) const override;
    std::unique_ptr<SourcePoller> createPoller(QNetworkAccessManager &network, const Clock &clock) const override;
    std::unique_ptr<SourceWatcher> createWatcher(const SourceInstance &instance) const override;

    // One rescan, synchronously: the items to write and the next cursor (or
    // an error naming the folder). What the poller runs; tests time it.
    static PollOutcome scan(const SourceInstance &instance, const SourcePoller::SeenCheck &seen, qint64 nowMs);

    static constexpr qint64 kMaxNoteBytes = 1024 * 1024;
    static constexpr int kMaxDepth = 64;
};

} // namespace tarn
