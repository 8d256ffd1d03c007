// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Dashboard page: the sweep history model, how expiry buckets become
// stacked bars (top sources, "other", day labels, integer counts), the
// stat cards, following a dark palette, a real lake read through the
// reader thread, and the action icons rendering.

#include "DashboardPage.h"
#include "DemoLake.h"
#include "ExpiryChart.h"
#include "LakeReader.h"
#include "Reaper.h"
#include "SoftDecay.h"
#include "SweepHistoryModel.h"
#include "TestSupport.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QDir>
#include <QIcon>
#include <QLabel>
#include <QPainter>
#include <QSignalSpy>
#include <QStackedBarSeries>
#include <QTableView>
#include <QTest>
#include <QValueAxis>

using namespace tarn;
using namespace tarn::test;
using tarn::ui::DashboardPage;
using tarn::ui::ExpiryChart;
using tarn::ui::ExpiryGrid;
using tarn::ui::SweepHistoryModel;

namespace {

qint64 localDayStart(qint64 now, int plusDays)
{
    QDateTime day = QDateTime::fromMSecsSinceEpoch(now).toLocalTime();
    day.setTime(QTime(0, 0));
    return day.addDays(plusDays).toMSecsSinceEpoch();
}

qint64 sumOf(const QBarSet *set)
{
    qint64 sum = 0;
    for (int i = 0; i < set->count(); ++i)
        sum += qint64(set->at(i));
    return sum;
}

QString valueOf(const QWidget &page, const char *name)
{
    const auto *label = page.findChild<QLabel *>(QString::fromLatin1(name));
    return label ? label->text() : QStringLiteral("<no %1>").arg(QString::fromLatin1(name));
}

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x30));
    p.setColor(QPalette::WindowText, QColor(0xe0, 0xe2, 0xe4));
    p.setColor(QPalette::Base, QColor(0x1f, 0x21, 0x24));
    p.setColor(QPalette::AlternateBase, QColor(0x27, 0x29, 0x2c));
    p.setColor(QPalette::Text, QColor(0xe0, 0xe2, 0xe4));
    p.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3a));
    p.setColor(QPalette::ButtonText, QColor(0xe0, 0xe2, 0xe4));
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0xa0, 0xa6));
    p.setColor(QPalette::Highlight, QColor(0x2b, 0x7f, 0xb8));
    p.setColor(QPalette::HighlightedText, Qt::white);
    return p;
}

// Nine sources over three days, so the six busiest keep their own bar set
// and three fold into "other".
DashboardData nineSources(qint64 now)
{
    DashboardData d;
    d.now = now;
    d.days = 14;
    d.authored = 12;
    d.observed = 345;
    const QStringList names = {QStringLiteral("heartbeat"), QStringLiteral("sysinfo"), QStringLiteral("rss:hn"),
                               QStringLiteral("browser"),   QStringLiteral("chat"),    QStringLiteral("home-assistant"),
                               QStringLiteral("rss:lwn"),   QStringLiteral("agent"),   QStringLiteral("chat-event")};
    // heartbeat 90, sysinfo 80, ... chat-event 10: a clear ranking.
    for (qsizetype i = 0; i < names.size(); ++i) {
        const qint64 total = 90 - 10 * i;
        d.upcoming << ExpiryBucket{localDayStart(now, 0), names.at(i), total / 2}
                   << ExpiryBucket{localDayStart(now, 1), names.at(i), total / 4}
                   << ExpiryBucket{localDayStart(now, 9), names.at(i), total - total / 2 - total / 4};
    }
    return d;
}

const QStringList kActionIcons = {
    QStringLiteral("affirm"),  QStringLiteral("refute"),      QStringLiteral("reply"),   QStringLiteral("sweep"),
    QStringLiteral("refresh"), QStringLiteral("pause"),       QStringLiteral("resume"),  QStringLiteral("browse"),
    QStringLiteral("sources"), QStringLiteral("dashboard"),   QStringLiteral("wilting"), QStringLiteral("preferences"),
    QStringLiteral("search"),  QStringLiteral("clear-filter"), QStringLiteral("forget"),  QStringLiteral("remember"),
};

} // namespace

class TestUiDashboard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Day names and numbers are compared as text: the C locale makes them
    // the same on every machine.
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void historyModelShowsSweeps();
    void gridRanksSourcesAndFoldsTheRest();
    void sevenSourcesKeepTheirNames();
    void setDataFillsChartAndCards();
    void emptyStateWhenNothingIsDue();
    void chartFollowsADarkPalette();
    void refreshReadsARealLake();
    void staleAnswersAreDropped();
    void actionIconsRender();
};

