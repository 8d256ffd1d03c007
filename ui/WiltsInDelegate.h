// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace tarn::ui {

// Paints the "wilts in" countdown: the text shifts from the normal colour to
// amber and red as the deadline nears, over a thin bar showing how much of
// the delta's life is left. Authored deltas ("forever") are drawn muted.
class WiltsInDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // The colour for a life fraction in a palette: exposed for tests.
    static QColor colourFor(double lifeLeft, const QPalette &palette);
};

} // namespace tarn::ui
