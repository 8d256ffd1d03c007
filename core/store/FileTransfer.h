// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeTypes.h"

#include <QString>

namespace tarn {

class Lake;

// A lake to and from a JSONL file with its images beside it in FILE.media:
// what `tarn import FILE`, `tarn export FILE` and the window's File →
// Import… and Export… do, in one place. Both are all or nothing: a bad line
// or a cancel writes nothing to the lake; a failed or cancelled export
// leaves the previous FILE as it was (ExportTarget).
namespace FileTransfer {

struct ExportReport
{
    qint64 lines = 0;
    int images = 0;
};

// Throws TarnError::invalid("file", ...) when FILE cannot be read.
ImportReport importFile(Lake &lake, const QString &file, const TransferProgress &progress = {});
// With audit, the audit log instead of the deltas (and no images).
ExportReport exportFile(Lake &lake, const QString &file, bool audit = false, const TransferProgress &progress = {});

} // namespace FileTransfer
} // namespace tarn
