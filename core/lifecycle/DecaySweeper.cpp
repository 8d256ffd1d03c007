// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The decay-policy sweeper (seed 003 §15, DESIGN §3). Declared in
// DecayPolicy.h beside the policies it runs.

#include "DecayPolicy.h"

#include "DeltaId.h"
#include "Lake.h"
#include "LakeLock.h"
#include "PolicyDeltas.h"
#include "SweepBatches.h"
#include "StorageErrors.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <vector>

namespace tarn {

namespace {

struct DecaySweeperText
{
    Q_DECLARE_TR_FUNCTIONS(DecaySweeper)
};

// Shell-style glob with * and ? (tags and sources hold no other metacharacters).
bool globMatch(QStringView pattern, QStringView text)
{
    qsizetype p = 0, t = 0, star = -1, mark = 0;
    while (t < text.size()) {
        if (p < pattern.size() && (pattern[p] == u'?' || pattern[p] == text[t])) {
            ++p;
            ++t;
        } else if (p < pattern.size() && pattern[p] == u'*') {
            star = p++;
            mark = t;
        } else if (star >= 0) {
            p = star + 1;
            t = ++mark;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == u'*')
        ++p;
    return p == pattern.size();
}

bool isGlob(const QString &relation)
{
    return relation.contains(u'*') || relation.contains(u'?');
}

// Exact relation before a glob before "*"; an exact scope before "*".
int specificity(const DecayPolicy &p)
{
    const int relation = p.relation == u"*" ? 0 : isGlob(p.relation) ? 1 : 2;
    return relation * 2 + (p.scope ? 1 : 0);
}

// The relations a delta carries: its source and every tag.
struct Relations
{
    QString source;
    QStringList tags;

    bool any(const QString &glob) const
    {
        if (glob == u"*" || globMatch(glob, source))
            return true;
        for (const QString &t : tags)
            if (globMatch(glob, t))
                return true;
        return false;
    }
};

QStringList parseTags(const QString &json)
{
    // Valid tags hold no quote or backslash (DeltaValidation), so the stored
    // array splits on its quotes; anything unusual goes through the parser.
    if (json.contains(u'\\')) {
        QStringList out;
        for (const QJsonValue &v : QJsonDocument::fromJson(json.toUtf8()).array())
            out << v.toString();
        return out;
    }
    QStringList out;
    const QStringList parts = json.split(u'"');
    for (qsizetype i = 1; i < parts.size(); i += 2)
        out << parts.at(i);
    return out;
}

// Never decayed, whatever the policies say: the `tarn:` and `rel:`
// namespaces, system-generated deltas and Tarn's reification primitives
// (engagements, which carry a person's judgement of another delta).
bool alwaysExempt(const QString &source, const QString &tagsJson)
{
    static const QStringList sourcePrefixes{QStringLiteral("system:"), QStringLiteral("tarn:"),
                                            QStringLiteral("rel:")};
    static const QStringList tagPrefixes{QStringLiteral("\"tarn:"), QStringLiteral("\"rel:"),
                                         QStringLiteral("\"affirms:"), QStringLiteral("\"refutes:"),
                                         QStringLiteral("\"reply-to:")};
    if (source == u"tarn-engagement" || source == u"system" || source == u"tarn")
        return true;
    for (const QString &prefix : sourcePrefixes)
        if (source.startsWith(prefix))
            return true;
    for (const QString &prefix : tagPrefixes)
        if (tagsJson.contains(prefix))
            return true;
    return false;
}

enum class Action { Retract, Reduce };

struct Change
{
    qint64 rid;
    double from;
    double to;
    Action action;
    int policy; // index into the candidates
};

} // namespace

DecaySweeper::DecaySweeper(Lake &lake, QList<DecayPolicy> policies) : m_lake(lake), m_policies(std::move(policies))
{
}

qint64 DecaySweeper::scopeSize(Scope scope)
{
    return PolicyDeltas(m_lake).countInScope(scopeName(scope));
}

void DecaySweeper::validate(const DecaySweepRequest &request) const
{
    if (!request.policyId.isEmpty()
        && std::none_of(m_policies.cbegin(), m_policies.cend(),
                        [&](const DecayPolicy &p) { return p.id == request.policyId; }))
        throw TarnError::invalid(QStringLiteral("policy_id"),
                                 DecaySweeperText::tr("policy_id: no decay policy is called '%1'").arg(request.policyId));
}

DecaySweepResponse DecaySweeper::sweep(const DecaySweepRequest &request, const std::atomic<bool> *cancel)
{
    const qint64 now = m_lake.clock().nowMs();
    DecaySweepResponse response;
    response.sweptAt = now;
    response.scope = request.scope;

    validate(request);

    // One policy sweep at a time on a lake, whichever process or machine
    // asks: a second waits for the first (each change is guarded by the
    // confidence its decision saw, so even racing sweeps never compound,
    // but two at once would only do the same work twice). A requested dry
    // run only reads.
    LakeLock lock(m_lake, QStringLiteral("sweep:policies"));
    if (request.mode != DecayMode::DryRun && !lock.take(Lake::kBusyTimeoutMs))
        throw StorageErrors::busy(DecaySweeperText::tr("another Tarn is sweeping this lake's decay policies"));

    QList<DecayPolicy> candidates;
    for (const DecayPolicy &p : m_policies)
        if ((request.policyId.isEmpty() || p.id == request.policyId) && (!p.scope || *p.scope == request.scope))
            candidates << p;
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const DecayPolicy &a, const DecayPolicy &b) { return specificity(a) > specificity(b); });

