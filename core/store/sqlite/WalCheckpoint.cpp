// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WalCheckpoint.h"

#include "Lake.h"
#include "LakeSql.h"

#include <QSqlQuery>

namespace tarn::WalCheckpoint {

namespace {
Result checkpoint(Lake &lake, const char *mode, int maxWaitMs)
{
    Result result;
    if (lake.isReadOnly())
        return result;
    QSqlDatabase &db = LakeSql::of(lake);
    QSqlQuery q(db);
    // The connection's own busy timeout is the long one writes use; a
    // checkpoint that blocks writers while it waits must give up sooner.
    qint64 previousTimeout = Lake::kBusyTimeoutMs;
    if (q.exec(QStringLiteral("PRAGMA busy_timeout")) && q.next())
        previousTimeout = q.value(0).toLongLong();
    q.finish();
    q.exec(QStringLiteral("PRAGMA busy_timeout = %1").arg(maxWaitMs));
    // Busy is an answer here, not an error: the row's first column says it.
    if (q.exec(QStringLiteral("PRAGMA wal_checkpoint(%1)").arg(QLatin1String(mode))) && q.next()) {
        result.complete = q.value(0).toInt() == 0;
        result.logFrames = q.value(1).toLongLong();
        result.copiedFrames = q.value(2).toLongLong();
    }
    q.finish();
    q.exec(QStringLiteral("PRAGMA busy_timeout = %1").arg(previousTimeout));
    return result;
}
} // namespace

Result restart(Lake &lake, int maxWaitMs)
{
    return checkpoint(lake, "RESTART", maxWaitMs);
}

Result truncate(Lake &lake, int maxWaitMs)
{
    return checkpoint(lake, "TRUNCATE", maxWaitMs);
}

} // namespace tarn::WalCheckpoint
