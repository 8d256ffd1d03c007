// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "McpTools.h"

#include "Capture.h"
#include "DeltaJson.h"
#include "Engage.h"
#include "Engagement.h"
#include "Forgetting.h"
#include "Lake.h"
#include "LakeStatsJson.h"
#include "MemoryContext.h"
#include "QueryLimits.h"
#include "Recall.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <cmath>

namespace tarn {

namespace {

struct McpText
{
    Q_DECLARE_TR_FUNCTIONS(McpTools)
};

QJsonObject str(const QString &description)
{
    return {{QStringLiteral("type"), QStringLiteral("string")}, {QStringLiteral("description"), description}};
}

QJsonObject enumOf(const QStringList &values, const QString &description)
{
    QJsonObject o = str(description);
    o.insert(QStringLiteral("enum"), QJsonArray::fromStringList(values));
    return o;
}

QJsonObject objectSchema(const QJsonObject &properties, const QStringList &required)
{
    QJsonObject o{{QStringLiteral("type"), QStringLiteral("object")},
                  {QStringLiteral("properties"), properties},
                  {QStringLiteral("additionalProperties"), false}};
    if (!required.isEmpty())
        o.insert(QStringLiteral("required"), QJsonArray::fromStringList(required));
    return o;
}

QJsonObject tool(const QString &name, const QString &description, const QJsonObject &schema)
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("description"), description}, {QStringLiteral("inputSchema"), schema}};
}

const QStringList kScopes{QStringLiteral("local"), QStringLiteral("team"), QStringLiteral("company"), QStringLiteral("public")};

QJsonObject engageTool(const QString &name, const QString &description)
{
    return tool(name, description,
                objectSchema({{QStringLiteral("target"), str(QStringLiteral("The id of the delta (12 hex digits)."))},
                              {QStringLiteral("reason"), str(QStringLiteral("Why, in the person's words."))}},
                             {QStringLiteral("target"), QStringLiteral("reason")}));
}

