// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Clock.h"

#include <QList>
#include <QString>
#include <functional>

namespace tarn {

class Lake;

// `tarn lake copy FROM TO` (DESIGN §5): a whole lake moved between
// locations and engines, a file and a PostgreSQL server either way (file
// to file and server to server too). What goes and what does not, table by
// table, is LakeCopyTables; the images, LakeCopyMedia.
//
// - TO must be a new file, or a lake that holds nothing yet (an empty
//   database becomes one when opened); anything else is refused, naming
//   what it holds, before a row is written.
// - FROM is read in one snapshot (a read transaction), so a lake in use
//   copies as it stood at one moment. The copy only reads it; opening it
//   does what opening any lake does (an older schema is migrated first).
// - Everything goes into TO in one transaction; rows keep their ids and
//   lifecycle columns, inserted whole (never inserted, then updated: the
//   laws forbid that), and TO's search index is filled as its writers fill
//   it, so the copy is searchable like a lake written normally.
// - Before committing, every table's row count and SHA-256 (LakeRows) is
//   computed on TO and compared with what was read from FROM; any
//   difference fails the copy.
// - On any failure TO is as it was: the transaction rolls back, the image
//   files put beside a file lake are removed, and a file lake the copy
//   created is removed with its folder. (An empty database keeps the empty
//   lake's tables opening it made, as any first use of it does.)
namespace LakeCopy {

struct TableResult
{
    QString table; // a table's name, or "media" for the images
    qint64 rows = 0;
    QString sha256; // the same on both sides, or the copy would have failed
};

struct Report
{
    QString from; // locations as shown (no password)
    QString to;
    QList<TableResult> tables; // in the order copied
    qint64 rows(const QString &table) const;
};

struct Progress
{
    enum class Step { Copying, Verifying };
    Step step = Step::Copying;
    QString table;
    qint64 rows = 0;
    qint64 total = 0;
    bool finished = false; // the table's last word in this step
};

struct Options
{
    // Who the audit entry on TO names as having made the copy.
    QString actor = QStringLiteral("lake");
    // Told as the copy goes: every thousand rows of a table and at its end,
    // then once per table while verifying. It may throw TarnError to stop
    // the copy (TO is then left as it was).
    std::function<void(const Progress &)> progress;
    // Runs on TO inside the copy's transaction just before verifying (tests
    // damage the copy there to see verification catch it).
    std::function<void(Lake &to)> beforeVerify;
};

// Copies the lake at `from` into `to` (file paths or postgresql://
// locations, LakeLocation). Throws TarnError: NotFound when FROM holds no
// lake; InvalidInput (field "to") when TO is FROM or is not empty; else
// the reason the copy failed, saying TO was left as it was.
Report copy(const QString &from, const QString &to, const Clock &clock = SystemClock::instance(),
            const Options &options = {});

} // namespace LakeCopy

} // namespace tarn
