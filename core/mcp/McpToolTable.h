// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>

namespace tarn {

// What Tarn tells a client about each MCP tool: its name, a title for
// people, a description for the model, the input and output schemas, and
// the hints a client uses to decide when to ask the person first
// (readOnly for recall, stats, memory_context, list_recent, get;
// destructive for forget, decay_scope, invalidate, capture).
struct McpToolDef
{
    QString name;
    QString title;
    QString description;
    QJsonObject inputSchema;
    QJsonObject outputSchema;
    bool readOnly = false;
    bool destructive = false;
    bool idempotent = false;

    // As tools/list gives it under a protocol version: titles and output
    // schemas from 2025-06-18, annotations from 2025-03-26.
    QJsonObject toJson(const QString &protocolVersion) const;
};

namespace McpToolTable {

const QList<McpToolDef> &all();
const McpToolDef *find(const QString &name);
// What every tool that answers with one delta returns (DeltaJson's
// fields, or the compact few of them: McpResults).
QJsonObject deltaOutput();

} // namespace McpToolTable

} // namespace tarn
