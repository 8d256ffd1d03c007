// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExportJson.h"

#include "TarnError.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonParseError>
#include <QRegularExpression>
#include <cmath>

namespace tarn::ExportJson {

namespace {
struct ImportText
{
    Q_DECLARE_TR_FUNCTIONS(ImportFormats)
};
} // namespace

QJsonDocument read(const QByteArray &bytes, const QString &format)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        throw TarnError::invalid(QStringLiteral("file"), ImportText::tr("not a %1 export: JSON error at byte %2: %3")
                                                             .arg(format)
                                                             .arg(error.offset)
                                                             .arg(error.errorString()));
    return doc;
}

qint64 timeOf(const QJsonValue &v)
{
    if (v.isDouble()) {
        const double seconds = v.toDouble();
        // Between 1990 and 2200: anything else is not a time.
        if (std::isfinite(seconds) && seconds > 631152000.0 && seconds < 7258118400.0)
            return qint64(std::llround(seconds * 1000.0));
        return 0;
    }
    if (v.isString()) {
        QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
        if (!t.isValid())
            t = QDateTime::fromString(v.toString(), Qt::ISODate);
        if (!t.isValid()) // mem0: "2025-01-02T03:04:05.123456-08:00" (microseconds)
            t = QDateTime::fromString(v.toString().replace(QRegularExpression(QStringLiteral("(\\.\\d{3})\\d+")), QStringLiteral("\\1")),
                                      Qt::ISODateWithMs);
        return t.isValid() ? t.toMSecsSinceEpoch() : 0;
    }
    return 0;
}

QStringList describeSkipped(const QMap<QString, int> &counts)
{
    QStringList out;
    for (auto it = counts.begin(); it != counts.end(); ++it)
        out << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
    return out;
}

} // namespace tarn::ExportJson
