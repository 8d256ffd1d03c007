// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tarn {

// Every open Lake holds a claim on its lake: a shared flock(2) on a small
// file in the media folder, taken by each connection of every process (the
// window's threads, `tarn serve`, each CLI command). A claim that comes out
// exclusive proves no other connection has the lake open, so nothing can be
// half-way through writing a media file and its row: that is when the lake
// may remove every file no delta refers to (a process killed between the
// two leaves one). The kernel drops a killed process's claims by itself.
class LakeClaim
{
public:
    enum class Outcome {
        Sole,        // no other claim: exclusive until share()
        Shared,      // others hold the lake open
        Unavailable, // the file cannot be made (a read-only lake) or no flock here
        Busy,        // a sole holder kept it past waitMs (a stopped process)
    };

    LakeClaim() = default;
    ~LakeClaim() { release(); }
    LakeClaim(const LakeClaim &) = delete;
    LakeClaim &operator=(const LakeClaim &) = delete;

    // Tries for the exclusive claim without waiting; failing that, waits up
    // to waitMs for a shared one (a sole holder keeps it only for its sweep).
    Outcome take(const QString &claimFile, int waitMs);
    // Turns a sole claim into a shared one once the sweep is done.
    void share();
    void release();

private:
    int m_fd = -1;
};

} // namespace tarn
