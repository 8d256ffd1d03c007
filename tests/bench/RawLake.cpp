// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RawLake.h"

#include "Delta.h"
#include "DeltaId.h"
#include "ExpiryLaws.h"
#include "FtsStemmingTokenizer.h"
#include "LakeSchema.h"
#include "SearchQuery.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <QElapsedTimer>
#include <QHash>
#include <QSet>
#include <sqlite3.h>
#include <stdexcept>
#include <string>

namespace tarn::bench {

namespace {

[[noreturn]] void fail(sqlite3 *db, const char *what)
{
    throw std::runtime_error(std::string(what) + ": " + (db ? sqlite3_errmsg(db) : "?"));
}

void bindText(sqlite3_stmt *s, int i, const QByteArray &v)
{
    if (v.isEmpty())
        sqlite3_bind_null(s, i);
    else
        sqlite3_bind_text(s, i, v.constData(), int(v.size()), SQLITE_STATIC);
}

void bindOpt(sqlite3_stmt *s, int i, std::optional<qint64> v)
{
    if (v)
        sqlite3_bind_int64(s, i, *v);
    else
        sqlite3_bind_null(s, i);
}

// A prepared statement that finalizes itself.
class Stmt
{
public:
    Stmt(sqlite3 *db, const char *sql) : m_db(db)
    {
        if (sqlite3_prepare_v2(db, sql, -1, &m_s, nullptr) != SQLITE_OK)
            fail(db, sql);
    }
    ~Stmt() { sqlite3_finalize(m_s); }
    Stmt(const Stmt &) = delete;
    Stmt &operator=(const Stmt &) = delete;
    operator sqlite3_stmt *() const { return m_s; }
    void done(const char *what)
    {
        if (sqlite3_step(m_s) != SQLITE_DONE)
            fail(m_db, what);
        sqlite3_reset(m_s);
    }

private:
    sqlite3 *m_db;
    sqlite3_stmt *m_s = nullptr;
};

} // namespace

RawLake::RawLake(const QString &path, const QStringList &ddl)
{
    open(path);
    exec("BEGIN");
    for (const QString &sql : ddl)
        exec(sql.toUtf8().constData());
    exec("COMMIT");
}

RawLake::RawLake(const QString &path)
{
    open(path);
}

void RawLake::open(const QString &path)
{
    if (sqlite3_open(path.toUtf8().constData(), &m_db) != SQLITE_OK)
        fail(m_db, "open");
    // The same index as Tarn's: its stemming tokenizer, so the twin does the
    // same work (every insert and delete tokenizes and stems the text).
    if (!FtsStemmingTokenizer::registerWith(m_db))
        fail(m_db, "register the tarn_stem tokenizer");
    // Lake::open's busy timeout and pragmas, nothing more.
    sqlite3_busy_timeout(m_db, 10000);
    exec("PRAGMA journal_mode = WAL");
    exec("PRAGMA journal_size_limit = 67108864");
    exec("PRAGMA synchronous = NORMAL");
    exec("PRAGMA cache_size = -65536");
    exec("PRAGMA temp_store = MEMORY");
    exec("PRAGMA foreign_keys = OFF");
}

void RawLake::adoptIndexesOf(const QString &tarnPath)
{
    sqlite3 *tarn = nullptr;
    if (sqlite3_open_v2(tarnPath.toUtf8().constData(), &tarn, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK)
        fail(tarn, "open the Tarn lake");
    sqlite3_stmt *st = nullptr;
    QList<QByteArray> ddl;
    if (sqlite3_prepare_v2(tarn, "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'deltas' AND sql IS NOT NULL",
                           -1, &st, nullptr) != SQLITE_OK)
        fail(tarn, "read the Tarn lake's indexes");
    while (sqlite3_step(st) == SQLITE_ROW)
        ddl << QByteArray(reinterpret_cast<const char *>(sqlite3_column_text(st, 0)));
    sqlite3_finalize(st);
    // Schema 11's index of a person's memories: its view, its table and
    // its delete trigger, in the order Tarn made them, then filled.
    QList<QByteArray> memoryIndex;
    if (scalar("SELECT count(*) FROM sqlite_master WHERE name = 'memory_fts'") == 0) {
        if (sqlite3_prepare_v2(tarn, "SELECT sql FROM sqlite_master WHERE name IN ('memory_rows', 'memory_fts', "
                                     "'deltas_after_delete_memory') ORDER BY rowid",
                               -1, &st, nullptr) != SQLITE_OK)
            fail(tarn, "read the Tarn lake's memory index");
        while (sqlite3_step(st) == SQLITE_ROW)
            memoryIndex << QByteArray(reinterpret_cast<const char *>(sqlite3_column_text(st, 0)));
        sqlite3_finalize(st);
    }
    sqlite3_close(tarn);
    for (QByteArray sql : std::as_const(ddl)) {
        sql.replace("CREATE INDEX ", "CREATE INDEX IF NOT EXISTS ");
        exec(sql.constData());
    }
    if (!memoryIndex.isEmpty()) {
        exec("BEGIN");
        for (const QByteArray &sql : std::as_const(memoryIndex))
            exec(sql.constData());
        exec("INSERT INTO memory_fts(memory_fts) VALUES ('rebuild')");
        exec("COMMIT");
    }
}

QString RawLake::version()
{
    return QString::fromLatin1(sqlite3_libversion());
}

RawLake::~RawLake()
{
    sqlite3_close_v2(m_db);
}

void RawLake::exec(const char *sql)
{
    char *err = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &err) != SQLITE_OK) {
        const std::string message = std::string(sql).substr(0, 80) + ": " + (err ? err : "?");
        sqlite3_free(err);
        throw std::runtime_error(message);
    }
}

