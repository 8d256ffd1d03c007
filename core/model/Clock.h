// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>
#include <atomic>

namespace tarn {

// The one source of time for everything in the core. Production code uses
// SystemClock; tests use ManualClock and move time instead of sleeping.
// All times in Tarn are UTC milliseconds since the Unix epoch.
class Clock
{
public:
    virtual ~Clock() = default;
    virtual qint64 nowMs() const = 0;
};

class SystemClock final : public Clock
{
public:
    qint64 nowMs() const override;
    static const SystemClock &instance();
};

class ManualClock final : public Clock
{
public:
    explicit ManualClock(qint64 startMs) : m_now(startMs) {}
    qint64 nowMs() const override { return m_now.load(); }
    void setNow(qint64 ms) { m_now.store(ms); }
    void advance(qint64 ms) { m_now.fetch_add(ms); }

private:
    std::atomic<qint64> m_now;
};

namespace Duration {
constexpr qint64 Second = 1000;
constexpr qint64 Minute = 60 * Second;
constexpr qint64 Hour = 60 * Minute;
constexpr qint64 Day = 24 * Hour;
}

} // namespace tarn