QJsonArray toolTable()
{
    QJsonObject limit{{QStringLiteral("type"), QStringLiteral("integer")},
                      {QStringLiteral("minimum"), 1},
                      {QStringLiteral("maximum"), 100},
                      {QStringLiteral("description"), QStringLiteral("At most this many deltas (default 10).")}};
    QJsonObject tags{{QStringLiteral("type"), QStringLiteral("array")},
                     {QStringLiteral("items"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}},
                     {QStringLiteral("description"), QStringLiteral("Tags such as memory:context or project:tarn.")}};
    return QJsonArray{
        tool(QStringLiteral("remember"),
             QStringLiteral("Store one idea in the person's Tarn lake as a new delta (source 'agent'). When the person "
                            "explicitly asked you to remember something, pass decay_class 'permanent' so it is kept "
                            "until they forget it. Otherwise facts you store get a decay class from their wording "
                            "(stable 90 days, active 14 days, session 24 hours, checkpoint 4 hours) and wilt unless used."),
             objectSchema({{QStringLiteral("content"), str(QStringLiteral("The idea, in one or a few sentences."))},
                           {QStringLiteral("kind"), enumOf(kindNames(), QStringLiteral("What sort of idea (default fact)."))},
                           {QStringLiteral("tags"), tags},
                           {QStringLiteral("subject"), str(QStringLiteral("Who or what it is about."))},
                           {QStringLiteral("scope"), enumOf(kScopes, QStringLiteral("Who may see it (default local)."))},
                           {QStringLiteral("decay_class"),
                            enumOf(QStringList{QStringLiteral("permanent"), QStringLiteral("stable"), QStringLiteral("active"),
                                    QStringLiteral("session"), QStringLiteral("checkpoint")},
                                   QStringLiteral("How long it lives: 'permanent' (kept until forgotten) for what the "
                                                  "person explicitly asked to remember; stable (90 d) and active (14 d) "
                                                  "live on while recalled; session (24 h); checkpoint (4 h). Omit to "
                                                  "let Tarn classify it from its wording."))}},
                          {QStringLiteral("content")})),
        tool(QStringLiteral("recall"),
             QStringLiteral("Find what the lake knows about a query, most relevant first. Only live deltas are returned; "
                            "recalling counts as use and keeps stable and active memories alive."),
             objectSchema({{QStringLiteral("query"), str(QStringLiteral("Words describing what to recall, at most %1 characters.").arg(QueryLimits::kMaxChars))},
                           {QStringLiteral("limit"), limit},
                           {QStringLiteral("scope"), enumOf(kScopes, QStringLiteral("Only this scope."))},
                           {QStringLiteral("touch"), QJsonObject{{QStringLiteral("type"), QStringLiteral("boolean")},
                                                                 {QStringLiteral("description"),
                                                                  QStringLiteral("Count this recall as use (default true). "
                                                                                 "false reads without touching: no recall "
                                                                                 "count, no refreshed expiry.")}}}},
                          {QStringLiteral("query")})),
        engageTool(QStringLiteral("affirm"), QStringLiteral("Affirm a delta: it mattered. Writes an authored delta that "
                                                            "carries the reason and the target's content, and never expires.")),
        engageTool(QStringLiteral("refute"), QStringLiteral("Refute a delta: record why it is wrong, as an authored delta "
                                                            "that carries the target's content.")),
        engageTool(QStringLiteral("reply"), QStringLiteral("Reply to a delta: record the thought it prompted, as an "
                                                           "authored delta that carries the target's content.")),
        tool(QStringLiteral("forget"),
             QStringLiteral("Forget a delta and what carries its words: the engagements that quote it, the "
                            "conversation turn it was captured from and the other versions of its lineage (only_this "
                            "limits it to this version). By default they are hidden from every reader and can be "
                            "restored; with hard they are erased with their index entries and media, and cannot come "
                            "back. Before a hard forget, call it with dry_run to see (and tell the person) what goes."),
             objectSchema({{QStringLiteral("id"), str(QStringLiteral("The delta's id (12 hex digits)."))},
                           {QStringLiteral("hard"), QJsonObject{{QStringLiteral("type"), QStringLiteral("boolean")},
                                                                {QStringLiteral("description"),
                                                                 QStringLiteral("Erase for good (default false).")}}},
                           {QStringLiteral("only_this"),
                            QJsonObject{{QStringLiteral("type"), QStringLiteral("boolean")},
                                        {QStringLiteral("description"),
                                         QStringLiteral("Only this version, not the others of its lineage (default false).")}}},
                           {QStringLiteral("dry_run"),
                            QJsonObject{{QStringLiteral("type"), QStringLiteral("boolean")},
                                        {QStringLiteral("description"),
                                         QStringLiteral("Return what would go and change nothing (default false).")}}}},
                          {QStringLiteral("id")})),
        tool(QStringLiteral("memory_context"),
             QStringLiteral("Before answering a turn: the person's lasting memories that bear on it (profile, facts, "
                            "preferences, goals, decisions), as a bounded <memory_context> block to put in the prompt. "
                            "Empty when nothing qualifies or when the person turned auto_recall off."),
             objectSchema({{QStringLiteral("query"), str(QStringLiteral("The person's message, or words describing it."))},
                           {QStringLiteral("touch"), QJsonObject{{QStringLiteral("type"), QStringLiteral("boolean")},
                                                                 {QStringLiteral("description"),
                                                                  QStringLiteral("Count the memories given as used (default "
                                                                                 "true); false reads without touching.")}}}},
                          {QStringLiteral("query")})),
        tool(QStringLiteral("capture"),
             QStringLiteral("After a turn: keep it as an episode, and remember what the person asked to be remembered "
                            "or forgotten, their name and their preferences. A statement that contradicts an earlier "
                            "one replaces it. Refused when the person turned auto_capture off."),
             objectSchema({{QStringLiteral("user"), str(QStringLiteral("What the person said, verbatim."))},
                           {QStringLiteral("assistant"), str(QStringLiteral("What the assistant answered."))},
                           {QStringLiteral("session_id"), str(QStringLiteral("The conversation this turn belongs to."))}},
                          {QStringLiteral("user")})),
        tool(QStringLiteral("stats"), QStringLiteral("Counts of the lake: authored and observed deltas, per source and "
                                                     "decay class, expired deltas pending prune, next expiry."),
             objectSchema({}, {})),
        McpTools::decayScopeTool(),
    };
}

