// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Migrator.h"

#include "PrivateFiles.h"
#include "StorageErrors.h"
#include "StoreLogging.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>

namespace tarn {

namespace {
// A translation context lupdate can see, for this file's messages.
struct MigratorText
{
    Q_DECLARE_TR_FUNCTIONS(Migrator)
};

bool hasUserTables(QSqlDatabase &db)
{
    QSqlQuery q(db);
    return q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table'")) && q.next()
        && q.value(0).toInt() > 0;
}
} // namespace

int Migrator::schemaVersion(QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        throw TarnError::storage(MigratorText::tr("cannot read the lake's schema version: %1").arg(q.lastError().text()));
    return q.value(0).toInt();
}

void Migrator::validate(int targetVersion)
{
    QSqlQuery q(m_db);
    for (const QString &name : LakeSchema::requiredObjects()) {
        q.prepare(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = ?"));
        q.addBindValue(name);
        if (!q.exec() || !q.next() || q.value(0).toInt() != 1)
            throw TarnError::storage(MigratorText::tr("schema validation failed: %1 is missing after migrating to version %2")
                                         .arg(name).arg(targetVersion));
    }
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next() || q.value(0).toString() != u"ok")
        throw TarnError::storage(MigratorText::tr("schema validation failed: quick_check reports %1").arg(q.value(0).toString()));
}

void Migrator::restoreSnapshot(const QString &snapshot)
{
    const QString connection = m_db.connectionName();
    m_db.close();
    QFile::remove(m_path + QStringLiteral("-wal"));
    QFile::remove(m_path + QStringLiteral("-shm"));
    QFile::remove(m_path);
    if (!QFile::copy(snapshot, m_path))
        throw TarnError::storage(MigratorText::tr("restoring the snapshot %1 failed; the lake is kept there").arg(snapshot));
    if (!m_db.open())
        throw TarnError::storage(MigratorText::tr("cannot reopen the restored lake: %1").arg(m_db.lastError().text()));
    Q_UNUSED(connection);
}

MigrationResult Migrator::run(qint64 nowMs)
{
    MigrationResult result;
    const int target = m_steps.isEmpty() ? 0 : m_steps.constLast().version;
    result.fromVersion = schemaVersion(m_db);
    result.toVersion = result.fromVersion;
    if (result.fromVersion > target)
        throw TarnError::storage(MigratorText::tr("this lake has schema version %1, newer than this Tarn understands (%2); "
                                    "upgrade Tarn to open it")
                                     .arg(result.fromVersion)
                                     .arg(target));
    if (result.fromVersion == target)
        return result;

    // A brand-new file has nothing to lose; anything else gets a snapshot.
    if (result.fromVersion > 0 || hasUserTables(m_db)) {
        // A copy of the person's memory: private from its first byte (VACUUM
        // INTO fills an empty file), and never written over a file that is
        // there already; a second attempt in the same millisecond gets a
        // name of its own.
        const QString base = QStringLiteral("%1.v%2-%3").arg(m_path).arg(result.fromVersion).arg(nowMs);
        result.snapshotPath = base + QStringLiteral(".bak");
        for (int n = 2; !PrivateFiles::createFile(result.snapshotPath); ++n) {
            if (n > 100)
                throw TarnError::storage(MigratorText::tr("cannot create a snapshot beside the lake at %1").arg(base));
            result.snapshotPath = QStringLiteral("%1-%2.bak").arg(base).arg(n);
        }
        QSqlQuery snap(m_db);
        snap.prepare(QStringLiteral("VACUUM INTO ?"));
        snap.addBindValue(result.snapshotPath);
        if (!snap.exec()) {
            QFile::remove(result.snapshotPath); // the empty file made above
            throw TarnError::storage(MigratorText::tr("cannot take a snapshot before migrating: %1").arg(snap.lastError().text()));
        }
    }

    QSqlQuery q(m_db);
    try {
        if (!q.exec(QStringLiteral("BEGIN IMMEDIATE")))
            throw StorageErrors::fromSql(q.lastError());
        // Another process may have migrated while this one waited for the
        // lock (two first opens of a new lake): then there is nothing to do.
        if (schemaVersion(m_db) == target) {
            q.exec(QStringLiteral("ROLLBACK"));
            if (!result.snapshotPath.isEmpty())
                QFile::remove(result.snapshotPath);
            result.fromVersion = result.toVersion = target;
            result.snapshotPath.clear();
            return result;
        }
        for (const MigrationStep &step : m_steps) {
            if (step.version <= result.fromVersion)
                continue;
            step.apply(m_db);
        }
        validate(target);
        if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(target)))
            throw TarnError::storage(q.lastError().text());
        if (!q.exec(QStringLiteral("COMMIT")))
            throw TarnError::storage(q.lastError().text());
    } catch (const TarnError &e) {
        q.exec(QStringLiteral("ROLLBACK"));
        if (!result.snapshotPath.isEmpty())
            restoreSnapshot(result.snapshotPath);
        qCWarning(lcStore, "migrating %s from schema %d to %d failed; the previous state was kept: %s",
                  qUtf8Printable(m_path), result.fromVersion, target, qUtf8Printable(e.message()));
        throw TarnError::storage(MigratorText::tr("migrating the lake from schema %1 to %2 failed and the previous state was kept: %3")
                                     .arg(result.fromVersion)
                                     .arg(target)
                                     .arg(e.message()));
    }
    result.toVersion = target;
    if (result.snapshotPath.isEmpty())
        qCDebug(lcStore, "created the schema (version %d) of the new lake %s", target, qUtf8Printable(m_path));
    else
        qCInfo(lcStore, "migrated %s from schema %d to %d; the state before is kept in %s", qUtf8Printable(m_path),
               result.fromVersion, target, qUtf8Printable(result.snapshotPath));
    return result;
}

} // namespace tarn
