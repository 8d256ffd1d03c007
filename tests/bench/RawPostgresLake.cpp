// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RawPostgresLake.h"

#include "DeltaId.h"
#include "ExpiryLaws.h"
#include "PostgresDeltaWriter.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <libpq-fe.h>
#include <stdexcept>
#include <string>
#include <vector>

namespace tarn::bench {

namespace {

// One result, checked and freed.
class Result
{
public:
    Result(PGconn *conn, PGresult *r, const char *what) : m_r(r)
    {
        const ExecStatusType s = PQresultStatus(r);
        if (s != PGRES_COMMAND_OK && s != PGRES_TUPLES_OK) {
            const std::string message = std::string(what) + ": " + PQerrorMessage(conn);
            PQclear(r);
            throw std::runtime_error(message);
        }
    }
    ~Result() { PQclear(m_r); }
    Result(const Result &) = delete;
    Result &operator=(const Result &) = delete;
    PGresult *get() const { return m_r; }
    qint64 changes() const { return QByteArray(PQcmdTuples(m_r)).toLongLong(); }

private:
    PGresult *m_r;
};

QByteArray text(const std::optional<qint64> &v)
{
    return v ? QByteArray::number(*v) : QByteArray();
}

} // namespace

RawPostgresLake::RawPostgresLake(const QString &conninfo) : m_conn(PQconnectdb(conninfo.toUtf8().constData()))
{
    if (PQstatus(m_conn) != CONNECTION_OK)
        throw std::runtime_error(std::string("libpq: ") + PQerrorMessage(m_conn));
}

RawPostgresLake::~RawPostgresLake()
{
    PQfinish(m_conn);
}

QString RawPostgresLake::version()
{
    return QString::number(PQlibVersion());
}

void RawPostgresLake::exec(const char *sql)
{
    Result(m_conn, PQexec(m_conn, sql), sql);
}

qint64 RawPostgresLake::scalar(const char *sql)
{
    Result r(m_conn, PQexec(m_conn, sql), sql);
    return QByteArray(PQgetvalue(r.get(), 0, 0)).toLongLong();
}

double RawPostgresLake::real(const char *sql)
{
    Result r(m_conn, PQexec(m_conn, sql), sql);
    return QByteArray(PQgetvalue(r.get(), 0, 0)).toDouble();
}

void RawPostgresLake::insertBatch(const QList<Delta> &deltas)
{
    // Prepared once per connection: each lake size has a connection of its own.
    if (!m_prepared) {
        Result(m_conn,
               PQprepare(m_conn, "ins",
                         "INSERT INTO deltas (rid, content, tags, source, kind, subject, scope, observed_at, created_at, "
                         "media_hash, session_id, segment_id, episode_id, valid_from, valid_until, supersedes, decay_class, "
                         "expires_at, confidence, last_confirmed_at, decay_steps, recall_count, last_recalled_at, "
                         "quality_score, tier, superseded_by, state, decay_mark_at, search_language) "
                         "VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,"
                         "$25,$26,$27,$28,$29)",
                         29, nullptr),
               "prepare insert");
        Result(m_conn, PQprepare(m_conn, "tag", "INSERT INTO delta_tags (rid, tag) VALUES ($1, $2)", 2, nullptr),
               "prepare tag");
        Result(m_conn,
               PQprepare(m_conn, "count",
                         "INSERT INTO source_stats (source, n) VALUES ($1, $2) ON CONFLICT (source) "
                         "DO UPDATE SET n = source_stats.n + excluded.n",
                         2, nullptr),
               "prepare count");
        m_prepared = true;
    }
    exec("BEGIN");
    QHash<QString, qint64> perSource;
    for (const Delta &d : deltas) {
        const QByteArray values[29] = {
            QByteArray::number(*DeltaId::toKey(d.id)),
            d.content.toUtf8(),
            QJsonDocument(QJsonArray::fromStringList(d.tags)).toJson(QJsonDocument::Compact),
            d.source.toUtf8(),
            kindName(d.kind).toUtf8(),
            d.subject.toUtf8(),
            scopeName(d.scope).toUtf8(),
            QByteArray::number(d.observedAt),
            QByteArray::number(d.createdAt),
            d.mediaHash.toUtf8(),
            d.sessionId.toUtf8(),
            d.segmentId.toUtf8(),
            d.episodeId.toUtf8(),
            text(d.validFrom),
            text(d.validUntil),
            QByteArray(),
            decayClassName(d.decayClass).toUtf8(),
            text(d.expiresAt),
            QByteArray::number(d.confidence, 'g', 17),
            text(d.lastConfirmedAt),
            QByteArray::number(d.decaySteps),
            QByteArray::number(d.recallCount),
            text(d.lastRecalledAt),
            QByteArray::number(d.qualityScore, 'g', 17),
            tierName(d.tier).toUtf8(),
            QByteArray(),
            stateName(d.state).toUtf8(),
            text(ExpiryLaws::decayMark(d.lastConfirmedAt, d.expiresAt)),
            PostgresDeltaWriter::searchLanguageOf(d.content).toUtf8(),
        };
        const char *params[29];
        for (int i = 0; i < 29; ++i)
            params[i] = values[i].isEmpty() && i != 1 ? nullptr : values[i].constData();
        Result(m_conn, PQexecPrepared(m_conn, "ins", 29, params, nullptr, nullptr, 0), "insert");
        for (const QString &t : d.tags) {
            const QByteArray rid = values[0], tag = t.toUtf8();
            const char *tp[2] = {rid.constData(), tag.constData()};
            Result(m_conn, PQexecPrepared(m_conn, "tag", 2, tp, nullptr, nullptr, 0), "tag");
        }
        ++perSource[d.source];
    }
    for (auto it = perSource.cbegin(); it != perSource.cend(); ++it) {
        const QByteArray source = it.key().toUtf8(), n = QByteArray::number(it.value());
        const char *cp[2] = {source.constData(), n.constData()};
        Result(m_conn, PQexecPrepared(m_conn, "count", 2, cp, nullptr, nullptr, 0), "count");
    }
    exec("COMMIT");
}

qint64 RawPostgresLake::deleteExpired(qint64 now)
{
    const QByteArray n = QByteArray::number(now);
    const char *p[1] = {n.constData()};
    Result r(m_conn,
             PQexecParams(m_conn, "DELETE FROM deltas WHERE expires_at IS NOT NULL AND expires_at <= $1::bigint", 1, nullptr,
                          p, nullptr, nullptr, 0),
             "reap");
    return r.changes();
}

RawPostgresLake::DecayResult RawPostgresLake::softDecay(qint64 now, qint64 intervalMs)
{
    DecayResult out;
    const QByteArray n = QByteArray::number(now), iv = QByteArray::number(intervalMs);
    const char *p[2] = {n.constData(), iv.constData()};
    QElapsedTimer t;
    t.start();
    {
        Result r(m_conn,
                 PQexecParams(m_conn,
                              "UPDATE deltas SET "
                              "confidence = confidence / (CAST(1 AS BIGINT) << CAST(LEAST(1 + ($1::bigint - decay_mark_at) / "
                              "$2::bigint - decay_steps, 62) AS INTEGER)), "
                              "decay_steps = 1 + ($1::bigint - decay_mark_at) / $2::bigint "
                              "WHERE decay_class IN ('stable','active','session','checkpoint') "
                              "AND decay_mark_at IS NOT NULL AND decay_mark_at < $1::bigint AND expires_at IS NOT NULL "
                              "AND expires_at > $1::bigint AND 1 + ($1::bigint - decay_mark_at) / $2::bigint > decay_steps",
                              2, nullptr, p, nullptr, nullptr, 0),
                 "decay update");
        out.updated = r.changes();
    }
    out.updateMs = double(t.nsecsElapsed()) / 1e6;
    t.restart();
    {
        Result r(m_conn,
                 PQexec(m_conn, "DELETE FROM deltas WHERE confidence < 0.1 AND decay_class IN "
                                "('stable','active','session','checkpoint')"),
                 "decay delete");
        out.deleted = r.changes();
    }
    out.deleteMs = double(t.nsecsElapsed()) / 1e6;
    return out;
}

int RawPostgresLake::search(const QString &words, int limit)
{
    const QByteArray w = words.toUtf8();
    const QByteArray n = QByteArray::number(limit);
    const char *p[2] = {w.constData(), n.constData()};
    Result r(m_conn,
             PQexecParams(m_conn,
                          "SELECT rid, content FROM deltas WHERE search @@ plainto_tsquery('english', $1) "
                          "ORDER BY ts_rank(search, plainto_tsquery('english', $1)) DESC LIMIT $2::int",
                          2, nullptr, p, nullptr, nullptr, 0),
             "search");
    return PQntuples(r.get());
}

} // namespace tarn::bench
