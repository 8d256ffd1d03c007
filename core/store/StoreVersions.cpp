// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "StoreVersions.h"

#include <QSqlDatabase>

#include <sqlite3.h>

namespace tarn::StoreVersions {

QString sqlite()
{
    return QString::fromLatin1(sqlite3_libversion());
}

bool postgresAvailable()
{
    return QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"));
}

} // namespace tarn::StoreVersions
