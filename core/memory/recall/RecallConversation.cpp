// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecallConversation.h"

#include "ConversationRows.h"
#include "DeltaId.h"
#include "Lake.h"
#include "RecallSpeakers.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace tarn::RecallConversation {

namespace {

// Whether the text's last sentence asks ("Wow, that painting is awesome!
// What inspired you?").
bool endsAsking(const QString &content)
{
    return content.trimmed().endsWith(u'?');
}

// Whether a turn settles what the conversation was deciding: it accepts
// or confirms ("Perfect – we're going with that: …", "Love it. "The
// Selfie Wall" it is", "Done: night setback now 19 °C") and says what, in
// more than a few words ("Sounds good!" settles nothing one could ask for).
bool settles(const QString &content)
{
    static const QRegularExpression speaker(QStringLiteral("^\\s*[\\p{L} .'-]{1,40}:\\s*"),
                                            QRegularExpression::UseUnicodePropertiesOption);
    QString text = content;
    text.remove(speaker);
    static const QRegularExpression opener(
        QStringLiteral("^(?:perfect|love it|done|great,? let's|deal|agreed|sounds good,|good idea|that's it|"
                       "passt|perfekt|erledigt|abgemacht|machen wir|eingetragen)\\b"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression decision(
        QStringLiteral("\\b(?:we're going with|we are going with|let's go with|we'll go with|I'll go with|going with that|"
                       "it is[;.]|I've decided|we've decided|we decided|I decided|decided on|booked|wir nehmen|"
                       "entschieden)\\b"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    if (!opener.match(text).hasMatch() && !decision.match(text).hasMatch())
        return false;
    return text.split(u' ', Qt::SkipEmptyParts).size() >= kSettlingWords;
}

// The turn that answers the one at `rid`: the next, or, when the question
// asks for a shape of answer, the first of the next few that holds one.
// After a turn that states something, a next turn that ends asking is the
// other speaker's reaction and question, and the turn after it answers
// that: it is brought instead ("I painted this after I visited an LGBTQ
// center" follows "What inspired you?"). A turn that does nothing but ask
// is answered by the next, whatever that ends with.
std::optional<Delta> answeringTurn(Lake &lake, const QString &session, qint64 rid, qint64 now,
                                   const RecallQuery &query, bool hitAsksOnly, const QString &speaker)
{
    const bool lookAhead = query.expectedAnswer() != RecallAnswerType::Expected::None;
    const QList<qint64> next = ConversationRows::nextTurns(lake, session, rid, now, kAnswerLookahead);
    if (next.isEmpty())
        return std::nullopt;
    QList<Delta> turns = lake.getByKeys(next); // in the session's order
    if (!speaker.isEmpty())
        turns.removeIf([&](const Delta &t) { return RecallSpeakers::speakerOf(t.content).toLower() != speaker; });
    if (turns.isEmpty())
        return std::nullopt;
    // Where the next turns settle what was being decided, that is the answer.
    for (const Delta &turn : std::as_const(turns))
        if (settles(turn.content))
            return turn;
    if (lookAhead)
        for (const Delta &turn : std::as_const(turns))
            if (query.answeredBy(turn.content))
                return turn;
    if (!hitAsksOnly && turns.size() > 1 && endsAsking(turns.constFirst().content))
        return turns.at(1);
    return turns.constFirst();
}

} // namespace

bool asksOnly(const QString &content)
{
    static const QRegularExpression speaker(QStringLiteral("^\\s*(user|assistant|ich|du|me|you)\\s*:\\s*"),
                                            QRegularExpression::CaseInsensitiveOption
                                                | QRegularExpression::MultilineOption);
    QString text = content;
    text.remove(speaker);
    text = text.trimmed();
    if (text.isEmpty() || !text.endsWith(u'?'))
        return false;
    // Every sentence ends in '?': nothing in between ends with '.' or '!'.
    static const QRegularExpression statement(QStringLiteral("[.!](\\s|$)"));
    return !statement.match(text).hasMatch();
}

void apply(Lake &lake, QList<RecallHit> &hits, int limit, const RecallQuery &query, const QString &speaker)
{
    if (hits.isEmpty())
        return;
    for (RecallHit &h : hits)
        if (h.delta.kind == Kind::Episode && asksOnly(h.delta.content))
            h.score *= kAskingOnlyFactor;
    std::stable_sort(hits.begin(), hits.end(), [](const RecallHit &a, const RecallHit &b) { return a.score > b.score; });

    const qint64 now = lake.clock().nowMs();
    QList<RecallHit> out;
    QSet<QString> placed;
    bool turnSeen = false;
    for (const RecallHit &h : std::as_const(hits)) {
        if (out.size() >= limit)
            break;
        if (placed.contains(h.delta.id))
            continue;
        out << h;
        placed.insert(h.delta.id);
        if (h.delta.kind != Kind::Episode || h.delta.sessionId.isEmpty() || out.size() >= limit)
            continue;
        // A brought turn takes a place a second match could have: the best
        // turn among the hits brings the turn that answers it (a memory
        // ranked above it does not stop it: "what did we settle on for her
        // 70th" finds the birthday's event first), a later one only when it
        // asks, since its answer is then what it holds.
        const bool bestTurn = !turnSeen;
        turnSeen = true;
        if (!bestTurn && !endsAsking(h.delta.content))
            continue;
        const auto rid = DeltaId::toKey(h.delta.id);
        if (!rid)
            continue;
        const bool hitAsksOnly = asksOnly(h.delta.content);
        const std::optional<Delta> next = answeringTurn(lake, h.delta.sessionId, *rid, now, query, hitAsksOnly, speaker);
        if (!next || placed.contains(next->id))
            continue;
        RecallHit context;
        context.delta = *next;
        // It answers what the hit asked: as strong as the hit was before
        // an asking-only turn gave way.
        const double raw = hitAsksOnly ? h.score / kAskingOnlyFactor : h.score;
        context.score = std::max(raw * 0.99, 0.0);
        context.contextFor = h.delta.id;
        out << context;
        placed.insert(context.delta.id);
    }
    // Within one conversation the later turns hold where it ended: of the
    // turns of a session among the results, the latest takes the best of
    // their scores, the one before it the next best, and so on.
    QHash<QString, QList<qsizetype>> bySession;
    for (qsizetype i = 0; i < out.size(); ++i)
        if (out.at(i).delta.kind == Kind::Episode && !out.at(i).delta.sessionId.isEmpty())
            bySession[out.at(i).delta.sessionId] << i;
    for (QList<qsizetype> &turns : bySession) {
        if (turns.size() < 2)
            continue;
        QList<double> scores;
        for (qsizetype i : std::as_const(turns))
            scores << out.at(i).score;
        std::sort(scores.begin(), scores.end(), std::greater<>());
        // Turns said in one breath share a time; the lake's order of
        // arrival tells them apart (as ConversationRows::nextTurn reads it).
        const auto order = [&](qsizetype i) {
            return std::pair(out.at(i).delta.observedAt, DeltaId::toKey(out.at(i).delta.id).value_or(0));
        };
        std::stable_sort(turns.begin(), turns.end(), [&](qsizetype a, qsizetype b) { return order(a) > order(b); });
        for (qsizetype k = 0; k < turns.size(); ++k)
            out[turns.at(k)].score = scores.at(k);
    }
    std::stable_sort(out.begin(), out.end(), [](const RecallHit &a, const RecallHit &b) { return a.score > b.score; });
    hits = out;
}

} // namespace tarn::RecallConversation
