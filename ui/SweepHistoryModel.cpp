// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SweepHistoryModel.h"

#include "Clock.h"
#include "TimeFormat.h"

#include <QColor>
#include <QDateTime>
#include <QLocale>

namespace tarn::ui {

namespace {
// The app icon's red: it reads on light and dark palettes alike, so a
// failed sweep stands out without a palette lookup in the model.
const QColor kErrorColour(0xd9, 0x53, 0x4f);
} // namespace

SweepHistoryModel::SweepHistoryModel(const Clock &clock, QObject *parent)
    : QAbstractTableModel(parent), m_clock(clock)
{
}

void SweepHistoryModel::setEntries(const QList<SweepHistoryEntry> &entries)
{
    // A refresh replaces the whole short list (twenty rows at most): a
    // reset is simpler than diffing and costs nothing visible.
    beginResetModel();
    m_entries = entries;
    endResetModel();
}

int SweepHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int SweepHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString SweepHistoryModel::resultText(const SweepHistoryEntry &entry)
{
    if (!entry.error.isEmpty())
        return entry.error;
    return entry.cancelled ? tr("cancelled") : tr("ok");
}

QString SweepHistoryModel::durationText(qint64 ms)
{
    if (ms < 1000)
        return tr("%1 ms").arg(QLocale().toString(ms));
    return tr("%1 s").arg(QLocale().toString(double(ms) / 1000.0, 'f', ms < 10000 ? 1 : 0));
}

QVariant SweepHistoryModel::display(const SweepHistoryEntry &entry, int column) const
{
    switch (column) {
    case WhenColumn:
        return QDateTime::fromMSecsSinceEpoch(entry.at).toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    case SweepColumn: return entry.kind == SweepKind::Reap ? tr("Reaper") : tr("Soft decay");
    case RemovedColumn: return QLocale().toString(entry.removed);
    // The reaper only deletes; a dash says "not applicable" rather than "none".
    case ReducedColumn: return entry.kind == SweepKind::Reap ? tr("–") : QLocale().toString(entry.reduced);
    case TookColumn: return durationText(entry.durationMs);
    case ResultColumn: return resultText(entry);
    default: return {};
    }
}

QString SweepHistoryModel::toolTip(const SweepHistoryEntry &entry) const
{
    const qint64 age = m_clock.nowMs() - entry.at;
    const QString when = age >= 0 ? tr("%1 ago").arg(TimeFormat::humanDuration(age)) : tr("in the future (clock moved back?)");
    QString tip = entry.actor.isEmpty() ? tr("Ran %1").arg(when) : tr("Ran %1, started by %2").arg(when, entry.actor);
    if (!entry.error.isEmpty())
        tip += QLatin1Char('\n') + tr("Failed, nothing half-done: %1").arg(entry.error);
    else if (entry.cancelled)
        tip += QLatin1Char('\n') + tr("Stopped early; what it had finished stays done.");
    return tip;
}

QVariant SweepHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SweepHistoryEntry &entry = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole: return display(entry, index.column());
    case Qt::ToolTipRole: return toolTip(entry);
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case RemovedColumn:
        case ReducedColumn:
        case TookColumn: return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        default: return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        }
    case Qt::ForegroundRole:
        if (index.column() == ResultColumn && !entry.error.isEmpty())
            return kErrorColour;
        return {};
    case SortRole:
        switch (index.column()) {
        case WhenColumn: return entry.at;
        case SweepColumn: return int(entry.kind);
        case RemovedColumn: return entry.removed;
        case ReducedColumn: return entry.reduced;
        case TookColumn: return entry.durationMs;
        case ResultColumn: return resultText(entry);
        default: return {};
        }
    default: return {};
    }
}

QVariant SweepHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case WhenColumn: return tr("When");
        case SweepColumn: return tr("Sweep");
        case RemovedColumn: return tr("Removed");
        case ReducedColumn: return tr("Reduced");
        case TookColumn: return tr("Took");
        case ResultColumn: return tr("Result");
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole) {
        // Headers line up with their numbers.
        const bool number = section == RemovedColumn || section == ReducedColumn || section == TookColumn;
        return QVariant::fromValue((number ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case WhenColumn: return tr("When the sweep ran (local time)");
        case RemovedColumn: return tr("Deltas deleted: expired ones for the reaper, faded ones for soft decay");
        case ReducedColumn: return tr("Deltas whose confidence soft decay halved");
        case TookColumn: return tr("Wall time the sweep took");
        default: return {};
        }
    }
    return {};
}

} // namespace tarn::ui
