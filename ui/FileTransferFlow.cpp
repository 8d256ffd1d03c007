// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "FileTransferFlow.h"

#include "FileTransferJob.h"
#include "TarnSettings.h"

#include <QDate>
#include <climits>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStandardPaths>

namespace tarn::ui {

// Where the last import or export was, so the next dialog starts there.
static const QString kLastFolderKey = QStringLiteral("window/transferFolder");

FileTransferFlow::FileTransferFlow(const QString &lakePath, const Clock &clock, QWidget *window)
    : QObject(window), m_window(window), m_job(new FileTransferJob(lakePath, clock, this))
{
    connect(m_job, &FileTransferJob::progressed, this, [this](qint64 done, qint64 total) {
        if (!m_progress || m_progress->wasCanceled())
            return;
        // Percent: a file of several gigabytes overflows an int of bytes.
        if (total > 0) {
            m_progress->setMaximum(100);
            m_progress->setValue(int(std::min<qint64>(100, done * 100 / total)));
        }
    });
    connect(m_job, &FileTransferJob::imported, this, [this](const QString &file, qint64 n, qint64 truncated) {
        QString message = tr("Imported %Ln deltas from %1.", nullptr, int(std::min<qint64>(n, INT_MAX)))
                              .arg(QFileInfo(file).fileName());
        if (n == 0)
            message = tr("%1 holds no deltas; nothing was imported.").arg(QFileInfo(file).fileName());
        if (truncated > 0)
            message += QLatin1Char(' ')
                       + tr("%Ln of them were longer than the lake keeps and were shortened.", nullptr, int(truncated));
        finish(true, message);
        if (n > 0)
            Q_EMIT imported(n);
    });
    connect(m_job, &FileTransferJob::importedFrom, this, [this](const QString &, const QString &summary, qint64 items) {
        finish(true, summary);
        if (items > 0)
            Q_EMIT imported(items);
    });
    connect(m_job, &FileTransferJob::exported, this, [this](const QString &file, qint64 lines, int images) {
        finish(true, images > 0 ? tr("Exported %Ln deltas and %L1 images to %2.", nullptr, int(lines))
                                      .arg(images)
                                      .arg(QDir::toNativeSeparators(file))
                                : tr("Exported %Ln deltas to %1.", nullptr, int(lines)).arg(QDir::toNativeSeparators(file)));
    });
    connect(m_job, &FileTransferJob::failed, this, [this](const QString &file, const QString &why, bool cancelled) {
        if (cancelled) {
            finish(false, m_importing ? tr("Import cancelled; nothing from %1 was written.").arg(QFileInfo(file).fileName())
                                      : tr("Export cancelled; %1 was left as it was.").arg(QDir::toNativeSeparators(file)));
            return;
        }
        if (m_importing)
            fail(tr("Import failed"), tr("Nothing from %1 was imported: %2").arg(QFileInfo(file).fileName(), why));
        else
            fail(tr("Export failed"), tr("%1 was not written: %2").arg(QDir::toNativeSeparators(file), why));
    });
}

FileTransferFlow::~FileTransferFlow() = default;

bool FileTransferFlow::isRunning() const
{
    return m_job->isRunning();
}

QString FileTransferFlow::startFolder() const
{
    const QString last = TarnSettings().value(kLastFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void FileTransferFlow::chooseAndImport()
{
    const QString file = QFileDialog::getOpenFileName(m_window, tr("Import Deltas"), startFolder(),
                                                      tr("Tarn exports and other tools' exports (*.jsonl *.json);;All files (*)"));
    if (!file.isEmpty())
        importFile(file);
}

void FileTransferFlow::chooseAndExport()
{
    const QString name = tr("tarn-export-%1.jsonl").arg(QDate::currentDate().toString(Qt::ISODate));
    const QString file = QFileDialog::getSaveFileName(m_window, tr("Export Deltas"), QDir(startFolder()).filePath(name),
                                                      tr("Tarn exports (*.jsonl)"));
    if (!file.isEmpty())
        exportFile(QFileInfo(file).suffix().isEmpty() ? file + QStringLiteral(".jsonl") : file);
}

void FileTransferFlow::importFile(const QString &file)
{
    if (!m_job->startImport(file))
        return; // the menu is disabled while one runs; a second start is refused
    m_importing = true;
    TarnSettings(TarnSettings::Access::ForWriting).setValue(kLastFolderKey, QFileInfo(file).absolutePath());
    showProgress(tr("Importing %1…").arg(QFileInfo(file).fileName()), tr("Import Deltas"));
}

void FileTransferFlow::exportFile(const QString &file)
{
    if (!m_job->startExport(file))
        return;
    m_importing = false;
    TarnSettings(TarnSettings::Access::ForWriting).setValue(kLastFolderKey, QFileInfo(file).absolutePath());
    showProgress(tr("Exporting to %1…").arg(QFileInfo(file).fileName()), tr("Export Deltas"));
}

void FileTransferFlow::showProgress(const QString &label, const QString &title)
{
    auto *progress = new QProgressDialog(label, tr("Cancel"), 0, 0, m_window);
    progress->setObjectName(QStringLiteral("transferProgress"));
    progress->setWindowTitle(title);
    progress->setWindowModality(Qt::WindowModal);
    progress->setAttribute(Qt::WA_DeleteOnClose);
    progress->setMinimumDuration(300); // a small file is done before it would show
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    connect(progress, &QProgressDialog::canceled, this, [this, progress] {
        progress->setLabelText(tr("Cancelling…"));
        m_job->cancel();
    });
    m_progress = progress;
}

void FileTransferFlow::finish(bool ok, const QString &message)
{
    if (m_progress) {
        m_progress->close();
        m_progress = nullptr;
    }
    Q_EMIT finished(ok, message);
}

void FileTransferFlow::fail(const QString &title, const QString &message)
{
    finish(false, message);
    auto *box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("transferFailure"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    m_failure = box;
    box->open();
}

} // namespace tarn::ui
