// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Help, and the keys that belong to no menu: About (version, licence, Qt and
// SQLite, the lake), Keyboard Shortcuts read from the window's own actions,
// the manual, and Esc clearing the search. Offscreen.
#include "AboutDialog.h"
#include "Decompounder.h"
#include "FilterBar.h"
#include "MainWindow.h"
#include "Manual.h"
#include "ShortcutsDialog.h"
#include "StoreVersions.h"
#include "TestSupport.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

class TestUiHelp : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setApplicationVersion(QStringLiteral(TARN_VERSION));
    }

    void aboutSaysVersionLicenceLibrariesAndLake()
    {
        const QString lake = QStringLiteral("/home/anna/.local/share/Tarn/lake.sqlite");
        ui::AboutDialog about(lake, {});
        const QString text = about.text();
        QVERIFY2(text.contains(QStringLiteral("Tarn " TARN_VERSION)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("GPL-3.0-or-later")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Qt ") + QString::fromLatin1(qVersion())), qPrintable(text));
        QVERIFY(!StoreVersions::sqlite().isEmpty());
        QVERIFY2(text.contains(QStringLiteral("SQLite ") + StoreVersions::sqlite()), qPrintable(text));
        QVERIFY2(text.contains(lake), qPrintable(text));
        // The word list compiled into the binary is credited with its licence.
        QVERIFY2(text.contains(Decompounder::builtIn() ? QStringLiteral("OpenThesaurus (LGPL)") : QStringLiteral("without OpenThesaurus")),
                 qPrintable(text));
        // A link to the licence's text and one to the manual.
        const QList<QLabel *> labels = about.findChildren<QLabel *>();
        QString html;
        for (const QLabel *l : labels) {
            html += l->text();
            // Every label a screen reader meets has a name.
            QVERIFY2(!l->accessibleName().isEmpty(), qPrintable(l->text()));
        }
        QVERIFY(html.contains(QStringLiteral("https://www.gnu.org/licenses/gpl-3.0.html")));
        QVERIFY(html.contains(ui::Manual::url().toString(QUrl::FullyEncoded).toHtmlEscaped()));
        // The dialog fits the smallest screen the window supports.
        about.adjustSize();
        QVERIFY2(about.width() <= 1024 && about.height() <= 600,
                 qPrintable(QStringLiteral("%1×%2").arg(about.width()).arg(about.height())));
    }

    void theManualIsTheInstalledReadmeOrTheProjectPage()
    {
        const QUrl url = ui::Manual::url();
        QVERIFY2(url.isLocalFile() ? url.toLocalFile().endsWith(QStringLiteral("/doc/tarn/README.md"))
                                   : url.scheme() == QStringLiteral("https") && url.fragment() == QStringLiteral("readme"),
                 qPrintable(url.toString()));
    }

    void shortcutsListEveryActionWithAKey()
    {
        QAction find(QStringLiteral("&Find…"));
        find.setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
        QAction both(QStringLiteral("Affirm && Keep"));
        both.setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_K), QKeySequence(Qt::Key_F9)});
        QAction keyless(QStringLiteral("No key"));
        ui::ShortcutsDialog dialog({&find, &both, &keyless});
        const QStringList rows = dialog.rows();
        QVERIFY2(rows.contains(QStringLiteral("Find\t") + QKeySequence(Qt::CTRL | Qt::Key_F).toString(QKeySequence::NativeText)),
                 qPrintable(rows.join(u'\n')));
        QVERIFY2(rows.contains(QStringLiteral("Affirm & Keep\t") +
                               QKeySequence(Qt::CTRL | Qt::Key_K).toString(QKeySequence::NativeText) + QStringLiteral(" or ") +
                               QKeySequence(Qt::Key_F9).toString(QKeySequence::NativeText)),
                 qPrintable(rows.join(u'\n')));
        for (const QString &row : rows)
            QVERIFY2(!row.startsWith(QStringLiteral("No key")), qPrintable(row));
        QVERIFY(rows.constLast().startsWith(QStringLiteral("Move to the next")));
    }

    // The window's Help menu: the manual on F1, the shortcuts built from the
    // window's own menus, and About naming this window's lake.
    void helpMenuOffersManualShortcutsAndAbout()
    {
        TempLake lake;
        ui::MainWindow window(lake.path(), lake.clock);
        QAction *manual = window.findChild<QAction *>(QStringLiteral("manualAction"));
        QAction *shortcuts = window.findChild<QAction *>(QStringLiteral("shortcutsAction"));
        QAction *about = window.findChild<QAction *>(QStringLiteral("aboutAction"));
        QVERIFY(manual && shortcuts && about);
        QCOMPARE(manual->shortcut(), QKeySequence(QKeySequence::HelpContents));

        shortcuts->trigger();
        auto *list = window.findChild<ui::ShortcutsDialog *>();
        QVERIFY(list);
        const QStringList rows = list->rows();
        // Read from the menus: the search's Ctrl+F and Help's own key are there.
        QVERIFY2(rows.filter(QStringLiteral("Find\t")).size() == 1, qPrintable(rows.join(u'\n')));
        QVERIFY2(rows.filter(QStringLiteral("Keyboard Shortcuts\t")).size() == 1, qPrintable(rows.join(u'\n')));
        list->close();

        about->trigger();
        auto *dialog = window.findChild<ui::AboutDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY2(dialog->text().contains(QDir::toNativeSeparators(lake.path())) || dialog->text().contains(lake.path()),
                 qPrintable(dialog->text()));
        auto *keys = dialog->findChild<QPushButton *>(QStringLiteral("aboutShortcuts"));
        QVERIFY(keys);
        keys->click();
        QVERIFY(dialog->findChild<ui::ShortcutsDialog *>());
        dialog->close();
    }

    void escapeClearsTheSearch()
    {
        ui::FilterBar bar;
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        auto *search = bar.findChild<QLineEdit *>(QStringLiteral("searchBox"));
        QVERIFY(search);
        QApplication::setActiveWindow(&bar);
        search->setFocus();
        QTRY_VERIFY(search->hasFocus());
        QSignalSpy changed(&bar, &ui::FilterBar::filterChanged);
        QTest::keyClicks(search, QStringLiteral("heron"));
        QTest::keyClick(search, Qt::Key_Return); // searched for at once
        QCOMPARE(changed.size(), 1);
        QTest::keyClick(search, Qt::Key_Escape);
        QCOMPARE(search->text(), QString());
        QCOMPARE(changed.size(), 2); // at once, not after the typing debounce
        QCOMPARE(changed.last().first().value<ListFilter>().search, QString());
        // Esc in an empty box changes nothing.
        QTest::keyClick(search, Qt::Key_Escape);
        QTest::qWait(ui::FilterBar::kDebounceMs * 2);
        QCOMPARE(changed.size(), 2);
    }
};

QTEST_MAIN(TestUiHelp)
#include "tst_ui_help.moc"
