// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DialogKeys.h"

#include <QAbstractButton>
#include <QShortcut>

namespace tarn::ui::DialogKeys {

void saveOnCtrlEnter(QWidget *dialog, QAbstractButton *save)
{
    for (const QKeySequence keys : {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}) {
        auto *shortcut = new QShortcut(keys, dialog);
        shortcut->setContext(Qt::WindowShortcut);
        QObject::connect(shortcut, &QShortcut::activated, save, [save] {
            if (save->isEnabled() && save->isVisible())
                save->click();
        });
    }
}

} // namespace tarn::ui::DialogKeys
