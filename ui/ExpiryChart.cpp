// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExpiryChart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QDateTime>
#include <QEvent>
#include <QGraphicsSimpleTextItem>
#include <QHash>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QStackedBarSeries>
#include <QStackedLayout>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>

namespace tarn::ui {

namespace {

// The app icon's colours first, then two that sit well beside them; the
// same source gets the same colour as long as its rank holds.
const QColor kSourceColours[] = {
    QColor(0x2b, 0x7f, 0xb8), // lake blue
    QColor(0x5f, 0x9a, 0x6a), // shore green
    QColor(0xf4, 0xc1, 0x52), // sun amber
    QColor(0xd9, 0x53, 0x4f), // red
    QColor(0x8a, 0x6f, 0xb0), // heather
    QColor(0x3f, 0xa7, 0xa0), // teal
    QColor(0x7f, 0x9b, 0xb5), // ridge slate (a seventh source that did not need "other")
};

QColor blend(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t), float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

// 1, 2, 5, 10, 20, 50 ...: the smallest step that keeps about five
// gridlines, never a fraction (counts are whole deltas).
qint64 niceStep(qint64 max)
{
    qint64 step = 1;
    for (;;) {
        for (const qint64 m : {1, 2, 5}) {
            if (max <= step * m * 5)
                return step * m;
        }
        step *= 10;
    }
}

QDate localDate(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms).toLocalTime().date();
}

} // namespace

qint64 ExpiryGrid::dayTotal(int day) const
{
    qint64 sum = 0;
    for (const QList<qint64> &row : counts)
        sum += row.value(day);
    return sum;
}

qint64 ExpiryGrid::dueByTomorrow() const
{
    return dayTotal(0) + dayTotal(1);
}

ExpiryGrid ExpiryChart::gridOf(const QList<ExpiryBucket> &buckets, qint64 now, int days, int maxSources)
{
    ExpiryGrid grid;
    const QDate today = localDate(now);
    for (int i = 0; i < days; ++i)
        grid.days << today.addDays(i);

    // Per source: its day counts and its total, to rank the sources.
    QHash<QString, QList<qint64>> perSource;
    QHash<QString, qint64> totals;
    for (const ExpiryBucket &b : buckets) {
        const qint64 day = today.daysTo(localDate(b.dayStartMs));
        if (day < 0 || day >= days || b.count <= 0)
            continue;
        QList<qint64> &row = perSource[b.source];
        if (row.isEmpty())
            row.resize(days, 0);
        row[day] += b.count;
        totals[b.source] += b.count;
        grid.total += b.count;
    }
    QStringList ranked = totals.keys();
    std::sort(ranked.begin(), ranked.end(), [&](const QString &a, const QString &b) {
        return totals.value(a) != totals.value(b) ? totals.value(a) > totals.value(b) : a < b;
    });

    const bool fold = ranked.size() > maxSources + 1;
    const qsizetype own = fold ? maxSources : ranked.size();
    for (qsizetype i = 0; i < own; ++i) {
        grid.sources << ranked.at(i);
        grid.counts << perSource.value(ranked.at(i));
    }
    if (fold) {
        QList<qint64> other(days, 0);
        for (qsizetype i = own; i < ranked.size(); ++i) {
            grid.otherSources << ranked.at(i);
            const QList<qint64> &row = perSource[ranked.at(i)];
            for (int d = 0; d < days; ++d)
                other[d] += row.at(d);
        }
        grid.hasOther = true;
        grid.sources << tr("other");
        grid.counts << other;
    }
    return grid;
}

QString ExpiryChart::dayLabel(const QDate &day, const QDate &today)
{
    if (day == today)
        return tr("Today");
    // "Mon 23": short enough for fourteen columns, and the weekday is what
    // a person plans by.
    return QLocale().toString(day, QStringLiteral("ddd d"));
}

QString ExpiryChart::axisLabel(const QDate &day, const QDate &today)
{
    // Two short lines, like a wall calendar: fourteen of them fit a
    // narrow window without the axis cutting them to "Mon ...". Today is
    // the same three letters in bold ("Today" would be cut first). The
    // axis draws its labels as rich text.
    const QLocale locale;
    const QString lines = QStringLiteral("%1<br>%2").arg(locale.toString(day, QStringLiteral("ddd")),
                                                         locale.toString(day, QStringLiteral("d")));
    return QStringLiteral("<div align=\"center\">%1</div>")
        .arg(day == today ? QStringLiteral("<b>%1</b>").arg(lines) : lines);
}

