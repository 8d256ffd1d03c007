// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// A lake on a server (issue 21): how its location reads in a title and a
// message (never with a password), where the password comes from (the
// address, this process, the keychain, else libpq's own), that it really
// reaches the server (one role of the test cluster must give a password:
// tests/postgres-cluster.sh), what a refusal says, what "Test connection"
// finds, and a connection the server drops becoming a "lost connection"
// that names the lake.

#include "InMemorySecretStore.h"
#include "Lake.h"
#include "LakeCredentials.h"
#include "LakeLocation.h"
#include "LakeProbe.h"
#include "LakeSql.h"
#include "PostgresConnection.h"
#include "PostgresTestSupport.h"
#include "StorageErrors.h"
#include "TarnError.h"
#include "TestSupport.h"

#include <QDeadlineTimer>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QThread>
#include <QUuid>
#include <atomic>

using namespace tarn;
using namespace Qt::StringLiterals;

namespace {

// A keychain that counts how often it is asked.
class CountingSecretStore : public InMemorySecretStore
{
public:
    std::optional<QByteArray> read(const QString &key) override
    {
        ++reads;
        QThread::msleep(20); // long enough for other threads to pile up behind it
        return InMemorySecretStore::read(key);
    }
    std::atomic<int> reads{0};
};

const QString kRole = u"tarn_password_test"_s; // pg_hba.conf wants its password over TCP

} // namespace

class TestPostgresConnection : public QObject
{
    Q_OBJECT

    test::PostgresTestServer m_server;

    void requireServer()
    {
        if (!m_server.available())
            QSKIP(qPrintable(m_server.skipReason()));
    }

    // A new database owned by the role that must give a password, and its
    // address for that role; `password` becomes the role's.
    LakeLocation databaseForPasswordRole(const QString &password)
    {
        m_server.adminExec(u"DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '%1') THEN "
                           "CREATE ROLE %1 LOGIN; END IF; END $$"_s.arg(kRole));
        m_server.adminExec(u"ALTER ROLE %1 PASSWORD '%2'"_s.arg(kRole, password));
        const LakeLocation admin = m_server.createDatabase();
        m_server.adminExec(u"ALTER DATABASE %1 OWNER TO %2"_s.arg(admin.database(), kRole));
        return LakeLocation::parse(u"postgresql://%1@%2:%3/%4"_s.arg(kRole, admin.host()).arg(admin.port()).arg(admin.database()));
    }

    static QString withPassword(const LakeLocation &l, const QString &password)
    {
        return u"postgresql://%1:%2@%3:%4/%5"_s.arg(l.user(), password, l.host()).arg(l.port()).arg(l.database());
    }

