// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace tarn::ui {

// File → Open Lake… (Ctrl+O): another lake, by its file or a PostgreSQL
// server's postgresql:// address, opens in a window of its own (each lake
// has its own process, scheduler and tray icon; see SingleInstance). A
// file that does not exist yet becomes a new, empty lake. Open stays
// disabled while the location is not one Tarn can open, and says why.
class OpenLakeDialog : public QDialog
{
    Q_OBJECT
public:
    // currentLake: the lake this window shows (Open is refused for it).
    explicit OpenLakeDialog(const QString &currentLake, QWidget *parent = nullptr);

    void setLocation(const QString &location);
    // What the person chose, as typed (a path made absolute).
    QString location() const;
    // Why Open is disabled, or empty.
    QString hint() const;

private:
    void browse();
    void revalidate();

    QString m_currentDisplay;
    QLineEdit *m_location;
    QLabel *m_hint;
    QDialogButtonBox *m_buttons;
};

} // namespace tarn::ui