void TestUiDashboard::historyModelShowsSweeps()
{
    ManualClock clock(kT0);
    SweepHistoryModel model(clock);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(SweepHistoryModel::ColumnCount));

    SweepHistoryEntry reap;
    reap.at = kT0 - 5 * Duration::Minute;
    reap.kind = SweepKind::Reap;
    reap.actor = QStringLiteral("reaper");
    reap.removed = 1234;
    reap.durationMs = 850;
    SweepHistoryEntry decay;
    decay.at = kT0 - Duration::Hour;
    decay.kind = SweepKind::SoftDecay;
    decay.removed = 3;
    decay.reduced = 40;
    decay.durationMs = 2400;
    decay.cancelled = true;
    SweepHistoryEntry failed;
    failed.at = kT0 - 2 * Duration::Hour;
    failed.error = QStringLiteral("database is locked");
    model.setEntries({reap, decay, failed});

    QCOMPARE(model.rowCount(), 3);
    auto text = [&](int row, int column) { return model.index(row, column).data().toString(); };
    QCOMPARE(text(0, SweepHistoryModel::SweepColumn), QStringLiteral("Reaper"));
    QCOMPARE(text(1, SweepHistoryModel::SweepColumn), QStringLiteral("Soft decay"));
    QCOMPARE(model.index(0, SweepHistoryModel::RemovedColumn).data(SweepHistoryModel::SortRole).toLongLong(), 1234);
    QCOMPARE(text(1, SweepHistoryModel::ReducedColumn), QStringLiteral("40"));
    QCOMPARE(text(0, SweepHistoryModel::TookColumn), QStringLiteral("850 ms"));
    QCOMPARE(text(1, SweepHistoryModel::TookColumn), QStringLiteral("2.4 s"));
    QCOMPARE(text(0, SweepHistoryModel::ResultColumn), QStringLiteral("ok"));
    QCOMPARE(text(1, SweepHistoryModel::ResultColumn), QStringLiteral("cancelled"));
    QCOMPARE(text(2, SweepHistoryModel::ResultColumn), QStringLiteral("database is locked"));
    QVERIFY(model.index(2, SweepHistoryModel::ResultColumn).data(Qt::ForegroundRole).value<QColor>().isValid());
    QCOMPARE(text(0, SweepHistoryModel::WhenColumn),
             QDateTime::fromMSecsSinceEpoch(reap.at).toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    QVERIFY(model.index(0, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("5 min")));
    QVERIFY(model.index(2, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("database is locked")));
    QCOMPARE(model.headerData(SweepHistoryModel::TookColumn, Qt::Horizontal).toString(), QStringLiteral("Took"));

    model.setEntries({decay});
    QCOMPARE(model.rowCount(), 1);
    model.setEntries({});
    QCOMPARE(model.rowCount(), 0);
}

void TestUiDashboard::gridRanksSourcesAndFoldsTheRest()
{
    const DashboardData d = nineSources(kT0);
    const ExpiryGrid grid = ExpiryChart::gridOf(d.upcoming, d.now, d.days);
    QCOMPARE(grid.days.size(), 14);
    QCOMPARE(grid.sources,
             QStringList({QStringLiteral("heartbeat"), QStringLiteral("sysinfo"), QStringLiteral("rss:hn"),
                          QStringLiteral("browser"), QStringLiteral("chat"), QStringLiteral("home-assistant"),
                          QStringLiteral("other")}));
    QVERIFY(grid.hasOther);
    QCOMPARE(grid.otherSources, QStringList({QStringLiteral("rss:lwn"), QStringLiteral("agent"), QStringLiteral("chat-event")}));
    // "other" holds exactly what the three smallest sources hold, per day.
    QCOMPARE(grid.counts.constLast().at(0), 30 / 2 + 20 / 2 + 10 / 2);
    QCOMPARE(grid.counts.constLast().at(1), 30 / 4 + 20 / 4 + 10 / 4);
    QCOMPARE(grid.total, 90 + 80 + 70 + 60 + 50 + 40 + 30 + 20 + 10);
    QCOMPARE(grid.dayTotal(2), 0);
    QCOMPARE(grid.dueByTomorrow(), grid.dayTotal(0) + grid.dayTotal(1));
    QCOMPARE(ExpiryChart::dayLabel(grid.days.at(0), grid.days.at(0)), QStringLiteral("Today"));
    // 2026-11-23 is a Monday: "Mon 23" in the C locale the tests run in.
    QCOMPARE(ExpiryChart::dayLabel(QDate(2026, 11, 23), QDate(2026, 11, 22)), QStringLiteral("Mon 23"));

    // Ties rank by name, so the order does not depend on hashing.
    const QList<ExpiryBucket> tie = {{localDayStart(kT0, 0), QStringLiteral("b"), 5},
                                     {localDayStart(kT0, 0), QStringLiteral("a"), 5}};
    QCOMPARE(ExpiryChart::gridOf(tie, kT0, 3).sources, QStringList({QStringLiteral("a"), QStringLiteral("b")}));
}

