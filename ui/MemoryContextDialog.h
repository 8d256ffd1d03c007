// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MemorySettings.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTimer;

namespace tarn {
class LakeReaderHost;
struct MemoryContext;
}

namespace tarn::ui {

// Lake → Preview Memory Context: what an assistant would be given before it
// answers a message, exactly as GET /v1/context and the MCP memory_context
// tool build it, within the Memory preferences' bounds. The lake is read on
// the reader's thread as the person types; a preview is not a use, so
// nothing counts as recalled.
class MemoryContextDialog : public QDialog
{
    Q_OBJECT
public:
    MemoryContextDialog(tarn::LakeReaderHost *reader, const tarn::MemorySettings &settings, QWidget *parent = nullptr);

    QLineEdit *queryEdit() const { return m_query; }
    QString block() const;
    QString summary() const;
    QString explanation() const; // why each memory is in the block

Q_SIGNALS:
    void previewShown(); // an answer (or a failure) is on screen

private:
    void request();
    void showContext(quint64 requestId, const tarn::MemoryContext &context);
    void fail(quint64 requestId, const QString &message);

    tarn::LakeReaderHost *m_reader;
    tarn::MemorySettings m_settings;
    QLineEdit *m_query;
    QLabel *m_summary;
    QPlainTextEdit *m_block;
    QPlainTextEdit *m_explain;
    QPushButton *m_copy;
    QTimer *m_debounce;
    quint64 m_pending = 0;
};

} // namespace tarn::ui
