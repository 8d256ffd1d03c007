// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Saves pictures of every part of the window on the demo lake, in the light
// and a dark palette, for a person to look at (and for the README). The
// checks are that each page has content when it is grabbed: a picture of a
// blank page would pass unnoticed otherwise.
//
// Output: $TARN_SCREENSHOT_DIR, or <build>/screenshots.

#include "AboutDialog.h"
#include "ApiServerHost.h"
#include "DashboardPage.h"
#include "InMemorySecretStore.h"
#include "PairingDialog.h"
#include "DeltaDetailPane.h"
#include "DeltaTableModel.h"
#include "DemoLake.h"
#include "EngageDialog.h"
#include "LakeReader.h"
#include "MainWindow.h"
#include "FilterBar.h"
#include "MemoryOperations.h"
#include "Forgetting.h"
#include "RememberDialog.h"
#include "OpenLakeDialog.h"
#include "MemoryContextDialog.h"
#include "Preferences.h"
#include "PreferencesDialog.h"
#include "Scheduler.h"
#include "ShortcutsDialog.h"
#include "SourceSettingsDialog.h"
#include "SourceTableModel.h"
#include "ConfiguredSourceModel.h"
#include "ConfiguredSourcesPanel.h"
#include "SourceHost.h"
#include "SourcesPage.h"
#include "TestSupport.h"
#include <QCheckBox>
#include "WiltingSoonPage.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTableView>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

class TestUiScreenshots : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyPage_data();
    void everyPage();

private:
    QDir m_out;
};

void TestUiScreenshots::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    const QString dir = qEnvironmentVariable("TARN_SCREENSHOT_DIR",
                                             QCoreApplication::applicationDirPath() + QStringLiteral("/../screenshots"));
    QVERIFY(QDir().mkpath(dir));
    m_out = QDir(dir);
}

void TestUiScreenshots::everyPage_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

namespace {
QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30), base(0x1f, 0x21, 0x24), text(0xe8, 0xea, 0xed);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x27, 0x29, 0x2c));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, QColor(0x2b, 0x7f, 0xb8));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0xa0, 0xa6));
    p.setColor(QPalette::Mid, QColor(0x50, 0x53, 0x57));
    p.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    return p;
}
} // namespace


