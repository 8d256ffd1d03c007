// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "PostgresSchema.h"

#include "PostgresDeltaWriter.h"
#include "TarnError.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <limits>

namespace tarn {

namespace {

struct SchemaText
{
    Q_DECLARE_TR_FUNCTIONS(PostgresSchema)
};

void exec(QSqlDatabase &db, const QString &sql)
{
    LakeSchema::exec(db, sql);
}

// A delete takes its rows' tags, their sources' counts and their vectors
// with it (SQLite: deltas_after_delete and deltas_after_delete_vector), once
// per statement over the rows it removed, not once per row. Per row, each
// removed delta ran three statements through PL/pgSQL and updated its
// source's count once more in the same transaction, so every update had to
// step over the versions of that row the transaction had made before it:
// raw PostgreSQL's single DELETE of 285k expired rows took 12 minutes on the
// 1M-delta bench lake, and a reaper slice of 400 rows 6.6 ms where per
// statement takes 2.7 ms (100k lake, psql, 65 slices each). The counts'
// rows are locked in one order, so two deletes on different machines
// cannot deadlock on them.
void deltasLeaveInSets(QSqlDatabase &db)
{
    exec(db, QStringLiteral(R"(
CREATE OR REPLACE FUNCTION tarn_deltas_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM delta_tags t USING gone g WHERE t.rid = g.rid;
    PERFORM 1 FROM source_stats WHERE source IN (SELECT source FROM gone) ORDER BY source FOR UPDATE;
    UPDATE source_stats s SET n = s.n - c.k
      FROM (SELECT source, count(*) AS k FROM gone GROUP BY source) c WHERE s.source = c.source;
    DELETE FROM delta_vectors v USING gone g WHERE v.rid = g.rid;
    RETURN NULL;
END $$)"));
    exec(db, QStringLiteral("DROP TRIGGER IF EXISTS deltas_after_delete ON deltas"));
    exec(db, QStringLiteral("CREATE TRIGGER deltas_after_delete AFTER DELETE ON deltas REFERENCING OLD TABLE AS gone "
                            "FOR EACH STATEMENT EXECUTE FUNCTION tarn_deltas_gone()"));
    exec(db, QStringLiteral("DROP FUNCTION IF EXISTS tarn_deltas_after_delete()"));
}

// Whether the lake still keeps its delete upkeep row by row, as lakes made
// before 2026-11-27 do. The change holds the same data, so it is no schema
// version of its own (a version is what both engines hold, and a new one
// would make every file lake take a snapshot for nothing): each open
// mends it, in the migration's transaction.
bool deltasLeaveOneByOne(QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT (tgtype & 1) = 1 FROM pg_trigger WHERE tgrelid = 'deltas'::regclass "
                               "AND tgname = 'deltas_after_delete'")))
        throw TarnError::storage(q.lastError().text());
    return q.next() && q.value(0).toBool();
}

