// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Clock.h"

#include <QObject>
#include <QPointer>

class QMessageBox;
class QProgressDialog;
class QWidget;

namespace tarn {
class FileTransferJob;
}

namespace tarn::ui {

// File → Import… and Export…: a file dialog, then the transfer on its own
// thread (FileTransferJob) with a progress dialog whose Cancel stops it,
// then one message saying what happened: how many deltas came in or went
// out, or that nothing was written and why (the line and what is wrong
// with it, as `tarn import` says it).
class FileTransferFlow : public QObject
{
    Q_OBJECT
public:
    FileTransferFlow(const QString &lakePath, const Clock &clock, QWidget *window);
    ~FileTransferFlow() override;

    // Ask for a file, then transfer it.
    void chooseAndImport();
    void chooseAndExport();
    // Transfer this file (what the dialogs lead to; tests call these).
    void importFile(const QString &file);
    void exportFile(const QString &file);

    bool isRunning() const;
    QProgressDialog *progressDialog() const { return m_progress; }
    // The failure's message box while it is open (tests read and close it).
    QMessageBox *failureBox() const { return m_failure; }

Q_SIGNALS:
    // Once per transfer: what the status bar shows (and, for a failure, the
    // message box too). imported: deltas entered the lake.
    void finished(bool ok, const QString &message);
    void imported(qint64 deltas);

private:
    void showProgress(const QString &label, const QString &title);
    void finish(bool ok, const QString &message);
    void fail(const QString &title, const QString &message);
    QString startFolder() const;

    QWidget *m_window;
    FileTransferJob *m_job;
    QPointer<QProgressDialog> m_progress;
    QPointer<QMessageBox> m_failure;
    bool m_importing = false;
};

} // namespace tarn::ui
