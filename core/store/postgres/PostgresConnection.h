// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LakeLocation.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <optional>

namespace tarn {

// Opens a Qt Sql connection (QPSQL) to the server a LakeLocation names. Like
// every Qt Sql connection it belongs to the thread that opened it.
namespace PostgresConnection {

// Throws TarnError: Storage naming the server and what it said when the
// server cannot be reached or refuses the account (saying how to give a
// password when that is why); Storage too when Qt's PostgreSQL driver
// (Debian's libqt6sql6-psql) is not installed. Without `password` it sends
// what LakeCredentials holds for the account (the typed one, or the
// keychain's), else none, and libpq tries PGPASSWORD and ~/.pgpass.
QSqlDatabase open(const LakeLocation &location, const QString &connectionName, const QString &password = {});

// Whether Qt's PostgreSQL driver is installed.
bool driverAvailable();

// The lake (its display string) of a connection open() made on this thread
// that the server has since dropped, if there is one. Errors after a lost
// connection often name no server (libpq's "server closed the connection
// unexpectedly", or nothing at all once Qt sees the connection is gone), so
// StorageErrors asks here to say which lake was lost. A connection is
// forgotten when its driver goes (QSqlDatabase::removeDatabase) or when
// release() says it was closed on purpose.
std::optional<QString> lostOnThisThread();
void release(const QSqlDatabase &db);

} // namespace PostgresConnection

} // namespace tarn
