// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>

class QAction;
class QLabel;

namespace tarn::ui {

// Help → About Tarn: the version, the licence (GPL-3.0-or-later), the Qt and
// SQLite this build runs with, whether PostgreSQL lakes can be opened, the
// lake this window shows, and the way to the manual and the keyboard
// shortcuts. Nothing in it asks the lake anything.
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    // `shortcuts`: the window's actions, for Keyboard Shortcuts….
    AboutDialog(const QString &lakeDisplay, const QList<QAction *> &shortcuts, QWidget *parent = nullptr);

    // Everything the dialog says, as plain text (what a screen reader reads).
    QString text() const;

private:
    QLabel *m_about;
    QLabel *m_versions;
    QLabel *m_lake;
};

} // namespace tarn::ui
