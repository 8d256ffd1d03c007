// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Sources page and the per-source settings dialog: the model's text and
// raw sort values, the page listing what a real lake holds, the dialog
// refusing nonsense with a reason, its dry-run count agreeing with the lake,
// and a re-time that asks first and then changes the lake. Runs offscreen
// against a temporary lake through the real reader and writer threads.

#include "LakeReader.h"
#include "LakeWriter.h"
#include "SourceSettingsDialog.h"
#include "SourceTableModel.h"
#include "SourcesPage.h"
#include "TestSupport.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;
using tarn::ui::SourceSettingsDialog;
using tarn::ui::SourcesPage;
using tarn::ui::SourceTableModel;

namespace {

using namespace Duration;

// A lake with observed RSS items of several ages (one from a feed of its
// own), chat turns that stick and a heartbeat; the clock stands at kT0.
struct Fixture
{
    TempLake lake;
    QStringList rssIds;
    QString rssOldId; // observed 20 days ago: a 7 d expiry expires it at once

    Fixture()
    {
        for (qint64 age : {20 * Day, 10 * Day, 1 * Hour}) {
            Delta d = draft(QStringLiteral("rss"), QStringLiteral("feed item %1 old").arg(age));
            d.observedAt = kT0 - age;
            rssIds << lake->insert(d).id;
        }
        rssOldId = rssIds.first();
        Delta hn = draft(QStringLiteral("rss:hn"), QStringLiteral("hacker news item"));
        hn.observedAt = kT0 - 2 * Day;
        rssIds << lake->insert(hn).id;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("I prefer tea"), Kind::Preference));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Remind me on Friday"), Kind::Goal));
        lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("alive")));
    }
};

// The page with its hosts, loaded once.
struct PageRig
{
    LakeReaderHost reader;
    LakeWriterHost writer;
    SourcesPage page;

    explicit PageRig(TempLake &lake)
        : reader(lake.path(), lake.clock), writer(lake.path(), lake.clock), page(&reader, &writer)
    {
        reader.open();
    }

    bool load()
    {
        QSignalSpy loaded(&page, &SourcesPage::sourcesLoaded);
        page.refresh();
        return loaded.wait(10000);
    }

    const SourceOverview *row(const QString &source) const
    {
        return page.model()->sourceAt(page.model()->rowOf(source));
    }
};

SourceOverview overview(const QString &source, qint64 count, std::optional<qint64> expiry)
{
    const SourceDefinition &def = SourceRegistry::builtIn().definitionFor(source);
    SourceOverview o;
    o.source = source;
    o.label = def.label;
    o.category = def.category;
    o.count = count;
    o.settings = SourceSettings{expiry, DecayClass::None};
    o.defaults = SourceRegistry::builtIn().defaults(source);
    o.allowNever = def.allowNever;
    o.classifiesDecay = def.classifiesDecay;
    return o;
}

void setExpiry(SourceSettingsDialog &dialog, int value, SourceSettingsDialog::Unit unit)
{
    dialog.unitCombo()->setCurrentIndex(dialog.unitCombo()->findData(unit));
    dialog.expirySpin()->setValue(value);
}

void setDecay(SourceSettingsDialog &dialog, DecayClass c)
{
    dialog.decayCombo()->setCurrentIndex(dialog.decayCombo()->findData(int(c)));
}

// Refused: no settings, a reason, the reason on show and Save disabled.
void expectRefused(SourceSettingsDialog &dialog, const QString &mentions)
{
    QString why;
    QVERIFY(!dialog.settings(&why).has_value());
    QVERIFY2(why.contains(mentions, Qt::CaseInsensitive), qPrintable(why));
    QCOMPARE(dialog.reasonLabel()->text(), why);
    QVERIFY(dialog.reasonLabel()->isVisibleTo(&dialog));
    QVERIFY(!dialog.saveButton()->isEnabled());
}

void grabTo(QWidget &widget, const QString &name)
{
    const QString path = QStringLiteral("/tmp/sources-%1.png").arg(name);
    QVERIFY(widget.grab().save(path));
}

} // namespace

