// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "FtsRecallSearch.h"

#include "FtsPhraseRowsFunction.h"
#include "Lake.h"
#include "LakeSchema.h"
#include "LakeSql.h"
#include "SearchQuery.h"
#include "StorageErrors.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>

namespace tarn {

namespace {

QSqlQuery run(Lake &lake, const QString &sql, const QList<std::pair<QString, QVariant>> &binds)
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

qint64 firstNumber(QSqlQuery q)
{
    return q.next() ? q.value(0).toLongLong() : 0;
}

// A ranking's rows: rid, seed.
QList<SearchHit> hitsOf(QSqlQuery q)
{
    QList<SearchHit> out;
    while (q.next())
        out.append({q.value(0).toLongLong(), q.value(1).toDouble()});
    if (q.lastError().isValid()) // a step that failed ends the walk as its last row would
        throw StorageErrors::fromSql(q.lastError());
    return out;
}

} // namespace

FtsRecallSearch::FtsRecallSearch(Lake &lake, QList<SearchPhrase> phrases, const SearchScoring &scoring)
    : m_lake(lake), m_phrases(std::move(phrases)), m_expressions(phraseExpressions(m_phrases)), m_scoring(scoring)
{
}

// Most of a long list of related words is in no delta (a common noun's
// hundreds of kinds, RecallQuery::build): the list is asked kHeldGroup at
// a time, any of whose phrases matching says "ask each". A phrase's
// lookup in the index costs about as much inside an OR as alone (~16 µs
// on the 1M bench lake as tarn_bench leaves it, ten segments), the
// statement around it ~12 µs more, so a group the lake lacks costs one
// statement instead of eight, and a group it holds eight lookups more.
// The 1,500 kinds of "herb", four held: 42 ms one by one, 32 ms halving
// groups of 64, 26.6 / 27.5 / 28.1 ms in groups of 8 / 16 / 32; the 391
// of "beverage", seven held: 11.4, 19.6, 8.4 / 9.5 / 11.6 ms.
QStringList FtsRecallSearch::held(Lake &lake, const QStringList &phrases)
{
    constexpr qsizetype kHeldGroup = 8;
    QSqlQuery q(LakeSql::of(lake));
    q.setForwardOnly(true);
    if (!q.prepare(QStringLiteral("SELECT rowid FROM delta_fts WHERE delta_fts MATCH :match LIMIT 1")))
        throw StorageErrors::fromSql(q.lastError());
    QList<SearchPhrase> asked;
    for (const QString &phrase : phrases)
        asked.append({phrase});
    const QStringList matches = phraseExpressions(asked); // quoted as recall's own phrases are
    const auto any = [&](qsizetype from, qsizetype count) {
        q.bindValue(QStringLiteral(":match"), count == 1 ? matches.at(from)
                                                         : u'(' + matches.mid(from, count).join(QStringLiteral(" OR ")) + u')');
        if (!q.exec())
            throw StorageErrors::fromSql(q.lastError());
        const bool found = q.next();
        q.finish();
        return found;
    };
    const LakeReadTogether reads(lake); // up to 1,500 phrases: one lock, not one each
    QStringList out;
    for (qsizetype from = 0; from < phrases.size(); from += kHeldGroup) {
        const qsizetype count = std::min(kHeldGroup, phrases.size() - from);
        if (count > 1 && !any(from, count))
            continue;
        for (qsizetype i = from; i < from + count; ++i)
            if (any(i, 1))
                out << phrases.at(i);
    }
    return out;
}

// A phrase as FTS5 matches it, in any column: the facets column holds only
// facet terms, each opening with the facet mark, which a phrase never
// holds (its mark, should one be there, goes). A column filter
// ("{content tags} : ...") matched the same rows but read every match's
// positions to tell its columns apart: counting the 100,667 matches of a
// question's 23 phrases on the 1M bench lake took 93 ms with it and 45
// without (a recall, which reads those positions anyway to rank, 1-2 %).
QString FtsRecallSearch::phraseExpression(const SearchPhrase &phrase)
{
    QString text = phrase.text;
    text.remove(QChar(SearchQuery::kFacetMark));
    return u'"' + text + u'"' + (phrase.prefix ? QStringLiteral("*") : QString());
}

QString FtsRecallSearch::matchExpression(const QList<SearchPhrase> &phrases)
{
    QStringList parts;
    for (const SearchPhrase &p : phrases)
        parts << phraseExpression(p);
    if (parts.isEmpty())
        return {};
    return u'(' + parts.join(QStringLiteral(" OR ")) + u')';
}

QStringList FtsRecallSearch::phraseExpressions(const QList<SearchPhrase> &phrases)
{
    QStringList out;
    for (const SearchPhrase &p : phrases)
        out << phraseExpression(p);
    return out;
}

QString FtsRecallSearch::rankSpec(const QList<SearchPhrase> &phrases, double contentWeight, double tagsWeight,
                                  const QList<double> &idf, int trailing)
{
    QStringList specs;
    for (qsizetype i = 0; i < phrases.size(); ++i) {
        const SearchPhrase &p = phrases.at(i);
        specs << (i < idf.size() ? QStringLiteral("%1:%2:%3").arg(p.group).arg(p.weight).arg(idf.at(i))
                                 : QStringLiteral("%1:%2").arg(p.group).arg(p.weight));
    }
    for (int i = 0; i < trailing; ++i)
        specs << QStringLiteral("0:0:0");
    return QStringLiteral("%1 %2 0|").arg(contentWeight).arg(tagsWeight) + specs.join(u' ');
}

QString FtsRecallSearch::matchOf(const QList<int> &phrases) const
{
    if (phrases.isEmpty())
        return matchExpression(m_phrases);
    QStringList parts;
    for (int i : phrases)
        parts << u'(' + m_expressions.at(i) + u')';
    return parts.join(QStringLiteral(" OR "));
}

// FTS5 walks the doclists newest first, ranking nothing, so this stops
// early on a common word. Kinds are told apart through the recall index as
// the walk goes (a facet AND in the index merged eight huge doclists and
// cost more).
qint64 FtsRecallSearch::windowStart(const QList<int> &phrases, const QList<Kind> &kinds, int depth)
{
    const QString sql = kinds.isEmpty()
        ? QStringLiteral("SELECT rowid FROM delta_fts WHERE delta_fts MATCH :match ORDER BY rowid DESC "
                         "LIMIT 1 OFFSET :offset")
        : QStringLiteral("SELECT delta_fts.rowid FROM delta_fts JOIN deltas d INDEXED BY %1 "
                         "ON d.rid = delta_fts.rowid WHERE delta_fts MATCH :match AND d.kind IN %2 "
                         "ORDER BY delta_fts.rowid DESC LIMIT 1 OFFSET :offset")
              .arg(LakeSchema::kRecallIndex, kindListSql(kinds));
    return firstNumber(run(m_lake, sql, {{QStringLiteral(":match"), matchOf(phrases)}, {QStringLiteral(":offset"), depth}}));
}

QList<double> FtsRecallSearch::idfAbove(qint64 fromKey)
{
    // The rows above the window's start, counted up to kIdfRowsCounted: an
    // IDF is a logarithm, and every phrase's n here is at most the window's
    // depth, so past 20,000 rows the count moves each phrase's IDF by about
    // the same amount (ln N minus ln n, n small beside N) and their order
    // not at all, while counting 900,000 rows cost 15 ms of a 29 ms recall
    // on the 1M bench lake ("tegutrim tumodros"), and 100,000 still 2.5 ms
    // of every broad one. With the evaluation set written into that lake
    // (tarn_recall_bench), 20,000 and 100,000 gave the same tune and dev
    // R@5 and MRR.
    const double rows = double(firstNumber(
        run(m_lake, QStringLiteral("SELECT count(*) FROM (SELECT 1 FROM delta_fts_docsize WHERE id > :from LIMIT :counted)"),
            {{QStringLiteral(":from"), fromKey}, {QStringLiteral(":counted"), kIdfRowsCounted}})));
    // Each phrase's rows above the start, counted in one walk of the OR's
    // matches there (the window's own rows, kWindowDepth of them), each
    // row saying which phrases it holds (FtsPhraseRowsFunction.h), instead
    // of one count(*) statement per phrase, each walking that phrase's
    // doclist down to the start.
    QList<qint64> held(m_expressions.size(), 0);
    QSqlQuery q = run(m_lake, QStringLiteral("SELECT %1(delta_fts) FROM delta_fts WHERE delta_fts MATCH :match "
                                             "AND rowid > :from")
                                  .arg(QLatin1String(FtsPhraseRowsFunction::kName)),
                      {{QStringLiteral(":match"), matchOf({})}, {QStringLiteral(":from"), fromKey}});
    while (q.next()) {
        const QByteArray row = q.value(0).toByteArray();
        for (qsizetype p = 0; p < std::min(row.size(), held.size()); ++p)
            held[p] += row.at(p);
    }
    if (q.lastError().isValid())
        throw StorageErrors::fromSql(q.lastError());
    QList<double> idf;
    for (qint64 n : std::as_const(held))
        idf << std::max(std::log((rows - double(n) + 0.5) / (double(n) + 0.5)), 1e-6);
    return idf;
}

QString FtsRecallSearch::rankedSelect(const SearchFilter &filter, const QString &match, const QString &spec,
                                     const QString &join, QList<std::pair<QString, QVariant>> &binds,
                                     const QString &index) const
{
    QString sql = QStringLiteral("SELECT d.rid AS rid, tarn_rank(%4, :spec) * d.quality_score * %1 AS seed "
                                 "FROM %4 %3 deltas d INDEXED BY %2 ON d.rid = %4.rowid "
                                 "WHERE %4 MATCH :match AND d.state = 'active' AND d.superseded_by IS NULL "
                                 "AND (d.expires_at IS NULL OR d.expires_at > :now) AND d.confidence > 0")
                      .arg(tierMultiplierSql(m_scoring), LakeSchema::kRecallIndex, join, index);
    binds.append({QStringLiteral(":match"), match});
    binds.append({QStringLiteral(":spec"), spec});
    binds.append({QStringLiteral(":now"), filter.now});
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
    return sql;
}

QList<SearchHit> FtsRecallSearch::rank(const SearchFilter &filter, const QList<double> &idf, qint64 fromKey,
                                       const QList<int> &within)
{
    // A narrowed match repeats the narrowing phrases after every phrase;
    // tarn_rank counts those repeats for nothing.
    QString match = matchExpression(m_phrases);
    if (!within.isEmpty())
        match = u'(' + match + QStringLiteral(") AND (") + matchOf(within) + u')';
    const QString spec = rankSpec(m_phrases, m_scoring.contentWeight, m_scoring.tagsWeight, idf, int(within.size()));
    QList<std::pair<QString, QVariant>> binds;
    QString sql = rankedSelect(filter, match, spec, QStringLiteral("JOIN"), binds);
    if (fromKey > 0) {
        sql += QStringLiteral(" AND delta_fts.rowid > :from");
        binds.append({QStringLiteral(":from"), fromKey});
    }
    sql += QStringLiteral(" ORDER BY seed DESC, d.rid DESC LIMIT :pool");
    binds.append({QStringLiteral(":pool"), filter.pool});
    return hitsOf(run(m_lake, sql, binds));
}

QList<SearchHit> FtsRecallSearch::rankNewest(const SearchFilter &filter, const QList<double> &idf, int depth)
{
    // A person's kinds are walked in their own index (LakeSchema
    // memoryIndexV11), where their newest matches are the first ones: the
    // slowest questions on the 1M bench lake read 95,000-100,000 matches of
    // delta_fts to reach the newest 500 of those kinds (31-38 ms; 5-12 ms
    // here). They rank as in delta_fts (BM25 weighs a row's length against
    // delta_fts's average), so a row's seed is the same whichever index
    // found it.
    const QList<Kind> memoryKinds = LakeSchema::memoryIndexKinds();
    const bool own = !filter.kinds.isEmpty()
                  && std::all_of(filter.kinds.cbegin(), filter.kinds.cend(), [&](Kind k) { return memoryKinds.contains(k); });
    const bool everyOwnKind = own && std::all_of(memoryKinds.cbegin(), memoryKinds.cend(),
                                                 [&](Kind k) { return filter.kinds.contains(k); });
    // The kinds asked for are told apart inside the index too, by their
    // facets: a common word's matches of other kinds ("up" in 100,000
    // system readings) are skipped in the doclists instead of each being
    // looked up in the recall index (51 -> 19 ms for "what's coming up on
    // 14 December?" on the 1M bench lake). tarn_rank counts the facets for
    // nothing. In the memory index, asking for every kind it holds needs
    // no facet at all.
    QString match = matchExpression(m_phrases);
    QStringList facets;
    if (!everyOwnKind)
        for (Kind k : filter.kinds)
            facets << u'"' + SearchQuery::kindFacet(kindName(k)) + u'"';
    if (!facets.isEmpty())
        match = u'(' + match + QStringLiteral(") AND facets : (") + facets.join(QStringLiteral(" OR ")) + u')';
    QString spec = rankSpec(m_phrases, m_scoring.contentWeight, m_scoring.tagsWeight, idf, int(facets.size()));
    if (own)
        spec += u'|' + QString::number(averageRowLength(), 'g', 17);
    const QString index = own ? QString(LakeSchema::kMemoryIndex) : QStringLiteral("delta_fts");
    QList<std::pair<QString, QVariant>> binds;
    const QString newest = rankedSelect(filter, match, spec, QStringLiteral("CROSS JOIN"), binds, index)
                         + QStringLiteral(" ORDER BY %1.rowid DESC LIMIT :depth").arg(index);
    binds.append({QStringLiteral(":depth"), depth});
    binds.append({QStringLiteral(":pool"), filter.pool});
    return hitsOf(run(m_lake,
                      QStringLiteral("SELECT rid, seed FROM (") + newest
                          + QStringLiteral(") ORDER BY seed DESC, rid DESC LIMIT :pool"),
                      binds));
}

// delta_fts's average row length in tokens, as tarn_rank reads it for
// itself: FTS5's averages record, row 1 of delta_fts_data, holds the row
// count and then each column's token total, as SQLite varints
// (fts5_index.c, "averages record"). One small row; a recall reads it once.
double FtsRecallSearch::averageRowLength()
{
    QSqlQuery q = run(m_lake, QStringLiteral("SELECT block FROM delta_fts_data WHERE id = 1"), {});
    const QByteArray block = q.next() ? q.value(0).toByteArray() : QByteArray();
    qsizetype at = 0;
    const auto varint = [&]() -> quint64 {
        quint64 v = 0;
        for (int i = 0; i < 9 && at < block.size(); ++i) {
            const auto b = quint8(block.at(at++));
            if (i == 8)
                return (v << 8) | b;
            v = (v << 7) | (b & 0x7f);
            if (!(b & 0x80))
                break;
        }
        return v;
    };
    const quint64 rows = varint();
    quint64 tokens = 0;
    while (at < block.size())
        tokens += varint();
    return rows > 0 ? std::max(1.0, double(tokens) / double(rows)) : 1.0;
}

} // namespace tarn
