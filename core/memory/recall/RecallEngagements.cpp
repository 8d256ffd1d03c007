// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecallEngagements.h"

#include "Engagement.h"
#include "Lake.h"

#include <QHash>
#include <QSet>

namespace tarn::RecallEngagements {

namespace {

bool isLive(const Delta &d, qint64 now)
{
    return d.state == DeltaState::Active && d.supersededBy.isEmpty() && (!d.expiresAt || *d.expiresAt > now);
}

// "affirms" / "refutes" for an engagement of one of those two types.
QString verdictOf(const Delta &d)
{
    if (d.source != Engagement::sourceName())
        return {};
    for (const QString &tag : d.tags) {
        if (tag.startsWith(Engagement::tagPrefix(EngagementType::Affirm)))
            return QStringLiteral("affirms");
        if (tag.startsWith(Engagement::tagPrefix(EngagementType::Refute)))
            return QStringLiteral("refutes");
    }
    return {};
}

// What the person last said about one delta.
struct Verdicts
{
    std::optional<Delta> latestRefutation; // set only when the last word was a refutation
    QList<Delta> affirmations;             // live affirmations, oldest first
};

} // namespace

Parts partsOf(const Delta &engagement)
{
    // Engagement::build writes "reason\n\n— Verb id from source, observed t:\ncarried".
    const QString &c = engagement.content;
    const qsizetype mark = c.indexOf(QStringLiteral("\n\n\u2014 "));
    if (mark < 0)
        return {c, {}};
    const qsizetype colon = c.indexOf(QStringLiteral(":\n"), mark);
    return {c.left(mark).trimmed(), colon < 0 ? QString() : c.mid(colon + 2).trimmed()};
}

void apply(Lake &lake, QList<RecallHit> &hits)
{
    if (hits.isEmpty())
        return;
    const qint64 now = lake.clock().nowMs();
    QHash<QString, Verdicts> verdicts;
    QStringList ids;
    for (const RecallHit &h : std::as_const(hits))
        ids << h.delta.id;
    // One query for every hit's engagements (one per hit cost 14 ms for a
    // broad query's 136 candidates on a 1M lake).
    const QHash<QString, QList<Delta>> engagements = lake.engagementsOfMany(ids);
    for (const RecallHit &h : std::as_const(hits)) {
        Verdicts v;
        std::optional<Delta> last;
        for (const Delta &e : engagements.value(h.delta.id)) {
            if (!isLive(e, now))
                continue;
            const QString verdict = verdictOf(e);
            if (verdict.isEmpty())
                continue;
            if (verdict == u"affirms")
                v.affirmations << e;
            if (!last || e.createdAt >= last->createdAt)
                last = e;
        }
        if (last && verdictOf(*last) == u"refutes")
            v.latestRefutation = last;
        verdicts.insert(h.delta.id, v);
    }

    QHash<QString, qsizetype> position;
    for (qsizetype i = 0; i < hits.size(); ++i)
        position.insert(hits.at(i).delta.id, i);
    QSet<QString> dropped;
    QList<RecallHit> added;
    QHash<QString, double> refutationScore; // a refutation stands where its target stood, at least

    for (RecallHit &h : hits) {
        const Verdicts &v = verdicts[h.delta.id];
        if (v.latestRefutation) {
            dropped.insert(h.delta.id);
            for (const Delta &a : v.affirmations)
                dropped.insert(a.id); // the person's last word was a refutation
            const QString rid = v.latestRefutation->id;
            refutationScore[rid] = std::max(refutationScore.value(rid, 0.0), h.score);
            if (!position.contains(rid) && std::none_of(added.cbegin(), added.cend(), [&](const RecallHit &a) {
                    return a.delta.id == rid;
                })) {
                RecallHit refutation;
                refutation.delta = *v.latestRefutation;
                refutation.score = h.score;
                added.append(std::move(refutation));
            }
            continue;
        }
        for (const Delta &a : v.affirmations) {
            h.affirmedBecause << partsOf(a).reason;
            // An affirmation found by the query lends its score to its target.
            if (const auto at = position.find(a.id); at != position.end()) {
                h.score = std::max(h.score, hits.at(*at).score);
                dropped.insert(a.id);
            }
        }
        if (!v.affirmations.isEmpty())
            h.score += (1.0 - h.score) * kAffirmedLift;
    }
    hits += added;
    QList<RecallHit> kept;
    for (RecallHit &h : hits) {
        if (dropped.contains(h.delta.id))
            continue;
        if (verdictOf(h.delta) == u"refutes") {
            h.refutes = Engagement::targetOf(h.delta);
            h.score = std::max(h.score, refutationScore.value(h.delta.id, 0.0));
        }
        kept.append(std::move(h));
    }
    std::stable_sort(kept.begin(), kept.end(), [](const RecallHit &a, const RecallHit &b) {
        return a.score != b.score ? a.score > b.score : a.delta.id > b.delta.id;
    });
    hits = std::move(kept);
}

} // namespace tarn::RecallEngagements
