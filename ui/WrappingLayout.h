// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLayout>
#include <QList>

namespace tarn::ui {

// Lays its widgets out left to right and starts a new row when the next
// one does not fit, like words in a paragraph: the Browse page's search
// and filters stay on one row on a wide window and wrap on a small screen
// (1024 logical pixels, German labels) instead of pushing the window wider
// than the screen. Each widget gets its preferred width (at most the
// row's), one chosen widget also its row's spare width (the search box),
// and the widgets of a row are centred on it vertically.
class WrappingLayout : public QLayout
{
public:
    explicit WrappingLayout(QWidget *parent = nullptr, int horizontalSpacing = 6, int verticalSpacing = 4);
    ~WrappingLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override { return int(m_items.size()); }
    QLayoutItem *itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem *takeAt(int index) override;

    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    // `widget` (already added) takes the width its row leaves over.
    void setStretchWidget(QWidget *widget) { m_stretch = widget; }
    QSize sizeHint() const override;     // everything on one row
    QSize minimumSize() const override;  // the widest single widget
    void setGeometry(const QRect &rect) override;

private:
    // Places the items in `rect` (or only measures, with `apply` false)
    // and returns the height used.
    int arrange(const QRect &rect, bool apply) const;

    QList<QLayoutItem *> m_items;
    int m_hSpacing;
    int m_vSpacing;
    QWidget *m_stretch = nullptr;
};

} // namespace tarn::ui
