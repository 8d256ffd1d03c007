// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// LakeReadTogether (Lake.h): a run of small reads on a file lake shares one
// read transaction. What that must mean for whoever reads and writes: the
// reads see one snapshot, a write begun inside still gets its lock and is
// seen, nesting ends once, and inside a write transaction nothing changes.
// Another connection on the same file stands for another process.

#include "TestSupport.h"

#include <QtTest>

using namespace tarn;
using namespace tarn::test;

class TestLakeReads : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsTogetherSeeOneSnapshot();
    void aWriteInsideGetsItsLockAndIsSeen();
    void nestedReadsEndWithTheOutermost();
    void insideAWriteTransactionNothingChanges();
};

namespace {

// A second connection to the same file lake, as another process has.
struct Other
{
    ManualClock clock{kT0};
    Lake lake{clock};
    explicit Other(const QString &path) { lake.open(path); }
    QString write(const QString &text) { return lake.insert(draft(QStringLiteral("chat"), text)).id; }
};

} // namespace

void TestLakeReads::readsTogetherSeeOneSnapshot()
{
    TempLake lake;
    const QString mine = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("mine"))).id;
    Other other(lake.path());
    QString theirs;
    {
        const LakeReadTogether reads(*lake);
        QVERIFY(lake->get(mine).has_value()); // the snapshot starts at the first read
        theirs = other.write(QStringLiteral("theirs, committed while the reads run"));
        QVERIFY2(!lake->get(theirs).has_value(), "a read inside saw a commit made after the first");
    }
    QVERIFY2(lake->get(theirs).has_value(), "after the reads, the other connection's commit is seen");
}

void TestLakeReads::aWriteInsideGetsItsLockAndIsSeen()
{
    TempLake lake;
    Other other(lake.path());
    const LakeReadTogether reads(*lake);
    QCOMPARE(lake->get(QStringLiteral("000000000001")).has_value(), false); // the snapshot is taken
    const QString theirs = other.write(QStringLiteral("theirs"));
    // A write from an old snapshot would fail at once as busy; this one
    // ends the shared reads and takes the lock as any write does.
    const QString mine = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("mine"))).id;
    QVERIFY(lake->get(mine).has_value());
    QVERIFY(lake->get(theirs).has_value());
}

void TestLakeReads::nestedReadsEndWithTheOutermost()
{
    TempLake lake;
    const QString mine = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("mine"))).id;
    Other other(lake.path());
    QString theirs;
    {
        const LakeReadTogether outer(*lake);
        {
            const LakeReadTogether inner(*lake);
            QVERIFY(lake->get(mine).has_value());
        }
        theirs = other.write(QStringLiteral("theirs"));
        QVERIFY2(!lake->get(theirs).has_value(), "the inner section's end ended the outer one's snapshot");
    }
    QVERIFY(lake->get(theirs).has_value());
}

void TestLakeReads::insideAWriteTransactionNothingChanges()
{
    TempLake lake;
    QString mine;
    {
        LakeTransaction tx(*lake);
        {
            const LakeReadTogether reads(*lake);
            mine = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("mine"))).id;
            QVERIFY(lake->get(mine).has_value());
        }
        tx.commit();
    }
    QVERIFY(lake->get(mine).has_value());
    // And a rolled-back write inside reads leaves nothing behind.
    QString gone;
    {
        const LakeReadTogether reads(*lake);
        LakeTransaction tx(*lake);
        gone = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("rolled back"))).id;
    }
    QVERIFY(!lake->get(gone).has_value());
}

QTEST_GUILESS_MAIN(TestLakeReads)
#include "tst_lake_reads.moc"
