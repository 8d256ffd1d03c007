// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The window's own behaviour: countdown vectors and colours, filters and the
// search box, the detail pane's links and image, engaging from the window,
// one-click keep in Wilting soon, and "Sweep now" with its dry run,
// confirmation and cancel. Runs on the offscreen platform.

#include "CorrectDialog.h"
#include "DeltaDetailPane.h"
#include "DeltaTableModel.h"
#include "EngageDialog.h"
#include "Engage.h"
#include "Engagement.h"
#include "EngagedDeltas.h"
#include "FilterBar.h"
#include "Forgetting.h"
#include "LakeReader.h"
#include "LakeStatusBar.h"
#include "LakeWriter.h"
#include "MainWindow.h"
#include "MemoryOperations.h"
#include "Reaper.h"
#include "Scheduler.h"
#include "TestSupport.h"
#include "WiltingSoonPage.h"
#include "WiltsInDelegate.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBuffer>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QImage>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QDialogButtonBox>
#include <QPlainTextEdit>
#include <QLabel>
#include <QtTest>

using namespace tarn;
using namespace Qt::StringLiterals;
using namespace tarn::test;
using tarn::ui::DeltaTableModel;

class TestUiWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void countdownText_data();
    void countdownText();
    void countdownColourShiftsAsDeadlineNears();
    void filtersAndSearchCombine();
    void detailLinksJumpAndShowImage();
    void engagingWritesTheRightDeltaAndSelectsIt();
    void engageDialogNeedsAReason();
    void engagementOutlivesItsReapedTarget();
    void forgetHidesAndUndoBringsBack();
    void eraseAsksFirst();
    void eraseShowsWhatGoesAlong();
    void correctAndInvalidateFromTheWindow();
    void correctingAnObservationIsAuthored();
    void searchSaysHowManyMatch();
    void detailLinksAddressesAndRendersNotes();
    void wiltingSoonKeepsWithOneClick();
    void sweepNowAsksWithDryRunCounts();
    void titleNamesTheLakeAndNeverAPassword();
    void headersSortByWhatTheyShow();
    void ctrlEndReachesTheOldest();
    void hiddenViewRestoresForgottenAndInvalid();
};

void TestUiWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestUiWindow::countdownText_data()
{
    QTest::addColumn<qint64>("left");
    QTest::addColumn<bool>("authored");
    QTest::addColumn<QString>("text");
    QTest::newRow("authored") << 0LL << true << QStringLiteral("forever");
    QTest::newRow("past") << -5000LL << false << QStringLiteral("now");
    QTest::newRow("zero") << 0LL << false << QStringLiteral("now");
    QTest::newRow("seconds") << 42 * Duration::Second << false << QStringLiteral("in 42 s");
    QTest::newRow("minutes") << 12 * Duration::Minute + 30 * Duration::Second << false << QStringLiteral("in 12 min");
    QTest::newRow("hour exactly") << Duration::Hour << false << QStringLiteral("in 1 h");
    QTest::newRow("hours and minutes") << 5 * Duration::Hour + 7 * Duration::Minute << false << QStringLiteral("in 5 h 7 min");
    QTest::newRow("day less a minute") << Duration::Day - Duration::Minute << false << QStringLiteral("in 23 h 59 min");
    QTest::newRow("days and hours") << 3 * Duration::Day + 4 * Duration::Hour + 5 * Duration::Minute << false
                                    << QStringLiteral("in 3 d 4 h");
    QTest::newRow("whole days") << 30 * Duration::Day << false << QStringLiteral("in 30 d");
}

void TestUiWindow::countdownText()
{
    QFETCH(qint64, left);
    QFETCH(bool, authored);
    QFETCH(QString, text);
    const std::optional<qint64> expires = authored ? std::nullopt : std::optional<qint64>(kT0 + left);
    QCOMPARE(DeltaTableModel::wiltsInText(expires, kT0), text);
}

void TestUiWindow::countdownColourShiftsAsDeadlineNears()
{
    for (const bool dark : {false, true}) {
        QPalette p;
        p.setColor(QPalette::Base, dark ? QColor(0x20, 0x20, 0x20) : QColor(Qt::white));
        p.setColor(QPalette::Text, dark ? QColor(Qt::white) : QColor(Qt::black));
        using D = ui::WiltsInDelegate;
        const QColor fresh = D::colourFor(3 * Duration::Day, p);
        const QColor hours = D::colourFor(5 * Duration::Hour, p);
        const QColor last = D::colourFor(2 * Duration::Minute, p);
        QCOMPARE(fresh, p.color(QPalette::Text)); // plenty of time: plain text
        QCOMPARE(D::colourFor(Duration::Day, p), p.color(QPalette::Text));
        QVERIFY(hours != fresh);
        QVERIFY(last != hours);
        QVERIFY(last.red() > last.green() && last.red() > last.blue()); // red at the end
        QCOMPARE(D::colourFor(0, p), last); // fully red in the last ten minutes
        // Later is never more urgent: the colour moves one way only.
        QVERIFY(D::colourFor(30 * Duration::Minute, p).green() >= last.green());
        // Readable on its background: enough lightness difference.
        QVERIFY(std::abs(last.lightnessF() - p.color(QPalette::Base).lightnessF()) > 0.25);
    }
}

