// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TimeFormat.h"

#include "Clock.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QRegularExpression>

namespace tarn::TimeFormat {

namespace {
// Units a person reads ("in 3 d 4 h"), so a translation can localise them.
struct TimeFormatText
{
    Q_DECLARE_TR_FUNCTIONS(tarn::TimeFormat)
};
} // namespace

QString toIso(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

std::optional<qint64> fromIso(const QString &text)
{
    // Require a date, a time and an explicit offset, so a local wall-clock
    // time is never silently read as UTC.
    static const QRegularExpression shape(QStringLiteral(
        R"(^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$)"));
    if (!shape.match(text).hasMatch())
        return std::nullopt;
    const QDateTime dt = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!dt.isValid())
        return std::nullopt;
    // Only what toIso() can write back: an offset can carry a time past the
    // years 1 to 9999 in UTC ("9999-12-31T23:59-14:00"), which an export
    // would write as "" and no import could read.
    const int utcYear = dt.toUTC().date().year();
    if (utcYear < 1 || utcYear > 9999)
        return std::nullopt;
    return dt.toMSecsSinceEpoch();
}

QString humanDuration(qint64 ms)
{
    const bool negative = ms < 0;
    qint64 v = negative ? -ms : ms;
    const qint64 d = v / Duration::Day;
    v %= Duration::Day;
    const qint64 h = v / Duration::Hour;
    v %= Duration::Hour;
    const qint64 m = v / Duration::Minute;
    v %= Duration::Minute;
    const qint64 s = v / Duration::Second;
    QString out;
    if (d > 0)
        out = h > 0 ? TimeFormatText::tr("%1 d %2 h").arg(d).arg(h) : TimeFormatText::tr("%1 d").arg(d);
    else if (h > 0)
        out = m > 0 ? TimeFormatText::tr("%1 h %2 min").arg(h).arg(m) : TimeFormatText::tr("%1 h").arg(h);
    else if (m > 0)
        out = TimeFormatText::tr("%1 min").arg(m);
    else
        out = TimeFormatText::tr("%1 s").arg(s);
    return negative ? QStringLiteral("-") + out : out;
}

} // namespace tarn::TimeFormat
