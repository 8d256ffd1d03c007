#include "RecallCandidates.h"

#include "Lake.h"
#include "LakeSchema.h"
#include "RecallRanking.h"
#include "SearchQuery.h"
#include "StorageErrors.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>

namespace tarn::RecallCandidates {

namespace {

// The rowid of the kBroadMatch-th newest match, or 0 when there are no
// more than kBroadMatch: FTS5 walks the doclists newest first, ranking
// nothing, so this stops early on a common word.
qint64 windowStart(Lake &lake, const QString &match)
{
    QSqlQuery q(lake.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT rowid FROM delta_fts WHERE delta_fts MATCH :match ORDER BY rowid DESC "
                             "LIMIT 1 OFFSET :offset"));
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
    if (!r.kinds.isEmpty()) {
        QStringList names;
        for (Kind k : r.kinds)
            names << u'\'' + kindName(k) + u'\'';
        sql += QStringLiteral(" AND d.kind IN (") + names.join(u',') + u')';
    }
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
    rank(lake, request, match, request.query.rankSpec(contentWeight, tagsWeight, idf), from, found);
    // The preferred kinds' own window, narrowed inside the index by their
    // facets (SearchQuery.h).
    QStringList facets;
    for (Kind k : {Kind::Profile, Kind::Preference, Kind::Fact, Kind::Decision, Kind::Goal, Kind::Synthesis,
                   Kind::Insight, Kind::Event})
        if (request.kinds.isEmpty() || request.kinds.contains(k))
            facets << u'"' + SearchQuery::kindFacet(kindName(k)) + u'"';
    if (!facets.isEmpty()) {
        const QString preferred =
            u'(' + match + QStringLiteral(") AND facets : (") + facets.join(QStringLiteral(" OR ")) + u')';
        rank(lake, request, preferred, request.query.rankSpec(contentWeight, tagsWeight, idf, int(facets.size())),
             windowStart(lake, preferred), found);
    }
    std::stable_sort(found.keys.begin(), found.keys.end(),
                     [&](qint64 a, qint64 b) { return found.seeds.value(a) > found.seeds.value(b); });
    return found;
}

} // namespace tarn::RecallCandidates
