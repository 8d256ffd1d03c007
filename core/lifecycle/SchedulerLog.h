// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace tarn {

class Scheduler;

// Writes what a scheduler does to the `tarn.lifecycle` log: each reap,
// soft decay, policy sweep and maintenance run with what it did (counts and
// times, never content), and its failures. `tarn serve` wants this; a test
// or the window, which show the same in their own way, need not.
// Connects to the scheduler's signals; the lines are written on its thread.
void logSchedulerActivity(const Scheduler *scheduler);

} // namespace tarn