QString typeOf(const QJsonValue &v)
{
    if (v.isString())
        return QStringLiteral("string");
    if (v.isBool())
        return QStringLiteral("boolean");
    if (v.isDouble())
        // JSON Schema's integer is any whole number; minimum and maximum
        // bound it. (No cast to qint64: beyond its range that is undefined.)
        return std::isfinite(v.toDouble()) && v.toDouble() == std::trunc(v.toDouble()) ? QStringLiteral("integer")
                                                                                       : QStringLiteral("number");
    if (v.isArray())
        return QStringLiteral("array");
    if (v.isObject())
        return QStringLiteral("object");
    return QStringLiteral("null");
}

std::optional<QString> checkValue(const QString &name, const QJsonObject &schema, const QJsonValue &v)
{
    const QString type = schema.value(QStringLiteral("type")).toString();
    const QString actual = typeOf(v);
    const bool typeOk = type == actual || (type == u"number" && actual == u"integer");
    if (!typeOk)
        return McpText::tr("%1: must be of type %2, not %3").arg(name, type, actual);
    if (schema.contains(QStringLiteral("enum")) && !schema.value(QStringLiteral("enum")).toArray().contains(v))
        return McpText::tr("%1: must be one of %2")
            .arg(name, QString::fromUtf8(QJsonDocument(schema.value(QStringLiteral("enum")).toArray()).toJson(QJsonDocument::Compact)));
    if (schema.contains(QStringLiteral("minimum")) && v.toDouble() < schema.value(QStringLiteral("minimum")).toDouble())
        return McpText::tr("%1: must be at least %2").arg(name).arg(schema.value(QStringLiteral("minimum")).toDouble());
    if (schema.contains(QStringLiteral("maximum")) && v.toDouble() > schema.value(QStringLiteral("maximum")).toDouble())
        return McpText::tr("%1: must be at most %2").arg(name).arg(schema.value(QStringLiteral("maximum")).toDouble());
    if (type == u"array") {
        const QJsonObject items = schema.value(QStringLiteral("items")).toObject();
        const QJsonArray array = v.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            if (auto why = checkValue(QStringLiteral("%1[%2]").arg(name).arg(i), items, array.at(i)))
                return why;
    }
    if (type == u"string" && v.toString().trimmed().isEmpty())
        return McpText::tr("%1: must not be empty").arg(name);
    return std::nullopt;
}

} // namespace

std::optional<QString> schemaViolation(const QJsonObject &schema, const QJsonObject &value)
{
    const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
    for (const QJsonValue &required : schema.value(QStringLiteral("required")).toArray())
        if (!value.contains(required.toString()))
            return McpText::tr("%1: required").arg(required.toString());
    for (auto it = value.begin(); it != value.end(); ++it) {
        if (!properties.contains(it.key()))
            return McpText::tr("%1: not an argument of this tool").arg(it.key());
        if (auto why = checkValue(it.key(), properties.value(it.key()).toObject(), it.value()))
            return why;
    }
    return std::nullopt;
}

