// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"
#include "MemoryOperations.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace tarn::ui {

// Delta → Correct…: what is true now about a delta — its content, kind,
// tags or subject (seed 002's patch). Tarn writes the correction as a new
// delta that supersedes the old one; the old one keeps its content and
// lineage but leaves every view. OK stays disabled until something changes.
// The dialog writes nothing itself: the window sends patch() to the writer.
class CorrectDialog : public QDialog
{
    Q_OBJECT
public:
    explicit CorrectDialog(const Delta &target, QWidget *parent = nullptr);

    // Only what differs from the target (empty fields stay as they were).
    MemoryOperations::Patch patch() const;
    bool hasChanges() const;
    const Delta &target() const { return m_target; }

    void setContent(const QString &content);
    void setKind(Kind kind);
    void setTags(const QString &commaSeparated);
    void setSubject(const QString &subject);

private:
    void revalidate();

    Delta m_target;
    QPlainTextEdit *m_content;
    QComboBox *m_kind;
    QLineEdit *m_tags;
    QLineEdit *m_subject;
    QLabel *m_hint;
    QDialogButtonBox *m_buttons;
};

} // namespace tarn::ui