void TestUiDashboard::sevenSourcesKeepTheirNames()
{
    DashboardData d = nineSources(kT0);
    d.upcoming.remove(d.upcoming.size() - 6, 6); // drop the two smallest sources
    const ExpiryGrid grid = ExpiryChart::gridOf(d.upcoming, d.now, d.days);
    // An "other" of one source would hide a name for nothing.
    QVERIFY(!grid.hasOther);
    QCOMPARE(grid.sources.size(), 7);
    QCOMPARE(grid.sources.constLast(), QStringLiteral("rss:lwn"));
}

void TestUiDashboard::setDataFillsChartAndCards()
{
    TempLake lake;
    LakeReaderHost host(lake.path(), lake.clock);
    DashboardPage page(&host, lake.clock);
    const DashboardData d = nineSources(lake.clock.nowMs());
    page.setData(d);

    QStackedBarSeries *series = page.chart()->series();
    QVERIFY(series);
    QCOMPARE(series->count(), 7);
    qint64 input = 0;
    for (const ExpiryBucket &b : d.upcoming)
        input += b.count;
    qint64 drawn = 0;
    const QList<QBarSet *> sets = series->barSets();
    for (QBarSet *set : sets) {
        QCOMPARE(set->count(), 14);
        drawn += sumOf(set);
    }
    QCOMPARE(drawn, input);
    QCOMPARE(sets.constFirst()->label(), QStringLiteral("heartbeat"));
    QCOMPARE(sets.constLast()->label(), QStringLiteral("other"));
    QCOMPARE(sumOf(sets.constLast()), 30 + 20 + 10);

    const QStringList categories = page.chart()->dayAxis()->categories();
    QCOMPARE(categories.size(), 14);
    const QList<QDate> &days = page.chart()->grid().days;
    QCOMPARE(categories.constFirst(), ExpiryChart::axisLabel(days.at(0), days.at(0)));
    QVERIFY(categories.constFirst().contains(QLocale().toString(days.at(0), QStringLiteral("<b>ddd<br>d</b>"))));
    QVERIFY(categories.at(1).contains(QLocale().toString(days.at(1), QStringLiteral("ddd<br>d"))));
    QCOMPARE(page.chart()->chart()->title(), QStringLiteral("What wilts when (next 14 days)"));
    // Whole deltas: integer labels from zero, the busiest day fits.
    QValueAxis *counts = page.chart()->countAxis();
    QCOMPARE(counts->labelFormat(), QStringLiteral("%d"));
    QCOMPARE(counts->min(), 0.0);
    QVERIFY(counts->max() >= qreal(page.chart()->grid().dayTotal(0)));
    QCOMPARE(counts->tickInterval(), std::round(counts->tickInterval()));
    QVERIFY(!page.chart()->showsEmptyState());
    // Each busy day carries its total, quiet days none.
    QCOMPARE(page.chart()->totalLabel(0), QString::number(page.chart()->grid().dayTotal(0)));
    QCOMPARE(page.chart()->totalLabel(2), QString());
    QCOMPARE(page.chart()->totalLabel(9), QString::number(page.chart()->grid().dayTotal(9)));

    QCOMPARE(valueOf(page, "authoredValue"), QStringLiteral("12"));
    QCOMPARE(valueOf(page, "observedValue"), QStringLiteral("345"));
    const qint64 dueByTomorrow = page.chart()->grid().dayTotal(0) + page.chart()->grid().dayTotal(1);
    QCOMPARE(valueOf(page, "wiltingValue"), QString::number(dueByTomorrow));
    QCOMPARE(page.historyModel()->rowCount(), 0);

    // Nine sources and a failed sweep, to look at.
    DashboardData withHistory = d;
    SweepHistoryEntry failed;
    failed.at = d.now - 7 * Duration::Minute;
    failed.error = QStringLiteral("database is locked");
    SweepHistoryEntry decay;
    decay.at = d.now - Duration::Hour;
    decay.kind = SweepKind::SoftDecay;
    decay.removed = 2;
    decay.reduced = 31;
    decay.durationMs = 1480;
    withHistory.sweeps = {failed, decay};
    page.setData(withHistory);
    QCOMPARE(page.historyModel()->rowCount(), 2);
    page.resize(900, 700);
    QVERIFY(page.grab().save(QStringLiteral("/tmp/dashboard-page-synthetic.png")));
}