QJsonObject McpTools::decayScopeTool()
{
    return QJsonObject{
        {QStringLiteral("name"), QStringLiteral("decay_scope")},
        {QStringLiteral("description"),
         QStringLiteral("Apply configured decay policies to a Stigmem scope. Retracts or reduces confidence of "
                        "stale/aged facts per operator-defined DecayPolicy. Use mode='dry_run' to preview what would "
                        "change without writing. Complement to lint_scope — lint identifies decay candidates; "
                        "decay_scope acts on them.")},
        {QStringLiteral("inputSchema"),
         QJsonObject{
             {QStringLiteral("type"), QStringLiteral("object")},
             {QStringLiteral("properties"),
              QJsonObject{
                  {QStringLiteral("scope"),
                   QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                               {QStringLiteral("enum"), QJsonArray{QStringLiteral("local"), QStringLiteral("team"),
                                                                   QStringLiteral("company"), QStringLiteral("public")}},
                               {QStringLiteral("description"), QStringLiteral("The fact scope to sweep.")}}},
                  {QStringLiteral("mode"),
                   QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                               {QStringLiteral("enum"), QJsonArray{QStringLiteral("retract"), QStringLiteral("confidence"),
                                                                   QStringLiteral("dry_run")}},
                               {QStringLiteral("description"),
                                QStringLiteral("Optional. Override decay mode for this run. Omit to use configured "
                                               "policy modes.")}}},
                  {QStringLiteral("policy_id"),
                   QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                               {QStringLiteral("description"), QStringLiteral("Optional. Run only the named decay policy.")}}}}},
             {QStringLiteral("required"), QJsonArray{QStringLiteral("scope")}}}}};
}

McpTools::McpTools(Lake &lake, PolicySource policies, MemorySource memory)
    : m_lake(lake), m_policies(std::move(policies)), m_memory(std::move(memory))
{
}

QJsonArray McpTools::list() const
{
    return toolTable();
}

bool McpTools::has(const QString &name) const
{
    for (const QJsonValue &t : toolTable())
        if (t.toObject().value(QStringLiteral("name")).toString() == name)
            return true;
    return false;
}

QJsonObject McpTools::call(const QString &name, const QJsonObject &arguments)
{
    const auto failure = [](const QString &message) {
        return QJsonObject{{QStringLiteral("content"), QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                                               {QStringLiteral("text"), message}}}},
                           {QStringLiteral("isError"), true}};
    };
    for (const QJsonValue &t : toolTable()) {
        const QJsonObject def = t.toObject();
        if (def.value(QStringLiteral("name")).toString() != name)
            continue;
        if (auto why = schemaViolation(def.value(QStringLiteral("inputSchema")).toObject(), arguments))
            return failure(*why);
        try {
            const QJsonObject structured = run(name, arguments);
            return QJsonObject{
                {QStringLiteral("content"),
                 QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                        {QStringLiteral("text"), QString::fromUtf8(QJsonDocument(structured).toJson(QJsonDocument::Compact))}}}},
                {QStringLiteral("structuredContent"), structured},
                {QStringLiteral("isError"), false}};
        } catch (const TarnError &e) {
            return failure(e.message());
        }
    }
    return failure(McpText::tr("no tool called %1").arg(name));
}

QJsonObject McpTools::run(const QString &name, const QJsonObject &a)
{
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
        return DeltaJson::toJson(m_lake.insert(d));
    }
    if (name == u"recall") {
        RecallOptions options;
        options.limit = a.value(QStringLiteral("limit")).toInt(10);
        if (a.contains(QStringLiteral("scope")))
            options.scope = scopeFromName(a.value(QStringLiteral("scope")).toString());
        options.touch = a.value(QStringLiteral("touch")).toBool(true);
        QJsonArray hits;
        for (const RecallHit &h : Recall::recall(m_lake, a.value(QStringLiteral("query")).toString(), options))
            hits.append(Recall::hitToJson(h));
        return {{QStringLiteral("hits"), hits}};
    }
    if (name == u"affirm" || name == u"refute" || name == u"reply")
        return DeltaJson::toJson(Engagement::engage(m_lake, a.value(QStringLiteral("target")).toString(),
                                                    *Engagement::typeFromName(name), a.value(QStringLiteral("reason")).toString()));
    if (name == u"forget") {
        const QString id = a.value(QStringLiteral("id")).toString();
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
        if (!settings.autoRecall) {
            QJsonObject off = MemoryContext().toJson();
            off.insert(QStringLiteral("note"), McpText::tr("auto_recall is off in Tarn's memory settings"));
            return off;
        }
        return MemoryContext::build(m_lake, a.value(QStringLiteral("query")).toString(), settings,
                                    a.value(QStringLiteral("touch")).toBool(true))
            .toJson();
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
