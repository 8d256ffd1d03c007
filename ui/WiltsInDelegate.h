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

    // The countdown's colour for the time left until the deadline: plain
    // text with a day or more to go, turning amber over the last day and
    // red over the last two hours (fully red in the last ten minutes).
    // By time, not by the share of life left: "in 2 min" is urgent for a
    // five-minute source and a month-long one alike. Exposed for tests.
    static QColor colourFor(qint64 msLeft, const QPalette &palette);
    static constexpr qint64 kAmberFromMs = 24LL * 60 * 60 * 1000;
    static constexpr qint64 kRedFromMs = 2LL * 60 * 60 * 1000;
    static constexpr qint64 kFullRedMs = 10LL * 60 * 1000;
};

} // namespace tarn::ui
