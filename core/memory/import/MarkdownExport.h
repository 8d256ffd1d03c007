// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace tarn {

class Lake;

// The person's own memories (authored deltas, conversation episodes left
// out) as Markdown notes, one file per memory, that a notes app reads and
// Tarn's vault source reads back: YAML front matter with the delta's id,
// kind, subject, tags and time, then its words (issue 23). Into a folder
// that is new, empty, or an earlier Markdown export of Tarn's (it carries
// a marker file); an earlier export's notes are replaced.
namespace MarkdownExport {

struct Report
{
    int notes = 0;
};

// Throws TarnError::invalid("folder", …) for a folder Tarn did not make
// that holds anything, and Storage when a file cannot be written.
Report write(Lake &lake, const QString &folder);

QString markerName(); // ".tarn-markdown-export"

} // namespace MarkdownExport

} // namespace tarn
