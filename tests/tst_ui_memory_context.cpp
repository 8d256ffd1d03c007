// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lake → Preview Memory Context: the window shows what an assistant would be
// given for a message, read off the UI thread, bounded by the Memory
// preferences, and without counting the preview as a recall.

#include "LakeStatusBar.h"
#include "MainWindow.h"
#include "MemoryContextDialog.h"
#include "RecallCandidates.h"
#include "TestSupport.h"

#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace tarn;
using namespace tarn::test;

class TestUiMemoryContext : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // never the person's own [memory] settings
        QSettings(QSettings::UserScope, QStringLiteral("tarn"), QStringLiteral("tarn")).clear();
    }

    void cleanup() { QSettings(QSettings::UserScope, QStringLiteral("tarn"), QStringLiteral("tarn")).clear(); }

    void previewShowsWhatAnAssistantGets()
    {
        TempLake lake;
        const Delta pref = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Does not like cilantro."), Kind::Preference));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("User: cilantro again?"), Kind::Episode));
        ui::MainWindow window(lake.path(), lake.clock);
        QSignalSpy opened(&window, &ui::MainWindow::lakeOpened);
        QTRY_COMPARE(opened.count(), 1);
        bool inLakeMenu = false;
        for (QAction *menu : window.menuBar()->actions())
            if (menu->menu() && menu->text() == QStringLiteral("&Lake"))
                for (QAction *a : menu->menu()->actions())
                    inLakeMenu = inLakeMenu || a->objectName() == QStringLiteral("previewContextAction");
        QVERIFY(inLakeMenu);

        ui::MemoryContextDialog *dialog = window.openMemoryContextPreview();
        QSignalSpy shown(dialog, &ui::MemoryContextDialog::previewShown);
        QTest::keyClicks(dialog->queryEdit(), QStringLiteral("salsa with cilantro"));
        QTRY_COMPARE(shown.count(), 1); // once typing pauses, not per key
        QVERIFY2(dialog->block().startsWith(QStringLiteral("<memory_context>")), qPrintable(dialog->block()));
        QVERIFY(dialog->block().contains(QStringLiteral("Does not like cilantro.")));
        QVERIFY(!dialog->block().contains(QStringLiteral("User:"))); // an episode is not lasting memory
        QVERIFY2(dialog->summary().startsWith(QStringLiteral("Memories in the context: 1;")), qPrintable(dialog->summary()));
        // Why these: how the message was read and each memory's signals.
        QVERIFY2(dialog->explanation().startsWith(QStringLiteral("Looking for: salsa")), qPrintable(dialog->explanation()));
        QVERIFY2(dialog->explanation().contains(pref.id + QStringLiteral("  bm25 ")), qPrintable(dialog->explanation()));
        QVERIFY2(dialog->explanation().contains(QStringLiteral("matched: cilantro")), qPrintable(dialog->explanation()));
        QCOMPARE(lake->get(pref.id)->recallCount, 0); // a preview is not a use

        dialog->queryEdit()->setText(QStringLiteral("astronomy"));
        QTRY_COMPARE(shown.count(), 2);
        QVERIFY(dialog->block().isEmpty());
        QVERIFY(dialog->summary().contains(QStringLiteral("No lasting memory")));

        // A word too common to rank every match: Why these says how deep it looked.
        QList<NewDelta> readings;
        for (int i = 0; i <= RecallCandidates::kBroadMatch; ++i)
            readings.append({draft(QStringLiteral("chat"), QStringLiteral("salsa batch %1 tasted").arg(i)), false, false, false});
        lake->insertBatch(readings);
        dialog->queryEdit()->setText(QStringLiteral("salsa"));
        QTRY_COMPARE(shown.count(), 3);
        QVERIFY2(dialog->explanation().contains(QStringLiteral("Common in the lake: only the newest %1 matches of the question's words")
                                                    .arg(RecallCandidates::kWindowDepth)),
                 qPrintable(dialog->explanation()));
    }

    void previewHonoursTheMemoryPreferences()
    {
        QSettings s(QSettings::UserScope, QStringLiteral("tarn"), QStringLiteral("tarn"));
        s.setValue(QStringLiteral("memory/recall_max_items"), 2);
        s.setValue(QStringLiteral("memory/auto_recall"), false);
        s.sync();
        TempLake lake;
        for (int i = 0; i < 5; ++i)
            lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Garden note %1: tulips by the fence").arg(i), Kind::Fact));
        ui::MainWindow window(lake.path(), lake.clock);
        QSignalSpy opened(&window, &ui::MainWindow::lakeOpened);
        QTRY_COMPARE(opened.count(), 1);
        ui::MemoryContextDialog *dialog = window.openMemoryContextPreview();
        QVERIFY(dialog->summary().contains(QStringLiteral("off"))); // says assistants get nothing now
        QSignalSpy shown(dialog, &ui::MemoryContextDialog::previewShown);
        dialog->queryEdit()->setText(QStringLiteral("garden tulips"));
        QTRY_COMPARE(shown.count(), 1);
        QCOMPARE(dialog->block().count(QStringLiteral("\n- [fact ")), 2);
        QVERIFY(dialog->summary().contains(QStringLiteral("More matched")));
    }
};

QTEST_MAIN(TestUiMemoryContext)
#include "tst_ui_memory_context.moc"
