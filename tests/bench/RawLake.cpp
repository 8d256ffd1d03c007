#include "RawLake.h"

#include "DeltaId.h"
#include "ExpiryLaws.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <sqlite3.h>
#include <stdexcept>

namespace tarn::bench {

namespace {
void check(sqlite3 *db, int rc, const char *what)
{
    if (rc != SQLITE_OK && rc != SQLITE_DONE && rc != SQLITE_ROW)
        throw std::runtime_error(std::string(what) + ": " + sqlite3_errmsg(db));
}
void bindText(sqlite3_stmt *s, int i, const QByteArray &v)
{
    if (v.isEmpty())
        sqlite3_bind_null(s, i);
    else
        sqlite3_bind_text(s, i, v.constData(), int(v.size()), SQLITE_TRANSIENT);
}
void bindOpt(sqlite3_stmt *s, int i, std::optional<qint64> v)
{
    if (v)
        sqlite3_bind_int64(s, i, *v);
    else
        sqlite3_bind_null(s, i);
}
} // namespace

RawLake::RawLake(const QString &path)
{
    check(m_db, sqlite3_open(path.toUtf8().constData(), &m_db), "open");
    exec("PRAGMA journal_mode = WAL");
    exec("PRAGMA synchronous = NORMAL");
    exec("PRAGMA cache_size = -65536");
    exec("PRAGMA temp_store = MEMORY");
}

RawLake::~RawLake()
{
    sqlite3_close(m_db);
}

void RawLake::exec(const char *sql)
{
    char *err = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &err) != SQLITE_OK) {
        const std::string message = err ? err : "?";
        sqlite3_free(err);
        throw std::runtime_error(message);
    }
}

double RawLake::scalar(const char *sql)
{
    sqlite3_stmt *s = nullptr;
    check(m_db, sqlite3_prepare_v2(m_db, sql, -1, &s, nullptr), sql);
    double v = 0;
    if (sqlite3_step(s) == SQLITE_ROW)
        v = sqlite3_column_double(s, 0);
    sqlite3_finalize(s);
    return v;
}