void TestUiWindow::filtersAndSearchCombine()
{
    TempLake lake;
    lake->insert(draft(QStringLiteral("rss:alps"), QStringLiteral("Snow on the tarn trail")));
    lake.clock.advance(1000);
    lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("tarn sensor alive")));
    lake.clock.advance(1000);
    Delta teamNote = draft(QStringLiteral("chat"), QStringLiteral("Team walk to the tarn on Sunday"), Kind::Decision);
    teamNote.scope = Scope::Team;
    lake->insert(teamNote);
    lake.clock.advance(1000);
    lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Buy boots"), Kind::Goal));

    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    QTRY_COMPARE(window.model()->rowCount(), 4);
    ui::FilterBar *bar = window.filterBar();

    QTest::keyClicks(bar->searchBox(), QStringLiteral("tarn"));
    QTRY_COMPARE(window.model()->rowCount(), 3);
    bar->originBox()->setCurrentIndex(bar->originBox()->findText(QStringLiteral("Observed only")));
    QTRY_COMPARE(window.model()->rowCount(), 2);
    bar->wiltingBox()->setChecked(true); // only the heartbeat wilts within 24 h
    QTRY_COMPARE(window.model()->rowCount(), 1);
    QCOMPARE(window.model()->deltaAt(0)->source, QStringLiteral("heartbeat"));
    bar->clear();
    QTRY_COMPARE(window.model()->rowCount(), 4);
    bar->scopeBox()->setCurrentIndex(bar->scopeBox()->findData(QStringLiteral("team")));
    QTRY_COMPARE(window.model()->rowCount(), 1);
    QCOMPARE(window.model()->deltaAt(0)->kind, Kind::Decision);
    bar->clear();
    bar->kindBox()->setCurrentIndex(bar->kindBox()->findData(QStringLiteral("goal")));
    QTRY_COMPARE(window.model()->rowCount(), 1);
    bar->clear();
    // The source list comes from the lake's stats; choosing one filters.
    QTRY_VERIFY(bar->sourceBox()->findData(QStringLiteral("rss:alps")) >= 0);
    bar->sourceBox()->setCurrentIndex(bar->sourceBox()->findData(QStringLiteral("rss:alps")));
    QTRY_COMPARE(window.model()->rowCount(), 1);
    // A search that matches nothing keeps the table (not the welcome view).
    bar->clear();
    QTest::keyClicks(bar->searchBox(), QStringLiteral("zzzz"));
    QTRY_COMPARE(window.model()->rowCount(), 0);
    QVERIFY(!window.isShowingEmptyState());
}

void TestUiWindow::detailLinksJumpAndShowImage()
{
    TempLake lake;
    QImage image(64, 40, QImage::Format_RGB32);
    image.fill(QColor(0x2b, 0x7f, 0xb8));
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    Delta photo = draft(QStringLiteral("browser"), QStringLiteral("The tarn at dawn"));
    photo.mediaHash = lake->putMedia(png);
    photo = lake->insert(photo);
    lake.clock.advance(1000);
    const Delta affirm = Engagement::engage(*lake, photo.id, EngagementType::Affirm, QStringLiteral("Frame it"));

    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    QTRY_COMPARE(window.model()->rowCount(), 2);
    // The newest (the engagement) is selected first; its image travels along.
    QTRY_COMPARE(window.detailPane()->currentId(), affirm.id);
    QTRY_VERIFY(window.detailPane()->isShowingImage());
    QVERIFY(window.detailPane()->text().contains(QStringLiteral("affirms:") + photo.id));
    // Following the tag jumps to the target.
    Q_EMIT window.detailPane()->deltaLinkActivated(photo.id);
    QTRY_COMPARE(window.detailPane()->currentId(), photo.id);
    QCOMPARE(window.table()->currentIndex().row(), window.model()->rowOf(photo.id));
    QTRY_VERIFY(window.detailPane()->text().contains(QStringLiteral("Frame it")));
    QVERIFY(window.detailPane()->text().contains(QStringLiteral("UTC")));
    // Once the target has wilted, the link says so instead of showing stale data.
    lake.clock.advance(8 * Duration::Day);
    Q_EMIT window.detailPane()->deltaLinkActivated(QStringLiteral("0123456789ab"));
    QTRY_VERIFY(window.detailPane()->text().contains(QStringLiteral("no longer in the lake")));
}

