// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ImportedMemories.h"
#include "LakeTypes.h"
#include "MemorySettings.h"

#include <QJsonObject>

namespace tarn {

class Lake;

// What an import from another tool did (or, dry, would do).
struct MemoryImportReport
{
    ImportFormat format = ImportFormat::Tarn;
    bool dryRun = false;
    int conversations = 0;
    qint64 turns = 0;          // new turns captured (episodes)
    qint64 memories = 0;       // new memories remembered as they were
    qint64 captured = 0;       // durable memories capture found in the turns
    qint64 alreadyThere = 0;   // turns and memories an earlier import brought
    QStringList skipped;       // what the export held that Tarn leaves out

    QJsonObject toJson() const;
    QString describe() const;  // one sentence for the CLI and the window
};

// Brings another tool's export into the lake (issue 23): conversation
// turns through capture (an episode each, kept with its time, and the
// durable memories the capture rules find in it, so the laws apply), a
// memory tool's memories as the person's own (permanent: they chose to
// bring them). Idempotent: each item is tagged with a key derived from its
// place in the export ("imported:<hash>"), and a key already in the lake,
// in any state, is skipped. All or nothing: one transaction; a cancel
// (progress answering false) writes nothing.
namespace MemoryImport {

MemoryImportReport run(Lake &lake, const ImportedFile &file, const MemorySettings &settings, bool dryRun,
                       const TransferProgress &progress = {});
// Reads the file (at most kMaxFileBytes), detects its format unless one is
// given, parses it and runs. A Tarn JSONL export is not for here (FileTransfer).
MemoryImportReport importFile(Lake &lake, const QString &path, std::optional<ImportFormat> format,
                              const MemorySettings &settings, bool dryRun, const TransferProgress &progress = {});
// The format of a file, from its first bytes.
ImportFormat detectFile(const QString &path);

constexpr qint64 kMaxFileBytes = 2LL * 1024 * 1024 * 1024;

} // namespace MemoryImport

} // namespace tarn
