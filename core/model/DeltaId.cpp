// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeltaId.h"

#include <QRandomGenerator>

namespace tarn {

namespace {
constexpr qint64 kEpoch2020Ms = 1577836800000LL;
}

bool DeltaId::isValid(const QString &id)
{
    if (id.size() != 12)
        return false;
    for (QChar c : id) {
        const char16_t u = c.unicode();
        if (!((u >= u'0' && u <= u'9') || (u >= u'a' && u <= u'f')))
            return false;
    }
    return true;
}

std::optional<qint64> DeltaId::toKey(const QString &id)
{
    if (!isValid(id))
        return std::nullopt;
    bool ok = false;
    const qint64 v = id.toLongLong(&ok, 16);
    return ok ? std::optional<qint64>(v) : std::nullopt;
}

QString DeltaId::fromKey(qint64 key)
{
    return QStringLiteral("%1").arg(key & kMaxValue, 12, 16, QLatin1Char('0'));
}

qint64 DeltaIdGenerator::nextKey(qint64 nowMs)
{
    // Low 8 bits: 2 random bits so two processes writing in the same
    // millisecond rarely collide (the lake retries if they do), 6 for order.
    const qint64 ms = std::max<qint64>(0, nowMs - kEpoch2020Ms) & ((qint64(1) << 40) - 1);
    const qint64 candidate = (ms << 8) | (qint64(QRandomGenerator::global()->bounded(4)) << 6);
    qint64 last = m_last.load();
    qint64 next;
    do {
        next = std::max(candidate, last + 1) & DeltaId::kMaxValue;
    } while (!m_last.compare_exchange_weak(last, next));
    return next;
}

void DeltaIdGenerator::observe(qint64 key)
{
    qint64 last = m_last.load();
    while (key > last && !m_last.compare_exchange_weak(last, key)) {
    }
}

} // namespace tarn
