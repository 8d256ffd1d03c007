// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QString>
#include <QtGlobal>
#include <functional>
#include <memory>

class QSqlQuery;

namespace tarn {

class Lake;

// The rows soft decay (SoftDecay.h) acts on at `now` with its halving
// interval, and the SQL that halves or deletes them. Here is only what the
// store reads and writes, the same on both engines; soft decay keeps the
// policy (which rows go, the lock, the batches, the report and the audit).
class DecayingDeltas
{
public:
    DecayingDeltas(Lake &lake, qint64 now, qint64 intervalMs);

    // An eligible row as the decision needs it.
    struct Candidate
    {
        qint64 rid = 0;
        double confidence = 0;
        int applied = 0; // halvings already applied (decay_steps)
        int due = 0;     // halvings due at now (SoftDecay::stepsDue)
    };
    // Every eligible row, through the decay-mark index. Throws TarnError.
    void forEachCandidate(const std::function<void(const Candidate &)> &fn);

    // Deletes rows that end under the floor once their due halvings are
    // applied, and collects the images they named; prepared once (a failure
    // to prepare throws here), run once per batch.
    class Removal
    {
    public:
        Removal(const DecayingDeltas &rows, double floor);
        ~Removal();
        Removal(const Removal &) = delete;
        Removal &operator=(const Removal &) = delete;

        // In the id range [lo, hi]; returns how many went and adds their
        // images to `hashes`. Throws TarnError.
        qint64 range(qint64 lo, qint64 hi, QSet<QString> &hashes);

    private:
        const DecayingDeltas &m_rows;
        double m_floor;
        std::unique_ptr<QSqlQuery> m_media;
        std::unique_ptr<QSqlQuery> m_delete;
    };

    // Applies the due halvings (idempotent: decay_steps remembers them);
    // prepared once, run once per batch.
    class Halving
    {
    public:
        explicit Halving(const DecayingDeltas &rows);
        ~Halving();
        Halving(const Halving &) = delete;
        Halving &operator=(const Halving &) = delete;

        // In the id range [lo, hi]; returns how many changed. Throws TarnError.
        qint64 range(qint64 lo, qint64 hi);

    private:
        const DecayingDeltas &m_rows;
        std::unique_ptr<QSqlQuery> m_update;
    };

private:
    Lake &m_lake;
    qint64 m_now;
    qint64 m_interval;
};

} // namespace tarn
