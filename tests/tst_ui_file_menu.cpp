// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 22, the File menu: Import… and Export… with progress, cancel and
// the all-or-nothing messages `tarn import` has; Open Lake… for another
// lake in a window of its own; and a second lake whose API port is taken
// is offered the next free one, kept for it alone. Offscreen.

#include "ApiServerHost.h"
#include "ApiSettings.h"
#include "DeltaTableModel.h"
#include "FileTransferFlow.h"
#include "InMemorySecretStore.h"
#include "LakeStatusBar.h"
#include "MainWindow.h"
#include "OpenLakeDialog.h"
#include "TarnSettings.h"
#include "TestSupport.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QDialogButtonBox>
#include <QFile>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

class TestUiFileMenu : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void exportThenImportIntoAnotherLake();
    void aBadLineImportsNothingAndSaysWhere();
    void cancelledImportWritesNothing();
    void otherToolsExportsAreRecognised();
    void openLakeAsksForAPlaceItCanOpen();
    void aTakenPortIsOfferedTheNextFreeOne();
};

static qint64 lineCount(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    return f.readAll().count('\n');
}

void TestUiFileMenu::exportThenImportIntoAnotherLake()
{
    TempLake from;
    for (int i = 0; i < 3; ++i)
        from->insert(draft(QStringLiteral("chat"), QStringLiteral("memory number %1").arg(i), Kind::Fact));
    QTemporaryDir out;
    const QString file = out.filePath(QStringLiteral("all.jsonl"));
    {
        ui::MainWindow window(from.path(), from.clock);
        QSignalSpy finished(window.fileTransfer(), &ui::FileTransferFlow::finished);
        window.fileTransfer()->exportFile(file);
        QVERIFY(window.fileTransfer()->isRunning());
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(finished.at(0).at(0).toBool());
        QCOMPARE(finished.at(0).at(1).toString(), QStringLiteral("Exported 3 deltas to %1.").arg(file));
        QCOMPARE(window.lakeStatusBar()->currentMessage(), finished.at(0).at(1).toString());
        QCOMPARE(lineCount(file), 3);
        // The next dialog opens where this file went, remembered in Tarn's
        // one config file (TarnSettings), not a stray one of Qt's default.
        QCOMPARE(QFileInfo(TarnSettings().value(QStringLiteral("window/transferFolder")).toString()).absoluteFilePath(),
                 QFileInfo(out.path()).absoluteFilePath());
    }

    TempLake into;
    ui::MainWindow window(into.path(), into.clock);
    QAbstractItemModelTester tester(window.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    window.show();
    QSignalSpy finished(window.fileTransfer(), &ui::FileTransferFlow::finished);
    QSignalSpy imported(window.fileTransfer(), &ui::FileTransferFlow::imported);
    window.fileTransfer()->importFile(file);
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(1).toString(), QStringLiteral("Imported 3 deltas from all.jsonl."));
    QCOMPARE(imported.count(), 1);
    QCOMPARE(into->stats().total, 3);
    // The window shows them without F5.
    QTRY_COMPARE(window.model()->rowCount(), 3);
    QVERIFY(!window.fileTransfer()->progressDialog());

    // The same file again: the ids are taken, so nothing is written and
    // the person is told which line and why.
    window.fileTransfer()->importFile(file);
    QTRY_COMPARE(finished.count(), 2);
    QVERIFY(!finished.at(1).at(0).toBool());
    QTRY_VERIFY(window.fileTransfer()->failureBox());
    const QString text = window.fileTransfer()->failureBox()->text();
    QVERIFY2(text.startsWith(QStringLiteral("Nothing from all.jsonl was imported: line 1:")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("already in the lake")), qPrintable(text));
    window.fileTransfer()->failureBox()->accept();
    QCOMPARE(into->stats().total, 3);
}

void TestUiFileMenu::aBadLineImportsNothingAndSaysWhere()
{
    TempLake lake;
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("notes.jsonl"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"source":"chat","kind":"fact","content":"one"})" "\n");
    f.write(R"({"source":"chat","kind":"fact","content":"two"})" "\n");
    f.write(R"({"source":"chat","kind":"wish","content":"three"})" "\n");
    f.close();
    ui::MainWindow window(lake.path(), lake.clock);
    QSignalSpy finished(window.fileTransfer(), &ui::FileTransferFlow::finished);
    window.fileTransfer()->importFile(file);
    QTRY_COMPARE(finished.count(), 1);
    QVERIFY(!finished.at(0).at(0).toBool());
    QTRY_VERIFY(window.fileTransfer()->failureBox());
    QVERIFY2(window.fileTransfer()->failureBox()->text().contains(QStringLiteral("line 3:")),
             qPrintable(window.fileTransfer()->failureBox()->text()));
    QCOMPARE(window.fileTransfer()->failureBox()->windowTitle(), QStringLiteral("Import failed"));
    QCOMPARE(lake->stats().total, 0);
}

