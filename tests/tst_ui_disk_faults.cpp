// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The window on a full disk and on a read-only lake: saving an engagement,
// marking a delta invalid and a confirmed sweep each show a message that
// names the cause, the window keeps showing the lake, nothing changes, and
// once the disk has room the same actions save. The disks are a small
// tmpfs (FaultDisk.h), which needs root; without it the full-disk case
// skips and the read-only one uses file permissions. Offscreen platform.

#include "DeltaTableModel.h"
#include "EngageDialog.h"
#include "FaultDisk.h"
#include "MainWindow.h"
#include "Scheduler.h"
#include "TestSupport.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTimer>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {

// Answers every message box the window opens, keeping what it said.
class MessageCatcher
{
public:
    MessageCatcher()
    {
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            // The sweep's confirmation is the test's to answer.
            if (!box || box->objectName() == u"sweepConfirmation")
                return;
            m_texts << box->text() + u'\n' + box->informativeText();
            box->button(QMessageBox::Ok) ? box->button(QMessageBox::Ok)->click() : box->reject();
        });
        m_timer.start(20);
    }
    const QStringList &texts() const { return m_texts; }

private:
    QTimer m_timer;
    QStringList m_texts;
};

// Engages with the selected delta through the window's own dialog; true
// when it was saved, false when the window said why not.
bool engageFromTheWindow(ui::MainWindow &window, const MessageCatcher &catcher, const QString &reason)
{
    QSignalSpy saved(&window, &ui::MainWindow::engagementSaved);
    const qsizetype before = catcher.texts().size();
    ui::EngageDialog *dialog = window.createEngageDialog(EngagementType::Affirm);
    if (!dialog)
        return false;
    dialog->setReason(reason);
    dialog->accept();
    if (!QTest::qWaitFor([&] { return saved.count() > 0 || catcher.texts().size() > before; }, 30000))
        return false;
    return saved.count() > 0;
}

// Marks the delta at `row` invalid through the window's action; true when
// the table dropped it, false when the window said why not.
bool invalidateFromTheWindow(ui::MainWindow &window, const MessageCatcher &catcher, int row)
{
    const int rows = window.model()->rowCount();
    const qsizetype before = catcher.texts().size();
    window.table()->setCurrentIndex(window.model()->index(row, 0));
    window.findChild<QAction *>(QStringLiteral("invalidateAction"))->trigger();
    if (!QTest::qWaitFor([&] { return window.model()->rowCount() < rows || catcher.texts().size() > before; }, 30000))
        return false;
    return catcher.texts().size() == before;
}

} // namespace

class TestUiDiskFaults : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void fullDiskIsShownAndTheWindowCarriesOn();
    void readOnlyLakeIsShownAndStillBrowses();
};

void TestUiDiskFaults::fullDiskIsShownAndTheWindowCarriesOn()
{
    SmallDisk disk(8 * 1024 * 1024);
    if (!disk.isMounted())
        QSKIP(qPrintable(disk.error()));
    const QString lakePath = disk.filePath(QStringLiteral("lake.sqlite"));
    ManualClock clock(kT0);
    {
        Lake lake(clock);
        lake.open(lakePath);
        for (int i = 0; i < 5; ++i)
            lake.insert(draft(QStringLiteral("chat"), QStringLiteral("kept %1").arg(i), Kind::Fact));
        lake.insert(draft(QStringLiteral("rss:fells"), QStringLiteral("Snow on the pass tonight")));
    }
    ui::MainWindow window(lakePath, clock);
    window.show();
    QTRY_COMPARE(window.model()->rowCount(), 6);
    {
        Lake lake(clock);
        lake.open(lakePath);
        lake.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")); // the next write must grow the WAL
    }
    QVERIFY(disk.fill() > 0);

    MessageCatcher catcher;
    bool refused = false;
    for (int i = 0; i < 20 && !refused; ++i)
        refused = !engageFromTheWindow(window, catcher, QString(4000, u'x') + QString::number(i));
    QVERIFY(refused);
    QVERIFY2(catcher.texts().constLast().contains(QStringLiteral("the disk holding the lake is full")),
             qPrintable(catcher.texts().constLast()));
    // Marking a delta invalid writes too (an audit row), and says the same.
    const int rows = window.model()->rowCount();
    QVERIFY(!invalidateFromTheWindow(window, catcher, 0));
    QVERIFY2(catcher.texts().constLast().contains(QStringLiteral("The delta was not changed"))
                 && catcher.texts().constLast().contains(QStringLiteral("the disk holding the lake is full")),
             qPrintable(catcher.texts().constLast()));
    // Still running, still showing the lake, nothing dropped from it.
    QVERIFY(window.isVisible());
    QVERIFY(rows >= 6);
    QCOMPARE(window.model()->rowCount(), rows);

    disk.freeUp();
    QVERIFY(engageFromTheWindow(window, catcher, QStringLiteral("Room again: keep this")));
    QTRY_COMPARE(window.model()->rowCount(), rows + 1);
    QVERIFY(invalidateFromTheWindow(window, catcher, 0));
}

