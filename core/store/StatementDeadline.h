// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QtGlobal>

namespace tarn {

class Lake;

// Stops the lake's statements once `ms` have passed, for the transaction
// that is open (a sweep's slice, SweepBatches.h): SQLite asks an interrupt
// check every few thousand steps of a statement (Lake::setInterruptCheck);
// PostgreSQL's statement_timeout does it on the server, per statement, and
// ends with the transaction (SET LOCAL). A stopped statement fails with a
// TarnError like any other; fired() tells the two apart.
class StatementDeadline
{
public:
    StatementDeadline(Lake &lake, qint64 ms);
    ~StatementDeadline();
    StatementDeadline(const StatementDeadline &) = delete;
    StatementDeadline &operator=(const StatementDeadline &) = delete;

    // Before the commit, which is never stopped. `sound`: the transaction
    // has not failed (a failed one on the server takes no more statements;
    // its rollback ends the timeout anyway).
    void disarm(bool sound);
    // Whether the deadline stopped a statement.
    bool fired() const;

private:
    Lake &m_lake;
    QElapsedTimer m_since;
    qint64 m_ms;
    bool m_armed = true;
    bool m_fired = false;
};

} // namespace tarn
