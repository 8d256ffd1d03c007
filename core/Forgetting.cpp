#include "Forgetting.h"

#include "DeltaId.h"
#include "Lake.h"
#include "StorageErrors.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace tarn::Forgetting {

namespace {

struct ForgettingText
{
    Q_DECLARE_TR_FUNCTIONS(Forgetting)
};

qint64 keyOf(const QString &id)
{
    const auto key = DeltaId::toKey(id);
    if (!key)
        throw TarnError::invalid(QStringLiteral("id"), ForgettingText::tr("'%1' is not a delta id (12 hex digits)").arg(id));
    return *key;
}

void setState(Lake &lake, const QString &id, const QString &state, const QString &op)
{
    const qint64 key = keyOf(id);
    LakeTransaction tx(lake);
    QSqlQuery q(lake.database());
    q.prepare(QStringLiteral("UPDATE deltas SET state = ? WHERE rid = ?"));
    q.addBindValue(state);
    q.addBindValue(key);
    if (!q.exec())
        throw StorageErrors::fromSql(q.lastError());
    if (q.numRowsAffected() != 1)
        throw TarnError::notFound(ForgettingText::tr("no delta %1 in the lake").arg(id));
    lake.audit().append(lake.actor(), op, id);
    tx.commit();
}

} // namespace

void forgetSoft(Lake &lake, const QString &id)
{
    setState(lake, id, QStringLiteral("forgotten"), QStringLiteral("forget-soft"));
}

void restore(Lake &lake, const QString &id)
{
    setState(lake, id, QStringLiteral("active"), QStringLiteral("restore"));
}

void forgetHard(Lake &lake, const QString &id)
{
    const qint64 key = keyOf(id);
    QString mediaHash;
    {
        LakeTransaction tx(lake);
        QSqlQuery q(lake.database());
        q.prepare(QStringLiteral("SELECT media_hash FROM deltas WHERE rid = ?"));
        q.addBindValue(key);
        if (!q.exec())
            throw StorageErrors::fromSql(q.lastError());
        if (!q.next())
            throw TarnError::notFound(ForgettingText::tr("no delta %1 in the lake").arg(id));
        mediaHash = q.value(0).toString();
        q.finish();
        QSqlQuery del(lake.database());
        del.prepare(QStringLiteral("DELETE FROM deltas WHERE rid = ?"));
        del.addBindValue(key);
        if (!del.exec())
            throw StorageErrors::fromSql(del.lastError());
        lake.audit().append(lake.actor(), QStringLiteral("forget-hard"), id, 1);
        tx.commit();
    }
    // After the commit, so a rolled-back delete never loses its file.
    if (!mediaHash.isEmpty())
        lake.releaseMedia({mediaHash});
}

} // namespace tarn::Forgetting
