// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace tarn::ui {

// A wrapped line of secondary text under a setting, in the theme's own
// muted colour (light or dark): what the setting does, in a sentence.
inline QLabel *hintLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    QPalette muted = label->palette();
    muted.setColor(QPalette::WindowText, parent->palette().color(QPalette::PlaceholderText));
    label->setPalette(muted);
    return label;
}

} // namespace tarn::ui
