// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceKindsFilter.h"

#include "SourceTableModel.h"

namespace tarn::ui {

void SourceKindsFilter::setShowAll(bool all)
{
    if (all == m_showAll)
        return;
    m_showAll = all;
    invalidateRowsFilter();
}

int SourceKindsFilter::hiddenCount() const
{
    return sourceModel() ? sourceModel()->rowCount() - rowCount() : 0;
}

bool SourceKindsFilter::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    if (m_showAll)
        return true;
    const auto *model = qobject_cast<const SourceTableModel *>(sourceModel());
    const SourceOverview *o = model ? model->sourceAt(sourceRow) : nullptr;
    return !o || o->count > 0 || o->custom || o->source.contains(u':');
}

} // namespace tarn::ui
