// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Clock.h"
#include "LakeTypes.h"
#include "WorkerThread.h"

#include <QObject>
#include <atomic>
#include <memory>

namespace tarn {

class FileTransferWorker;

// The window's File → Import… and Export… (FileTransfer; another tool's
// export, recognised by its content, through MemoryImport) on a thread and a
// lake connection of their own, so a large file never freezes the window,
// with progress and a cancel that takes effect within a few hundred lines.
// One transfer at a time; every start answers with exactly one of
// imported, exported or failed.
class FileTransferJob : public QObject
{
    Q_OBJECT
public:
    FileTransferJob(const QString &lakePath, const Clock &clock, QObject *parent = nullptr);
    ~FileTransferJob() override;

    // false (and nothing started) while another transfer runs.
    bool startImport(const QString &file);
    bool startExport(const QString &file);
    // Asks the running transfer to stop; it answers failed(…, true).
    void cancel() { m_cancel->store(true); }
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    // total 0: unknown. At most every 50 ms.
    void progressed(qint64 done, qint64 total);
    void imported(const QString &file, qint64 deltas, qint64 truncated);
    // Another tool's export (MemoryImport): what came in, in a sentence.
    void importedFrom(const QString &file, const QString &summary, qint64 items);
    void exported(const QString &file, qint64 lines, int images);
    void failed(const QString &file, const QString &message, bool cancelled);

private:
    bool start(const QString &file, bool import);

    WorkerThread m_thread{QStringLiteral("tarn-transfer")};
    FileTransferWorker *m_worker = nullptr;
    std::shared_ptr<std::atomic_bool> m_cancel = std::make_shared<std::atomic_bool>(false);
    bool m_running = false;
};

// Runs on the job's thread; its lake is opened on first use there.
class FileTransferWorker : public QObject
{
    Q_OBJECT
public:
    FileTransferWorker(QString lakePath, const Clock &clock, std::shared_ptr<std::atomic_bool> cancel);
    ~FileTransferWorker() override;

    void run(const QString &file, bool import);

Q_SIGNALS:
    void progressed(qint64 done, qint64 total);
    void imported(const QString &file, qint64 deltas, qint64 truncated);
    void importedFrom(const QString &file, const QString &summary, qint64 items);
    void exported(const QString &file, qint64 lines, int images);
    void failed(const QString &file, const QString &message, bool cancelled);

private:
    QString m_lakePath;
    const Clock &m_clock;
    std::shared_ptr<std::atomic_bool> m_cancel;
};

} // namespace tarn
