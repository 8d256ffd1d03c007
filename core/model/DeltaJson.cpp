// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeltaJson.h"

#include "DeltaValidation.h"
#include "ExpiryLaws.h"
#include "TarnError.h"
#include "TimeFormat.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>

#include <cmath>

namespace tarn {

namespace {

// A translation context lupdate can see, for this file's messages.
struct DeltaJsonText
{
    Q_DECLARE_TR_FUNCTIONS(DeltaJson)
};

QJsonValue timeOrNull(std::optional<qint64> ms)
{
    return ms ? QJsonValue(TimeFormat::toIso(*ms)) : QJsonValue(QJsonValue::Null);
}
QJsonValue stringOrNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

const QSet<QString> &knownFields()
{
    static const QSet<QString> fields{
        QStringLiteral("id"), QStringLiteral("content"), QStringLiteral("tags"), QStringLiteral("source"),
        QStringLiteral("kind"), QStringLiteral("subject"), QStringLiteral("scope"),
        QStringLiteral("observed_at"), QStringLiteral("created_at"), QStringLiteral("expires_at"),
        QStringLiteral("confidence"), QStringLiteral("media_hash"), QStringLiteral("session_id"),
        QStringLiteral("segment_id"), QStringLiteral("episode_id"), QStringLiteral("valid_from"),
        QStringLiteral("valid_until"), QStringLiteral("decay_class"), QStringLiteral("supersedes"),
        QStringLiteral("last_confirmed_at"), QStringLiteral("decay_steps"), QStringLiteral("recall_count"),
        QStringLiteral("last_recalled_at"), QStringLiteral("quality_score"), QStringLiteral("tier"),
        QStringLiteral("superseded_by"), QStringLiteral("state"),
        // Output only (ExpiryLaws::deadline); accepted and ignored on import.
        QStringLiteral("deadline_at"),
    };
    return fields;
}

const QSet<QString> &lifecycleFields()
{
    static const QSet<QString> fields{
        QStringLiteral("last_confirmed_at"), QStringLiteral("decay_steps"), QStringLiteral("recall_count"),
        QStringLiteral("last_recalled_at"), QStringLiteral("quality_score"), QStringLiteral("tier"),
        QStringLiteral("superseded_by"), QStringLiteral("state"),
    };
    return fields;
}

class Reader
{
public:
    explicit Reader(const QJsonObject &o) : m_o(o) {}

    QString string(const char *name, bool required = false) const
    {
        const QString key = QString::fromLatin1(name);
        const QJsonValue v = m_o.value(key);
        if (v.isUndefined() || v.isNull()) {
            if (required)
                throw TarnError::invalid(key, DeltaJsonText::tr("%1 is required").arg(key));
            return {};
        }
        if (!v.isString())
            throw TarnError::invalid(key, DeltaJsonText::tr("%1 must be a string").arg(key));
        return v.toString();
    }

    std::optional<qint64> time(const char *name) const
    {
        const QString key = QString::fromLatin1(name);
        const QJsonValue v = m_o.value(key);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        if (!v.isString())
            throw TarnError::invalid(key, DeltaJsonText::tr("%1 must be an ISO 8601 time string such as 2026-11-22T05:50:59.123Z").arg(key));
        const auto ms = TimeFormat::fromIso(v.toString());
        if (!ms)
            throw TarnError::invalid(key, DeltaJsonText::tr("%1 '%2' is not an ISO 8601 time with a UTC offset (e.g. 2026-11-22T05:50:59.123Z)").arg(key, v.toString()));
        return ms;
    }

    std::optional<double> number(const char *name) const
    {
        const QString key = QString::fromLatin1(name);
        const QJsonValue v = m_o.value(key);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        if (!v.isDouble())
            throw TarnError::invalid(key, DeltaJsonText::tr("%1 must be a number").arg(key));
        return v.toDouble();
    }

    std::optional<int> integer(const char *name) const
    {
        const auto n = number(name);
        if (!n)
            return std::nullopt;
        // The range first: casting a double beyond qint64 is undefined.
        if (!(*n >= 0 && *n <= 2e9) || *n != std::trunc(*n))
            throw TarnError::invalid(QString::fromLatin1(name), DeltaJsonText::tr("%1 must be a non-negative integer").arg(QString::fromLatin1(name)));
        return int(*n);
    }