    // The response's mode: the override; else dry_run only when every
    // candidate is a dry run (so "dry_run" always means nothing was
    // written); else the most specific writing policy's mode.
    response.mode = DecayMode::DryRun;
    if (request.mode) {
        response.mode = *request.mode;
    } else {
        for (const DecayPolicy &p : candidates)
            if (p.mode != DecayMode::DryRun) {
                response.mode = p.mode;
                break;
            }
    }

    const bool needTags = std::any_of(candidates.cbegin(), candidates.cend(), [](const DecayPolicy &p) {
        return p.relation != u"*" || !p.exemptRelations.isEmpty();
    });

    // Progress: the scope's rows to read, then the changes to write.
    const qint64 toRead = m_progress ? scopeSize(request.scope) : 0;
    // 1. Read and decide, with no write lock held.
    std::vector<Change> changes;
    QSet<int> applied;
    {
        PolicyDeltas::LiveRows q(m_lake, scopeName(request.scope), now);
        Relations rel;
        while (q.next()) {
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                response.cancelled = true;
                break;
            }
            ++response.factsEvaluated;
            if (m_progress && response.factsEvaluated % 10000 == 0)
                m_progress(response.factsEvaluated, toRead);
            if (candidates.isEmpty())
                continue;
            rel.source = q.source();
            const QString tagsJson = q.tagsJson();
            if (alwaysExempt(rel.source, tagsJson))
                continue;
            rel.tags = needTags ? parseTags(tagsJson) : QStringList{};
            int winner = -1;
            for (int i = 0; i < candidates.size(); ++i)
                if (rel.any(candidates.at(i).relation)) {
                    winner = i;
                    break;
                }
            if (winner < 0)
                continue;
            // First match wins, and its exemptions are its decision: a less
            // specific policy does not get a second go at the delta.
            const DecayPolicy &policy = candidates.at(winner);
            if (std::any_of(policy.exemptRelations.cbegin(), policy.exemptRelations.cend(),
                            [&](const QString &g) { return rel.any(g); }))
                continue;
            applied.insert(winner);

            const DecayMode mode = request.mode.value_or(policy.mode);
            const bool dry = mode == DecayMode::DryRun || policy.mode == DecayMode::DryRun;
            // What the policy does is set by its timing field; an override
            // to a mode whose field the policy lacks leaves its deltas alone.
            const bool retract = policy.ttlS.has_value();
            if ((mode == DecayMode::Retract && !retract) || (mode == DecayMode::Confidence && retract))
                continue;

            const qint64 rid = q.rid();
            const qint64 observedAt = q.observedAt();
            const double confidence = q.confidence();
            if (retract) {
                if (confidence <= 0.0 || now - observedAt <= *policy.ttlS * 1000)
                    continue;
                if (dry)
                    ++response.dryRunWouldRetract;
                else
                    changes.push_back({rid, confidence, 0.0, Action::Retract, winner});
            } else {
                const qint64 since = q.policyDecayedAt().value_or(observedAt);
                if (now <= since)
                    continue;
                const double elapsedS = double(now - since) / 1000.0;
                const double decayed = confidence * std::exp(-std::log(2.0) * elapsedS / double(*policy.halfLifeS));
                const double target = std::min(confidence, std::max(decayed, policy.minConfidence));
                if (target >= confidence - 1e-12)
                    continue;
                if (dry)
                    ++response.dryRunWouldReduce;
                else
                    changes.push_back({rid, confidence, target, Action::Reduce, winner});
            }
        }
    }
    for (int i = 0; i < candidates.size(); ++i)
        if (applied.contains(i))
            response.policiesApplied << candidates.at(i).id;

    // 2. Write in short transactions, each change guarded by the confidence
    // the decision saw, so a concurrent sweep or decay never compounds it.
    PolicyDeltas::Changes writes(m_lake);
    const QString actor = QStringLiteral("system:decay");
    // Each change is one row and one audit line: slices start small and
    // follow the lock-time target like every sweep's (SweepBatches).
    const SweepBatches::Sizing sizing{20, 200, 20, 5000, 64};
    const SweepBatches::Outcome outcome = SweepBatches::run(
        m_lake, qint64(changes.size()), sizing, cancel, nullptr,
        [&](qint64 from, qint64 to) {
            for (qint64 i = from; i < to; ++i) {
                const Change &c = changes[size_t(i)];
                if (!writes.setConfidence(c.rid, c.from, c.to, now))
                    continue;
                // A slice that throws ends the sweep (the error goes up),
                // so these counts never include a rolled-back slice.
                (c.action == Action::Retract ? response.factsRetracted : response.factsReduced) += 1;
                // The audit entry stands in for seed 003's "new fact": what
                // changed, by which policy, from and to; never the content.
                const QJsonObject detail{{QStringLiteral("policy"), candidates.at(c.policy).id},
                                         {QStringLiteral("from"), c.from},
                                         {QStringLiteral("to"), c.to}};
                writes.audit(now, actor,
                             c.action == Action::Retract ? QStringLiteral("decay-retract") : QStringLiteral("decay-reduce"),
                             DeltaId::fromKey(c.rid), detail);
            }
        },
        [&](qint64 done, qint64 total) {
            if (m_progress)
                m_progress(toRead + done, toRead + total);
        });
    response.cancelled = response.cancelled || outcome.cancelled;

    // A dry run writes nothing at all, not even its own audit line.
    if (!candidates.isEmpty() && response.mode != DecayMode::DryRun)
        m_lake.audit().append(actor, QStringLiteral("decay-policy-sweep"), {},
                              response.factsRetracted + response.factsReduced, response.toJson());
    return response;
}

} // namespace tarn
