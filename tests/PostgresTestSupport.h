// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A private PostgreSQL for the suites that need one (tst_postgres_*):
// CTest's "postgres" fixture starts a cluster (tests/postgres-cluster.sh)
// and writes its address to $TARN_TEST_POSTGRES_DIR/url. Each test gets a
// fresh database of its own, dropped when the test ends. Where PostgreSQL
// or Qt's driver is not installed, the tests skip and say why.

#include "LakeLocation.h"
#include "PostgresConnection.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QThread>
#include <QUuid>

namespace tarn::test {

class PostgresTestServer
{
public:
    // Empty, with why in skipReason(), when there is no server to test on.
    PostgresTestServer()
    {
        if (!PostgresConnection::driverAvailable()) {
            m_skip = QStringLiteral("Qt's PostgreSQL driver is not installed (libqt6sql6-psql)");
            return;
        }
        QFile url(qEnvironmentVariable("TARN_TEST_POSTGRES_DIR") + QStringLiteral("/url"));
        if (!url.open(QIODevice::ReadOnly)) {
            m_skip = QStringLiteral("no test PostgreSQL is running (postgresql-15 not installed, or run outside ctest)");
            return;
        }
        m_admin = LakeLocation::parse(QString::fromUtf8(url.readAll()).trimmed());
    }
    bool available() const { return m_skip.isEmpty(); }
    const QString &skipReason() const { return m_skip; }

    // A new empty database on the test server.
    LakeLocation createDatabase()
    {
        const QString name = QStringLiteral("tarn_t_") + QUuid::createUuid().toString(QUuid::Id128).left(16);
        adminExec(QStringLiteral("CREATE DATABASE ") + name);
        m_created << name;
        return LakeLocation::parse(QStringLiteral("postgresql://%1@%2:%3/%4")
                                       .arg(m_admin.user(), m_admin.host())
                                       .arg(m_admin.port())
                                       .arg(name));
    }
    // Drops every database this object made (connections to them must be closed).
    void dropDatabases()
    {
        for (const QString &name : std::as_const(m_created))
            adminExec(QStringLiteral("DROP DATABASE IF EXISTS ") + name + QStringLiteral(" WITH (FORCE)"));
        m_created.clear();
    }
    ~PostgresTestServer()
    {
        if (available())
            dropDatabases();
    }

    // The cluster's superuser account, and a statement run as it.
    const LakeLocation &admin() const { return m_admin; }
    void adminExec(const QString &sql)
    {
        const QString connection = QStringLiteral("tarn-test-admin");
        {
            QSqlDatabase db = PostgresConnection::open(m_admin, connection);
            QSqlQuery q(db);
            if (!q.exec(sql))
                qFatal("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
        }
        QSqlDatabase::removeDatabase(connection);
    }

    // Waits (up to `timeoutMs`) until no session is connected to `database`.
    // A killed client's server process lives on until it notices the closed
    // socket (at once when idle, after its statement when busy), and holds
    // its locks and open transaction until then.
    bool waitForNoSessions(const QString &database, int timeoutMs = 10000)
    {
        const QString connection = QStringLiteral("tarn-test-admin-wait");
        bool none = false;
        {
            QSqlDatabase db = PostgresConnection::open(m_admin, connection);
            QSqlQuery q(db);
            QElapsedTimer waited;
            waited.start();
            while (!none && waited.elapsed() < timeoutMs) {
                if (!q.exec(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE datname = '%1'").arg(database)) || !q.next())
                    qFatal("pg_stat_activity: %s", qPrintable(q.lastError().text()));
                none = q.value(0).toInt() == 0;
                q.finish();
                if (!none)
                    QThread::msleep(20);
            }
        }
        QSqlDatabase::removeDatabase(connection);
        return none;
    }

private:
    LakeLocation m_admin;
    QString m_skip;
    QStringList m_created;
};

} // namespace tarn::test
