// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The window and its dialogs fit a small screen (issue 22): 1024×600
// logical pixels, which is a 1366×768 laptop at 125 % or a 2048×1200
// screen at 200 % (Qt lays out in logical pixels, so one size covers every
// scale). In English and German, whose words run longer. Offscreen.
#include "ApiServerHost.h"
#include "ApiSettings.h"
#include "DeltaTableModel.h"
#include "DemoLake.h"
#include "FileTransferFlow.h"
#include "FilterBar.h"
#include "InMemorySecretStore.h"
#include "MainWindow.h"
#include "OpenLakeDialog.h"
#include "PreferencesDialog.h"
#include "RememberDialog.h"
#include "TestSupport.h"

#include <QApplication>
#include <QFile>
#include <QLocale>
#include <QMessageBox>
#include <QProgressDialog>
#include <QTcpServer>
#include <QTableView>
#include <QTranslator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

class TestUiSmallScreens : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void fitsIn1024x600_data();
    void fitsIn1024x600();
    void transferAndPortBoxesFit_data() { fitsIn1024x600_data(); }
    void transferAndPortBoxesFit();
};

namespace {
constexpr QSize kSmallest(1024, 600);

QString sizeText(const QSize &s)
{
    return QStringLiteral("%1×%2").arg(s.width()).arg(s.height());
}
} // namespace

void TestUiSmallScreens::fitsIn1024x600_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("German") << QStringLiteral("de");
}