void TestUiWindow::engagingWritesTheRightDeltaAndSelectsIt()
{
    TempLake lake;
    const Delta target = lake->insert(draft(QStringLiteral("rss:alps"), QStringLiteral("Pass closed until May")));
    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    QTRY_COMPARE(window.model()->rowCount(), 1);
    QTRY_COMPARE(window.detailPane()->currentId(), target.id);
    QVERIFY(window.engageAction(EngagementType::Refute)->isEnabled());

    QSignalSpy saved(&window, &ui::MainWindow::engagementSaved);
    ui::EngageDialog *dialog = window.createEngageDialog(EngagementType::Refute);
    QVERIFY(dialog);
    // Before a reason, the preview puts no words in the person's mouth.
    QVERIFY2(!dialog->previewText().contains(QStringLiteral("(your reason)")), qPrintable(dialog->previewText()));
    QVERIFY(!dialog->previewText().contains(QStringLiteral("refutes:")));
    dialog->setReason(QStringLiteral("It reopened on 2 April"));
    QVERIFY(dialog->previewText().contains(QStringLiteral("It reopened on 2 April")));
    QVERIFY(dialog->previewText().contains(QStringLiteral("refutes:") + target.id));
    QVERIFY(dialog->previewText().contains(QStringLiteral("Pass closed until May")));
    dialog->accept();
    QVERIFY(saved.wait());
    const auto written = saved.at(0).at(0).value<Delta>();

    const std::optional<Delta> stored = lake->get(written.id);
    QVERIFY(stored);
    QVERIFY(stored->isAuthored());
    QCOMPARE(stored->source, QStringLiteral("tarn-engagement"));
    QVERIFY(stored->tags.contains(QStringLiteral("refutes:") + target.id));
    QVERIFY(stored->content.startsWith(QStringLiteral("It reopened on 2 April")));
    QVERIFY(stored->content.contains(QStringLiteral("Pass closed until May")));
    QCOMPARE(lake->audit().recent({QStringLiteral("engage")}).at(0).actor, QStringLiteral("window"));
    // The new delta is selected once the table has it.
    QTRY_COMPARE(window.detailPane()->currentId(), written.id);
    QCOMPARE(window.table()->currentIndex().row(), window.model()->rowOf(written.id));
    // The target is untouched.
    QCOMPARE(lake->get(target.id)->expiresAt, target.expiresAt);
    // ... and its row is marked as engaged with (issue 22): an icon in the
    // Origin column, said in its tooltip and to a screen reader.
    const auto originOf = [&](const QString &id) {
        return window.model()->index(window.model()->rowOf(id), DeltaTableModel::Origin);
    };
    QTRY_COMPARE(originOf(target.id).data(DeltaTableModel::EngagedRole).toInt(), int(EngagedDeltas::Refuted));
    QVERIFY(!originOf(target.id).data(Qt::DecorationRole).value<QIcon>().isNull());
    QCOMPARE(originOf(target.id).data(Qt::ToolTipRole).toString(), QStringLiteral("Engaged: refuted"));
    QCOMPARE(originOf(target.id).data(Qt::AccessibleTextRole).toString(), QStringLiteral("Observed, refuted"));
    // The engagement's own row carries no mark.
    QCOMPARE(originOf(written.id).data(DeltaTableModel::EngagedRole).toInt(), 0);
    QVERIFY(originOf(written.id).data(Qt::DecorationRole).isNull());
    // A reply too; the marks add up, and a fresh window reads them with its first page.
    Engagement::engage(*lake, target.id, EngagementType::Reply, QStringLiteral("Checked again today"));
    QTRY_COMPARE(originOf(target.id).data(DeltaTableModel::EngagedRole).toInt(),
                 int(EngagedDeltas::Refuted | EngagedDeltas::Replied));
    ui::MainWindow second(lake.path(), lake.clock);
    QTRY_COMPARE(second.model()->rowCount(), 3);
    QCOMPARE(second.model()->index(second.model()->rowOf(target.id), DeltaTableModel::Origin).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Engaged: ") + QLocale().createSeparatedList({QStringLiteral("refuted"), QStringLiteral("replied to")}));
}

void TestUiWindow::engageDialogNeedsAReason()
{
    Delta target = draft(QStringLiteral("rss"), QStringLiteral("Something observed"));
    target.id = QStringLiteral("0000000000aa");
    target.observedAt = kT0;
    target.expiresAt = kT0 + Duration::Day;
    ui::EngageDialog dialog(target, EngagementType::Affirm);
    QVERIFY(!dialog.canSave());
    dialog.setReason(QStringLiteral("   "));
    QVERIFY(!dialog.canSave());
    dialog.setReason(QStringLiteral("Worth keeping"));
    QVERIFY(dialog.canSave());
    QCOMPARE(dialog.reason(), QStringLiteral("Worth keeping"));

    // Ctrl+Enter saves from the reason field, where Enter is a new line;
    // with no reason it does nothing.
    ui::EngageDialog typed(target, EngagementType::Reply);
    typed.show();
    QVERIFY(QTest::qWaitForWindowExposed(&typed));
    QApplication::setActiveWindow(&typed);
    auto *reason = typed.findChild<QPlainTextEdit *>();
    QVERIFY(reason);
    reason->setFocus();
    QTRY_VERIFY(reason->hasFocus());
    QTest::keyClick(reason, Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(typed.isVisible());
    QCOMPARE(typed.result(), int(QDialog::Rejected));
    QTest::keyClicks(reason, QStringLiteral("Good point"));
    QTest::keyClick(reason, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(typed.result(), int(QDialog::Accepted));
    QCOMPARE(typed.reason(), QStringLiteral("Good point"));
}

void TestUiWindow::engagementOutlivesItsReapedTarget()
{
    TempLake lake;
    const Delta beat = lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("Boiler pressure 0.4 bar")));
    lake.clock.advance(1000);
    const Delta kept = Engagement::engage(*lake, beat.id, EngagementType::Affirm, QStringLiteral("Call the plumber"));
    lake.clock.advance(2 * Duration::Day);
    QCOMPARE(Reaper::run(*lake).removed, 1);

    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    QTRY_COMPARE(window.model()->rowCount(), 1);
    QTRY_COMPARE(window.detailPane()->currentId(), kept.id);
    // The carried content is the engagement's own: it is all still there.
    QVERIFY(window.detailPane()->text().contains(QStringLiteral("Call the plumber")));
    QVERIFY(window.detailPane()->text().contains(QStringLiteral("Boiler pressure 0.4 bar")));
    // Its tag still links to the target, which now says it is gone.
    Q_EMIT window.detailPane()->deltaLinkActivated(beat.id);
    QTRY_VERIFY(window.detailPane()->text().contains(QStringLiteral("no longer in the lake")));
}

void TestUiWindow::forgetHidesAndUndoBringsBack()
{
    TempLake lake;
    const Delta secret = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("my old address"), Kind::Fact));
    lake->insert(draft(QStringLiteral("chat"), QStringLiteral("keep this"), Kind::Fact));
    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    QTRY_COMPARE(window.model()->rowCount(), 2);
    for (int row = 0; row < 2; ++row)
        if (window.model()->deltaAt(row)->id == secret.id)
            window.table()->setCurrentIndex(window.model()->index(row, 0));
    window.findChild<QAction *>(QStringLiteral("forgetAction"))->trigger();
    QTRY_COMPARE(window.model()->rowCount(), 1);
    QCOMPARE(lake->get(secret.id)->state, DeltaState::Forgotten);
    window.findChild<QAction *>(QStringLiteral("undoForgetAction"))->trigger();
    QTRY_COMPARE(window.model()->rowCount(), 2);
    QCOMPARE(lake->get(secret.id)->state, DeltaState::Active);
}

