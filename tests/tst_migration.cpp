// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Schema version and migration runner (DESIGN §5, seed 001): a snapshot
// before any step, the steps in order, validation, and on any failure the
// snapshot restored so the previous consistent state stays.

#include "AuditLog.h"
#include "ExpiryLaws.h"
#include "LakeSchema.h"
#include "LakeSql.h"
#include "Migrator.h"
#include "TestSupport.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

using namespace tarn;
using namespace tarn::test;

namespace {

// Reads the file with a connection of our own, not through a Lake (which
// would migrate it).
struct RawFacts
{
    int userVersion = -1;
    qint64 rows = -1;
    bool hasColumnX = false;
    QString integrity;
};

RawFacts rawFacts(const QString &path)
{
    RawFacts f;
    const QString name = QStringLiteral("raw-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
                f.userVersion = q.value(0).toInt();
            if (q.exec(QStringLiteral("SELECT count(*) FROM deltas")) && q.next())
                f.rows = q.value(0).toLongLong();
            if (q.exec(QStringLiteral("SELECT count(*) FROM pragma_table_info('deltas') WHERE name = 'x'")) && q.next())
                f.hasColumnX = q.value(0).toInt() > 0;
            if (q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next())
                f.integrity = q.value(0).toString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return f;
}

QStringList snapshots(const TempLake &lake)
{
    return QDir(lake.dir.path()).entryList({QStringLiteral("lake.sqlite*.bak")}, QDir::Files);
}

QByteArray auditOf(Lake &lake)
{
    QByteArray out;
    QBuffer b(&out);
    b.open(QIODevice::WriteOnly);
    lake.audit().exportJsonl(b);
    return out;
}

void fill(Lake &lake)
{
    lake.insert(draft(QStringLiteral("chat"), QStringLiteral("we walked up to Red Tarn"), Kind::Episode));
    Delta tagged = draft(QStringLiteral("vault"), QStringLiteral("Helvellyn via Striding Edge"), Kind::Fact);
    tagged.tags = {QStringLiteral("hiking"), QStringLiteral("lake-district")};
    lake.insert(tagged);
    lake.insert(draft(QStringLiteral("rss:weather"), QStringLiteral("snow above 800 m")));
    lake.insert(draft(QStringLiteral("sysinfo"), QStringLiteral("disk 71 % full")));
}

} // namespace

class TestMigration : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newLakeIsAtTheCurrentVersion()
    {
        TempLake lake;
        QVERIFY(LakeSchema::currentVersion() >= 1);
        QCOMPARE(Migrator::schemaVersion(LakeSql::of(*lake)), LakeSchema::currentVersion());
        // Every step's version rises.
        int previous = 0;
        for (const MigrationStep &s : LakeSchema::steps()) {
            QVERIFY(s.version > previous);
            QVERIFY(!s.description.isEmpty());
            previous = s.version;
        }
        QCOMPARE(previous, LakeSchema::currentVersion());
        // Every required object is there.
        QSqlQuery q(LakeSql::of(*lake));
        for (const QString &name : LakeSchema::requiredObjects()) {
            q.prepare(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = ?"));
            q.addBindValue(name);
            QVERIFY(q.exec() && q.next());
            QVERIFY2(q.value(0).toInt() == 1, qPrintable(name));
        }
        // The migration is in the audit log.
        const QList<AuditEntry> migrations = lake->audit().recent({QStringLiteral("migrate")});
        QCOMPARE(migrations.size(), 1);
        QCOMPARE(migrations.constFirst().detail.value(QStringLiteral("from")).toInt(), 0);
        QCOMPARE(migrations.constFirst().detail.value(QStringLiteral("to")).toInt(), LakeSchema::currentVersion());
        QCOMPARE(migrations.constFirst().at, kT0);
        // A brand-new file has nothing to lose: no snapshot.
        QVERIFY(snapshots(lake).isEmpty());
        // WAL, as DESIGN §5 asks.
        QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode")) && q.next());
        QCOMPARE(q.value(0).toString().toLower(), QStringLiteral("wal"));
    }

    void reopeningIsANoOp()
    {
        TempLake lake;
        fill(*lake);
        const QByteArray before = exportOf(*lake);
        const QByteArray auditBefore = auditOf(*lake);
        for (int i = 0; i < 3; ++i) {
            lake->close();
            QVERIFY(!lake->isOpen());
            lake.clock.advance(Duration::Hour);
            lake->open(lake.path());
            QCOMPARE(Migrator::schemaVersion(LakeSql::of(*lake)), LakeSchema::currentVersion());
        }
        QCOMPARE(exportOf(*lake), before);
        QCOMPARE(auditOf(*lake), auditBefore); // no new migrate entry
        QVERIFY(snapshots(lake).isEmpty());
    }