    // Why opening this location fails; empty when it opens.
    static QString openFailure(const QString &location)
    {
        try {
            Lake lake;
            lake.open(location);
            return {};
        } catch (const TarnError &e) {
            return e.message();
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Only what the test gives may reach the server: no password from
        // the environment or a developer's ~/.pgpass.
        qunsetenv("PGPASSWORD");
        qputenv("PGPASSFILE", "/nonexistent/tarn-test-pgpass");
    }

    void cleanup() { LakeCredentials::reset(); }

    void aLocationReadsWellAndNeverShowsAPassword()
    {
        QCOMPARE(LakeLocation::parse(u"/home/anna/lakes/work.sqlite"_s).shortName(), u"work.sqlite"_s);
        const LakeLocation server = LakeLocation::parse(u"postgresql://anna:s3cret@db.home.arpa:6543/lake"_s);
        QCOMPARE(server.shortName(), u"lake on db.home.arpa"_s);
        QVERIFY(!server.toDisplayString().contains(u"s3cret"_s));
        QCOMPARE(LakeLocation::displayOf(u"postgresql://anna:s3cret@db.home.arpa:6543/lake"_s),
                 u"postgresql://anna@db.home.arpa:6543/lake"_s);
        // Even an address that does not parse loses its password.
        for (const QString &bad : {u"postgresql://anna:s3cret@db.home.arpa:99999/lake"_s,
                                   u"mysql://anna:s3cret@db.home.arpa/lake"_s,
                                   u"postgresql://anna:s3cret@db.home.arpa/lake?colour=blue"_s}) {
            const QString shown = LakeLocation::displayOf(bad);
            QVERIFY2(!shown.contains(u"s3cret"_s), qPrintable(shown));
            QVERIFY2(shown.contains(u"anna@db.home.arpa"_s), qPrintable(shown));
        }
        QCOMPARE(LakeLocation::displayOf(u"/tmp/x.sqlite"_s), u"/tmp/x.sqlite"_s);
        // Nor does the refusal of one (QUrl quotes the address it rejects).
        try {
            LakeLocation::parse(u"postgresql://anna:s3cret@db.home.arpa:99999/lake"_s);
            QFAIL("port 99999 was taken");
        } catch (const TarnError &e) {
            QVERIFY2(e.message().contains(u"'postgresql://anna@db.home.arpa:99999/lake' is not a valid address"_s),
                     qPrintable(e.message()));
            QVERIFY2(!e.message().contains(u"s3cret"_s), qPrintable(e.message()));
        }
    }

    void anotherMachineWithoutSslIsNoted_data()
    {
        QTest::addColumn<QString>("location");
        QTest::addColumn<bool>("noted");
        QTest::newRow("remote, prefer (the default)") << u"postgresql://a@db.home.arpa/l"_s << true;
        QTest::newRow("remote, allow") << u"postgresql://a@db.home.arpa/l?sslmode=allow"_s << true;
        QTest::newRow("remote, disable") << u"postgresql://a@192.168.1.20/l?sslmode=disable"_s << true;
        QTest::newRow("remote, require") << u"postgresql://a@db.home.arpa/l?sslmode=require"_s << false;
        QTest::newRow("remote, verify-full") << u"postgresql://a@db.home.arpa/l?sslmode=verify-full"_s << false;
        QTest::newRow("loopback, disable") << u"postgresql://a@127.0.0.1/l?sslmode=disable"_s << false;
        QTest::newRow("localhost, prefer") << u"postgresql://a@localhost/l"_s << false;
        QTest::newRow("ipv6 loopback") << u"postgresql://a@[::1]/l"_s << false;
        QTest::newRow("a file") << u"/tmp/lake.sqlite"_s << false;
    }
    void anotherMachineWithoutSslIsNoted()
    {
        QFETCH(QString, location);
        QFETCH(bool, noted);
        QCOMPARE(LakeLocation::parse(location).mayGoUnencrypted(), noted);
    }

    void thePasswordComesFromTheAddressThisProcessOrTheKeychain()
    {
        const LakeLocation plain = LakeLocation::parse(u"postgresql://anna@db.home.arpa/lake"_s);
        // No keychain (tests, tools): nothing, and libpq has its say.
        QCOMPARE(LakeCredentials::passwordFor(plain), QString());
        auto keychain = std::make_shared<CountingSecretStore>();
        keychain->write(plain.keychainKey(), "from-keychain");
        LakeCredentials::setSecretStore(keychain);
        QCOMPARE(LakeCredentials::passwordFor(plain), u"from-keychain"_s);
        QCOMPARE(LakeCredentials::sourceFor(plain), LakeCredentials::Source::Keychain);
        QCOMPARE(LakeCredentials::passwordFor(plain), u"from-keychain"_s);
        QCOMPARE(keychain->reads.load(), 1); // read once, then held
        // sslmode is not part of the account: the same entry.
        QCOMPARE(LakeCredentials::passwordFor(LakeLocation::parse(u"postgresql://anna@db.home.arpa/lake?sslmode=require"_s)),
                 u"from-keychain"_s);
        // Typed into the address: for this use only, first.
        const LakeLocation typed = LakeLocation::parse(u"postgresql://anna:typed@db.home.arpa/lake"_s);
        QCOMPARE(LakeCredentials::passwordFor(typed), u"typed"_s);
        QCOMPARE(LakeCredentials::sourceFor(typed), LakeCredentials::Source::Typed);
        // Given in this process (the Preferences): before the keychain's.
        LakeCredentials::remember(plain, u"given"_s);
        QCOMPARE(LakeCredentials::passwordFor(plain), u"given"_s);
        QCOMPARE(LakeCredentials::sourceFor(plain), LakeCredentials::Source::Process);
        LakeCredentials::remember(plain, {});
        QCOMPARE(LakeCredentials::passwordFor(plain), u"from-keychain"_s);
        QCOMPARE(keychain->reads.load(), 2); // forgotten, so asked again
        // Another account, another entry; none stored is none.
        QCOMPARE(LakeCredentials::passwordFor(LakeLocation::parse(u"postgresql://ben@db.home.arpa/lake"_s)), QString());
        QCOMPARE(LakeCredentials::passwordFor(LakeLocation::parse(u"/tmp/lake.sqlite"_s)), QString());
    }

    void storingAndForgettingGoThroughTheKeychain()
    {
        const LakeLocation l = LakeLocation::parse(u"postgresql://anna@db.home.arpa:6543/lake"_s);
        // No keychain: refused, and said why.
        QVERIFY_THROWS_EXCEPTION(TarnError, LakeCredentials::store(l, u"pw"_s));
        auto keychain = std::make_shared<InMemorySecretStore>();
        LakeCredentials::setSecretStore(keychain);
        LakeCredentials::store(l, u"pw"_s);
        QCOMPARE(keychain->read(u"postgresql://anna@db.home.arpa:6543/lake"_s), std::optional<QByteArray>("pw"));
        QCOMPARE(LakeCredentials::passwordFor(l), u"pw"_s);
        LakeCredentials::forget(l);
        QCOMPARE(keychain->read(l.keychainKey()), std::nullopt);
        QCOMPARE(LakeCredentials::passwordFor(l), QString());
        try {
            LakeCredentials::store(LakeLocation::parse(u"/tmp/lake.sqlite"_s), u"pw"_s);
            QFAIL("a file has no password");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::InvalidInput);
        }
        QVERIFY_THROWS_EXCEPTION(TarnError, LakeCredentials::store(l, {}));
    }

