// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "VectorRows.h"

#include "Lake.h"
#include "LakeSql.h"
#include "StorageErrors.h"
#include "VectorLog.h"

#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>
#include <cstring>

namespace tarn::VectorRows {

namespace {

void run(QSqlQuery &q)
{
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
}

// The conditions that make a delta live for recall (Recall.cpp's stage 1),
// on the deltas table aliased `d`; binds :now.
QString liveCondition(const QStringList &skipKinds = {})
{
    QString sql = QStringLiteral("d.state = 'active' AND d.superseded_by IS NULL "
                                 "AND (d.expires_at IS NULL OR d.expires_at > :now) AND d.confidence > 0");
    // Kind names are the lake's own words (kindName), never a person's.
    QStringList names;
    for (const QString &kind : skipKinds)
        if (!kind.isEmpty() && std::all_of(kind.cbegin(), kind.cend(), [](QChar c) { return c >= u'a' && c <= u'z'; }))
            names << u'\'' + kind + u'\'';
    if (!names.isEmpty())
        sql += QStringLiteral(" AND d.kind NOT IN (") + names.join(u',') + u')';
    return sql;
}

} // namespace

QByteArray toBlob(const std::vector<float> &v)
{
    static_assert(Q_BYTE_ORDER == Q_LITTLE_ENDIAN, "vectors are stored as little-endian float32");
    QByteArray out(qsizetype(v.size() * sizeof(float)), Qt::Uninitialized);
    std::memcpy(out.data(), v.data(), size_t(out.size()));
    return out;
}

QList<Pending> pending(Lake &lake, const QString &model, qint64 afterRid, int limit, qint64 now,
                       const QStringList &skipKinds)
{
    QSqlQuery q(LakeSql::of(lake));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT d.rid, d.content, d.tags FROM deltas d WHERE d.rid > :after AND ") + liveCondition(skipKinds)
              + QStringLiteral(" AND NOT EXISTS (SELECT 1 FROM delta_vectors v WHERE v.rid = d.rid AND v.model = :model) "
                               "ORDER BY d.rid LIMIT :limit"));
    q.bindValue(QStringLiteral(":after"), afterRid);
    q.bindValue(QStringLiteral(":now"), now);
    q.bindValue(QStringLiteral(":model"), model);
    q.bindValue(QStringLiteral(":limit"), limit);
    run(q);
    QList<Pending> out;
    while (q.next())
        out.append({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString()});
    return out;
}

qint64 newestRid(Lake &lake, const QString &model)
{
    // A lake holds one model's vectors, so the newest vector is this
    // model's, found at the end of the rid's own index. Asked with the
    // model, SQLite read every row of the model's index and sorted them,
    // before each one-shot recall (from the sqlite3 shell on the 1M bench
    // lake at 75,000 vectors: 79 ms, this way 5 ms, most of it the shell's
    // start); only after a change of model is that asked.
    QSqlQuery newest(LakeSql::of(lake));
    newest.setForwardOnly(true);
    newest.prepare(QStringLiteral("SELECT rid, model FROM delta_vectors ORDER BY rid DESC LIMIT 1"));
    run(newest);
    if (!newest.next())
        return 0;
    if (newest.value(1).toString() == model)
        return newest.value(0).toLongLong();
    QSqlQuery q(LakeSql::of(lake));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT max(rid) FROM delta_vectors WHERE model = :model"));
    q.bindValue(QStringLiteral(":model"), model);
    run(q);
    return q.next() ? q.value(0).toLongLong() : 0;
}

