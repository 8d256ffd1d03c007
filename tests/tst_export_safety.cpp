// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn export FILE` writes only what it was asked to (issue 18, item 1):
// no spelling of the lake's own files (the file, its WAL or shared memory,
// a symlink or hard link to one, a path in its media folder) is written
// over; an existing FILE.media that a Tarn export did not make is kept and
// refused; a previous export is replaced only once the new one is
// complete, so a failed export leaves it as it was.

#include "CliRunner.h"
#include "ExportTarget.h"
#include "Lake.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTest>

#include <unistd.h>

using namespace tarn::test;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// Every file under a folder with its bytes: equal maps, an untouched folder.
QMap<QString, QByteArray> contentsOf(const QString &root)
{
    QMap<QString, QByteArray> out;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        out.insert(QDir(root).relativeFilePath(path), readAll(path));
    }
    return out;
}

// What an export left beside its target: temporary siblings must be gone.
QStringList leftovers(const QString &folder)
{
    return QDir(folder).entryList({QStringLiteral("*.tmp-*"), QStringLiteral("*.previous")},
                                  QDir::AllEntries | QDir::Hidden | QDir::System);
}

QString describe(const CliRun &r)
{
    return QStringLiteral("exit %1\nstdout: %2\nstderr: %3")
        .arg(r.exitCode)
        .arg(QString::fromUtf8(r.out.left(1000)), QString::fromUtf8(r.err.left(2000)));
}

} // namespace

class TestExportSafety : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_home;
    std::unique_ptr<QTemporaryDir> m_work;

    QString work(const QString &name) const { return m_work->filePath(name); }
    // The lake sits in a folder named like an export's media folder, so an
    // export to work/store would make a media folder holding the lake.
    QString lake() const { return work(QStringLiteral("store.media/lake.sqlite")); }
    QString lakeMedia() const { return work(QStringLiteral("store.media/lake.media")); }

    // TARN_LAKE names the lake, as in the report: the open lake is the one
    // the export is asked to write over.
    CliRun tarn(const QStringList &args) const
    {
        return runTarn(*m_home, args, {{QStringLiteral("TARN_LAKE"), lake()}});
    }
    QByteArray exported() const { return tarn({QStringLiteral("export")}).out; }
    QMap<QString, QByteArray> lakeMediaFiles() const
    {
        QMap<QString, QByteArray> files = contentsOf(lakeMedia());
        files.remove(QStringLiteral(".in-use")); // the claim file every open holds
        files.remove(QLatin1String(tarn::Lake::kWaitingWritersFile)); // and where its writers wait
        return files;
    }