    // An unreachable keychain (a headless server) is no reason to refuse:
    // ~/.pgpass may have it. Why it could not be read is kept for the
    // message should the server then ask for a password.
    void anUnreachableKeychainIsNoPassword()
    {
        const LakeLocation l = LakeLocation::parse(u"postgresql://anna@db.home.arpa/lake"_s);
        auto keychain = std::make_shared<InMemorySecretStore>();
        keychain->setUnavailable(true);
        LakeCredentials::setSecretStore(keychain);
        QCOMPARE(LakeCredentials::passwordFor(l), QString());
        QVERIFY(LakeCredentials::keychainProblem(l).contains(u"no keychain"_s));
    }

    // The window's reader, writer, scheduler and API threads connect at
    // once: the keychain is asked once, not once per thread.
    void manyThreadsAskTheKeychainOnce()
    {
        const LakeLocation l = LakeLocation::parse(u"postgresql://anna@db.home.arpa/lake"_s);
        auto keychain = std::make_shared<CountingSecretStore>();
        keychain->write(l.keychainKey(), "pw");
        LakeCredentials::setSecretStore(keychain);
        QList<QThread *> threads;
        std::atomic<int> right{0};
        for (int i = 0; i < 8; ++i)
            threads << QThread::create([&] {
                if (LakeCredentials::passwordFor(l) == u"pw"_s)
                    ++right;
            });
        for (QThread *t : std::as_const(threads))
            t->start();
        for (QThread *t : std::as_const(threads)) {
            QVERIFY(t->wait(10000));
            delete t;
        }
        QCOMPARE(right.load(), 8);
        QCOMPARE(keychain->reads.load(), 1);
    }

    // The role tarn_password_test must give its password over TCP
    // (scram-sha-256 in the test cluster's pg_hba.conf): the keychain's
    // password opens the lake, none or a wrong one is refused with a
    // message that says how to give the right one.
    void theKeychainsPasswordReachesTheServer()
    {
        requireServer();
        const QString right = QUuid::createUuid().toString(QUuid::Id128);
        const LakeLocation location = databaseForPasswordRole(right);
        const QString address = location.toDisplayString();

        // Without a password the server refuses, and the message says how.
        const QString missing = openFailure(address);
        QVERIFY2(!missing.isEmpty(), "the test cluster let the password role in without a password: "
                                     "is tests/postgres-cluster.sh's pg_hba.conf line there?");
        QVERIFY2(missing.contains(u"asks for a password"_s), qPrintable(missing));
        QVERIFY2(missing.contains(u"tarn lake password "_s + address), qPrintable(missing));
        QVERIFY2(missing.contains(u"Preferences"_s), qPrintable(missing));

        auto keychain = std::make_shared<InMemorySecretStore>();
        LakeCredentials::setSecretStore(keychain);
        keychain->write(location.keychainKey(), "not-the-password");
        const QString wrong = openFailure(address);
        QVERIFY2(wrong.contains(u"refused the password Tarn keeps in the keychain"_s), qPrintable(wrong));
        QVERIFY2(wrong.contains(u"tarn lake password "_s + address), qPrintable(wrong));
        QVERIFY(!wrong.contains(u"not-the-password"_s));

        LakeCredentials::reset();
        LakeCredentials::setSecretStore(keychain);
        keychain->write(location.keychainKey(), right.toUtf8());
        {
            ManualClock clock(test::kT0);
            Lake lake(clock);
            lake.open(address);
            QCOMPARE(LakeSql::of(lake).password(), right);
            QCOMPARE(LakeSql::of(lake).userName(), kRole);
            const Delta d = lake.insert(test::draft(u"chat"_s, u"Written with the keychain's password"_s, Kind::Fact));
            QCOMPARE(lake.get(d.id)->content, d.content);
            QCOMPARE(lake.path(), address); // what is shown has no password
        }

        // A password typed into the address goes first, and a wrong one
        // is said to be the address's.
        const QString typedWrong = openFailure(withPassword(location, u"typo"_s));
        QVERIFY2(typedWrong.contains(u"refused the password in the address"_s), qPrintable(typedWrong));
        QVERIFY(!typedWrong.contains(u"typo"_s));
        QCOMPARE(openFailure(withPassword(location, right)), QString());
    }