// Issue 22, "seeing the hidden": the filter bar lists what was forgotten or
// marked invalid, and Restore brings each back the way it went.
void TestUiWindow::hiddenViewRestoresForgottenAndInvalid()
{
    TempLake lake;
    const Delta forgotten = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("my old address"), Kind::Fact));
    lake.clock.advance(Duration::Second);
    const Delta wrong = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("the pool opens at 7"), Kind::Fact));
    lake.clock.advance(Duration::Second);
    lake->insert(draft(QStringLiteral("chat"), QStringLiteral("keep this"), Kind::Fact));
    Forgetting::forgetSoft(*lake, forgotten.id);
    MemoryOperations::invalidate(*lake, wrong.id);
    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    DeltaTableModel *model = window.model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_COMPARE(model->rowCount(), 1);
    auto *restore = window.findChild<QAction *>(QStringLiteral("restoreAction"));
    QVERIFY(restore);
    QTRY_COMPARE(window.table()->currentIndex().row(), 0);
    QVERIFY(!restore->isEnabled()); // a live delta has nothing to come back from

    window.filterBar()->hiddenBox()->setChecked(true);
    QTRY_COMPARE(model->rowCount(), 2);
    QCOMPARE(model->deltaAt(0)->id, wrong.id); // newest first
    QCOMPARE(model->data(model->index(0, DeltaTableModel::Origin)).toString(), QStringLiteral("Invalid"));
    QCOMPARE(model->data(model->index(1, DeltaTableModel::Origin)).toString(), QStringLiteral("Forgotten"));
    window.table()->setCurrentIndex(model->index(0, DeltaTableModel::Content));
    QVERIFY(restore->isEnabled());
    QVERIFY(!window.findChild<QAction *>(QStringLiteral("forgetAction"))->isEnabled());
    QVERIFY(window.findChild<QAction *>(QStringLiteral("eraseAction"))->isEnabled());

    // The invalid one is valid again, leaves the view, the next is selected.
    restore->trigger();
    QTRY_COMPARE(model->rowCount(), 1);
    QCOMPARE(lake->get(wrong.id)->state, DeltaState::Active);
    QTRY_COMPARE(window.table()->currentIndex().row(), 0);
    QCOMPARE(model->deltaAt(0)->id, forgotten.id);
    restore->trigger();
    QTRY_COMPARE(model->rowCount(), 0);
    QCOMPARE(lake->get(forgotten.id)->state, DeltaState::Active);

    window.filterBar()->hiddenBox()->setChecked(false);
    QTRY_COMPARE(model->rowCount(), 3);
}

namespace {
// Answers the erase confirmation once it is up (it waits for the writer to
// say what goes along); informative: what the box said.
void answerEraseBox(bool erase, QString *informative = nullptr, int triesLeft = 100)
{
    QTimer::singleShot(50, [=] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) {
            if (triesLeft > 0)
                answerEraseBox(erase, informative, triesLeft - 1);
            return;
        }
        QVERIFY(box->informativeText().contains(QStringLiteral("cannot be undone")));
        if (informative)
            *informative = box->informativeText();
        for (QAbstractButton *b : box->buttons())
            if ((erase && box->buttonRole(b) == QMessageBox::DestructiveRole)
                || (!erase && box->standardButton(b) == QMessageBox::Cancel))
                b->click();
    });
}
} // namespace

