// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The same refusals from both engines (issue 21): SQLite's result codes and
// PostgreSQL's SQLSTATEs each become busy, disk full, read-only or a lost
// connection, with a message that says what to do, and the API answers each
// with its own status. (A real lost connection, a backend terminated on the
// test cluster, is in tst_postgres_connection.)

#include "ApiResponse.h"
#include "StorageErrors.h"
#include "TarnError.h"

#include <QSqlError>
#include <QTest>
#include <sqlite3.h>

using namespace tarn;
using namespace Qt::StringLiterals;
using Kind = TarnError::Kind;

Q_DECLARE_METATYPE(TarnError::Kind)

class TestStorageErrors : public QObject
{
    Q_OBJECT

    // A failed statement as QPSQL reports it: the server's words with the
    // SQLSTATE, Qt's own below.
    static QSqlError fromServer(const QString &sqlState, const QString &words)
    {
        return QSqlError(u"QPSQL: Unable to create query"_s, words + u"("_s + sqlState + u")"_s,
                         QSqlError::StatementError, sqlState);
    }

private Q_SLOTS:
    void sqlStatesMapToTheSameRefusals_data()
    {
        QTest::addColumn<QString>("sqlState");
        QTest::addColumn<Kind>("kind");
        QTest::newRow("serialization failure") << u"40001"_s << Kind::Busy;
        QTest::newRow("deadlock") << u"40P01"_s << Kind::Busy;
        QTest::newRow("lock not available") << u"55P03"_s << Kind::Busy;
        QTest::newRow("statement timeout") << u"57014"_s << Kind::Busy;
        QTest::newRow("disk full") << u"53100"_s << Kind::DiskFull;
        QTest::newRow("read-only transaction (a hot standby)") << u"25006"_s << Kind::ReadOnly;
        QTest::newRow("connection exception") << u"08000"_s << Kind::LostConnection;
        QTest::newRow("connection does not exist") << u"08003"_s << Kind::LostConnection;
        QTest::newRow("connection failure") << u"08006"_s << Kind::LostConnection;
        QTest::newRow("admin shutdown") << u"57P01"_s << Kind::LostConnection;
        QTest::newRow("crash shutdown") << u"57P02"_s << Kind::LostConnection;
        QTest::newRow("cannot connect now") << u"57P03"_s << Kind::LostConnection;
        // Everything else is the server's own words: a bug or a broken lake.
        QTest::newRow("unique violation") << u"23505"_s << Kind::Storage;
        QTest::newRow("syntax error") << u"42601"_s << Kind::Storage;
        QTest::newRow("insufficient privilege") << u"42501"_s << Kind::Storage;
    }
    void sqlStatesMapToTheSameRefusals()
    {
        QFETCH(QString, sqlState);
        QFETCH(Kind, kind);
        QVERIFY(StorageErrors::isSqlState(sqlState));
        const TarnError direct = StorageErrors::fromSqlState(sqlState, u"the server's words"_s);
        QCOMPARE(direct.kind(), kind);
        // The same through Qt Sql's error, as every engine's code sees it.
        const TarnError viaQt = StorageErrors::fromSql(fromServer(sqlState, u"the server's words"_s));
        QCOMPARE(viaQt.kind(), kind);
        // The server's words go along, so a person can look them up.
        QVERIFY2(viaQt.message().contains(u"the server's words"_s), qPrintable(viaQt.message()));
    }

    void eachRefusalSaysWhatToDo()
    {
        const TarnError busy = StorageErrors::fromSqlState(u"40P01"_s, u"deadlock detected"_s);
        QVERIFY2(busy.message().contains(u"nothing was written"_s) && busy.message().contains(u"Try again"_s),
                 qPrintable(busy.message()));
        const TarnError full = StorageErrors::fromSqlState(u"53100"_s, u"could not extend file"_s);
        QVERIFY2(full.message().contains(u"server is full"_s), qPrintable(full.message()));
        const TarnError standby = StorageErrors::fromSqlState(u"25006"_s,
                                                              u"cannot execute INSERT in a read-only transaction"_s);
        QVERIFY2(standby.message().contains(u"only reads"_s) && standby.message().contains(u"Reading still works"_s),
                 qPrintable(standby.message()));
        const TarnError lost = StorageErrors::fromSqlState(u"57P01"_s, u"terminating connection"_s, {},
                                                           u"postgresql://anna@db.home.arpa/lake"_s);
        QVERIFY2(lost.message().contains(u"lost the connection to the lake at postgresql://anna@db.home.arpa/lake"_s),
                 qPrintable(lost.message()));
        // A SQLSTATE that is none of them keeps the caller's message.
        QCOMPARE(StorageErrors::fromSqlState(u"23505"_s, u"duplicate key"_s, u"cannot add it"_s).message(),
                 u"cannot add it"_s);
    }

