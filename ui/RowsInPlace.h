// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAbstractItemView;
class QModelIndex;

namespace tarn::ui {

// Keeps the rows a person is looking at where they are while rows come in
// or go above them (live updates, DeltaTableModel::refreshLive): without
// it a view scrolled down would jump by as many rows as arrived. At the
// very top nothing is held: new rows simply show above the old ones.
class RowsInPlace : public QObject
{
    Q_OBJECT
public:
    // Watches the view's model (set it first).
    explicit RowsInPlace(QAbstractItemView *view);

private:
    void remember(const QModelIndex &parent);
    void shift(const QModelIndex &parent, int first, int rows);
    int topRow() const;

    QAbstractItemView *m_view;
    int m_value = 0;   // the scroll bar's value before the change
    int m_topRow = -1; // the first row in sight before the change
};

} // namespace tarn::ui