void RawLake::insertBatch(const QList<Delta> &deltas)
{
    static const char *insertSql =
        "INSERT INTO deltas (rid, content, tags, source, kind, subject, scope, observed_at, created_at, media_hash, "
        "session_id, segment_id, episode_id, valid_from, valid_until, supersedes, decay_class, expires_at, confidence, "
        "last_confirmed_at, decay_steps, recall_count, last_recalled_at, quality_score, tier, superseded_by, state, "
        "decay_mark_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)";
    sqlite3_stmt *ins = nullptr, *fts = nullptr, *tag = nullptr, *stats = nullptr;
    check(m_db, sqlite3_prepare_v2(m_db, insertSql, -1, &ins, nullptr), "prepare insert");
    check(m_db, sqlite3_prepare_v2(m_db, "INSERT INTO delta_fts(rowid, content, tags) VALUES (?, ?, ?)", -1, &fts, nullptr), "prepare fts");
    check(m_db, sqlite3_prepare_v2(m_db, "INSERT OR IGNORE INTO delta_tags(rid, tag) VALUES (?, ?)", -1, &tag, nullptr), "prepare tag");
    check(m_db, sqlite3_prepare_v2(m_db, "INSERT INTO source_stats(source, n) VALUES (?, ?) ON CONFLICT(source) DO UPDATE SET n = n + excluded.n", -1, &stats, nullptr), "prepare stats");
    exec("BEGIN IMMEDIATE");
    QHash<QString, qint64> perSource;
    for (const Delta &d : deltas) {
        const qint64 key = *DeltaId::toKey(d.id);
        const QByteArray tags = QJsonDocument(QJsonArray::fromStringList(d.tags)).toJson(QJsonDocument::Compact);
        const QByteArray content = d.content.toUtf8();
        sqlite3_bind_int64(ins, 1, key);
        bindText(ins, 2, content);
        bindText(ins, 3, tags);
        bindText(ins, 4, d.source.toUtf8());
        bindText(ins, 5, kindName(d.kind).toUtf8());
        bindText(ins, 6, d.subject.toUtf8());
        bindText(ins, 7, scopeName(d.scope).toUtf8());
        sqlite3_bind_int64(ins, 8, d.observedAt);
        sqlite3_bind_int64(ins, 9, d.createdAt);
        bindText(ins, 10, d.mediaHash.toUtf8());
        bindText(ins, 11, d.sessionId.toUtf8());
        bindText(ins, 12, d.segmentId.toUtf8());
        bindText(ins, 13, d.episodeId.toUtf8());
        bindOpt(ins, 14, d.validFrom);
        bindOpt(ins, 15, d.validUntil);
        sqlite3_bind_null(ins, 16);
        bindText(ins, 17, decayClassName(d.decayClass).toUtf8());
        bindOpt(ins, 18, d.expiresAt);
        sqlite3_bind_double(ins, 19, d.confidence);
        bindOpt(ins, 20, d.lastConfirmedAt);
        sqlite3_bind_int(ins, 21, d.decaySteps);
        sqlite3_bind_int(ins, 22, d.recallCount);
        bindOpt(ins, 23, d.lastRecalledAt);
        sqlite3_bind_double(ins, 24, d.qualityScore);
        bindText(ins, 25, tierName(d.tier).toUtf8());
        sqlite3_bind_null(ins, 26);
        bindText(ins, 27, stateName(d.state).toUtf8());
        bindOpt(ins, 28, ExpiryLaws::decayMark(d.lastConfirmedAt, d.expiresAt));
        check(m_db, sqlite3_step(ins), "insert");
        sqlite3_reset(ins);
        sqlite3_bind_int64(fts, 1, key);
        bindText(fts, 2, content);
        bindText(fts, 3, tags);
        check(m_db, sqlite3_step(fts), "fts");
        sqlite3_reset(fts);
        for (const QString &t : d.tags) {
            sqlite3_bind_int64(tag, 1, key);
            bindText(tag, 2, t.toUtf8());
            check(m_db, sqlite3_step(tag), "tag");
            sqlite3_reset(tag);
        }
        ++perSource[d.source];
    }
    for (auto it = perSource.cbegin(); it != perSource.cend(); ++it) {
        bindText(stats, 1, it.key().toUtf8());
        sqlite3_bind_int64(stats, 2, it.value());
        check(m_db, sqlite3_step(stats), "stats");
        sqlite3_reset(stats);
    }
    exec("COMMIT");
    for (sqlite3_stmt *s : {ins, fts, tag, stats})
        sqlite3_finalize(s);
}

qint64 RawLake::deleteExpired(qint64 now)
{
    sqlite3_stmt *s = nullptr;
    check(m_db, sqlite3_prepare_v2(m_db, "DELETE FROM deltas WHERE expires_at IS NOT NULL AND expires_at <= ?", -1, &s, nullptr), "prepare delete");
    sqlite3_bind_int64(s, 1, now);
    check(m_db, sqlite3_step(s), "delete");
    sqlite3_finalize(s);
    return sqlite3_changes64(m_db);
}

qint64 RawLake::softDecay(qint64 now)
{
    // Seed 004, facts-db.ts, on this schema's columns.
    sqlite3_stmt *u = nullptr, *d = nullptr;
    check(m_db, sqlite3_prepare_v2(m_db,
                                   "UPDATE deltas SET confidence = confidence * 0.5 WHERE expires_at IS NOT NULL AND expires_at > ?1 "
                                   "AND last_confirmed_at IS NOT NULL AND (?1 - last_confirmed_at) > (expires_at - last_confirmed_at) * 0.75 "
                                   "AND confidence > 0.1",
                                   -1, &u, nullptr), "prepare decay");
    sqlite3_bind_int64(u, 1, now);
    exec("BEGIN IMMEDIATE");
    check(m_db, sqlite3_step(u), "decay");
    qint64 n = sqlite3_changes64(m_db);
    check(m_db, sqlite3_prepare_v2(m_db, "DELETE FROM deltas WHERE expires_at IS NOT NULL AND confidence < 0.1", -1, &d, nullptr), "prepare decay delete");
    check(m_db, sqlite3_step(d), "decay delete");
    n += sqlite3_changes64(m_db);
    exec("COMMIT");
    sqlite3_finalize(u);
    sqlite3_finalize(d);
    return n;
}

} // namespace tarn::bench