void TestUiWindow::eraseAsksFirst()
{
    TempLake lake;
    const Delta secret = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("my old address"), Kind::Fact));
    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    QTRY_COMPARE(window.model()->rowCount(), 1);
    window.table()->setCurrentIndex(window.model()->index(0, 0));
    // Answer the confirmation: first Cancel, then Erase.
    const auto answer = [](bool erase) { answerEraseBox(erase); };
    answer(false);
    window.findChild<QAction *>(QStringLiteral("eraseAction"))->trigger();
    QTest::qWait(200);
    QVERIFY(lake->get(secret.id));
    answer(true);
    window.findChild<QAction *>(QStringLiteral("eraseAction"))->trigger();
    QTRY_VERIFY(!lake->get(secret.id));
    QTRY_COMPARE(window.model()->rowCount(), 0);
}

// Issue 19: the erase dialog lists what goes along before it asks.
void TestUiWindow::eraseShowsWhatGoesAlong()
{
    TempLake lake;
    Delta turn = draft(QStringLiteral("chat"), QStringLiteral("User: my old address is 4 Quillon Row"), Kind::Episode);
    turn = lake->insert(turn);
    Delta memory = draft(QStringLiteral("chat"), QStringLiteral("My address is 4 Quillon Row"), Kind::Fact);
    memory.segmentId = turn.id;
    memory = lake->insert(memory);
    const Delta affirmation = Engagement::engage(*lake, memory.id, EngagementType::Affirm, QStringLiteral("still true"));
    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    QTRY_VERIFY(window.model()->rowCount() >= 2);
    for (int row = 0; row < window.model()->rowCount(); ++row)
        if (window.model()->deltaAt(row)->id == memory.id)
            window.table()->setCurrentIndex(window.model()->index(row, 0));
    QString said;
    answerEraseBox(false, &said);
    window.findChild<QAction *>(QStringLiteral("eraseAction"))->trigger();
    QTRY_VERIFY(!said.isEmpty());
    QVERIFY2(said.contains(QStringLiteral("1 engagement that quotes it")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("the conversation turn it was captured from")), qPrintable(said));
    QVERIFY(said.contains(QStringLiteral("still true")));
    QVERIFY(said.contains(QStringLiteral("User: my old address")));
    QTest::qWait(100);
    QVERIFY(lake->get(memory.id) && lake->get(turn.id) && lake->get(affirmation.id));
    said.clear();
    answerEraseBox(true, &said);
    window.findChild<QAction *>(QStringLiteral("eraseAction"))->trigger();
    QTRY_VERIFY(!lake->get(memory.id));
    QVERIFY(!lake->get(turn.id));
    QVERIFY(!lake->get(affirmation.id));
    QTRY_VERIFY2(window.lakeStatusBar()->currentMessage().contains(QStringLiteral("and 2 more that carried its words")),
                 qPrintable(window.lakeStatusBar()->currentMessage()));
}

void TestUiWindow::correctAndInvalidateFromTheWindow()
{
    TempLake lake;
    const Delta old = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Robin lives in Leeds"), Kind::Fact));
    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    QTRY_COMPARE(window.model()->rowCount(), 1);
    window.table()->setCurrentIndex(window.model()->index(0, 0));
    window.findChild<QAction *>(QStringLiteral("supersedeAction"))->trigger();
    ui::CorrectDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = window.findChild<ui::CorrectDialog *>()));
    auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled()); // nothing changed yet
    QCOMPARE(dialog->findChild<QPlainTextEdit *>(QStringLiteral("correctContent"))->toPlainText(),
             QStringLiteral("Robin lives in Leeds"));
    dialog->setContent(QStringLiteral("   "));
    QVERIFY(!ok->isEnabled()); // empty content is not a correction
    QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("correctHint"))->text().contains(QStringLiteral("Forget")));
    dialog->setContent(QStringLiteral("Robin lives in York"));
    dialog->setTags(QStringLiteral("home, profile, home"));
    dialog->setKind(Kind::Profile);
    QVERIFY(ok->isEnabled());
    QVERIFY(dialog->grab().save(QStringLiteral("/tmp/tarn-correct.png")));
    ok->click();
    QTRY_VERIFY(!lake->get(old.id)->supersededBy.isEmpty());
    const QString next = lake->get(old.id)->supersededBy;
    QCOMPARE(lake->get(next)->content, QStringLiteral("Robin lives in York"));
    QCOMPARE(lake->get(next)->tags, (QStringList{QStringLiteral("home"), QStringLiteral("profile")}));
    QCOMPARE(lake->get(next)->kind, Kind::Profile);
    QCOMPARE(lake->get(next)->supersedes, old.id);
    QTRY_COMPARE(window.model()->rowCount(), 1);
    QTRY_COMPARE(window.model()->deltaAt(0)->id, next);

    window.table()->setCurrentIndex(window.model()->index(0, 0));
    window.findChild<QAction *>(QStringLiteral("invalidateAction"))->trigger();
    QTRY_COMPARE(window.model()->rowCount(), 0);
    QCOMPARE(lake->get(next)->state, DeltaState::Invalidated);
}