void TestUiDiskFaults::readOnlyLakeIsShownAndStillBrowses()
{
    ReadOnlyCapableFolder folder;
    if (!folder.isReady())
        QSKIP(qPrintable(folder.error()));
    const QString lakePath = folder.filePath(QStringLiteral("lake.sqlite"));
    ManualClock clock(kT0);
    {
        Lake lake(clock);
        lake.open(lakePath);
        lake.insert(draft(QStringLiteral("chat"), QStringLiteral("kept"), Kind::Fact));
        lake.insert(draft(QStringLiteral("rss:fells"), QStringLiteral("Snow on the pass tonight")));
    }
    QVERIFY2(folder.makeReadOnly(lakePath), std::strerror(errno));
    {
        ui::MainWindow window(lakePath, clock);
        SchedulerConfig config;
        config.reapAtStart = false;
        SchedulerHost scheduler(lakePath, clock, config);
        window.setScheduler(&scheduler);
        scheduler.start();
        window.show();
        QTRY_COMPARE(window.model()->rowCount(), 2);
        MessageCatcher catcher;
        QVERIFY(!engageFromTheWindow(window, catcher, QStringLiteral("Keep this")));
        QVERIFY2(catcher.texts().constLast().contains(QStringLiteral("the lake is read-only")),
                 qPrintable(catcher.texts().constLast()));
        QVERIFY(!invalidateFromTheWindow(window, catcher, 0));
        QVERIFY2(catcher.texts().constLast().contains(QStringLiteral("The delta was not changed"))
                     && catcher.texts().constLast().contains(QStringLiteral("the lake is read-only")),
                 qPrintable(catcher.texts().constLast()));

        // A month on, the feed item has wilted: the dry run can count it (a
        // read), the sweep itself cannot remove it, and says why.
        clock.advance(31 * Duration::Day);
        const qsizetype before = catcher.texts().size();
        QTRY_VERIFY(window.sweepAction()->isEnabled());
        window.sweepNow();
        QTRY_VERIFY(window.sweepConfirmation());
        QVERIFY2(window.sweepConfirmation()->text().contains(QStringLiteral("delete 1 expired")),
                 qPrintable(window.sweepConfirmation()->text()));
        for (QAbstractButton *b : window.sweepConfirmation()->buttons())
            if (window.sweepConfirmation()->buttonRole(b) == QMessageBox::AcceptRole)
                b->click();
        QTRY_VERIFY_WITH_TIMEOUT(catcher.texts().size() > before, 30000);
        QVERIFY2(catcher.texts().constLast().contains(QStringLiteral("The sweep stopped"))
                     && catcher.texts().constLast().contains(QStringLiteral("the lake is read-only")),
                 qPrintable(catcher.texts().constLast()));
        QTRY_VERIFY(window.sweepAction()->isEnabled());
        QVERIFY(window.isVisible());
        QCOMPARE(window.model()->rowCount(), 2);
    }
    // Nothing changed on disk: both deltas, active.
    QVERIFY(folder.makeWritable(lakePath));
    Lake lake(clock);
    lake.open(lakePath);
    QCOMPARE(lake.stats().total, 2);
}

QTEST_MAIN(TestUiDiskFaults)
#include "tst_ui_disk_faults.moc"
