// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Writing a memory in the window (issue 22): Remember… from the Delta menu,
// the toolbar and the empty lake's own button; what the dialog refuses
// before anything is written; the image stored with the memory; and the
// writer's own refusals (Remember::remember). Offscreen.
#include "AddSourceDialog.h"
#include "ConfiguredSourcesPanel.h"
#include "DeltaTableModel.h"
#include "EmptyLakeView.h"
#include "LakeMedia.h"
#include "LakeStatusBar.h"
#include "MainWindow.h"
#include "Remember.h"
#include "RememberDialog.h"
#include "TarnError.h"
#include "TestSupport.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QImage>
#include <QPushButton>
#include <QTableView>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

class TestUiRemember : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void emptyLakeOffersRememberAndAddingASource();
    void dialogRefusesEmptyContentAndUnreadableImages();
    void rememberWritesAnAuthoredDeltaWithItsImage();
    void writerRefusesAMissingOrOversizedImageAndWritesNothing();
};

namespace {

QPushButton *okOf(ui::RememberDialog *dialog)
{
    return dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

QString writePng(const QString &path, int side)
{
    QImage image(side, side, QImage::Format_RGB32);
    image.fill(QColor(43, 127, 184));
    if (!image.save(path, "PNG"))
        qFatal("could not write %s", qPrintable(path));
    return path;
}

} // namespace

void TestUiRemember::emptyLakeOffersRememberAndAddingASource()
{
    TempLake lake;
    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    QTRY_VERIFY(window.isShowingEmptyState());
    auto *empty = window.findChild<ui::EmptyLakeView *>();
    QVERIFY(empty);
    // It no longer sends a window user to the command line.
    QVERIFY2(!empty->text().contains(QStringLiteral("tarn remember")), qPrintable(empty->text()));
    QVERIFY(empty->rememberButton()->isVisible());
    QVERIFY(empty->addSourceButton()->isVisible());

    empty->rememberButton()->click();
    auto *dialog = window.findChild<ui::RememberDialog *>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    dialog->reject();

    empty->addSourceButton()->click();
    QCOMPARE(window.pages()->currentIndex(), int(ui::MainWindow::SourcesPageIndex));
    QTRY_VERIFY(window.findChild<ui::AddSourceDialog *>() && window.findChild<ui::AddSourceDialog *>()->isVisible());

    // The same action from the menu and the toolbar, on Ctrl+N.
    QCOMPARE(window.rememberAction()->shortcut(), QKeySequence(QKeySequence::New));
    QVERIFY(!window.rememberAction()->associatedObjects().isEmpty());
}

void TestUiRemember::dialogRefusesEmptyContentAndUnreadableImages()
{
    QTemporaryDir dir;
    ui::RememberDialog dialog;
    QVERIFY(!okOf(&dialog)->isEnabled());
    QVERIFY(!dialog.hint().isEmpty());
    dialog.setContent(QStringLiteral("   \n "));
    QVERIFY(!okOf(&dialog)->isEnabled());
    dialog.setContent(QStringLiteral("My passport expires in March 2028."));
    QVERIFY(okOf(&dialog)->isEnabled());
    QCOMPARE(dialog.hint(), QString());

    // A text file with an image's name is not an image.
    const QString fake = dir.filePath(QStringLiteral("holiday.png"));
    QFile f(fake);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("not a picture at all");
    f.close();
    dialog.setImagePath(fake);
    QVERIFY(!okOf(&dialog)->isEnabled());
    QVERIFY2(dialog.hint().contains(QStringLiteral("holiday.png")), qPrintable(dialog.hint()));
    dialog.setImagePath(dir.filePath(QStringLiteral("gone.png")));
    QVERIFY(!okOf(&dialog)->isEnabled());
    QVERIFY2(dialog.hint().contains(QStringLiteral("gone.png")), qPrintable(dialog.hint()));
    // A real one is fine, and No Image clears it.
    dialog.setImagePath(writePng(dir.filePath(QStringLiteral("real.png")), 8));
    QVERIFY(okOf(&dialog)->isEnabled());
    dialog.setImagePath(QString());
    QCOMPARE(dialog.imagePath(), QString());
    QVERIFY(okOf(&dialog)->isEnabled());

    // Episodes and observations are what captures and sources write.
    const Delta d = dialog.draft();
    QCOMPARE(d.source, QStringLiteral("chat"));
    QCOMPARE(d.kind, Kind::Fact);
    auto *kinds = dialog.findChild<QComboBox *>(QStringLiteral("rememberKind"));
    QVERIFY(kinds);
    QCOMPARE(kinds->findData(QStringLiteral("observation")), -1);
    QCOMPARE(kinds->findData(QStringLiteral("episode")), -1);
    QVERIFY(kinds->findData(QStringLiteral("preference")) >= 0);
}

void TestUiRemember::rememberWritesAnAuthoredDeltaWithItsImage()
{
    TempLake lake;
    QTemporaryDir dir;
    lake->insert(draft(QStringLiteral("rss"), QStringLiteral("A feed item so the table shows")));
    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    QTRY_COMPARE(window.model()->rowCount(), 1);

    ui::RememberDialog *dialog = window.openRemember();
    QVERIFY(dialog);
    dialog->setContent(QStringLiteral("Our passports expire in March 2028; renew in January."));
    dialog->setKind(Kind::Preference);
    dialog->setTags(QStringLiteral("travel, documents, travel"));
    dialog->setSubject(QStringLiteral("passport"));
    dialog->setImagePath(writePng(dir.filePath(QStringLiteral("passport.png")), 16));
    QVERIFY(okOf(dialog)->isEnabled());
    okOf(dialog)->click();

    QTRY_COMPARE(window.model()->rowCount(), 2);
    QTRY_VERIFY(window.lakeStatusBar()->currentMessage().startsWith(QStringLiteral("Remembered: ")));
    const QList<Delta> rows = lake->list(ListFilter{}, QString(), 10);
    const auto it = std::find_if(rows.cbegin(), rows.cend(), [](const Delta &d) { return d.source == u"chat"; });
    QVERIFY(it != rows.cend());
    QCOMPARE(it->content, QStringLiteral("Our passports expire in March 2028; renew in January."));
    QCOMPARE(it->kind, Kind::Preference);
    QCOMPARE(it->tags, (QStringList{QStringLiteral("travel"), QStringLiteral("documents")}));
    QCOMPARE(it->subject, QStringLiteral("passport"));
    QVERIFY(!it->expiresAt.has_value()); // authored: it sticks
    QVERIFY(!it->mediaHash.isEmpty());
    const std::optional<QByteArray> stored = lake->media().read(it->mediaHash);
    QVERIFY(stored);
    QFile png(dir.filePath(QStringLiteral("passport.png")));
    QVERIFY(png.open(QIODevice::ReadOnly));
    QCOMPARE(*stored, png.readAll());
    // The new memory is the selected row.
    QTRY_COMPARE(window.model()->deltaAt(window.table()->currentIndex().row())->id, it->id);
}

void TestUiRemember::writerRefusesAMissingOrOversizedImageAndWritesNothing()
{
    TempLake lake;
    QTemporaryDir dir;
    Delta d = draft(QStringLiteral("chat"), QStringLiteral("A memory with a missing picture"), Kind::Fact);
    try {
        Remember::remember(*lake, d, dir.filePath(QStringLiteral("missing.png")));
        QFAIL("a missing image was accepted");
    } catch (const TarnError &e) {
        QVERIFY2(e.message().contains(QStringLiteral("missing.png")), qPrintable(e.message()));
    }
    try {
        Remember::remember(*lake, d, dir.path());
        QFAIL("a folder was accepted as an image");
    } catch (const TarnError &e) {
        QVERIFY2(e.message().contains(QStringLiteral("not a regular file")), qPrintable(e.message()));
    }
    const QString big = dir.filePath(QStringLiteral("big.png"));
    QFile f(big);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(f.resize(LakeMedia::kMaxFileBytes + 1));
    f.close();
    try {
        Remember::remember(*lake, d, big);
        QFAIL("an oversized image was accepted");
    } catch (const TarnError &e) {
        QVERIFY2(e.message().contains(QStringLiteral("larger than")), qPrintable(e.message()));
    }
    QCOMPARE(lake->stats().total, 0);
    QCOMPARE(lake->media().allHashes().size(), 0);
    // Without an image it is a plain authored write.
    const Delta written = Remember::remember(*lake, d);
    QVERIFY(!written.id.isEmpty());
    QVERIFY(written.mediaHash.isEmpty());
    QCOMPARE(lake->stats().total, 1);
}

QTEST_MAIN(TestUiRemember)
#include "tst_ui_remember.moc"
