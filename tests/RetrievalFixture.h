// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The retrieval fixture (tests/data/retrieval): a small, realistic lake of
// one person's memories and the questions an assistant would ask of it, each
// with the deltas a good answer starts from. Loading it into a lake and
// scoring Recall::recall against it is shared by tst_retrieval_quality (which
// asserts floors) and tarn_recall_bench (which prints the figures).
//
//   deltas.jsonl   {"key","content","kind","source","tags","age_days","confidence"}
//   queries.jsonl  {"query","relevant":[key, ...]}
//
// Header-only on purpose: the bench does not link Qt Test.

#include "Clock.h"
#include "DeltaId.h"
#include "ExpiryLaws.h"
#include "Lake.h"
#include "LakeSql.h"
#include "LakeTypes.h"
#include "Recall.h"
#include "SourceRegistry.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace tarn::test {

struct FixtureDelta
{
    QString key;
    QString content;
    Kind kind = Kind::Observation;
    QString source;
    QStringList tags;
    int ageDays = 0;
    double confidence = 1.0;
    QString session = {};    // conversation turns: their session, in file order
    QString supersedes = {}; // the key of the older delta this one corrects
};

struct FixtureQuery
{
    QString query;
    QStringList relevant; // keys of FixtureDelta
    QString category = {}; // exact, morphological, paraphrase, superseded, temporal, conversational
    QString split = {};    // "tune", "dev" or "heldout" (empty: the old fixture, unsplit)
};

struct RetrievalFixture
{
    QList<FixtureDelta> deltas;
    QList<FixtureQuery> queries;
};

namespace detail {

[[noreturn]] inline void fixtureError(const QString &where, const QString &why)
{
    throw std::runtime_error((where + QStringLiteral(": ") + why).toStdString());
}

// Each non-empty line of a JSONL file as an object; throws naming file:line.
inline QList<QJsonObject> readJsonl(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        fixtureError(path, f.errorString());
    QList<QJsonObject> out;
    int lineNo = 0;
    while (!f.atEnd()) {
        const QByteArray line = f.readLine().trimmed();
        ++lineNo;
        if (line.isEmpty())
            continue;
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject())
            fixtureError(QStringLiteral("%1:%2").arg(path).arg(lineNo),
                         error.error != QJsonParseError::NoError ? error.errorString() : QStringLiteral("not an object"));
        out << doc.object();
    }
    return out;
}

} // namespace detail

// Reads dir/deltas.jsonl and dir/queries.jsonl. Throws std::runtime_error
// for a malformed line, an unknown kind, a duplicate key or a query naming a
// key the fixture does not hold.
inline RetrievalFixture loadRetrievalFixture(const QString &dir)
{
    RetrievalFixture fx;
    QSet<QString> keys;
    const QString deltasPath = dir + QStringLiteral("/deltas.jsonl");
    int n = 0;
    for (const QJsonObject &o : detail::readJsonl(deltasPath)) {
        ++n;
        const QString where = QStringLiteral("%1: delta %2").arg(deltasPath).arg(n);
        FixtureDelta d;
        d.key = o.value(QStringLiteral("key")).toString();
        d.content = o.value(QStringLiteral("content")).toString();
        const auto kind = kindFromName(o.value(QStringLiteral("kind")).toString());
        if (!kind)
            detail::fixtureError(where, QStringLiteral("unknown kind '%1'").arg(o.value(QStringLiteral("kind")).toString()));
        d.kind = *kind;
        d.source = o.value(QStringLiteral("source")).toString();
        for (const QJsonValue &t : o.value(QStringLiteral("tags")).toArray())
            d.tags << t.toString();
        d.ageDays = o.value(QStringLiteral("age_days")).toInt(-1);
        d.confidence = o.value(QStringLiteral("confidence")).toDouble(1.0);
        d.session = o.value(QStringLiteral("session")).toString();
        d.supersedes = o.value(QStringLiteral("supersedes")).toString();
        if (d.key.isEmpty() || d.content.isEmpty() || d.source.isEmpty() || d.ageDays < 0)
            detail::fixtureError(where, QStringLiteral("needs key, content, source and age_days >= 0"));
        if (keys.contains(d.key))
            detail::fixtureError(where, QStringLiteral("duplicate key '%1'").arg(d.key));
        keys.insert(d.key);
        fx.deltas << d;
    }
    const QString queriesPath = dir + QStringLiteral("/queries.jsonl");
    n = 0;
    for (const QJsonObject &o : detail::readJsonl(queriesPath)) {
        ++n;
        const QString where = QStringLiteral("%1: query %2").arg(queriesPath).arg(n);
        FixtureQuery q;
        q.query = o.value(QStringLiteral("query")).toString();
        for (const QJsonValue &k : o.value(QStringLiteral("relevant")).toArray())
            q.relevant << k.toString();
        q.category = o.value(QStringLiteral("category")).toString();
        q.split = o.value(QStringLiteral("split")).toString();
        if (q.query.trimmed().isEmpty() || q.relevant.isEmpty())
            detail::fixtureError(where, QStringLiteral("needs a query and at least one relevant key"));
        for (const QString &k : std::as_const(q.relevant))
            if (!keys.contains(k))
                detail::fixtureError(where, QStringLiteral("relevant key '%1' is not in deltas.jsonl").arg(k));
        fx.queries << q;
    }
    for (const FixtureDelta &d : std::as_const(fx.deltas))
        if (!d.supersedes.isEmpty() && !keys.contains(d.supersedes))
            detail::fixtureError(deltasPath, QStringLiteral("'%1' supersedes unknown '%2'").arg(d.key, d.supersedes));
    return fx;
}

