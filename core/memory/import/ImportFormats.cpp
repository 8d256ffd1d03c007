// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImportedMemories.h"

#include "TarnError.h"

#include <QCoreApplication>

namespace tarn::ImportFormats {

namespace {
struct ImportText
{
    Q_DECLARE_TR_FUNCTIONS(ImportFormats)
};
} // namespace

QString name(ImportFormat f)
{
    switch (f) {
    case ImportFormat::Tarn: return QStringLiteral("tarn");
    case ImportFormat::ChatGpt: return QStringLiteral("chatgpt");
    case ImportFormat::Claude: return QStringLiteral("claude");
    case ImportFormat::McpMemory: return QStringLiteral("mcp-memory");
    case ImportFormat::Mem0: return QStringLiteral("mem0");
    }
    return {};
}

QStringList names()
{
    return {QStringLiteral("tarn"), QStringLiteral("chatgpt"), QStringLiteral("claude"), QStringLiteral("mcp-memory"),
            QStringLiteral("mem0")};
}

std::optional<ImportFormat> fromName(const QString &n)
{
    for (ImportFormat f : {ImportFormat::Tarn, ImportFormat::ChatGpt, ImportFormat::Claude, ImportFormat::McpMemory,
                           ImportFormat::Mem0})
        if (name(f) == n.trimmed().toLower())
            return f;
    if (n.trimmed().toLower() == u"openmemory")
        return ImportFormat::Mem0;
    return std::nullopt;
}

ImportFormat detect(const QByteArray &head)
{
    // The telltale keys of each format appear within the first object.
    const QByteArray start = head.left(64 * 1024);
    const QByteArray trimmed = start.trimmed();
    if (trimmed.startsWith('[')) {
        if (start.contains("\"mapping\"") || start.contains("\"current_node\""))
            return ImportFormat::ChatGpt;
        if (start.contains("\"chat_messages\""))
            return ImportFormat::Claude;
        if (start.contains("\"memory\""))
            return ImportFormat::Mem0;
    }
    if (trimmed.startsWith('{')) {
        if (start.contains("\"type\":\"entity\"") || start.contains("\"type\": \"entity\"")
            || start.contains("\"type\":\"relation\"") || start.contains("\"type\": \"relation\""))
            return ImportFormat::McpMemory;
        const qsizetype firstLine = trimmed.indexOf('\n');
        const QByteArray line = firstLine < 0 ? trimmed : trimmed.left(firstLine);
        if ((line.contains("\"results\"") || line.contains("\"memories\"")) && !line.contains("\"observed_at\""))
            return ImportFormat::Mem0;
        if (start.contains("\"results\"") && start.contains("\"memory\""))
            return ImportFormat::Mem0;
    }
    return ImportFormat::Tarn;
}

ImportedFile parse(ImportFormat format, const QByteArray &bytes)
{
    switch (format) {
    case ImportFormat::ChatGpt: return chatGpt(bytes);
    case ImportFormat::Claude: return claude(bytes);
    case ImportFormat::McpMemory: return mcpMemory(bytes);
    case ImportFormat::Mem0: return mem0(bytes);
    case ImportFormat::Tarn: break;
    }
    throw TarnError::invalid(QStringLiteral("from"), ImportText::tr("a Tarn export is imported as JSONL, not parsed here"));
}

} // namespace tarn::ImportFormats
