// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiRequestBody.h"

#include "DeltaJson.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace tarn {

namespace {

// The endpoints' translation context, so these messages keep their
// translations from when they lived in ApiEndpoints.cpp.
struct ApiText
{
    Q_DECLARE_TR_FUNCTIONS(ApiEndpoints)
};

// What the lake decides, never the client: ids, creation and expiry times
// (observing sources get expires_at from their settings) and lifecycle.
const QSet<QString> &ingestFields()
{
    static const QSet<QString> fields{
        QStringLiteral("content"),    QStringLiteral("tags"),       QStringLiteral("source"),
        QStringLiteral("kind"),       QStringLiteral("subject"),    QStringLiteral("scope"),
        QStringLiteral("observed_at"), QStringLiteral("confidence"), QStringLiteral("session_id"),
        QStringLiteral("segment_id"), QStringLiteral("episode_id"), QStringLiteral("valid_from"),
        QStringLiteral("valid_until"), QStringLiteral("decay_class")};
    return fields;
}

NewDelta ingestDraft(const QJsonValue &value, const QString &prefix, qint64 now)
{
    if (!value.isObject())
        throw TarnError::invalid(prefix.isEmpty() ? QStringLiteral("body") : prefix.chopped(1),
                                 ApiText::tr("%1: each delta must be a JSON object")
                                     .arg(prefix.isEmpty() ? QStringLiteral("body") : prefix.chopped(1)));
    const QJsonObject o = value.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!ingestFields().contains(it.key()))
            throw TarnError::invalid(prefix + it.key(),
                                     ApiText::tr("%1: not accepted on ingest (ids, times of creation and expiry "
                                                 "and lifecycle are set by the lake)")
                                         .arg(prefix + it.key()));
    try {
        const DeltaJson::Parsed parsed = DeltaJson::fromJson(o, now);
        NewDelta draft{parsed.delta};
        draft.explicitDecayClass = parsed.hasDecayClass;
        return draft;
    } catch (const TarnError &e) {
        throw TarnError(e.kind(), prefix.isEmpty() ? e.message() : prefix + e.message(), prefix + e.field());
    }
}

} // namespace

QJsonObject ApiRequestBody::object(const QByteArray &body)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError)
        throw TarnError::invalid(QStringLiteral("body"), ApiText::tr("body: not valid JSON at offset %1: %2")
                                                             .arg(error.offset)
                                                             .arg(error.errorString()));
    if (!doc.isObject())
        throw TarnError::invalid(QStringLiteral("body"), ApiText::tr("body: must be a JSON object"));
    return doc.object();
}

void ApiRequestBody::refuseUnknownFields(const QJsonObject &o, const QSet<QString> &allowed, const QString &prefix)
{
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!allowed.contains(it.key()))
            throw TarnError::invalid(prefix + it.key(), ApiText::tr("%1: not a field here").arg(prefix + it.key()));
}

ApiRequestBody::Ingest ApiRequestBody::ingest(const QByteArray &body, qint64 nowMs)
{
    const QJsonObject o = object(body);
    Ingest out;
    out.batch = o.contains(QStringLiteral("deltas"));
    if (!out.batch) {
        out.drafts << ingestDraft(o, {}, nowMs);
        return out;
    }
    refuseUnknownFields(o, {QStringLiteral("deltas")});
    const QJsonValue list = o.value(QStringLiteral("deltas"));
    if (!list.isArray() || list.toArray().isEmpty() || list.toArray().size() > 10000)
        throw TarnError::invalid(QStringLiteral("deltas"), ApiText::tr("deltas: an array of 1 to 10000 delta objects"));
    const QJsonArray array = list.toArray();
    for (qsizetype i = 0; i < array.size(); ++i)
        out.drafts << ingestDraft(array.at(i), QStringLiteral("deltas[%1].").arg(i), nowMs);
    return out;
}

} // namespace tarn