class TestUiSources : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void modelShowsEachColumn();
    void modelSortsRawValues();
    void pageListsRegisteredSourcesAndCounts();
    void pageDropsStaleAnswers();
    void enterAndDoubleClickOpenSettings();
    void showDeltasNamesTheSource();
    void dialogRefusesNonsenseWithReason();
    void dialogAcceptsGoodValues();
    void authoredSourceOffersNever();
    void neverStoredSourceIsReadOnly();
    void dryRunCountMatchesLake();
    void shorterRetimeAsksThenChangesLake();
    void cancelledConfirmationChangesNothing();
    void longerRetimeAppliesWithoutAsking();
    void writerRefusalShownInline();
};

void TestUiSources::modelShowsEachColumn()
{
    ManualClock clock(kT0);
    SourceTableModel model(clock);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);

    SourceOverview rss = overview(QStringLiteral("rss"), 12345, 30 * Day);
    rss.nextExpiry = kT0 + 3 * Hour;
    rss.lastDeltaAt = kT0 - Hour;
    SourceOverview chat = overview(QStringLiteral("chat"), 2, std::nullopt);
    SourceOverview browser = overview(QStringLiteral("browser"), 0, 2 * Day);
    browser.custom = true;
    browser.settings.decayClass = DecayClass::Stable;
    model.setSources({rss, chat, browser});

    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), int(SourceTableModel::ColumnCount));
    auto text = [&model](int row, int column) { return model.index(row, column).data().toString(); };
    QVERIFY(text(0, SourceTableModel::SourceColumn).contains(QStringLiteral("RSS / Atom feeds")));
    QVERIFY(text(0, SourceTableModel::SourceColumn).contains(QStringLiteral("rss")));
    QCOMPARE(text(0, SourceTableModel::CategoryColumn), QStringLiteral("Source"));
    QCOMPARE(text(0, SourceTableModel::CountColumn), QLocale().toString(qint64(12345)));
    QCOMPARE(text(0, SourceTableModel::ExpiryColumn), QStringLiteral("30 d"));
    QCOMPARE(text(0, SourceTableModel::DecayColumn), QStringLiteral("Plain TTL"));
    QCOMPARE(text(0, SourceTableModel::NextExpiryColumn), QStringLiteral("in 3 h"));
    QVERIFY(!text(0, SourceTableModel::LastDeltaColumn).isEmpty());
    QCOMPARE(text(1, SourceTableModel::ExpiryColumn), QStringLiteral("never"));
    QCOMPARE(text(1, SourceTableModel::NextExpiryColumn), QStringLiteral("—"));
    QCOMPARE(text(1, SourceTableModel::LastDeltaColumn), QStringLiteral("—"));
    QCOMPARE(text(2, SourceTableModel::ExpiryColumn), QStringLiteral("2 d (custom)"));
    QCOMPARE(text(2, SourceTableModel::DecayColumn), QStringLiteral("Stable"));

    // The row's whole overview and its key, from any column.
    QCOMPARE(model.sourceAt(2)->source, QStringLiteral("browser"));
    QVERIFY(model.sourceAt(3) == nullptr);
    QVERIFY(model.sourceAt(-1) == nullptr);
    QCOMPARE(model.index(0, SourceTableModel::DecayColumn).data(SourceTableModel::SourceKeyRole).toString(),
             QStringLiteral("rss"));
    QCOMPARE(model.index(2, 0).data(SourceTableModel::OverviewRole).value<SourceOverview>().settings.expiryMs,
             std::optional<qint64>(2 * Day));

    // Time passes: the relative time moves, and only that column repaints.
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    clock.advance(2 * Hour);
    model.refreshRelativeTimes();
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex().column(), int(SourceTableModel::NextExpiryColumn));
    QCOMPARE(text(0, SourceTableModel::NextExpiryColumn), QStringLiteral("in 1 h"));

    // A fresh snapshot is a reset, not an edit.
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setSources({chat});
    QCOMPARE(reset.size(), 1);
    QCOMPARE(model.rowCount(), 1);
    model.setSources({});
    QCOMPARE(model.rowCount(), 0);
}