// A person's correction of an observation is authored (issue 22): a copy
// under the feed's source would wilt with the feed.
// What a delta shows (issue 22): web addresses are links that open in the
// browser, and a vault note's Markdown is rendered, not shown raw.
void TestUiWindow::detailLinksAddressesAndRendersNotes()
{
    ManualClock clock(kT0);
    ui::DeltaDetailPane pane(clock);
    QSignalSpy opened(&pane, &ui::DeltaDetailPane::externalLinkActivated);
    Delta item = draft(QStringLiteral("rss:lwn"), QStringLiteral("Read https://lwn.net/Articles/1?a=1&b=2. <b>not bold</b>"));
    item.id = QStringLiteral("0123456789ab");
    pane.showDelta(item);
    auto *browser = pane.findChild<QTextBrowser *>(QStringLiteral("detailText"));
    QVERIFY(browser);
    const QString html = browser->toHtml();
    QVERIFY2(html.contains(QStringLiteral("href=\"https://lwn.net/Articles/1?a=1&amp;b=2\"")), qPrintable(html));
    QVERIFY(browser->toPlainText().contains(QStringLiteral("<b>not bold</b>"))); // a feed's markup stays text
    Q_EMIT browser->anchorClicked(QUrl(QStringLiteral("https://lwn.net/Articles/1?a=1&b=2")));
    QCOMPARE(opened.size(), 1);
    QCOMPARE(opened.at(0).at(0).toUrl(), QUrl(QStringLiteral("https://lwn.net/Articles/1?a=1&b=2")));
    // A feed item says when it was published, beside when a poll saw it.
    QVERIFY(!browser->toPlainText().contains(QStringLiteral("Published")));
    item.observedAt = kT0;
    item.validFrom = kT0 - 3 * Duration::Day;
    pane.showDelta(item);
    QVERIFY2(browser->toPlainText().contains(QStringLiteral("Published")), qPrintable(browser->toPlainText()));

    Delta note = draft(QStringLiteral("vault"), QStringLiteral("# Packing list\n\n- passport\n- **charger**\n"), Kind::Fact);
    note.id = QStringLiteral("0123456789ac");
    pane.showDelta(note);
    const QString text = browser->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("Packing list")) && !text.contains(QStringLiteral("# Packing")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("**charger**")), qPrintable(text));
    QVERIFY(browser->toHtml().contains(QStringLiteral("<li")));
}

// Search feedback (issue 22): how many deltas match, beside the box.
void TestUiWindow::searchSaysHowManyMatch()
{
    TempLake lake;
    QList<NewDelta> many;
    for (int i = 0; i < 1005; ++i)
        many << NewDelta{draft(QStringLiteral("rss"), QStringLiteral("tarn report %1").arg(i))};
    lake->insertBatch(many);
    for (int i = 0; i < 3; ++i)
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The heron came back %1").arg(i), Kind::Fact));
    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    QTRY_VERIFY(window.model()->rowCount() > 0);
    QCOMPARE(window.filterBar()->matchCountText(), QString()); // no search, no count
    auto *search = window.filterBar()->findChild<QLineEdit *>(QStringLiteral("searchBox"));
    search->setText(QStringLiteral("heron"));
    QTRY_COMPARE(window.filterBar()->matchCountText(), QStringLiteral("3 matches"));
    search->setText(QStringLiteral("tarn"));
    QTRY_COMPARE(window.filterBar()->matchCountText(), QStringLiteral("1,000+ matches"));
    search->setText(QStringLiteral("albatross"));
    QTRY_COMPARE(window.filterBar()->matchCountText(), QStringLiteral("No matches"));
    search->clear();
    QTRY_COMPARE(window.filterBar()->matchCountText(), QString());
}

namespace {

QStringList contentsOf(const DeltaTableModel &model)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.deltaAt(row)->content;
    return out;
}

} // namespace

