// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn import FILE` reads what a person hands it with bounds (issue 18,
// item 2): FILE.media entries are read only when they are regular files
// within MediaStore::kMaxFileBytes (a symlink to /dev/zero, a FIFO or a
// folder is refused by name, without hanging or running out of memory),
// and an endless JSONL line is refused by its number after a bounded read.
// The import stays all-or-nothing.

#include "CliRunner.h"
#include "MediaStore.h"
#include "TestSupport.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>

using namespace tarn;
using namespace tarn::test;

namespace {

QString sha256(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QByteArray lineNaming(const QString &hash)
{
    return QByteArrayLiteral("{\"content\":\"a photo from the ridge\",\"source\":\"browser\",\"media_hash\":\"")
        + hash.toLatin1() + QByteArrayLiteral("\"}\n");
}

// A first good line, then one line of `tailBytes` that never ends, served a
// chunk at a time: how much of it the importer asked for is counted.
class EndlessLine : public QIODevice
{
public:
    EndlessLine(QByteArray head, qint64 tailBytes) : m_head(std::move(head)), m_tail(tailBytes) {}
    qint64 served() const { return m_offset; }
    qint64 size() const override { return m_head.size() + m_tail; }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        const qint64 n = std::min(maxSize, size() - m_offset);
        for (qint64 i = 0; i < n; ++i) {
            const qint64 at = m_offset + i;
            data[i] = at < m_head.size() ? m_head.at(at) : 'x';
        }
        m_offset += n;
        return n;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_head;
    qint64 m_tail;
    qint64 m_offset = 0;
};

} // namespace

class TestImportBounds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mediaThatIsNoRegularFileIsRefused_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("a symlink to /dev/zero") << "zero";
        QTest::newRow("a FIFO") << "fifo";
        QTest::newRow("a folder") << "folder";
        QTest::newRow("larger than the media limit") << "large";
    }

    void mediaThatIsNoRegularFileIsRefused()
    {
        QFETCH(QString, kind);
        QTemporaryDir home;
        QTemporaryDir work;
        const QString hash = sha256("the photo that should have been here");
        const QString file = work.filePath(QStringLiteral("in.jsonl"));
        const QString entry = file + QStringLiteral(".media/") + hash.left(2) + u'/' + hash;
        QVERIFY(QDir().mkpath(QFileInfo(entry).absolutePath()));
        {
            QFile jsonl(file);
            QVERIFY(jsonl.open(QIODevice::WriteOnly));
            jsonl.write("{\"content\":\"a line before it\",\"source\":\"chat\"}\n");
            jsonl.write(lineNaming(hash));
        }
        if (kind == u"zero") {
            QVERIFY(QFile::link(QStringLiteral("/dev/zero"), entry));
        } else if (kind == u"fifo") {
            QCOMPARE(::mkfifo(QFile::encodeName(entry).constData(), 0600), 0);
        } else if (kind == u"folder") {
            QVERIFY(QDir().mkpath(entry));
        } else {
            QFile large(entry); // sparse: no disk is spent on it
            QVERIFY(large.open(QIODevice::WriteOnly) && large.resize(MediaStore::kMaxFileBytes + 1));
        }
        const QString lake = work.filePath(QStringLiteral("lake/lake.sqlite"));
        QElapsedTimer timer;
        timer.start();
        const CliRun r = runTarn(home, {QStringLiteral("import"), file, QStringLiteral("--lake"), lake});
        QVERIFY2(r.exitCode == 2, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(QString::fromUtf8(r.err))));
        QVERIFY2(r.err.contains(QFile::encodeName(entry)), r.err.constData());
        QVERIFY2(timer.elapsed() < 20000 * kTimeScale, "a FIFO must not make the import wait");
        // All or nothing: the good line before it was not written either.
        const CliRun stats = runTarn(home, {QStringLiteral("stats"), QStringLiteral("--json"), QStringLiteral("--lake"), lake});
        QCOMPARE(stats.json().value(QStringLiteral("total")).toInt(), 0);
    }

    void aSymlinkToARegularFileIsRead()
    {
        // What is refused is what is no file: a link to an image is fine.
        const QByteArray image("\x89PNG pretend image");
        const QString hash = sha256(image);
        QTemporaryDir media;
        QVERIFY(QDir().mkpath(media.filePath(hash.left(2))));
        {
            QFile real(media.filePath(QStringLiteral("real.png")));
            QVERIFY(real.open(QIODevice::WriteOnly) && real.write(image) == image.size());
        }
        QVERIFY(QFile::link(media.filePath(QStringLiteral("real.png")), media.filePath(hash.left(2) + u'/' + hash)));
        TempLake lake;
        QByteArray data = lineNaming(hash);
        QBuffer in(&data);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QCOMPARE(lake->importJsonl(in, media.path()).imported, qint64(1));
        QVERIFY(lake->media().contains(hash));
    }

    void anEndlessLineIsRefusedByNumber()
    {
        TempLake lake;
        const qint64 endless = 200LL * 1024 * 1024; // as in the report
        EndlessLine in("{\"content\":\"a good first line\",\"source\":\"chat\"}\n", endless);
        QVERIFY(in.open(QIODevice::ReadOnly));
        try {
            lake->importJsonl(in);
            QFAIL("an endless line was imported");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::InvalidInput);
            QVERIFY2(e.message().startsWith(QStringLiteral("line 2: ")) && e.message().contains(QStringLiteral("longer than")),
                     qPrintable(e.message()));
        }
        // Read in bounded chunks: a little past the limit, not the line.
        QVERIFY2(in.served() <= lake->maxImportLineBytes() + 1024 * 1024, qPrintable(QString::number(in.served())));
        QCOMPARE(lake->stats().total, qint64(0));
    }

    void aLongLineWithinTheBoundImports()
    {
        // Content over the lake's limit is truncated, as ever, not refused.
        TempLake lake;
        QByteArray data = "{\"content\":\"" + QByteArray(200 * 1024, 'y') + "\",\"source\":\"chat\"}\n";
        QBuffer in(&data);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const ImportReport r = lake->importJsonl(in);
        QCOMPARE(r.imported, qint64(1));
        QCOMPARE(r.truncated, qint64(1));
    }
};

QTEST_GUILESS_MAIN(TestImportBounds)
#include "tst_import_bounds.moc"
