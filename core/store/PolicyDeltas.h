// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>
#include <QtGlobal>
#include <memory>
#include <optional>

class QSqlQuery;

namespace tarn {

class Lake;

// The rows a decay-policy sweep (DecaySweeper, DecayPolicy.h) reads and the
// changes it writes: a scope's live deltas, a guarded confidence change and
// its audit line. Here is only what the store reads and writes, the same on
// both engines; the sweeper keeps the policy (which policy wins, what it
// does, the lock, the batches, the response).
class PolicyDeltas
{
public:
    explicit PolicyDeltas(Lake &lake);

    // How many deltas the scope holds. Throws TarnError.
    qint64 countInScope(const QString &scope);

    // The scope's live deltas at `now` (active, not superseded, unexpired),
    // a row at a time, each read column by column as the decision needs it:
    // most rows are settled by their source and tags alone.
    class LiveRows
    {
    public:
        // Throws TarnError.
        LiveRows(Lake &lake, const QString &scope, qint64 now);
        ~LiveRows();
        LiveRows(const LiveRows &) = delete;
        LiveRows &operator=(const LiveRows &) = delete;

        // The next row; false after the last.
        bool next();
        qint64 rid() const;
        QString source() const;
        QString tagsJson() const; // the stored JSON array
        qint64 observedAt() const;
        double confidence() const;
        std::optional<qint64> policyDecayedAt() const; // none: never decayed by a policy

    private:
        std::unique_ptr<QSqlQuery> m_q;
    };

    // The write phase's statements, prepared once (a failure to prepare
    // throws here, before any batch).
    class Changes
    {
    public:
        explicit Changes(Lake &lake);
        ~Changes();
        Changes(const Changes &) = delete;
        Changes &operator=(const Changes &) = delete;

        // Sets the confidence of rid from `from` to `to`, guarded by the
        // confidence the decision saw, so a concurrent sweep or decay never
        // compounds it; false when the row moved on (or left). Throws TarnError.
        bool setConfidence(qint64 rid, double from, double to, qint64 now);
        // The change's own audit line (no count). Throws TarnError.
        void audit(qint64 at, const QString &actor, const QString &op, const QString &deltaId,
                   const QJsonObject &detail);

    private:
        std::unique_ptr<QSqlQuery> m_update;
        std::unique_ptr<QSqlQuery> m_audit;
    };

private:
    Lake &m_lake;
};

} // namespace tarn
