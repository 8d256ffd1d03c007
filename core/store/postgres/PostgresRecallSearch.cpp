// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "PostgresRecallSearch.h"

#include "Lake.h"
#include "LakeSql.h"
#include "StorageErrors.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlField>
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

// BM25's IDF of a phrase `holding` of `rows` hold, kept above 0 as
// tarn_rank keeps it (FtsRankFunction.cpp).
double bm25Idf(double rows, double holding)
{
    return std::max(std::log((rows - holding + 0.5) / (holding + 0.5)), 1e-6);
}

// The SQL both the walk and rank() compute a row's numbers with, so the two
// give the same ones (PostgresRecallSearch.h says what they mean).
const QString kCopiesSql =
    QStringLiteral("CAST(CASE d.search_language WHEN 'en+de' THEN 3 ELSE 2 END AS DOUBLE PRECISION)");

// ts_rank_cd only where the row holds the phrase (it is 0 elsewhere): an
// expanded word's dozen phrases cost a dozen ts_rank_cd calls on every
// matching row, 4 µs each, most of them for phrases the row does not hold;
// the test is a binary search. "stock" and its eleven related words on the
// 100k bench lake: the first walk's 1,001 rows 57 ms -> 23 ms.
QString frequencySql(const QString &bind)
{
    return QStringLiteral("CASE WHEN d.search @@ CAST(%1 AS tsquery) THEN CAST(ts_rank_cd(CAST('{1,1,1,1}' AS REAL[]), "
                          "d.search, CAST(%1 AS tsquery)) AS DOUBLE PRECISION) / n.copies ELSE 0 END")
        .arg(bind);
}

