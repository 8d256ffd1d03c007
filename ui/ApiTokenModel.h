// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ApiTokens.h"

#include <QAbstractTableModel>

namespace tarn::ui {

// The paired API clients, for the preferences' list with Revoke.
class ApiTokenModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, ScopeColumn, PairedColumn, ColumnCount };
    enum Role { IdRole = Qt::UserRole + 1 };

    using QAbstractTableModel::QAbstractTableModel;

    void setTokens(const QList<ApiToken> &tokens);
    const QList<ApiToken> &tokens() const { return m_tokens; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<ApiToken> m_tokens;
};

} // namespace tarn::ui
