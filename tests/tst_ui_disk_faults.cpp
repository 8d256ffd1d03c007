// The window on a full disk and on a read-only lake: saving an engagement
// shows a message that names the cause, the window keeps showing the lake,
// and once the disk has room the same action saves. The disks are a small
// tmpfs (FaultDisk.h), which needs root; without it the full-disk case
// skips and the read-only one uses file permissions. Offscreen platform.

#include "DeltaTableModel.h"
#include "EngageDialog.h"
#include "FaultDisk.h"
#include "MainWindow.h"
#include "TestSupport.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStandardPaths>
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
            if (!box)
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
    // Still running, still showing the lake.
    QVERIFY(window.isVisible());
    QVERIFY(window.model()->rowCount() >= 6);

    disk.freeUp();
    QVERIFY(engageFromTheWindow(window, catcher, QStringLiteral("Room again: keep this")));
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
        window.show();
        QTRY_COMPARE(window.model()->rowCount(), 2);
        MessageCatcher catcher;
        QVERIFY(!engageFromTheWindow(window, catcher, QStringLiteral("Keep this")));
        QVERIFY2(catcher.texts().constLast().contains(QStringLiteral("the lake is read-only")),
                 qPrintable(catcher.texts().constLast()));
        QVERIFY(window.isVisible());
        QCOMPARE(window.model()->rowCount(), 2);
    }
}

QTEST_MAIN(TestUiDiskFaults)
#include "tst_ui_disk_faults.moc"
