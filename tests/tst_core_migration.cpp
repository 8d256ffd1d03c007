// Schema migration with snapshot and rollback (Fae): on any failure the
// snapshot is restored and the previous consistent state stays.

#include "LakeSchema.h"
#include "Migrator.h"
#include "TarnError.h"
#include "TestSupport.h"

#include <QBuffer>
#include <QDir>
#include <QSqlQuery>

using namespace tarn;
using namespace tarn::test;

namespace {


int userVersion(Lake &lake)
{
    return Migrator::schemaVersion(lake.database());
}

bool hasColumn(Lake &lake, const QString &column)
{
    QSqlQuery q(lake.database());
    q.exec(QStringLiteral("SELECT count(*) FROM pragma_table_info('deltas') WHERE name = '%1'").arg(column));
    return q.next() && q.value(0).toInt() > 0;
}

void fillSome(Lake &lake)
{
    lake.insert(draft(QStringLiteral("chat"), QStringLiteral("hello lake"), Kind::Episode));
    lake.insert(draft(QStringLiteral("rss:news"), QStringLiteral("a headline")));
    lake.insert(draft(QStringLiteral("vault"), QStringLiteral("a note"), Kind::Fact));
}

MigrationStep failingStep(int version)
{
    return {version, QStringLiteral("add a column, touch rows, then fail"), [](QSqlDatabase &db) {
                LakeSchema::exec(db, QStringLiteral("ALTER TABLE deltas ADD COLUMN x INTEGER"));
                LakeSchema::exec(db, QStringLiteral("UPDATE deltas SET confidence = 0.01, x = 7"));
                LakeSchema::exec(db, QStringLiteral("DELETE FROM source_stats"));
                throw TarnError::storage(QStringLiteral("injected failure"));
            }};
}

} // namespace

class TestMigration : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newLakeIsCurrentAndAudited()
    {
        TempLake lake;
        QCOMPARE(userVersion(*lake), LakeSchema::currentVersion());
        const QList<AuditEntry> entries = lake->audit().recent({QStringLiteral("migrate")});
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.constFirst().detail.value(QStringLiteral("to")).toInt(), LakeSchema::currentVersion());
    }

    void reopeningIsANoOp()
    {
        TempLake lake;
        fillSome(*lake);
        const QByteArray before = exportOf(*lake);
        lake->close();
        lake->open(lake.path());
        QCOMPARE(exportOf(*lake), before);
        QCOMPARE(lake->audit().recent({QStringLiteral("migrate")}).size(), 1);
    }

    void failingStepRestoresTheSnapshot()
    {
        TempLake lake;
        fillSome(*lake);
        const QByteArray before = exportOf(*lake);
        const int version = userVersion(*lake);
        lake->close();

        OpenOptions broken;
        broken.extraMigrationSteps << failingStep(version + 1);
        try {
            lake->open(lake.path(), broken);
            QFAIL("a failing migration step did not fail the open");
        } catch (const TarnError &e) {
            QVERIFY2(e.message().contains(QStringLiteral("injected failure")), qPrintable(e.message()));
            QVERIFY(e.message().contains(QStringLiteral("previous state was kept")));
        }
        lake->close();

        lake->open(lake.path());
        QCOMPARE(userVersion(*lake), version);
        QVERIFY(!hasColumn(*lake, QStringLiteral("x")));
        QCOMPARE(exportOf(*lake), before);
        QCOMPARE(lake->stats().total, 3);
        const QStringList snapshots = QDir(lake.dir.path()).entryList({QStringLiteral("lake.sqlite.v*.bak")});
        QCOMPARE(snapshots.size(), 1);
    }

    void successfulStepMigratesWithASnapshot()
    {
        TempLake lake;
        fillSome(*lake);
        const int version = userVersion(*lake);
        lake->close();
        OpenOptions next;
        next.extraMigrationSteps << MigrationStep{version + 1, QStringLiteral("add a column"), [](QSqlDatabase &db) {
                                                      LakeSchema::exec(db, QStringLiteral("ALTER TABLE deltas ADD COLUMN y TEXT"));
                                                  }};
        lake->open(lake.path(), next);
        QCOMPARE(userVersion(*lake), version + 1);
        QVERIFY(hasColumn(*lake, QStringLiteral("y")));
        QCOMPARE(lake->stats().total, 3);
        const QList<AuditEntry> migrations = lake->audit().recent({QStringLiteral("migrate")});
        QCOMPARE(migrations.size(), 2);
        QVERIFY(!migrations.constFirst().detail.value(QStringLiteral("snapshot")).toString().isEmpty());
    }

    void newerSchemaIsRefused()
    {
        TempLake lake;
        lake->exec(QStringLiteral("PRAGMA user_version = 999"));
        lake->close();
        try {
            lake->open(lake.path());
            QFAIL("opened a lake from the future");
        } catch (const TarnError &e) {
            QVERIFY(e.message().contains(QStringLiteral("999")));
        }
    }

    void garbageFileIsRefusedClearly()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lake.sqlite"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'z'));
        f.close();
        Lake lake;
        try {
            lake.open(path);
            QFAIL("opened a file that is not a lake");
        } catch (const TarnError &e) {
            QVERIFY2(e.message().contains(path), qPrintable(e.message()));
        }
    }
};

QTEST_GUILESS_MAIN(TestMigration)
#include "tst_core_migration.moc"