struct FilledLake
{
    QHash<QString, QString> keyById; // delta id -> fixture key
    // Deltas whose source's TTL would have run out before `now` (a browser
    // page 9 days old on a 7-day TTL): inserted authored instead, see below.
    QStringList keptAlive;
};

// Inserts every fixture delta so that it was observed and created age_days
// before `now`: the clock is moved back to each delta's time, oldest first,
// so ids also rise with time as in a real lake. It is left at `now`.
//
// The fixture describes what the lake holds at `now`; an age says how old a
// memory is, not that the lake should have reaped it. Several observed
// sources have TTLs shorter than their deltas' ages (browser 7 days, RSS and
// Home Assistant 30, sysinfo 1, agent's stable class 90), and an expired
// delta never comes back from recall, so those queries could never be
// answered. Such deltas are inserted authored (expires_at NULL, as if the
// person had kept them). Whether a delta expires is no ranking signal, so
// this changes nothing else about how recall sees them.
inline FilledLake fillRetrievalLake(Lake &lake, ManualClock &clock, const QList<FixtureDelta> &deltas, qint64 now)
{
    FilledLake out;
    QList<qsizetype> order(deltas.size());
    std::iota(order.begin(), order.end(), qsizetype(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](qsizetype a, qsizetype b) { return deltas.at(a).ageDays > deltas.at(b).ageDays; });
    const SourceRegistry &registry = SourceRegistry::builtIn();
    for (const qsizetype i : std::as_const(order)) {
        const FixtureDelta &f = deltas.at(i);
        const qint64 at = now - qint64(f.ageDays) * Duration::Day;
        clock.setNow(at);
        Delta d;
        d.content = f.content;
        d.kind = f.kind;
        d.source = f.source;
        d.tags = f.tags;
        d.confidence = f.confidence;
        d.observedAt = at;
        d.createdAt = at;
        d.sessionId = f.session;
        NewDelta draft{d, false, false, false};
        const ExpiryLaws::Decision law =
            ExpiryLaws::decide(d, registry.definitionFor(f.source), lake.sourceSettings(f.source), false);
        if (law.expiresAt && *law.expiresAt <= now) {
            draft.keepExpiry = true; // expires_at stays NULL: authored
            out.keptAlive << f.key;
        }
        const Delta written = lake.insertBatch({draft}).constFirst();
        out.keyById.insert(written.id, f.key);
    }
    clock.setNow(now);
    // Corrections the person linked: the older delta is superseded, as
    // MemoryOperations::supersede leaves it.
    const QHash<QString, QString> idByKey = [&] {
        QHash<QString, QString> h;
        for (auto it = out.keyById.cbegin(); it != out.keyById.cend(); ++it)
            h.insert(it.value(), it.key());
        return h;
    }();
    for (const FixtureDelta &f : deltas) {
        if (f.supersedes.isEmpty())
            continue;
        QSqlQuery mark(LakeSql::of(lake));
        mark.prepare(QStringLiteral("UPDATE deltas SET superseded_by = ? WHERE rid = ?"));
        mark.addBindValue(*DeltaId::toKey(idByKey.value(f.key)));
        mark.addBindValue(*DeltaId::toKey(idByKey.value(f.supersedes)));
        if (!mark.exec())
            detail::fixtureError(f.key, mark.lastError().text());
    }
    return out;
}

struct QueryOutcome
{
    QString query;
    QStringList relevant;
    QStringList top;     // fixture keys of the hits, best first
    int firstRank = 0;   // 1-based rank of the first relevant hit; 0: none
    double recall = 0;   // share of the relevant keys among the hits
};

struct RetrievalScore
{
    int k = 5;
    double recallAtK = 0; // mean over queries
    double mrr = 0;       // mean reciprocal rank of the first relevant hit
    QList<QueryOutcome> queries;
};

// Scores o.top (the hits' keys, best first) against o.relevant and adds
// the outcome to the running sums; finishScore() turns them into means.
inline void addOutcome(RetrievalScore &score, QueryOutcome o)
{
    int found = 0;
    for (qsizetype rank = 0; rank < o.top.size(); ++rank)
        if (o.relevant.contains(o.top.at(rank))) {
            ++found;
            if (o.firstRank == 0)
                o.firstRank = int(rank) + 1;
        }
    o.recall = double(found) / double(o.relevant.size());
    score.recallAtK += o.recall;
    score.mrr += o.firstRank > 0 ? 1.0 / o.firstRank : 0.0;
    score.queries << o;
}

inline void finishScore(RetrievalScore &score)
{
    if (!score.queries.isEmpty()) {
        score.recallAtK /= double(score.queries.size());
        score.mrr /= double(score.queries.size());
    }
}

// Runs each query through Recall::recall (limit k, no touch, so the lake is
// the same for every query) and scores the hits against the relevant keys.
inline RetrievalScore scoreRetrieval(Lake &lake, const QList<FixtureQuery> &queries,
                                     const QHash<QString, QString> &keyById, int k = 5, bool expand = true,
                                     bool meaning = true)
{
    RetrievalScore score;
    score.k = k;
    RecallOptions options;
    options.limit = k;
    options.touch = false;
    options.expand = expand;
    options.meaning = meaning;
    for (const FixtureQuery &q : queries) {
        QueryOutcome o;
        o.query = q.query;
        o.relevant = q.relevant;
        for (const RecallHit &h : Recall::recall(lake, q.query, options))
            o.top << keyById.value(h.delta.id, QStringLiteral("?"));
        addOutcome(score, o);
    }
    finishScore(score);
    return score;
}

} // namespace tarn::test
