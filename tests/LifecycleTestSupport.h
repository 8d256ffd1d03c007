// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Readable QCOMPARE failures for the lifecycle tests (laws, engagement, decay
// classes, reaper, soft decay, scheduler): optional times and whole deltas
// print their values instead of "<unknown>".

#include "Delta.h"
#include "DeltaJson.h"

#include <QJsonDocument>
#include <QTest>
#include <optional>

namespace QTest {
template<>
inline char *toString(const std::optional<qint64> &v)
{
    return v ? qstrdup(QByteArray::number(*v).constData()) : qstrdup("null");
}
} // namespace QTest

namespace tarn {
inline char *toString(const Delta &d)
{
    return qstrdup(QJsonDocument(DeltaJson::toJson(d)).toJson(QJsonDocument::Compact).constData());
}
inline char *toString(DecayClass c)
{
    const QString name = decayClassName(c);
    return qstrdup(name.isEmpty() ? "none" : name.toUtf8().constData());
}
} // namespace tarn
