// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The yardstick: the same lake work as Tarn's, done directly through
// SQLite's C API on the same schema, with the pragmas Lake::open sets.
// Every benchmark figure is Tarn's time divided by this one's.

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

struct sqlite3;
class QSqlDatabase;

namespace tarn {
struct Delta;
}

namespace tarn::bench {

// One delta, already encoded the way the deltas table stores it, so the raw
// side's timed loop is nothing but SQLite.
struct RawRow
{
    qint64 rid = 0;
    QByteArray content;
    QByteArray tagsJson;
    QList<QByteArray> tags;
    QByteArray source;
    QByteArray kind;
    QByteArray decayClass; // empty: none
    QByteArray sessionId; // empty = NULL
    QByteArray facets;    // the FTS facets column (SearchQuery::facetsOf)
    qint64 observedAt = 0;
    qint64 createdAt = 0;
    std::optional<qint64> expiresAt;
    std::optional<qint64> lastConfirmedAt;
    std::optional<qint64> decayMarkAt;
};

struct RawStats
{
    int sources = 0;
    qint64 total = 0;
    qint64 observed = 0;
    qint64 expiredPending = 0;
};

class RawLake
{
public:
    // Creates the file with exactly these DDL statements (read from a lake
    // LakeSchema made) and sets Lake::open's pragmas.
    RawLake(const QString &path, const QStringList &ddl);
    // Opens an existing file (a kept lake) with the same pragmas.
    explicit RawLake(const QString &path);
    ~RawLake();
    RawLake(const RawLake &) = delete;
    RawLake &operator=(const RawLake &) = delete;

    static QString version(); // the linked SQLite's
    // The delta's row as the deltas table stores it (id, facets, decay mark).
    static RawRow rowOf(const Delta &d);
    // The DDL of the deltas, tags, FTS and source-stats tables of a lake
    // LakeSchema made, for a raw lake with exactly the same schema.
    static QStringList schemaOf(QSqlDatabase &db);
    // Builds every index of the deltas table that the Tarn lake at
    // tarnPath has and this file lacks: a kept raw twin made before a
    // migration added an index stays a fair comparison. So does one made
    // before schema 11: it gains the index of a person's memories.
    void adoptIndexesOf(const QString &tarnPath);

    void exec(const char *sql);
    qint64 scalar(const char *sql);
    double real(const char *sql);

    // One transaction: prepared statements for the delta row, its FTS row
    // and its tags, one source_stats upsert per source in the batch.
    void insertBatch(const RawRow *rows, qsizetype count);

    // The seed's hard prune: one unbatched DELETE in autocommit mode (its
    // commit includes SQLite's automatic checkpoint). Returns rows removed.
    qint64 deleteExpired(qint64 now);

    // Seed 004's soft decay as two autocommit statements: the UPDATE that
    // lowers the confidence of unexpired rows past 75 % of their window,
    // then DELETE ... WHERE confidence < 0.1. The factor is Tarn's
    // time-based one (halved once per interval since the 75 % mark), so both
    // sides end with the same rows. Returns the longer statement's time.
    struct DecayResult
    {
        qint64 updated = 0;
        qint64 deleted = 0;
        double updateMs = 0;
        double deleteMs = 0;
    };
    DecayResult softDecay(qint64 now, qint64 intervalMs);

    // What Lake::stats() asks, the same queries: the per-source counts and
    // one next-expiry probe per source.
    int perSourceCountsAndNextExpiry(qint64 now);
    // ...and the rest of Lake::stats().
    RawStats statsRest(qint64 now);

    sqlite3 *handle() const { return m_db; } // for one-off queries the benches time themselves

private:
    void open(const QString &path);
    sqlite3 *m_db = nullptr;
};

} // namespace tarn::bench
