// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DecayPolicy.h"

#include "TarnError.h"
#include "TimeFormat.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>

#include <cmath>

namespace tarn {

namespace {

// A translation context lupdate can see, for this file's messages.
struct DecayPolicyText
{
    Q_DECLARE_TR_FUNCTIONS(DecayPolicy)
};

const QString kAny = QStringLiteral("*");

// "policy 'roadmap' (index 1): ..." — the person must find it in their JSON.
QString where(const QString &id, int index)
{
    return id.isEmpty() ? DecayPolicyText::tr("decay policy at index %1").arg(index)
                        : DecayPolicyText::tr("decay policy '%1' (index %2)").arg(id).arg(index);
}

[[noreturn]] void refuse(const QString &id, int index, const QString &field, const QString &why)
{
    throw TarnError::invalid(field, QStringLiteral("%1: %2: %3").arg(where(id, index), field, why));
}

std::optional<qint64> positiveSeconds(const QJsonObject &o, const QString &key, const QString &id, int index)
{
    if (!o.contains(key) || o.value(key).isNull())
        return std::nullopt;
    const QJsonValue v = o.value(key);
    const double d = v.toDouble(-1);
    // Whole seconds, at least 1, and small enough to stay exact in ms (the
    // range first: casting a double beyond qint64 is undefined).
    if (!v.isDouble() || !(d >= 1 && d <= 1e13) || d != std::trunc(d))
        refuse(id, index, key, DecayPolicyText::tr("must be a whole number of seconds, at least 1"));
    return qint64(d);
}

DecayPolicy policyFromJson(const QJsonValue &value, int index, QSet<QString> &seenIds)
{
    if (!value.isObject())
        refuse({}, index, QStringLiteral("policy"), DecayPolicyText::tr("must be a JSON object"));
    const QJsonObject o = value.toObject();
    static const QSet<QString> known{QStringLiteral("id"),          QStringLiteral("relation"),
                                     QStringLiteral("scope"),       QStringLiteral("mode"),
                                     QStringLiteral("ttl_s"),       QStringLiteral("half_life_s"),
                                     QStringLiteral("min_confidence"), QStringLiteral("exempt_relations")};
    DecayPolicy p;
    const QJsonValue id = o.value(QStringLiteral("id"));
    if (!id.isString() || id.toString().trimmed().isEmpty())
        refuse({}, index, QStringLiteral("id"), DecayPolicyText::tr("is required and must be a non-empty string"));
    p.id = id.toString().trimmed();
    if (seenIds.contains(p.id))
        refuse(p.id, index, QStringLiteral("id"), DecayPolicyText::tr("is used by an earlier policy; ids must be unique"));
    seenIds.insert(p.id);

    for (auto it = o.begin(); it != o.end(); ++it)
        if (!known.contains(it.key()))
            refuse(p.id, index, it.key(), DecayPolicyText::tr("is not a DecayPolicy field"));

    const QJsonValue relation = o.value(QStringLiteral("relation"));
    if (!relation.isString() || relation.toString().trimmed().isEmpty())
        refuse(p.id, index, QStringLiteral("relation"),
               DecayPolicyText::tr("is required: a tag or source glob such as \"memory:*\", or \"*\""));
    p.relation = relation.toString().trimmed();

    const QJsonValue scope = o.value(QStringLiteral("scope"));
    if (!scope.isString())
        refuse(p.id, index, QStringLiteral("scope"),
               DecayPolicyText::tr("is required: local, team, company, public or \"*\""));
    if (scope.toString() != kAny) {
        p.scope = scopeFromName(scope.toString());
        if (!p.scope)
            refuse(p.id, index, QStringLiteral("scope"),
                   DecayPolicyText::tr("'%1' is not a scope (local, team, company, public or \"*\")").arg(scope.toString()));
    }

    const QJsonValue mode = o.value(QStringLiteral("mode"));
    const auto parsedMode = mode.isString() ? decayModeFromName(mode.toString()) : std::nullopt;
    if (!parsedMode)
        refuse(p.id, index, QStringLiteral("mode"),
               DecayPolicyText::tr("'%1' is not a decay mode (retract, confidence or dry_run)")
                   .arg(mode.isString() ? mode.toString() : QString::fromUtf8(QJsonDocument(QJsonArray{mode}).toJson(QJsonDocument::Compact))));
    p.mode = *parsedMode;

    p.ttlS = positiveSeconds(o, QStringLiteral("ttl_s"), p.id, index);
    p.halfLifeS = positiveSeconds(o, QStringLiteral("half_life_s"), p.id, index);
    if (p.mode == DecayMode::Retract && !p.ttlS)
        refuse(p.id, index, QStringLiteral("ttl_s"), DecayPolicyText::tr("is required for mode \"retract\""));
    if (p.mode == DecayMode::Confidence && !p.halfLifeS)
        refuse(p.id, index, QStringLiteral("half_life_s"), DecayPolicyText::tr("is required for mode \"confidence\""));
    if (p.mode == DecayMode::DryRun && !p.ttlS && !p.halfLifeS)
        refuse(p.id, index, QStringLiteral("ttl_s"),
               DecayPolicyText::tr("a dry_run policy needs ttl_s (to preview a retraction) or half_life_s (to preview "
                                   "a confidence reduction)"));
    if (p.ttlS && p.halfLifeS)
        refuse(p.id, index, QStringLiteral("half_life_s"),
               DecayPolicyText::tr("ttl_s and half_life_s are mutually exclusive; give one"));

    if (o.contains(QStringLiteral("min_confidence")) && !o.value(QStringLiteral("min_confidence")).isNull()) {
        const QJsonValue floor = o.value(QStringLiteral("min_confidence"));
        if (!floor.isDouble() || floor.toDouble() < 0.0 || floor.toDouble() > 1.0)
            refuse(p.id, index, QStringLiteral("min_confidence"), DecayPolicyText::tr("must be a number from 0 to 1"));
        p.minConfidence = floor.toDouble();
    }

    if (o.contains(QStringLiteral("exempt_relations")) && !o.value(QStringLiteral("exempt_relations")).isNull()) {
        const QJsonValue exempt = o.value(QStringLiteral("exempt_relations"));
        if (!exempt.isArray())
            refuse(p.id, index, QStringLiteral("exempt_relations"), DecayPolicyText::tr("must be an array of strings"));
        for (const QJsonValue &e : exempt.toArray()) {
            if (!e.isString() || e.toString().trimmed().isEmpty())
                refuse(p.id, index, QStringLiteral("exempt_relations"),
                       DecayPolicyText::tr("must be an array of non-empty strings"));
            p.exemptRelations << e.toString().trimmed();
        }
    }
    return p;
}

} // namespace

QString decayModeName(DecayMode m)
{
    switch (m) {
    case DecayMode::Retract: return QStringLiteral("retract");
    case DecayMode::Confidence: return QStringLiteral("confidence");
    case DecayMode::DryRun: return QStringLiteral("dry_run");
    }
    return {};
}

std::optional<DecayMode> decayModeFromName(const QString &name)
{
    for (DecayMode m : {DecayMode::Retract, DecayMode::Confidence, DecayMode::DryRun})
        if (decayModeName(m) == name)
            return m;
    return std::nullopt;
}

QJsonObject DecayPolicy::toJson() const
{
    QJsonObject o{{QStringLiteral("id"), id},
                  {QStringLiteral("relation"), relation},
                  {QStringLiteral("scope"), scope ? scopeName(*scope) : kAny},
                  {QStringLiteral("mode"), decayModeName(mode)}};
    if (ttlS)
        o.insert(QStringLiteral("ttl_s"), *ttlS);
    if (halfLifeS)
        o.insert(QStringLiteral("half_life_s"), *halfLifeS);
    if (halfLifeS || minConfidence > 0.0)
        o.insert(QStringLiteral("min_confidence"), minConfidence);
    if (!exemptRelations.isEmpty())
        o.insert(QStringLiteral("exempt_relations"), QJsonArray::fromStringList(exemptRelations));
    return o;
}

namespace DecayPolicies {

QList<DecayPolicy> fromArray(const QJsonArray &array)
{
    QList<DecayPolicy> policies;
    QSet<QString> seen;
    for (int i = 0; i < array.size(); ++i)
        policies << policyFromJson(array.at(i), i, seen);
    return policies;
}

QList<DecayPolicy> parse(const QByteArray &json)
{
    if (json.trimmed().isEmpty())
        return {};
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        throw TarnError::invalid(QStringLiteral("policies"),
                                 DecayPolicyText::tr("decay policies are not valid JSON at offset %1: %2")
                                     .arg(error.offset)
                                     .arg(error.errorString()));
    if (!doc.isArray())
        throw TarnError::invalid(QStringLiteral("policies"),
                                 DecayPolicyText::tr("decay policies must be a JSON array of DecayPolicy objects"));
    return fromArray(doc.array());
}

QJsonArray toArray(const QList<DecayPolicy> &policies)
{
    QJsonArray array;
    for (const DecayPolicy &p : policies)
        array.append(p.toJson());
    return array;
}

QList<DecayPolicy> fromEnvironment()
{
    const QByteArray json = qgetenv("TARN_DECAY_POLICIES");
    try {
        return parse(json);
    } catch (const TarnError &e) {
        throw TarnError(e.kind(), QStringLiteral("TARN_DECAY_POLICIES: ") + e.message(), e.field());
    }
}

} // namespace DecayPolicies

DecaySweepRequest DecaySweepRequest::fromJson(const QJsonObject &body)
{
    for (auto it = body.begin(); it != body.end(); ++it)
        if (it.key() != u"scope" && it.key() != u"mode" && it.key() != u"policy_id")
            throw TarnError::invalid(it.key(), DecayPolicyText::tr("%1: not a field of a decay sweep request "
                                                                   "(scope, mode, policy_id)")
                                                   .arg(it.key()));
    DecaySweepRequest r;
    const QJsonValue scope = body.value(QStringLiteral("scope"));
    if (!scope.isString())
        throw TarnError::invalid(QStringLiteral("scope"),
                                 DecayPolicyText::tr("scope: required, one of local, team, company, public"));
    const auto parsedScope = scopeFromName(scope.toString());
    if (!parsedScope)
        throw TarnError::invalid(QStringLiteral("scope"),
                                 DecayPolicyText::tr("scope: '%1' is not one of local, team, company, public")
                                     .arg(scope.toString()));
    r.scope = *parsedScope;
    if (body.contains(QStringLiteral("mode")) && !body.value(QStringLiteral("mode")).isNull()) {
        const QJsonValue mode = body.value(QStringLiteral("mode"));
        r.mode = mode.isString() ? decayModeFromName(mode.toString()) : std::nullopt;
        if (!r.mode)
            throw TarnError::invalid(QStringLiteral("mode"),
                                     DecayPolicyText::tr("mode: must be retract, confidence or dry_run"));
    }
    if (body.contains(QStringLiteral("policy_id")) && !body.value(QStringLiteral("policy_id")).isNull()) {
        const QJsonValue id = body.value(QStringLiteral("policy_id"));
        if (!id.isString() || id.toString().isEmpty())
            throw TarnError::invalid(QStringLiteral("policy_id"),
                                     DecayPolicyText::tr("policy_id: must be a non-empty string"));
        r.policyId = id.toString();
    }
    return r;
}

QJsonObject DecaySweepResponse::toJson() const
{
    return QJsonObject{{QStringLiteral("swept_at"), TimeFormat::toIso(sweptAt)},
                       {QStringLiteral("scope"), scopeName(scope)},
                       {QStringLiteral("mode"), decayModeName(mode)},
                       {QStringLiteral("facts_evaluated"), factsEvaluated},
                       {QStringLiteral("facts_retracted"), factsRetracted},
                       {QStringLiteral("facts_reduced"), factsReduced},
                       {QStringLiteral("dry_run_would_retract"), dryRunWouldRetract},
                       {QStringLiteral("dry_run_would_reduce"), dryRunWouldReduce},
                       {QStringLiteral("policies_applied"), QJsonArray::fromStringList(policiesApplied)}};
}

} // namespace tarn
