// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeTypes.h"

#include <QWidget>

class QAbstractItemModel;
class QLabel;
class QPushButton;
class QTableView;
class QTimer;

namespace tarn {
class Clock;
class LakeReaderHost;
}

namespace tarn::ui {

class ExpiryChart;
class StatCard;
class SweepHistoryModel;

// The lake at a glance: how much is authored and observed, what wilts on
// which of the next days (per source), and what the reaper and soft decay
// did lately. Reads go through the reader host; only the newest answer is
// shown, so a slow answer never overwrites a fresher one.
class DashboardPage : public QWidget
{
    Q_OBJECT
public:
    // How far ahead the chart looks.
    static constexpr int kDays = 14;

    DashboardPage(tarn::LakeReaderHost *reader, const tarn::Clock &clock, QWidget *parent = nullptr);

    // Shows an answer: what refresh()'s answer calls, and tests call it directly.
    void setData(const tarn::DashboardData &data);
    const tarn::DashboardData &data() const { return m_data; }

    QAbstractItemModel *historyModel() const;
    ExpiryChart *chart() const { return m_chart; }
    QTableView *historyView() const { return m_historyView; }

public Q_SLOTS:
    // Asks the reader for the next kDays afresh; an answer overtaken by a
    // newer request is dropped.
    void refresh();

Q_SIGNALS:
    void dashboardLoaded();

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void onDashboardReady(quint64 requestId, const tarn::DashboardData &data);
    void onRequestFailed(quint64 requestId, const QString &message);

    tarn::LakeReaderHost *m_reader;
    const tarn::Clock &m_clock;
    tarn::DashboardData m_data;
    StatCard *m_authored;
    StatCard *m_observed;
    StatCard *m_wilting;
    ExpiryChart *m_chart;
    SweepHistoryModel *m_history;
    QTableView *m_historyView;
    QLabel *m_noHistory;
    QLabel *m_asOf;
    QLabel *m_message;
    QPushButton *m_refreshButton;
    QTimer *m_refreshTick;
    quint64 m_request = 0; // the fetch whose answer is wanted, 0 when idle
    bool m_fitted = false; // history columns are sized to the first real answer once
};

} // namespace tarn::ui
