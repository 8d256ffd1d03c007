// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Delta.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>
#include <optional>

namespace tarn {

class Lake;

// Seed 003 §15.1: how deltas matching a relation (a glob over a delta's tags
// and its source) in a scope lose confidence or are retracted over time.
enum class DecayMode { Retract, Confidence, DryRun };

QString decayModeName(DecayMode m);                          // retract | confidence | dry_run
std::optional<DecayMode> decayModeFromName(const QString &name);

struct DecayPolicy
{
    QString id;
    QString relation = QStringLiteral("*"); // glob over tags and source; "*" = all
    std::optional<Scope> scope;             // nullopt = "*"
    DecayMode mode = DecayMode::DryRun;
    std::optional<qint64> ttlS;             // mode retract
    std::optional<qint64> halfLifeS;        // mode confidence
    double minConfidence = 0.0;             // mode confidence: floor
    QStringList exemptRelations;            // globs never decayed by this policy

    QJsonObject toJson() const;
    bool operator==(const DecayPolicy &) const = default;
};

// Parsing refuses invalid JSON, unknown modes, unknown scopes, duplicate ids
// and a policy missing its timing field, with a TarnError whose message names
// the policy (by id, or by its index when it has none) and the field.
namespace DecayPolicies {
QList<DecayPolicy> parse(const QByteArray &json);   // a JSON array
QList<DecayPolicy> fromArray(const QJsonArray &array);
QJsonArray toArray(const QList<DecayPolicy> &policies);
// The environment's TARN_DECAY_POLICIES (empty list when unset).
QList<DecayPolicy> fromEnvironment();
// Where the operator's policies are kept, and which of them apply, is the
// settings' business: ConfiguredDecayPolicies.h.
} // namespace DecayPolicies

// §15.2 request: one scope, an optional mode override, an optional policy id.
struct DecaySweepRequest
{
    Scope scope = Scope::Local;
    std::optional<DecayMode> mode;
    QString policyId;

    // Validates a request body; throws TarnError naming the field
    // ("scope", "mode", "policy_id") on a missing/invalid value.
    static DecaySweepRequest fromJson(const QJsonObject &body);
};

// §15.2 response; toJson() gives exactly the wire format.
struct DecaySweepResponse
{
    qint64 sweptAt = 0; // ms since epoch; ISO-8601 UTC on the wire
    Scope scope = Scope::Local;
    DecayMode mode = DecayMode::DryRun;
    qint64 factsEvaluated = 0;
    qint64 factsRetracted = 0;
    qint64 factsReduced = 0;
    qint64 dryRunWouldRetract = 0;
    qint64 dryRunWouldReduce = 0;
    QStringList policiesApplied;
    bool cancelled = false;

    QJsonObject toJson() const;
};

// Runs the configured policies against one scope of a lake: most-specific
// policy first, `tarn:` / `rel:` namespaces and system-generated deltas
// always exempt, idempotent, dry_run writes nothing. A retraction or a
// confidence change is a lifecycle change plus an audit entry by
// `system:decay`; content is never rewritten. Writes go in bounded batches.
class DecaySweeper
{
public:
    // Scopes with more deltas than this are swept as a background job (202).
    static constexpr qint64 kAsyncThreshold = 100000;

    DecaySweeper(Lake &lake, QList<DecayPolicy> policies);

    // Throws TarnError (validation) when request.policyId names no policy.
    void validate(const DecaySweepRequest &request) const;
    // Validates first, so it throws the same way.
    DecaySweepResponse sweep(const DecaySweepRequest &request, const std::atomic<bool> *cancel = nullptr);

    // How many deltas the scope holds (decides sync vs 202).
    qint64 scopeSize(Scope scope);

    const QList<DecayPolicy> &policies() const { return m_policies; }

    // Called from the sweeping thread as the work advances: `done` of
    // `total` steps (rows read, then changes written).
    void setProgress(std::function<void(qint64 done, qint64 total)> progress) { m_progress = std::move(progress); }

private:
    Lake &m_lake;
    QList<DecayPolicy> m_policies;
    std::function<void(qint64, qint64)> m_progress;
};

} // namespace tarn
