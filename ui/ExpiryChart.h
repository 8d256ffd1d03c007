// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeTypes.h"

#include <QDate>
#include <QList>
#include <QStringList>
#include <QWidget>

class QBarCategoryAxis;
class QBarSet;
class QChart;
class QChartView;
class QGraphicsSimpleTextItem;
class QLabel;
class QStackedBarSeries;
class QStackedLayout;
class QValueAxis;

namespace tarn::ui {

// The expiry buckets laid out as the chart draws them: one column per
// local day, one row per stacked source. Pure data, so the grouping can be
// tested without looking at a chart.
struct ExpiryGrid
{
    QList<QDate> days;            // one per column, today first
    QStringList sources;          // one per bar set, most due first; "other" last when hasOther
    QList<QList<qint64>> counts;  // counts[set][day]
    QStringList otherSources;     // the sources folded into "other", most due first
    bool hasOther = false;
    qint64 total = 0;

    qint64 dayTotal(int day) const;
    // Due from now until the end of tomorrow (local), i.e. the first two columns.
    qint64 dueByTomorrow() const;
};

// "What wilts when": a stacked bar per local day of the next N days, one
// colour per source. The busiest sources get their own colour; when there
// are more than a legend can hold the rest share one "other" bar set.
// Follows the palette (dark chart theme on a dark window) and says so in
// words when nothing is due.
class ExpiryChart : public QWidget
{
    Q_OBJECT
public:
    // Sources with their own bar set; beyond this the rest become "other".
    static constexpr int kMaxSources = 6;

    explicit ExpiryChart(QWidget *parent = nullptr);

    void setBuckets(const QList<tarn::ExpiryBucket> &buckets, qint64 now, int days);

    // Buckets on local days outside [today, today + days) are dropped (the
    // lake never sends them). "other" only appears when it would fold at
    // least two sources: a single leftover source keeps its own name.
    static ExpiryGrid gridOf(const QList<tarn::ExpiryBucket> &buckets, qint64 now, int days,
                             int maxSources = kMaxSources);
    // "Mon 23", or "Today": how tooltips and people name a column.
    static QString dayLabel(const QDate &day, const QDate &today);
    // The same in two lines ("Mon<br>23") for the axis under the bars.
    static QString axisLabel(const QDate &day, const QDate &today);

    const ExpiryGrid &grid() const { return m_grid; }
    QChart *chart() const { return m_chart; }
    QChartView *chartView() const { return m_view; }
    QStackedBarSeries *series() const { return m_series; }
    QBarCategoryAxis *dayAxis() const { return m_dayAxis; }
    QValueAxis *countAxis() const { return m_countAxis; }
    bool showsEmptyState() const;
    // The day total printed above a bar ("" when nothing is due that day),
    // so one busy day does not make the quiet ones unreadable.
    QString totalLabel(int day) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuildSeries();
    void applyPalette();
    void placeTotals();
    void onHovered(bool status, int index, QBarSet *set);

    QChart *m_chart;
    QChartView *m_view;
    QStackedBarSeries *m_series = nullptr;
    QBarCategoryAxis *m_dayAxis;
    QValueAxis *m_countAxis;
    QList<QGraphicsSimpleTextItem *> m_totals; // one per day, above its bar; null when nothing is due
    QLabel *m_empty;
    QStackedLayout *m_stack;
    ExpiryGrid m_grid;
    int m_days = 0;
    bool m_applyingPalette = false;
};

} // namespace tarn::ui