// The lake as SQLite's version 7 has it, in one step: a PostgreSQL lake
// starts at today's schema, and later versions add the same steps to both
// engines.
void createV7(QSqlDatabase &db)
{
    // rid is the delta id's 48-bit value, as on SQLite. search_language is
    // decided once by the writer from the content (LanguageGuess), so it is
    // a content column like the rest.
    exec(db, QStringLiteral(R"(
CREATE TABLE deltas (
    rid               BIGINT  PRIMARY KEY,
    content           TEXT    NOT NULL,
    tags              TEXT    NOT NULL DEFAULT '[]',
    source            TEXT    NOT NULL,
    kind              TEXT    NOT NULL CHECK (kind IN ('fact','preference','goal','decision','event','question',
                                  'insight','synthesis','profile','episode','observation')),
    subject           TEXT,
    scope             TEXT    NOT NULL DEFAULT 'local' CHECK (scope IN ('local','team','company','public')),
    observed_at       BIGINT  NOT NULL,
    created_at        BIGINT  NOT NULL,
    media_hash        TEXT,
    session_id        TEXT,
    segment_id        TEXT,
    episode_id        TEXT,
    valid_from        BIGINT,
    valid_until       BIGINT,
    supersedes        BIGINT,
    search_language   TEXT    NOT NULL DEFAULT 'en' CHECK (search_language IN ('en','de','en+de')),
    -- lifecycle: only the policy engines change these
    decay_class       TEXT    CHECK (decay_class IS NULL OR decay_class IN ('permanent','stable','active','session','checkpoint')),
    expires_at        BIGINT,
    confidence        DOUBLE PRECISION NOT NULL DEFAULT 1.0 CHECK (confidence >= 0.0 AND confidence <= 1.0),
    last_confirmed_at BIGINT,
    decay_mark_at     BIGINT,
    decay_steps       INTEGER NOT NULL DEFAULT 0,
    recall_count      INTEGER NOT NULL DEFAULT 0,
    last_recalled_at  BIGINT,
    quality_score     DOUBLE PRECISION NOT NULL DEFAULT 1.0,
    tier              TEXT    NOT NULL DEFAULT 'stm' CHECK (tier IN ('stm','episodic','semantic')),
    superseded_by     BIGINT,
    state             TEXT    NOT NULL DEFAULT 'active' CHECK (state IN ('active','forgotten','invalidated')),
    policy_decayed_at BIGINT,
    search            TSVECTOR GENERATED ALWAYS AS (
        CASE search_language
            WHEN 'de' THEN to_tsvector('german', content)
            WHEN 'en+de' THEN to_tsvector('english', content) || to_tsvector('german', content)
            ELSE to_tsvector('english', content)
        END || to_tsvector('simple', content) || to_tsvector('simple', tags)) STORED
))"));
    // The same indexes as SQLite's, for the same questions (LakeSchema).
    exec(db, QStringLiteral("CREATE INDEX deltas_source_expires ON deltas(source, expires_at)"));
    exec(db, QStringLiteral("CREATE INDEX deltas_source ON deltas(source, rid)"));
    exec(db, QStringLiteral("CREATE INDEX deltas_expires ON deltas(expires_at) WHERE expires_at IS NOT NULL"));
    exec(db, QStringLiteral("CREATE INDEX deltas_decay_mark ON deltas(decay_mark_at) WHERE decay_mark_at IS NOT NULL"));
    exec(db, QStringLiteral("CREATE INDEX deltas_decay_class ON deltas(decay_class) WHERE decay_class IS NOT NULL"));
    exec(db, QStringLiteral("CREATE INDEX deltas_media ON deltas(media_hash) WHERE media_hash IS NOT NULL"));
    exec(db, QStringLiteral("CREATE INDEX deltas_session ON deltas(session_id, rid) WHERE session_id IS NOT NULL"));
    exec(db, QStringLiteral("CREATE INDEX deltas_search ON deltas USING GIN (search)"));

    // SQLite's two-argument min() and max() (the deadline of ExpiryLaws
    // uses them), so the laws' SQL reads the same on both engines.
    for (const char *type : {"bigint", "double precision"}) {
        exec(db, QStringLiteral("CREATE FUNCTION min(a %1, b %1) RETURNS %1 LANGUAGE sql IMMUTABLE PARALLEL SAFE "
                                "AS 'SELECT LEAST(a, b)'").arg(QLatin1String(type)));
        exec(db, QStringLiteral("CREATE FUNCTION max(a %1, b %1) RETURNS %1 LANGUAGE sql IMMUTABLE PARALLEL SAFE "
                                "AS 'SELECT GREATEST(a, b)'").arg(QLatin1String(type)));
    }

    exec(db, QStringLiteral(
        "CREATE TABLE delta_tags (rid BIGINT NOT NULL, tag TEXT NOT NULL, PRIMARY KEY (rid, tag))"));
    exec(db, QStringLiteral("CREATE INDEX delta_tags_tag ON delta_tags(tag)"));
    exec(db, QStringLiteral("CREATE TABLE source_stats (source TEXT PRIMARY KEY, n BIGINT NOT NULL DEFAULT 0)"));

    // Append-only is a database fact. Listing the content columns in the
    // trigger fires it whenever an UPDATE names one, as SQLite's does.
    exec(db, QStringLiteral(R"(
CREATE FUNCTION tarn_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION '%', TG_ARGV[0] USING ERRCODE = 'restrict_violation';
END $$)"));
    exec(db, QStringLiteral(R"(
CREATE TRIGGER deltas_append_only BEFORE UPDATE OF
    rid, content, tags, source, kind, subject, scope, observed_at, created_at, media_hash,
    session_id, segment_id, episode_id, valid_from, valid_until, supersedes, search_language
ON deltas FOR EACH ROW EXECUTE FUNCTION tarn_refuse('tarn: deltas are append-only; content columns cannot be updated'))"));
    // TRUNCATE fires no row triggers: it would empty the lake past the
    // delete trigger's upkeep (tags, counts, vectors).
    exec(db, QStringLiteral("CREATE TRIGGER deltas_no_truncate BEFORE TRUNCATE ON deltas FOR EACH STATEMENT "
                            "EXECUTE FUNCTION tarn_refuse('tarn: deltas leave the lake one by one (reaper, forget), never by TRUNCATE')"));

    // Every window on every machine hears of a change within a round trip:
    // one notification per statement, however many rows it touched.
    exec(db, QStringLiteral(R"(
CREATE FUNCTION tarn_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('%1', lower(TG_OP));
    RETURN NULL;
END $$)").arg(PostgresSchema::kChangeChannel));
    exec(db, QStringLiteral("CREATE TRIGGER deltas_notify AFTER INSERT OR UPDATE OR DELETE ON deltas "
                            "FOR EACH STATEMENT EXECUTE FUNCTION tarn_notify_change()"));

    exec(db, QStringLiteral(R"(
CREATE TABLE source_settings (
    source      TEXT PRIMARY KEY,
    expiry_ms   BIGINT,
    never       INTEGER NOT NULL DEFAULT 0,
    decay_class TEXT,
    updated_at  BIGINT NOT NULL
))"));

    exec(db, QStringLiteral(R"(
CREATE TABLE audit (
    seq      BIGINT  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at       BIGINT  NOT NULL,
    actor    TEXT    NOT NULL,
    op       TEXT    NOT NULL,
    delta_id TEXT,
    count    BIGINT,
    detail   TEXT
))"));
    exec(db, QStringLiteral("CREATE INDEX audit_op_at ON audit(op, at)"));
    exec(db, QStringLiteral("CREATE TRIGGER audit_no_update BEFORE UPDATE ON audit FOR EACH ROW "
                            "EXECUTE FUNCTION tarn_refuse('tarn: the audit log is append-only')"));
    exec(db, QStringLiteral("CREATE TRIGGER audit_no_delete BEFORE DELETE ON audit FOR EACH ROW "
                            "EXECUTE FUNCTION tarn_refuse('tarn: the audit log is append-only')"));
    exec(db, QStringLiteral("CREATE TRIGGER audit_no_truncate BEFORE TRUNCATE ON audit FOR EACH STATEMENT "
                            "EXECUTE FUNCTION tarn_refuse('tarn: the audit log is append-only')"));

    exec(db, QStringLiteral(R"(
CREATE TABLE source_instances (
    name          TEXT PRIMARY KEY,
    type          TEXT    NOT NULL,
    settings      TEXT    NOT NULL,
    paused        INTEGER NOT NULL DEFAULT 0,
    created_at    BIGINT  NOT NULL,
    status        TEXT    NOT NULL DEFAULT 'new',
    error         TEXT,
    failures      INTEGER NOT NULL DEFAULT 0,
    last_poll_at  BIGINT,
    last_ok_at    BIGINT,
    next_poll_at  BIGINT,
    etag          TEXT,
    last_modified TEXT,
    cursor        TEXT,
    items_written BIGINT  NOT NULL DEFAULT 0
))"));
    exec(db, QStringLiteral(R"(
CREATE TABLE source_seen (
    name     TEXT    NOT NULL,
    item_key TEXT    NOT NULL,
    seen_at  BIGINT  NOT NULL,
    delta_id TEXT,
    PRIMARY KEY (name, item_key)
))"));

    exec(db, QStringLiteral(R"(
CREATE TABLE delta_vectors (
    seq         BIGINT  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    rid         BIGINT  NOT NULL UNIQUE,
    model       TEXT    NOT NULL,
    dim         INTEGER NOT NULL CHECK (dim > 0),
    vec         BYTEA   NOT NULL CHECK (octet_length(vec) = 4 * dim),
    embedded_at BIGINT  NOT NULL
))"));
    exec(db, QStringLiteral("CREATE INDEX delta_vectors_model ON delta_vectors(model, seq)"));
    exec(db, QStringLiteral(R"(
CREATE TABLE delta_vectors_gone (
    seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    rid BIGINT NOT NULL,
    at  BIGINT NOT NULL
))"));
    exec(db, QStringLiteral(R"(
CREATE FUNCTION tarn_vector_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO delta_vectors_gone (rid, at)
    VALUES (OLD.rid, (extract(epoch FROM clock_timestamp()) * 1000)::bigint);
    RETURN OLD;
END $$)"));
    exec(db, QStringLiteral("CREATE TRIGGER delta_vectors_after_delete AFTER DELETE ON delta_vectors "
                            "FOR EACH ROW EXECUTE FUNCTION tarn_vector_gone()"));
    exec(db, QStringLiteral(R"(
CREATE TABLE embedding_state (
    id            INTEGER PRIMARY KEY CHECK (id = 1),
    model         TEXT,
    last_error    TEXT,
    last_error_at BIGINT,
    last_ok_at    BIGINT
))"));
    exec(db, QStringLiteral("INSERT INTO embedding_state (id) VALUES (1)"));
    // After delta_vectors exists: the trigger's function names it.
    deltasLeaveInSets(db);

    // Media live in the lake itself, addressed by their SHA-256, so every
    // machine sharing the lake shows the same images.
    exec(db, QStringLiteral(R"(
CREATE TABLE media (
    hash      TEXT    PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
    bytes     BYTEA   NOT NULL,
    stored_at BIGINT  NOT NULL
))"));
}

// Version 8, as SQLite's (LakeSchema.cpp): list by observation time, with
// rid as the tie-breaker in the index itself (SQLite's carry the rowid).
void observedOrderV8(QSqlDatabase &db)
{
    exec(db, QStringLiteral("DROP INDEX deltas_source"));
    exec(db, QStringLiteral("CREATE INDEX deltas_source_observed ON deltas(source, observed_at, rid)"));
    exec(db, QStringLiteral("CREATE INDEX deltas_observed ON deltas(observed_at, rid)"));
    exec(db, QStringLiteral("CREATE INDEX deltas_hidden ON deltas(observed_at, rid) WHERE state IN ('forgotten', 'invalidated')"));
}

// Version 9, as SQLite's (LakeSchema.cpp), the same statement: the
// expression index uses the min()/max() functions created in version 7,
// which are IMMUTABLE so an index may hold them.
void deadlinesV9(QSqlDatabase &db)
{
    exec(db, LakeSchema::deadlineIndexV9());
}

// Version 10, as SQLite's (LakeSchema.cpp): German compounds' parts in the
// index. The server cannot split "Fixzinskredit" (its dictionaries would
// have to be installed on it), so the writer does (Decompounder) and keeps
// the parts in a column of their own, and the generated tsvector reads it.
// The rows already there get theirs here, before the column joins the
// append-only trigger's list: derived from the content, it never changes.
//
// On a large lake (measured in docs/BENCHMARKS.md) the order matters: the
// tsvector goes first, so an update neither computes it again nor touches
// its GIN index; the rows are read a page at a time by rid, so memory stays
// one page whatever the lake holds; the parts go into a temporary table
// kCompoundRowsPerInsert rows a statement and into deltas in one UPDATE,
// instead of a round trip per row.
constexpr int kCompoundPage = 5000;
constexpr int kCompoundRowsPerInsert = 500;

void compoundPartsV10(QSqlDatabase &db)
{
    exec(db, QStringLiteral("ALTER TABLE deltas DROP COLUMN search")); // its GIN index goes with it
    exec(db, QStringLiteral("ALTER TABLE deltas ADD COLUMN compound_parts TEXT NOT NULL DEFAULT ''"));
    exec(db, QStringLiteral("CREATE TEMPORARY TABLE compound_parts_v10 (rid BIGINT PRIMARY KEY, parts TEXT NOT NULL) "
                            "ON COMMIT DROP"));
    QHash<qsizetype, QSqlQuery> inserts; // prepared once per row count
    const auto insert = [&](const QList<std::pair<qint64, QString>> &rows) {
        if (rows.isEmpty())
            return;
        auto it = inserts.find(rows.size());
        if (it == inserts.end()) {
            it = inserts.insert(rows.size(), QSqlQuery(db));
            if (!it->prepare(PostgresDeltaWriter::rowsSql(QStringLiteral("INSERT INTO compound_parts_v10 (rid, parts) VALUES "), 2,
                                                          rows.size())))
                throw TarnError::storage(it->lastError().text());
        }
        for (const auto &[rid, parts] : rows) {
            it->addBindValue(rid);
            it->addBindValue(parts);
        }
        if (!it->exec())
            throw TarnError::storage(it->lastError().text());
    };
    QSqlQuery page(db);
    page.setForwardOnly(true);
    if (!page.prepare(QStringLiteral("SELECT rid, content, search_language FROM deltas "
                                     "WHERE search_language <> 'en' AND rid > :after ORDER BY rid LIMIT :page")))
        throw TarnError::storage(page.lastError().text());
    QList<std::pair<qint64, QString>> pending;
    for (qint64 after = std::numeric_limits<qint64>::min();;) {
        page.bindValue(QStringLiteral(":after"), after);
        page.bindValue(QStringLiteral(":page"), kCompoundPage);
        if (!page.exec())
            throw TarnError::storage(page.lastError().text());
        // The page is read whole before anything else is sent: a forward-only
        // query holds the connection until its last row.
        struct Row { qint64 rid; QString content; QString language; };
        QList<Row> rows;
        while (page.next())
            rows.append({page.value(0).toLongLong(), page.value(1).toString(), page.value(2).toString()});
        page.finish();
        for (const Row &row : std::as_const(rows)) {
            const QString p = PostgresDeltaWriter::compoundPartsOf(row.content, row.language);
            if (!p.isEmpty())
                pending.append({row.rid, p});
            if (pending.size() == kCompoundRowsPerInsert) {
                insert(pending);
                pending.clear();
            }
        }
        if (rows.size() < kCompoundPage)
            break;
        after = rows.constLast().rid;
    }
    insert(pending);
    exec(db, QStringLiteral("UPDATE deltas SET compound_parts = t.parts FROM compound_parts_v10 t WHERE deltas.rid = t.rid"));
    exec(db, QStringLiteral("DROP TRIGGER deltas_append_only ON deltas"));
    exec(db, QStringLiteral(R"(
CREATE TRIGGER deltas_append_only BEFORE UPDATE OF
    rid, content, tags, source, kind, subject, scope, observed_at, created_at, media_hash,
    session_id, segment_id, episode_id, valid_from, valid_until, supersedes, search_language, compound_parts
ON deltas FOR EACH ROW EXECUTE FUNCTION tarn_refuse('tarn: deltas are append-only; content columns cannot be updated'))"));
    // The tsvector and its index are made again, with the parts in.
    exec(db, QStringLiteral(R"(
ALTER TABLE deltas ADD COLUMN search TSVECTOR GENERATED ALWAYS AS (
    CASE search_language
        WHEN 'de' THEN to_tsvector('german', content)
        WHEN 'en+de' THEN to_tsvector('english', content) || to_tsvector('german', content)
        ELSE to_tsvector('english', content)
    END || to_tsvector('simple', content) || to_tsvector('simple', tags)
        || to_tsvector('german', compound_parts)) STORED)"));
    exec(db, QStringLiteral("CREATE INDEX deltas_search ON deltas USING GIN (search)"));
}

// Version 11 is SQLite's index of a person's memories (LakeSchema
// memoryIndexV11), kept so the two engines' versions stay one history
// (LakeCopyTables::kSchemaVersion). PostgreSQL needs nothing for it: its
// walk for those kinds goes on from where the walk of every kind stopped
// (PostgresRecallSearch::windowStart), reading no match twice.
void memoryIndexV11(QSqlDatabase &)
{
}

} // namespace

QList<MigrationStep> PostgresSchema::steps()
{
    return {
        {7, QStringLiteral("create the lake on PostgreSQL (as SQLite's version 7)"), createV7},
        {8, QStringLiteral("indexes that list the lake by when each delta was observed"), observedOrderV8},
        {9, QStringLiteral("an index of each source's deadlines (soft decay included)"), deadlinesV9},
        {10, QStringLiteral("German compounds' parts in the search index"), compoundPartsV10},
        {11, QStringLiteral("nothing on PostgreSQL (SQLite's index of a person's memories)"), memoryIndexV11},
    };
}

int PostgresSchema::currentVersion()
{
    return steps().constLast().version;
}

int PostgresSchema::version(QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT to_regclass('tarn_schema') IS NOT NULL")) || !q.next())
        throw TarnError::storage(q.lastError().text());
    if (!q.value(0).toBool())
        return 0;
    if (!q.exec(QStringLiteral("SELECT version FROM tarn_schema")) || !q.next())
        throw TarnError::storage(SchemaText::tr("the lake's schema version cannot be read: %1").arg(q.lastError().text()));
    return q.value(0).toInt();
}

int PostgresSchema::migrate(QSqlDatabase &db, const QList<MigrationStep> &extraSteps)
{
    if (!db.transaction())
        throw TarnError::storage(db.lastError().text());
    try {
        QSqlQuery lock(db);
        if (!lock.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(kMigrationLockKey)))
            throw TarnError::storage(lock.lastError().text());
        const int found = version(db);
        QList<MigrationStep> all = steps();
        all << extraSteps;
        const int target = all.constLast().version;
        if (found > target)
            throw TarnError::invalid(QStringLiteral("lake"),
                                     SchemaText::tr("this lake was made by a newer Tarn (schema %1; this one knows %2)")
                                         .arg(found).arg(target));
        if (found == 0) {
            // An empty database only: a lake never moves into someone
            // else's tables.
            QSqlQuery tables(db);
            if (!tables.exec(QStringLiteral("SELECT count(*) FROM pg_tables WHERE schemaname = current_schema()"))
                || !tables.next())
                throw TarnError::storage(tables.lastError().text());
            if (tables.value(0).toInt() > 0)
                throw TarnError::invalid(QStringLiteral("lake"),
                                         SchemaText::tr("the database %1 holds tables that are not a lake's; "
                                                        "give Tarn an empty database")
                                             .arg(db.databaseName()));
            exec(db, QStringLiteral("CREATE TABLE tarn_schema (version INTEGER NOT NULL)"));
            exec(db, QStringLiteral("INSERT INTO tarn_schema (version) VALUES (0)"));
        }
        int at = found;
        for (const MigrationStep &step : std::as_const(all)) {
            if (step.version <= at)
                continue;
            step.apply(db);
            QSqlQuery set(db);
            set.prepare(QStringLiteral("UPDATE tarn_schema SET version = ?"));
            set.addBindValue(step.version);
            if (!set.exec())
                throw TarnError::storage(set.lastError().text());
            at = step.version;
        }
        if (at >= 7 && deltasLeaveOneByOne(db))
            deltasLeaveInSets(db);
        if (!db.commit())
            throw TarnError::storage(db.lastError().text());
        return found;
    } catch (...) {
        db.rollback();
        throw;
    }
}

} // namespace tarn