QString normSql(double averageLength)
{
    return QStringLiteral("CAST(%1 * (%2 + %3 * (char_length(d.content) + char_length(d.tags)) / %4) AS DOUBLE PRECISION)")
        .arg(literal(kK1), literal(1 - kB), literal(kB), literal(averageLength));
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

QStringList PostgresRecallSearch::held(Lake &lake, const QStringList &phrases)
{
    // An array literal would need its own quoting; the phrases are letters
    // and spaces only (RelatedWords), so a newline-joined text splits back
    // into exactly them.
    const QString sql = QStringLiteral(
        "SELECT t.p FROM unnest(string_to_array(CAST(:phrases AS TEXT), E'\\n')) WITH ORDINALITY AS t(p, n) "
        "WHERE EXISTS (SELECT 1 FROM deltas WHERE search @@ (%1)) ORDER BY t.n")
                            .arg(phraseQuerySql(SearchPhrase{}, QStringLiteral("t.p")));
    QSqlQuery q = run(lake, sql, {{QStringLiteral(":phrases"), phrases.join(u'\n')}});
    QStringList out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

QString PostgresRecallSearch::matchOf(const QList<int> &phrases) const
{
    // A word's query is its stems OR'ed ('stock' | 'stock' | 'stock' for
    // English, German and as written), and an expanded word brings a dozen
    // more: each lexeme once. The rows matched are the same; each row's test
    // is a third cheaper, and PostgreSQL, which adds up every alternative's
    // frequency, no longer counts one word three times when it estimates how
    // many rows match (the walk's choice of plan follows from that).
    QStringList parts;
    const auto add = [&](qsizetype i) {
        const QString &query = m_queries.value(i);
        if (query.isEmpty())
            return;
        const bool plainAlternatives = !query.contains(u'(') && !query.contains(u'&') && !query.contains(u'!')
            && !query.contains(u'<');
        if (!plainAlternatives) {
            parts << u'(' + query + u')';
            return;
        }
        for (const QString &alternative : query.split(QStringLiteral(" | "))) {
            const QString one = alternative.trimmed();
            if (!one.isEmpty() && !parts.contains(one))
                parts << one;
        }
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

bool PostgresRecallSearch::walkDownTheKey(const QString &match, int limit, double share)
{
    // The two ways to the newest `limit` matches (of a share of them: the
    // preferred kinds'), as measured on the 100k bench lake:
    // - down the primary key, testing each row until `limit` matched:
    //   (0.6 + 0.06 per alternative in the query) µs a row, and about
    //   `limit` / (the matches' share of the rows) rows, more where the
    //   matches are old: a walk's cost has a long tail;
    // - every match from the GIN index, then the newest: about 3 µs a match,
    //   whatever their age.
    // PostgreSQL's own choice prices a row's test the same for one
    // alternative or twenty and took the walk for an expanded word of 6 % of
    // the rows (34 ms, against 13 ms by the index), and a walk down a rid
    // range for the preferred kinds (52,000 rows tested, 118 ms). Its
    // estimate of the matches is what is chosen by; the walk must look
    // twice as cheap, for its tail and for that estimate (off by 2x).
    if (m_estimatedMatches < 0 || match != m_estimatedFor) {
        m_estimatedFor = match;
        // EXPLAIN cannot be prepared: the match goes in as a literal the
        // driver quotes.
        const QSqlDatabase db = LakeSql::of(m_lake);
        QSqlField value(QStringLiteral("match"), QMetaType(QMetaType::QString));
        value.setValue(match);
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("EXPLAIN (FORMAT JSON) SELECT rid FROM deltas WHERE search @@ CAST(%1 AS tsquery)")
                        .arg(db.driver()->formatValue(value))))
            throw StorageErrors::fromSql(q.lastError());
        m_estimatedMatches = q.next() ? QJsonDocument::fromJson(q.value(0).toString().toUtf8())
                                            .array().at(0)[QStringLiteral("Plan")][QStringLiteral("Plan Rows")].toDouble()
                                      : 0;
        QSqlQuery size = run(m_lake, QStringLiteral("SELECT greatest(reltuples, 1) FROM pg_class "
                                                    "WHERE oid = CAST('deltas' AS regclass)"), {});
        m_estimatedRows = size.next() ? std::max(1.0, size.value(0).toDouble()) : 1.0;
    }
    const double alternatives = double(match.count(QStringLiteral(" | ")) + 1);
    const double wanted = std::max(m_estimatedMatches * std::clamp(share, 1e-3, 1.0), 1.0);
    const double walkUs = std::min(m_estimatedRows, limit * m_estimatedRows / wanted) * (0.6 + 0.06 * alternatives);
    const double indexUs = 3.0 * m_estimatedMatches;
    return 2 * walkUs < indexUs;
}

qint64 PostgresRecallSearch::windowStart(const QList<int> &phrases, const QList<Kind> &kinds, int depth)
{
    const QString match = matchOf(phrases);
    if (match.isEmpty())
        return 0;
    const auto keyOf = [](const QList<WalkedRow> &rows, int limit) { return rows.size() == limit ? rows.constLast().rid : 0; };
    // Every phrase, every kind, first: the walk (see the header).
    if (phrases.isEmpty() && kinds.isEmpty() && m_walkedAbove < 0) {
        m_walked = walk({}, 0, depth + 1);
        m_firstWalkRows = m_walked.size();
        const qint64 from = keyOf(m_walked, depth + 1);
        m_walkedAbove = from > 0 ? from - 1 : 0;
        return from;
    }
    // A shallower window of every kind (RecallCandidates asks whether the
    // question is broad, then for its window): inside the first walk.
    if (phrases.isEmpty() && kinds.isEmpty() && m_walkedAbove >= 0) {
        if (depth < m_firstWalkRows)
            return m_walked.at(depth).rid;
        if (m_walkedAbove == 0) // the walk found every match
            return 0;
    }
    // These kinds' window: on from where the walk stopped.
    if (phrases.isEmpty() && !kinds.isEmpty() && m_walkedAbove >= 0 && m_kindWalkedAbove < 0) {
        QList<qint64> ofKinds;
        for (const WalkedRow &r : std::as_const(m_walked))
            if (kinds.contains(r.kind))
                ofKinds << r.rid;
        m_kindWalkKinds = kinds;
        if (ofKinds.size() > depth) {
            m_kindWalkedAbove = m_walkedAbove;
            return ofKinds.at(depth);
        }
        if (m_walkedAbove == 0) {
            m_kindWalkedAbove = 0;
            return 0;
        }
        const int more = depth + 1 - int(ofKinds.size());
        // The kinds' share of the matches, as the first walk found it.
        const double share = double(std::max<qsizetype>(ofKinds.size(), 1)) / double(std::max<qsizetype>(m_walked.size(), 1));
        const QList<WalkedRow> older = walk(kinds, m_walkedAbove + 1, more, share);
        m_walked << older;
        const qint64 from = keyOf(older, more);
        m_kindWalkedAbove = from > 0 ? from - 1 : 0;
        return from;
    }
    QString sql = QStringLiteral("SELECT rid FROM deltas WHERE search @@ CAST(:match AS tsquery)");
    if (!kinds.isEmpty())
        sql += QStringLiteral(" AND kind IN ") + kindListSql(kinds);
    sql += QStringLiteral(" ORDER BY rid DESC LIMIT 1 OFFSET :depth");
    QSqlQuery q = run(m_lake, sql, {{QStringLiteral(":match"), match}, {QStringLiteral(":depth"), depth}});
    return q.next() ? q.value(0).toLongLong() : 0;
}

// The newest matches, as windowStart's own statement finds them, each with
// what rank's statement computes for it: the same expressions (norm, each
// phrase's frequency), so the numbers are the same.
QList<PostgresRecallSearch::WalkedRow> PostgresRecallSearch::walk(const QList<Kind> &kinds, qint64 below, int limit,
                                                                 double kindShare)
{
    const QString match = matchOf({});
    QStringList perPhrase;
    Binds binds;
    QList<int> asked; // the phrases that can match, in column order
    for (qsizetype i = 0; i < m_phrases.size(); ++i) {
        if (m_queries.at(i).isEmpty())
            continue;
        const QString bind = QStringLiteral(":q%1").arg(i);
        perPhrase << frequencySql(bind);
        binds.append({bind, m_queries.at(i)});
        asked << int(i);
    }
    // Which rows first, then their numbers: the inner statement finds the
    // rows (down the primary key testing each row for a common word, from
    // the GIN index with a top-N sort for a rarer one: walkDownTheKey), and
    // the frequencies, which cost a ts_rank_cd per phrase, are computed for
    // the rows kept only. Asked in one statement,
    // PostgreSQL computed them for every match before the sort.
    // Down the key: the primary key backwards, each row tested. By the
    // index: every match from the GIN index, behind OFFSET 0 so the planner
    // can neither follow the key for the order nor walk a rid range testing
    // each row (which it chose for the kinds' walk: 52,000 rows tested for
    // 909 kept, 118 ms), then the newest of them.
    const bool downTheKey = walkDownTheKey(match, limit, kindShare);
    QString newest = downTheKey
        ? QStringLiteral("SELECT rid FROM deltas WHERE search @@ CAST(:match AS tsquery)")
        : QStringLiteral("SELECT rid FROM (SELECT rid, kind FROM deltas WHERE search @@ CAST(:match AS tsquery) OFFSET 0) "
                         "matches WHERE TRUE");
    binds.append({QStringLiteral(":match"), match});
    if (!kinds.isEmpty())
        newest += QStringLiteral(" AND kind IN ") + kindListSql(kinds);
    if (below > 0) {
        newest += QStringLiteral(" AND rid < :below");
        binds.append({QStringLiteral(":below"), below});
    }
    newest += QStringLiteral(" ORDER BY rid DESC LIMIT :limit");
    binds.append({QStringLiteral(":limit"), limit});
    const QString sql = QStringLiteral("SELECT d.rid, d.kind, d.scope, (d.state = 'active' AND d.superseded_by IS NULL "
                                       "AND d.confidence > 0), d.expires_at, d.confidence, d.quality_score, "
                                       "CAST(%1 AS DOUBLE PRECISION), %2, %3 FROM (%5) newest JOIN deltas d ON d.rid = newest.rid "
                                       "CROSS JOIN LATERAL (SELECT %4 AS copies) n ORDER BY d.rid DESC")
                            .arg(tierMultiplierSql(m_scoring), normSql(averageLength()), perPhrase.join(QStringLiteral(", ")),
                                 kCopiesSql, newest);
    QSqlQuery q = run(m_lake, sql, binds);
    QList<WalkedRow> rows;
    while (q.next()) {
        WalkedRow r;
        r.rid = q.value(0).toLongLong();
        r.kind = kindFromName(q.value(1).toString()).value_or(Kind::Observation);
        r.scope = q.value(2).toString();
        r.alive = q.value(3).toBool();
        if (!q.isNull(4))
            r.expiresAt = q.value(4).toLongLong();
        r.confidence = q.value(5).toDouble();
        r.qualityScore = q.value(6).toDouble();
        r.tier = q.value(7).toDouble();
        r.norm = q.value(8).toDouble();
        r.tf.fill(0.0, m_phrases.size());
        for (qsizetype c = 0; c < asked.size(); ++c)
            r.tf[asked.at(c)] = q.value(9 + int(c)).toDouble();
        rows << r;
    }
    return rows;
}

bool PostgresRecallSearch::walkCovers(const SearchFilter &filter, qint64 fromKey) const
{
    if (m_walkedAbove >= 0 && fromKey >= m_walkedAbove)
        return true;
    if (filter.kinds.isEmpty() || m_kindWalkedAbove < 0 || fromKey < m_kindWalkedAbove)
        return false;
    return std::all_of(filter.kinds.cbegin(), filter.kinds.cend(), [&](Kind k) { return m_kindWalkKinds.contains(k); });
}

// rank()'s statement, computed on the walked rows: the same filter, the
// same sums in the same order, the same order of the results.
QList<SearchHit> PostgresRecallSearch::rankWalked(const SearchFilter &filter, const QList<double> &idf, qint64 fromKey) const
{
    int groupCount = 0;
    QList<double> factors; // each phrase's weight x IDF x (k1 + 1), as the SQL's literal says it
    for (qsizetype i = 0; i < m_phrases.size(); ++i) {
        groupCount = std::max(groupCount, m_phrases.at(i).group + 1);
        factors << literal(m_phrases.at(i).weight * idf.value(i, 1e-6) * (kK1 + 1)).toDouble();
    }
    QList<SearchHit> hits;
    for (const WalkedRow &r : m_walked) {
        if (r.rid <= fromKey || !r.alive || (r.expiresAt && *r.expiresAt <= filter.now))
            continue;
        if ((!filter.scope.isEmpty() && r.scope != filter.scope) || (!filter.kinds.isEmpty() && !filter.kinds.contains(r.kind))
            || (filter.minConfidence > 0 && r.confidence < filter.minConfidence))
            continue;
        // Each group its best phrase (GREATEST), the groups added in order.
        // Every part is at least 0, so a group no phrase stands in adds an
        // exact 0 and starting from 0 changes no sum.
        QList<double> best(groupCount, 0.0);
        for (qsizetype i = 0; i < m_phrases.size(); ++i) {
            if (m_queries.at(i).isEmpty())
                continue;
            const int g = m_phrases.at(i).group;
            best[g] = std::max(best.at(g), factors.at(i) * r.tf.at(i) / (r.tf.at(i) + r.norm));
        }
        double sum = 0;
        for (double b : std::as_const(best))
            sum += b;
        hits.append({r.rid, sum * r.qualityScore * r.tier});
    }
    std::sort(hits.begin(), hits.end(), [](const SearchHit &a, const SearchHit &b) {
        return a.seed != b.seed ? a.seed > b.seed : a.key > b.key;
    });
    if (hits.size() > filter.pool)
        hits.resize(std::max(0, filter.pool));
    return hits;
}

// A row holds a phrase where its cover density is above 0 (the tsvector
// keeps positions), which spares the walk a second test of each row.
QList<double> PostgresRecallSearch::walkedIdf(double rows, qint64 aboveKey) const
{
    QList<double> idf;
    for (qsizetype i = 0; i < m_phrases.size(); ++i) {
        const auto holding = std::count_if(m_walked.cbegin(), m_walked.cend(),
                                           [&](const WalkedRow &r) { return r.rid > aboveKey && r.tf.at(i) > 0; });
        idf << bm25Idf(rows, double(holding));
    }
    return idf;
}

// Each phrase counted in the window by the GIN index (a bitmap of its rows
// cut to the window's rids), the window's size by the primary key. One pass
// over the window's rows testing every phrase read each row's tsvector, so
// a window of tens of thousands of rows cost ~200 ms with WordNet's related
// words beside the typed ones; the index reads only the rows that match.
QList<double> PostgresRecallSearch::idfAbove(qint64 fromKey)
{
    if (m_walkedAbove >= 0 && fromKey >= m_walkedAbove) {
        // Every match above fromKey was walked: only the window's size is asked.
        QSqlQuery q = run(m_lake, QStringLiteral("SELECT count(*) FROM (SELECT 1 FROM deltas WHERE rid > :from LIMIT :counted) w"),
                          {{QStringLiteral(":from"), fromKey}, {QStringLiteral(":counted"), kIdfRowsCounted}});
        return walkedIdf(q.next() ? q.value(0).toDouble() : 0, fromKey);
    }
    QStringList counts{QStringLiteral("(SELECT count(*) FROM (SELECT 1 FROM deltas WHERE rid > :from LIMIT :counted) w)")};
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
    binds.append({QStringLiteral(":counted"), kIdfRowsCounted});
    QSqlQuery q = run(m_lake, QStringLiteral("SELECT ") + counts.join(QStringLiteral(", ")), binds);
    q.next();
    const double rows = q.value(0).toDouble();
    QList<double> idf;
    for (qsizetype i = 0; i < m_queries.size(); ++i) {
        const double n = q.value(int(i) + 1).toDouble();
        idf << bm25Idf(rows, n);
    }
    return idf;
}

// Only a narrow query gets here (RecallCandidates.h), so each phrase is in
// at most a few thousand rows and the index counts them quickly.
QList<double> PostgresRecallSearch::idfOverLake()
{
    if (m_walkedAbove == 0) {
        // The walk read every match: only the lake's size is asked.
        QSqlQuery q = run(m_lake, QStringLiteral("SELECT COALESCE(sum(n), 0) FROM source_stats"), {});
        return walkedIdf(q.next() ? q.value(0).toDouble() : 0, 0);
    }
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
        idf << bm25Idf(rows, n);
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
    if (within.isEmpty() && walkCovers(filter, fromKey))
        return rankWalked(filter, idf, fromKey);

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
        frequencies << frequencySql(bind) + QStringLiteral(" AS tf%1").arg(i);
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
    QString sql =
        QStringLiteral("SELECT d.rid, (%1) * d.quality_score * %2 AS seed FROM deltas d "
                       "CROSS JOIN LATERAL (SELECT %3 AS copies, %4 AS norm) n "
                       "CROSS JOIN LATERAL (SELECT %5) t "
                       "WHERE d.search @@ CAST(:match AS tsquery) AND d.state = 'active' AND d.superseded_by IS NULL "
                       "AND (d.expires_at IS NULL OR d.expires_at > :now) AND d.confidence > 0")
            .arg(sums.join(QStringLiteral(" + ")), tierMultiplierSql(m_scoring), kCopiesSql, normSql(averageLength()),
                 frequencies.join(QStringLiteral(", ")));
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
