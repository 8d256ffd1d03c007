#include "PostgresDeltaWriter.h"

#include "DeltaId.h"
#include "ExpiryLaws.h"
#include "LanguageGuess.h"
#include "SqlValues.h"
#include "StorageErrors.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QHash>
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

void PostgresDeltaWriter::write(QList<Delta> &deltas, const std::function<QString(qsizetype)> &redrawId)
{
    QSqlQuery ins(m_db);
    check(ins, ins.prepare(QStringLiteral(
                   "INSERT INTO deltas (rid, content, tags, source, kind, subject, scope, observed_at, created_at, "
                   "media_hash, session_id, segment_id, episode_id, valid_from, valid_until, supersedes, decay_class, "
                   "expires_at, confidence, last_confirmed_at, decay_steps, recall_count, last_recalled_at, "
                   "quality_score, tier, superseded_by, state, decay_mark_at, search_language) "
                   "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?) "
                   // A taken id inserts nothing instead of failing: on PostgreSQL a
                   // failed statement aborts the whole transaction, and a
                   // collision must only draw a new id.
                   "ON CONFLICT (rid) DO NOTHING")));
    QSqlQuery tag(m_db);
    check(tag, tag.prepare(QStringLiteral("INSERT INTO delta_tags (rid, tag) VALUES (?, ?) ON CONFLICT DO NOTHING")));
    QHash<QString, qint64> perSource;
    for (qsizetype i = 0; i < deltas.size(); ++i) {
        Delta &d = deltas[i];
        const QString tagsJson = QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(d.tags)).toJson(QJsonDocument::Compact));
        const QString language = searchLanguageOf(d.content);
        for (int attempt = 0;; ++attempt) {
            const QVariantList values{*DeltaId::toKey(d.id), d.content, tagsJson, d.source, kindName(d.kind),
                                      optText(d.subject), scopeName(d.scope), d.observedAt, d.createdAt,
                                      optText(d.mediaHash), optText(d.sessionId), optText(d.segmentId),
                                      optText(d.episodeId), optTime(d.validFrom), optTime(d.validUntil),
                                      optKey(d.supersedes), optText(decayClassName(d.decayClass)), optTime(d.expiresAt),
                                      d.confidence, optTime(d.lastConfirmedAt), d.decaySteps, d.recallCount,
                                      optTime(d.lastRecalledAt), d.qualityScore, tierName(d.tier),
                                      optKey(d.supersededBy), stateName(d.state),
                                      optTime(ExpiryLaws::decayMark(d.lastConfirmedAt, d.expiresAt)), language};
            for (qsizetype v = 0; v < values.size(); ++v)
                ins.bindValue(int(v), values.at(v));
            check(ins, ins.exec());
            if (ins.numRowsAffected() == 1)
                break;
            const QString fresh = attempt < 8 ? redrawId(i) : QString();
            if (fresh.isEmpty())
                throw TarnError::invalid(QStringLiteral("id"),
                                         WriterText::tr("a delta with id %1 is already in the lake").arg(d.id));
            d.id = fresh;
        }
        const qint64 key = *DeltaId::toKey(d.id);
        for (const QString &t : std::as_const(d.tags)) {
            tag.bindValue(0, key);
            tag.bindValue(1, t);
            check(tag, tag.exec());
        }
        ++perSource[d.source];
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