    void failingStepRestoresTheSnapshot()
    {
        TempLake lake;
        fill(*lake);
        const QByteArray before = exportOf(*lake);
        const QByteArray auditBefore = auditOf(*lake);
        const int version = LakeSchema::currentVersion();
        lake->close();

        bool stepRan = false;
        bool sawColumn = false;
        OpenOptions broken;
        broken.extraMigrationSteps << MigrationStep{
            version + 1, QStringLiteral("real DDL and row changes, then a failure"), [&](QSqlDatabase &db) {
                stepRan = true;
                LakeSchema::exec(db, QStringLiteral("ALTER TABLE deltas ADD COLUMN x INTEGER"));
                LakeSchema::exec(db, QStringLiteral("UPDATE deltas SET x = 42, confidence = 0.01"));
                LakeSchema::exec(db, QStringLiteral("DELETE FROM deltas WHERE source = 'chat'"));
                LakeSchema::exec(db, QStringLiteral(
                    "INSERT INTO deltas (rid, content, source, kind, observed_at, created_at) "
                    "VALUES (1, 'planted by a broken step', 'chat', 'fact', 0, 0)"));
                LakeSchema::exec(db, QStringLiteral("CREATE TABLE junk (y)"));
                QSqlQuery q(db);
                sawColumn = q.exec(QStringLiteral("SELECT count(*) FROM deltas WHERE x = 42")) && q.next()
                    && q.value(0).toInt() == 3;
                throw TarnError::storage(QStringLiteral("injected failure in step %1").arg(version + 1));
            }};
        try {
            lake->open(lake.path(), broken);
            QFAIL("the failing step did not fail the open");
        } catch (const TarnError &e) {
            QVERIFY2(e.message().contains(QStringLiteral("injected failure")), qPrintable(e.message()));
            QVERIFY2(e.message().contains(QString::number(version)), qPrintable(e.message()));
        }
        QVERIFY(stepRan);
        QVERIFY(sawColumn); // the step really changed the file before it threw
        // A failed open leaves no half-open lake behind.
        QVERIFY(!lake->isOpen());

        // The file itself, read raw: the old version, the old rows, no x.
        const RawFacts raw = rawFacts(lake.path());
        QCOMPARE(raw.userVersion, version);
        QCOMPARE(raw.rows, qint64(4));
        QVERIFY(!raw.hasColumnX);
        QCOMPARE(raw.integrity, QStringLiteral("ok"));

        // And it opens with the normal steps, holding exactly the old rows.
        lake->open(lake.path());
        QCOMPARE(Migrator::schemaVersion(LakeSql::of(*lake)), version);
        QCOMPARE(exportOf(*lake), before);
        QCOMPARE(auditOf(*lake), auditBefore);
        QSqlQuery q(LakeSql::of(*lake));
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'junk'")) && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
        // The full-text index came back in step with the rows.
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM delta_fts WHERE delta_fts MATCH 'striding'")) && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
        QVERIFY(q.exec(QStringLiteral("INSERT INTO delta_fts(delta_fts) VALUES ('integrity-check')")));
        // A snapshot was taken first, and it is kept.
        const QStringList snaps = snapshots(lake);
        QCOMPARE(snaps.size(), 1);
        QVERIFY2(snaps.constFirst().contains(QStringLiteral(".v%1-").arg(version)), qPrintable(snaps.constFirst()));
        QCOMPARE(rawFacts(lake.dir.filePath(snaps.constFirst())).rows, qint64(4));
        // The lake works as before.
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("still writable"), Kind::Episode));
        QCOMPARE(lake->stats().total, 5);
    }

    void successfulStepMigrates()
    {
        TempLake lake;
        fill(*lake);
        const QByteArray before = exportOf(*lake);
        const int version = LakeSchema::currentVersion();
        lake->close();
        lake.clock.advance(Duration::Minute); // within every expiry, so the export can compare whole

        OpenOptions next;
        next.extraMigrationSteps << MigrationStep{version + 1, QStringLiteral("add a column"), [](QSqlDatabase &db) {
                                                      LakeSchema::exec(db, QStringLiteral("ALTER TABLE deltas ADD COLUMN y TEXT"));
                                                      LakeSchema::exec(db, QStringLiteral("UPDATE deltas SET y = 'v2'"));
                                                  }};
        lake->open(lake.path(), next);
        QCOMPARE(Migrator::schemaVersion(LakeSql::of(*lake)), version + 1);
        QSqlQuery q(LakeSql::of(*lake));
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM deltas WHERE y = 'v2'")) && q.next());
        QCOMPARE(q.value(0).toInt(), 4);
        QCOMPARE(exportOf(*lake), before); // the deltas themselves are unchanged

        const QList<AuditEntry> migrations = lake->audit().recent({QStringLiteral("migrate")});
        QCOMPARE(migrations.size(), 2);
        const AuditEntry &latest = migrations.constFirst();
        QCOMPARE(latest.detail.value(QStringLiteral("from")).toInt(), version);
        QCOMPARE(latest.detail.value(QStringLiteral("to")).toInt(), version + 1);
        QCOMPARE(latest.at, kT0 + Duration::Minute);
        const QString snapshot = latest.detail.value(QStringLiteral("snapshot")).toString();
        QVERIFY(!snapshot.isEmpty());
        QVERIFY(QFileInfo::exists(snapshot));
        QCOMPARE(snapshots(lake).size(), 1);
        // The snapshot is the lake as it was: old version, old rows.
        const RawFacts snap = rawFacts(snapshot);
        QCOMPARE(snap.userVersion, version);
        QCOMPARE(snap.rows, qint64(4));

        // Reopening with the same steps is a no-op; without them, the lake is
        // now newer than the built-in steps know and is refused.
        lake->close();
        lake->open(lake.path(), next);
        QCOMPARE(lake->audit().recent({QStringLiteral("migrate")}).size(), 2);
        lake->close();
        QVERIFY_THROWS_EXCEPTION(TarnError, lake->open(lake.path()));
    }

    void newerLakeIsRefused()
    {
        TempLake lake;
        fill(*lake);
        const int newer = LakeSchema::currentVersion() + 7;
        lake->exec(QStringLiteral("PRAGMA user_version = %1").arg(newer));
        lake->close();
        try {
            lake->open(lake.path());
            QFAIL("opened a lake from a newer Tarn");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::Storage);
            QVERIFY2(e.message().contains(QString::number(newer)), qPrintable(e.message()));
            QVERIFY2(e.message().contains(QString::number(LakeSchema::currentVersion())), qPrintable(e.message()));
            QVERIFY2(e.message().contains(QStringLiteral("newer")), qPrintable(e.message()));
            QVERIFY2(e.message().contains(QStringLiteral("upgrade")), qPrintable(e.message()));
        }
        QVERIFY(!lake->isOpen());
        // Untouched: no downgrade, no snapshot, the rows still there.
        const RawFacts raw = rawFacts(lake.path());
        QCOMPARE(raw.userVersion, newer);
        QCOMPARE(raw.rows, qint64(4));
        QVERIFY(snapshots(lake).isEmpty());
    }

    // The deadline index (version 9) serves NextDeadlines only while its
    // frozen expression is the one ExpiryLaws writes: an engine matches an
    // expression index by the expression. Changing deadlineSql() without a
    // step that rebuilds the index fails here, and the probe stays a probe.
    void theDeadlineIndexIsTheDeadlineTheLawsWrite()
    {
        const QString index = LakeSchema::deadlineIndexV9();
        QVERIFY2(index.contains(QStringLiteral("(source, ") + ExpiryLaws::deadlineSql() + u')'), qPrintable(index));
        QVERIFY2(index.endsWith(QStringLiteral("WHERE ") + ExpiryLaws::softDecaysSql()), qPrintable(index));
        TempLake lake;
        QSqlQuery q(LakeSql::of(*lake));
        QVERIFY(q.exec(QStringLiteral("EXPLAIN QUERY PLAN SELECT min(%1) FROM deltas WHERE source = 'agent' AND %2 "
                                      "AND %1 > 0")
                           .arg(ExpiryLaws::deadlineSql(), ExpiryLaws::softDecaysSql())));
        QStringList plan;
        while (q.next())
            plan << q.value(3).toString();
        QVERIFY2(plan.join(u'\n').contains(QStringLiteral("USING INDEX deltas_deadline")), qPrintable(plan.join(u'\n')));
    }

    void openWithoutCreateRefusesAMissingFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("nowhere/lake.sqlite"));
        Lake lake;
        OpenOptions o;
        o.create = false;
        try {
            lake.open(path, o);
            QFAIL("opened a lake that does not exist");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::NotFound);
            QVERIFY(e.message().contains(path));
        }
        QVERIFY(!QFileInfo::exists(path));
    }
};

QTEST_GUILESS_MAIN(TestMigration)
#include "tst_migration.moc"
