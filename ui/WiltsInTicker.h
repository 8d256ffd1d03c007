// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTimer>

class QTableView;

namespace tarn::ui {

class DeltaTableModel;

// Makes the "wilts in" countdown tick: once a second it repaints that
// column for the rows on screen only, so a long table costs no more than a
// short one and rows scrolled away are left alone.
class WiltsInTicker : public QObject
{
    Q_OBJECT
public:
    WiltsInTicker(QTableView *view, DeltaTableModel *model, QObject *parent = nullptr);

    void setInterval(int ms) { m_timer.setInterval(ms); }
    // The rows the next tick would refresh; first > last when none.
    std::pair<int, int> visibleRows() const;

public Q_SLOTS:
    void tick();

private:
    QTableView *m_view;
    DeltaTableModel *m_model;
    QTimer m_timer;
};

} // namespace tarn::ui