    // "Test connection": what is there, reached with the password typed in
    // the Preferences, or why not; nothing is created.
    void probingSaysWhatIsThere()
    {
        requireServer();
        const QString right = QUuid::createUuid().toString(QUuid::Id128);
        const LakeLocation location = databaseForPasswordRole(right);
        const LakeProbe::Result empty = LakeProbe::probe(location.toDisplayString(), right);
        QVERIFY2(empty.reached, qPrintable(empty.message));
        QVERIFY2(empty.message.contains(u"Reached PostgreSQL"_s) && empty.message.contains(u"no lake there yet"_s),
                 qPrintable(empty.message));
        QVERIFY(!empty.message.contains(u"not encrypted"_s)); // loopback needs no note
        // Still empty: the probe created nothing.
        QVERIFY(LakeProbe::probe(location.toDisplayString(), right).message.contains(u"no lake there yet"_s));
        {
            Lake lake;
            lake.open(withPassword(location, right));
        }
        const LakeProbe::Result lake = LakeProbe::probe(location.toDisplayString(), right);
        QVERIFY2(lake.reached && lake.message.contains(u"a Tarn lake (schema"_s), qPrintable(lake.message));

        const LakeProbe::Result refused = LakeProbe::probe(location.toDisplayString(), u"wrong"_s);
        QVERIFY(!refused.reached);
        QVERIFY2(refused.message.contains(u"cannot reach the lake at "_s + location.toDisplayString()),
                 qPrintable(refused.message));
        const LakeProbe::Result nobody = LakeProbe::probe(u"postgresql://tarn@127.0.0.1:1/nothing"_s);
        QVERIFY(!nobody.reached);
        QVERIFY2(nobody.message.contains(u"cannot reach the lake at postgresql://tarn@127.0.0.1:1/nothing"_s),
                 qPrintable(nobody.message));
        QVERIFY(!LakeProbe::probe(u"postgresql://tarn@127.0.0.1/"_s).reached); // does not parse: says why
    }

