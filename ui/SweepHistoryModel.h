// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeTypes.h"

#include <QAbstractTableModel>
#include <QList>

namespace tarn {
class Clock;
}

namespace tarn::ui {

// The reaper's and soft decay's recent runs, newest first, as the lake's
// audit log remembers them: when each ran, what it removed or weakened, how
// long it took and whether it finished.
class SweepHistoryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { WhenColumn, SweepColumn, RemovedColumn, ReducedColumn, TookColumn, ResultColumn, ColumnCount };
    // The raw number behind a cell (time, count, duration), for sorting
    // and tests; the display text is localised and rounded.
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit SweepHistoryModel(const tarn::Clock &clock, QObject *parent = nullptr);

    void setEntries(const QList<tarn::SweepHistoryEntry> &entries);
    const QList<tarn::SweepHistoryEntry> &entries() const { return m_entries; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "ok", "cancelled" or the error, as the Result column shows it.
    static QString resultText(const tarn::SweepHistoryEntry &entry);
    // "850 ms" under a second, "2.4 s" above.
    static QString durationText(qint64 ms);

private:
    QVariant display(const tarn::SweepHistoryEntry &entry, int column) const;
    QString toolTip(const tarn::SweepHistoryEntry &entry) const;

    const tarn::Clock &m_clock;
    QList<tarn::SweepHistoryEntry> m_entries;
};

} // namespace tarn::ui
