// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "FileTransfer.h"

#include "AuditLog.h"
#include "ExportTarget.h"
#include "Lake.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace tarn::FileTransfer {

struct FileTransferText
{
    Q_DECLARE_TR_FUNCTIONS(FileTransfer)
};

ImportReport importFile(Lake &lake, const QString &file, const TransferProgress &progress)
{
    QFile in(file);
    if (QFileInfo(file).isDir())
        throw TarnError::invalid(QStringLiteral("file"), FileTransferText::tr("%1 is a folder, not a JSONL file").arg(file));
    if (!in.open(QIODevice::ReadOnly))
        throw TarnError::invalid(QStringLiteral("file"), FileTransferText::tr("cannot read %1: %2").arg(file, in.errorString()));
    // Images travel in FILE.media beside the export.
    const QString mediaDir = file + QStringLiteral(".media");
    return lake.importJsonl(in, QFileInfo(mediaDir).isDir() ? mediaDir : QString(), progress);
}

ExportReport exportFile(Lake &lake, const QString &file, bool audit, const TransferProgress &progress)
{
    // Refuses the lake's own files and a folder that is not an earlier
    // export's before writing anything; puts the export in place at the end.
    ExportTarget target(file, lake.path(), !audit);
    ExportReport r;
    r.lines = audit ? lake.audit().exportJsonl(target.jsonl()) : lake.exportJsonl(target.jsonl(), progress);
    // The bar stays full while images are copied; a cancel still stops it.
    const TransferProgress mediaProgress = [&](qint64, qint64) { return !progress || progress(r.lines, r.lines); };
    r.images = audit ? 0 : lake.exportMedia(target.mediaFolder(), mediaProgress);
    target.commit(r.images > 0);
    return r;
}

} // namespace tarn::FileTransfer