qint64 RawLake::scalar(const char *sql)
{
    Stmt s(m_db, sql);
    return sqlite3_step(s) == SQLITE_ROW ? sqlite3_column_int64(s, 0) : 0;
}

double RawLake::real(const char *sql)
{
    Stmt s(m_db, sql);
    return sqlite3_step(s) == SQLITE_ROW ? sqlite3_column_double(s, 0) : 0.0;
}

void RawLake::insertBatch(const RawRow *rows, qsizetype count)
{
    // The same columns, in the same order, as Tarn's writer.
    Stmt ins(m_db,
             "INSERT INTO deltas (rid, content, tags, source, kind, subject, scope, observed_at, created_at, media_hash, "
             "session_id, segment_id, episode_id, valid_from, valid_until, supersedes, decay_class, expires_at, confidence, "
             "last_confirmed_at, decay_steps, recall_count, last_recalled_at, quality_score, tier, superseded_by, state, "
             "decay_mark_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
    Stmt fts(m_db, "INSERT INTO delta_fts(rowid, content, tags, facets) VALUES (?, ?, ?, ?)");
    // And a person's kinds into their own index, as Tarn's writer does
    // (schema 11, LakeSchema memoryIndexV11).
    Stmt memoryFts(m_db, "INSERT INTO memory_fts(rowid, content, tags, facets) VALUES (?, ?, ?, ?)");
    QSet<QByteArray> memoryKinds;
    for (Kind k : LakeSchema::memoryIndexKinds())
        memoryKinds.insert(kindName(k).toUtf8());
    Stmt tag(m_db, "INSERT OR IGNORE INTO delta_tags(rid, tag) VALUES (?, ?)");
    Stmt stats(m_db, "INSERT INTO source_stats(source, n) VALUES (?, ?) "
                     "ON CONFLICT(source) DO UPDATE SET n = n + excluded.n");
    // Columns every row leaves NULL or at its default.
    for (int i : {6, 10, 12, 13, 14, 15, 16, 23, 26})
        sqlite3_bind_null(ins, i);
    sqlite3_bind_text(ins, 7, "local", 5, SQLITE_STATIC);
    sqlite3_bind_double(ins, 19, 1.0);
    sqlite3_bind_int(ins, 21, 0);
    sqlite3_bind_int(ins, 22, 0);
    sqlite3_bind_double(ins, 24, 1.0);
    sqlite3_bind_text(ins, 25, "stm", 3, SQLITE_STATIC);
    sqlite3_bind_text(ins, 27, "active", 6, SQLITE_STATIC);

    exec("BEGIN IMMEDIATE");
    QHash<QByteArray, qint64> perSource;
    for (qsizetype i = 0; i < count; ++i) {
        const RawRow &r = rows[i];
        sqlite3_bind_int64(ins, 1, r.rid);
        bindText(ins, 2, r.content);
        bindText(ins, 3, r.tagsJson);
        bindText(ins, 4, r.source);
        bindText(ins, 5, r.kind);
        sqlite3_bind_int64(ins, 8, r.observedAt);
        sqlite3_bind_int64(ins, 9, r.createdAt);
        bindText(ins, 11, r.sessionId);
        bindText(ins, 17, r.decayClass);
        bindOpt(ins, 18, r.expiresAt);
        bindOpt(ins, 20, r.lastConfirmedAt);
        bindOpt(ins, 28, r.decayMarkAt);
        ins.done("insert delta");
        for (Stmt *index : {&fts, &memoryFts}) {
            if (index == &memoryFts && !memoryKinds.contains(r.kind))
                continue;
            sqlite3_bind_int64(*index, 1, r.rid);
            bindText(*index, 2, r.content);
            bindText(*index, 3, r.tagsJson);
            bindText(*index, 4, r.facets);
            index->done("insert fts");
        }
        for (const QByteArray &t : r.tags) {
            sqlite3_bind_int64(tag, 1, r.rid);
            bindText(tag, 2, t);
            tag.done("insert tag");
        }
        ++perSource[r.source];
    }
    for (auto it = perSource.cbegin(); it != perSource.cend(); ++it) {
        bindText(stats, 1, it.key());
        sqlite3_bind_int64(stats, 2, it.value());
        stats.done("source counts");
    }
    exec("COMMIT");
}

qint64 RawLake::deleteExpired(qint64 now)
{
    Stmt s(m_db, "DELETE FROM deltas WHERE expires_at <= ?");
    sqlite3_bind_int64(s, 1, now);
    s.done("delete expired");
    return sqlite3_changes64(m_db);
}

RawLake::DecayResult RawLake::softDecay(qint64 now, qint64 intervalMs)
{
    DecayResult out;
    // Seed 004 (facts-db.ts): "* 0.5" becomes one halving per interval
    // elapsed since the 75 % mark (decay_mark_at), remembered in
    // decay_steps, as DESIGN §3 asks. Only facts stored with a decay class
    // (ExpiryLaws::softDecaysSql, issue 19): a source's expiry is kept.
    Stmt upd(m_db,
             "UPDATE deltas SET "
             "confidence = confidence / (1 << min(1 + (?1 - decay_mark_at) / ?2 - decay_steps, 62)), "
             "decay_steps = 1 + (?1 - decay_mark_at) / ?2 "
             "WHERE decay_class IN ('stable','active','session','checkpoint') "
             "AND decay_mark_at IS NOT NULL AND decay_mark_at < ?1 AND expires_at IS NOT NULL AND expires_at > ?1 "
             "AND 1 + (?1 - decay_mark_at) / ?2 > decay_steps");
    sqlite3_bind_int64(upd, 1, now);
    sqlite3_bind_int64(upd, 2, intervalMs);
    QElapsedTimer t;
    t.start();
    upd.done("decay update");
    out.updateMs = double(t.nsecsElapsed()) / 1e6;
    out.updated = sqlite3_changes64(m_db);
    Stmt del(m_db, "DELETE FROM deltas WHERE confidence < 0.1 AND decay_class IN ('stable','active','session','checkpoint')");
    t.restart();
    del.done("decay delete");
    out.deleteMs = double(t.nsecsElapsed()) / 1e6;
    out.deleted = sqlite3_changes64(m_db);
    return out;
}

int RawLake::perSourceCountsAndNextExpiry(qint64 now)
{
    Stmt counts(m_db, "SELECT source, n FROM source_stats WHERE n > 0 ORDER BY n DESC, source");
    Stmt next(m_db, "SELECT min(expires_at) FROM deltas WHERE source = ? AND expires_at > ?");
    int sources = 0;
    while (sqlite3_step(counts) == SQLITE_ROW) {
        ++sources;
        sqlite3_bind_text(next, 1, reinterpret_cast<const char *>(sqlite3_column_text(counts, 0)),
                          sqlite3_column_bytes(counts, 0), SQLITE_TRANSIENT);
        sqlite3_bind_int64(next, 2, now);
        if (sqlite3_step(next) != SQLITE_ROW)
            fail(m_db, "next expiry");
        sqlite3_reset(next);
    }
    return sources;
}

RawStats RawLake::statsRest(qint64 now)
{
    RawStats s;
    s.sources = perSourceCountsAndNextExpiry(now);
    s.total = scalar("SELECT sum(n) FROM source_stats");
    s.observed = scalar("SELECT count(*) FROM deltas WHERE expires_at IS NOT NULL");
    {
        Stmt q(m_db, "SELECT count(*) FROM deltas WHERE expires_at IS NOT NULL AND expires_at <= ?");
        sqlite3_bind_int64(q, 1, now);
        sqlite3_step(q);
        s.expiredPending = sqlite3_column_int64(q, 0);
    }
    {
        Stmt q(m_db, "SELECT min(expires_at) FROM deltas WHERE expires_at IS NOT NULL AND expires_at > ?");
        sqlite3_bind_int64(q, 1, now);
        sqlite3_step(q);
    }
    {
        Stmt q(m_db, "SELECT decay_class, count(*) FROM deltas WHERE decay_class IS NOT NULL GROUP BY 1");
        while (sqlite3_step(q) == SQLITE_ROW) {
        }
    }
    return s;
}

RawRow RawLake::rowOf(const Delta &d)
{
    RawRow r;
    r.rid = *DeltaId::toKey(d.id);
    r.content = d.content.toUtf8();
    r.tagsJson = QJsonDocument(QJsonArray::fromStringList(d.tags)).toJson(QJsonDocument::Compact);
    for (const QString &t : d.tags)
        r.tags << t.toUtf8();
    r.source = d.source.toUtf8();
    r.kind = kindName(d.kind).toUtf8();
    r.sessionId = d.sessionId.toUtf8();
    r.decayClass = decayClassName(d.decayClass).toUtf8();
    r.facets = SearchQuery::facetsOf(d.source, kindName(d.kind), scopeName(d.scope)).toUtf8();
    r.observedAt = d.observedAt;
    r.createdAt = d.createdAt;
    r.expiresAt = d.expiresAt;
    r.lastConfirmedAt = d.lastConfirmedAt;
    r.decayMarkAt = ExpiryLaws::decayMark(d.lastConfirmedAt, d.expiresAt);
    return r;
}

QStringList RawLake::schemaOf(QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL AND tbl_name IN "
                               "('deltas', 'delta_tags', 'delta_fts', 'source_stats', 'delta_vectors', "
                               "'delta_vectors_gone', 'memory_rows', 'memory_fts') ORDER BY rowid")))
        throw std::runtime_error(q.lastError().text().toStdString());
    QStringList ddl, names;
    while (q.next()) {
        names << q.value(0).toString();
        // The DDL as Tarn's, tokenizer included (registered in open()): with
        // FTS5's plain unicode61 instead, the twin skipped the stemming every
        // insert and every delete of a row pays (issue 20's index), and the
        // ratios measured that rather than Tarn's own overhead.
        ddl << q.value(1).toString();
    }
    for (const char *required : {"deltas", "deltas_source_expires", "deltas_expires", "deltas_decay_mark", "delta_tags",
                                 "delta_tags_tag", "delta_fts", "source_stats", "deltas_after_delete",
                                 "deltas_append_only", "deltas_after_delete_vector", "memory_fts",
                                 "deltas_after_delete_memory"})
        if (!names.contains(QLatin1String(required)))
            throw std::runtime_error(std::string("the lake has no ") + required);
    return ddl;
}

} // namespace tarn::bench
