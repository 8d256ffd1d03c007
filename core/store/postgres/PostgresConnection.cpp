#include "PostgresConnection.h"

#include "TarnError.h"

#include <QSqlError>
#include <QSqlQuery>

namespace tarn {

namespace {
struct PostgresText
{
    Q_DECLARE_TR_FUNCTIONS(PostgresConnection)
};
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
    const QString secret = password.isEmpty() ? location.typedPassword() : password;
    if (!secret.isEmpty())
        db.setPassword(secret);
    db.setConnectOptions(location.connectOptions());
    if (!db.open()) {
        const QString reason = db.lastError().text().trimmed();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(connectionName);
        throw TarnError::storage(PostgresText::tr("cannot reach the lake at %1: %2").arg(location.toDisplayString(), reason));
    }
    // Notices are for a person at psql ("text-search query contains only
    // stop words" when recall asks for a stop word in English); libpq would
    // print each one on Tarn's stderr. Warnings and errors still come.
    QSqlQuery quiet(db);
    quiet.exec(QStringLiteral("SET client_min_messages = warning"));
    return db;
}

} // namespace tarn
