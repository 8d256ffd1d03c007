// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonDocument>
#include <QJsonValue>
#include <QMap>
#include <QString>
#include <QStringList>

namespace tarn::ExportJson {

// Another tool's export as JSON: a clear TarnError (field "file") when it
// does not parse, naming the format and the offset.
QJsonDocument read(const QByteArray &bytes, const QString &format);
// Seconds since the epoch (ChatGPT's create_time, float or null) or an ISO
// date (Claude's, mem0's) as ms; 0 when absent or unreadable.
qint64 timeOf(const QJsonValue &v);
// "12 image parts, 3 tool calls": what was left out, counted.
QStringList describeSkipped(const QMap<QString, int> &counts);

} // namespace tarn::ExportJson
