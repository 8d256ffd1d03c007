// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeCopyTables.h"

#include "Lake.h"
#include "LakeSql.h"
#include "PostgresDeltaWriter.h"
#include "StorageErrors.h"
#include "TarnError.h"

#include <QSqlError>
#include <QSqlQuery>

namespace tarn {

namespace {

struct CopyText
{
    Q_DECLARE_TR_FUNCTIONS(LakeCopy)
};

using LakeRows::Column;
constexpr auto kInt = LakeRows::Type::Integer;
constexpr auto kReal = LakeRows::Type::Real;
constexpr auto kText = LakeRows::Type::Text;
constexpr auto kBlob = LakeRows::Type::Blob;

Column col(const char *name, LakeRows::Type type)
{
    return Column{QString::fromLatin1(name), type};
}

LakeCopyTables::Table table(const char *name, QList<Column> columns, std::initializer_list<const char *> key,
                            LakeCopyTables::How how = LakeCopyTables::How::Rows)
{
    LakeCopyTables::Table t;
    t.name = QString::fromLatin1(name);
    t.columns = std::move(columns);
    for (const char *k : key)
        t.key << QString::fromLatin1(k);
    t.how = how;
    return t;
}

qint64 count(Lake &lake, const QString &sql)
{
    QSqlQuery q(LakeSql::of(lake));
    if (!q.exec(sql) || !q.next())
        throw StorageErrors::fromSql(q.lastError());
    return q.value(0).toLongLong();
}

} // namespace

const QList<LakeCopyTables::Table> &LakeCopyTables::copied()
{
    static const QList<Table> tables = [] {
        QList<Table> t;
        // Every column of a delta, its lifecycle as it stands included:
        // forgotten stays forgotten, superseded keeps superseded_by, a
        // recalled one its recall_count. Engagements and lineage are
        // deltas and columns too (tags, supersedes, superseded_by).
        // `facets` (SQLite) and `search` (PostgreSQL) are generated from
        // these and not written.
        Table deltas = table("deltas",
                             {col("rid", kInt), col("content", kText), col("tags", kText), col("source", kText),
                              col("kind", kText), col("subject", kText), col("scope", kText), col("observed_at", kInt),
                              col("created_at", kInt), col("media_hash", kText), col("session_id", kText),
                              col("segment_id", kText), col("episode_id", kText), col("valid_from", kInt),
                              col("valid_until", kInt), col("supersedes", kInt), col("decay_class", kText),
                              col("expires_at", kInt), col("confidence", kReal), col("last_confirmed_at", kInt),
                              col("decay_mark_at", kInt), col("decay_steps", kInt), col("recall_count", kInt),
                              col("last_recalled_at", kInt), col("quality_score", kReal), col("tier", kText),
                              col("superseded_by", kInt), col("state", kText), col("policy_decayed_at", kInt)},
                             {"rid"});
        deltas.serverColumns = {col("search_language", kText), col("compound_parts", kText)};
        t << deltas;
        t << table("delta_tags", {col("rid", kInt), col("tag", kText)}, {"rid", "tag"});
        Table stats = table("source_stats", {col("source", kText), col("n", kInt)}, {"source"}, How::Rebuilt);
        stats.digestWhere = QStringLiteral("n > 0");
        t << stats;
        t << table("source_settings",
                   {col("source", kText), col("expiry_ms", kInt), col("never", kInt), col("decay_class", kText),
                    col("updated_at", kInt)},
                   {"source"});
        t << table("audit",
                   {col("at", kInt), col("actor", kText), col("op", kText), col("delta_id", kText), col("count", kInt),
                    col("detail", kText)},
                   {"seq"}, How::Appended);
        t << table("source_instances",
                   {col("name", kText), col("type", kText), col("settings", kText), col("paused", kInt),
                    col("created_at", kInt), col("status", kText), col("error", kText), col("failures", kInt),
                    col("last_poll_at", kInt), col("last_ok_at", kInt), col("next_poll_at", kInt), col("etag", kText),
                    col("last_modified", kText), col("cursor", kText), col("items_written", kInt)},
                   {"name"});
        t << table("source_seen", {col("name", kText), col("item_key", kText), col("seen_at", kInt), col("delta_id", kText)},
                   {"name", "item_key"});
        // The vectors keep their seq: the new lake has none of its own, and
        // an embedder reading it later picks up after the last.
        Table vectors = table("delta_vectors",
                              {col("seq", kInt), col("rid", kInt), col("model", kText), col("dim", kInt),
                               col("vec", kBlob), col("embedded_at", kInt)},
                              {"seq"});
        vectors.identity = QStringLiteral("seq");
        t << vectors;
        t << table("embedding_state",
                   {col("id", kInt), col("model", kText), col("last_error", kText), col("last_error_at", kInt),
                    col("last_ok_at", kInt)},
                   {"id"}, How::Upserted);
        return t;
    }();
    return tables;
}

const QList<LakeCopyTables::Skipped> &LakeCopyTables::notCopied()
{
    static const QList<Skipped> tables = {
        {QStringLiteral("media"),
         "the images: copied as images (LakeCopyMedia), those the deltas name, whether they live in a folder "
         "beside a file lake or in this table on a server"},
        {QStringLiteral("delta_fts"),
         "SQLite's full-text index (and its delta_fts_* tables): derived from the deltas; a copy into a file "
         "writes it as the lake's writers do, and a server derives its tsvector from each row itself"},
        {QStringLiteral("memory_fts"),
         "SQLite's full-text index of a person's memories (and its memory_fts_* tables): derived from the "
         "deltas of those kinds, written as delta_fts is"},
        {QStringLiteral("delta_vectors_gone"),
         "a log of vectors that left, for other connections' in-memory copies of the vectors (EmbeddingIndex); "
         "no connection holds a copy of the new lake's vectors yet, and the embedder prunes it after a day"},
        {QStringLiteral("tarn_schema"),
         "PostgreSQL's record of the schema version (SQLite's is PRAGMA user_version); both lakes are at "
         "kSchemaVersion before anything is copied"},
        {QStringLiteral("sqlite_sequence"),
         "SQLite's own AUTOINCREMENT counters, which it moves past every seq inserted"},
    };
    return tables;
}

QList<LakeRows::Column> LakeCopyTables::columnsOn(const Table &table, bool server)
{
    return server ? table.columns + table.serverColumns : table.columns;
}

QList<LakeRows::Column> LakeCopyTables::commonColumns(const Table &table, bool fromServer, bool toServer)
{
    return columnsOn(table, fromServer && toServer);
}

QString LakeCopyTables::orderBy(const Table &table, bool server)
{
    QStringList parts;
    for (const QString &key : table.key) {
        bool text = false;
        for (const Column &c : table.columns)
            if (c.name == key)
                text = c.type == LakeRows::Type::Text;
        parts << (text && server ? key + QStringLiteral(" COLLATE \"C\"") : key);
    }
    return QStringLiteral(" ORDER BY ") + parts.join(QStringLiteral(", "));
}

QVariant LakeCopyTables::derivedServerValue(const Table &table, const QString &column,
                                            const QList<LakeRows::Column> &read, const QVariantList &row)
{
    if (table.name == u"deltas" && (column == u"search_language" || column == u"compound_parts")) {
        for (qsizetype i = 0; i < read.size(); ++i)
            if (read.at(i).name == u"content") {
                const QString content = row.at(i).toString();
                const QString language = PostgresDeltaWriter::searchLanguageOf(content);
                return column == u"search_language" ? language : PostgresDeltaWriter::compoundPartsOf(content, language);
            }
    }
    throw TarnError::storage(QStringLiteral("lake copy: no way to derive %1.%2").arg(table.name, column));
}

QStringList LakeCopyTables::holdings(Lake &lake)
{
    QStringList held;
    const auto note = [&](qint64 n, const QString &words) {
        if (n > 0)
            held << words;
    };
    qint64 n = count(lake, QStringLiteral("SELECT count(*) FROM deltas"));
    note(n, CopyText::tr("%n deltas", nullptr, int(n)));
    n = count(lake, QStringLiteral("SELECT count(*) FROM audit WHERE op NOT IN ('migrate', 'permissions', 'media-reconcile')"));
    note(n, CopyText::tr("%n audit entries", nullptr, int(n)));
    n = count(lake, QStringLiteral("SELECT count(*) FROM source_settings"));
    note(n, CopyText::tr("%n source settings", nullptr, int(n)));
    n = count(lake, QStringLiteral("SELECT count(*) FROM source_instances"));
    note(n, CopyText::tr("%n configured sources", nullptr, int(n)));
    n = count(lake, QStringLiteral("SELECT count(*) FROM source_seen"));
    note(n, CopyText::tr("%n items its sources have seen", nullptr, int(n)));
    n = count(lake, QStringLiteral("SELECT count(*) FROM delta_vectors"));
    note(n, CopyText::tr("%n embedding vectors", nullptr, int(n)));
    if (lake.onServer()) {
        n = count(lake, QStringLiteral("SELECT count(*) FROM media"));
        note(n, CopyText::tr("%n images", nullptr, int(n)));
    }
    return held;
}

} // namespace tarn
