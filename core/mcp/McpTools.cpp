// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "McpTools.h"

#include "Capture.h"
#include "DecayClasses.h"
#include "DeltaJson.h"
#include "Engage.h"
#include "Engagement.h"
#include "ExpiryLaws.h"
#include "Forgetting.h"
#include "Lake.h"
#include "LakeStatsJson.h"
#include "McpSchema.h"
#include "McpToolTable.h"
#include "MemoryContext.h"
#include "MemoryOperations.h"
#include "Recall.h"
#include "TarnError.h"
#include "TimeFormat.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace tarn {

namespace {

struct McpText
{
    Q_DECLARE_TR_FUNCTIONS(McpTools)
};

bool wantsFull(const QJsonObject &a)
{
    return a.value(QStringLiteral("detail")).toString() == u"full";
}

// A recall hit: the delta, its score, and what the person said about it.
QJsonObject hitJson(const RecallHit &h, bool full)
{
    QJsonObject o = McpTools::deltaJson(h.delta, full);
    o.insert(QStringLiteral("score"), h.score);
    if (!h.refutes.isEmpty())
        o.insert(QStringLiteral("refutes"), h.refutes);
    if (!h.contextFor.isEmpty())
        o.insert(QStringLiteral("context_for"), h.contextFor);
    if (!h.newerValueOf.isEmpty())
        o.insert(QStringLiteral("newer_value_of"), h.newerValueOf);
    if (!h.affirmedBecause.isEmpty())
        o.insert(QStringLiteral("affirmed_because"), QJsonArray::fromStringList(h.affirmedBecause));
    if (!h.refutes.isEmpty() || !h.affirmedBecause.isEmpty())
        o.insert(QStringLiteral("presented"), h.presentedText());
    return o;
}

// A delta an assistant may read: not forgotten, invalid or gone.
Delta readable(Lake &lake, const QString &id, qint64 now)
{
    const std::optional<Delta> d = lake.get(id);
    const std::optional<qint64> gone = d ? ExpiryLaws::deadline(*d) : std::nullopt;
    if (!d || d->state == DeltaState::Forgotten || d->state == DeltaState::Invalidated || (gone && *gone <= now))
        throw TarnError::notFound(McpText::tr("no delta %1 in the lake (it may have been forgotten, marked invalid or "
                                              "reaped)").arg(id));
    return *d;
}

} // namespace

QJsonObject McpTools::deltaJson(const Delta &d, bool full)
{
    if (full)
        return DeltaJson::toJson(d);
    QJsonObject o{{QStringLiteral("id"), d.id},
                  {QStringLiteral("content"), d.content},
                  {QStringLiteral("kind"), kindName(d.kind)},
                  {QStringLiteral("source"), d.source},
                  {QStringLiteral("observed_at"), TimeFormat::toIso(d.observedAt)}};
    const std::optional<qint64> deadline = ExpiryLaws::deadline(d);
    o.insert(QStringLiteral("deadline_at"), deadline ? QJsonValue(TimeFormat::toIso(*deadline)) : QJsonValue());
    if (!d.tags.isEmpty())
        o.insert(QStringLiteral("tags"), QJsonArray::fromStringList(d.tags));
    if (!d.subject.isEmpty())
        o.insert(QStringLiteral("subject"), d.subject);
    if (d.decayClass != DecayClass::None)
        o.insert(QStringLiteral("decay_class"), decayClassName(d.decayClass));
    if (!d.supersedes.isEmpty())
        o.insert(QStringLiteral("supersedes"), d.supersedes);
    if (!d.supersededBy.isEmpty())
        o.insert(QStringLiteral("superseded_by"), d.supersededBy);
    return o;
}

McpTools::McpTools(Lake &lake, PolicySource policies, MemorySource memory)
    : m_lake(lake), m_policies(std::move(policies)), m_memory(std::move(memory))
{
}

QJsonArray McpTools::list(const QString &protocolVersion) const
{
    QJsonArray out;
    for (const McpToolDef &d : McpToolTable::all())
        out.append(d.toJson(protocolVersion));
    return out;
}

bool McpTools::has(const QString &name) const
{
    return McpToolTable::find(name) != nullptr;
}

