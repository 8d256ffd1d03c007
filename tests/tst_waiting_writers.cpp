// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// A writer waiting for a file lake's write lock is let in by a steady writer
// of another process (WaitingWriters). CI found the window's affirm failing
// as busy after ten seconds while `tarn serve` took a burst of captures and
// the window's reaper swept: SQLite's busy handler sleeps between tries and
// a writer that commits and begins again within microseconds never leaves it
// a gap. Here the steady writer is this executable run again as a child
// (TARN_TEST_STEADY_WRITER), writing batches back to back as fast as it can.

#include "TestSupport.h"
#include "WaitingWriters.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {

constexpr int kSteadyBatch = 400; // about 10-20 ms under the lock here

// The child: batch after batch, each its own transaction, until killed.
int steadyWriter(const QString &lakePath)
{
    Lake lake;
    lake.open(lakePath);
    QList<NewDelta> batch;
    for (int i = 0; i < kSteadyBatch; ++i)
        batch << NewDelta{draft(QStringLiteral("chat-event"), QStringLiteral("steady writer's row %1").arg(i)), false, false,
                          false};
    QTextStream out(stdout);
    for (bool first = true;; first = false) {
        try {
            // The batch's own preparation inside the transaction too, so
            // the lock is free only between a commit and the next begin.
            LakeTransaction tx(lake);
            lake.insertBatch(batch);
            tx.commit();
        } catch (const TarnError &e) { // busy behind the parent's write: on with the next
            QTextStream(stderr) << "steady writer: " << e.message() << Qt::endl;
        }
        if (first)
            out << "writing" << Qt::endl;
    }
}

} // namespace

class TestWaitingWriters : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void anotherConnectionSeesOneWaiting();
    void aSteadyWriterElsewhereLetsAWaitingOneIn();
};

void TestWaitingWriters::anotherConnectionSeesOneWaiting()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("waiting"));
    WaitingWriters a;
    WaitingWriters b;
    QVERIFY(a.open(file));
    QVERIFY(b.open(file));
    QVERIFY(!a.othersWaiting());
    {
        const WaitingWriters::Waiting waiting(b);
        QVERIFY(a.othersWaiting());
        QVERIFY2(!b.othersWaiting(), "a connection's own wait is not another's");
        WaitingWriters c;
        QVERIFY(c.open(file));
        const WaitingWriters::Waiting alsoWaiting(c);
        QVERIFY(a.othersWaiting());
        QVERIFY(b.othersWaiting());
    }
    QVERIFY(!a.othersWaiting());
    // Closed while waiting (a connection closed, a process killed): the
    // kernel drops the lock with the descriptor.
    {
        const WaitingWriters::Waiting waiting(b);
        QVERIFY(a.othersWaiting());
        b.close();
        QVERIFY(!a.othersWaiting());
    }
}

void TestWaitingWriters::aSteadyWriterElsewhereLetsAWaitingOneIn()
{
    QTemporaryDir dir;
    const QString lakePath = dir.filePath(QStringLiteral("lake.sqlite"));
    Lake lake;
    lake.open(lakePath);

    QProcess steady;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("TARN_TEST_STEADY_WRITER"), lakePath);
    steady.setProcessEnvironment(env);
    steady.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    steady.start(QCoreApplication::applicationFilePath(), {});
    const auto stop = qScopeGuard([&] {
        steady.kill();
        steady.waitForFinished();
    });
    QVERIFY(steady.waitForStarted());
    QByteArray said;
    QTRY_VERIFY_WITH_TIMEOUT((said += steady.readAllStandardOutput()).contains("writing"), 30000 * kTimeScale);

    // Each write of this process waits at most for the batch in progress
    // and one sleep of the busy handler (about 100 ms here), never until
    // the busy timeout. Without the steady writer letting it in, the
    // longest of the ten waited 5.5 s here, and more under a sanitizer.
    qint64 longest = 0;
    for (int i = 0; i < 10; ++i) {
        QElapsedTimer waited;
        waited.start();
        try {
            lake.insert(draft(QStringLiteral("chat"), QStringLiteral("A note written between batches, %1").arg(i), Kind::Fact));
        } catch (const TarnError &e) {
            QFAIL(qPrintable(QStringLiteral("write %1 failed after %2 ms: %3").arg(i).arg(waited.elapsed()).arg(e.message())));
        }
        longest = std::max(longest, waited.elapsed());
        QCOMPARE(steady.state(), QProcess::Running);
    }
    qInfo("the longest of 10 writes beside a steady writer waited %lld ms", longest);
    QVERIFY2(longest < Lake::kBusyTimeoutMs / 4, qPrintable(QString::number(longest)));
}

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsSet("TARN_TEST_STEADY_WRITER")) {
        QCoreApplication app(argc, argv);
        return steadyWriter(qEnvironmentVariable("TARN_TEST_STEADY_WRITER"));
    }
    QCoreApplication app(argc, argv);
    TestWaitingWriters test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_waiting_writers.moc"
