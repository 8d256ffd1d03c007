#pragma once

#include "LakeLocation.h"

#include <QCoreApplication>
#include <QSqlDatabase>

namespace tarn {

// Opens a Qt Sql connection (QPSQL) to the server a LakeLocation names. Like
// every Qt Sql connection it belongs to the thread that opened it.
namespace PostgresConnection {

// Throws TarnError: Storage naming the server and what it said when the
// server cannot be reached or refuses the account; Storage too when Qt's
// PostgreSQL driver (Debian's libqt6sql6-psql) is not installed.
// `password` overrides the typed one (the keychain's, once read).
QSqlDatabase open(const LakeLocation &location, const QString &connectionName, const QString &password = {});

// Whether Qt's PostgreSQL driver is installed.
bool driverAvailable();

} // namespace PostgresConnection

} // namespace tarn