    // The server ends this lake's backend (a restart, a failover, an
    // administrator): the next step on the lake fails as a lost connection
    // naming the lake, not as a broken lake; each step after tries to
    // connect again, failing the same way while the server refuses, and
    // work goes on once it answers (the writer's statements made anew).
    void aDroppedConnectionIsLostThenFoundAgain()
    {
        requireServer();
        const LakeLocation location = m_server.createDatabase();
        const QString address = location.toDisplayString();
        ManualClock clock(test::kT0);
        Lake lake(clock);
        lake.open(address);
        const Delta kept = lake.insert(test::draft(u"chat"_s, u"Written before the server dropped us"_s, Kind::Fact));
        qint64 pid = 0;
        {
            QSqlQuery q(LakeSql::of(lake));
            QVERIFY(q.exec(u"SELECT pg_backend_pid()"_s) && q.next());
            pid = q.value(0).toLongLong();
        }
        // No one may connect to the database until the test says so, and
        // the lake's backend goes.
        m_server.adminExec(u"ALTER DATABASE %1 ALLOW_CONNECTIONS false"_s.arg(location.database()));
        const QString connection = u"tarn-test-terminator"_s;
        {
            QSqlDatabase admin = PostgresConnection::open(m_server.admin(), connection);
            QSqlQuery q(admin);
            QVERIFY(q.exec(u"SELECT pg_terminate_backend(%1)"_s.arg(pid)) && q.next() && q.value(0).toBool());
            const QDeadlineTimer deadline(10000);
            bool gone = false;
            while (!gone && !deadline.hasExpired()) {
                QVERIFY(q.exec(u"SELECT count(*) FROM pg_stat_activity WHERE pid = %1"_s.arg(pid)) && q.next());
                gone = q.value(0).toInt() == 0;
                if (!gone)
                    QThread::msleep(20);
            }
            QVERIFY(gone);
        }
        QSqlDatabase::removeDatabase(connection);

        const auto expectLost = [&](const char *step, const std::function<void()> &run) {
            try {
                run();
                QFAIL(qPrintable(u"%1 went through on a dropped connection"_s.arg(QLatin1StringView(step))));
            } catch (const TarnError &e) {
                QVERIFY2(e.kind() == TarnError::Kind::LostConnection,
                         qPrintable(u"%1: kind %2: %3"_s.arg(QLatin1StringView(step)).arg(int(e.kind())).arg(e.message())));
                QVERIFY2(e.message().contains(u"lost the connection to the lake at "_s + address), qPrintable(e.message()));
            }
        };
        expectLost("the first read", [&] { lake.get(kept.id); });
        QVERIFY(lake.isOpen()); // still this lake: its next step tries again
        QCOMPARE(lake.reconnects(), quint64(0));
        expectLost("a read while the server refuses", [&] { lake.list({}, {}, 10); });
        expectLost("a write while the server refuses", [&] {
            lake.insert(test::draft(u"chat"_s, u"Written while away"_s, Kind::Fact));
        });
        expectLost("the counts while the server refuses", [&] { lake.stats(); });
        QCOMPARE(lake.reconnects(), quint64(0));

        m_server.adminExec(u"ALTER DATABASE %1 ALLOW_CONNECTIONS true"_s.arg(location.database()));
        QCOMPARE(lake.get(kept.id)->content, kept.content); // connects again
        QCOMPARE(lake.reconnects(), quint64(1));
        const Delta after = lake.insert(test::draft(u"chat"_s, u"Written once it was back"_s, Kind::Fact));
        QCOMPARE(lake.list({}, {}, 10).size(), 2);
        QCOMPARE(lake.get(after.id)->content, after.content);
        // Nothing written while away.
        QCOMPARE(lake.stats().total, qint64(2));
    }
    // The server's "terminating connection due to administrator command"
    // (57P01) can reach a query before libpq marks the connection bad, so
    // the driver still says it is open. The error still names the lake: the
    // one connection on this thread is the one that was lost (a CI run once
    // showed "the lake's server" there, racing the window's reader).
    void aLostStateOnAStillOpenConnectionNamesTheLake()
    {
        requireServer();
        const LakeLocation location = m_server.createDatabase();
        ManualClock clock(test::kT0);
        Lake lake(clock);
        lake.open(location.toDisplayString());
        QVERIFY(LakeSql::of(lake).isOpen());
        const QSqlError terminated(u"FATAL: terminating connection due to administrator command"_s, {},
                                   QSqlError::StatementError, u"57P01"_s);
        const TarnError e = StorageErrors::fromSql(terminated);
        QCOMPARE(e.kind(), TarnError::Kind::LostConnection);
        QVERIFY2(e.message().contains(u"lost the connection to the lake at "_s + location.toDisplayString()),
                 qPrintable(e.message()));

        // A second connection to the same lake changes nothing.
        Lake again(clock);
        again.open(location.toDisplayString());
        QVERIFY2(StorageErrors::fromSql(terminated).message().contains(location.toDisplayString()),
                 qPrintable(StorageErrors::fromSql(terminated).message()));
        // With two lakes open on the thread the error cannot say which one.
        Lake other(clock);
        other.open(m_server.createDatabase().toDisplayString());
        QVERIFY2(StorageErrors::fromSql(terminated).message().contains(u"lost the connection to the lake's server"_s),
                 qPrintable(StorageErrors::fromSql(terminated).message()));
    }
};

QTEST_GUILESS_MAIN(TestPostgresConnection)
#include "tst_postgres_connection.moc"