// Issue 22: Browse is ordered by the "When" it shows (an import keeps its
// times, so insertion order read 11-25, 11-15, 11-25), and the headers sort.
void TestUiWindow::headersSortByWhatTheyShow()
{
    TempLake lake;
    const qint64 now = lake.clock.nowMs();
    const QList<int> daysAgo{3, 0, 9, 1, 5};
    for (int i = 0; i < daysAgo.size(); ++i) {
        Delta d = draft(i == 1 || i == 2 ? QStringLiteral("chat") : QStringLiteral("vault"),
                        QStringLiteral("%1 days ago").arg(daysAgo.at(i)), Kind::Fact);
        d.observedAt = now - daysAgo.at(i) * Duration::Day;
        lake->insert(d);
    }
    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    DeltaTableModel *model = window.model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_COMPARE(model->rowCount(), 5);
    const QStringList newestFirst{u"0 days ago"_s, u"1 days ago"_s, u"3 days ago"_s, u"5 days ago"_s, u"9 days ago"_s};
    QCOMPARE(contentsOf(*model), newestFirst);
    QHeaderView *header = window.table()->horizontalHeader();
    QCOMPARE(header->sortIndicatorSection(), int(DeltaTableModel::When));
    QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);

    // A click on When turns the order round, read again from the lake.
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                      QPoint(header->sectionViewportPosition(DeltaTableModel::When) + 5, header->height() / 2));
    QTRY_COMPARE(contentsOf(*model), QStringList(newestFirst.crbegin(), newestFirst.crend()));
    QCOMPARE(model->filter().sort, (ListSort{SortKey::When, true}));

    // By source: chat before vault, the newest first within each.
    header->setSortIndicator(DeltaTableModel::Source, Qt::AscendingOrder);
    QTRY_COMPARE(contentsOf(*model), (QStringList{u"0 days ago"_s, u"9 days ago"_s, u"1 days ago"_s,
                                                  u"3 days ago"_s, u"5 days ago"_s}));

    // Content does not sort: the arrow stays on the order the rows are in.
    header->setSortIndicator(DeltaTableModel::Content, Qt::AscendingOrder);
    QCOMPARE(header->sortIndicatorSection(), int(DeltaTableModel::Source));
    QCOMPARE(model->filter().sort, (ListSort{SortKey::Source, true}));

    // A filter keeps the order; clearing it too.
    window.filterBar()->setSource(QStringLiteral("vault"));
    QTRY_COMPARE(contentsOf(*model), (QStringList{u"1 days ago"_s, u"3 days ago"_s, u"5 days ago"_s}));
    QCOMPARE(model->filter().sort, (ListSort{SortKey::Source, true}));
}

void TestUiWindow::ctrlEndReachesTheOldest()
{
    TempLake lake;
    QList<NewDelta> many;
    for (int i = 0; i < 450; ++i) {
        Delta d = draft(QStringLiteral("chat"), QStringLiteral("note %1").arg(i), Kind::Insight);
        d.observedAt = lake.clock.nowMs() - qint64(i) * Duration::Minute;
        many << NewDelta{d};
    }
    lake->insertBatch(many);
    ui::MainWindow window(lake.path(), lake.clock);
    window.show();
    QTRY_VERIFY(window.model()->rowCount() >= 200);
    QTRY_VERIFY(!window.model()->isFetching());
    QVERIFY(window.model()->canFetchMore({}));
    window.table()->setFocus();
    QTest::keyClick(window.table(), Qt::Key_End, Qt::ControlModifier);
    QTRY_COMPARE(window.model()->deltaAt(0)->content, QStringLiteral("note 449"));
    QTRY_COMPARE(window.table()->currentIndex().row(), 0);
    QCOMPARE(window.table()->horizontalHeader()->sortIndicatorOrder(), Qt::AscendingOrder);
    QVERIFY(window.lakeStatusBar()->currentMessage().contains(u"oldest"_s));
}

void TestUiWindow::correctingAnObservationIsAuthored()
{
    TempLake lake;
    const Delta seen = lake->insert(draft(QStringLiteral("rss"), QStringLiteral("The pool opens at 9")));
    QVERIFY(seen.expiresAt);
    ui::CorrectDialog dialog(seen);
    QVERIFY(!dialog.patch().source); // nothing changed, nothing to write
    dialog.setContent(QStringLiteral("The pool opens at 10 on Sundays"));
    QCOMPARE(dialog.patch().source.value_or(QString()), QStringLiteral("chat"));
    const Delta written = MemoryOperations::patch(*lake, seen.id, dialog.patch());
    QVERIFY(written.isAuthored());
    QCOMPARE(written.source, QStringLiteral("chat"));
    QCOMPARE(written.supersedes, seen.id);
    // An authored delta's correction keeps its source.
    ui::CorrectDialog again(written);
    again.setContent(QStringLiteral("The pool opens at 10 on Sundays and holidays"));
    QVERIFY(!again.patch().source);
}

void TestUiWindow::wiltingSoonKeepsWithOneClick()
{
    TempLake lake;
    const Delta beat = lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("router alive")));
    lake->insert(draft(QStringLiteral("rss"), QStringLiteral("wilts in a month")));
    lake->insert(draft(QStringLiteral("chat"), QStringLiteral("never wilts"), Kind::Fact));
    LakeReaderHost reader(lake.path(), lake.clock);
    LakeWriterHost writer(lake.path(), lake.clock);
    reader.open();
    ui::WiltingSoonPage page(&reader, &writer);
    QAbstractItemModelTester tester(page.keepModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    page.resize(900, 400);
    page.show();
    QTRY_COMPARE(page.model()->rowCount(), 1); // only what wilts within 24 h
    QCOMPARE(page.model()->deltaAt(0)->id, beat.id);
    const QModelIndex keepCell = page.keepModel()->index(0, ui::WiltingSoonModel::KeepColumn);
    QCOMPARE(keepCell.data().toString(), QStringLiteral("Keep"));

    QSignalSpy kept(&page, &ui::WiltingSoonPage::kept);
    QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {}, page.view()->visualRect(keepCell).center());
    QVERIFY(kept.wait());
    QCOMPARE(kept.at(0).at(0).toString(), beat.id);
    QCOMPARE(keepCell.data().toString(), QStringLiteral("Kept"));
    const std::optional<Delta> affirm = lake->get(kept.at(0).at(1).toString());
    QVERIFY(affirm && affirm->isAuthored());
    QVERIFY(affirm->tags.contains(QStringLiteral("affirms:") + beat.id));
    // A second click does not write a second affirm.
    QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {}, page.view()->visualRect(keepCell).center());
    QTest::qWait(200);
    QCOMPARE(lake->audit().recent({QStringLiteral("engage")}).size(), 1);
}