    // SQLite's codes are numbers of at most four digits, never a SQLSTATE,
    // and keep their meaning.
    void sqliteCodesAreUnchanged_data()
    {
        QTest::addColumn<int>("code");
        QTest::addColumn<Kind>("kind");
        QTest::newRow("SQLITE_BUSY") << SQLITE_BUSY << Kind::Busy;
        QTest::newRow("SQLITE_LOCKED") << SQLITE_LOCKED << Kind::Busy;
        QTest::newRow("SQLITE_BUSY_SNAPSHOT") << SQLITE_BUSY_SNAPSHOT << Kind::Busy;
        QTest::newRow("SQLITE_FULL") << SQLITE_FULL << Kind::DiskFull;
        QTest::newRow("SQLITE_IOERR_SHMSIZE") << SQLITE_IOERR_SHMSIZE << Kind::DiskFull;
        QTest::newRow("SQLITE_READONLY") << SQLITE_READONLY << Kind::ReadOnly;
        QTest::newRow("SQLITE_READONLY_DBMOVED") << SQLITE_READONLY_DBMOVED << Kind::ReadOnly;
        QTest::newRow("SQLITE_CORRUPT") << SQLITE_CORRUPT << Kind::Storage;
        QTest::newRow("SQLITE_IOERR_READ") << SQLITE_IOERR_READ << Kind::Storage;
        QTest::newRow("SQLITE_CONSTRAINT_UNIQUE") << SQLITE_CONSTRAINT_UNIQUE << Kind::Storage;
    }
    void sqliteCodesAreUnchanged()
    {
        QFETCH(int, code);
        QFETCH(Kind, kind);
        const QString native = QString::number(code);
        QVERIFY(!StorageErrors::isSqlState(native));
        QCOMPARE(StorageErrors::fromSqlite(code, u"sqlite says"_s).kind(), kind);
        const QSqlError error(u"driver"_s, u"sqlite says"_s, QSqlError::StatementError, native);
        QCOMPARE(StorageErrors::fromSql(error).kind(), kind);
    }

    void onlyFiveLettersOrDigitsAreASqlState()
    {
        QVERIFY(StorageErrors::isSqlState(u"40P01"_s));
        QVERIFY(StorageErrors::isSqlState(u"08006"_s));
        QVERIFY(!StorageErrors::isSqlState(u"8714"_s)); // SQLITE_IOERR_IN_PAGE, SQLite's longest
        QVERIFY(!StorageErrors::isSqlState(u"40p01"_s));
        QVERIFY(!StorageErrors::isSqlState(u"400011"_s));
        QVERIFY(!StorageErrors::isSqlState(QString()));
    }

    // With no connection of this thread lost, an error without a code is
    // not taken for one.
    void noCodeIsNotALostConnectionByItself()
    {
        const QSqlError silent;
        QCOMPARE(StorageErrors::fromSql(silent).kind(), Kind::Storage);
        const QSqlError noState(u"QPSQL: Unable to create query"_s, u"server closed the connection"_s,
                                QSqlError::StatementError);
        QCOMPARE(StorageErrors::fromSql(noState).kind(), Kind::Storage);
    }

    // Each refusal has its own answer on the API: 503 and a Retry-After for
    // a lost server, as for a busy lake.
    void theApiAnswersEachRefusal_data()
    {
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("retryAfter");
        QTest::newRow("busy") << Kind::Busy << 503 << u"busy"_s << true;
        QTest::newRow("disk full") << Kind::DiskFull << 507 << u"disk_full"_s << false;
        QTest::newRow("read-only") << Kind::ReadOnly << 503 << u"read_only"_s << false;
        QTest::newRow("lost connection") << Kind::LostConnection << 503 << u"lost_connection"_s << true;
        QTest::newRow("storage") << Kind::Storage << 500 << u"storage"_s << false;
    }
    void theApiAnswersEachRefusal()
    {
        QFETCH(Kind, kind);
        QFETCH(int, status);
        QFETCH(QString, code);
        QFETCH(bool, retryAfter);
        const ApiResponse r = ApiResponse::fromError(TarnError(kind, u"why"_s));
        QCOMPARE(r.status, status);
        const QJsonObject error = r.body.value(u"error"_s).toObject();
        QCOMPARE(error.value(u"code"_s).toString(), code);
        QCOMPARE(error.value(u"message"_s).toString(), u"why"_s);
        bool hasRetry = false;
        for (const auto &[name, value] : r.headers)
            hasRetry = hasRetry || name == "Retry-After";
        QCOMPARE(hasRetry, retryAfter);
    }
};

QTEST_GUILESS_MAIN(TestStorageErrors)
#include "tst_storage_errors.moc"
