// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeSchema.h"

#include <QCoreApplication>
#include <QSqlDatabase>

namespace tarn {

// The lake's schema on PostgreSQL (DESIGN §5): the same tables, columns and
// laws as the SQLite file (LakeSchema), in PostgreSQL's own terms:
// - append-only by PL/pgSQL triggers (content columns, the audit log, and
//   TRUNCATE, which would skip row triggers);
// - full text on a stored tsvector with a GIN index, stemmed in the
//   delta's language (search_language, set by the lake's writer from
//   LanguageGuess: English, German, or both when unsure) plus the words as
//   written, so a typed prefix still finds them;
// - media in the database, content-addressed, so every machine sees them;
// - a statement-level NOTIFY on `tarn_lake` whenever deltas change, so every
//   window on every machine learns of it (live updates).
// Version numbers are SQLite's: a PostgreSQL lake at version 7 holds what a
// SQLite lake at version 7 holds, which is what `tarn lake copy` checks.
namespace PostgresSchema {

QList<MigrationStep> steps();
int currentVersion();

// Brings the database to the current version in one transaction, under an
// advisory lock so two machines starting at once migrate it once. DDL is
// transactional on PostgreSQL: a failing step leaves the database exactly
// as it was (no snapshot needed). `extraSteps` lets tests inject a failing
// step. Returns the version found. Throws TarnError: Storage with the
// server's message, or InvalidInput when the database belongs to a newer
// Tarn or to something else entirely.
int migrate(QSqlDatabase &db, const QList<MigrationStep> &extraSteps = {});

// The schema version recorded in the database; 0 for an empty database.
int version(QSqlDatabase &db);

// The NOTIFY channel deltas' changes are announced on.
inline constexpr QLatin1StringView kChangeChannel{"tarn_lake"};
// The advisory lock key migration takes (pg_advisory_xact_lock): "tarn" in ASCII.
inline constexpr qint64 kMigrationLockKey = 0x7461726e0001;
// The advisory lock vector writers hold exclusively and readers of the
// vectors' marks take shared (VectorLog.h).
inline constexpr qint64 kVectorWriteLockKey = 0x7461726e0002;

} // namespace PostgresSchema

} // namespace tarn
