// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DecayPolicy.h"
#include "MemorySettings.h"

#include <QJsonArray>
#include <QJsonObject>
#include <functional>

namespace tarn {

class Lake;
struct Delta;

// The tools Tarn offers assistants over MCP (DESIGN §6): what each does to
// the lake, with arguments checked against the schemas McpToolTable
// declares. McpServer only frames JSON-RPC around it.
class McpTools
{
public:
    // Policies are read when decay_scope runs (a broken TARN_DECAY_POLICIES
    // then fails that call, not the server).
    using PolicySource = std::function<QList<DecayPolicy>()>;

    // Fae's knobs, read on each capture or memory_context call (the config
    // file by default), so a change in Preferences applies at once.
    using MemorySource = std::function<MemorySettings()>;

    McpTools(Lake &lake, PolicySource policies, MemorySource memory = [] { return MemorySettings::load(); });

    // tools/list's "tools" as a client of this protocol version reads them.
    QJsonArray list(const QString &protocolVersion) const;
    bool has(const QString &name) const;
    // A tools/call result: structuredContent matching the tool's output
    // schema (from 2025-06-18) and the same as JSON text, or isError with a
    // message naming the argument at fault. Never throws.
    QJsonObject call(const QString &name, const QJsonObject &arguments, const QString &protocolVersion);

    // A delta as tools return it: compact (id, content, kind, source,
    // observed_at, deadline_at, and tags, lineage and state where they
    // say something) unless the caller asked for every field.
    static QJsonObject deltaJson(const Delta &d, bool full);

private:
    QJsonObject run(const QString &name, const QJsonObject &arguments);

    Lake &m_lake;
    PolicySource m_policies;
    MemorySource m_memory;
};

} // namespace tarn