void TestUiSources::modelSortsRawValues()
{
    ManualClock clock(kT0);
    SourceTableModel model(clock);
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(SourceTableModel::SortRole);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // 9 sorts after 10000 as text; as numbers it must come first.
    model.setSources({overview(QStringLiteral("rss"), 9, 30 * Day), overview(QStringLiteral("sysinfo"), 10000, Day),
                      overview(QStringLiteral("chat"), 120, std::nullopt)});
    proxy.sort(SourceTableModel::CountColumn, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, 0).data(SourceTableModel::SourceKeyRole).toString(), QStringLiteral("rss"));
    QCOMPARE(proxy.index(2, 0).data(SourceTableModel::SourceKeyRole).toString(), QStringLiteral("sysinfo"));
    // Expiry by duration, "never" last.
    proxy.sort(SourceTableModel::ExpiryColumn, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, 0).data(SourceTableModel::SourceKeyRole).toString(), QStringLiteral("sysinfo"));
    QCOMPARE(proxy.index(2, 0).data(SourceTableModel::SourceKeyRole).toString(), QStringLiteral("chat"));
}

void TestUiSources::pageListsRegisteredSourcesAndCounts()
{
    Fixture f;
    PageRig rig(f.lake);
    QAbstractItemModelTester tester(rig.page.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(rig.load());

    QCOMPARE(rig.row(QStringLiteral("rss"))->count, 3);
    QCOMPARE(rig.row(QStringLiteral("rss:hn"))->count, 1);
    QCOMPARE(rig.row(QStringLiteral("chat"))->count, 2);
    QCOMPARE(rig.row(QStringLiteral("heartbeat"))->count, 1);
    // Registered sources are listed before they write; pair codes never are.
    for (const SourceDefinition &def : SourceRegistry::builtIn().definitions())
        QCOMPARE(rig.page.model()->rowOf(def.key) >= 0, def.storedInLake);
    // The oldest RSS item (20 d of 30) goes in 10 d.
    const int rss = rig.page.model()->rowOf(QStringLiteral("rss"));
    QCOMPARE(rig.page.model()->index(rss, SourceTableModel::NextExpiryColumn).data().toString(),
             QStringLiteral("in 10 d"));
    QCOMPARE(rig.page.model()->index(rss, SourceTableModel::ExpiryColumn).data().toString(), QStringLiteral("30 d"));

    // The view shows the biggest first.
    const QModelIndex top = rig.page.view()->model()->index(0, 0);
    QCOMPARE(top.data(SourceTableModel::SourceKeyRole).toString(), QStringLiteral("rss"));

    // Only the kinds that mean something here, the rest behind Show all.
    QAbstractItemModel *shown = rig.page.view()->model();
    QAbstractItemModelTester proxyTester(shown, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QStringList listed;
    for (int r = 0; r < shown->rowCount(); ++r)
        listed << shown->index(r, 0).data(SourceTableModel::SourceKeyRole).toString();
    listed.sort();
    QCOMPARE(listed, (QStringList{QStringLiteral("chat"), QStringLiteral("heartbeat"), QStringLiteral("rss"),
                                  QStringLiteral("rss:hn")}));
    auto *showAll = rig.page.findChild<QCheckBox *>(QStringLiteral("showAllSourceKinds"));
    QVERIFY(showAll);
    const int hidden = rig.page.model()->rowCount() - shown->rowCount();
    QVERIFY(hidden > 10);
    QVERIFY2(showAll->text().contains(QString::number(hidden)), qPrintable(showAll->text()));
    showAll->setChecked(true);
    QCOMPARE(shown->rowCount(), rig.page.model()->rowCount());
    showAll->setChecked(false);
    QCOMPARE(shown->rowCount(), 4);

    rig.page.resize(1100, 560);
    rig.page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&rig.page));
    rig.page.view()->selectRow(0);
    grabTo(rig.page, QStringLiteral("page"));
}

void TestUiSources::pageDropsStaleAnswers()
{
    Fixture f;
    PageRig rig(f.lake);
    QVERIFY(rig.load()); // the lake is open and the refresh it starts is answered
    f.lake->insert(draft(QStringLiteral("rss"), QStringLiteral("one more item")));
    QSignalSpy answers(rig.reader.reader(), &LakeReader::sourcesReady);
    QSignalSpy resets(rig.page.model(), &QAbstractItemModel::modelReset);
    rig.page.refresh();
    rig.page.refresh(); // overtakes the first
    QTRY_COMPARE_WITH_TIMEOUT(answers.size(), 2, 10000);
    // Both answers are queued to the page by now (it connected before the
    // spy); delivering them shows only the newer one.
    QCoreApplication::processEvents();
    QTRY_COMPARE(resets.size(), 1);
    QCoreApplication::processEvents();
    QCOMPARE(resets.size(), 1);
    QCOMPARE(rig.row(QStringLiteral("rss"))->count, 4);
}

