// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RowsInPlace.h"

#include <QAbstractItemView>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

#include <algorithm>

namespace tarn::ui {

RowsInPlace::RowsInPlace(QAbstractItemView *view) : QObject(view), m_view(view)
{
    QAbstractItemModel *model = view->model();
    Q_ASSERT(model);
    connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this,
            [this](const QModelIndex &parent, int, int) { remember(parent); });
    connect(model, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &parent, int first, int last) {
        shift(parent, first, last - first + 1);
    });
    connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this,
            [this](const QModelIndex &parent, int, int) { remember(parent); });
    connect(model, &QAbstractItemModel::rowsRemoved, this, [this](const QModelIndex &parent, int first, int last) {
        // Rows that went from above the top row pull the view up as many
        // rows; if the top row itself went, the next one takes its place.
        const int above = std::min(last, m_topRow - 1) - first + 1;
        if (above > 0)
            shift(parent, first, -above);
    });
}

int RowsInPlace::topRow() const
{
    return m_view->indexAt(QPoint(0, 0)).row();
}

void RowsInPlace::remember(const QModelIndex &parent)
{
    if (parent.isValid())
        return;
    m_value = m_view->verticalScrollBar()->value();
    m_topRow = topRow();
}

void RowsInPlace::shift(const QModelIndex &parent, int first, int rows)
{
    // At the top (or with nothing in sight) the new rows are meant to show.
    if (parent.isValid() || m_value <= 0 || m_topRow < 0)
        return;
    if (rows > 0 && first > m_topRow)
        return; // below the top row: nothing in sight moves
    QScrollBar *bar = m_view->verticalScrollBar();
    int step = 1;
    if (m_view->verticalScrollMode() == QAbstractItemView::ScrollPerPixel) {
        const auto *table = qobject_cast<QTableView *>(m_view);
        step = table ? table->verticalHeader()->defaultSectionSize() : m_view->sizeHintForRow(0);
    }
    const int value = std::max(0, m_value + rows * step);
    // The view grows the scroll range only at its next layout; the value
    // must fit now, and that layout keeps it.
    if (value > bar->maximum())
        bar->setMaximum(value);
    bar->setValue(value);
}

} // namespace tarn::ui
