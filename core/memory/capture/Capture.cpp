// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Capture.h"

#include "DeltaId.h"
#include "DeltaJson.h"
#include "Forgetting.h"
#include "Lake.h"
#include "MemoryContext.h"
#include "QueryLimits.h"
#include "MemoryOperations.h"
#include "Recall.h"
#include "RecallRanking.h"
#include "SubjectRows.h"
#include "TarnError.h"
#include "TimeFormat.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace tarn {

namespace {

struct CaptureText
{
    Q_DECLARE_TR_FUNCTIONS(Capture)
};

const QString kSource = QStringLiteral("chat");

// The live memory that holds a subject, if any: active, not superseded,
// not expired, of a durable kind.
std::optional<Delta> holderOf(Lake &lake, const QString &subject)
{
    const std::optional<qint64> rid = SubjectRows::holder(lake, subject, lake.clock().nowMs());
    if (!rid)
        return std::nullopt;
    return lake.get(DeltaId::fromKey(*rid));
}

// "forget my old address": the durable memories that hold every meaningful
// word of it.
QStringList memoriesMatching(Lake &lake, const QString &what)
{
    RecallOptions options;
    options.kinds = MemoryContext::durableKinds();
    options.touch = false; // finding something to forget is not using it
    options.meaning = false; // every word must match: no vectors needed
    options.limit = 10;
    // Longer than a recall takes: match nothing, so the person sees the
    // forget unmatched, rather than forget by a part of what they said.
    if (what.size() > QueryLimits::kMaxChars)
        return {};
    // Forgetting goes by the person's own words, never a thesaurus's.
    options.expand = false;
    const RecallQuery words = RecallQuery::build(what, false);
    QStringList ids;
    for (const RecallHit &h : Recall::recall(lake, what, options))
        if (words.overlap(h.delta.content, h.delta.tags) >= 1.0)
            ids << h.delta.id;
    return ids;
}

QString episodeContent(const ConversationTurn &turn)
{
    QStringList parts;
    if (!turn.user.trimmed().isEmpty())
        parts << QStringLiteral("User: ") + turn.user.trimmed();
    if (!turn.assistant.trimmed().isEmpty())
        parts << QStringLiteral("Assistant: ") + turn.assistant.trimmed();
    return parts.join(u'\n');
}

} // namespace

CaptureReport Capture::captureTurn(Lake &lake, const ConversationTurn &turn, const MemorySettings &settings)
{
    if (turn.user.trimmed().isEmpty() && turn.assistant.trimmed().isEmpty())
        throw TarnError::invalid(QStringLiteral("user"), CaptureText::tr("user: a turn needs the person's words, the "
                                                                         "assistant's, or both"));
    const qint64 now = turn.at > 0 ? turn.at : lake.clock().nowMs();
    // Seed 002: an episode is "<date>:<session>"; without a session the
    // day's turns form one.
    const QString episodeId = TimeFormat::toIso(now).left(10) + u':'
                            + (turn.sessionId.isEmpty() ? QStringLiteral("default") : turn.sessionId);
    CaptureReport report;
    LakeTransaction tx(lake);

    Delta episode;
    episode.source = kSource;
    episode.kind = Kind::Episode;
    episode.content = episodeContent(turn);
    episode.sessionId = turn.sessionId;
    episode.episodeId = episodeId;
    episode.tags = turn.episodeTags;
    if (turn.at > 0)
        episode.observedAt = turn.at;
    report.episode = lake.insert(episode);

    for (const CaptureCandidate &c : CaptureRules::parse(turn.user)) {
        if (c.action == CaptureCandidate::Action::Forget) {
            const QStringList ids = memoriesMatching(lake, c.content);
            if (ids.isEmpty())
                report.unmatchedForgets << c.content;
            for (const QString &id : ids) {
                if (report.forgotten.contains(id))
                    continue; // went along with an earlier one
                // What carries its words goes too (Forgetting::plan): "forget
                // that I like olives" must not leave "User: I like olives" to
                // be recalled, nor an affirmation that quotes it.
                report.forgotten << Forgetting::forget(lake, id, false).all();
                report.forgotten.removeDuplicates();
            }
            continue;
        }
        if (c.confidence < settings.minProfileConfidence) {
            report.heldBack << c; // the episode keeps the words; memory waits for a surer statement
            continue;
        }
        if (const std::optional<Delta> old = holderOf(lake, c.subject)) {
            if (old->content.compare(c.content, Qt::CaseInsensitive) == 0) {
                report.alreadyKnown << old->id;
                continue;
            }
            MemoryOperations::Patch change;
            change.content = c.content;
            change.kind = c.kind;
            change.confidence = c.confidence;
            change.sessionId = turn.sessionId;
            change.episodeId = episodeId;
            change.segmentId = report.episode.id;
            const Delta next = MemoryOperations::patch(lake, old->id, change);
            report.superseded.append({old->id, next});
            continue;
        }
        Delta memory;
        memory.source = kSource;
        memory.kind = c.kind;
        memory.subject = c.subject;
        memory.content = c.content;
        memory.confidence = c.confidence;
        memory.sessionId = turn.sessionId;
        memory.episodeId = episodeId;
        memory.segmentId = report.episode.id; // the turn it came from
        if (turn.at > 0)
            memory.observedAt = turn.at; // an imported turn: said then, not now
        // Errands are short-lived task memories (decay class active,
        // CaptureRules.h); the rest keep the source's laws.
        memory.decayClass = c.decayClass;
        memory.tags = {QStringLiteral("captured")};
        // "Prefers to be called Rob" holds no word of "what is my name?":
        // the tag does.
        if (c.subject == u"profile:name")
            memory.tags << QStringLiteral("name");
        report.remembered << lake.insert(memory);
    }
    lake.audit().append(lake.actor(), QStringLiteral("capture"), report.episode.id,
                        report.remembered.size() + report.superseded.size(),
                        QJsonObject{{QStringLiteral("remembered"), report.remembered.size()},
                                    {QStringLiteral("superseded"), report.superseded.size()},
                                    {QStringLiteral("forgotten"), report.forgotten.size()},
                                    {QStringLiteral("held_back"), report.heldBack.size()}});
    tx.commit();
    return report;
}

QJsonObject CaptureReport::toJson() const
{
    QJsonArray rememberedJson;
    for (const Delta &d : remembered)
        rememberedJson.append(DeltaJson::toJson(d));
    QJsonArray supersededJson;
    for (const auto &[old, next] : superseded) {
        QJsonObject o = DeltaJson::toJson(next);
        o.insert(QStringLiteral("supersedes"), old);
        supersededJson.append(o);
    }
    QJsonArray held;
    for (const CaptureCandidate &c : heldBack)
        held.append(QJsonObject{{QStringLiteral("content"), c.content},
                                {QStringLiteral("kind"), kindName(c.kind)},
                                {QStringLiteral("confidence"), c.confidence},
                                {QStringLiteral("rule"), c.rule}});
    return {{QStringLiteral("episode"), DeltaJson::toJson(episode)},
            {QStringLiteral("remembered"), rememberedJson},
            {QStringLiteral("superseded"), supersededJson},
            {QStringLiteral("already_known"), QJsonArray::fromStringList(alreadyKnown)},
            {QStringLiteral("forgotten"), QJsonArray::fromStringList(forgotten)},
            {QStringLiteral("held_back"), held},
            {QStringLiteral("unmatched_forgets"), QJsonArray::fromStringList(unmatchedForgets)}};
}

} // namespace tarn
