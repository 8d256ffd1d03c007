// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeSchema.h"

#include <QSqlDatabase>
#include <QString>

namespace tarn {

struct MigrationResult
{
    int fromVersion = 0;
    int toVersion = 0;
    QString snapshotPath; // empty when nothing needed one (new or current lake)
};

// Fae's upgrade rule for the lake file: read the schema version; if behind,
// take a snapshot, run the steps in order in one transaction, validate, and
// commit; on any failure restore the snapshot so the previous consistent
// state stays, and report why (TarnError).
class Migrator
{
public:
    Migrator(QSqlDatabase &db, QString lakePath, QList<MigrationStep> steps)
        : m_db(db), m_path(std::move(lakePath)), m_steps(std::move(steps)) {}

    MigrationResult run(qint64 nowMs);

    static int schemaVersion(QSqlDatabase &db);

private:
    void restoreSnapshot(const QString &snapshot);
    void validate(int targetVersion);

    QSqlDatabase &m_db;
    QString m_path;
    QList<MigrationStep> m_steps;
};

} // namespace tarn