QJsonObject McpTools::call(const QString &name, const QJsonObject &arguments, const QString &protocolVersion)
{
    const auto failure = [](const QString &message) {
        return QJsonObject{{QStringLiteral("content"), QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                                               {QStringLiteral("text"), message}}}},
                           {QStringLiteral("isError"), true}};
    };
    const McpToolDef *def = McpToolTable::find(name);
    if (!def)
        return failure(McpText::tr("no tool called %1").arg(name));
    if (auto why = McpSchema::violation(def->inputSchema, arguments))
        return failure(*why);
    try {
        const QJsonObject structured = run(name, arguments);
        // The JSON as text too: what a client before 2025-06-18 reads, and
        // what the spec asks for beside structuredContent.
        QJsonObject out{{QStringLiteral("content"),
                         QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                {QStringLiteral("text"),
                                                 QString::fromUtf8(QJsonDocument(structured).toJson(QJsonDocument::Compact))}}}},
                        {QStringLiteral("isError"), false}};
        if (protocolVersion >= u"2025-06-18")
            out.insert(QStringLiteral("structuredContent"), structured);
        return out;
    } catch (const TarnError &e) {
        return failure(e.message());
    }
}

QJsonObject McpTools::run(const QString &name, const QJsonObject &a)
{
    const bool full = wantsFull(a);
    const auto idArg = [&a] { return a.value(QStringLiteral("id")).toString(); };
    if (name == u"remember") {
        Delta d;
        d.source = QStringLiteral("agent");
        d.content = a.value(QStringLiteral("content")).toString();
        d.kind = kindFromName(a.value(QStringLiteral("kind")).toString(QStringLiteral("fact"))).value_or(Kind::Fact);
        for (const QJsonValue &t : a.value(QStringLiteral("tags")).toArray())
            d.tags << t.toString();
        d.subject = a.value(QStringLiteral("subject")).toString();
        d.scope = scopeFromName(a.value(QStringLiteral("scope")).toString(QStringLiteral("local"))).value_or(Scope::Local);
        // The schema's enum admits only real classes; an explicit class
        // overrides classifyDecay (Lake::insert).
        if (a.contains(QStringLiteral("decay_class")))
            d.decayClass = decayClassFromName(a.value(QStringLiteral("decay_class")).toString()).value_or(DecayClass::None);
        return deltaJson(m_lake.insert(d), full);
    }
    if (name == u"recall") {
        RecallOptions options;
        options.limit = a.value(QStringLiteral("limit")).toInt(10);
        if (a.contains(QStringLiteral("scope")))
            options.scope = scopeFromName(a.value(QStringLiteral("scope")).toString());
        options.touch = a.value(QStringLiteral("touch")).toBool(true);
        QJsonArray hits;
        for (const RecallHit &h : Recall::recall(m_lake, a.value(QStringLiteral("query")).toString(), options))
            hits.append(hitJson(h, full));
        return {{QStringLiteral("hits"), hits}};
    }
    if (name == u"list_recent") {
        ListFilter filter;
        filter.source = a.value(QStringLiteral("source")).toString();
        if (a.contains(QStringLiteral("kind")))
            filter.kind = kindFromName(a.value(QStringLiteral("kind")).toString());
        QJsonArray deltas;
        for (const Delta &d : m_lake.list(filter, QString(), a.value(QStringLiteral("limit")).toInt(10)))
            deltas.append(deltaJson(d, full));
        return {{QStringLiteral("deltas"), deltas}};
    }
    if (name == u"get")
        return deltaJson(readable(m_lake, idArg(), m_lake.clock().nowMs()), full);
    if (name == u"correct") {
        MemoryOperations::Patch patch;
        if (a.contains(QStringLiteral("content")))
            patch.content = a.value(QStringLiteral("content")).toString();
        if (a.contains(QStringLiteral("kind")))
            patch.kind = kindFromName(a.value(QStringLiteral("kind")).toString());
        if (a.contains(QStringLiteral("subject")))
            patch.subject = a.value(QStringLiteral("subject")).toString();
        if (a.contains(QStringLiteral("tags"))) {
            QStringList tags;
            for (const QJsonValue &t : a.value(QStringLiteral("tags")).toArray())
                tags << t.toString();
            patch.tags = tags;
        }
        const Delta old = readable(m_lake, idArg(), m_lake.clock().nowMs());
        // A correction an assistant makes for the person is theirs: an
        // observation corrected becomes authored (the window's Correct… does the same).
        if (old.expiresAt)
            patch.source = QStringLiteral("agent");
        return deltaJson(MemoryOperations::patch(m_lake, old.id, patch), full);
    }
    if (name == u"invalidate") {
        readable(m_lake, idArg(), m_lake.clock().nowMs());
        MemoryOperations::invalidate(m_lake, idArg());
        return {{QStringLiteral("id"), idArg()}, {QStringLiteral("state"), QStringLiteral("invalidated")}};
    }
    if (name == u"restore") {
        const std::optional<Delta> d = m_lake.get(idArg());
        if (!d)
            throw TarnError::notFound(McpText::tr("no delta %1 in the lake").arg(idArg()));
        if (d->state == DeltaState::Invalidated)
            MemoryOperations::revalidate(m_lake, d->id);
        else if (d->state == DeltaState::Forgotten)
            Forgetting::restore(m_lake, d->id);
        else
            throw TarnError::invalid(QStringLiteral("id"), McpText::tr("delta %1 is neither forgotten nor invalid").arg(d->id));
        return {{QStringLiteral("id"), d->id}, {QStringLiteral("state"), QStringLiteral("active")}};
    }
    if (name == u"affirm" || name == u"refute" || name == u"reply")
        return deltaJson(Engagement::engage(m_lake, a.value(QStringLiteral("target")).toString(),
                                            *Engagement::typeFromName(name), a.value(QStringLiteral("reason")).toString()),
                         full);
    if (name == u"forget") {
        const QString id = idArg();
        const bool hard = a.value(QStringLiteral("hard")).toBool(false);
        const Forgetting::Reach reach = a.value(QStringLiteral("only_this")).toBool(false) ? Forgetting::Reach::OnlyThis
                                                                                          : Forgetting::Reach::Lineage;
        if (a.value(QStringLiteral("dry_run")).toBool(false)) {
            const Forgetting::ForgetSet set = Forgetting::plan(m_lake, id, reach);
            return {{QStringLiteral("id"), set.id},
                    {QStringLiteral("dry_run"), true},
                    {QStringLiteral("would_forget"), set.toJson()},
                    {QStringLiteral("summary"), set.describe(hard)}};
        }
        const Forgetting::ForgetSet set = Forgetting::forget(m_lake, id, hard, reach);
        return {{QStringLiteral("id"), set.id},
                {QStringLiteral("forgotten"), hard ? QStringLiteral("hard") : QStringLiteral("soft")},
                {QStringLiteral("set"), set.toJson()},
                {QStringLiteral("summary"), set.describe(hard)}};
    }
    if (name == u"memory_context") {
        const MemorySettings settings = m_memory();
        MemoryContext context;
        if (settings.autoRecall)
            context = MemoryContext::build(m_lake, a.value(QStringLiteral("query")).toString(), settings,
                                           a.value(QStringLiteral("touch")).toBool(true));
        QJsonObject out = context.toJson();
        QJsonArray items;
        for (const RecallHit &h : context.items)
            items.append(hitJson(h, false));
        out.insert(QStringLiteral("items"), items);
        if (!settings.autoRecall)
            out.insert(QStringLiteral("note"), McpText::tr("auto_recall is off in Tarn's memory settings"));
        return out;
    }
    if (name == u"capture") {
        const MemorySettings settings = m_memory();
        if (!settings.autoCapture)
            throw TarnError::invalid(QStringLiteral("capture"),
                                     McpText::tr("capture is off in Tarn's memory settings (memory.auto_capture); the "
                                                 "person can turn it on in Preferences or with: tarn config "
                                                 "memory.auto_capture true"));
        const ConversationTurn turn{a.value(QStringLiteral("user")).toString(), a.value(QStringLiteral("assistant")).toString(),
                                    a.value(QStringLiteral("session_id")).toString()};
        return Capture::captureTurn(m_lake, turn, settings).toJson();
    }
    if (name == u"stats")
        return LakeStatsJson::toJson(m_lake.stats(), m_lake.path());
    // decay_scope
    const DecaySweepRequest request = DecaySweepRequest::fromJson(a);
    DecaySweeper sweeper(m_lake, m_policies());
    return sweeper.sweep(request).toJson();
}

} // namespace tarn
