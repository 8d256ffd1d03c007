// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WiltsInDelegate.h"

#include "DeltaTableModel.h"

#include <QApplication>
#include <QPainter>

namespace tarn::ui {

namespace {

// Mixes two colours; t = 0 gives a, 1 gives b.
QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t), float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightnessF() < 0.5;
}

} // namespace

QColor WiltsInDelegate::colourFor(qint64 msLeft, const QPalette &palette)
{
    // Warm colours bright enough to read on a dark base, deep enough on a
    // light one.
    const QColor amber = isDark(palette) ? QColor(0xf0, 0xb4, 0x29) : QColor(0xa8, 0x6a, 0x00);
    const QColor red = isDark(palette) ? QColor(0xff, 0x6b, 0x6b) : QColor(0xc0, 0x28, 0x28);
    const QColor normal = palette.color(QPalette::Text);
    if (msLeft >= kAmberFromMs)
        return normal;
    if (msLeft >= kRedFromMs)
        return mix(normal, amber, double(kAmberFromMs - msLeft) / double(kAmberFromMs - kRedFromMs));
    return mix(amber, red, std::clamp(double(kRedFromMs - msLeft) / double(kRedFromMs - kFullRedMs), 0.0, 1.0));
}

void WiltsInDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QVariant life = index.data(DeltaTableModel::LifeLeftRole);
    const QVariant left = index.data(DeltaTableModel::TimeLeftRole);
    const bool selected = opt.state & QStyle::State_Selected;
    QColor text;
    if (!life.isValid()) {
        text = opt.palette.color(QPalette::PlaceholderText);
    } else {
        text = colourFor(left.toLongLong(), opt.palette);
    }
    if (!selected)
        opt.palette.setColor(QPalette::Text, text);
    const QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

    if (!life.isValid())
        return;
    // The bar: a faint track and the part of life still left.
    const QRect cell = opt.rect.adjusted(6, 0, -6, -3);
    const QRect track(cell.left(), cell.bottom() - 1, cell.width(), 2);
    painter->save();
    painter->setPen(Qt::NoPen);
    QColor trackColour = opt.palette.color(QPalette::Mid);
    trackColour.setAlphaF(0.35f);
    painter->setBrush(trackColour);
    painter->drawRect(track);
    // Plenty of life left: the lake's green; then the text's warning colour.
    const QColor healthy = isDark(opt.palette) ? QColor(0x7f, 0xc0, 0x8a) : QColor(0x4a, 0x8a, 0x56);
    const QColor bar = left.toLongLong() >= kAmberFromMs ? healthy : text;
    painter->setBrush(selected ? opt.palette.color(QPalette::HighlightedText) : bar);
    painter->drawRect(QRect(track.left(), track.top(), int(track.width() * life.toDouble()), track.height()));
    painter->restore();
}

} // namespace tarn::ui
