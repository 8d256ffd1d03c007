#include "RecallCandidates.h"

#include "Lake.h"
#include "LakeSchema.h"
#include "RecallRanking.h"
#include "StorageErrors.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>

namespace tarn::RecallCandidates {

namespace {

QString kindList(const QList<Kind> &kinds)
{
    QStringList names;
    for (Kind k : kinds)
        names << u'\'' + kindName(k) + u'\'';
    return u'(' + names.join(u',') + u')';
}

// The rowid of the kBroadMatch-th newest match (of these kinds, if any
// are given), or 0 when there are no more than kBroadMatch: FTS5 walks the
// doclists newest first, ranking nothing, so this stops early on a common
// word. Kinds are told apart through the recall index as the walk goes (a
// facet AND in the index merged eight huge doclists and cost more).
qint64 windowStart(Lake &lake, const QString &match, const QList<Kind> &kinds = {})
{
    QSqlQuery q(lake.database());
    q.setForwardOnly(true);
    q.prepare(kinds.isEmpty()
                  ? QStringLiteral("SELECT rowid FROM delta_fts WHERE delta_fts MATCH :match ORDER BY rowid DESC "
                                   "LIMIT 1 OFFSET :offset")
                  : QStringLiteral("SELECT delta_fts.rowid FROM delta_fts JOIN deltas d INDEXED BY %1 "
                                   "ON d.rid = delta_fts.rowid WHERE delta_fts MATCH :match AND d.kind IN %2 "
                                   "ORDER BY delta_fts.rowid DESC LIMIT 1 OFFSET :offset")
                        .arg(LakeSchema::kRecallIndex, kindList(kinds)));
    q.bindValue(QStringLiteral(":match"), match);
    q.bindValue(QStringLiteral(":offset"), kBroadMatch);
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
    return q.next() ? q.value(0).toLongLong() : 0;
}

qint64 count(Lake &lake, const QString &sql, const QString &match, qint64 fromRid)
{
    QSqlQuery q(lake.database());
    q.setForwardOnly(true);
    q.prepare(sql);
    if (!match.isEmpty())
        q.bindValue(QStringLiteral(":match"), match);
    q.bindValue(QStringLiteral(":from"), fromRid);
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
    return q.next() ? q.value(0).toLongLong() : 0;
}

// Each phrase's IDF as BM25 defines it, from the window after fromRid: the
// rows there, and how many of them hold the phrase.
QList<double> windowIdf(Lake &lake, const RecallQuery &query, qint64 fromRid)
{
    const double rows = double(count(lake, QStringLiteral("SELECT count(*) FROM delta_fts_docsize WHERE id > :from"), {}, fromRid));
    QList<double> idf;
    for (const QString &phrase : query.phraseExpressions()) {
        const double n = double(count(
            lake, QStringLiteral("SELECT count(*) FROM delta_fts WHERE delta_fts MATCH :match AND rowid > :from"), phrase,
            fromRid));
        idf << std::max(std::log((rows - n + 0.5) / (n + 0.5)), 1e-6);
    }
    return idf;
}

void rank(Lake &lake, const Request &r, const QString &match, const QString &spec, qint64 fromRid, Found &into)
{
    QString sql = QStringLiteral("SELECT d.rid, tarn_rank(delta_fts, :spec) * d.quality_score * %1 AS seed "
                                 "FROM delta_fts JOIN deltas d INDEXED BY %2 ON d.rid = delta_fts.rowid "
                                 "WHERE delta_fts MATCH :match AND d.state = 'active' AND d.superseded_by IS NULL "
                                 "AND (d.expires_at IS NULL OR d.expires_at > :now) AND d.confidence > 0")
                      .arg(RecallRanking::tierMultiplierSql(), LakeSchema::kRecallIndex);
    if (fromRid > 0)
        sql += QStringLiteral(" AND delta_fts.rowid > :from");
    if (!r.scope.isEmpty())
        sql += QStringLiteral(" AND d.scope = :scope");
    if (!r.kinds.isEmpty())
        sql += QStringLiteral(" AND d.kind IN ") + kindList(r.kinds);
    if (r.minConfidence > 0)
        sql += QStringLiteral(" AND d.confidence >= :minConfidence");
    sql += QStringLiteral(" ORDER BY seed DESC, d.rid DESC LIMIT :pool");
    QSqlQuery q(lake.database());
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        throw StorageErrors::fromSql(q.lastError());
    q.bindValue(QStringLiteral(":match"), match);
    q.bindValue(QStringLiteral(":spec"), spec);
    q.bindValue(QStringLiteral(":now"), r.now);
    if (fromRid > 0)
        q.bindValue(QStringLiteral(":from"), fromRid);
    if (!r.scope.isEmpty())
        q.bindValue(QStringLiteral(":scope"), r.scope);
    if (r.minConfidence > 0)
        q.bindValue(QStringLiteral(":minConfidence"), r.minConfidence);
    q.bindValue(QStringLiteral(":pool"), r.pool);
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
    while (q.next()) {
        const qint64 rid = q.value(0).toLongLong();
        const double seed = q.value(1).toDouble();
        if (into.seeds.contains(rid))
            continue;
        into.keys << rid;
        into.seeds.insert(rid, seed);
        into.best = std::max(into.best, seed);
    }
}

} // namespace

Found find(Lake &lake, const Request &request)
{
    Found found;
    const double contentWeight = RecallRanking::kContentColumnWeight;
    const double tagsWeight = RecallRanking::kTagsColumnWeight;
    const QString match = request.query.matchExpression();
    const qint64 from = windowStart(lake, match);
    if (from == 0) {
        rank(lake, request, match, request.query.rankSpec(contentWeight, tagsWeight), 0, found);
        return found;
    }
    found.windowed = true;
    const QList<double> idf = windowIdf(lake, request.query, from);
    // Rarest first: a question word with few matches ("dentist" beside
    // "new") has every one of them ranked, whatever the window holds.
    const QStringList phrases = request.query.phraseExpressions();
    QList<QStringList> byGroup(request.query.terms().size());
    for (qsizetype i = 0; i < phrases.size(); ++i)
        byGroup[request.query.phrases().at(i).group] << u'(' + phrases.at(i) + u')';
    QStringList narrow;
    int repeated = 0; // the narrow groups' phrases appear twice; the second time they count for nothing
    for (const QStringList &group : std::as_const(byGroup)) {
        if (group.isEmpty() || byGroup.size() == 1) // one word: it is the broad one
            continue;
        const QString expression = group.join(QStringLiteral(" OR "));
        if (windowStart(lake, expression) == 0) {
            narrow << expression;
            repeated += int(group.size());
        }
    }
    if (!narrow.isEmpty()) {
        const QString narrowMatch = u'(' + match + QStringLiteral(") AND (") + narrow.join(QStringLiteral(" OR ")) + u')';
        rank(lake, request, narrowMatch, request.query.rankSpec(contentWeight, tagsWeight, idf, repeated), 0, found);
    }
    rank(lake, request, match, request.query.rankSpec(contentWeight, tagsWeight, idf), from, found);
    // The preferred kinds' own window: their newest kBroadMatch matches.
    QList<Kind> preferred;
    for (Kind k : {Kind::Profile, Kind::Preference, Kind::Fact, Kind::Decision, Kind::Goal, Kind::Synthesis,
                   Kind::Insight, Kind::Event})
        if (request.kinds.isEmpty() || request.kinds.contains(k))
            preferred << k;
    if (!preferred.isEmpty()) {
        Request narrowed = request;
        narrowed.kinds = preferred;
        rank(lake, narrowed, match, request.query.rankSpec(contentWeight, tagsWeight, idf),
             windowStart(lake, match, preferred), found);
    }
    std::stable_sort(found.keys.begin(), found.keys.end(),
                     [&](qint64 a, qint64 b) { return found.seeds.value(a) > found.seeds.value(b); });
    return found;
}

} // namespace tarn::RecallCandidates
