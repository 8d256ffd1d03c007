// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"
#include "Engagement.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QTextBrowser;

namespace tarn::ui {

// Asks why the person affirms, refutes or replies to a delta and shows, as
// they type, exactly what the new authored delta will carry (built with the
// same Engagement::build the core writes with), so nothing about it is a
// surprise. It writes nothing itself: the window sends the reason to the
// writer thread.
class EngageDialog : public QDialog
{
    Q_OBJECT
public:
    EngageDialog(const Delta &target, EngagementType type, QWidget *parent = nullptr);

    QString reason() const;
    void setReason(const QString &reason);
    EngagementType type() const { return m_type; }
    const Delta &target() const { return m_target; }
    QString previewText() const; // the preview as plain text (tests read it)
    bool canSave() const;

    static QString verb(EngagementType type);   // "Affirm", "Refute", "Reply"

private:
    void updatePreview();

    Delta m_target;
    EngagementType m_type;
    QPlainTextEdit *m_reason;
    QTextBrowser *m_preview;
    QLabel *m_hint;
    QDialogButtonBox *m_buttons;
};

} // namespace tarn::ui