void write(Lake &lake, const QString &model, const QList<qint64> &rids, const std::vector<std::vector<float>> &vectors,
           qint64 now)
{
    LakeTransaction tx(lake);
    VectorLog::beginWriting(lake);
    QSqlQuery drop(LakeSql::of(lake));
    drop.prepare(QStringLiteral("DELETE FROM delta_vectors WHERE rid = :rid"));
    QSqlQuery put(LakeSql::of(lake));
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

qint64 embeddedCount(Lake &lake, const QString &model, qint64 now, const QStringList &skipKinds)
{
    QSqlQuery q(LakeSql::of(lake));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT count(*) FROM delta_vectors v JOIN deltas d ON d.rid = v.rid WHERE v.model = :model AND ")
              + liveCondition(skipKinds));
    q.bindValue(QStringLiteral(":model"), model);
    q.bindValue(QStringLiteral(":now"), now);
    run(q);
    return q.next() ? q.value(0).toLongLong() : 0;
}

qint64 liveCount(Lake &lake, qint64 now, const QStringList &skipKinds)
{
    QSqlQuery q(LakeSql::of(lake));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT count(*) FROM deltas d WHERE ") + liveCondition(skipKinds));
    q.bindValue(QStringLiteral(":now"), now);
    run(q);
    return q.next() ? q.value(0).toLongLong() : 0;
}

QList<qint64> rids(Lake &lake, const QString &model)
{
    QSqlQuery q(LakeSql::of(lake));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT rid FROM delta_vectors WHERE model = :model"));
    q.bindValue(QStringLiteral(":model"), model);
    run(q);
    QList<qint64> out;
    while (q.next())
        out << q.value(0).toLongLong();
    return out;
}

QList<qint64> goneBetween(Lake &lake, qint64 after, qint64 upto)
{
    QSqlQuery gone(LakeSql::of(lake));
    gone.setForwardOnly(true);
    gone.prepare(QStringLiteral("SELECT rid FROM delta_vectors_gone WHERE seq > :after AND seq <= :upto"));
    gone.bindValue(QStringLiteral(":after"), after);
    gone.bindValue(QStringLiteral(":upto"), upto);
    run(gone);
    QList<qint64> out;
    while (gone.next())
        out << gone.value(0).toLongLong();
    return out;
}

void eachVectorBetween(Lake &lake, const QString &model, qint64 after, qint64 upto,
                       const std::function<void(qint64 rid, const QByteArray &vec)> &take)
{
    QSqlQuery rows(LakeSql::of(lake));
    rows.setForwardOnly(true);
    rows.prepare(QStringLiteral("SELECT rid, vec FROM delta_vectors WHERE model = :model AND seq > :after AND seq <= :upto"));
    rows.bindValue(QStringLiteral(":model"), model);
    rows.bindValue(QStringLiteral(":after"), after);
    rows.bindValue(QStringLiteral(":upto"), upto);
    run(rows);
    while (rows.next())
        take(rows.value(0).toLongLong(), rows.value(1).toByteArray());
}

QSet<qint64> liveAmong(Lake &lake, const QList<qint64> &rids, const SearchFilter &filter)
{
    QStringList keys;
    for (qint64 rid : rids)
        keys << QString::number(rid);
    QString sql = QStringLiteral("SELECT d.rid FROM deltas d WHERE d.rid IN (") + keys.join(u',') + QStringLiteral(") AND ")
        + liveCondition();
    if (!filter.scope.isEmpty())
        sql += QStringLiteral(" AND d.scope = :scope");
    if (!filter.kinds.isEmpty()) {
        QStringList names;
        for (Kind k : filter.kinds)
            names << u'\'' + kindName(k) + u'\'';
        sql += QStringLiteral(" AND d.kind IN (") + names.join(u',') + u')';
    }
    if (filter.minConfidence > 0)
        sql += QStringLiteral(" AND d.confidence >= :minConfidence");
    QSqlQuery q(LakeSql::of(lake));
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        return {};
    q.bindValue(QStringLiteral(":now"), filter.now);
    if (!filter.scope.isEmpty())
        q.bindValue(QStringLiteral(":scope"), filter.scope);
    if (filter.minConfidence > 0)
        q.bindValue(QStringLiteral(":minConfidence"), filter.minConfidence);
    if (!q.exec())
        return {};
    QSet<qint64> live;
    while (q.next())
        live.insert(q.value(0).toLongLong());
    return live;
}

} // namespace tarn::VectorRows