ExpiryChart::ExpiryChart(QWidget *parent) : QWidget(parent)
{
    m_chart = new QChart;
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setBackgroundRoundness(0);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->setAnimationOptions(QChart::NoAnimation);

    m_dayAxis = new QBarCategoryAxis(m_chart);
    m_countAxis = new QValueAxis(m_chart);
    m_countAxis->setLabelFormat(QStringLiteral("%d"));
    m_countAxis->setTickType(QValueAxis::TicksDynamic);
    m_countAxis->setTickAnchor(0);
    m_countAxis->setMinorTickCount(0);
    m_countAxis->setTitleText(tr("Deltas due"));
    m_chart->addAxis(m_dayAxis, Qt::AlignBottom);
    m_chart->addAxis(m_countAxis, Qt::AlignLeft);
    // The totals sit in scene coordinates: they move with the plot area.
    connect(m_chart, &QChart::plotAreaChanged, this, &ExpiryChart::placeTotals);

    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setMinimumHeight(220);
    // The picture is for the eye; the numbers it shows are in the cards,
    // the bar tooltips and each bar's total, so it takes no tab stop.
    m_view->setFocusPolicy(Qt::NoFocus);

    m_empty = new QLabel(this);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setForegroundRole(QPalette::PlaceholderText);

    m_stack = new QStackedLayout(this);
    m_stack->setContentsMargins(0, 0, 0, 0);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_empty);

    setBuckets({}, 0, 14);
}

bool ExpiryChart::showsEmptyState() const
{
    return m_stack->currentWidget() == m_empty;
}

void ExpiryChart::setBuckets(const QList<ExpiryBucket> &buckets, qint64 now, int days)
{
    m_days = std::max(1, days);
    m_grid = gridOf(buckets, now, m_days);
    // English has no translator installed, so "%n day(s)" would show its
    // brackets: the one-day case gets its own words instead.
    m_chart->setTitle(m_days == 1 ? tr("What wilts when (today)") : tr("What wilts when (next %1 days)").arg(m_days));
    m_view->setAccessibleName(m_chart->title());
    m_empty->setText((m_days == 1 ? tr("Nothing wilts today.") : tr("Nothing wilts in the next %1 days.").arg(m_days))
                     + QLatin1Char('\n')
                     + tr("Observed deltas that are due to expire will show up here, day by day."));
    rebuildSeries();
    m_stack->setCurrentWidget(m_grid.total > 0 ? static_cast<QWidget *>(m_view) : m_empty);
}

void ExpiryChart::rebuildSeries()
{
    // Fresh series each time: the sources and their order change with the
    // data, and a dozen bar sets cost nothing to rebuild.
    m_chart->removeAllSeries();
    m_series = new QStackedBarSeries;
    m_series->setBarWidth(0.62);
    for (qsizetype s = 0; s < m_grid.sources.size(); ++s) {
        auto *set = new QBarSet(m_grid.sources.at(s));
        for (const qint64 count : m_grid.counts.at(s))
            set->append(qreal(count));
        m_series->append(set);
    }
    m_chart->addSeries(m_series);
    m_series->attachAxis(m_dayAxis);
    m_series->attachAxis(m_countAxis);
    connect(m_series, &QStackedBarSeries::hovered, this, &ExpiryChart::onHovered);

    QStringList categories;
    const QDate today = m_grid.days.value(0);
    for (const QDate &day : std::as_const(m_grid.days))
        categories << axisLabel(day, today);
    m_dayAxis->setCategories(categories);

    qint64 busiest = 0;
    for (int d = 0; d < m_grid.days.size(); ++d)
        busiest = std::max(busiest, m_grid.dayTotal(d));
    const qint64 step = niceStep(std::max<qint64>(busiest, 1));
    m_countAxis->setTickInterval(qreal(step));
    // At least one step of headroom above the busiest day, for its total.
    m_countAxis->setRange(0, qreal((busiest / step + 1) * step));

    qDeleteAll(m_totals);
    m_totals.clear();
    for (int d = 0; d < m_grid.days.size(); ++d) {
        const qint64 total = m_grid.dayTotal(d);
        m_totals << (total > 0 ? new QGraphicsSimpleTextItem(QLocale().toString(total), m_chart) : nullptr);
    }
    applyPalette();
    placeTotals();
}

