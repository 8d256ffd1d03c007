// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QString>
#include <QtGlobal>
#include <memory>
#include <vector>

class QSqlQuery;

namespace tarn {

class Lake;

// The rows the reaper (Reaper.h) deletes: every delta whose expires_at has
// passed at `now`. Here is only what the store reads and deletes, in SQL
// that reads the same on both engines; the reaper keeps the policy (the
// lock, the batch sizes, cancelling, the report and the audit line).
class ExpiredDeltas
{
public:
    ExpiredDeltas(Lake &lake, qint64 now);

    // Their ids, in no particular order, from the expiry index alone (no
    // table pages). Throws TarnError.
    std::vector<qint64> ids();
    // The images they name, found once through the media index (rows with
    // images are few) instead of once per batch. Throws TarnError.
    QSet<QString> mediaHashes();

    // The delete, prepared once (a failure to prepare throws here, before
    // any batch) and run once per batch.
    class Removal
    {
    public:
        explicit Removal(const ExpiredDeltas &rows);
        ~Removal();
        Removal(const Removal &) = delete;
        Removal &operator=(const Removal &) = delete;

        // Deletes the rows of these ids (sorted, from ids()) that are still
        // expired; returns how many went. Throws TarnError.
        // - SQLite: every row whose id is in [first, last - 1], read down the
        //   table's own b-tree, where the rows between cost little;
        // - PostgreSQL: the ids themselves (rid = ANY), one index probe
        //   each. A range read every live row between too, each a heap
        //   fetch: among the newest rows, where few have expired yet, 50
        //   expired ids spanned a third of the 1M-delta bench lake, and a
        //   slice of 50 held the lock 56 ms against 2-7 elsewhere.
        qint64 slice(const qint64 *first, const qint64 *last);

    private:
        qint64 m_now;
        bool m_byIds = false;
        std::unique_ptr<QSqlQuery> m_delete;
    };

private:
    Lake &m_lake;
    qint64 m_now;
};

} // namespace tarn