void TestUiSources::enterAndDoubleClickOpenSettings()
{
    Fixture f;
    PageRig rig(f.lake);
    QVERIFY(rig.load());
    rig.page.resize(1000, 500);
    rig.page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&rig.page));
    QTableView *view = rig.page.view();
    view->setFocus();
    view->selectRow(0);
    QCOMPARE(rig.page.currentSource(), QStringLiteral("rss"));

    QTest::keyClick(view, Qt::Key_Return);
    auto dialogs = rig.page.findChildren<SourceSettingsDialog *>();
    QCOMPARE(dialogs.size(), 1);
    QCOMPARE(dialogs.first()->overview().source, QStringLiteral("rss"));
    dialogs.first()->reject();
    QTRY_VERIFY(rig.page.findChildren<SourceSettingsDialog *>().isEmpty()); // deletes itself

    const QModelIndex second = view->model()->index(1, SourceTableModel::CountColumn);
    const QPoint at = view->visualRect(second).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
    dialogs = rig.page.findChildren<SourceSettingsDialog *>();
    QCOMPARE(dialogs.size(), 1);
    QCOMPARE(dialogs.first()->overview().source, second.data(SourceTableModel::SourceKeyRole).toString());
    dialogs.first()->reject();

    QVERIFY(rig.page.openSettings(QStringLiteral("no-such-source")) == nullptr);
}

void TestUiSources::showDeltasNamesTheSource()
{
    Fixture f;
    PageRig rig(f.lake);
    QVERIFY(rig.load());
    QSignalSpy show(&rig.page, &SourcesPage::showSourceDeltas);
    QPushButton *deltas = nullptr;
    for (QPushButton *b : rig.page.findChildren<QPushButton *>())
        if (b->text() == SourcesPage::tr("Show &deltas"))
            deltas = b;
    QVERIFY(deltas);
    QVERIFY(!deltas->isEnabled()); // nothing selected yet
    const int chat = rig.page.model()->rowOf(QStringLiteral("chat"));
    const QModelIndex index = static_cast<QSortFilterProxyModel *>(rig.page.view()->model())
                                  ->mapFromSource(rig.page.model()->index(chat, 0));
    rig.page.view()->setCurrentIndex(index);
    QVERIFY(deltas->isEnabled());
    deltas->click();
    QCOMPARE(show.size(), 1);
    QCOMPARE(show.at(0).at(0).toString(), QStringLiteral("chat"));
}

void TestUiSources::dialogRefusesNonsenseWithReason()
{
    Fixture f;
    PageRig rig(f.lake);
    QVERIFY(rig.load());
    SourceSettingsDialog *dialog = rig.page.openSettings(QStringLiteral("rss"));
    QVERIFY(dialog);
    QCOMPARE(dialog->windowTitle(), QStringLiteral("Settings for RSS / Atom feeds"));
    // RSS is observed: no "never" on offer.
    QVERIFY(!dialog->neverCheck()->isEnabled());

    setExpiry(*dialog, 0, SourceSettingsDialog::Days);
    expectRefused(*dialog, QStringLiteral("at least one minute"));
    setExpiry(*dialog, 4000, SourceSettingsDialog::Days);
    expectRefused(*dialog, QStringLiteral("3650 days"));
    setExpiry(*dialog, 3650 * 24 + 1, SourceSettingsDialog::Hours);
    expectRefused(*dialog, QStringLiteral("3650 days"));

    setExpiry(*dialog, 7, SourceSettingsDialog::Days);
    setDecay(*dialog, DecayClass::Permanent); // "never" by another name
    expectRefused(*dialog, QStringLiteral("cannot be kept forever"));
    setDecay(*dialog, DecayClass::None);

    dialog->neverCheck()->setChecked(true); // disabled for people; refused all the same
    expectRefused(*dialog, QStringLiteral("cannot be kept forever"));
    dialog->neverCheck()->setChecked(false);

    // Back to sense: the reason goes away.
    QVERIFY(dialog->settings().has_value());
    QVERIFY(!dialog->reasonLabel()->isVisibleTo(dialog));
    dialog->reject();
}

