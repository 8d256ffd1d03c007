// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemoryContext.h"

#include "Lake.h"
#include "QueryLimits.h"

#include <QJsonArray>

namespace tarn {

namespace {

const QString kOpen = QStringLiteral("<memory_context>\n");
const QString kClose = QStringLiteral("</memory_context>");

// One memory per line. Its own text may not close the block early.
QString lineFor(const Delta &d, const QString &content)
{
    QString safe = content;
    safe.replace(QStringLiteral("</memory_context"), QStringLiteral("</memory-context"), Qt::CaseInsensitive);
    return QStringLiteral("- [%1 %2] %3\n").arg(kindName(d.kind), d.id, safe);
}

} // namespace

bool MemoryContext::isDurable(Kind kind)
{
    switch (kind) {
    case Kind::Profile:
    case Kind::Fact:
    case Kind::Preference:
    case Kind::Goal:
    case Kind::Decision:
    case Kind::Synthesis:
    case Kind::Insight:
        return true;
    case Kind::Event:
    case Kind::Question:
    case Kind::Episode:
    case Kind::Observation:
        return false;
    }
    return false;
}

QList<Kind> MemoryContext::durableKinds()
{
    return {Kind::Profile, Kind::Fact, Kind::Preference, Kind::Goal, Kind::Decision, Kind::Synthesis, Kind::Insight};
}

bool MemoryContext::belongsInContext(Kind kind)
{
    return isDurable(kind) || kind == Kind::Event;
}

QList<Kind> MemoryContext::contextKinds()
{
    return durableKinds() << Kind::Event;
}

MemoryContext MemoryContext::fromHits(const QList<RecallHit> &hits, const MemorySettings &settings)
{
    MemoryContext out;
    int used = kOpen.size() + kClose.size();
    QString body;
    for (const RecallHit &h : hits) {
        if (!belongsInContext(h.delta.kind) || h.delta.confidence < settings.minProfileConfidence)
            continue;
        ++out.candidates;
        if (out.truncated)
            continue; // still counting what was left out
        if (out.items.size() >= settings.recallMaxItems) {
            out.truncated = true;
            continue;
        }
        const QString content = h.presentedText().simplified();
        QString line = lineFor(h.delta, content);
        if (used + line.size() > settings.recallMaxChars) {
            // Shorten the memory that does not fit when a useful part of it
            // does; otherwise stop here.
            const int room = settings.recallMaxChars - used - (line.size() - content.size()) - 1;
            out.truncated = true;
            if (room < 40)
                continue;
            line = lineFor(h.delta, content.left(room).trimmed() + QChar(0x2026));
        }
        used += line.size();
        body += line;
        out.items.append(h);
    }
    if (!out.items.isEmpty())
        out.text = kOpen + body + kClose;
    return out;
}

MemoryContext MemoryContext::build(Lake &lake, const QString &query, const MemorySettings &settings, bool touch)
{
    RecallOptions options;
    options.kinds = contextKinds();
    options.minConfidence = settings.minProfileConfidence;
    options.touch = false;
    // One more than fits, so the block knows when it left something out.
    options.limit = std::min(100, settings.recallMaxItems + 1);
    // The query is a conversation turn, which may be longer than a recall
    // takes (QueryLimits.h): its opening finds the memories, rather than an
    // assistant going without any.
    RecallReading reading;
    MemoryContext out = fromHits(Recall::recall(lake, query.left(QueryLimits::kMaxChars), options, &reading), settings);
    out.reading = std::move(reading);
    if (touch && !out.items.isEmpty()) {
        QStringList ids;
        for (const RecallHit &h : out.items)
            ids << h.delta.id;
        Recall::touch(lake, ids);
        const qint64 now = lake.clock().nowMs();
        for (RecallHit &h : out.items) {
            h.delta.recallCount += 1;
            h.delta.lastRecalledAt = now;
        }
    }
    return out;
}

QJsonObject MemoryContext::toJson() const
{
    QJsonArray list;
    for (const RecallHit &h : items)
        list.append(Recall::hitToJson(h));
    return {{QStringLiteral("context"), text},
            {QStringLiteral("items"), list},
            {QStringLiteral("candidates"), candidates},
            {QStringLiteral("truncated"), truncated}};
}

} // namespace tarn
