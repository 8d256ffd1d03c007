// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace tarn::ui {

// Lake → Remember… (Ctrl+N): a memory written by the person, in the window
// (what `tarn remember` does on the command line): its content, kind, tags,
// subject and, if they like, an image. Saved as the chat source's, so it is
// authored and sticks. OK stays disabled until there is something to keep
// and the image (if any) is one Tarn can store. The dialog writes nothing
// itself: the window sends draft() and imagePath() to the writer.
class RememberDialog : public QDialog
{
    Q_OBJECT
public:
    explicit RememberDialog(QWidget *parent = nullptr);

    // Content, kind, tags and subject (source "chat"); no id, no times.
    Delta draft() const;
    // The image to store with it, or empty.
    QString imagePath() const { return m_imagePath; }

    void setContent(const QString &content);
    void setKind(Kind kind);
    void setTags(const QString &commaSeparated);
    void setSubject(const QString &subject);
    // Sets (or, with an empty path, clears) the image as Choose Image… does.
    void setImagePath(const QString &path);
    // Why OK is disabled, or empty.
    QString hint() const;

private:
    void chooseImage();
    void revalidate();

    QPlainTextEdit *m_content;
    QComboBox *m_kind;
    QLineEdit *m_tags;
    QLineEdit *m_subject;
    QLabel *m_image;
    QPushButton *m_chooseImage;
    QPushButton *m_clearImage;
    QLabel *m_hint;
    QDialogButtonBox *m_buttons;
    QString m_imagePath;
    QString m_imageProblem;
};

} // namespace tarn::ui