void TestUiScreenshots::everyPage()
{
    QFETCH(bool, dark);
    const QPalette original = QApplication::palette();
    QApplication::setPalette(dark ? darkPalette() : QApplication::style()->standardPalette());
    const QString suffix = dark ? QStringLiteral("-dark") : QString();
    const auto save = [&](QWidget *w, const QString &name) {
        const QString file = m_out.filePath(name + suffix + QStringLiteral(".png"));
        QVERIFY2(w->grab().save(file), qPrintable(file));
    };

    TempLake lake;
    DemoLake::fill(*lake);
    ui::MainWindow window(lake.path(), lake.clock);
    SchedulerConfig config;
    config.reapAtStart = false;
    SchedulerHost scheduler(lake.path(), lake.clock, config);
    window.setScheduler(&scheduler);
    scheduler.start();
    SourceHostThread sources(lake.path(), lake.clock);
    window.setSourceHost(&sources);
    sources.start();
    window.resize(1360, 820);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.showPage(ui::MainWindow::BrowsePage);
    QTRY_VERIFY(window.model()->rowCount() > 20);
    QTRY_VERIFY(!window.detailPane()->currentId().isEmpty());
    QTest::qWait(300); // the detail's engagements and image arrive
    save(&window, QStringLiteral("main-window"));

    // Issue 22: what was forgotten or marked invalid, ready for Restore.
    {
        const QList<Delta> some = lake->list({}, {}, 8);
        Forgetting::forgetSoft(*lake, some.at(2).id);
        MemoryOperations::invalidate(*lake, some.at(5).id);
        window.filterBar()->hiddenBox()->setChecked(true);
        QTRY_VERIFY(window.model()->rowCount() >= 2);
        QTRY_VERIFY(window.findChild<QAction *>(QStringLiteral("restoreAction"))->isEnabled());
        QTest::qWait(200);
        save(&window, QStringLiteral("hidden-view"));
        window.filterBar()->hiddenBox()->setChecked(false);
        QTRY_VERIFY(window.model()->rowCount() > 20);
    }

    window.showPage(ui::MainWindow::WiltingPage);
    QTRY_VERIFY(window.wiltingPage()->model()->rowCount() > 0);
    QTest::qWait(100);
    save(&window, QStringLiteral("wilting-soon"));

    window.showPage(ui::MainWindow::SourcesPageIndex);
    QTRY_VERIFY(window.sourcesPage()->model()->rowCount() > 5);
    QTRY_COMPARE(window.sourcesPage()->configured()->model()->rowCount(), 2); // the demo's own sources
    QTRY_COMPARE(window.sourcesPage()->configured()->model()->index(1, ui::ConfiguredSourceModel::StatusColumn).data().toString(),
                 QStringLiteral("OK")); // polled at once
    QTest::qWait(100);
    save(&window, QStringLiteral("sources"));

    window.showPage(ui::MainWindow::DashboardPageIndex);
    QTest::qWait(800); // the chart animates in
    save(&window, QStringLiteral("dashboard"));

    ui::SourceSettingsDialog *settings = window.sourcesPage()->openSettings(QStringLiteral("rss"));
    QVERIFY(settings);
    QTest::qWait(300); // the dry-run count arrives
    save(settings, QStringLiteral("source-settings"));
    settings->close();

    window.showPage(ui::MainWindow::BrowsePage);
    ui::EngageDialog *engage = nullptr;
    for (int row = 0; row < window.model()->rowCount() && !engage; ++row) {
        if (!window.model()->deltaAt(row)->isAuthored()) {
            window.table()->setCurrentIndex(window.model()->index(row, 0));
            engage = window.createEngageDialog(EngagementType::Affirm);
        }
    }
    QVERIFY(engage);
    engage->setReason(QStringLiteral("Useful for planning the June trip"));
    engage->show();
    QVERIFY(QTest::qWaitForWindowExposed(engage));
    save(engage, QStringLiteral("engage-dialog"));
    engage->close();

    // The API with one paired client, for the pairing dialog and the API tab.
    auto secrets = std::make_shared<InMemorySecretStore>();
    ApiServerHost api(lake.path(), lake.clock, secrets);
    ApiSettings apiSettings;
    apiSettings.port = 0;
    api.apply(apiSettings, {});
    QTRY_VERIFY(api.isRunning());
    apiSettings.port = api.port(); // what the API tab shows: where it listens
    ApiTokens(*secrets, lake.clock).issue(QStringLiteral("Firefox capture extension"), TokenScope::Write);

    ui::Preferences withPolicies;
    withPolicies.decayPolicies = QStringLiteral(
        "[\n  {\"id\": \"memory-context-decay\", \"relation\": \"memory:*\", \"scope\": \"company\",\n"
        "   \"mode\": \"confidence\", \"half_life_s\": 604800, \"min_confidence\": 0.1}\n]");
    ui::PreferencesDialog preferences(withPolicies);
    preferences.addApiPage(&api, lake.clock, apiSettings);
    preferences.show();
    QVERIFY(QTest::qWaitForWindowExposed(&preferences));
    save(&preferences, QStringLiteral("preferences"));
    auto *pages = preferences.findChild<QTabWidget *>(QStringLiteral("preferencePages"));
    pages->setCurrentIndex(1);
    QTest::qWait(50);
    save(&preferences, QStringLiteral("preferences-decay-policies"));
    pages->setCurrentIndex(2);
    QTRY_COMPARE(preferences.findChild<QTableView *>(QStringLiteral("apiTokens"))->model()->rowCount(), 1);
    QTest::qWait(50);
    save(&preferences, QStringLiteral("preferences-api"));

    ui::PairingDialog pairing(&api, lake.clock);
    pairing.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pairing));
    QTRY_COMPARE(pairing.code().size(), 6);
    save(&pairing, QStringLiteral("pairing-dialog"));

    // Lake → Preview Memory Context, with Why these (issue 20).
    ui::MemoryContextDialog *preview = window.openMemoryContextPreview();
    QSignalSpy shown(preview, &ui::MemoryContextDialog::previewShown);
    QTest::keyClicks(preview->queryEdit(), QStringLiteral("what answers does Robin prefer"));
    QTRY_COMPARE(shown.count(), 1);
    QVERIFY2(!preview->explanation().isEmpty(), "the preview explains nothing");
    save(preview, QStringLiteral("memory-context-preview"));
    preview->close();

    // Help → About Tarn and Help → Keyboard Shortcuts.
    window.findChild<QAction *>(QStringLiteral("aboutAction"))->trigger();
    auto *about = window.findChild<ui::AboutDialog *>();
    QVERIFY(about);
    QVERIFY(QTest::qWaitForWindowExposed(about));
    save(about, QStringLiteral("about"));
    about->close();
    window.findChild<QAction *>(QStringLiteral("shortcutsAction"))->trigger();
    auto *keys = window.findChild<ui::ShortcutsDialog *>();
    QVERIFY(keys);
    QVERIFY(QTest::qWaitForWindowExposed(keys));
    QVERIFY(keys->rows().size() > 10);
    save(keys, QStringLiteral("keyboard-shortcuts"));
    keys->close();

    // Delta → Remember… (issue 22), filled in as a person would.
    ui::RememberDialog *remember = window.openRemember();
    remember->setContent(QStringLiteral("Our passports expire in March 2028; renew them in January."));
    remember->setTags(QStringLiteral("travel, documents"));
    remember->setSubject(QStringLiteral("passport"));
    QVERIFY(QTest::qWaitForWindowExposed(remember));
    save(remember, QStringLiteral("remember-dialog"));
    remember->close();

    // File → Open Lake… (issue 22), with a new lake named.
    {
        std::unique_ptr<ui::OpenLakeDialog> open(window.createOpenLakeDialog());
        open->setLocation(QDir::home().filePath(QStringLiteral("work-lake.sqlite")));
        open->show();
        QVERIFY(QTest::qWaitForWindowExposed(open.get()));
        save(open.get(), QStringLiteral("open-lake-dialog"));
    }

    // A new person's empty lake: what it is for and the two ways in.
    {
        TempLake emptyLake;
        ui::MainWindow empty(emptyLake.path(), emptyLake.clock);
        empty.resize(1360, 820);
        empty.show();
        QVERIFY(QTest::qWaitForWindowExposed(&empty));
        QTRY_VERIFY(empty.isShowingEmptyState());
        QTest::qWait(100);
        save(&empty, QStringLiteral("empty-lake"));
    }

    QApplication::setPalette(original);
}

QTEST_MAIN(TestUiScreenshots)
#include "tst_ui_screenshots.moc"