void TestUiSmallScreens::fitsIn1024x600()
{
    QFETCH(QString, language);
    QTranslator translator;
    if (language == u"de") {
        QVERIFY(translator.load(QStringLiteral(TARN_DE_QM)));
        QCoreApplication::installTranslator(&translator);
    }
    const auto removeTranslator = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });

    TempLake lake;
    DemoLake::fill(*lake);
    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY(window.model()->rowCount() > 10);
    QStringList problems;
    for (int page = 0; page < window.pages()->count(); ++page) {
        window.showPage(page);
        QCoreApplication::processEvents();
        const QSize min = window.minimumSizeHint().expandedTo(window.minimumSize());
        if (min.width() > kSmallest.width() || min.height() > kSmallest.height())
            problems << QStringLiteral("window on page %1 needs %2").arg(page).arg(sizeText(min));
    }
    // Resized to the smallest, the status bar and the filters are on screen.
    window.resize(kSmallest);
    QCoreApplication::processEvents();
    if (window.width() > kSmallest.width() || window.height() > kSmallest.height())
        problems << QStringLiteral("the window stays %1").arg(sizeText(window.size()));
    // The search box and every filter are inside the window, not cut off.
    window.showPage(ui::MainWindow::BrowsePage);
    QCoreApplication::processEvents();
    for (QWidget *filter : window.filterBar()->findChildren<QWidget *>()) {
        if (!filter->isVisibleTo(&window) || filter->parentWidget() != window.filterBar())
            continue;
        const QRect at(filter->mapTo(&window, QPoint(0, 0)), filter->size());
        if (!window.rect().contains(at))
            problems << QStringLiteral("%1 is cut off at %2,%3").arg(filter->objectName()).arg(at.right()).arg(at.bottom());
    }
    // What a delta says stays readable: the columns beside Content leave
    // it room for a few words (Confidence steps aside when they would not).
    const QTableView *table = window.table();
    const int contentWidth = table->columnWidth(ui::DeltaTableModel::Content);
    if (contentWidth < 14 * table->fontMetrics().averageCharWidth())
        problems << QStringLiteral("Content is %1 px wide").arg(contentWidth);
    if (const QString dir = qEnvironmentVariable("TARN_SCREENSHOT_DIR"); !dir.isEmpty())
        window.grab().save(dir + QStringLiteral("/small-screen-%1.png").arg(language));
    // With room again, Confidence comes back.
    window.resize(1600, 900);
    QCoreApplication::processEvents();
    QTRY_VERIFY(!table->isColumnHidden(ui::DeltaTableModel::Confidence));
    window.resize(kSmallest);
    QCoreApplication::processEvents();

    ui::PreferencesDialog preferences(ui::Preferences{});
    const QSize prefs = preferences.minimumSizeHint();
    if (prefs.width() > kSmallest.width() || prefs.height() > kSmallest.height())
        problems << QStringLiteral("Preferences need %1").arg(sizeText(prefs));
    ui::RememberDialog remember;
    const QSize rem = remember.minimumSizeHint();
    if (rem.width() > kSmallest.width() || rem.height() > kSmallest.height())
        problems << QStringLiteral("Remember needs %1").arg(sizeText(rem));
    // File → Open Lake… (issue 22): fits, and is looked at in each language.
    std::unique_ptr<ui::OpenLakeDialog> openLake(window.createOpenLakeDialog());
    openLake->setLocation(QStringLiteral("postgresql://anna@nas.home.arpa/tarn"));
    const QSize open = openLake->minimumSizeHint();
    if (open.width() > kSmallest.width() || open.height() > kSmallest.height())
        problems << QStringLiteral("Open Lake needs %1").arg(sizeText(open));
    if (const QString dir = qEnvironmentVariable("TARN_SCREENSHOT_DIR"); !dir.isEmpty()) {
        openLake->show();
        QVERIFY(QTest::qWaitForWindowExposed(openLake.get()));
        openLake->grab().save(dir + QStringLiteral("/open-lake-%1.png").arg(language));
    }
    if (!problems.isEmpty() && qEnvironmentVariableIsSet("TARN_SIZE_DEBUG")) {
        for (int page = 0; page < window.pages()->count(); ++page)
            qInfo() << "page" << page << window.pages()->widget(page)->minimumSizeHint();
        for (QWidget *w : window.findChildren<QWidget *>())
            if (w->minimumSizeHint().width() > 700 || w->minimumSizeHint().height() > 400)
                qInfo() << w->metaObject()->className() << w->objectName() << w->minimumSizeHint() << w->minimumSize();
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

// File → Import…'s progress and the box that offers a free port (issue 22)
// fit the smallest screen and are looked at in each language.
void TestUiSmallScreens::transferAndPortBoxesFit()
{
    QFETCH(QString, language);
    QTranslator translator;
    if (language == u"de") {
        QVERIFY(translator.load(QStringLiteral(TARN_DE_QM)));
        QCoreApplication::installTranslator(&translator);
    }
    const auto removeTranslator = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
    const QString shots = qEnvironmentVariable("TARN_SCREENSHOT_DIR");
    QStringList problems;
    const auto check = [&](QWidget *w, const QString &name) {
        const QSize need = w->sizeHint().expandedTo(w->minimumSizeHint());
        if (need.width() > kSmallest.width() || need.height() > kSmallest.height())
            problems << QStringLiteral("%1 needs %2").arg(name, sizeText(need));
        if (!shots.isEmpty())
            w->grab().save(shots + QStringLiteral("/%1-%2.png").arg(name, language));
    };

    TempLake lake;
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("conversations-2026-11-27.jsonl"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    for (int i = 0; i < 5000; ++i)
        f.write(QStringLiteral(R"({"source":"chat","kind":"fact","content":"line %1"})" "\n").arg(i).toUtf8());
    f.close();
    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy finished(window.fileTransfer(), &ui::FileTransferFlow::finished);
    window.fileTransfer()->importFile(file);
    QProgressDialog *progress = window.fileTransfer()->progressDialog();
    QVERIFY(progress);
    // Looked at as it is, before the import's thread can finish and close it.
    check(progress, QStringLiteral("import-progress"));
    progress->cancel();
    QTRY_COMPARE(finished.count(), 1);

    QTcpServer first; // another lake's Tarn holds the port
    QVERIFY(first.listen(QHostAddress::LocalHost, 0));
    ApiSettings shared = ApiSettings::load();
    shared.port = first.serverPort();
    shared.save();
    ApiServerHost host(lake.path(), lake.clock, std::make_shared<InMemorySecretStore>());
    window.setApiHost(&host);
    host.apply(ApiSettings::load(lake.path()), {});
    QTRY_VERIFY(window.portTakenBox());
    QMessageBox *box = window.portTakenBox();
    QVERIFY(QTest::qWaitForWindowExposed(box));
    if (language == u"de")
        QVERIFY2(!box->text().contains(QStringLiteral("is in use")), qPrintable(box->text()));
    check(box, QStringLiteral("port-taken"));
    box->reject();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
}

QTEST_MAIN(TestUiSmallScreens)
#include "tst_ui_small_screens.moc"