void TestUiDashboard::emptyStateWhenNothingIsDue()
{
    TempLake lake;
    LakeReaderHost host(lake.path(), lake.clock);
    DashboardPage page(&host, lake.clock);
    DashboardData d;
    d.now = lake.clock.nowMs();
    d.days = 14;
    d.authored = 3;
    page.setData(d);
    QVERIFY(page.chart()->showsEmptyState());
    QCOMPARE(valueOf(page, "wiltingValue"), QStringLiteral("0"));
    page.setData(nineSources(d.now));
    QVERIFY(!page.chart()->showsEmptyState());
    page.setData(d);
    QVERIFY(page.chart()->showsEmptyState());
    QCOMPARE(page.chart()->series()->count(), 0);
    page.resize(900, 640);
    QVERIFY(page.grab().save(QStringLiteral("/tmp/dashboard-page-empty.png")));
}

void TestUiDashboard::chartFollowsADarkPalette()
{
    ExpiryChart chart;
    chart.setBuckets(nineSources(kT0).upcoming, kT0, 14);
    QCOMPARE(chart.chart()->theme(), QChart::ChartThemeLight);
    const QPalette dark = darkPalette();
    chart.setPalette(dark);
    QCOMPARE(chart.chart()->theme(), QChart::ChartThemeDark);
    QCOMPARE(chart.chart()->backgroundBrush().color(), dark.color(QPalette::Window));
    QCOMPARE(chart.chart()->titleBrush().color(), dark.color(QPalette::WindowText));
    QVERIFY(chart.chartView()->renderHints().testFlag(QPainter::Antialiasing));
    // New data keeps the palette's colours, not the theme's defaults.
    chart.setBuckets(nineSources(kT0).upcoming, kT0, 14);
    QCOMPARE(chart.chart()->backgroundBrush().color(), dark.color(QPalette::Window));
    QCOMPARE(chart.series()->barSets().constFirst()->color(), QColor(0x2b, 0x7f, 0xb8));
}

void TestUiDashboard::refreshReadsARealLake()
{
    TempLake lake;
    const DemoLake::Summary summary = DemoLake::fill(*lake);
    // A little history: an hour on, the reaper takes what expired and
    // soft decay has its first look.
    lake.clock.advance(Duration::Hour);
    const SweepReport reaped = Reaper::run(*lake);
    QVERIFY(reaped.error.isEmpty());
    lake.clock.advance(Duration::Minute);
    const SweepReport decayed = SoftDecay::run(*lake);
    QVERIFY(decayed.error.isEmpty());
    lake.clock.advance(4 * Duration::Minute);
    const SweepReport reapedAgain = Reaper::run(*lake);
    QVERIFY(reapedAgain.error.isEmpty());
    const qint64 removed = reaped.removed + decayed.removed + reapedAgain.removed;

    LakeReaderHost host(lake.path(), lake.clock);
    DashboardPage page(&host, lake.clock);
    QSignalSpy loaded(&page, &DashboardPage::dashboardLoaded);
    host.open(); // the page refreshes once the reader has the lake open
    QTRY_COMPARE(loaded.size(), 1);

    const DashboardData &d = page.data();
    QCOMPARE(d.authored + d.observed, qint64(summary.deltas) - removed);
    QVERIFY(d.observed > 0);
    QVERIFY(page.chart()->grid().total > 0);
    QVERIFY(!page.chart()->showsEmptyState());
    QCOMPARE(valueOf(page, "authoredValue"), QLocale().toString(d.authored));
    QCOMPARE(page.historyModel()->rowCount(), 3);
    QCOMPARE(page.historyModel()->index(0, SweepHistoryModel::SweepColumn).data().toString(), QStringLiteral("Reaper"));
    QCOMPARE(page.historyModel()->index(1, SweepHistoryModel::SweepColumn).data().toString(), QStringLiteral("Soft decay"));
    QCOMPARE(page.historyModel()->index(2, SweepHistoryModel::RemovedColumn).data(SweepHistoryModel::SortRole).toLongLong(),
             reaped.removed);
    QAbstractItemModelTester tester(page.historyModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);

    // Look at it, light and dark.
    page.resize(980, 760);
    page.show();
    QTRY_COMPARE(loaded.size(), 2); // showing it reads afresh
    QVERIFY(page.grab().save(QStringLiteral("/tmp/dashboard-page-light.png")));
    page.setPalette(darkPalette());
    QCoreApplication::processEvents(); // the chart lays out its new theme's legend lazily
    QVERIFY(page.grab().save(QStringLiteral("/tmp/dashboard-page-dark.png")));
    page.resize(640, 560);
    QCoreApplication::processEvents();
    QVERIFY(page.grab().save(QStringLiteral("/tmp/dashboard-page-narrow.png")));
}

