// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "PostgresDeltaWriter.h"

#include "DeltaId.h"
#include "ExpiryLaws.h"
#include "Decompounder.h"
#include "LanguageGuess.h"
#include "SqlValues.h"
#include "StorageErrors.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace tarn {

namespace {

struct WriterText
{
    Q_DECLARE_TR_FUNCTIONS(Lake)
};

using SqlValues::optKey;
using SqlValues::optText;
using SqlValues::optTime;

void check(QSqlQuery &q, bool ok)
{
    if (!ok)
        throw StorageErrors::fromSql(q.lastError());
}

} // namespace

QString PostgresDeltaWriter::searchLanguageOf(const QString &content)
{
    const LanguageGuess::Guess guess = LanguageGuess::fromText(content);
    if (guess.sure)
        return guess.language == Language::German ? QStringLiteral("de") : QStringLiteral("en");
    return guess.germanHints ? QStringLiteral("en+de") : QStringLiteral("en");
}

QString PostgresDeltaWriter::compoundPartsOf(const QString &content, const QString &searchLanguage)
{
    // Empty, never null: the column is NOT NULL, and QPSQL sends a null
    // QString as NULL.
    if (searchLanguage == u"en")
        return QStringLiteral("");
    const QString parts = Decompounder::partsOfText(content).join(u' ');
    return parts.isNull() ? QStringLiteral("") : parts;
}

namespace {

constexpr int kColumns = 30;
// Rows per INSERT statement. One statement per row paid a round trip and
// a server-side EXECUTE each (QPSQL sends every execution as its own
// statement), which held Tarn's inserts to ~0.8x raw libpq's prepared
// single-row inserts; 200 rows (5,800 parameters, far below PostgreSQL's
// 65,535) make those costs vanish into the rows' own work.
constexpr qsizetype kRowsPerStatement = 200;
constexpr qsizetype kTagsPerStatement = 500;

QString deltasSql(qsizetype rows)
{
    return PostgresDeltaWriter::rowsSql(QStringLiteral(
                       "INSERT INTO deltas (rid, content, tags, source, kind, subject, scope, observed_at, created_at, "
                       "media_hash, session_id, segment_id, episode_id, valid_from, valid_until, supersedes, decay_class, "
                       "expires_at, confidence, last_confirmed_at, decay_steps, recall_count, last_recalled_at, "
                       "quality_score, tier, superseded_by, state, decay_mark_at, search_language, compound_parts) VALUES "),
                   kColumns, rows,
                   // A taken id inserts nothing instead of failing: on PostgreSQL a
                   // failed statement aborts the whole transaction, and a
                   // collision must only draw a new id (RETURNING says which
                   // rows went in).
                   QStringLiteral(" ON CONFLICT (rid) DO NOTHING RETURNING rid"));
}

QVariantList valuesOf(const Delta &d)
{
    const QString tagsJson = QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(d.tags)).toJson(QJsonDocument::Compact));
    const QString language = PostgresDeltaWriter::searchLanguageOf(d.content);
    return {*DeltaId::toKey(d.id), d.content, tagsJson, d.source, kindName(d.kind),
            optText(d.subject), scopeName(d.scope), d.observedAt, d.createdAt,
            optText(d.mediaHash), optText(d.sessionId), optText(d.segmentId),
            optText(d.episodeId), optTime(d.validFrom), optTime(d.validUntil),
            optKey(d.supersedes), optText(decayClassName(d.decayClass)), optTime(d.expiresAt),
            d.confidence, optTime(d.lastConfirmedAt), d.decaySteps, d.recallCount,
            optTime(d.lastRecalledAt), d.qualityScore, tierName(d.tier),
            optKey(d.supersededBy), stateName(d.state),
            optTime(ExpiryLaws::decayMark(d.lastConfirmedAt, d.expiresAt)), language,
            PostgresDeltaWriter::compoundPartsOf(d.content, language)};
}

} // namespace

