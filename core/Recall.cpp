#include "Recall.h"

#include "DeltaId.h"
#include "DeltaJson.h"
#include "Lake.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace tarn {

namespace {

struct RecallText
{
    Q_DECLARE_TR_FUNCTIONS(Recall)
};

// Words that say nothing about what is wanted ("what did I say about the
// roadmap"); dropping them keeps BM25 from ranking by them.
const QSet<QString> &stopWords()
{
    static const QSet<QString> words{
        QStringLiteral("a"),     QStringLiteral("an"),    QStringLiteral("and"),  QStringLiteral("are"),
        QStringLiteral("about"), QStringLiteral("at"),    QStringLiteral("be"),   QStringLiteral("did"),
        QStringLiteral("do"),    QStringLiteral("does"),  QStringLiteral("for"),  QStringLiteral("from"),
        QStringLiteral("how"),   QStringLiteral("i"),     QStringLiteral("in"),   QStringLiteral("is"),
        QStringLiteral("it"),    QStringLiteral("me"),    QStringLiteral("my"),   QStringLiteral("of"),
        QStringLiteral("on"),    QStringLiteral("or"),    QStringLiteral("say"),  QStringLiteral("said"),
        QStringLiteral("that"),  QStringLiteral("the"),   QStringLiteral("this"), QStringLiteral("to"),
        QStringLiteral("was"),   QStringLiteral("we"),    QStringLiteral("what"), QStringLiteral("when"),
        QStringLiteral("where"), QStringLiteral("which"), QStringLiteral("who"),  QStringLiteral("with"),
        QStringLiteral("you"),   QStringLiteral("your")};
    return words;
}

// Any of the query's meaningful words, over content and tags (never the
// facets column): recall wants "mostly about this", not "every word". A
// query of stop words only searches for them after all.
QString matchExpression(const QString &query)
{
    QStringList all;
    QString current;
    const auto flush = [&] {
        const QString word = current.toLower();
        current.clear();
        const QString term = u'"' + word + u'"'; // words hold letters and digits only
        if (!word.isEmpty() && !all.contains(term))
            all << term;
    };
    for (const QChar c : query) {
        if (c.isLetterOrNumber() || c.isMark())
            current += c;
        else
            flush();
    }
    flush();
    QStringList meaningful;
    for (const QString &term : all)
        if (!stopWords().contains(term.mid(1, term.size() - 2)))
            meaningful << term;
    const QStringList &terms = meaningful.isEmpty() ? all : meaningful;
    if (terms.isEmpty())
        return {};
    return QStringLiteral("{content tags} : (") + terms.join(QStringLiteral(" OR ")) + u')';
}

} // namespace

namespace Recall {

// The ranking, in one place: FTS5's BM25 over content (weight 1) and tags
// (0.5), scaled by the delta's confidence and quality. A later ranking adds
// tiers, freshness and kind bonuses here.
static constexpr const char *kRankSql =
    "(-bm25(delta_fts, 1.0, 0.5, 0.0)) * d.confidence * d.quality_score";

QList<RecallHit> recall(Lake &lake, const QString &query, const RecallOptions &options)
{
    if (options.limit < 1 || options.limit > 100)
        throw TarnError::invalid(QStringLiteral("limit"), RecallText::tr("limit: must be from 1 to 100"));
    const QString match = matchExpression(query);
    if (match.isEmpty())
        throw TarnError::invalid(QStringLiteral("query"),
                                 RecallText::tr("query: give at least one word to recall by"));
    const qint64 now = lake.clock().nowMs();
    QString sql = QStringLiteral(
                      "SELECT d.rid, %1 AS score FROM delta_fts JOIN deltas d ON d.rid = delta_fts.rowid "
                      "WHERE delta_fts MATCH :match AND d.state = 'active' AND d.superseded_by IS NULL "
                      "AND (d.expires_at IS NULL OR d.expires_at > :now) AND d.confidence > 0")
                      .arg(QLatin1String(kRankSql));
    if (options.scope)
        sql += QStringLiteral(" AND d.scope = :scope");
    sql += QStringLiteral(" ORDER BY score DESC, d.rid DESC LIMIT :limit");
    QSqlQuery q(lake.database());
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        throw TarnError::storage(q.lastError().text());
    q.bindValue(QStringLiteral(":match"), match);
    q.bindValue(QStringLiteral(":now"), now);
    if (options.scope)
        q.bindValue(QStringLiteral(":scope"), scopeName(*options.scope));
    q.bindValue(QStringLiteral(":limit"), options.limit);
    if (!q.exec())
        throw TarnError::storage(q.lastError().text());
    QList<QPair<qint64, double>> ranked;
    while (q.next())
        ranked.append({q.value(0).toLongLong(), q.value(1).toDouble()});
    q.finish();

    QList<RecallHit> hits;
    QStringList ids;
    for (const auto &[rid, score] : ranked) {
        const QString id = DeltaId::fromKey(rid);
        if (auto d = lake.get(id)) {
            hits.append({*d, score});
            ids << id;
        }
    }
    if (options.touch && !ids.isEmpty()) {
        touch(lake, ids);
        for (RecallHit &h : hits) {
            h.delta.recallCount += 1;
            h.delta.lastRecalledAt = now;
        }
    }
    return hits;
}

void touch(Lake &lake, const QStringList &ids)
{
    const qint64 now = lake.clock().nowMs();
    LakeTransaction tx(lake);
    QSqlQuery bump(lake.database());
    bump.prepare(QStringLiteral(
        "UPDATE deltas SET recall_count = recall_count + 1, last_recalled_at = :now WHERE rid = :rid"));
    for (const QString &id : ids) {
        const auto rid = DeltaId::toKey(id);
        if (!rid)
            continue;
        bump.bindValue(QStringLiteral(":now"), now);
        bump.bindValue(QStringLiteral(":rid"), *rid);
        if (!bump.exec())
            throw TarnError::storage(bump.lastError().text());
    }
    lake.refreshOnAccess(ids); // stable/active deltas live on when recalled (seed 004)
    tx.commit();
}

QJsonObject hitToJson(const RecallHit &hit)
{
    QJsonObject o = DeltaJson::toJson(hit.delta);
    o.insert(QStringLiteral("score"), hit.score);
    return o;
}

} // namespace Recall

} // namespace tarn
