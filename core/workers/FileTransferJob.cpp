// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "FileTransferJob.h"

#include "FileTransfer.h"
#include "Lake.h"
#include "MemoryImport.h"
#include "TarnError.h"

#include <QElapsedTimer>

namespace tarn {

FileTransferJob::FileTransferJob(const QString &lakePath, const Clock &clock, QObject *parent) : QObject(parent)
{
    m_worker = m_thread.host(new FileTransferWorker(lakePath, clock, m_cancel));
    connect(m_worker, &FileTransferWorker::progressed, this, &FileTransferJob::progressed);
    connect(m_worker, &FileTransferWorker::imported, this, [this](const QString &file, qint64 n, qint64 truncated) {
        m_running = false;
        Q_EMIT imported(file, n, truncated);
    });
    connect(m_worker, &FileTransferWorker::importedFrom, this, [this](const QString &file, const QString &summary, qint64 items) {
        m_running = false;
        Q_EMIT importedFrom(file, summary, items);
    });
    connect(m_worker, &FileTransferWorker::exported, this, [this](const QString &file, qint64 lines, int images) {
        m_running = false;
        Q_EMIT exported(file, lines, images);
    });
    connect(m_worker, &FileTransferWorker::failed, this, [this](const QString &file, const QString &why, bool cancelled) {
        m_running = false;
        Q_EMIT failed(file, why, cancelled);
    });
}

FileTransferJob::~FileTransferJob()
{
    // A transfer still running stops at its next progress check and
    // writes nothing (the import's transaction rolls back, the export's
    // temporary file is removed).
    cancel();
    m_thread.stop();
}

bool FileTransferJob::startImport(const QString &file)
{
    return start(file, true);
}

bool FileTransferJob::startExport(const QString &file)
{
    return start(file, false);
}

bool FileTransferJob::start(const QString &file, bool import)
{
    if (m_running)
        return false;
    m_running = true;
    m_cancel->store(false);
    QMetaObject::invokeMethod(m_worker, [w = m_worker, file, import] { w->run(file, import); }, Qt::QueuedConnection);
    return true;
}

FileTransferWorker::FileTransferWorker(QString lakePath, const Clock &clock, std::shared_ptr<std::atomic_bool> cancel)
    : m_lakePath(std::move(lakePath)), m_clock(clock), m_cancel(std::move(cancel))
{
}

FileTransferWorker::~FileTransferWorker() = default;

void FileTransferWorker::run(const QString &file, bool import)
{
    QElapsedTimer sinceReport;
    sinceReport.start();
    const TransferProgress progress = [&](qint64 done, qint64 total) {
        if (sinceReport.elapsed() >= 50) {
            sinceReport.restart();
            Q_EMIT progressed(done, total);
        }
        return !m_cancel->load();
    };
    try {
        // A connection per transfer: closed when it ends, so an idle
        // window holds no extra connection (or PostgreSQL backend).
        Lake lake(m_clock);
        OpenOptions options;
        options.create = false;
        lake.open(m_lakePath, options);
        lake.setActor(import ? QStringLiteral("window:import") : QStringLiteral("window:export"));
        const ImportFormat format = import ? MemoryImport::detectFile(file) : ImportFormat::Tarn;
        if (import && format != ImportFormat::Tarn) {
            lake.setActor(QStringLiteral("window:import:") + ImportFormats::name(format));
            const MemoryImportReport r = MemoryImport::importFile(lake, file, format, MemorySettings::load(), false, progress);
            Q_EMIT importedFrom(file, r.describe(), r.turns + r.memories);
        } else if (import) {
            const ImportReport r = FileTransfer::importFile(lake, file, progress);
            Q_EMIT imported(file, r.imported, r.truncated);
        } else {
            const FileTransfer::ExportReport r = FileTransfer::exportFile(lake, file, false, progress);
            Q_EMIT exported(file, r.lines, r.images);
        }
    } catch (const TarnError &e) {
        Q_EMIT failed(file, e.message(), e.kind() == TarnError::Kind::Cancelled);
    }
}

} // namespace tarn
