#include "EmbeddingStore.h"

#include "Clock.h"
#include "Lake.h"
#include "StorageErrors.h"
#include "VectorLog.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <cstring>

namespace tarn::EmbeddingStore {

namespace {
void run(QSqlQuery &q)
{
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
}
} // namespace

QString liveCondition()
{
    return QStringLiteral("d.state = 'active' AND d.superseded_by IS NULL "
                          "AND (d.expires_at IS NULL OR d.expires_at > :now) AND d.confidence > 0");
}

QByteArray toBlob(const std::vector<float> &v)
{
    static_assert(Q_BYTE_ORDER == Q_LITTLE_ENDIAN, "vectors are stored as little-endian float32");
    QByteArray out(qsizetype(v.size() * sizeof(float)), Qt::Uninitialized);
    std::memcpy(out.data(), v.data(), size_t(out.size()));
    return out;
}

QList<Pending> pending(Lake &lake, const QString &model, qint64 afterRid, int limit)
{
    QSqlQuery q(lake.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT d.rid, d.content FROM deltas d WHERE d.rid > :after AND ") + liveCondition()
              + QStringLiteral(" AND NOT EXISTS (SELECT 1 FROM delta_vectors v WHERE v.rid = d.rid AND v.model = :model) "
                               "ORDER BY d.rid LIMIT :limit"));
    q.bindValue(QStringLiteral(":after"), afterRid);
    q.bindValue(QStringLiteral(":now"), lake.clock().nowMs());
    q.bindValue(QStringLiteral(":model"), model);
    q.bindValue(QStringLiteral(":limit"), limit);
    run(q);
    QList<Pending> out;
    while (q.next())
        out.append({q.value(0).toLongLong(), q.value(1).toString()});
    return out;
}

void store(Lake &lake, const QString &model, const QList<qint64> &rids, const std::vector<std::vector<float>> &vectors)
{
    const qint64 now = lake.clock().nowMs();
    LakeTransaction tx(lake);
    VectorLog::beginWriting(lake);
    QSqlQuery drop(lake.database());
    drop.prepare(QStringLiteral("DELETE FROM delta_vectors WHERE rid = :rid"));
    QSqlQuery put(lake.database());
    put.prepare(QStringLiteral("INSERT INTO delta_vectors (rid, model, dim, vec, embedded_at) "
                               "SELECT :rid, :model, :dim, :vec, :at WHERE EXISTS (SELECT 1 FROM deltas WHERE rid = :rid2)"));
    for (qsizetype i = 0; i < rids.size() && size_t(i) < vectors.size(); ++i) {
        drop.bindValue(QStringLiteral(":rid"), rids.at(i));
        run(drop);
        put.bindValue(QStringLiteral(":rid"), rids.at(i));
        put.bindValue(QStringLiteral(":model"), model);
        put.bindValue(QStringLiteral(":dim"), qint64(vectors[size_t(i)].size()));
        put.bindValue(QStringLiteral(":vec"), toBlob(vectors[size_t(i)]));
        put.bindValue(QStringLiteral(":at"), now);
        put.bindValue(QStringLiteral(":rid2"), rids.at(i));
        run(put);
    }
    tx.commit();
}

void recordOutcome(Lake &lake, const QString &model, const QString &error)
{
    QSqlQuery q(lake.database());
    if (error.isEmpty())
        q.prepare(QStringLiteral("UPDATE embedding_state SET model = :model, last_error = NULL, last_ok_at = :at WHERE id = 1"));
    else
        q.prepare(QStringLiteral("UPDATE embedding_state SET model = :model, last_error = :error, last_error_at = :at WHERE id = 1"));
    q.bindValue(QStringLiteral(":model"), model);
    if (!error.isEmpty())
        q.bindValue(QStringLiteral(":error"), error);
    q.bindValue(QStringLiteral(":at"), lake.clock().nowMs());
    run(q);
}

void pruneGoneLog(Lake &lake)
{
    // The log's times are the wall clock's, as the lake's trigger writes them.
    VectorLog::pruneGone(lake, QDateTime::currentMSecsSinceEpoch() - Duration::Day);
}

qint64 embeddedCount(Lake &lake, const QString &model)
{
    QSqlQuery q(lake.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT count(*) FROM delta_vectors v JOIN deltas d ON d.rid = v.rid WHERE v.model = :model AND ")
              + liveCondition());
    q.bindValue(QStringLiteral(":model"), model);
    q.bindValue(QStringLiteral(":now"), lake.clock().nowMs());
    run(q);
    return q.next() ? q.value(0).toLongLong() : 0;
}

qint64 liveCount(Lake &lake)
{
    QSqlQuery q(lake.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT count(*) FROM deltas d WHERE ") + liveCondition());
    q.bindValue(QStringLiteral(":now"), lake.clock().nowMs());
    run(q);
    return q.next() ? q.value(0).toLongLong() : 0;
}

EmbeddingStats stats(Lake &lake, const EmbeddingConfig &config)
{
    EmbeddingStats s;
    s.model = config.model;
    s.api = EmbeddingConfig::apiName(config.api);
    s.url = config.url;
    s.embedded = embeddedCount(lake, config.model);
    s.total = liveCount(lake);
    QSqlQuery q(lake.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT model, last_error, last_error_at, last_ok_at FROM embedding_state WHERE id = 1"));
    run(q);
    if (q.next() && q.value(0).toString() == config.model) {
        s.lastError = q.value(1).toString();
        if (!q.value(2).isNull())
            s.lastErrorAt = q.value(2).toLongLong();
        if (!q.value(3).isNull())
            s.lastOkAt = q.value(3).toLongLong();
    }
    return s;
}

} // namespace tarn::EmbeddingStore