void TestUiDashboard::staleAnswersAreDropped()
{
    TempLake lake;
    lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("beat")));
    LakeReaderHost host(lake.path(), lake.clock);
    QSignalSpy opened(host.reader(), &LakeReader::opened);
    host.open();
    QTRY_COMPARE(opened.count(), 1);
    DashboardPage page(&host, lake.clock);
    QSignalSpy loaded(&page, &DashboardPage::dashboardLoaded);
    QSignalSpy answers(host.reader(), &LakeReader::dashboardReady);
    page.refresh();
    page.refresh(); // overtakes the first
    // Answers arrive in order, so once the second is shown the first has
    // already been seen and dropped.
    QTRY_COMPARE(loaded.size(), 1);
    QCOMPARE(answers.size(), 2);
    QCoreApplication::processEvents();
    QCOMPARE(loaded.size(), 1);
    QCOMPARE(page.data().observed, 1);

    // A late answer to an old request changes nothing.
    DashboardData stale = nineSources(lake.clock.nowMs());
    Q_EMIT host.reader()->dashboardReady(answers.at(0).at(0).toULongLong(), stale);
    QCOMPARE(loaded.size(), 1);
    QCOMPARE(page.data().observed, 1);
    QCOMPARE(valueOf(page, "observedValue"), QStringLiteral("1"));
}

void TestUiDashboard::actionIconsRender()
{
    const QDir dir(QStringLiteral(":/icons/actions"));
    const QStringList files = dir.entryList({QStringLiteral("*.svg")}, QDir::Files, QDir::Name);
    for (const QString &name : kActionIcons)
        QVERIFY2(files.contains(name + QStringLiteral(".svg")), qPrintable(name));
    QCOMPARE(files.size(), kActionIcons.size());

    QImage sheet(files.size() * 56, 2 * 56, QImage::Format_ARGB32);
    sheet.fill(QColor(0xf4, 0xf4, 0xf4));
    QPainter painter(&sheet);
    painter.fillRect(0, 56, sheet.width(), 56, QColor(0x2b, 0x2d, 0x30));
    int x = 4;
    for (const QString &file : files) {
        const QIcon icon(dir.filePath(file));
        QVERIFY2(!icon.isNull(), qPrintable(file));
        for (const int size : {24, 48}) {
            const QPixmap pixmap = icon.pixmap(size, size);
            QVERIFY2(!pixmap.isNull(), qPrintable(file));
            QCOMPARE(pixmap.size(), QSize(size, size));
            // Something was drawn: an unrenderable SVG gives a blank pixmap.
            const QImage image = pixmap.toImage().convertToFormat(QImage::Format_ARGB32);
            int opaque = 0;
            for (int py = 0; py < image.height(); ++py)
                for (int px = 0; px < image.width(); ++px)
                    opaque += qAlpha(image.pixel(px, py)) > 128;
            QVERIFY2(opaque > size * 2, qPrintable(file));
        }
        // The 48 px form on a light and a dark strip, to look at.
        painter.drawPixmap(x, 4, icon.pixmap(48, 48));
        painter.drawPixmap(x, 60, icon.pixmap(48, 48));
        x += 56;
    }
    painter.end();
    QVERIFY(sheet.save(QStringLiteral("/tmp/dashboard-icons-qicon.png")));
}

QTEST_MAIN(TestUiDashboard)
#include "tst_ui_dashboard.moc"
