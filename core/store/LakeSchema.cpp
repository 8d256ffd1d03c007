// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeSchema.h"

#include "FtsStemmingTokenizer.h"

#include "SearchQuery.h"
#include "TarnError.h"

#include <QSqlError>
#include <QSqlQuery>

namespace tarn {

void LakeSchema::exec(QSqlDatabase &db, const QString &sql)
{
    QSqlQuery q(db);
    if (!q.exec(sql))
        throw TarnError::storage(q.lastError().text() + QStringLiteral(" [") + sql.simplified().left(120)
                                 + QStringLiteral("]"));
}

namespace {

// Version 1: the lake as DESIGN §1, §2 and §5 describe it.
void createV1(QSqlDatabase &db)
{
    // rid is the delta id's 48-bit value, so the id costs no extra index and
    // keyset paging walks the table in creation order.
    LakeSchema::exec(db, QStringLiteral(R"(
CREATE TABLE deltas (
    rid               INTEGER PRIMARY KEY,
    content           TEXT    NOT NULL,
    tags              TEXT    NOT NULL DEFAULT '[]',
    source            TEXT    NOT NULL,
    kind              TEXT    NOT NULL CHECK (kind IN ('fact','preference','goal','decision','event','question',
                                  'insight','synthesis','profile','episode','observation')),
    subject           TEXT,
    scope             TEXT    NOT NULL DEFAULT 'local' CHECK (scope IN ('local','team','company','public')),
    observed_at       INTEGER NOT NULL,
    created_at        INTEGER NOT NULL,
    media_hash        TEXT,
    session_id        TEXT,
    segment_id        TEXT,
    episode_id        TEXT,
    valid_from        INTEGER,
    valid_until       INTEGER,
    supersedes        INTEGER,
    -- lifecycle: only the policy engines change these
    decay_class       TEXT    CHECK (decay_class IS NULL OR decay_class IN ('permanent','stable','active','session','checkpoint')),
    expires_at        INTEGER,
    confidence        REAL    NOT NULL DEFAULT 1.0 CHECK (confidence >= 0.0 AND confidence <= 1.0),
    last_confirmed_at INTEGER,
    decay_mark_at     INTEGER,
    decay_steps       INTEGER NOT NULL DEFAULT 0,
    recall_count      INTEGER NOT NULL DEFAULT 0,
    last_recalled_at  INTEGER,
    quality_score     REAL    NOT NULL DEFAULT 1.0,
    tier              TEXT    NOT NULL DEFAULT 'stm' CHECK (tier IN ('stm','episodic','semantic')),
    superseded_by     INTEGER,
    state             TEXT    NOT NULL DEFAULT 'active' CHECK (state IN ('active','forgotten','invalidated'))
))"));
    // "Next expiry per source" and per-source scans: 0.01 ms instead of 1.5 s on 1M rows.
    LakeSchema::exec(db, QStringLiteral("CREATE INDEX deltas_source_expires ON deltas(source, expires_at)"));
    // The reaper's candidates, and "expired (pending prune)".
    LakeSchema::exec(db, QStringLiteral("CREATE INDEX deltas_expires ON deltas(expires_at) WHERE expires_at IS NOT NULL"));
    // Soft decay's candidates: rows past 75 % of their window.
    LakeSchema::exec(db, QStringLiteral("CREATE INDEX deltas_decay_mark ON deltas(decay_mark_at) WHERE decay_mark_at IS NOT NULL"));
    // Counts per decay class without a table scan: most rows have none.
    LakeSchema::exec(db, QStringLiteral("CREATE INDEX deltas_decay_class ON deltas(decay_class) WHERE decay_class IS NOT NULL"));
    // The media reference rule: is any delta still holding this hash?
    LakeSchema::exec(db, QStringLiteral("CREATE INDEX deltas_media ON deltas(media_hash) WHERE media_hash IS NOT NULL"));

    // Exact tag lookup (engagements pointing at a delta, tag filters).
    LakeSchema::exec(db, QStringLiteral(
        "CREATE TABLE delta_tags (rid INTEGER NOT NULL, tag TEXT NOT NULL, PRIMARY KEY (rid, tag)) WITHOUT ROWID"));
    LakeSchema::exec(db, QStringLiteral("CREATE INDEX delta_tags_tag ON delta_tags(tag)"));

    // Full text over content and tags. The lake's own code writes the FTS row
    // at insert (2.5-3x faster than a per-row trigger); only deletion is a
    // trigger, so nothing can leave the lake and linger in the index.
    LakeSchema::exec(db, QStringLiteral(
        "CREATE VIRTUAL TABLE delta_fts USING fts5(content, tags, content='deltas', content_rowid='rid')"));

    // Per-source counts, kept exact by the lake's writes and the delete trigger.
    LakeSchema::exec(db, QStringLiteral(
        "CREATE TABLE source_stats (source TEXT PRIMARY KEY, n INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID"));

    LakeSchema::exec(db, QStringLiteral(R"(
CREATE TRIGGER deltas_after_delete AFTER DELETE ON deltas BEGIN
    INSERT INTO delta_fts(delta_fts, rowid, content, tags) VALUES ('delete', old.rid, old.content, old.tags);
    DELETE FROM delta_tags WHERE rid = old.rid;
    UPDATE source_stats SET n = n - 1 WHERE source = old.source;
END)"));

    // Append-only is a database fact: no UPDATE may touch a content column.
    LakeSchema::exec(db, QStringLiteral(R"(
CREATE TRIGGER deltas_append_only BEFORE UPDATE OF
    rid, content, tags, source, kind, subject, scope, observed_at, created_at, media_hash,
    session_id, segment_id, episode_id, valid_from, valid_until, supersedes
ON deltas BEGIN
    SELECT RAISE(ABORT, 'tarn: deltas are append-only; content columns cannot be updated');
END)"));

    // INSERT OR REPLACE would delete a delta and write new content under its
    // id without firing any DELETE trigger: an update in disguise.
    LakeSchema::exec(db, QStringLiteral(R"(
CREATE TRIGGER deltas_no_replace BEFORE INSERT ON deltas
WHEN EXISTS (SELECT 1 FROM deltas WHERE rid = NEW.rid) BEGIN
    SELECT RAISE(ABORT, 'tarn: a delta with this id is already in the lake; deltas are append-only');
END)"));

    LakeSchema::exec(db, QStringLiteral(R"(
CREATE TABLE source_settings (
    source      TEXT PRIMARY KEY,
    expiry_ms   INTEGER,
    never       INTEGER NOT NULL DEFAULT 0,
    decay_class TEXT,
    updated_at  INTEGER NOT NULL
) WITHOUT ROWID)"));

    LakeSchema::exec(db, QStringLiteral(R"(
CREATE TABLE audit (
    seq      INTEGER PRIMARY KEY AUTOINCREMENT,
    at       INTEGER NOT NULL,
    actor    TEXT    NOT NULL,
    op       TEXT    NOT NULL,
    delta_id TEXT,
    count    INTEGER,
    detail   TEXT
))"));
    LakeSchema::exec(db, QStringLiteral("CREATE INDEX audit_op_at ON audit(op, at)"));
    LakeSchema::exec(db, QStringLiteral(
        "CREATE TRIGGER audit_no_update BEFORE UPDATE ON audit BEGIN "
        "SELECT RAISE(ABORT, 'tarn: the audit log is append-only'); END"));
    LakeSchema::exec(db, QStringLiteral(
        "CREATE TRIGGER audit_no_delete BEFORE DELETE ON audit BEGIN "
        "SELECT RAISE(ABORT, 'tarn: the audit log is append-only'); END"));
    // INSERT OR REPLACE deletes the old row without firing DELETE triggers
    // (recursive_triggers is off by default), so refuse a reused seq outright.
    LakeSchema::exec(db, QStringLiteral(
        "CREATE TRIGGER audit_no_replace BEFORE INSERT ON audit "
        "WHEN EXISTS (SELECT 1 FROM audit WHERE seq = NEW.seq) BEGIN "
        "SELECT RAISE(ABORT, 'tarn: the audit log is append-only'); END"));
}

// Since version 2: a deleted delta leaves the FTS index (its facets
// included), its tags and its source's count. Versions 2 and 6 rebuild the
// index and so recreate this trigger.
void createAfterDeleteTrigger(QSqlDatabase &db)
{
    LakeSchema::exec(db, QStringLiteral(R"(
CREATE TRIGGER deltas_after_delete AFTER DELETE ON deltas BEGIN
    INSERT INTO delta_fts(delta_fts, rowid, content, tags, facets) VALUES ('delete', old.rid, old.content, old.tags, old.facets);
    DELETE FROM delta_tags WHERE rid = old.rid;
    UPDATE source_stats SET n = n - 1 WHERE source = old.source;
END)"));
}

// Version 2: search that combines with filters and follows typing at 1M
// deltas. Each delta's immutable facets (source family, source, kind,
// scope) become terms of a third FTS column, read from a generated column so
// the external-content index can rebuild itself; and a prefix index for 2-
// and 3-letter prefixes, which otherwise expand to thousands of terms.
void searchFacetsV2(QSqlDatabase &db)
{
    LakeSchema::exec(db, QStringLiteral("ALTER TABLE deltas ADD COLUMN facets TEXT GENERATED ALWAYS AS (")
                             + SearchQuery::facetsSqlExpression() + QStringLiteral(") VIRTUAL"));
    LakeSchema::exec(db, QStringLiteral("DROP TRIGGER deltas_after_delete"));
    LakeSchema::exec(db, QStringLiteral("DROP TABLE delta_fts"));
    LakeSchema::exec(db, QStringLiteral("CREATE VIRTUAL TABLE delta_fts USING fts5(content, tags, facets, "
                                        "content='deltas', content_rowid='rid', prefix='2 3')"));
    LakeSchema::exec(db, QStringLiteral("INSERT INTO delta_fts(delta_fts) VALUES ('rebuild')"));
    createAfterDeleteTrigger(db);
}

// Version 3: decay policies (seed 003). A confidence-mode policy multiplies
// confidence by exp(-ln2 x elapsed / half_life) for the time elapsed since
// it last acted on the row (observed_at the first time). Remembering when it
// last acted, rather than recomputing from the original confidence, keeps a
// sweep idempotent (the same instant elapses nothing) and lets soft decay
// and policies compose: both only ever multiply.
void decayPoliciesV3(QSqlDatabase &db)
{
    LakeSchema::exec(db, QStringLiteral("ALTER TABLE deltas ADD COLUMN policy_decayed_at INTEGER"));
}

// Version 4: configured sources (issue 6). An instance is a plugin type and
// a name ("rss" + "hn" writes deltas with source "rss:hn"), its settings as
// JSON, and the state its poller keeps across restarts: when it last ran,
// why it failed, the validators of a conditional GET and a cursor. The item
// keys it has written are kept apart, so a feed item is never written twice.
void sourceInstancesV4(QSqlDatabase &db)
{
    LakeSchema::exec(db, QStringLiteral(R"(
CREATE TABLE source_instances (
    name          TEXT PRIMARY KEY,
    type          TEXT    NOT NULL,
    settings      TEXT    NOT NULL,
    paused        INTEGER NOT NULL DEFAULT 0,
    created_at    INTEGER NOT NULL,
    status        TEXT    NOT NULL DEFAULT 'new',
    error         TEXT,
    failures      INTEGER NOT NULL DEFAULT 0,
    last_poll_at  INTEGER,
    last_ok_at    INTEGER,
    next_poll_at  INTEGER,
    etag          TEXT,
    last_modified TEXT,
    cursor        TEXT,
    items_written INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID)"));
    LakeSchema::exec(db, QStringLiteral(R"(
CREATE TABLE source_seen (
    name     TEXT    NOT NULL,
    item_key TEXT    NOT NULL,
    seen_at  INTEGER NOT NULL,
    delta_id TEXT,
    PRIMARY KEY (name, item_key)
) WITHOUT ROWID)"));
}

} // namespace

// Version 5: two indexes for the API under load on a large lake.
// - Listing one source newest first without sorting it. The (source,
//   expires_at) index finds a source's rows in expiry order, so "the 20
//   newest browser captures" sorted all 75,000 of them on a 1M lake
//   (0.5 s). Within one source this index keeps rows in rid order, and
//   Lake::list walks it backwards and stops at the limit.
// - Recall's first stage joins every FTS5 match to its row for the
//   columns that filter and weight it. A common two-word question matches
//   ~40,000 deltas, and those row lookups in the wide table took 240 ms
//   against 60 ms for the bare FTS5 ranking. This narrow covering index
//   holds exactly those columns (RecallRanking's stage-1 SQL names it), so
//   the same join reads ~50 MB of index instead of 800 MB of rows.
void apiIndexesV5(QSqlDatabase &db)
{
    LakeSchema::exec(db, QStringLiteral("CREATE INDEX deltas_source ON deltas(source)"));
    LakeSchema::exec(db, QStringLiteral("CREATE INDEX ") + LakeSchema::kRecallIndex
                             + QStringLiteral(" ON deltas(rid, state, superseded_by, expires_at, confidence, "
                                              "quality_score, tier, scope, kind)"));
}

// Version 6: the index stems (FtsStemmingTokenizer.h), so recall finds
// "moved" for "moving" and "key" for "keys" without a prefix on every word
// (the old `car*` found "care"). Same columns, same prefix index; the
// rebuild re-reads every delta through the new tokenizer: 42 s for 1M
// deltas on the 2-core test machine, once.
void stemmedIndexV6(QSqlDatabase &db)
{
    LakeSchema::exec(db, QStringLiteral("DROP TRIGGER deltas_after_delete"));
    LakeSchema::exec(db, QStringLiteral("DROP TABLE delta_fts"));
    LakeSchema::exec(db, QStringLiteral("CREATE VIRTUAL TABLE delta_fts USING fts5(content, tags, facets, "
                                        "content='deltas', content_rowid='rid', prefix='2 3', tokenize='%1')")
                             .arg(QLatin1String(FtsStemmingTokenizer::kName)));
    LakeSchema::exec(db, QStringLiteral("INSERT INTO delta_fts(delta_fts) VALUES ('rebuild')"));
    createAfterDeleteTrigger(db);
    // A recalled conversation turn brings the next one (RecallConversation.h).
    LakeSchema::exec(db, QStringLiteral("CREATE INDEX deltas_session ON deltas(session_id, rid) WHERE session_id IS NOT NULL"));
}

// Version 7 (issue 20): meaning, when the person runs a local embedding
// server. Each live delta's vector for one model (float32, unit length,
// little-endian), derived from its content and never exported. seq grows
// with every vector written, so a connection's in-memory copy
// (EmbeddingIndex) reads only what is new; delta_vectors_gone logs the rid
// of every vector that leaves (not its bytes), so the copy drops those
// without reading every rid, and the embedder prunes the log after a day.
// A delta that leaves the lake (hard forget, reap, retention) takes its
// vector with it, by a trigger of its own beside deltas_after_delete (and
// secure_delete overwrites the bytes). embedding_state is the background
// embedder's last word, for `tarn stats` in another process.
void deltaVectorsV7(QSqlDatabase &db)
{
    LakeSchema::exec(db, QStringLiteral(R"(
CREATE TABLE delta_vectors (
    seq         INTEGER PRIMARY KEY AUTOINCREMENT,
    rid         INTEGER NOT NULL UNIQUE,
    model       TEXT    NOT NULL,
    dim         INTEGER NOT NULL CHECK (dim > 0),
    vec         BLOB    NOT NULL CHECK (length(vec) = 4 * dim),
    embedded_at INTEGER NOT NULL
))"));
    LakeSchema::exec(db, QStringLiteral("CREATE INDEX delta_vectors_model ON delta_vectors(model, seq)"));
    LakeSchema::exec(db, QStringLiteral(R"(
CREATE TABLE delta_vectors_gone (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    rid INTEGER NOT NULL,
    at  INTEGER NOT NULL
))"));
    LakeSchema::exec(db, QStringLiteral(R"(
CREATE TABLE embedding_state (
    id            INTEGER PRIMARY KEY CHECK (id = 1),
    model         TEXT,
    last_error    TEXT,
    last_error_at INTEGER,
    last_ok_at    INTEGER
))"));
    LakeSchema::exec(db, QStringLiteral("INSERT INTO embedding_state (id) VALUES (1)"));
    LakeSchema::exec(db, QStringLiteral(R"(
CREATE TRIGGER deltas_after_delete_vector AFTER DELETE ON deltas BEGIN
    DELETE FROM delta_vectors WHERE rid = old.rid;
END)"));
    LakeSchema::exec(db, QStringLiteral(R"(
CREATE TRIGGER delta_vectors_after_delete AFTER DELETE ON delta_vectors BEGIN
    INSERT INTO delta_vectors_gone (rid, at)
    VALUES (old.rid, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END)"));
}

// Version 8 (issue 22): the window lists by the "When" it shows, newest
// first, and pages by keyset on (observed_at, rid); rid order was
// insertion order, so an import or a demo lake read 11-25, 11-15, 11-25.
// One index walks the whole lake by observation time and stops at a page;
// the per-source index becomes (source, observed_at), so a source family's
// walks (Lake::list) stop at a page too, and still answers everything that
// looked rows up by source alone: one index more than version 7 (its cost
// on inserts is in docs/BENCHMARKS.md).
void observedOrderV8(QSqlDatabase &db)
{
    LakeSchema::exec(db, QStringLiteral("DROP INDEX deltas_source"));
    LakeSchema::exec(db, QStringLiteral("CREATE INDEX deltas_source_observed ON deltas(source, observed_at)"));
    LakeSchema::exec(db, QStringLiteral("CREATE INDEX deltas_observed ON deltas(observed_at)"));
    // What was forgotten or marked invalid, by time: the window's view of
    // what Restore can bring back, a few rows among a million.
    LakeSchema::exec(db, QStringLiteral("CREATE INDEX deltas_hidden ON deltas(observed_at) "
                                        "WHERE state IN ('forgotten', 'invalidated')"));
}

QString LakeSchema::deadlineIndexV9()
{
    return QStringLiteral(
        "CREATE INDEX deltas_deadline ON deltas(source, (CASE WHEN expires_at IS NOT NULL AND decay_mark_at IS NOT NULL "
        "AND decay_class IN ('stable','active','session','checkpoint') THEN min(expires_at, decay_mark_at + max(1, "
        "(decay_steps + (CASE WHEN confidence < 0.1 THEN 0 WHEN confidence < 0.2 THEN 1 WHEN confidence < 0.4 THEN 2 "
        "WHEN confidence < 0.8 THEN 3 WHEN confidence < 1.6 THEN 4 WHEN confidence < 3.2 THEN 5 ELSE 6 END) - 1) "
        "* 3600000)) ELSE expires_at END)) WHERE decay_class IN ('stable','active','session','checkpoint')");
}

namespace {

// Version 9: each source's next deadline from an index. Before it,
// NextDeadlines read every decay-class row to find each source's earliest
// deadline: 110 ms on the 1M-delta bench lake (45,558 such rows), for the
// Sources page, `tarn stats` and the dashboard. With it: one probe per
// source, under a millisecond. Soft decay's updates and recall's refreshes
// maintain it on decay-class rows only (a partial index); feed items never
// touch it.
void deadlinesV9(QSqlDatabase &db)
{
    LakeSchema::exec(db, LakeSchema::deadlineIndexV9());
}

// Version 10 (issue 20): German compounds' parts in the index, so "Kredit"
// finds "Fixzinskredit" (Decompounder.h). The tokenizer now writes them;
// the rows already there are read through it again, as in version 6.
void compoundPartsV10(QSqlDatabase &db)
{
    LakeSchema::exec(db, QStringLiteral("INSERT INTO delta_fts(delta_fts) VALUES ('rebuild')"));
}

// Version 11 (issue 20): a person's memories in a search index of their
// own, beside delta_fts (which keeps every row). Recall ranks the newest
// matches of those kinds apart from the rest (RecallCandidates.cpp), and
// in delta_fts a common word's newest 500 of them lay 95,000-100,000
// matches deep behind the feeds' observations on the 1M bench lake: the
// walk to them took 31-38 ms of the slowest questions. Here they are the
// newest 500 matches. Same columns, tokenizer and prefix index as
// delta_fts, its content a view of the deltas of those kinds (so a
// 'rebuild' or an 'integrity-check' reads those rows only). The writers
// write both at insert (as delta_fts: faster than a trigger), deletion is
// a trigger, so nothing that leaves the lake lingers here either. The cost,
// on tarn_bench's rows (38 % of them of these kinds, far more than a
// person's lake beside its feeds): inserts take ~35 % longer, the 1M file
// grows 17 % (899 -> 1,053 MB), and this step takes 20 s on it, snapshot
// included.
void memoryIndexV11(QSqlDatabase &db)
{
    LakeSchema::exec(db, QStringLiteral("CREATE VIEW %1 AS SELECT rid, content, tags, facets FROM deltas WHERE kind IN %2")
                             .arg(LakeSchema::kMemoryRows, LakeSchema::memoryIndexKindsSql()));
    LakeSchema::exec(db, QStringLiteral("CREATE VIRTUAL TABLE %1 USING fts5(content, tags, facets, "
                                        "content='%2', content_rowid='rid', prefix='2 3', tokenize='%3')")
                             .arg(LakeSchema::kMemoryIndex, LakeSchema::kMemoryRows,
                                  QLatin1String(FtsStemmingTokenizer::kName)));
    LakeSchema::exec(db, QStringLiteral("INSERT INTO %1(%1) VALUES ('rebuild')").arg(LakeSchema::kMemoryIndex));
    LakeSchema::exec(db, QStringLiteral("CREATE TRIGGER deltas_after_delete_memory AFTER DELETE ON deltas "
                                        "WHEN old.kind IN %2 BEGIN "
                                        "INSERT INTO %1(%1, rowid, content, tags, facets) "
                                        "VALUES ('delete', old.rid, old.content, old.tags, old.facets); END")
                             .arg(LakeSchema::kMemoryIndex, LakeSchema::memoryIndexKindsSql()));
}

} // namespace

QList<MigrationStep> LakeSchema::steps()
{
    return {
        {1, QStringLiteral("create the lake: deltas, tags, FTS5, sources, audit"), createV1},
        {2, QStringLiteral("search facets and prefix index in FTS5"), searchFacetsV2},
        {3, QStringLiteral("decay policies remember when they last reduced a delta"), decayPoliciesV3},
        {4, QStringLiteral("configured sources and the items they have written"), sourceInstancesV4},
        {5, QStringLiteral("indexes that list a source newest first and rank recall"), apiIndexesV5},
        {6, QStringLiteral("a stemming search index (English and German)"), stemmedIndexV6},
        {7, QStringLiteral("vectors of deltas for recall by meaning (local embedding server)"), deltaVectorsV7},
        {8, QStringLiteral("indexes that list the lake by when each delta was observed"), observedOrderV8},
        {9, QStringLiteral("an index of each source's deadlines (soft decay included)"), deadlinesV9},
        {10, QStringLiteral("German compounds' parts in the search index"), compoundPartsV10},
        {11, QStringLiteral("a search index of a person's memories apart from observations"), memoryIndexV11},
    };
}

int LakeSchema::currentVersion()
{
    return steps().constLast().version;
}

QStringList LakeSchema::requiredObjects()
{
    return {QStringLiteral("deltas"), QStringLiteral("delta_tags"), QStringLiteral("delta_fts"),
            QStringLiteral("source_stats"), QStringLiteral("source_settings"), QStringLiteral("audit"),
            QStringLiteral("deltas_after_delete"), QStringLiteral("deltas_append_only"),
            QStringLiteral("audit_no_update"), QStringLiteral("audit_no_delete"), QStringLiteral("source_instances"),
            QStringLiteral("source_seen"), QStringLiteral("delta_vectors"), QStringLiteral("delta_vectors_gone"), QStringLiteral("embedding_state"),
            QStringLiteral("deltas_after_delete_vector"), QString(kMemoryRows), QString(kMemoryIndex),
            QStringLiteral("deltas_after_delete_memory")};
}

QList<Kind> LakeSchema::memoryIndexKinds()
{
    return {Kind::Profile, Kind::Preference, Kind::Fact, Kind::Decision, Kind::Goal,
            Kind::Synthesis, Kind::Insight, Kind::Event};
}

bool LakeSchema::inMemoryIndex(Kind kind)
{
    // Asked for every row a writer writes: no list built each time.
    switch (kind) {
    case Kind::Profile:
    case Kind::Preference:
    case Kind::Fact:
    case Kind::Decision:
    case Kind::Goal:
    case Kind::Synthesis:
    case Kind::Insight:
    case Kind::Event:
        return true;
    case Kind::Question:
    case Kind::Episode:
    case Kind::Observation:
        return false;
    }
    return false;
}

QStringList LakeSchema::searchIndexes()
{
    return {QStringLiteral("delta_fts"), QString(kMemoryIndex)};
}

QString LakeSchema::memoryIndexKindsSql()
{
    QStringList names;
    for (Kind k : memoryIndexKinds())
        names << u'\'' + kindName(k) + u'\'';
    return u'(' + names.join(u',') + u')';
}

} // namespace tarn
