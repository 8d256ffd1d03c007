// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>
#include <optional>

namespace tarn {

// A configured source: a plugin type, a name, its settings and the state
// its poller keeps across restarts (the lake's source_instances table).
// Here, beside the delta, so the store can hand it back as a row without
// knowing the plugins (SourcePlugin.h).
struct SourceInstance
{
    QString name;
    QString type;
    QJsonObject settings;
    bool paused = false;
    qint64 createdAt = 0;
    QString status = QStringLiteral("new"); // new, ok, error
    QString error;
    int failures = 0;
    std::optional<qint64> lastPollAt;
    std::optional<qint64> lastOkAt;
    std::optional<qint64> nextPollAt;
    QString etag;
    QString lastModified;
    QString cursor;
    qint64 itemsWritten = 0;

    QString deltaSource() const { return type + u':' + name; }
    bool operator==(const SourceInstance &) const = default;
};

} // namespace tarn
