// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "McpToolTable.h"

#include "Delta.h"
#include "McpSchema.h"
#include "QueryLimits.h"

namespace tarn {

using namespace McpSchema;

QJsonObject McpToolDef::toJson(const QString &version) const
{
    // Versions are dates: they compare as strings.
    QJsonObject o{{QStringLiteral("name"), name}, {QStringLiteral("description"), description},
                  {QStringLiteral("inputSchema"), inputSchema}};
    if (version >= u"2025-06-18") {
        o.insert(QStringLiteral("title"), title);
        o.insert(QStringLiteral("outputSchema"), outputSchema);
    }
    if (version >= u"2025-03-26")
        o.insert(QStringLiteral("annotations"), QJsonObject{{QStringLiteral("title"), title},
                                                            {QStringLiteral("readOnlyHint"), readOnly},
                                                            {QStringLiteral("destructiveHint"), destructive},
                                                            {QStringLiteral("idempotentHint"), idempotent},
                                                            // The lake is on this machine: no world beyond it.
                                                            {QStringLiteral("openWorldHint"), false}});
    return o;
}

namespace {

const QStringList kScopes{QStringLiteral("local"), QStringLiteral("team"), QStringLiteral("company"), QStringLiteral("public")};

QJsonObject detail()
{
    return enumOf({QStringLiteral("compact"), QStringLiteral("full")},
                  QStringLiteral("compact (default): id, content, kind, source, observed_at, deadline_at and tags; full: "
                                 "every field of the delta (scope, subject, confidence, lineage, decay, recall counts)."));
}

QJsonObject target()
{
    return deltaId(QStringLiteral("The id of the delta (12 hex digits, as recall or list_recent give it)."));
}

QJsonObject engageInput()
{
    return object({{QStringLiteral("target"), target()},
                   {QStringLiteral("reason"), string(QStringLiteral("Why, in the person's words."))},
                   {QStringLiteral("detail"), detail()}},
                  {QStringLiteral("target"), QStringLiteral("reason")});
}

QJsonObject hitOutput()
{
    QJsonObject hit = McpToolTable::deltaOutput();
    QJsonObject props = hit.value(QStringLiteral("properties")).toObject();
    props.insert(QStringLiteral("score"), typed(QStringLiteral("number")));
    hit.insert(QStringLiteral("properties"), props);
    return hit;
}

QJsonObject idState()
{
    return openObject({{QStringLiteral("id"), typed(QStringLiteral("string"))}, {QStringLiteral("state"), typed(QStringLiteral("string"))}},
                      {QStringLiteral("id"), QStringLiteral("state")});
}

QList<McpToolDef> build()
{
    const QJsonObject limit = integer(1, 100, QStringLiteral("At most this many deltas (default 10)."));
    const QJsonObject deltaOut = McpToolTable::deltaOutput();
    QList<McpToolDef> t;
    t << McpToolDef{
        QStringLiteral("remember"), QStringLiteral("Remember"),
        QStringLiteral("Store one idea in the person's Tarn lake as a new delta (source 'agent'). When the person "
                       "explicitly asked you to remember something, pass decay_class 'permanent' so it is kept "
                       "until they forget it. Otherwise facts you store get a decay class from their wording "
                       "(stable 90 days, active 14 days, session 24 hours, checkpoint 4 hours) and wilt unless used. "
                       "If it updates something the lake already holds, use correct instead."),
        object({{QStringLiteral("content"), string(QStringLiteral("The idea, in one or a few sentences."))},
                {QStringLiteral("kind"), enumOf(kindNames(), QStringLiteral("What sort of idea (default fact)."))},
                {QStringLiteral("tags"), stringArray(QStringLiteral("Tags such as memory:context or project:tarn."))},
                {QStringLiteral("subject"), string(QStringLiteral("Who or what it is about."))},
                {QStringLiteral("scope"), enumOf(kScopes, QStringLiteral("Who may see it (default local)."))},
                {QStringLiteral("decay_class"),
                 enumOf({QStringLiteral("permanent"), QStringLiteral("stable"), QStringLiteral("active"),
                         QStringLiteral("session"), QStringLiteral("checkpoint")},
                        QStringLiteral("How long it lives: 'permanent' (kept until forgotten) for what the person "
                                       "explicitly asked to remember; stable (90 d) and active (14 d) live on while "
                                       "recalled; session (24 h); checkpoint (4 h). Omit to let Tarn classify it from "
                                       "its wording."))},
                {QStringLiteral("detail"), detail()}},
               {QStringLiteral("content")}),
        deltaOut};
    t << McpToolDef{
        QStringLiteral("recall"), QStringLiteral("Recall"),
        QStringLiteral("Find what the lake knows about a query, most relevant first. Only live deltas are returned; "
                       "recalling counts as use and keeps stable and active memories alive."),
        object({{QStringLiteral("query"), [] {
                     QJsonObject q = string(QStringLiteral("Words describing what to recall, at most %1 characters.")
                                                .arg(QueryLimits::kMaxChars));
                     q.insert(QStringLiteral("maxLength"), QueryLimits::kMaxChars);
                     return q;
                 }()},
                {QStringLiteral("limit"), limit},
                {QStringLiteral("scope"), enumOf(kScopes, QStringLiteral("Only this scope."))},
                {QStringLiteral("touch"), boolean(QStringLiteral("Count this recall as use (default true). false reads "
                                                                 "without touching: no recall count, no refreshed expiry."))},
                {QStringLiteral("detail"), detail()}},
               {QStringLiteral("query")}),
        openObject({{QStringLiteral("hits"), arrayOf(hitOutput())}}, {QStringLiteral("hits")}), true, false, false};
    t << McpToolDef{QStringLiteral("list_recent"), QStringLiteral("List recent memories"),
                    QStringLiteral("The newest deltas in the lake (by when they were observed), optionally of one source "
                                   "or kind: what was said or seen lately, without a query."),
                    object({{QStringLiteral("limit"), limit},
                            {QStringLiteral("source"), string(QStringLiteral("Only this source (agent, chat, rss, ...)."))},
                            {QStringLiteral("kind"), enumOf(kindNames(), QStringLiteral("Only this kind."))},
                            {QStringLiteral("detail"), detail()}},
                           {}),
                    openObject({{QStringLiteral("deltas"), arrayOf(deltaOut)}}, {QStringLiteral("deltas")}), true, false, true};
    t << McpToolDef{QStringLiteral("get"), QStringLiteral("Read a memory"),
                    QStringLiteral("One delta by its id, with what it is and when it goes. Forgotten, invalid and "
                                   "expired deltas are not found."),
                    object({{QStringLiteral("id"), target()}, {QStringLiteral("detail"), detail()}}, {QStringLiteral("id")}),
                    deltaOut, true, false, true};
    t << McpToolDef{QStringLiteral("correct"), QStringLiteral("Correct a memory"),
                    QStringLiteral("Replace what a delta says with what is true now. The lake is append-only: this writes "
                                   "a new delta that supersedes the old one (which drops out of recall, its lineage "
                                   "kept). Give the new content, or only the kind, tags or subject to change."),
                    object({{QStringLiteral("id"), target()},
                            {QStringLiteral("content"), string(QStringLiteral("What is true now, in full."))},
                            {QStringLiteral("kind"), enumOf(kindNames(), QStringLiteral("A new kind."))},
                            {QStringLiteral("tags"), stringArray(QStringLiteral("New tags (replace the old ones)."))},
                            {QStringLiteral("subject"), string(QStringLiteral("A new subject."))},
                            {QStringLiteral("detail"), detail()}},
                           {QStringLiteral("id")}),
                    deltaOut};
    t << McpToolDef{QStringLiteral("invalidate"), QStringLiteral("Mark a memory invalid"),
                    QStringLiteral("Mark a delta as wrong without replacing it: it is hidden from recall but kept for the "
                                   "record; restore undoes it."),
                    object({{QStringLiteral("id"), target()}}, {QStringLiteral("id")}), idState(), false, true, true};
    t << McpToolDef{QStringLiteral("restore"), QStringLiteral("Restore a memory"),
                    QStringLiteral("Bring back a delta that was forgotten (not hard) or marked invalid."),
                    object({{QStringLiteral("id"), target()}}, {QStringLiteral("id")}), idState(), false, false, true};
    const auto engage = [&](const QString &name, const QString &title, const QString &description) {
        t << McpToolDef{name, title, description, engageInput(), deltaOut};
    };
    engage(QStringLiteral("affirm"), QStringLiteral("Affirm"),
           QStringLiteral("Affirm a delta: it mattered. Writes an authored delta that carries the reason and the "
                          "target's content, and never expires."));
    engage(QStringLiteral("refute"), QStringLiteral("Refute"),
           QStringLiteral("Refute a delta: record why it is wrong, as an authored delta that carries the target's content."));
    engage(QStringLiteral("reply"), QStringLiteral("Reply"),
           QStringLiteral("Reply to a delta: record the thought it prompted, as an authored delta that carries the "
                          "target's content."));
    t << McpToolDef{
        QStringLiteral("forget"), QStringLiteral("Forget"),
        QStringLiteral("Forget a delta and what carries its words: the engagements that quote it, the conversation "
                       "turn it was captured from and the other versions of its lineage (only_this limits it to this "
                       "version). By default they are hidden from every reader and restore brings them back; with "
                       "hard they are erased with their index entries and media, and cannot come back. Before a hard "
                       "forget, call it with dry_run to see (and tell the person) what goes."),
        object({{QStringLiteral("id"), target()},
                {QStringLiteral("hard"), boolean(QStringLiteral("Erase for good (default false)."))},
                {QStringLiteral("only_this"),
                 boolean(QStringLiteral("Only this version, not the others of its lineage (default false)."))},
                {QStringLiteral("dry_run"), boolean(QStringLiteral("Return what would go and change nothing (default false)."))}},
               {QStringLiteral("id")}),
        openObject({{QStringLiteral("id"), typed(QStringLiteral("string"))}, {QStringLiteral("summary"), typed(QStringLiteral("string"))}},
                   {QStringLiteral("id"), QStringLiteral("summary")}),
        false, true, false};
    t << McpToolDef{
        QStringLiteral("memory_context"), QStringLiteral("Memory context"),
        QStringLiteral("Before answering a turn: the person's lasting memories that bear on it (profile, facts, "
                       "preferences, goals, decisions), as a bounded <memory_context> block to put in "
                       "the prompt. Empty when nothing qualifies or when the person turned auto_recall off."),
        object({{QStringLiteral("query"), string(QStringLiteral("The person's message, or words describing it."))},
                {QStringLiteral("touch"), boolean(QStringLiteral("Count the memories given as used (default true); "
                                                                 "false reads without touching."))}},
               {QStringLiteral("query")}),
        openObject({{QStringLiteral("context"), typed(QStringLiteral("string"))}, {QStringLiteral("items"), arrayOf(hitOutput())}},
                   {QStringLiteral("context"), QStringLiteral("items")}),
        true, false, false};
    t << McpToolDef{
        QStringLiteral("capture"), QStringLiteral("Capture a turn"),
        QStringLiteral("After a turn: keep it as an episode, and remember what the person asked to be remembered or "
                       "forgotten, their name and their preferences. A statement that contradicts an earlier one "
                       "replaces it. Refused when the person turned auto_capture off."),
        object({{QStringLiteral("user"), string(QStringLiteral("What the person said, verbatim."))},
                {QStringLiteral("assistant"), string(QStringLiteral("What the assistant answered."))},
                {QStringLiteral("session_id"), string(QStringLiteral("The conversation this turn belongs to."))}},
               {QStringLiteral("user")}),
        typed(QStringLiteral("object")), false, true, false};
    t << McpToolDef{QStringLiteral("stats"), QStringLiteral("Lake statistics"),
                    QStringLiteral("Counts of the lake: authored and observed deltas, per source and decay class, "
                                   "expired deltas pending prune, next expiry."),
                    object({}, {}), openObject({{QStringLiteral("total"), typed(QStringLiteral("integer"))}}, {QStringLiteral("total")}),
                    true, false, true};
    t << McpToolDef{
        QStringLiteral("decay_scope"), QStringLiteral("Apply decay policies"),
        QStringLiteral("Apply the decay policies the person configured in Tarn to the deltas of one scope: each policy "
                       "names a relation tag (such as roadmap:*) and an age, and retracts the matching deltas older "
                       "than it (they stop being recalled) or lowers their confidence. Run with mode 'dry_run' first "
                       "and tell the person what would change."),
        // The input is seed 003 §15.5's, word for word.
        QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                    {QStringLiteral("properties"),
                     QJsonObject{{QStringLiteral("scope"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                                                                       {QStringLiteral("enum"), QJsonArray::fromStringList(kScopes)},
                                                                       {QStringLiteral("description"), QStringLiteral("The fact scope to sweep.")}}},
                                 {QStringLiteral("mode"),
                                  QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                                              {QStringLiteral("enum"), QJsonArray{QStringLiteral("retract"), QStringLiteral("confidence"),
                                                                                  QStringLiteral("dry_run")}},
                                              {QStringLiteral("description"),
                                               QStringLiteral("Optional. Override decay mode for this run. Omit to use "
                                                              "configured policy modes.")}}},
                                 {QStringLiteral("policy_id"),
                                  QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                                              {QStringLiteral("description"), QStringLiteral("Optional. Run only the named decay policy.")}}}}},
                    {QStringLiteral("required"), QJsonArray{QStringLiteral("scope")}},
                    {QStringLiteral("additionalProperties"), false}},
        typed(QStringLiteral("object")), false, true, false};
    return t;
}

} // namespace

QJsonObject McpToolTable::deltaOutput()
{
    return openObject({{QStringLiteral("id"), typed(QStringLiteral("string"))},
                       {QStringLiteral("content"), typed(QStringLiteral("string"))},
                       {QStringLiteral("kind"), typed(QStringLiteral("string"))},
                       {QStringLiteral("source"), typed(QStringLiteral("string"))},
                       {QStringLiteral("observed_at"), typed(QStringLiteral("string"))},
                       {QStringLiteral("deadline_at"), nullable(QStringLiteral("string"))},
                       {QStringLiteral("tags"), arrayOf(typed(QStringLiteral("string")))}},
                      {QStringLiteral("id"), QStringLiteral("content"), QStringLiteral("kind"), QStringLiteral("source"),
                       QStringLiteral("observed_at"), QStringLiteral("deadline_at")});
}

const QList<McpToolDef> &McpToolTable::all()
{
    static const QList<McpToolDef> table = build();
    return table;
}

const McpToolDef *McpToolTable::find(const QString &name)
{
    for (const McpToolDef &d : all())
        if (d.name == name)
            return &d;
    return nullptr;
}

} // namespace tarn
