// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <optional>

namespace tarn {

class Lake;

// The rows forgetting (Forgetting.h) walks and changes: a delta's lineage
// and provenance columns, the engagements that quote it, and the state
// change or deletion of a whole forget set. Here is only what the store
// reads and writes, the same on both engines; forgetting keeps the policy
// (what belongs to the set, the transaction, the audit, the scrub). Each
// call throws TarnError.
class ForgetRows
{
public:
    explicit ForgetRows(Lake &lake);

    // The lifecycle and provenance columns the set is walked by.
    struct Row
    {
        qint64 key = 0;
        qint64 supersedes = 0;   // 0: none
        qint64 supersededBy = 0; // 0: none
        QString segmentId;
        QString kind;
    };
    std::optional<Row> row(qint64 key);

    // Engagements (source tarn-engagement, tagged affirms:/refutes:/reply-to:
    // the id) that quote the delta; they carry its words.
    QList<qint64> engagementsQuoting(const QString &id);

    // Moves keys to state `to`: the first key (the delta the person named)
    // whatever its state, the rest only from `from`.
    void moveState(const QList<qint64> &keys, const QString &from, const QString &to);

    // Deletes the rows (their FTS entries and tags go by the delete
    // trigger); returns the images they named, for the caller to release
    // once the transaction commits.
    QStringList erase(const QList<qint64> &keys);

private:
    Lake &m_lake;
};

} // namespace tarn
