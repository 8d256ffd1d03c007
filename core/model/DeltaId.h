// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <atomic>
#include <optional>

namespace tarn {

// A delta id is 12 lowercase hex digits: 48 bits stored as the row's integer
// key. New ids rise with time (milliseconds since 2020 in the top 40 bits, a
// counter and a few random bits below), because ids that rise with time make
// inserts about twice as fast as random ones (DESIGN §5) and keep keyset
// paging in creation order. Imported ids keep whatever 12 hex digits they had.
namespace DeltaId {

constexpr qint64 kMaxValue = (qint64(1) << 48) - 1;

bool isValid(const QString &id);
std::optional<qint64> toKey(const QString &id);
QString fromKey(qint64 key);

} // namespace DeltaId

class DeltaIdGenerator
{
public:
    // Thread-safe; never returns the same key twice in one process.
    qint64 nextKey(qint64 nowMs);
    QString next(qint64 nowMs) { return DeltaId::fromKey(nextKey(nowMs)); }
    // Never hand out a key at or below one the lake already holds (a
    // restored lake's ids may lie ahead of this process's clock).
    void observe(qint64 key);

private:
    std::atomic<qint64> m_last{0};
};

} // namespace tarn
