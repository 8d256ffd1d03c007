// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeChangeWatch.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTimer>
#include <optional>

namespace tarn {

// SQLite's way to notice other connections' commits: `PRAGMA data_version`
// answers a number that changes whenever another connection (of this or any
// process) committed to the file since this connection last asked, and
// stays put for this connection's own commits. In WAL mode it reads the
// shared-memory index header only, with no file I/O, so asking every half
// second costs next to nothing (see tst_lake_change_watch).
//
// It must ask on the connection the reader reads through, outside any
// transaction: the number belongs to that connection.
class DataVersionWatch final : public LakeChangeWatch
{
    Q_OBJECT
public:
    DataVersionWatch(QSqlDatabase db, int pollMs, QObject *parent = nullptr);
    ~DataVersionWatch() override;

    void stop() override;
    void checkNow() override;

private:
    std::optional<qint64> read();

    QSqlDatabase m_db;
    QSqlQuery m_query;
    QTimer m_timer;
    std::optional<qint64> m_last;
    bool m_failing = false;
};

} // namespace tarn
