// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The raw twin on PostgreSQL: libpq itself, on a database with Tarn's
// schema, doing the work Tarn's lake does the plain way a program written
// against libpq would (prepared statements, one transaction per batch, one
// statement per sweep), so tarn_bench --lake postgresql://… prints each
// figure of Tarn's beside it in the same run.

#include "Delta.h"

#include <QList>
#include <QString>

typedef struct pg_conn PGconn;

namespace tarn::bench {

class RawPostgresLake
{
public:
    // A libpq connection string ("host=… port=… user=… dbname=…").
    explicit RawPostgresLake(const QString &conninfo);
    ~RawPostgresLake();
    RawPostgresLake(const RawPostgresLake &) = delete;
    RawPostgresLake &operator=(const RawPostgresLake &) = delete;

    static QString version(); // the server's

    // The rows as Tarn writes them (every column, tags, per-source counts),
    // one prepared INSERT per row in one transaction.
    void insertBatch(const QList<Delta> &deltas);
    // The seed's reaper: one DELETE; the rows it took.
    qint64 deleteExpired(qint64 now);
    struct DecayResult
    {
        qint64 updated = 0;
        qint64 deleted = 0;
        double updateMs = 0;
        double deleteMs = 0;
    };
    // Seed 004's pass as one UPDATE and one DELETE (the halvings due since
    // the 75 % mark, then what fell under 0.1).
    DecayResult softDecay(qint64 now, qint64 intervalMs);
    // Full-text search, best `limit` by ts_rank; the number of rows returned.
    int search(const QString &words, int limit = 50);

    qint64 scalar(const char *sql);
    double real(const char *sql);
    void exec(const char *sql);

private:
    PGconn *m_conn = nullptr;
    bool m_prepared = false;
};

} // namespace tarn::bench
