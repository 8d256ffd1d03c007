// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;

namespace tarn::ui {

// What a new person sees instead of an empty table: what the lake is for
// and how to put something in it.
class EmptyLakeView : public QWidget
{
    Q_OBJECT
public:
    explicit EmptyLakeView(QWidget *parent = nullptr);
    QString text() const;

private:
    QLabel *m_title;
    QLabel *m_body;
};

} // namespace tarn::ui
