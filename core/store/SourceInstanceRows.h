// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SourceInstance.h"

#include <QList>
#include <optional>

namespace tarn {

class Lake;

// The configured sources' rows (source_instances): each source's settings
// as stored (secrets only as "one is set") and the state its poller keeps
// across restarts. What may be stored, the audit and the keychain are
// SourceInstances' (core/sources); here is only reading and writing the
// rows. Each call runs in the caller's transaction, if any, and throws
// TarnError (Storage) when the engine refuses.
namespace SourceInstanceRows {

// By name.
QList<SourceInstance> list(Lake &lake);
std::optional<SourceInstance> get(Lake &lake, const QString &name);

// A new source, due at once (`now`).
void insert(Lake &lake, const QString &name, const QString &type, const QJsonObject &settings, qint64 now);
// New settings, due at `dueAt`, its failures forgotten.
void replaceSettings(Lake &lake, const QString &name, const QJsonObject &settings, qint64 dueAt);
void setPaused(Lake &lake, const QString &name, bool paused, qint64 dueAt);
void setDue(Lake &lake, const QString &name, qint64 dueAt);
// The poller's state (status, error, failures, validators, cursor, poll
// times); nothing else.
void saveState(Lake &lake, const SourceInstance &instance);
// `count` more deltas written by the source.
void countWritten(Lake &lake, const QString &name, qint64 count);
void remove(Lake &lake, const QString &name);

} // namespace SourceInstanceRows

} // namespace tarn
