// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Every control a screen reader meets has a name, read through QAccessible
// as Orca would; Tab leaves the tables; after a delta leaves the view the
// next row is selected, so Del can be pressed again (issue 22). Offscreen.
#include "DeltaDetailPane.h"
#include "DeltaTableModel.h"
#include "DemoLake.h"
#include "LakeStatusBar.h"
#include "MainWindow.h"
#include "TestSupport.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QTabWidget>
#include <QTableView>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

class TestUiAccessibility : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyControlOnEveryPageHasAName();
    void tabLeavesTheTables();
    void afterForgetTheNextRowIsSelected();
};

namespace {

// The controls on screen a person can act on or read, without a name.
QStringList unnamedControls(QWidget *root)
{
    QStringList out;
    const QList<QWidget *> widgets = root->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        if (!w->isVisibleTo(root) || w->focusPolicy() == Qt::NoFocus)
            continue;
        // Qt's own parts of a control (a spin box's line edit, a combo's
        // list, a scroll area's viewport) speak through their owner.
        const auto *area = qobject_cast<QAbstractScrollArea *>(w->parentWidget());
        if ((area && area->viewport() == w) || qobject_cast<QComboBox *>(w->parentWidget())
            || w->objectName().startsWith(QLatin1String("qt_")))
            continue;
        QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w);
        if (!a)
            continue;
        QString name = a->text(QAccessible::Name);
        if (qobject_cast<QComboBox *>(w))
            name = w->accessibleName(); // a combo's own "name" is its current text, not what it is for
        if (name.trimmed().isEmpty())
            out << QStringLiteral("%1 \"%2\" in %3 \"%4\"")
                       .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(),
                            QString::fromLatin1(w->parentWidget()->metaObject()->className()),
                            w->parentWidget()->objectName());
    }
    return out;
}

} // namespace

void TestUiAccessibility::everyControlOnEveryPageHasAName()
{
    TempLake lake;
    DemoLake::fill(*lake);
    ui::MainWindow window(lake.path(), lake.clock);
    window.resize(1360, 820);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY(window.model()->rowCount() > 10);
    window.table()->setCurrentIndex(window.model()->index(0, ui::DeltaTableModel::Content));
    QStringList problems;
    for (int page = 0; page < window.pages()->count(); ++page) {
        window.showPage(page);
        QTest::qWait(200);
        for (const QString &p : unnamedControls(window.pages()->widget(page)))
            problems << window.pages()->tabText(page) + QStringLiteral(": ") + p;
    }
    for (const QString &p : unnamedControls(&window))
        if (!problems.contains(p))
            problems << QStringLiteral("window: ") + p;
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    // The detail pane reads as text: the selected delta's content is there
    // for a screen reader to read, character by character.
    window.showPage(ui::MainWindow::BrowsePage);
    auto *browser = window.detailPane()->findChild<QWidget *>(QStringLiteral("detailText"));
    QVERIFY(browser);
    QAccessibleInterface *pane = QAccessible::queryAccessibleInterface(browser);
    QVERIFY(pane && pane->textInterface());
    QVERIFY(!pane->text(QAccessible::Name).isEmpty());
    const QString content = window.model()->deltaAt(window.table()->currentIndex().row())->content;
    QAccessibleTextInterface *text = pane->textInterface();
    QTRY_VERIFY2(text->text(0, text->characterCount()).contains(content.left(30)),
                 qPrintable(text->text(0, text->characterCount())));
}

void TestUiAccessibility::tabLeavesTheTables()
{
    TempLake lake;
    DemoLake::fill(*lake);
    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY(window.model()->rowCount() > 10);
    for (QTableView *table : window.findChildren<QTableView *>())
        QVERIFY2(!table->tabKeyNavigation(), qPrintable(table->objectName() + u' ' + table->accessibleName()));
}

void TestUiAccessibility::afterForgetTheNextRowIsSelected()
{
    TempLake lake;
    for (int i = 0; i < 5; ++i) {
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Memory number %1").arg(i), Kind::Fact));
        lake.clock.advance(Duration::Second);
    }
    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE(window.model()->rowCount(), 5);
    window.table()->setCurrentIndex(window.model()->index(1, ui::DeltaTableModel::Content));
    const QString forgotten = window.model()->deltaAt(1)->id;
    const QString next = window.model()->deltaAt(2)->id;
    QCOMPARE(window.detailPane()->currentId(), forgotten);
    window.findChild<QAction *>(QStringLiteral("forgetAction"))->trigger();
    QTRY_COMPARE(window.model()->rowCount(), 4);
    // The row that took its place is selected and shown, so Del goes on.
    QTRY_COMPARE(window.detailPane()->currentId(), next);
    QCOMPARE(window.model()->deltaAt(window.table()->currentIndex().row())->id, next);
    window.findChild<QAction *>(QStringLiteral("invalidateAction"))->trigger();
    QTRY_COMPARE(window.model()->rowCount(), 3);
    QTRY_VERIFY(window.detailPane()->currentId() != next);
    QVERIFY(!window.detailPane()->currentId().isEmpty());
    QVERIFY(window.table()->currentIndex().isValid());

    // Mark Invalid is undone like Forget: Edit → Undo Mark Invalid.
    auto *undo = window.findChild<QAction *>(QStringLiteral("undoForgetAction"));
    QVERIFY(undo);
    QTRY_VERIFY(window.lakeStatusBar()->currentMessage().contains(QStringLiteral("Undo Mark Invalid")));
    undo->trigger();
    QTRY_COMPARE(window.model()->rowCount(), 4);
    QTRY_COMPARE(window.detailPane()->currentId(), next);
    QCOMPARE(lake->get(next)->state, DeltaState::Active);
}

QTEST_MAIN(TestUiAccessibility)
#include "tst_ui_accessibility.moc"