void TestUiFileMenu::cancelledImportWritesNothing()
{
    TempLake lake;
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("big.jsonl"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    for (int i = 0; i < 5000; ++i)
        f.write(QStringLiteral(R"({"source":"chat","kind":"fact","content":"line %1"})" "\n").arg(i).toUtf8());
    f.close();
    ui::MainWindow window(lake.path(), lake.clock);
    QSignalSpy finished(window.fileTransfer(), &ui::FileTransferFlow::finished);
    window.fileTransfer()->importFile(file);
    QProgressDialog *progress = window.fileTransfer()->progressDialog();
    QVERIFY(progress);
    QCOMPARE(progress->windowTitle(), QStringLiteral("Import Deltas"));
    QVERIFY(progress->labelText().contains(QStringLiteral("big.jsonl")));
    // The dialog's Cancel button.
    QPushButton *cancel = progress->findChild<QPushButton *>();
    QVERIFY(cancel);
    QCOMPARE(cancel->text(), QStringLiteral("Cancel"));
    cancel->click();
    QTRY_COMPARE(finished.count(), 1);
    QVERIFY(!finished.at(0).at(0).toBool());
    QCOMPARE(finished.at(0).at(1).toString(), QStringLiteral("Import cancelled; nothing from big.jsonl was written."));
    QVERIFY(!window.fileTransfer()->failureBox()); // a cancel is not a failure
    QCOMPARE(lake->stats().total, 0);

    // And the next one runs to the end.
    window.fileTransfer()->importFile(file);
    QTRY_COMPARE(finished.count(), 2);
    QVERIFY(finished.at(1).at(0).toBool());
    QCOMPARE(finished.at(1).at(1).toString(), QStringLiteral("Imported 5,000 deltas from big.jsonl."));
    QCOMPARE(lake->stats().total, 5000);
}

// Issue 23: File → Import… takes a ChatGPT export as it is, recognised by
// its content, through capture; a second time adds nothing.
void TestUiFileMenu::otherToolsExportsAreRecognised()
{
    TempLake lake;
    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    QSignalSpy finished(window.fileTransfer(), &ui::FileTransferFlow::finished);
    const QString file = QStringLiteral(TARN_TEST_DATA "/import/chatgpt-conversations.json");
    window.fileTransfer()->importFile(file);
    QTRY_COMPARE(finished.count(), 1);
    QVERIFY(finished.at(0).at(0).toBool());
    const QString said = finished.at(0).at(1).toString();
    QVERIFY2(said.startsWith(QStringLiteral("Imported 3 turns from 2 conversations")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("left out: ")), qPrintable(said));
    QTRY_VERIFY(window.model()->rowCount() >= 5);
    const qint64 total = lake->stats().total;
    window.fileTransfer()->importFile(file);
    QTRY_COMPARE(finished.count(), 2);
    QVERIFY2(finished.at(1).at(1).toString().contains(QStringLiteral("3 already in the lake")), qPrintable(finished.at(1).at(1).toString()));
    QCOMPARE(lake->stats().total, total);
}

void TestUiFileMenu::openLakeAsksForAPlaceItCanOpen()
{
    TempLake lake;
    ui::MainWindow window(lake.path(), lake.clock);
    QSignalSpy requested(&window, &ui::MainWindow::openLakeRequested);
    std::unique_ptr<ui::OpenLakeDialog> dialog(window.createOpenLakeDialog());
    QPushButton *open = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Open);
    QVERIFY(!open->isEnabled());
    QVERIFY(!dialog->hint().isEmpty());
    dialog->setLocation(lake.path());
    QVERIFY(!open->isEnabled());
    QCOMPARE(dialog->hint(), QStringLiteral("This window shows that lake already."));
    QTemporaryDir dir;
    dialog->setLocation(dir.filePath(QStringLiteral("no/such/folder/lake.sqlite")));
    QVERIFY(!open->isEnabled());
    QVERIFY2(dialog->hint().contains(QStringLiteral("does not exist")), qPrintable(dialog->hint()));
    dialog->setLocation(QStringLiteral("postgresql://tarn@db.example:notaport/tarn"));
    QVERIFY(!open->isEnabled());
    dialog->setLocation(dir.filePath(QStringLiteral("second.sqlite")));
    QVERIFY2(open->isEnabled(), qPrintable(dialog->hint()));
    open->click();
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.at(0).at(0).toString(), dir.filePath(QStringLiteral("second.sqlite")));
    QVERIFY(window.findChild<QAction *>(QStringLiteral("openLakeAction"))->shortcut() == QKeySequence::Open);
}

void TestUiFileMenu::aTakenPortIsOfferedTheNextFreeOne()
{
    // The first lake's Tarn holds the port.
    QTcpServer first;
    QVERIFY(first.listen(QHostAddress::LocalHost, 0));
    const quint16 taken = first.serverPort();
    ApiSettings shared = ApiSettings::load();
    shared.port = taken;
    shared.save();

    TempLake lake;
    ui::MainWindow window(lake.path(), lake.clock);
    ApiServerHost host(lake.path(), lake.clock, std::make_shared<InMemorySecretStore>());
    window.setApiHost(&host);
    QSignalSpy started(&host, &ApiServerHost::started);
    host.apply(ApiSettings::load(lake.path()), {});
    QTRY_VERIFY(window.portTakenBox());
    QMessageBox *box = window.portTakenBox();
    QVERIFY2(box->text().contains(QString::number(taken)), qPrintable(box->text()));
    QAbstractButton *use = nullptr;
    for (QAbstractButton *b : box->buttons())
        if (b->text().startsWith(QStringLiteral("Use Port ")))
            use = b;
    QVERIFY(use);
    const quint16 offered = use->text().mid(QStringLiteral("Use Port ").size()).toUShort();
    QVERIFY(offered > taken);
    use->click();
    QTRY_COMPARE(started.count(), 1);
    // The spy counts on the server's thread; the host learns its port when
    // the window's thread takes the signal (a queued connection).
    QTRY_COMPARE(host.port(), offered);
    // Kept for this lake alone: every other lake still uses the shared port.
    const ApiSettings mine = ApiSettings::load(lake.path());
    QCOMPARE(mine.port, offered);
    QVERIFY(mine.portOfThisLake);
    QCOMPARE(ApiSettings::load(QStringLiteral("/some/other/lake.sqlite")).port, taken);
    QCOMPARE(ApiSettings::load().port, taken);
}

QTEST_MAIN(TestUiFileMenu)
#include "tst_ui_file_menu.moc"
