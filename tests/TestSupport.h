// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared helpers for the Qt Test suite: a fresh lake in a temporary folder
// on a manual clock, so tests move time instead of sleeping.

#include "Clock.h"
#include "Lake.h"
#include "LakeSchema.h"
#include "LakeSql.h"
#include "PostgresTestSupport.h"
#include "TarnError.h"

#include <QBuffer>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace tarn::test {

// 2026-11-22T00:00:00Z: a fixed, readable start for every test clock.
constexpr qint64 kT0 = 1795305600000LL;

// Bounds on wall-clock time are multiplied by this: under AddressSanitizer
// (cmake/Sanitizers.cmake, scripts/sanitize-and-fuzz.sh) code runs several
// times slower, and a time bound there would test the sanitizer, not us.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kTimeScale = 5;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr int kTimeScale = 5;
#else
constexpr int kTimeScale = 1;
#endif

// Bounds on memory growth are multiplied by this: AddressSanitizer keeps
// freed memory in its quarantine (256 MiB by default) and pads every
// allocation, so a bounded buffer that is filled and freed over and over
// looks larger there. The bound still tells "bounded" from "1 GiB".
constexpr int kMemoryScale = kTimeScale == 1 ? 1 : 4;
#else
constexpr int kTimeScale = 1;
#endif

// The engine the engine-level suites run on: CTest runs them twice, the
// second time as <suite>@postgres with TARN_TEST_ENGINE=postgres, where
// every TempLake is a fresh database on the test cluster.
inline bool onPostgres()
{
    return qEnvironmentVariable("TARN_TEST_ENGINE") == u"postgres";
}
inline PostgresTestServer &postgresServer()
{
    // Never destroyed: its databases go with the cluster when CTest stops
    // it, and a static's destructor would run after Qt Sql is gone.
    static PostgresTestServer &server = *new PostgresTestServer;
    if (!server.available())
        qFatal("TARN_TEST_ENGINE=postgres, but %s", qPrintable(server.skipReason()));
    return server;
}

struct TempLake
{
    QTemporaryDir dir;
    ManualClock clock{kT0};
    std::unique_ptr<Lake> lake;
    QString location;

    explicit TempLake(const OpenOptions &options = {})
    {
        location = onPostgres() ? postgresServer().createDatabase().toDisplayString()
                                : dir.filePath(QStringLiteral("lake.sqlite"));
        lake = std::make_unique<Lake>(clock);
        lake->open(path(), options);
    }
    // The lake's location: a file in `dir`, or a database on the test server.
    QString path() const { return location; }
    Lake &operator*() { return *lake; }
    Lake *operator->() { return lake.get(); }
};

inline Delta draft(const QString &source, const QString &content, Kind kind = Kind::Observation)
{
    Delta d;
    d.source = source;
    d.content = content;
    d.kind = kind;
    return d;
}

// How many entries of the lake's search index hold `word` (for one delta's
// key, or for any): FTS5's own table on SQLite; on PostgreSQL the stored
// tsvector, a column of the delta's row. What forgetting and the sweeps
// must leave at zero.
inline qint64 searchIndexHits(Lake &lake, const QString &word, std::optional<qint64> key = {})
{
    QSqlQuery q(LakeSql::of(lake));
    if (onPostgres())
        q.prepare(QStringLiteral("SELECT count(*) FROM deltas WHERE search @@ plainto_tsquery('simple', ?)")
                  + (key ? QStringLiteral(" AND rid = ?") : QString()));
    else
        q.prepare(QStringLiteral("SELECT count(*) FROM delta_fts WHERE delta_fts MATCH ?")
                  + (key ? QStringLiteral(" AND rowid = ?") : QString()));
    q.addBindValue(onPostgres() ? word : QStringLiteral("\"") + word + u'"');
    if (key)
        q.addBindValue(*key);
    if (!q.exec() || !q.next())
        qFatal("searchIndexHits: %s", qPrintable(q.lastError().text()));
    return q.value(0).toLongLong();
}

// On SQLite, what differs between the index of a person's memories
// (LakeSchema::kMemoryIndex) and the lake's rows of those kinds: empty when
// it indexes each of them and nothing else, and FTS5 finds it consistent
// with its content. PostgreSQL has no such index: always empty there.
inline QString memoryIndexMismatch(Lake &lake)
{
    if (lake.onServer())
        return {};
    QSqlQuery q(LakeSql::of(lake));
    const auto keys = [&](const QString &sql) {
        QList<qint64> out;
        if (!q.exec(sql))
            qFatal("memoryIndexMismatch: %s", qPrintable(q.lastError().text()));
        while (q.next())
            out << q.value(0).toLongLong();
        return out;
    };
    const QList<qint64> indexed = keys(QStringLiteral("SELECT id FROM %1_docsize ORDER BY id").arg(LakeSchema::kMemoryIndex));
    const QList<qint64> memories = keys(QStringLiteral("SELECT rid FROM deltas WHERE kind IN %1 ORDER BY rid")
                                            .arg(LakeSchema::memoryIndexKindsSql()));
    if (indexed != memories)
        return QStringLiteral("the memory index holds %1 rows, the lake %2 of its kinds").arg(indexed.size()).arg(memories.size());
    if (!q.exec(QStringLiteral("INSERT INTO %1(%1, rank) VALUES ('integrity-check', 1)").arg(LakeSchema::kMemoryIndex)))
        return QStringLiteral("the memory index is not consistent with its rows: ") + q.lastError().text();
    return {};
}

// The whole lake as its JSONL export: equal exports mean equal lakes.
inline QByteArray exportOf(Lake &lake)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    lake.exportJsonl(buffer);
    return buffer.data();
}

} // namespace tarn::test
