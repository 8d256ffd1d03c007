// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ConfiguredSourceModel.h"

#include "SourcePlugins.h"
#include "TimeFormat.h"

#include <QCoreApplication>
#include <QLocale>

namespace tarn::ui {

ConfiguredSourceModel::ConfiguredSourceModel(const Clock &clock, QObject *parent) : QAbstractTableModel(parent), m_clock(clock) {}

int ConfiguredSourceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ConfiguredSourceModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ConfiguredSourceModel::statusText(const SourceInstance &i)
{
    if (i.paused)
        return tr("Paused");
    if (i.status == u"error")
        return tr("Error: %1").arg(i.error);
    if (i.status == u"ok")
        return i.error.isEmpty() ? tr("OK") : tr("OK: %1").arg(i.error);
    return tr("Waiting for its first poll");
}

QVariant ConfiguredSourceModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const SourceInstance &i = m_rows.at(index.row());
    if (role == NameRole)
        return i.name;
    if (role == PausedRole)
        return i.paused;
    const qint64 now = m_clock.nowMs();
    if (role == Qt::ToolTipRole && index.column() == StatusColumn && !i.error.isEmpty())
        return i.error;
    if (role == Qt::TextAlignmentRole && index.column() == ItemsColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case NameColumn: return i.deltaSource();
    case TypeColumn: {
        const SourcePlugin *p = SourcePlugins::find(i.type);
        return p ? QCoreApplication::translate("tarn::SourcePlugins", p->shape().label.toUtf8().constData()) : i.type;
    }
    case StatusColumn: return statusText(i);
    case LastPollColumn:
        return i.lastPollAt ? tr("%1 ago").arg(TimeFormat::humanDuration(std::max<qint64>(0, now - *i.lastPollAt)))
                            : QStringLiteral("—");
    case NextPollColumn:
        if (i.paused || !i.nextPollAt)
            return QStringLiteral("—");
        return *i.nextPollAt <= now ? tr("due now") : tr("in %1").arg(TimeFormat::humanDuration(*i.nextPollAt - now));
    case ItemsColumn: return QLocale().toString(i.itemsWritten);
    }
    return {};
}

QVariant ConfiguredSourceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn: return tr("Source");
    case TypeColumn: return tr("Kind");
    case StatusColumn: return tr("Status");
    case LastPollColumn: return tr("Last poll");
    case NextPollColumn: return tr("Next poll");
    case ItemsColumn: return tr("Deltas written");
    }
    return {};
}

void ConfiguredSourceModel::setInstances(const QList<SourceInstance> &instances)
{
    beginResetModel();
    m_rows = instances;
    endResetModel();
}

const SourceInstance *ConfiguredSourceModel::instanceAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

int ConfiguredSourceModel::rowOf(const QString &name) const
{
    for (int r = 0; r < m_rows.size(); ++r)
        if (m_rows.at(r).name == name)
            return r;
    return -1;
}

void ConfiguredSourceModel::refreshRelativeTimes()
{
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, LastPollColumn), index(rowCount() - 1, NextPollColumn), {Qt::DisplayRole});
}

} // namespace tarn::ui