private Q_SLOTS:
    void init()
    {
        m_home = std::make_unique<QTemporaryDir>();
        m_work = std::make_unique<QTemporaryDir>();
        QVERIFY(m_home->isValid() && m_work->isValid());
        // The demo lake carries an image, so the media folder matters.
        const CliRun demo = runTarn(*m_home, {QStringLiteral("demo"), QStringLiteral("--lake"), lake()});
        QVERIFY2(demo.exitCode == 0, qPrintable(describe(demo)));
        QVERIFY(!lakeMediaFiles().isEmpty());
    }

    void exportNeverWritesOverTheLake_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("link");  // made a symlink to `linkTo` first
        QTest::addColumn<QString>("linkTo");
        QTest::addColumn<bool>("hardLink");
        // Whether FILE itself is the lake's (then --audit, which writes no
        // media folder, is refused too) or only FILE.media is.
        QTest::addColumn<bool>("fileIsTheLakes");
        QTest::newRow("the lake") << "store.media/lake.sqlite" << "" << "" << false << true;
        QTest::newRow("its write-ahead log") << "store.media/lake.sqlite-wal" << "" << "" << false << true;
        QTest::newRow("its shared memory") << "store.media/lake.sqlite-shm" << "" << "" << false << true;
        QTest::newRow("a symlink to the lake")
            << "alias.jsonl" << "alias.jsonl" << "store.media/lake.sqlite" << false << true;
        QTest::newRow("a dangling symlink to its WAL")
            << "wal.jsonl" << "wal.jsonl" << "store.media/lake.sqlite-wal" << false << true;
        QTest::newRow("the lake through a symlinked folder")
            << "door/lake.sqlite" << "door" << "store.media" << false << true;
        QTest::newRow("a hard link to the lake") << "hard.jsonl" << "" << "" << true << true;
        QTest::newRow("a file in its media folder") << "store.media/lake.media/notes.jsonl" << "" << "" << false << true;
        QTest::newRow("its media folder") << "store.media/lake.media" << "" << "" << false << true;
        QTest::newRow("a file whose media folder is the lake's") << "store.media/lake" << "" << "" << false << false;
        QTest::newRow("a file whose media folder holds the lake") << "store" << "" << "" << false << false;
    }

    void exportNeverWritesOverTheLake()
    {
        QFETCH(QString, target);
        QFETCH(QString, link);
        QFETCH(QString, linkTo);
        QFETCH(bool, hardLink);
        QFETCH(bool, fileIsTheLakes);
        if (!link.isEmpty())
            QVERIFY(QFile::link(work(linkTo), work(link)));
        if (hardLink)
            QCOMPARE(::link(QFile::encodeName(lake()).constData(), QFile::encodeName(work(target)).constData()), 0);
        const QByteArray before = exported();
        const QMap<QString, QByteArray> mediaBefore = lakeMediaFiles();
        const bool existed = QFileInfo::exists(work(target));

        QList<QStringList> exports{{QStringLiteral("export"), work(target)}};
        if (fileIsTheLakes)
            exports.append({QStringLiteral("export"), QStringLiteral("--audit"), work(target)});
        for (const QStringList &args : std::as_const(exports)) {
            const CliRun r = tarn(args);
            QVERIFY2(r.exitCode == 2, qPrintable(describe(r)));
            QVERIFY2(r.err.contains("refused"), r.err.constData());
        }
        // The lake is whole: same deltas, same images, and it still opens
        // and checks out.
        QCOMPARE(exported(), before);
        QCOMPARE(lakeMediaFiles(), mediaBefore);
        const CliRun stats = tarn({QStringLiteral("stats"), QStringLiteral("--json")});
        QVERIFY2(stats.exitCode == 0 && stats.json().value(QStringLiteral("total")).toInt() > 100, qPrintable(describe(stats)));
        if (!existed)
            QVERIFY2(!QFileInfo::exists(work(target)), qPrintable(target));
        QVERIFY(leftovers(work(QString())).isEmpty());
        QVERIFY(leftovers(work(QStringLiteral("store.media"))).isEmpty());
    }

    void aFolderThatIsNoExportIsKept()
    {
        // `tarn export notes` beside a person's notes.media folder.
        QVERIFY(writeFile(work(QStringLiteral("notes")), "my notes\n"));
        QVERIFY(writeFile(work(QStringLiteral("notes.media/my-photo.jpg")), "\xff\xd8 a photo of mine"));
        const QMap<QString, QByteArray> before = contentsOf(work(QStringLiteral("notes.media")));
        const CliRun r = tarn({QStringLiteral("export"), work(QStringLiteral("notes"))});
        QVERIFY2(r.exitCode == 2, qPrintable(describe(r)));
        QVERIFY2(r.err.contains("notes.media") && r.err.contains("my-photo.jpg"), r.err.constData());
        QCOMPARE(contentsOf(work(QStringLiteral("notes.media"))), before);
        QCOMPARE(readAll(work(QStringLiteral("notes"))), QByteArray("my notes\n"));
        QVERIFY(leftovers(work(QString())).isEmpty());

        // A file, not a folder, by that name is no export's either.
        QVERIFY(writeFile(work(QStringLiteral("plain.media")), "a file\n"));
        QCOMPARE(tarn({QStringLiteral("export"), work(QStringLiteral("plain"))}).exitCode, 2);
        QCOMPARE(readAll(work(QStringLiteral("plain.media"))), QByteArray("a file\n"));
        QVERIFY(!QFileInfo::exists(work(QStringLiteral("plain"))));
    }

    void aPreviousExportIsReplaced()
    {
        const QString file = work(QStringLiteral("out.jsonl"));
        const QString media = file + QStringLiteral(".media");
        const CliRun first = tarn({QStringLiteral("export"), file});
        QVERIFY2(first.exitCode == 0, qPrintable(describe(first)));
        QVERIFY(QFileInfo(media + u'/' + tarn::ExportTarget::markerName()).isFile());
        const QMap<QString, QByteArray> firstMedia = contentsOf(media);
        QVERIFY(firstMedia.size() >= 2);

        // An image of an earlier export that the lake no longer has: a
        // second export replaces the whole folder, so it goes.
        const QString stale = QStringLiteral("00/00") + QString(62, u'0');
        QVERIFY(writeFile(media + u'/' + stale, "an image the lake let go"));
        const CliRun second = tarn({QStringLiteral("export"), file});
        QVERIFY2(second.exitCode == 0, qPrintable(describe(second)));
        QCOMPARE(contentsOf(media), firstMedia);
        QCOMPARE(readAll(file), exported());
        QVERIFY(leftovers(work(QString())).isEmpty());

        // It imports into a fresh lake, images and all.
        const QString other = work(QStringLiteral("other/lake.sqlite"));
        const CliRun imp = runTarn(*m_home, {QStringLiteral("import"), file, QStringLiteral("--lake"), other});
        QVERIFY2(imp.exitCode == 0, qPrintable(describe(imp)));

        // A previous export someone added a file of their own to is not
        // Tarn's alone any more: refused, and kept whole.
        QVERIFY(writeFile(media + QStringLiteral("/readme.txt"), "my caption"));
        const QByteArray jsonlBefore = readAll(file);
        const QMap<QString, QByteArray> mediaBefore = contentsOf(media);
        const CliRun third = tarn({QStringLiteral("export"), file});
        QVERIFY2(third.exitCode == 2 && third.err.contains("readme.txt"), qPrintable(describe(third)));
        QCOMPARE(contentsOf(media), mediaBefore);
        QCOMPARE(readAll(file), jsonlBefore);
    }

    void aFailedExportLeavesThePreviousOne()
    {
        const QString file = work(QStringLiteral("out.jsonl"));
        const QString media = file + QStringLiteral(".media");
        const CliRun first = tarn({QStringLiteral("export"), file});
        QVERIFY2(first.exitCode == 0, qPrintable(describe(first)));
        const QByteArray jsonlBefore = readAll(file);
        const QMap<QString, QByteArray> mediaBefore = contentsOf(media);

        // A new delta, and an image the lake has lost: the next export
        // fails half-way, after writing some of its lines.
        QCOMPARE(tarn({QStringLiteral("remember"), QStringLiteral("written after the first export")}).exitCode, 0);
        for (const QString &path : lakeMediaFiles().keys())
            QVERIFY(QFile::remove(lakeMedia() + u'/' + path));
        const CliRun failed = tarn({QStringLiteral("export"), file});
        QVERIFY2(failed.exitCode == 1, qPrintable(describe(failed)));
        QCOMPARE(readAll(file), jsonlBefore);
        QCOMPARE(contentsOf(media), mediaBefore);
        QVERIFY2(leftovers(work(QString())).isEmpty(), qPrintable(leftovers(work(QString())).join(u' ')));
        QCOMPARE(QDir(work(QString())).entryList(QDir::Files | QDir::Hidden).filter(QStringLiteral("out.jsonl")),
                 QStringList{QStringLiteral("out.jsonl")});
    }
};

QTEST_GUILESS_MAIN(TestExportSafety)
#include "tst_export_safety.moc"
