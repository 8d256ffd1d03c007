// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceTableModel.h"

#include "Clock.h"
#include "LakeReader.h" // Q_DECLARE_METATYPE(tarn::SourceOverview)
#include "SourceRegistry.h"
#include "TimeFormat.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <limits>

namespace tarn::ui {

namespace {

// "Never" and "no expiry due" sort after every real time.
constexpr qint64 kNeverSorts = std::numeric_limits<qint64>::max();

QString localTime(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms).toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

} // namespace

SourceTableModel::SourceTableModel(const Clock &clock, QObject *parent)
    : QAbstractTableModel(parent), m_clock(clock)
{
}

int SourceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SourceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void SourceTableModel::setSources(const QList<SourceOverview> &sources)
{
    beginResetModel();
    m_rows = sources;
    endResetModel();
}

const SourceOverview *SourceTableModel::sourceAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

int SourceTableModel::rowOf(const QString &source) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows.at(i).source == source)
            return i;
    return -1;
}

void SourceTableModel::refreshRelativeTimes()
{
    if (m_rows.isEmpty())
        return;
    Q_EMIT dataChanged(index(0, NextExpiryColumn), index(int(m_rows.size()) - 1, NextExpiryColumn),
                       {Qt::DisplayRole});
}

QString SourceTableModel::labelText(const QString &label)
{
    // The registry keeps its names untranslated (the core has no tr() for
    // them); they are looked up here, in the registry's own context.
    return QCoreApplication::translate("tarn::SourceRegistry", label.toUtf8().constData());
}

QString SourceTableModel::whyText(const QString &source)
{
    const QString why = SourceRegistry::builtIn().definitionFor(source).why;
    return QCoreApplication::translate("tarn::SourceRegistry", why.toUtf8().constData());
}

QString SourceTableModel::categoryText(SourceCategory category)
{
    switch (category) {
    case SourceCategory::Source: return tr("Source");
    case SourceCategory::System: return tr("System");
    case SourceCategory::Runtime: return tr("Runtime");
    case SourceCategory::Transport: return tr("Transport");
    }
    return {};
}

QString SourceTableModel::expiryText(const std::optional<qint64> &expiryMs)
{
    return expiryMs ? TimeFormat::humanDuration(*expiryMs) : tr("never");
}

QString SourceTableModel::decayText(DecayClass decayClass, bool classifiesDecay)
{
    switch (decayClass) {
    case DecayClass::None: return classifiesDecay ? tr("Classified per delta") : tr("Plain TTL");
    case DecayClass::Permanent: return tr("Permanent");
    case DecayClass::Stable: return tr("Stable");
    case DecayClass::Active: return tr("Active");
    case DecayClass::Session: return tr("Session");
    case DecayClass::Checkpoint: return tr("Checkpoint");
    }
    return {};
}

QString SourceTableModel::nextExpiryText(const std::optional<qint64> &at, qint64 nowMs)
{
    if (!at)
        return QStringLiteral("—");
    const qint64 left = *at - nowMs;
    if (left <= 0)
        return tr("due now");
    return tr("in %1").arg(TimeFormat::humanDuration(left));
}

QVariant SourceTableModel::displayText(const SourceOverview &s, int column) const
{
    switch (column) {
    case SourceColumn: return tr("%1 — %2").arg(labelText(s.label), s.source);
    case CategoryColumn: return categoryText(s.category);
    case CountColumn: return QLocale().toString(s.count);
    case ExpiryColumn:
        return s.custom ? tr("%1 (custom)").arg(expiryText(s.settings.expiryMs)) : expiryText(s.settings.expiryMs);
    case DecayColumn: return decayText(s.settings.decayClass, s.classifiesDecay);
    case NextExpiryColumn: return nextExpiryText(s.nextExpiry, m_clock.nowMs());
    case LastDeltaColumn: return s.lastDeltaAt ? localTime(*s.lastDeltaAt) : QStringLiteral("—");
    }
    return {};
}

QVariant SourceTableModel::sortValue(const SourceOverview &s, int column) const
{
    switch (column) {
    // Rows read label first, so they sort by it; the key breaks ties.
    case SourceColumn: return labelText(s.label).toLower() + u'\n' + s.source;
    case CategoryColumn: return sourceCategoryName(s.category);
    case CountColumn: return s.count;
    case ExpiryColumn: return s.settings.expiryMs.value_or(kNeverSorts);
    case DecayColumn: return decayClassName(s.settings.decayClass);
    case NextExpiryColumn: return s.nextExpiry.value_or(kNeverSorts);
    case LastDeltaColumn: return s.lastDeltaAt.value_or(-1);
    }
    return {};
}

QVariant SourceTableModel::toolTip(const SourceOverview &s, int column) const
{
    switch (column) {
    case SourceColumn: return whyText(s.source);
    case ExpiryColumn:
        if (s.custom)
            return tr("Changed from the default of %1").arg(expiryText(s.defaults.expiryMs));
        return s.settings.expiryMs ? tr("Observed deltas wilt %1 after they were observed")
                                         .arg(expiryText(s.settings.expiryMs))
                                   : tr("Authored: never expires");
    case NextExpiryColumn:
        return s.nextExpiry ? tr("Expires %1").arg(localTime(*s.nextExpiry)) : tr("Nothing from this source is due to expire");
    default: return {};
    }
}

QVariant SourceTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SourceOverview &s = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole: return displayText(s, index.column());
    case Qt::ToolTipRole: return toolTip(s, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() == CountColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case SortRole: return sortValue(s, index.column());
    case SourceKeyRole: return s.source;
    case OverviewRole: return QVariant::fromValue(s);
    }
    return {};
}

QVariant SourceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case CountColumn: return tr("Deltas from this source in the lake");
        case ExpiryColumn: return tr("How long an observed delta lives after it was observed");
        case DecayColumn: return tr("Plain TTL uses the expiry; a decay class sets its own lifetime");
        case NextExpiryColumn: return tr("When this source next loses a delta");
        case LastDeltaColumn: return tr("When its newest delta was observed");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SourceColumn: return tr("Source");
    case CategoryColumn: return tr("Category");
    case CountColumn: return tr("Deltas");
    case ExpiryColumn: return tr("Expiry");
    case DecayColumn: return tr("Decay class");
    case NextExpiryColumn: return tr("Next expiry");
    case LastDeltaColumn: return tr("Last delta");
    }
    return {};
}

} // namespace tarn::ui