QString ExpiryChart::totalLabel(int day) const
{
    const QGraphicsSimpleTextItem *item = m_totals.value(day);
    return item ? item->text() : QString();
}

void ExpiryChart::placeTotals()
{
    if (!m_series)
        return;
    for (qsizetype d = 0; d < m_totals.size(); ++d) {
        QGraphicsSimpleTextItem *item = m_totals.at(d);
        if (!item)
            continue;
        const QPointF top = m_chart->mapToPosition(QPointF(qreal(d), qreal(m_grid.dayTotal(int(d)))), m_series);
        const QRectF box = item->boundingRect();
        item->setPos(top.x() - box.width() / 2, top.y() - box.height() - 2);
    }
}

void ExpiryChart::applyPalette()
{
    // The chart draws itself, so the palette has to be handed over: the
    // built-in dark or light theme for the axes' defaults, then the
    // window's own colours on top so it sits in the page, not on a card.
    m_applyingPalette = true;
    const QPalette pal = palette();
    const QColor window = pal.color(QPalette::Window);
    const QColor text = pal.color(QPalette::WindowText);
    const bool dark = window.lightness() < 128;
    m_chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);

    m_chart->setBackgroundBrush(window);
    m_chart->setBackgroundPen(Qt::NoPen);
    m_chart->setPlotAreaBackgroundVisible(false);
    m_view->setBackgroundBrush(window);
    m_chart->setTitleBrush(text);
    QFont title = font();
    title.setPointSizeF(title.pointSizeF() * 1.15);
    title.setBold(true);
    m_chart->setTitleFont(title);

    const QColor faint = blend(window, text, 0.15);
    const QColor muted = blend(window, text, 0.65);
    for (QAbstractAxis *axis : {static_cast<QAbstractAxis *>(m_dayAxis), static_cast<QAbstractAxis *>(m_countAxis)}) {
        axis->setLabelsBrush(muted);
        axis->setLabelsFont(font());
        axis->setTitleBrush(muted);
        axis->setTitleFont(font());
        axis->setLinePenColor(faint);
        axis->setGridLineColor(faint);
    }
    m_dayAxis->setGridLineVisible(false);

    for (QGraphicsSimpleTextItem *item : std::as_const(m_totals)) {
        if (item) {
            item->setBrush(muted);
            item->setFont(font());
        }
    }
    m_chart->legend()->setLabelColor(text);
    m_chart->legend()->setFont(font());

    // Segments of one bar are split by a hairline of the background, which
    // reads as a gap in both themes.
    const QList<QBarSet *> sets = m_series ? m_series->barSets() : QList<QBarSet *>();
    for (qsizetype i = 0; i < sets.size(); ++i) {
        const bool other = m_grid.hasOther && i == sets.size() - 1;
        const QColor colour = other ? blend(window, text, 0.4) : kSourceColours[i % std::size(kSourceColours)];
        sets.at(i)->setColor(colour);
        sets.at(i)->setPen(QPen(window, 1));
    }
    m_empty->setPalette(pal);
    m_applyingPalette = false;
}

void ExpiryChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if ((event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) && !m_applyingPalette) {
        applyPalette();
        placeTotals();
    }
}

void ExpiryChart::onHovered(bool status, int index, QBarSet *set)
{
    if (!status || index < 0 || index >= m_grid.days.size()) {
        QToolTip::hideText();
        return;
    }
    const int count = int(set->at(index));
    const QString day = QLocale().toString(m_grid.days.at(index), QLocale::LongFormat);
    QString tip = count == 1 ? tr("%1 on %2: one delta wilts").arg(set->label(), day)
                             : tr("%1 on %2: %L3 deltas wilt").arg(set->label(), day).arg(count);
    if (m_grid.hasOther && set == m_series->barSets().constLast())
        tip += QLatin1Char('\n') + tr("from %1").arg(QLocale().createSeparatedList(m_grid.otherSources));
    tip += QLatin1Char('\n') + tr("%L1 that day in all").arg(m_grid.dayTotal(index));
    QToolTip::showText(QCursor::pos(), tip, m_view);
}

} // namespace tarn::ui
