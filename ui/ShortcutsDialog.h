// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>

class QAction;
class QTableWidget;

namespace tarn::ui {

// Help → Keyboard Shortcuts: every action of the window that has a key,
// read from the actions themselves so the list cannot drift from what the
// keys do, plus the keys that belong to a widget rather than an action.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ShortcutsDialog(const QList<QAction *> &actions, QWidget *parent = nullptr);

    // Rows as "what\tkeys", in the order shown (tests and screen readers).
    QStringList rows() const;

private:
    QTableWidget *m_table;
};

} // namespace tarn::ui