void TestUiSources::dialogAcceptsGoodValues()
{
    Fixture f;
    PageRig rig(f.lake);
    QVERIFY(rig.load());
    SourceSettingsDialog *dialog = rig.page.openSettings(QStringLiteral("rss"));
    QVERIFY(dialog);
    // It opens on the current setting in the best unit.
    QCOMPARE(dialog->expirySpin()->value(), 30);
    QCOMPARE(dialog->unitCombo()->currentData().toInt(), int(SourceSettingsDialog::Days));

    setExpiry(*dialog, 7, SourceSettingsDialog::Days);
    QCOMPARE(dialog->settings(), std::optional<SourceSettings>(SourceSettings{7 * Day, DecayClass::None}));
    QVERIFY(dialog->saveButton()->isEnabled()); // without re-timing nothing waits for a count
    setExpiry(*dialog, 1, SourceSettingsDialog::Minutes);
    QCOMPARE(dialog->settings()->expiryMs, std::optional<qint64>(Minute));
    setExpiry(*dialog, 3650, SourceSettingsDialog::Days);
    QCOMPARE(dialog->settings()->expiryMs, std::optional<qint64>(SourceRegistry::kMaxExpiryMs));
    setDecay(*dialog, DecayClass::Session);
    QCOMPARE(dialog->settings()->decayClass, DecayClass::Session);

    dialog->restoreDefaults();
    QCOMPARE(dialog->settings(), std::optional<SourceSettings>(SourceSettings{30 * Day, DecayClass::None}));
    dialog->reject();

    // Sub-day defaults open in the unit they are written in.
    SourceSettingsDialog *events = rig.page.openSettings(QStringLiteral("chat-event"));
    QVERIFY(events);
    QCOMPARE(events->expirySpin()->value(), 5);
    QCOMPARE(events->unitCombo()->currentData().toInt(), int(SourceSettingsDialog::Minutes));
    events->reject();

    // Browser capture has seed 000's "never" toggle, and may be permanent.
    SourceSettingsDialog *browser = rig.page.openSettings(QStringLiteral("browser"));
    QVERIFY(browser);
    QVERIFY(browser->neverCheck()->isEnabled());
    browser->neverCheck()->setChecked(true);
    QVERIFY(!browser->expirySpin()->isEnabled());
    QCOMPARE(browser->settings(), std::optional<SourceSettings>(SourceSettings{std::nullopt, DecayClass::None}));
    setDecay(*browser, DecayClass::Permanent);
    QVERIFY(browser->settings().has_value());
    browser->reject();
}

void TestUiSources::authoredSourceOffersNever()
{
    Fixture f;
    PageRig rig(f.lake);
    QVERIFY(rig.load());
    SourceSettingsDialog *dialog = rig.page.openSettings(QStringLiteral("chat"));
    QVERIFY(dialog);
    QVERIFY(!dialog->isReadOnly());
    QVERIFY(dialog->neverCheck()->isChecked());
    QVERIFY(dialog->neverCheck()->isEnabled());
    QVERIFY(!dialog->expirySpin()->isEnabled());
    QCOMPARE(dialog->settings(), std::optional<SourceSettings>(SourceSettings{std::nullopt, DecayClass::None}));
    bool explained = false;
    for (QLabel *label : dialog->findChildren<QLabel *>())
        explained = explained || label->text().contains(QStringLiteral("Authored: never expires"));
    QVERIFY(explained);
    dialog->reject();
}

void TestUiSources::neverStoredSourceIsReadOnly()
{
    Fixture f;
    LakeWriterHost writer(f.lake.path(), f.lake.clock);
    SourceSettingsDialog dialog(overview(QStringLiteral("pair-code"), 0, 10 * Minute), &writer);
    QVERIFY(dialog.isReadOnly());
    for (QWidget *w : std::initializer_list<QWidget *>{dialog.expirySpin(), dialog.unitCombo(), dialog.neverCheck(),
                                                      dialog.decayCombo(), dialog.retimeCheck(), dialog.saveButton()})
        QVERIFY(!w->isEnabled());
    QString why;
    QVERIFY(!dialog.settings(&why).has_value());
    QVERIFY(!why.isEmpty());
}