    template<typename E>
    std::optional<E> enumValue(const char *name, std::optional<E> (*parse)(const QString &), const QString &allowed) const
    {
        const QString s = string(name);
        if (s.isNull())
            return std::nullopt;
        const auto e = parse(s);
        if (!e)
            throw TarnError::invalid(QString::fromLatin1(name),
                                     DeltaJsonText::tr("%1 '%2' is not one of %3").arg(QString::fromLatin1(name), s, allowed));
        return e;
    }

private:
    const QJsonObject &m_o;
};

} // namespace

QJsonObject DeltaJson::toJson(const Delta &d)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), d.id);
    o.insert(QStringLiteral("content"), d.content);
    o.insert(QStringLiteral("tags"), QJsonArray::fromStringList(d.tags));
    o.insert(QStringLiteral("source"), d.source);
    o.insert(QStringLiteral("kind"), kindName(d.kind));
    o.insert(QStringLiteral("subject"), stringOrNull(d.subject));
    o.insert(QStringLiteral("scope"), scopeName(d.scope));
    o.insert(QStringLiteral("observed_at"), TimeFormat::toIso(d.observedAt));
    o.insert(QStringLiteral("created_at"), TimeFormat::toIso(d.createdAt));
    o.insert(QStringLiteral("expires_at"), timeOrNull(d.expiresAt));
    // When it will really be gone if nothing else happens, soft decay
    // included (DESIGN §3); equal to expires_at for plain-TTL deltas.
    o.insert(QStringLiteral("deadline_at"), timeOrNull(ExpiryLaws::deadline(d)));
    o.insert(QStringLiteral("confidence"), d.confidence);
    o.insert(QStringLiteral("media_hash"), stringOrNull(d.mediaHash));
    o.insert(QStringLiteral("session_id"), stringOrNull(d.sessionId));
    o.insert(QStringLiteral("segment_id"), stringOrNull(d.segmentId));
    o.insert(QStringLiteral("episode_id"), stringOrNull(d.episodeId));
    o.insert(QStringLiteral("valid_from"), timeOrNull(d.validFrom));
    o.insert(QStringLiteral("valid_until"), timeOrNull(d.validUntil));
    o.insert(QStringLiteral("decay_class"), stringOrNull(decayClassName(d.decayClass)));
    o.insert(QStringLiteral("supersedes"), stringOrNull(d.supersedes));
    o.insert(QStringLiteral("last_confirmed_at"), timeOrNull(d.lastConfirmedAt));
    o.insert(QStringLiteral("decay_steps"), d.decaySteps);
    o.insert(QStringLiteral("recall_count"), d.recallCount);
    o.insert(QStringLiteral("last_recalled_at"), timeOrNull(d.lastRecalledAt));
    o.insert(QStringLiteral("quality_score"), d.qualityScore);
    o.insert(QStringLiteral("tier"), tierName(d.tier));
    o.insert(QStringLiteral("superseded_by"), stringOrNull(d.supersededBy));
    o.insert(QStringLiteral("state"), stateName(d.state));
    return o;
}

DeltaJson::Parsed DeltaJson::fromJson(const QJsonObject &o, qint64 nowMs)
{
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!knownFields().contains(it.key()))
            throw TarnError::invalid(it.key(), DeltaJsonText::tr("unknown field '%1'").arg(it.key()));

    Reader r(o);
    Parsed p;
    Delta &d = p.delta;
    d.id = r.string("id");
    d.content = r.string("content", true);
    const QJsonValue tags = o.value(QStringLiteral("tags"));
    if (!tags.isUndefined() && !tags.isNull()) {
        if (!tags.isArray())
            throw TarnError::invalid(QStringLiteral("tags"), DeltaJsonText::tr("tags must be an array of strings"));
        for (const QJsonValue &t : tags.toArray()) {
            if (!t.isString())
                throw TarnError::invalid(QStringLiteral("tags"), DeltaJsonText::tr("tags must be an array of strings"));
            d.tags << t.toString();
        }
    }
    d.source = r.string("source", true);
    d.kind = r.enumValue<Kind>("kind", kindFromName, kindNames().join(u'|')).value_or(Kind::Fact);
    d.subject = r.string("subject");
    d.scope = r.enumValue<Scope>("scope", scopeFromName, QStringLiteral("local|team|company|public")).value_or(Scope::Local);
    d.observedAt = r.time("observed_at").value_or(nowMs);
    d.createdAt = r.time("created_at").value_or(nowMs);
    p.hasExpiresAt = o.contains(QStringLiteral("expires_at"));
    d.expiresAt = r.time("expires_at");
    d.confidence = r.number("confidence").value_or(1.0);
    d.mediaHash = r.string("media_hash");
    d.sessionId = r.string("session_id");
    d.segmentId = r.string("segment_id");
    d.episodeId = r.string("episode_id");
    d.validFrom = r.time("valid_from");
    d.validUntil = r.time("valid_until");
    p.hasDecayClass = o.contains(QStringLiteral("decay_class"));
    d.decayClass = r.enumValue<DecayClass>("decay_class", decayClassFromName,
                                           QStringLiteral("permanent|stable|active|session|checkpoint|null"))
                       .value_or(DecayClass::None);
    d.supersedes = r.string("supersedes");
    d.lastConfirmedAt = r.time("last_confirmed_at");
    d.decaySteps = r.integer("decay_steps").value_or(0);
    d.recallCount = r.integer("recall_count").value_or(0);
    d.lastRecalledAt = r.time("last_recalled_at");
    d.qualityScore = r.number("quality_score").value_or(1.0);
    d.tier = r.enumValue<Tier>("tier", tierFromName, QStringLiteral("stm|episodic|semantic")).value_or(Tier::Stm);
    d.supersededBy = r.string("superseded_by");
    d.state = r.enumValue<DeltaState>("state", stateFromName, QStringLiteral("active|forgotten|invalidated"))
                  .value_or(DeltaState::Active);
    for (const QString &f : lifecycleFields())
        if (o.contains(f))
            p.hasLifecycle = true;

    DeltaValidation::validate(d);
    return p;
}

DeltaJson::Parsed DeltaJson::fromJsonLine(const QByteArray &line, qint64 nowMs)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &err);
    if (err.error != QJsonParseError::NoError)
        throw TarnError::invalid(QStringLiteral("json"),
                                 DeltaJsonText::tr("invalid JSON at character %1: %2").arg(err.offset).arg(err.errorString()));
    if (!doc.isObject())
        throw TarnError::invalid(QStringLiteral("json"), DeltaJsonText::tr("a delta must be a JSON object"));
    return fromJson(doc.object(), nowMs);
}

} // namespace tarn
