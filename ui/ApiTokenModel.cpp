// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiTokenModel.h"

#include <QDateTime>
#include <QLocale>

namespace tarn::ui {

void ApiTokenModel::setTokens(const QList<ApiToken> &tokens)
{
    beginResetModel();
    m_tokens = tokens;
    endResetModel();
}

int ApiTokenModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_tokens.size());
}

int ApiTokenModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ApiTokenModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ApiToken &t = m_tokens.at(index.row());
    if (role == IdRole)
        return t.id;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case NameColumn: return t.name;
    case ScopeColumn: return t.scope == TokenScope::Write ? tr("read and write") : tr("read only");
    case PairedColumn:
        return QLocale().toString(QDateTime::fromMSecsSinceEpoch(t.createdAt).toLocalTime(), QLocale::ShortFormat);
    default: return {};
    }
}

QVariant ApiTokenModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn: return tr("Client");
    case ScopeColumn: return tr("Access");
    case PairedColumn: return tr("Paired");
    default: return {};
    }
}

} // namespace tarn::ui
