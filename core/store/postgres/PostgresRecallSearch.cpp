// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "PostgresRecallSearch.h"

#include "Lake.h"
#include "LakeSql.h"
#include "StorageErrors.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>

namespace tarn {

namespace {

// tarn_rank's constants (FtsRankFunction.cpp).
constexpr double kK1 = 1.2;
constexpr double kB = 0.75;
// Rows whose lengths stand for the lake's average (see the header).
constexpr int kLengthSample = 1000;

using Binds = QList<std::pair<QString, QVariant>>;

QSqlQuery run(Lake &lake, const QString &sql, const Binds &binds)
{
    QSqlQuery q(LakeSql::of(lake));
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        throw StorageErrors::fromSql(q.lastError());
    for (const auto &[name, value] : binds)
        q.bindValue(name, value);
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
    return q;
}

// A number as an SQL literal: weights and IDFs are Tarn's own numbers,
// never a person's text.
QString literal(double v)
{
    return QString::number(v, 'g', 17);
}

// A phrase's tsquery as the column is stemmed: a content word may be in it
// under English, German or as written; a typed prefix matches as written.
QString phraseQuerySql(const SearchPhrase &p, const QString &bind)
{
    if (p.prefix)
        return QStringLiteral("to_tsquery('simple', quote_literal(CAST(%1 AS TEXT)) || ':*')").arg(bind);
    return QStringLiteral("phraseto_tsquery('english', CAST(%1 AS TEXT)) || phraseto_tsquery('german', CAST(%1 AS TEXT)) "
                          "|| phraseto_tsquery('simple', CAST(%1 AS TEXT))")
        .arg(bind);
}

} // namespace

PostgresRecallSearch::PostgresRecallSearch(Lake &lake, QList<SearchPhrase> phrases, const SearchScoring &scoring)
    : m_lake(lake), m_phrases(std::move(phrases)), m_scoring(scoring)
{
    if (m_phrases.isEmpty())
        return;
    QStringList columns;
    Binds binds;
    for (qsizetype i = 0; i < m_phrases.size(); ++i) {
        const QString bind = QStringLiteral(":p%1").arg(i);
        columns << QStringLiteral("CAST(%1 AS TEXT)").arg(phraseQuerySql(m_phrases.at(i), bind));
        binds.append({bind, m_phrases.at(i).text});
    }
    // One round trip for every phrase; a name standing three times in the
    // SQL is bound once (Qt fills each place it stands).
    QSqlQuery q = run(m_lake, QStringLiteral("SELECT ") + columns.join(QStringLiteral(", ")), binds);
    q.next();
    for (qsizetype i = 0; i < m_phrases.size(); ++i)
        m_queries << q.value(int(i)).toString();
}

QString PostgresRecallSearch::matchOf(const QList<int> &phrases) const
{
    QStringList parts;
    const auto add = [&](qsizetype i) {
        if (!m_queries.value(i).isEmpty())
            parts << u'(' + m_queries.at(i) + u')';
    };
    if (phrases.isEmpty()) {
        for (qsizetype i = 0; i < m_queries.size(); ++i)
            add(i);
    } else {
        for (int i : phrases)
            add(i);
    }
    return parts.join(QStringLiteral(" | "));
}

qint64 PostgresRecallSearch::windowStart(const QList<int> &phrases, const QList<Kind> &kinds, int depth)
{
    const QString match = matchOf(phrases);
    if (match.isEmpty())
        return 0;
    QString sql = QStringLiteral("SELECT rid FROM deltas WHERE search @@ CAST(:match AS tsquery)");
    if (!kinds.isEmpty())
        sql += QStringLiteral(" AND kind IN ") + kindListSql(kinds);
    sql += QStringLiteral(" ORDER BY rid DESC LIMIT 1 OFFSET :depth");
    QSqlQuery q = run(m_lake, sql, {{QStringLiteral(":match"), match}, {QStringLiteral(":depth"), depth}});
    return q.next() ? q.value(0).toLongLong() : 0;
}

// Each phrase counted in the window by the GIN index (a bitmap of its rows
// cut to the window's rids), the window's size by the primary key. One pass
// over the window's rows testing every phrase read each row's tsvector, so
// a window of tens of thousands of rows cost ~200 ms with WordNet's related
// words beside the typed ones; the index reads only the rows that match.
QList<double> PostgresRecallSearch::idfAbove(qint64 fromKey)
{
    QStringList counts{QStringLiteral("(SELECT count(*) FROM deltas WHERE rid > :from)")};
    Binds binds;
    for (qsizetype i = 0; i < m_queries.size(); ++i) {
        if (m_queries.at(i).isEmpty()) {
            counts << QStringLiteral("0");
            continue;
        }
        const QString bind = QStringLiteral(":q%1").arg(i);
        counts << QStringLiteral("(SELECT count(*) FROM deltas WHERE rid > :from AND search @@ CAST(%1 AS tsquery))").arg(bind);
        binds.append({bind, m_queries.at(i)});
    }
    binds.append({QStringLiteral(":from"), fromKey});
    QSqlQuery q = run(m_lake, QStringLiteral("SELECT ") + counts.join(QStringLiteral(", ")), binds);
    q.next();
    const double rows = q.value(0).toDouble();
    QList<double> idf;
    for (qsizetype i = 0; i < m_queries.size(); ++i) {
        const double n = q.value(int(i) + 1).toDouble();
        idf << std::max(std::log((rows - n + 0.5) / (n + 0.5)), 1e-6);
    }
    return idf;
}

// Only a narrow query gets here (RecallCandidates.h), so each phrase is in
// at most a few thousand rows and the index counts them quickly.
QList<double> PostgresRecallSearch::idfOverLake()
{
    QStringList counts{QStringLiteral("(SELECT COALESCE(sum(n), 0) FROM source_stats)")};
    Binds binds;
    for (qsizetype i = 0; i < m_queries.size(); ++i) {
        if (m_queries.at(i).isEmpty()) {
            counts << QStringLiteral("0");
            continue;
        }
        const QString bind = QStringLiteral(":q%1").arg(i);
        counts << QStringLiteral("(SELECT count(*) FROM deltas WHERE search @@ CAST(%1 AS tsquery))").arg(bind);
        binds.append({bind, m_queries.at(i)});
    }
    QSqlQuery q = run(m_lake, QStringLiteral("SELECT ") + counts.join(QStringLiteral(", ")), binds);
    q.next();
    const double rows = q.value(0).toDouble();
    QList<double> idf;
    for (qsizetype i = 0; i < m_queries.size(); ++i) {
        const double n = q.value(int(i) + 1).toDouble();
        idf << std::max(std::log((rows - n + 0.5) / (n + 0.5)), 1e-6);
    }
    return idf;
}

double PostgresRecallSearch::averageLength()
{
    if (m_averageLength < 0) {
        QSqlQuery q = run(m_lake,
                          QStringLiteral("SELECT avg(char_length(content) + char_length(tags)) FROM "
                                         "(SELECT content, tags FROM deltas ORDER BY rid DESC LIMIT :sample) newest"),
                          {{QStringLiteral(":sample"), kLengthSample}});
        m_averageLength = q.next() ? std::max(1.0, q.value(0).toDouble()) : 1.0;
    }
    return m_averageLength;
}

QList<SearchHit> PostgresRecallSearch::rank(const SearchFilter &filter, const QList<double> &givenIdf, qint64 fromKey,
                                            const QList<int> &within)
{
    // Every phrase scores; `within` only narrows which rows are ranked.
    const QString match = matchOf(within);
    if (match.isEmpty())
        return {};
    const QList<double> idf = givenIdf.isEmpty() ? idfOverLake() : givenIdf;

    // Each phrase's frequency in the row, and its BM25 part; each group
    // counts its best phrase (GREATEST), the groups add up.
    QStringList frequencies;
    QList<QStringList> groups;
    Binds binds;
    for (qsizetype i = 0; i < m_phrases.size(); ++i) {
        if (m_queries.at(i).isEmpty())
            continue;
        const QString bind = QStringLiteral(":q%1").arg(i);
        const QString tf = QStringLiteral("t.tf%1").arg(i);
        frequencies << QStringLiteral("CAST(ts_rank_cd(CAST('{1,1,1,1}' AS REAL[]), d.search, CAST(%1 AS tsquery)) "
                                      "AS DOUBLE PRECISION) / n.copies AS tf%2")
                           .arg(bind)
                           .arg(i);
        binds.append({bind, m_queries.at(i)});
        const SearchPhrase &p = m_phrases.at(i);
        if (groups.size() <= p.group)
            groups.resize(p.group + 1);
        groups[p.group] << QStringLiteral("%1 * %2 / (%2 + n.norm)")
                               .arg(literal(p.weight * idf.value(i, 1e-6) * (kK1 + 1)), tf);
    }
    QStringList sums;
    for (const QStringList &g : std::as_const(groups))
        if (!g.isEmpty())
            sums << (g.size() == 1 ? g.constFirst() : QStringLiteral("GREATEST(") + g.join(QStringLiteral(", ")) + u')');
    const QString length = QStringLiteral("char_length(d.content) + char_length(d.tags)");
    QString sql =
        QStringLiteral(
            "SELECT d.rid, (%1) * d.quality_score * %2 AS seed FROM deltas d "
            "CROSS JOIN LATERAL (SELECT CAST(CASE d.search_language WHEN 'en+de' THEN 3 ELSE 2 END AS DOUBLE PRECISION) AS copies, "
            "CAST(%3 * (%4 + %5 * (%6) / %7) AS DOUBLE PRECISION) AS norm) n "
            "CROSS JOIN LATERAL (SELECT %8) t "
            "WHERE d.search @@ CAST(:match AS tsquery) AND d.state = 'active' AND d.superseded_by IS NULL "
            "AND (d.expires_at IS NULL OR d.expires_at > :now) AND d.confidence > 0")
            .arg(sums.join(QStringLiteral(" + ")), tierMultiplierSql(m_scoring), literal(kK1), literal(1 - kB), literal(kB),
                 length, literal(averageLength()), frequencies.join(QStringLiteral(", ")));
    binds.append({QStringLiteral(":match"), match});
    binds.append({QStringLiteral(":now"), filter.now});
    if (fromKey > 0) {
        sql += QStringLiteral(" AND d.rid > :from");
        binds.append({QStringLiteral(":from"), fromKey});
    }
    if (!filter.scope.isEmpty()) {
        sql += QStringLiteral(" AND d.scope = :scope");
        binds.append({QStringLiteral(":scope"), filter.scope});
    }
    if (!filter.kinds.isEmpty())
        sql += QStringLiteral(" AND d.kind IN ") + kindListSql(filter.kinds);
    if (filter.minConfidence > 0) {
        sql += QStringLiteral(" AND d.confidence >= :minConfidence");
        binds.append({QStringLiteral(":minConfidence"), filter.minConfidence});
    }
    sql += QStringLiteral(" ORDER BY seed DESC, d.rid DESC LIMIT :pool");
    binds.append({QStringLiteral(":pool"), filter.pool});
    QSqlQuery q = run(m_lake, sql, binds);
    QList<SearchHit> out;
    while (q.next())
        out.append({q.value(0).toLongLong(), q.value(1).toDouble()});
    return out;
}

} // namespace tarn