void TestUiSources::dryRunCountMatchesLake()
{
    Fixture f;
    PageRig rig(f.lake);
    QVERIFY(rig.load());
    SourceSettingsDialog *dialog = rig.page.openSettings(QStringLiteral("rss"));
    QVERIFY(dialog);
    dialog->retimeCheck()->setChecked(true);
    setExpiry(*dialog, 7, SourceSettingsDialog::Days);
    // Save waits for the count.
    QVERIFY(!dialog->saveButton()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(dialog->shownPreview().has_value(), 10000);
    QVERIFY(dialog->saveButton()->isEnabled());

    const RetimePreview lake = f.lake->previewRetime(QStringLiteral("rss"), SourceSettings{7 * Day, DecayClass::None});
    QCOMPARE(dialog->shownPreview()->affected, lake.affected);
    QCOMPARE(dialog->shownPreview()->expireAtOnce, lake.expireAtOnce);
    // The family's own feed without a setting of its own is re-timed too.
    QCOMPARE(lake.affected, 4);
    QCOMPARE(lake.expireAtOnce, 2);
    const QString shown = dialog->previewLabel()->text();
    QCOMPARE(shown, QStringLiteral("4 unexpired deltas will be re-timed; 2 of them expire at once."));

    // A different value is counted afresh.
    setExpiry(*dialog, 15, SourceSettingsDialog::Days);
    QVERIFY(!dialog->shownPreview().has_value());
    QTRY_VERIFY_WITH_TIMEOUT(dialog->shownPreview().has_value(), 10000);
    QCOMPARE(dialog->shownPreview()->expireAtOnce, 1);
    QCOMPARE(dialog->previewLabel()->text(),
             QStringLiteral("4 unexpired deltas will be re-timed; one of them expires at once."));

    // Without re-timing, it says what re-timing would do.
    dialog->retimeCheck()->setChecked(false);
    QVERIFY(dialog->previewLabel()->text().contains(QStringLiteral("Only new deltas")));
    dialog->reject();
}

void TestUiSources::shorterRetimeAsksThenChangesLake()
{
    Fixture f;
    PageRig rig(f.lake);
    QVERIFY(rig.load());
    QSignalSpy changed(&rig.page, &SourcesPage::settingsChanged);
    QPointer<SourceSettingsDialog> dialog = rig.page.openSettings(QStringLiteral("rss"));
    QVERIFY(dialog);
    rig.page.resize(1000, 500);
    rig.page.show();
    dialog->retimeCheck()->setChecked(true);
    setExpiry(*dialog, 7, SourceSettingsDialog::Days);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->shownPreview().has_value(), 10000);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    grabTo(*dialog, QStringLiteral("dialog"));

    dialog->saveButton()->click();
    QMessageBox *ask = dialog->pendingConfirmation();
    QVERIFY(ask);
    QVERIFY2(ask->text().contains(QStringLiteral("4 unexpired deltas")), qPrintable(ask->text()));
    QVERIFY2(ask->text().contains(QStringLiteral("2 of them expire at once")), qPrintable(ask->text()));
    QVERIFY(QTest::qWaitForWindowExposed(ask));
    grabTo(*ask, QStringLiteral("confirm"));
    QCOMPARE(f.lake->hasCustomSettings(QStringLiteral("rss")), false); // nothing yet
    ask->button(QMessageBox::Yes)->click();

    QTRY_COMPARE_WITH_TIMEOUT(changed.size(), 1, 10000);
    QCOMPARE(changed.at(0).at(0).toString(), QStringLiteral("rss"));
    QTRY_VERIFY(dialog.isNull()); // closed and gone

    QCOMPARE(f.lake->sourceSettings(QStringLiteral("rss")), (SourceSettings{7 * Day, DecayClass::None}));
    const Delta recent = *f.lake->get(f.rssIds.at(2));
    QCOMPARE(recent.expiresAt, std::optional<qint64>(recent.observedAt + 7 * Day));
    const Delta old = *f.lake->get(f.rssOldId);
    QCOMPARE(old.expiresAt, std::optional<qint64>(old.observedAt + 7 * Day)); // due: the next sweep takes it

    // The page shows the new setting once its refresh answers.
    QTRY_COMPARE_WITH_TIMEOUT(rig.row(QStringLiteral("rss"))->settings.expiryMs, std::optional<qint64>(7 * Day), 10000);
    const int rss = rig.page.model()->rowOf(QStringLiteral("rss"));
    QCOMPARE(rig.page.model()->index(rss, SourceTableModel::ExpiryColumn).data().toString(), QStringLiteral("7 d (custom)"));
}

