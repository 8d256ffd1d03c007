// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace tarn::ui {

// What a new person sees instead of an empty table: what the lake is for
// and the two ways to put something in it, as buttons: write a memory
// (Remember…) or add a source that observes for them (Sources → Add…).
class EmptyLakeView : public QWidget
{
    Q_OBJECT
public:
    explicit EmptyLakeView(QWidget *parent = nullptr);
    QString text() const;
    QPushButton *rememberButton() const { return m_remember; }
    QPushButton *addSourceButton() const { return m_addSource; }

Q_SIGNALS:
    void rememberRequested();
    void addSourceRequested();

private:
    QLabel *m_title;
    QLabel *m_body;
    QPushButton *m_remember;
    QPushButton *m_addSource;
};

} // namespace tarn::ui