QString PostgresDeltaWriter::rowsSql(const QString &head, int columns, qsizetype rows, const QString &tail)
{
    QString one = QStringLiteral("(?");
    for (int c = 1; c < columns; ++c)
        one += QStringLiteral(",?");
    one += u')';
    QStringList all;
    all.reserve(rows);
    for (qsizetype r = 0; r < rows; ++r)
        all << one;
    return head + all.join(u',') + tail;
}

void PostgresDeltaWriter::write(QList<Delta> &deltas, const std::function<QString(qsizetype)> &redrawId)
{
    // Prepared once per statement size: full chunks share one, the last
    // chunk and a redrawn row have their own.
    QHash<qsizetype, QSqlQuery> statements;
    const auto statementFor = [&](qsizetype rows) -> QSqlQuery & {
        auto it = statements.find(rows);
        if (it == statements.end()) {
            it = statements.insert(rows, QSqlQuery(m_db));
            check(*it, it->prepare(deltasSql(rows)));
        }
        return *it;
    };
    const auto insert = [&](qsizetype from, qsizetype rows) {
        QSqlQuery &ins = statementFor(rows);
        int place = 0;
        for (qsizetype i = from; i < from + rows; ++i)
            for (const QVariant &v : valuesOf(deltas.at(i)))
                ins.bindValue(place++, v);
        check(ins, ins.exec());
        QSet<qint64> inserted;
        while (ins.next())
            inserted.insert(ins.value(0).toLongLong());
        return inserted;
    };
    for (qsizetype from = 0; from < deltas.size(); from += kRowsPerStatement) {
        const qsizetype rows = std::min(kRowsPerStatement, deltas.size() - from);
        QSet<qint64> inserted = insert(from, rows);
        if (inserted.size() == rows)
            continue;
        // Rare: an id another machine took, or one drawn twice in this
        // chunk (the second of a pair went nowhere): each such row, in
        // order, draws again.
        for (qsizetype i = from; i < from + rows; ++i) {
            if (inserted.remove(*DeltaId::toKey(deltas.at(i).id)))
                continue;
            for (int attempt = 0;; ++attempt) {
                const QString fresh = attempt < 8 ? redrawId(i) : QString();
                if (fresh.isEmpty())
                    throw TarnError::invalid(QStringLiteral("id"),
                                             WriterText::tr("a delta with id %1 is already in the lake").arg(deltas.at(i).id));
                deltas[i].id = fresh;
                if (!insert(i, 1).isEmpty())
                    break;
            }
        }
    }

    QList<std::pair<qint64, QString>> tags;
    QHash<QString, qint64> perSource;
    for (const Delta &d : std::as_const(deltas)) {
        const qint64 key = *DeltaId::toKey(d.id);
        for (const QString &t : d.tags)
            tags.append({key, t});
        ++perSource[d.source];
    }
    for (qsizetype from = 0; from < tags.size(); from += kTagsPerStatement) {
        const qsizetype rows = std::min(kTagsPerStatement, tags.size() - from);
        QSqlQuery tag(m_db);
        check(tag, tag.prepare(rowsSql(QStringLiteral("INSERT INTO delta_tags (rid, tag) VALUES "), 2, rows,
                                       QStringLiteral(" ON CONFLICT DO NOTHING"))));
        int place = 0;
        for (qsizetype i = from; i < from + rows; ++i) {
            tag.bindValue(place++, tags.at(i).first);
            tag.bindValue(place++, tags.at(i).second);
        }
        check(tag, tag.exec());
    }
    QSqlQuery stats(m_db);
    check(stats, stats.prepare(QStringLiteral("INSERT INTO source_stats (source, n) VALUES (?, ?) ON CONFLICT (source) "
                                              "DO UPDATE SET n = source_stats.n + excluded.n")));
    for (auto it = perSource.cbegin(); it != perSource.cend(); ++it) {
        stats.bindValue(0, it.key());
        stats.bindValue(1, it.value());
        check(stats, stats.exec());
    }
}

} // namespace tarn