void TestUiSources::cancelledConfirmationChangesNothing()
{
    Fixture f;
    PageRig rig(f.lake);
    QVERIFY(rig.load());
    const QByteArray before = exportOf(*f.lake);
    SourceSettingsDialog *dialog = rig.page.openSettings(QStringLiteral("rss"));
    QVERIFY(dialog);
    QSignalSpy applied(dialog, &SourceSettingsDialog::applied);
    dialog->retimeCheck()->setChecked(true);
    setExpiry(*dialog, 1, SourceSettingsDialog::Days);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->shownPreview().has_value(), 10000);
    dialog->saveButton()->click();
    QVERIFY(dialog->pendingConfirmation());
    dialog->pendingConfirmation()->button(QMessageBox::Cancel)->click();
    QVERIFY(!dialog->pendingConfirmation());
    QVERIFY(dialog->isVisible());
    // Give a (wrong) write every chance to land before looking.
    // (The writer emits on its own thread: QTRY, not QSignalSpy::wait.)
    QSignalSpy counted(rig.writer.writer(), &LakeWriter::retimePreviewed);
    rig.writer.previewRetime(QStringLiteral("rss"), SourceSettings{Day, DecayClass::None});
    QTRY_VERIFY_WITH_TIMEOUT(!counted.isEmpty(), 10000);
    QCOMPARE(applied.size(), 0);
    QCOMPARE(f.lake->hasCustomSettings(QStringLiteral("rss")), false);
    QCOMPARE(exportOf(*f.lake), before);
    dialog->reject();
}

void TestUiSources::longerRetimeAppliesWithoutAsking()
{
    Fixture f;
    PageRig rig(f.lake);
    QVERIFY(rig.load());
    QPointer<SourceSettingsDialog> dialog = rig.page.openSettings(QStringLiteral("rss"));
    QVERIFY(dialog);
    QSignalSpy applied(dialog.data(), &SourceSettingsDialog::applied);
    dialog->retimeCheck()->setChecked(true);
    setExpiry(*dialog, 60, SourceSettingsDialog::Days);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->shownPreview().has_value(), 10000);
    QCOMPARE(dialog->shownPreview()->expireAtOnce, 0);
    dialog->saveButton()->click();
    QVERIFY(!dialog->pendingConfirmation());
    QTRY_COMPARE_WITH_TIMEOUT(applied.size(), 1, 10000);
    QCOMPARE(applied.at(0).at(2).toLongLong(), 4);
    const Delta d = *f.lake->get(f.rssOldId);
    QCOMPARE(d.expiresAt, std::optional<qint64>(d.observedAt + 60 * Day));
}

void TestUiSources::writerRefusalShownInline()
{
    Fixture f;
    LakeReaderHost reader(f.lake.path(), f.lake.clock);
    LakeWriterHost writer(f.lake.path(), f.lake.clock);
    // A name the core refuses (upper case and a space), which the page would
    // never list: the writer's message must still reach the person.
    SourceSettingsDialog dialog(overview(QStringLiteral("Bad Source"), 0, 30 * Day), &writer);
    QSignalSpy applied(&dialog, &SourceSettingsDialog::applied);
    setExpiry(dialog, 10, SourceSettingsDialog::Days);
    dialog.show();
    dialog.saveButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(dialog.errorLabel()->isVisibleTo(&dialog), 10000);
    QVERIFY2(dialog.errorLabel()->text().contains(QStringLiteral("not a valid source name")),
             qPrintable(dialog.errorLabel()->text()));
    QVERIFY(dialog.isVisible());
    QVERIFY(dialog.saveButton()->isEnabled()); // free to correct and try again
    QCOMPARE(applied.size(), 0);
}

QTEST_MAIN(TestUiSources)
#include "tst_ui_sources.moc"
