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
// The lake of the connections open() made on this thread when they are all
// to one lake, whether or not Qt has noticed one is gone. When the server's
// own SQLSTATE says the connection ended (57P01 from pg_terminate_backend,
// class 08) libpq may not have marked it bad yet, so lostOnThisThread()
// finds nothing; with one lake on the thread there is no doubt which it was.
std::optional<QString> onlyLakeOnThisThread();
void release(const QSqlDatabase &db);

} // namespace PostgresConnection

} // namespace tarn
