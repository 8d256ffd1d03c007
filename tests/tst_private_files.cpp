// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The memory store is one person's (issue 18, item 5): under a umask of 022
// the lake, its WAL and shared memory, its media, the data folder,
// tarn.conf, migration snapshots and exports are still created readable by
// their owner alone (files 0600, folders 0700), and a lake an older Tarn
// left readable is made private when it is opened, said once.

#include "AuditLog.h"
#include "CliRunner.h"
#include "LakeSchema.h"
#include "TestSupport.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>

using namespace tarn;
using namespace tarn::test;

namespace {

// The permission bits as ls shows them in octal, -1 when there is no file.
int modeOf(const QString &path)
{
    struct stat st;
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return -1;
    return int(st.st_mode & 07777);
}

#define QCOMPARE_MODE(path, expected)                                                                               \
    QVERIFY2(modeOf(path) == (expected),                                                                             \
             qPrintable(QStringLiteral("%1 is %2, not %3").arg(path).arg(modeOf(path), 0, 8).arg((expected), 0, 8)))

// Every file and folder under root is private.
void verifyPrivateTree(const QString &root)
{
    QCOMPARE_MODE(root, 0700);
    QDirIterator it(root, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QCOMPARE_MODE(path, it.fileInfo().isDir() ? 0700 : 0600);
    }
}

void makeReadableByAll(const QString &path)
{
    QVERIFY(::chmod(QFile::encodeName(path).constData(), QFileInfo(path).isDir() ? 0755 : 0644) == 0);
}

} // namespace

class TestPrivateFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // The usual desktop umask, under which every file used to be 0644;
        // the tarn processes started below inherit it.
        ::umask(022);
    }

    void aNewLakeIsPrivate()
    {
        QTemporaryDir dir;
        // Two missing folders: the parent Tarn makes on the way is private too.
        const QString parent = dir.filePath(QStringLiteral("data"));
        const QString folder = parent + QStringLiteral("/demo");
        const QString path = folder + QStringLiteral("/lake.sqlite");
        ManualClock clock(kT0);
        Lake lake(clock);
        lake.open(path);
        Delta photo = draft(QStringLiteral("browser"), QStringLiteral("Red Tarn under snow"));
        photo.mediaHash = lake.putMedia(QByteArrayLiteral("<svg>snow</svg>"));
        lake.insert(photo);
        // While it is open, SQLite's WAL and shared memory exist.
        QCOMPARE_MODE(parent, 0700);
        QCOMPARE_MODE(folder, 0700);
        QCOMPARE_MODE(path, 0600);
        QCOMPARE_MODE(path + QStringLiteral("-wal"), 0600);
        QCOMPARE_MODE(path + QStringLiteral("-shm"), 0600);
        verifyPrivateTree(Lake::mediaRootFor(path));
        QVERIFY(lake.tightenedOnOpen().isEmpty());
    }

    void anOlderLakeIsMadePrivateOnceWhenOpened()
    {
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("kept from before")));
        lake->putMedia(QByteArrayLiteral("an old image"));
        lake->close();
        const QString media = Lake::mediaRootFor(lake.path());
        makeReadableByAll(lake.path());
        makeReadableByAll(media);

        lake->open(lake.path());
        QCOMPARE_MODE(lake.path(), 0600);
        QCOMPARE_MODE(media, 0700);
        QCOMPARE(lake->tightenedOnOpen(), (QStringList{lake.path(), media}));
        // Said once, in the audit log; the next open finds nothing to do.
        const auto said = [&] { return lake->audit().recent({QStringLiteral("permissions")}); };
        QCOMPARE(said().size(), 1);
        QCOMPARE(said().constFirst().count.value_or(0), qint64(2));
        lake->close();
        lake->open(lake.path());
        QVERIFY(lake->tightenedOnOpen().isEmpty());
        QCOMPARE(said().size(), 1);
    }

    void aMigrationSnapshotIsPrivate()
    {
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("worth a snapshot")));
        lake->close();
        OpenOptions next;
        next.extraMigrationSteps << MigrationStep{LakeSchema::currentVersion() + 1, QStringLiteral("a step"),
                                                  [](QSqlDatabase &db) {
                                                      LakeSchema::exec(db, QStringLiteral("CREATE TABLE later (x)"));
                                                  }};
        lake->open(lake.path(), next);
        const QStringList snapshots = QDir(lake.dir.path()).entryList({QStringLiteral("*.bak")}, QDir::Files);
        QCOMPARE(snapshots.size(), 1);
        QCOMPARE_MODE(lake.dir.filePath(snapshots.constFirst()), 0600);
    }

    void theCliWritesPrivateFiles()
    {
        QTemporaryDir home;
        QTemporaryDir work;
        // The default lake in the data folder ($XDG_DATA_HOME/tarn).
        const QList<QPair<QString, QString>> defaultLake{{QStringLiteral("TARN_LAKE"), QString()}};
        QCOMPARE(runTarn(home, {QStringLiteral("remember"), QStringLiteral("mine alone")}, defaultLake).exitCode, 0);
        const QString data = home.filePath(QStringLiteral("data/tarn"));
        QCOMPARE_MODE(data, 0700);
        QCOMPARE_MODE(data + QStringLiteral("/lake.sqlite"), 0600);
        verifyPrivateTree(data + QStringLiteral("/lake.media"));

        // tarn.conf and its folder.
        QCOMPARE(runTarn(home, {QStringLiteral("config"), QStringLiteral("memory.recall_max_items"), QStringLiteral("7")}).exitCode, 0);
        const QString config = home.filePath(QStringLiteral("config/tarn"));
        QCOMPARE_MODE(config, 0700);
        QCOMPARE_MODE(config + QStringLiteral("/tarn.conf"), 0600);

        // An export and its images.
        const QString lake = work.filePath(QStringLiteral("demo/lake.sqlite"));
        QCOMPARE(runTarn(home, {QStringLiteral("demo"), QStringLiteral("--lake"), lake}).exitCode, 0);
        const QString out = work.filePath(QStringLiteral("out.jsonl"));
        QCOMPARE(runTarn(home, {QStringLiteral("export"), out, QStringLiteral("--lake"), lake}).exitCode, 0);
        QCOMPARE_MODE(out, 0600);
        verifyPrivateTree(out + QStringLiteral(".media"));
        const QString audit = work.filePath(QStringLiteral("audit.jsonl"));
        QCOMPARE(runTarn(home, {QStringLiteral("export"), QStringLiteral("--audit"), audit, QStringLiteral("--lake"), lake}).exitCode, 0);
        QCOMPARE_MODE(audit, 0600);

        // A lake left readable: the CLI says so once.
        makeReadableByAll(lake);
        const CliRun first = runTarn(home, {QStringLiteral("stats"), QStringLiteral("--lake"), lake});
        QCOMPARE(first.exitCode, 0);
        QVERIFY2(first.err.contains("note:") && first.err.contains(QFile::encodeName(lake)), first.err.constData());
        QCOMPARE_MODE(lake, 0600);
        const CliRun second = runTarn(home, {QStringLiteral("stats"), QStringLiteral("--lake"), lake});
        QVERIFY2(!second.err.contains("note:"), second.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestPrivateFiles)
#include "tst_private_files.moc"
