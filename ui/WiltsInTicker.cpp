// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WiltsInTicker.h"

#include "DeltaTableModel.h"

#include <QTableView>

namespace tarn::ui {

WiltsInTicker::WiltsInTicker(QTableView *view, DeltaTableModel *model, QObject *parent)
    : QObject(parent), m_view(view), m_model(model)
{
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &WiltsInTicker::tick);
    m_timer.start();
}

std::pair<int, int> WiltsInTicker::visibleRows() const
{
    const int rows = m_model->rowCount();
    if (rows == 0 || !m_view->isVisible())
        return {0, -1};
    const int first = m_view->rowAt(0);
    if (first < 0)
        return {0, -1};
    int last = m_view->rowAt(m_view->viewport()->height() - 1);
    if (last < 0) // the table ends above the viewport's bottom edge
        last = rows - 1;
    return {first, last};
}

void WiltsInTicker::tick()
{
    const auto [first, last] = visibleRows();
    m_model->refreshWiltsIn(first, last);
}

} // namespace tarn::ui