void TestUiWindow::sweepNowAsksWithDryRunCounts()
{
    TempLake lake;
    for (int i = 0; i < 3; ++i)
        lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("beat %1").arg(i)));
    lake->insert(draft(QStringLiteral("chat"), QStringLiteral("mine"), Kind::Fact));
    ui::MainWindow window(lake.path(), lake.clock);
    SchedulerConfig config;
    config.reapAtStart = false;
    SchedulerHost scheduler(lake.path(), lake.clock, config);
    window.setScheduler(&scheduler);
    QSignalSpy started(scheduler.scheduler(), &Scheduler::started);
    scheduler.start();
    window.show();
    QTRY_COMPARE(started.count(), 1);
    QTRY_COMPARE(window.model()->rowCount(), 4);
    lake.clock.advance(25 * Duration::Hour);

    // Declining the confirmation removes nothing.
    window.sweepNow();
    QTRY_VERIFY(window.sweepConfirmation());
    QVERIFY(window.sweepConfirmation()->text().contains(QStringLiteral("delete 3 expired")));
    QVERIFY(!window.sweepAction()->isEnabled());
    window.sweepConfirmation()->button(QMessageBox::Cancel)->click();
    QTRY_VERIFY(window.sweepAction()->isEnabled());
    QCOMPARE(lake->stats().total, 4);

    // Confirming sweeps, with progress, and the table follows.
    QSignalSpy finished(scheduler.scheduler(), &Scheduler::sweepFinished);
    window.sweepNow();
    QTRY_VERIFY(window.sweepConfirmation());
    QPushButton *sweep = nullptr;
    for (QAbstractButton *b : window.sweepConfirmation()->buttons())
        if (window.sweepConfirmation()->buttonRole(b) == QMessageBox::AcceptRole)
            sweep = qobject_cast<QPushButton *>(b);
    QVERIFY(sweep);
    sweep->click();
    QTRY_VERIFY(finished.count() >= 2);
    QTRY_COMPARE(window.model()->rowCount(), 1);
    QCOMPARE(lake->stats().total, 1);
    QTRY_VERIFY(window.sweepAction()->isEnabled());
    QVERIFY(!window.sweepProgressDialog());
}

// "<lake> — Tarn": a file by its name, a server's lake as "db on host"; the
// whole location (without a password) is the status bar's tooltip.
void TestUiWindow::titleNamesTheLakeAndNeverAPassword()
{
    {
        TempLake lake;
        ui::MainWindow window(lake.path(), lake.clock);
        QCOMPARE(window.windowTitle(), QStringLiteral("lake.sqlite — Tarn"));
        const auto *counts = window.lakeStatusBar()->findChild<QLabel *>(QStringLiteral("countsLabel"));
        QVERIFY(counts);
        QVERIFY2(counts->toolTip().contains(QStringLiteral("Lake: ") + QDir::toNativeSeparators(lake.path())),
                 qPrintable(counts->toolTip()));
        QSignalSpy opened(&window, &ui::MainWindow::lakeOpened);
        QVERIFY(opened.wait(10000));
    }
    // Nothing listens on port 1: the window fails to open it, and neither
    // the title, the tooltip nor the failure shows the password typed.
    ui::MainWindow window(QStringLiteral("postgresql://anna:s3cret@127.0.0.1:1/notes"));
    QCOMPARE(window.windowTitle(), QStringLiteral("notes on 127.0.0.1 — Tarn"));
    const auto *counts = window.lakeStatusBar()->findChild<QLabel *>(QStringLiteral("countsLabel"));
    QVERIFY(counts->toolTip().contains(QStringLiteral("Lake: postgresql://anna@127.0.0.1:1/notes")));
    QSignalSpy failed(&window, &ui::MainWindow::lakeFailed);
    QVERIFY(failed.wait(20000));
    const QString where = failed.constFirst().at(0).toString();
    const QString why = failed.constFirst().at(1).toString();
    QCOMPARE(where, QStringLiteral("postgresql://anna@127.0.0.1:1/notes"));
    QVERIFY2(why.contains(QStringLiteral("cannot reach the lake at postgresql://anna@127.0.0.1:1/notes")), qPrintable(why));
    for (const QString &shown : {window.windowTitle(), counts->toolTip(), where, why})
        QVERIFY2(!shown.contains(QStringLiteral("s3cret")), qPrintable(shown));
}

QTEST_MAIN(TestUiWindow)
#include "tst_ui_window.moc"
