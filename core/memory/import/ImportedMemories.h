// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace tarn {

// What people bring from the tools they leave (issue 23), read from the
// other tool's own export format and not yet in the lake: conversation
// turns, which go through capture (an episode, and the durable memories
// the capture rules find), and memories another memory tool kept, which
// are remembered as they are. Each carries a key that names it in its
// export for good, so importing the same file twice adds nothing.
enum class ImportFormat { Tarn, ChatGpt, Claude, McpMemory, Mem0 };

struct ImportedTurn
{
    QString key;       // "<conversation>/<message>": stable across exports
    QString session;   // the conversation, for capture's session id
    QString user;
    QString assistant;
    qint64 at = 0;     // when the person spoke (ms since the epoch); 0: unknown
};

struct ImportedMemory
{
    QString key;
    QString content;
    Kind kind = Kind::Fact;
    QString subject;
    QStringList tags;
    qint64 at = 0;
};

struct ImportedFile
{
    ImportFormat format = ImportFormat::Tarn;
    QList<ImportedTurn> turns;
    QList<ImportedMemory> memories;
    int conversations = 0;
    // What was left out and why, counted ("12 image parts", "3 tool calls").
    QStringList skipped;
};

namespace ImportFormats {

QString name(ImportFormat f);                 // chatgpt, claude, mcp-memory, mem0, tarn
std::optional<ImportFormat> fromName(const QString &name);
QStringList names();
// Which export this is, from its first bytes (a Tarn JSONL export when
// nothing else fits).
ImportFormat detect(const QByteArray &head);

// Each parser reads a whole export and throws TarnError (InvalidInput,
// field "file") naming what is wrong and where.
ImportedFile chatGpt(const QByteArray &bytes);
ImportedFile claude(const QByteArray &bytes);
ImportedFile mcpMemory(const QByteArray &bytes);
ImportedFile mem0(const QByteArray &bytes);
ImportedFile parse(ImportFormat format, const QByteArray &bytes);

} // namespace ImportFormats

} // namespace tarn
