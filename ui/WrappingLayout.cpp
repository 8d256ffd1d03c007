// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WrappingLayout.h"

#include <QWidget>

#include <algorithm>

namespace tarn::ui {

WrappingLayout::WrappingLayout(QWidget *parent, int horizontalSpacing, int verticalSpacing)
    : QLayout(parent), m_hSpacing(horizontalSpacing), m_vSpacing(verticalSpacing)
{
}

WrappingLayout::~WrappingLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void WrappingLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
}

QLayoutItem *WrappingLayout::takeAt(int index)
{
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

int WrappingLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize WrappingLayout::sizeHint() const
{
    int width = 0;
    int height = 0;
    int shown = 0;
    for (const QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize s = item->sizeHint();
        width += s.width();
        height = std::max(height, s.height());
        ++shown;
    }
    width += std::max(0, shown - 1) * m_hSpacing;
    const QMargins m = contentsMargins();
    return QSize(width + m.left() + m.right(), height + m.top() + m.bottom());
}

QSize WrappingLayout::minimumSize() const
{
    QSize size;
    for (const QLayoutItem *item : m_items)
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

void WrappingLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int WrappingLayout::arrange(const QRect &rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    int y = area.y();
    QList<std::pair<QLayoutItem *, QSize>> row;
    int rowWidth = 0;
    int rowHeight = 0;
    const auto placeRow = [&] {
        int x = area.x();
        const int spare = std::max(0, area.width() - rowWidth);
        for (auto [item, size] : std::as_const(row)) {
            if (m_stretch && item->widget() == m_stretch)
                size.setWidth(size.width() + spare);
            if (apply)
                item->setGeometry(QRect(QPoint(x, y + (rowHeight - size.height()) / 2), size));
            x += size.width() + m_hSpacing;
        }
        y += rowHeight;
        row.clear();
        rowWidth = 0;
        rowHeight = 0;
    };
    for (QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        QSize size = item->sizeHint().expandedTo(item->minimumSize());
        size.setWidth(std::min(size.width(), std::max(area.width(), item->minimumSize().width())));
        const int needed = row.isEmpty() ? size.width() : rowWidth + m_hSpacing + size.width();
        if (!row.isEmpty() && needed > area.width()) {
            placeRow();
            y += m_vSpacing;
        }
        rowWidth = row.isEmpty() ? size.width() : rowWidth + m_hSpacing + size.width();
        rowHeight = std::max(rowHeight, size.height());
        row.append({item, size});
    }
    if (!row.isEmpty())
        placeRow();
    return y - rect.y() + contentsMargins().bottom();
}

} // namespace tarn::ui
