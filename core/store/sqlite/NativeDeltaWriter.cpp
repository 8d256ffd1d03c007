// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "NativeDeltaWriter.h"

#include "SearchQuery.h"

#include "DeltaId.h"
#include "ExpiryLaws.h"
#include "LakeSchema.h"
#include "StorageErrors.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <cstring>
#include <sqlite3.h>

namespace tarn {

namespace {

void bindText(sqlite3_stmt *s, int i, const QByteArray &v)
{
    if (v.isEmpty())
        sqlite3_bind_null(s, i);
    else
        sqlite3_bind_text(s, i, v.constData(), int(v.size()), SQLITE_TRANSIENT);
}

// Enum names are few and fixed: bind them without allocating.
void bindStatic(sqlite3_stmt *s, int i, const QString &v)
{
    if (v.isEmpty()) {
        sqlite3_bind_null(s, i);
        return;
    }
    const QByteArray utf8 = v.toUtf8();
    sqlite3_bind_text(s, i, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
}

void bindOpt(sqlite3_stmt *s, int i, std::optional<qint64> v)
{
    if (v)
        sqlite3_bind_int64(s, i, *v);
    else
        sqlite3_bind_null(s, i);
}

void bindKey(sqlite3_stmt *s, int i, const QString &id)
{
    const auto key = DeltaId::toKey(id);
    if (key)
        sqlite3_bind_int64(s, i, *key);
    else
        sqlite3_bind_null(s, i);
}

} // namespace

NativeDeltaWriter::NativeDeltaWriter(sqlite3 *db) : m_db(db)
{
    m_insert = prepare(
        "INSERT INTO deltas (rid, content, tags, source, kind, subject, scope, observed_at, created_at, media_hash, "
        "session_id, segment_id, episode_id, valid_from, valid_until, supersedes, decay_class, expires_at, confidence, "
        "last_confirmed_at, decay_steps, recall_count, last_recalled_at, quality_score, tier, superseded_by, state, "
        "decay_mark_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
    m_fts = prepare("INSERT INTO delta_fts(rowid, content, tags, facets) VALUES (?, ?, ?, ?)");
    m_memoryFts = prepare(QStringLiteral("INSERT INTO %1 (rowid, content, tags, facets) VALUES (?, ?, ?, ?)")
                              .arg(LakeSchema::kMemoryIndex)
                              .toUtf8()
                              .constData());
    m_tag = prepare("INSERT OR IGNORE INTO delta_tags(rid, tag) VALUES (?, ?)");
    m_stats = prepare("INSERT INTO source_stats(source, n) VALUES (?, ?) "
                      "ON CONFLICT(source) DO UPDATE SET n = n + excluded.n");
}

NativeDeltaWriter::~NativeDeltaWriter()
{
    for (sqlite3_stmt *s : {m_insert, m_fts, m_memoryFts, m_tag, m_stats})
        sqlite3_finalize(s);
}

sqlite3_stmt *NativeDeltaWriter::prepare(const char *sql)
{
    sqlite3_stmt *s = nullptr;
    if (sqlite3_prepare_v3(m_db, sql, -1, SQLITE_PREPARE_PERSISTENT, &s, nullptr) != SQLITE_OK)
        fail(sql);
    return s;
}

void NativeDeltaWriter::fail(const char *what)
{
    const QString message = QString::fromUtf8(sqlite3_errmsg(m_db));
    throw StorageErrors::fromSqlite(sqlite3_extended_errcode(m_db), message,
                                    QStringLiteral("%1: %2").arg(message, QString::fromUtf8(what).left(80)));
}

void NativeDeltaWriter::write(QList<Delta> &deltas, const std::function<QString(qsizetype)> &redrawId)
{
    QHash<QString, qint64> perSource;
    for (qsizetype i = 0; i < deltas.size(); ++i) {
        Delta &d = deltas[i];
        const QByteArray content = d.content.toUtf8();
        const QByteArray tags = QJsonDocument(QJsonArray::fromStringList(d.tags)).toJson(QJsonDocument::Compact);
        for (;;) {
            sqlite3_stmt *s = m_insert;
            sqlite3_reset(s);
            sqlite3_bind_int64(s, 1, *DeltaId::toKey(d.id));
            bindText(s, 2, content);
            bindText(s, 3, tags);
            bindText(s, 4, d.source.toUtf8());
            bindStatic(s, 5, kindName(d.kind));
            bindText(s, 6, d.subject.toUtf8());
            bindStatic(s, 7, scopeName(d.scope));
            sqlite3_bind_int64(s, 8, d.observedAt);
            sqlite3_bind_int64(s, 9, d.createdAt);
            bindText(s, 10, d.mediaHash.toLatin1());
            bindText(s, 11, d.sessionId.toUtf8());
            bindText(s, 12, d.segmentId.toUtf8());
            bindText(s, 13, d.episodeId.toUtf8());
            bindOpt(s, 14, d.validFrom);
            bindOpt(s, 15, d.validUntil);
            bindKey(s, 16, d.supersedes);
            bindStatic(s, 17, decayClassName(d.decayClass));
            bindOpt(s, 18, d.expiresAt);
            sqlite3_bind_double(s, 19, d.confidence);
            bindOpt(s, 20, d.lastConfirmedAt);
            sqlite3_bind_int(s, 21, d.decaySteps);
            sqlite3_bind_int(s, 22, d.recallCount);
            bindOpt(s, 23, d.lastRecalledAt);
            sqlite3_bind_double(s, 24, d.qualityScore);
            bindStatic(s, 25, tierName(d.tier));
            bindKey(s, 26, d.supersededBy);
            bindStatic(s, 27, stateName(d.state));
            bindOpt(s, 28, ExpiryLaws::decayMark(d.lastConfirmedAt, d.expiresAt));
            const int rc = sqlite3_step(s);
            if (rc == SQLITE_DONE)
                break;
            const int ext = sqlite3_extended_errcode(m_db);
            if (ext == SQLITE_CONSTRAINT_PRIMARYKEY
                || (ext == SQLITE_CONSTRAINT_TRIGGER && std::strstr(sqlite3_errmsg(m_db), "already in the lake"))) {
                const QString fresh = redrawId(i);
                if (!fresh.isEmpty()) {
                    d.id = fresh;
                    continue;
                }
                sqlite3_reset(s);
                throw TarnError::invalid(QStringLiteral("id"),
                                         QCoreApplication::translate("Lake", "a delta with id %1 is already in the lake").arg(d.id));
            }
            sqlite3_reset(s);
            fail("insert delta");
        }
        const qint64 key = *DeltaId::toKey(d.id);
        const QByteArray facets = SearchQuery::facetsOf(d.source, kindName(d.kind), scopeName(d.scope)).toUtf8();
        const auto index = [&](sqlite3_stmt *fts, const char *what) {
            sqlite3_reset(fts);
            sqlite3_bind_int64(fts, 1, key);
            bindText(fts, 2, content);
            bindText(fts, 3, tags);
            bindText(fts, 4, facets);
            if (sqlite3_step(fts) != SQLITE_DONE)
                fail(what);
        };
        index(m_fts, "insert fts");
        if (LakeSchema::inMemoryIndex(d.kind))
            index(m_memoryFts, "insert into the memory index");
        for (const QString &t : std::as_const(d.tags)) {
            sqlite3_reset(m_tag);
            sqlite3_bind_int64(m_tag, 1, key);
            bindText(m_tag, 2, t.toUtf8());
            if (sqlite3_step(m_tag) != SQLITE_DONE)
                fail("insert tag");
        }
        ++perSource[d.source];
    }
    for (auto it = perSource.cbegin(); it != perSource.cend(); ++it) {
        sqlite3_reset(m_stats);
        bindText(m_stats, 1, it.key().toUtf8());
        sqlite3_bind_int64(m_stats, 2, it.value());
        if (sqlite3_step(m_stats) != SQLITE_DONE)
            fail("update source counts");
    }
    for (sqlite3_stmt *s : {m_insert, m_fts, m_memoryFts, m_tag, m_stats}) {
        sqlite3_reset(s);
        sqlite3_clear_bindings(s);
    }
}

} // namespace tarn
