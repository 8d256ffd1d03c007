// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QAbstractButton;
class QWidget;

namespace tarn::ui {

// Ctrl+Enter (and Ctrl+Return) presses a dialog's save button from anywhere
// in it, a multi-line text field included, where Enter starts a new line.
// Nothing happens while the button is disabled (no reason yet, say).
namespace DialogKeys {

void saveOnCtrlEnter(QWidget *dialog, QAbstractButton *save);

} // namespace DialogKeys

} // namespace tarn::ui
