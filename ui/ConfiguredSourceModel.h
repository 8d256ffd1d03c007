// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Clock.h"
#include "SourcePlugin.h"

#include <QAbstractTableModel>

namespace tarn::ui {

// The configured sources (a feed, ...) with their state: ok, error with the
// reason, paused; when they last polled and will next; how many deltas they
// wrote. Filled from LakeReader::sourceInstancesReady.
class ConfiguredSourceModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, TypeColumn, StatusColumn, LastPollColumn, NextPollColumn, ItemsColumn, ColumnCount };
    enum Role { NameRole = Qt::UserRole, PausedRole };

    explicit ConfiguredSourceModel(const Clock &clock, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setInstances(const QList<tarn::SourceInstance> &instances);
    const tarn::SourceInstance *instanceAt(int row) const;
    int rowOf(const QString &name) const;
    static QString statusText(const tarn::SourceInstance &instance);
    // "in 3 h" and "5 min ago" move with the clock.
    void refreshRelativeTimes();

private:
    const Clock &m_clock;
    QList<SourceInstance> m_rows;
};

} // namespace tarn::ui
