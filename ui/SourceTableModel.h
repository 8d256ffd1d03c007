// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeTypes.h"

#include <QAbstractTableModel>
#include <QList>
#include <optional>

namespace tarn {
class Clock;
}

namespace tarn::ui {

// The Sources page's rows: one per source the lake knows or the registry
// lists, with how much it holds, how long its deltas live and when it next
// loses one. It holds a snapshot; the page swaps in a fresh one when the
// reader answers. Display text is for people; Qt::UserRole carries the raw
// value of each cell so a proxy sorts numbers as numbers.
class SourceTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        SourceColumn,
        CategoryColumn,
        CountColumn,
        ExpiryColumn,
        DecayColumn,
        NextExpiryColumn,
        LastDeltaColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole,          // the cell's raw value (count, ms; label then key)
        SourceKeyRole = Qt::UserRole + 1, // the source as stored ("rss:hn"), any column
        OverviewRole,                     // the whole SourceOverview, any column
    };

    explicit SourceTableModel(const Clock &clock, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setSources(const QList<SourceOverview> &sources);
    const QList<SourceOverview> &sources() const { return m_rows; }
    const SourceOverview *sourceAt(int row) const;
    int rowOf(const QString &source) const; // -1 when not listed

    // Relative times move with the clock: repaint the "next expiry" column.
    void refreshRelativeTimes();

    // Shared with the settings dialog, so both say the same thing.
    static QString labelText(const QString &label); // the registry's name, translated
    static QString whyText(const QString &source);  // seed 000's "why" for it, translated
    static QString categoryText(SourceCategory category);
    static QString expiryText(const std::optional<qint64> &expiryMs); // "30 d", "never"
    static QString decayText(DecayClass decayClass, bool classifiesDecay);
    static QString nextExpiryText(const std::optional<qint64> &at, qint64 nowMs); // "in 3 h", "—"

private:
    QVariant displayText(const SourceOverview &s, int column) const;
    QVariant sortValue(const SourceOverview &s, int column) const;
    QVariant toolTip(const SourceOverview &s, int column) const;

    const Clock &m_clock;
    QList<SourceOverview> m_rows;
};

} // namespace tarn::ui
