// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The API's endpoints (DESIGN §6). ApiServer.cpp routes and checks tokens;
// each function here validates its input, does one piece of lake work and
// shapes the JSON answer. Refusals name the field at fault.

#include "ApiServer.h"

#include "ApiRequestBody.h"
#include "ApiSweepJobs.h"
#include "Capture.h"
#include "DeltaId.h"
#include "DeltaJson.h"
#include "Engage.h"
#include "Engagement.h"
#include "Forgetting.h"
#include "Lake.h"
#include "LakeStatsJson.h"
#include "MemoryContext.h"
#include "Recall.h"
#include "TarnError.h"
#include "TimeFormat.h"

#include <QCoreApplication>
#include <QSet>

namespace tarn {

namespace {

struct ApiText
{
    Q_DECLARE_TR_FUNCTIONS(ApiEndpoints)
};

QJsonObject bodyObject(const ApiRequest &r)
{
    return ApiRequestBody::object(r.body);
}

void refuseUnknown(const QJsonObject &o, const QSet<QString> &allowed)
{
    ApiRequestBody::refuseUnknownFields(o, allowed);
}

QString requiredString(const QJsonObject &o, const QString &key, int maxChars = 4096)
{
    const QJsonValue v = o.value(key);
    if (!v.isString() || v.toString().trimmed().isEmpty())
        throw TarnError::invalid(key, ApiText::tr("%1: required, a non-empty string").arg(key));
    if (v.toString().size() > maxChars)
        throw TarnError::invalid(key, ApiText::tr("%1: at most %2 characters").arg(key).arg(maxChars));
    return v.toString().trimmed();
}

int intParam(const QUrlQuery &q, const QString &key, int fallback, int min, int max)
{
    if (!q.hasQueryItem(key))
        return fallback;
    bool ok = false;
    const int v = q.queryItemValue(key).toInt(&ok);
    if (!ok || v < min || v > max)
        throw TarnError::invalid(key, ApiText::tr("%1: a whole number from %2 to %3").arg(key).arg(min).arg(max));
    return v;
}

} // namespace

ApiResponse ApiServer::pair(Lake &lake, const ApiRequest &r)
{
    const QJsonObject body = bodyObject(r);
    refuseUnknown(body, {QStringLiteral("code"), QStringLiteral("name"), QStringLiteral("scope")});
    const QString code = requiredString(body, QStringLiteral("code"), 16);
    const QString name = requiredString(body, QStringLiteral("name"), 100);
    TokenScope wanted = TokenScope::Read; // least privilege unless asked
    if (body.contains(QStringLiteral("scope"))) {
        const auto s = tokenScopeFromName(body.value(QStringLiteral("scope")).toString());
        if (!s)
            throw TarnError::invalid(QStringLiteral("scope"), ApiText::tr("scope: read or write"));
        wanted = *s;
    }
    // A taken name is refused before the code is spent: the name is the
    // client's actor in the audit log.
    if (m_tokens.nameInUse(name))
        return ApiResponse::error(409, QStringLiteral("name_taken"),
                                  ApiText::tr("a client named \"%1\" is paired already; choose another name").arg(name),
                                  QStringLiteral("name"));
    const PairingCodes::Redemption result = m_pairing.redeem(code, wanted);
    switch (result.outcome) {
    case PairingCodes::Outcome::Paired: {
        const QString token = m_tokens.issue(name, result.scope);
        lake.audit().append(QStringLiteral("api"), QStringLiteral("pair"), {}, std::nullopt,
                            QJsonObject{{QStringLiteral("name"), name},
                                        {QStringLiteral("scope"), tokenScopeName(result.scope)}});
        ApiResponse ok;
        ok.status = 201;
        ok.body = QJsonObject{{QStringLiteral("token"), token},
                              {QStringLiteral("scope"), tokenScopeName(result.scope)},
                              {QStringLiteral("name"), name}};
        return ok;
    }
    case PairingCodes::Outcome::Burned:
        return ApiResponse::error(401, QStringLiteral("pair_code_burned"),
                                  ApiText::tr("the pair code was burned after %1 wrong guesses; ask Tarn for a new one")
                                      .arg(PairingCodes::kMaxWrongGuesses),
                                  QStringLiteral("code"));
    case PairingCodes::Outcome::ScopeTooWide:
        return ApiResponse::error(403, QStringLiteral("authorization"),
                                  ApiText::tr("this pair code grants read access only"), QStringLiteral("scope"));
    case PairingCodes::Outcome::Expired:
        return ApiResponse::error(401, QStringLiteral("pair_failed"),
                                  ApiText::tr("the pair code has expired; ask Tarn for a new one"),
                                  QStringLiteral("code"));
    case PairingCodes::Outcome::Wrong:
        return ApiResponse::error(401, QStringLiteral("pair_failed"),
                                  ApiText::tr("wrong pair code; %n more wrong guesses burn it", nullptr, result.guessesLeft),
                                  QStringLiteral("code"));
    case PairingCodes::Outcome::NoCode:
        break;
    }
    return ApiResponse::error(401, QStringLiteral("pair_failed"),
                              ApiText::tr("wrong pair code (or none is pending)"), QStringLiteral("code"));
}

ApiResponse ApiServer::postDeltas(Lake &lake, const ApiRequest &r)
{
    const ApiRequestBody::Ingest ingest = ApiRequestBody::ingest(r.body, m_clock.nowMs());
    const QList<NewDelta> &drafts = ingest.drafts;
    const bool batch = ingest.batch;
    lake.setActor(QStringLiteral("api:") + r.tokenName);
    const QList<Delta> written = lake.insertBatch(drafts); // all or nothing
    ApiResponse created;
    created.status = 201;
    if (batch) {
        QJsonArray out;
        for (const Delta &d : written)
            out.append(DeltaJson::toJson(d));
        created.body = QJsonObject{{QStringLiteral("deltas"), out}};
    } else {
        created.body = DeltaJson::toJson(written.constFirst());
    }
    return created;
}

ApiResponse ApiServer::listDeltas(Lake &lake, const ApiRequest &r)
{
    const QUrlQuery &q = r.query;
    static const QSet<QString> known{QStringLiteral("source"), QStringLiteral("kind"),  QStringLiteral("scope"),
                                     QStringLiteral("origin"), QStringLiteral("q"),     QStringLiteral("tag"),
                                     QStringLiteral("wilting_within_s"), QStringLiteral("after"),
                                     QStringLiteral("limit"), QStringLiteral("sort")};
    for (const auto &item : q.queryItems())
        if (!known.contains(item.first))
            throw TarnError::invalid(item.first, ApiText::tr("%1: not a filter of GET /v1/deltas").arg(item.first));
    ListFilter f;
    f.source = q.queryItemValue(QStringLiteral("source"));
    if (q.hasQueryItem(QStringLiteral("kind"))) {
        f.kind = kindFromName(q.queryItemValue(QStringLiteral("kind")));
        if (!f.kind)
            throw TarnError::invalid(QStringLiteral("kind"), ApiText::tr("kind: one of %1").arg(kindNames().join(u", ")));
    }
    if (q.hasQueryItem(QStringLiteral("scope"))) {
        f.scope = scopeFromName(q.queryItemValue(QStringLiteral("scope")));
        if (!f.scope)
            throw TarnError::invalid(QStringLiteral("scope"), ApiText::tr("scope: local, team, company or public"));
    }
    if (q.hasQueryItem(QStringLiteral("origin"))) {
        const QString origin = q.queryItemValue(QStringLiteral("origin"));
        if (origin != u"authored" && origin != u"observed")
            throw TarnError::invalid(QStringLiteral("origin"), ApiText::tr("origin: authored or observed"));
        f.observed = origin == u"observed";
    }
    if (q.hasQueryItem(QStringLiteral("wilting_within_s")))
        f.expiringWithinMs = qint64(intParam(q, QStringLiteral("wilting_within_s"), 0, 1, 365 * 24 * 3600)) * 1000;
    if (q.hasQueryItem(QStringLiteral("sort"))) {
        f.sort = parseListSort(q.queryItemValue(QStringLiteral("sort")));
        if (!f.sort)
            throw TarnError::invalid(QStringLiteral("sort"),
                                     ApiText::tr("sort: when, deadline, source, kind or confidence, with a leading - for descending"));
    }
    f.tag = q.queryItemValue(QStringLiteral("tag"));
    f.search = q.queryItemValue(QStringLiteral("q"), QUrl::FullyDecoded);
    const QString after = q.queryItemValue(QStringLiteral("after"));
    if (!after.isEmpty() && !DeltaId::isValid(after))
        throw TarnError::invalid(QStringLiteral("after"), ApiText::tr("after: a delta id (12 hex digits)"));
    const int limit = intParam(q, QStringLiteral("limit"), 50, 1, 500);
    const QList<Delta> page = lake.list(f, after, limit);
    QJsonArray out;
    for (const Delta &d : page)
        out.append(DeltaJson::toJson(d));
    ApiResponse ok;
    // A full page may have more behind it: "next" is the keyset to ask with.
    ok.body = QJsonObject{{QStringLiteral("deltas"), out},
                          {QStringLiteral("next"), page.size() == limit ? QJsonValue(page.constLast().id) : QJsonValue()}};
    return ok;
}

ApiResponse ApiServer::getDelta(Lake &lake, const ApiRequest &, const QString &id)
{
    if (!DeltaId::isValid(id))
        throw TarnError::invalid(QStringLiteral("id"), ApiText::tr("id: a delta id is 12 hex digits"));
    const std::optional<Delta> d = lake.get(id);
    const qint64 now = m_clock.nowMs();
    // Expired (reaped or not) and forgotten deltas are gone for every reader.
    if (!d || (d->expiresAt && *d->expiresAt <= now) || d->state == DeltaState::Forgotten)
        return ApiResponse::error(404, QStringLiteral("not_found"), ApiText::tr("no delta %1 in the lake").arg(id),
                                  QStringLiteral("id"));
    QJsonArray engagements;
    for (const Delta &e : lake.engagementsOf(id))
        engagements.append(e.id);
    QJsonObject body = DeltaJson::toJson(*d);
    body.insert(QStringLiteral("engaged_by"), engagements);
    ApiResponse ok;
    ok.body = body;
    return ok;
}

ApiResponse ApiServer::postEngagement(Lake &lake, const ApiRequest &r)
{
    const QJsonObject body = bodyObject(r);
    refuseUnknown(body, {QStringLiteral("target"), QStringLiteral("type"), QStringLiteral("reason"), QStringLiteral("tags")});
    const QString target = requiredString(body, QStringLiteral("target"), 12);
    const auto type = Engagement::typeFromName(requiredString(body, QStringLiteral("type"), 16));
    if (!type)
        throw TarnError::invalid(QStringLiteral("type"), ApiText::tr("type: affirm, refute or reply"));
    const QString reason = requiredString(body, QStringLiteral("reason"), 4000);
    QStringList tags;
    if (body.contains(QStringLiteral("tags"))) {
        if (!body.value(QStringLiteral("tags")).isArray())
            throw TarnError::invalid(QStringLiteral("tags"), ApiText::tr("tags: an array of strings"));
        for (const QJsonValue &t : body.value(QStringLiteral("tags")).toArray()) {
            if (!t.isString())
                throw TarnError::invalid(QStringLiteral("tags"), ApiText::tr("tags: an array of strings"));
            tags << t.toString();
        }
    }
    lake.setActor(QStringLiteral("api:") + r.tokenName);
    const Delta e = Engagement::engage(lake, target, *type, reason, tags);
    ApiResponse created;
    created.status = 201;
    created.body = DeltaJson::toJson(e);
    return created;
}

namespace {
// A true/false query parameter: touch=false on /v1/recall and /v1/context
// reads without counting as use; explain=true and expand=false on recall.
bool boolParam(const QUrlQuery &q, const QString &name, bool fallback)
{
    if (!q.hasQueryItem(name))
        return fallback;
    const QString v = q.queryItemValue(name);
    if (v == u"true" || v == u"1")
        return true;
    if (v == u"false" || v == u"0")
        return false;
    throw TarnError::invalid(name, ApiText::tr("%1: true or false").arg(name));
}

bool touchParam(const QUrlQuery &q)
{
    return boolParam(q, QStringLiteral("touch"), true);
}
} // namespace

// Forgetting is total (DESIGN §4): the delta and what carries its words go
// together. dry_run answers the set without changing anything, so a client
// can show the person what a hard forget erases before asking.
ApiResponse ApiServer::forget(Lake &lake, const ApiRequest &r)
{
    const QJsonObject body = bodyObject(r);
    refuseUnknown(body, {QStringLiteral("id"), QStringLiteral("hard"), QStringLiteral("only_this"), QStringLiteral("dry_run"),
                         QStringLiteral("restore")});
    const QString id = requiredString(body, QStringLiteral("id"), 12);
    const auto flag = [&](const QString &key) {
        const QJsonValue v = body.value(key);
        if (!v.isUndefined() && !v.isBool())
            throw TarnError::invalid(key, ApiText::tr("%1: true or false").arg(key));
        return v.toBool(false);
    };
    const bool hard = flag(QStringLiteral("hard"));
    const bool dryRun = flag(QStringLiteral("dry_run"));
    const bool restore = flag(QStringLiteral("restore"));
    if (hard && restore)
        throw TarnError::invalid(QStringLiteral("restore"), ApiText::tr("restore: an erased delta cannot come back"));
    const Forgetting::Reach reach = flag(QStringLiteral("only_this")) ? Forgetting::Reach::OnlyThis : Forgetting::Reach::Lineage;
    lake.setActor(QStringLiteral("api:") + r.tokenName);
    ApiResponse ok;
    if (dryRun) {
        const Forgetting::ForgetSet set = Forgetting::plan(lake, id, reach);
        ok.body = QJsonObject{{QStringLiteral("id"), set.id}, {QStringLiteral("dry_run"), true},
                              {QStringLiteral("would_forget"), set.toJson()}, {QStringLiteral("summary"), set.describe(hard)}};
        return ok;
    }
    if (restore) {
        const Forgetting::ForgetSet set = Forgetting::restoreSet(lake, id, reach);
        ok.body = QJsonObject{{QStringLiteral("id"), set.id}, {QStringLiteral("restored"), set.toJson()}};
        return ok;
    }
    const Forgetting::ForgetSet set = Forgetting::forget(lake, id, hard, reach);
    ok.body = QJsonObject{{QStringLiteral("id"), set.id},
                          {QStringLiteral("forgotten"), hard ? QStringLiteral("hard") : QStringLiteral("soft")},
                          {QStringLiteral("set"), set.toJson()},
                          {QStringLiteral("summary"), set.describe(hard)}};
    return ok;
}

ApiResponse ApiServer::recall(Lake &lake, const ApiRequest &r)
{
    const QString query = r.query.queryItemValue(QStringLiteral("q"), QUrl::FullyDecoded);
    if (query.trimmed().isEmpty())
        throw TarnError::invalid(QStringLiteral("q"), ApiText::tr("q: what to recall, as words"));
    RecallOptions options;
    options.limit = intParam(r.query, QStringLiteral("limit"), 10, 1, 100);
    if (r.query.hasQueryItem(QStringLiteral("scope"))) {
        options.scope = scopeFromName(r.query.queryItemValue(QStringLiteral("scope")));
        if (!options.scope)
            throw TarnError::invalid(QStringLiteral("scope"), ApiText::tr("scope: local, team, company or public"));
    }
    lake.setActor(QStringLiteral("api:") + r.tokenName);
    options.touch = false; // deferred: see flushRecallTouches()
    const bool touch = touchParam(r.query);
    const bool explain = boolParam(r.query, QStringLiteral("explain"), false);
    options.expand = boolParam(r.query, QStringLiteral("expand"), true);
    QJsonArray hits;
    ApiResponse ok;
    RecallReading reading;
    for (const RecallHit &h : Recall::recall(lake, query, options, explain ? &reading : nullptr)) {
        hits.append(Recall::hitToJson(h, explain));
        if (touch)
            ok.touched << h.delta.id; // deferred: see flushRecallTouches()
    }
    ok.body = QJsonObject{{QStringLiteral("query"), query}, {QStringLiteral("hits"), hits}};
    if (explain) {
        ok.body.insert(QStringLiteral("reading"), QJsonArray::fromStringList(reading.words));
        if (reading.window > 0) // only the newest matches of common words were ranked (Recall.h)
            ok.body.insert(QStringLiteral("window"), reading.window);
    }
    return ok;
}

MemorySettings ApiServer::memorySettings() const
{
    return m_options.memory ? *m_options.memory : MemorySettings::load();
}

// The <memory_context> for a turn (seed 001's recall step). With
// auto_recall off the answer is an empty block and a note, not an error:
// an assistant asks every turn and carries on without memory.
ApiResponse ApiServer::context(Lake &lake, const ApiRequest &r)
{
    const QString query = r.query.queryItemValue(QStringLiteral("q"), QUrl::FullyDecoded);
    if (query.trimmed().isEmpty())
        throw TarnError::invalid(QStringLiteral("q"), ApiText::tr("q: the turn to find memories for, as words"));
    const MemorySettings settings = memorySettings();
    ApiResponse ok;
    if (!settings.autoRecall) {
        QJsonObject off = MemoryContext().toJson();
        off.insert(QStringLiteral("note"), ApiText::tr("auto_recall is off in Tarn's memory settings"));
        ok.body = off;
        return ok;
    }
    lake.setActor(QStringLiteral("api:") + r.tokenName);
    const bool touch = touchParam(r.query);
    const MemoryContext built = MemoryContext::build(lake, query, settings, false);
    if (touch)
        for (const RecallHit &h : built.items)
            ok.touched << h.delta.id; // deferred: see flushRecallTouches()
    ok.body = built.toJson();
    return ok;
}

// A conversation turn to remember (seed 001's capture step): the episode
// and the memories the person's words ask for. Refused while auto_capture
// is off, so a person's "don't listen" holds for every assistant.
ApiResponse ApiServer::capture(Lake &lake, const ApiRequest &r)
{
    const MemorySettings settings = memorySettings();
    if (!settings.autoCapture)
        return ApiResponse::error(403, QStringLiteral("capture_off"),
                                  ApiText::tr("capture is off in Tarn's memory settings (memory.auto_capture); "
                                              "turn it on in Preferences or with: tarn config memory.auto_capture true"));
    const QJsonObject body = bodyObject(r);
    ConversationTurn turn;
    for (const auto &[field, target] : {std::pair{QStringLiteral("user"), &turn.user},
                                        std::pair{QStringLiteral("assistant"), &turn.assistant},
                                        std::pair{QStringLiteral("session_id"), &turn.sessionId}}) {
        const QJsonValue v = body.value(field);
        if (!v.isUndefined() && !v.isNull() && !v.isString())
            throw TarnError::invalid(field, ApiText::tr("%1: a string").arg(field));
        *target = v.toString();
    }
    lake.setActor(QStringLiteral("api:") + r.tokenName);
    ApiResponse created;
    created.status = 201;
    created.body = Capture::captureTurn(lake, turn, settings).toJson();
    return created;
}

ApiResponse ApiServer::stats(Lake &lake, const ApiRequest &)
{
    ApiResponse ok;
    ok.body = LakeStatsJson::toJson(lake.stats(), lake.path());
    return ok;
}

ApiResponse ApiServer::sweep(Lake &lake, const ApiRequest &r, TokenScope scope)
{
    const DecaySweepRequest request = DecaySweepRequest::fromJson(bodyObject(r));
    // §15.2: the caller's key must be able to write the scope it sweeps.
    if (scope != TokenScope::Write)
        return ApiResponse::error(403, QStringLiteral("authorization"),
                                  ApiText::tr("a decay sweep writes; this token may only read"));
    const QList<DecayPolicy> policies = decayPolicies();
    DecaySweeper sweeper(lake, policies);
    const bool dryRun = request.mode == DecayMode::DryRun; // §15.4: dry runs are always answered at once
    if (!dryRun && sweeper.scopeSize(request.scope) > m_options.asyncSweepThreshold) {
        sweeper.validate(request); // a bad request is a 400 now, not a failed job later
        const QString id = m_jobs->start(policies, request);
        ApiResponse accepted;
        accepted.status = 202;
        accepted.body = QJsonObject{{QStringLiteral("job_id"), id},
                                    {QStringLiteral("status"), QStringLiteral("running")},
                                    {QStringLiteral("status_url"), QStringLiteral("/v1/jobs/") + id}};
        accepted.headers.append(qMakePair(QByteArray("Location"), (QStringLiteral("/v1/jobs/") + id).toUtf8()));
        return accepted;
    }
    ApiResponse ok;
    ok.body = sweeper.sweep(request).toJson();
    return ok;
}

ApiResponse ApiServer::job(const ApiRequest &, const QString &id)
{
    const auto status = m_jobs->status(id);
    if (!status)
        return ApiResponse::error(404, QStringLiteral("not_found"), ApiText::tr("no job %1").arg(id), QStringLiteral("id"));
    ApiResponse ok;
    ok.body = *status;
    return ok;
}

} // namespace tarn
