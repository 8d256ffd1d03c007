// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "PostgresConnection.h"

#include "LakeCredentials.h"
#include "StoreLogging.h"
#include "TarnError.h"

#include <QHash>
#include <QMutex>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

namespace tarn {

namespace {
struct PostgresText
{
    Q_DECLARE_TR_FUNCTIONS(PostgresConnection)
};

// Every connection open() made that is still in use, by its driver.
struct Tracked
{
    QMutex mutex;
    QHash<const QSqlDriver *, QString> lakes;
};
Q_GLOBAL_STATIC(Tracked, tracked)

void track(const QSqlDatabase &db, const QString &lake)
{
    const QSqlDriver *driver = db.driver();
    {
        const QMutexLocker lock(&tracked->mutex);
        tracked->lakes.insert(driver, lake);
    }
    // Direct: the driver is going on whatever thread removes it.
    QObject::connect(driver, &QObject::destroyed, [driver] {
        const QMutexLocker lock(&tracked->mutex);
        tracked->lakes.remove(driver);
    });
}

// libpq's words when the server wants a password it did not get
// ("fe_sendauth: no password supplied", kept as such in every language) or
// refused the one it got ("password authentication failed", SQLSTATE 28P01,
// which QPSQL does not pass on from a failed connect).
bool aboutThePassword(const QString &reason)
{
    return reason.contains(QLatin1String("fe_sendauth"))
        || reason.contains(QLatin1String("password"), Qt::CaseInsensitive)
        || reason.contains(QLatin1String("Passwort"), Qt::CaseInsensitive);
}

// How to give the password, said the way the refusal calls for.
QString passwordHint(const LakeLocation &location, const QString &reason)
{
    if (!aboutThePassword(reason))
        return {};
    const QString where = location.toDisplayString();
    QString hint;
    switch (LakeCredentials::sourceFor(location)) {
    case LakeCredentials::Source::Typed:
        hint = PostgresText::tr("the server refused the password in the address");
        break;
    case LakeCredentials::Source::Keychain:
        hint = PostgresText::tr("the server refused the password Tarn keeps in the keychain for it; store the right "
                                "one with: tarn lake password %1 (or in the window's Preferences)")
                   .arg(where);
        break;
    case LakeCredentials::Source::Process:
        hint = PostgresText::tr("the server refused the password given for it; store the right one with: tarn lake "
                                "password %1 (or in the window's Preferences)")
                   .arg(where);
        break;
    case LakeCredentials::Source::None:
        hint = PostgresText::tr("the server asks for a password: store it in the keychain with: tarn lake password %1 "
                                "(or in the window's Preferences), or put it in ~/.pgpass")
                   .arg(where);
        if (const QString problem = LakeCredentials::keychainProblem(location); !problem.isEmpty())
            hint += PostgresText::tr(" (the keychain could not be read: %1)").arg(problem);
        break;
    }
    return hint;
}

} // namespace

bool PostgresConnection::driverAvailable()
{
    return QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"));
}

QSqlDatabase PostgresConnection::open(const LakeLocation &location, const QString &connectionName, const QString &password)
{
    if (!driverAvailable())
        throw TarnError::storage(PostgresText::tr("Qt's PostgreSQL driver is not installed (Debian: libqt6sql6-psql); "
                                                  "it is needed for %1").arg(location.toDisplayString()));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connectionName);
    db.setHostName(location.host());
    db.setPort(location.port());
    db.setUserName(location.user());
    db.setDatabaseName(location.database());
    const QString secret = password.isEmpty() ? LakeCredentials::passwordFor(location) : password;
    if (!secret.isEmpty())
        db.setPassword(secret);
    db.setConnectOptions(location.connectOptions());
    if (!db.open()) {
        const QString reason = db.lastError().databaseText().simplified();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(connectionName);
        QString message = PostgresText::tr("cannot reach the lake at %1: %2").arg(location.toDisplayString(), reason);
        if (const QString hint = passwordHint(location, reason); !hint.isEmpty())
            message += QStringLiteral("; ") + hint;
        qCInfo(lcStore, "cannot connect to %s: %s", qUtf8Printable(location.toDisplayString()), qUtf8Printable(reason));
        throw TarnError::storage(message);
    }
    // Notices are for a person at psql ("text-search query contains only
    // stop words" when recall asks for a stop word in English); libpq would
    // print each one on Tarn's stderr. Warnings and errors still come.
    QSqlQuery quiet(db);
    quiet.exec(QStringLiteral("SET client_min_messages = warning"));
    track(db, location.toDisplayString());
    return db;
}

std::optional<QString> PostgresConnection::lostOnThisThread()
{
    const QMutexLocker lock(&tracked->mutex);
    for (auto it = tracked->lakes.cbegin(); it != tracked->lakes.cend(); ++it)
        if (it.key()->thread() == QThread::currentThread() && !it.key()->isOpen())
            return it.value();
    return std::nullopt;
}

std::optional<QString> PostgresConnection::onlyLakeOnThisThread()
{
    const QMutexLocker lock(&tracked->mutex);
    std::optional<QString> only;
    for (auto it = tracked->lakes.cbegin(); it != tracked->lakes.cend(); ++it) {
        if (it.key()->thread() != QThread::currentThread())
            continue;
        if (only && *only != it.value())
            return std::nullopt;
        only = it.value();
    }
    return only;
}

void PostgresConnection::release(const QSqlDatabase &db)
{
    const QMutexLocker lock(&tracked->mutex);
    tracked->lakes.remove(db.driver());
}

} // namespace tarn
