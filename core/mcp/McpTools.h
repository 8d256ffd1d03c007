// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DecayPolicy.h"
#include "MemorySettings.h"

#include <QJsonArray>
#include <QJsonObject>
#include <functional>
#include <optional>

namespace tarn {

class Lake;

// The tools Tarn offers assistants over MCP (DESIGN §6): their names,
// descriptions and JSON Schemas, argument checking against those schemas,
// and what each does to the lake. McpServer only frames JSON-RPC around it.
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

    QJsonArray list() const;          // tools/list's "tools"
    bool has(const QString &name) const;
    // A tools/call result: content + structuredContent, or isError with a
    // message naming the argument at fault. Never throws.
    QJsonObject call(const QString &name, const QJsonObject &arguments);

    // Seed 003 §15.5, verbatim.
    static QJsonObject decayScopeTool();

private:
    QJsonObject run(const QString &name, const QJsonObject &arguments);

    Lake &m_lake;
    PolicySource m_policies;
    MemorySource m_memory;
};

// Checks a value against the JSON Schema subset the tools use (object,
// string, integer, number, boolean, array of strings, enum, minimum,
// maximum, required, additionalProperties false). Returns the complaint,
// naming the argument, or nullopt.
std::optional<QString> schemaViolation(const QJsonObject &schema, const QJsonObject &value);

} // namespace tarn
