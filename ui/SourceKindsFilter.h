// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

namespace tarn::ui {

// The Sources page's list, sorted, and (unless "Show all") only the kinds
// of source that mean something in this lake: those with deltas, those the
// person set up (a configured source, "rss:walks") and those whose expiry
// they changed. The two dozen built-in kinds a lake may never see
// ("Crystal-reject (debug breadcrumb)") wait behind Show all.
class SourceKindsFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setShowAll(bool all);
    bool showsAll() const { return m_showAll; }
    // Rows of the source model the filter hides now.
    int hiddenCount() const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool m_showAll = false;
};

} // namespace tarn::ui
