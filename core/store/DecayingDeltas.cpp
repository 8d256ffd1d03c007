// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DecayingDeltas.h"

#include "ExpiryLaws.h"
#include "Lake.h"
#include "LakeSql.h"
#include "StorageErrors.h"

#include <QSqlError>
#include <QSqlQuery>

namespace tarn {

namespace {
void check(QSqlQuery &q, bool ok)
{
    if (!ok)
        throw StorageErrors::fromSql(q.lastError());
}
// SQL form of SoftDecay::stepsDue(); ":now" and ":iv" bound by the caller.
const QString kStepsDue = QStringLiteral("(1 + (:now - decay_mark_at) / :iv)");
// Rows soft decay may act on: unexpired (the reaper owns expired ones) and
// strictly past their 75 % mark.
// Plain-TTL rows are never soft-decayed (DESIGN §3: a source's expiry is
// a promise); only decay-class facts are.
const QString kEligible = QStringLiteral(
    "decay_mark_at IS NOT NULL AND decay_mark_at < :now AND expires_at IS NOT NULL AND expires_at > :now AND ")
    + ExpiryLaws::softDecaysSql();
// Confidence after the halvings due now; max(...) guards rows whose mark
// moved later (a re-timed source) so the shift never goes negative; a
// halving is capped at 62 steps so the shift stays in range (confidence
// is 0 by then).
// The shift count is an INTEGER: PostgreSQL shifts a BIGINT by an int
// only, and SQLite reads the cast as a no-op.
const QString kDecayed = QStringLiteral("(confidence / (CAST(1 AS BIGINT) << CAST(min(max(%1 - decay_steps, 0), 62) AS INTEGER)))").arg(kStepsDue);
} // namespace

DecayingDeltas::DecayingDeltas(Lake &lake, qint64 now, qint64 intervalMs)
    : m_lake(lake), m_now(now), m_interval(intervalMs)
{
}

void DecayingDeltas::forEachCandidate(const std::function<void(const Candidate &)> &fn)
{
    QSqlQuery q(LakeSql::of(m_lake));
    q.setForwardOnly(true);
    check(q, q.prepare(QStringLiteral("SELECT rid, confidence, decay_steps, %1 FROM deltas WHERE %2")
                           .arg(kStepsDue, kEligible)));
    q.bindValue(QStringLiteral(":now"), m_now);
    q.bindValue(QStringLiteral(":iv"), m_interval);
    check(q, q.exec());
    Candidate c;
    while (q.next()) {
        c.rid = q.value(0).toLongLong();
        c.confidence = q.value(1).toDouble();
        c.applied = q.value(2).toInt();
        c.due = q.value(3).toInt();
        fn(c);
    }
}

DecayingDeltas::Removal::Removal(const DecayingDeltas &rows, double floor)
    : m_rows(rows), m_floor(floor), m_media(std::make_unique<QSqlQuery>(LakeSql::of(rows.m_lake))),
      m_delete(std::make_unique<QSqlQuery>(LakeSql::of(rows.m_lake)))
{
    check(*m_media, m_media->prepare(QStringLiteral(
                        "SELECT DISTINCT media_hash FROM deltas WHERE rid BETWEEN :lo AND :hi AND %1 "
                        "AND %2 < :floor AND media_hash IS NOT NULL").arg(kEligible, kDecayed)));
    check(*m_delete, m_delete->prepare(QStringLiteral("DELETE FROM deltas WHERE rid BETWEEN :lo AND :hi AND %1 AND %2 < :floor")
                                           .arg(kEligible, kDecayed)));
}

DecayingDeltas::Removal::~Removal() = default;

qint64 DecayingDeltas::Removal::range(qint64 lo, qint64 hi, QSet<QString> &hashes)
{
    for (QSqlQuery *q : {m_media.get(), m_delete.get()}) {
        q->bindValue(QStringLiteral(":now"), m_rows.m_now);
        q->bindValue(QStringLiteral(":iv"), m_rows.m_interval);
        q->bindValue(QStringLiteral(":lo"), lo);
        q->bindValue(QStringLiteral(":hi"), hi);
        q->bindValue(QStringLiteral(":floor"), m_floor);
    }
    check(*m_media, m_media->exec());
    while (m_media->next())
        hashes.insert(m_media->value(0).toString());
    m_media->finish();
    check(*m_delete, m_delete->exec());
    return m_delete->numRowsAffected();
}

DecayingDeltas::Halving::Halving(const DecayingDeltas &rows)
    : m_rows(rows), m_update(std::make_unique<QSqlQuery>(LakeSql::of(rows.m_lake)))
{
    check(*m_update, m_update->prepare(QStringLiteral(
                         "UPDATE deltas SET confidence = %3, decay_steps = %1 "
                         "WHERE rid BETWEEN :lo AND :hi AND %2 AND decay_steps < %1")
                                           .arg(kStepsDue, kEligible, kDecayed)));
}

DecayingDeltas::Halving::~Halving() = default;

qint64 DecayingDeltas::Halving::range(qint64 lo, qint64 hi)
{
    m_update->bindValue(QStringLiteral(":now"), m_rows.m_now);
    m_update->bindValue(QStringLiteral(":iv"), m_rows.m_interval);
    m_update->bindValue(QStringLiteral(":lo"), lo);
    m_update->bindValue(QStringLiteral(":hi"), hi);
    check(*m_update, m_update->exec());
    return m_update->numRowsAffected();
}

} // namespace tarn
