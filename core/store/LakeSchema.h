// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"

#include <QList>
#include <QLatin1StringView>
#include <QString>
#include <functional>

class QSqlDatabase;

namespace tarn {

// One step of the schema's history. Steps run in order inside the
// migrator's transaction; a step signals failure by throwing TarnError.
struct MigrationStep
{
    int version; // the schema version after this step
    QString description;
    std::function<void(QSqlDatabase &)> apply;
};

namespace LakeSchema {

// Every step from an empty file to the current schema.
QList<MigrationStep> steps();
int currentVersion();
// Tables and triggers the current schema must have (validation after migrating).
QStringList requiredObjects();

// The narrow covering index recall's first stage reads instead of the
// deltas table (schema version 5; Recall.cpp names it with INDEXED BY).
inline constexpr QLatin1StringView kRecallIndex{"deltas_recall"};

// Version 11's search index of a person's memories (LakeSchema.cpp says
// why), and the kinds it holds: all but observations, conversation turns
// (episode) and questions. The rows in it were chosen by this list, so it
// is frozen; another list needs a step that refills the index.
inline constexpr QLatin1StringView kMemoryIndex{"memory_fts"};
// The view of the deltas of those kinds that is the memory index's content.
inline constexpr QLatin1StringView kMemoryRows{"memory_rows"};
QList<Kind> memoryIndexKinds();
bool inMemoryIndex(Kind kind);
// ('profile','preference',...): memoryIndexKinds() as an SQL list.
QString memoryIndexKindsSql();
// SQLite's two FTS5 tables, every row's and the memories': what merging,
// optimizing and scrubbing act on (FtsIndex, LakeUpkeep).
QStringList searchIndexes();

// Version 9's index of each source's decay-class rows by their deadline
// (ExpiryLaws::deadlineSql() at soft decay's one-hour interval), the same
// statement on both engines: "each source's next deadline" becomes one
// probe per source. An engine uses the index only for the expression it was
// built on, so its text is frozen here; tst_migration fails the day
// deadlineSql() writes something else (that change needs a step that
// rebuilds the index).
QString deadlineIndexV9();

// Runs one statement, throwing TarnError::storage with SQLite's message on failure.
void exec(QSqlDatabase &db, const QString &sql);

} // namespace LakeSchema

} // namespace tarn
