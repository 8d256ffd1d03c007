// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Integration: the real keychain. Run by tests/with-keychain.sh inside a
// private D-Bus session with gnome-keyring, so QtKeychain speaks to a real
// Secret Service. Two objects stand in for two processes (the window and
// `tarn serve`, or `tarn pair` and the server): they share only the keychain.

#include "ApiTokens.h"
#include "KeychainSecretStore.h"
#include "PairingCodes.h"
#include "ServeProcess.h"
#include "TestSupport.h"

#include <QProcess>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

class TestKeychainIntegration : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"))
            QFAIL("no D-Bus session: run through tests/with-keychain.sh (ctest does)");
    }

    void secretsRoundTrip()
    {
        KeychainSecretStore store(QStringLiteral("tarn-test"));
        store.remove(QStringLiteral("probe"));
        QCOMPARE(store.read(QStringLiteral("probe")), std::nullopt);
        store.write(QStringLiteral("probe"), QByteArrayLiteral("s3cret\x01\x02"));
        QCOMPARE(store.read(QStringLiteral("probe")), std::optional<QByteArray>(QByteArrayLiteral("s3cret\x01\x02")));
        KeychainSecretStore other(QStringLiteral("tarn-test")); // another "process"
        QCOMPARE(other.read(QStringLiteral("probe")), std::optional<QByteArray>(QByteArrayLiteral("s3cret\x01\x02")));
        store.remove(QStringLiteral("probe"));
        store.remove(QStringLiteral("probe")); // twice is fine
        QCOMPARE(other.read(QStringLiteral("probe")), std::nullopt);
    }

    // A call waits for the keychain without running anything else queued on
    // the caller's thread. A nested event loop did: the API server's next
    // request ran inside a token check and deadlocked on its lock.
    void aCallRunsNothingElseOfItsThread()
    {
        KeychainSecretStore store(QStringLiteral("tarn-test"));
        bool ranMeanwhile = false;
        QMetaObject::invokeMethod(this, [&] { ranMeanwhile = true; }, Qt::QueuedConnection);
        store.write(QStringLiteral("probe"), QByteArrayLiteral("x"));
        QCOMPARE(store.read(QStringLiteral("probe")), std::optional<QByteArray>(QByteArrayLiteral("x")));
        store.remove(QStringLiteral("probe"));
        QVERIFY(!ranMeanwhile);
        QCoreApplication::processEvents();
        QVERIFY(ranMeanwhile);
    }

    void tokensAndCodesCrossProcesses()
    {
        ManualClock clock(kT0);
        KeychainSecretStore windowStore(QStringLiteral("tarn-test"));
        KeychainSecretStore serveStore(QStringLiteral("tarn-test"));
        windowStore.remove(QStringLiteral("api-tokens"));
        windowStore.remove(QStringLiteral("pair-code"));

        // `tarn pair` issues; the server redeems.
        PairingCodes cli(windowStore, clock);
        PairingCodes server(serveStore, clock);
        const auto issued = cli.issue(TokenScope::Write);
        QCOMPARE(server.redeem(issued.code, TokenScope::Write).outcome, PairingCodes::Outcome::Paired);
        QCOMPARE(server.redeem(issued.code, TokenScope::Write).outcome, PairingCodes::Outcome::NoCode);

        ApiTokens serving(serveStore, clock);
        ApiTokens window(windowStore, clock);
        const QString token = serving.issue(QStringLiteral("browser"), TokenScope::Write);
        QVERIFY(serving.verify(token));
        QCOMPARE(window.list().size(), 1);
        QVERIFY(!windowStore.read(QStringLiteral("api-tokens"))->contains(token.toUtf8()));
        // Revoked in the window: the server notices within its reload time.
        QVERIFY(window.revoke(window.list().at(0).id));
        clock.advance(ApiTokens::kReloadMs);
        QVERIFY(!serving.verify(token));
        windowStore.remove(QStringLiteral("api-tokens"));
    }

    // The whole path a person takes: `tarn serve`, `tarn pair` in another
    // process, a client redeeming the code over HTTP, then SIGTERM.
    void serveAndPairAcrossProcesses()
    {
        QTemporaryDir home;
        ServeProcess serve(home);
        QVERIFY2(serve.start(home.filePath(QStringLiteral("lake.sqlite"))), serve.banner().constData());

        const QString code = serve.pairCode();
        QCOMPARE(code.size(), 6);
        const auto paired = serve.redeem(code, QStringLiteral("it"));
        QCOMPARE(paired.first, 201);
        const QString token = paired.second.value(QStringLiteral("token")).toString();
        // The code was one-time.
        QCOMPARE(serve.redeem(code, QStringLiteral("again")).first, 401);
        QCOMPARE(serve.send("POST", QStringLiteral("/v1/deltas"),
                            R"({"source":"browser","content":"captured through tarn serve"})", token).first,
                 201);
        QCOMPARE(serve.send("GET", QStringLiteral("/v1/stats"), {}, token).second.value(QStringLiteral("total")).toInt(), 1);

        QVERIFY(serve.stop()); // SIGTERM: a clean stop
        QVERIFY(serve.process().readAllStandardOutput().contains("Tarn stopped."));
        // The token never reached the log.
        QVERIFY(!serve.process().readAllStandardError().contains(token.toUtf8()));
    }

    // Issue 18: `tarn pair --wait` says when wrong guesses burned its code,
    // and a new code pairs at once (no lockout of the person).
    void pairWaitSaysWhenItsCodeIsBurned()
    {
        QTemporaryDir home;
        QProcess pair;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        pair.setProcessEnvironment(env);
        pair.start(QStringLiteral(TARN_BINARY), {QStringLiteral("pair"), QStringLiteral("--wait")});
        QVERIFY(pair.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(pair.canReadLine(), 15000);
        const QByteArray first = pair.readLine();
        QVERIFY2(first.startsWith("Pair code: "), first.constData());
        const QString code = QString::fromLatin1(first.mid(11, 6));
        KeychainSecretStore keychain; // the service `tarn pair` used
        PairingCodes server(keychain, SystemClock::instance());
        const QString wrong = code == u"000000" ? QStringLiteral("000001") : QStringLiteral("000000");
        for (int i = 1; i < PairingCodes::kMaxWrongGuesses; ++i)
            QCOMPARE(server.redeem(wrong, TokenScope::Read).outcome, PairingCodes::Outcome::Wrong);
        QCOMPARE(pair.state(), QProcess::Running); // still waiting
        QCOMPARE(server.redeem(wrong, TokenScope::Read).outcome, PairingCodes::Outcome::Burned);
        QVERIFY(pair.waitForFinished(15000));
        QCOMPARE(pair.exitCode(), 1);
        QVERIFY2(pair.readAllStandardError().contains("burned"), "tarn pair did not say the code was burned");
        QCOMPARE(server.redeem(code, TokenScope::Read).outcome, PairingCodes::Outcome::Burned);
        const auto fresh = server.issue(TokenScope::Read);
        QCOMPARE(server.redeem(fresh.code, TokenScope::Read).outcome, PairingCodes::Outcome::Paired);
    }

    // Issue 18: a headless person sees and revokes paired clients.
    void tokensAreListedAndRevokedHeadless()
    {
        QTemporaryDir home;
        ServeProcess serve(home);
        const QString lake = home.filePath(QStringLiteral("lake.sqlite"));
        QVERIFY2(serve.start(lake), serve.banner().constData());
        const auto paired = serve.redeem(serve.pairCode(), QStringLiteral("home-assistant"));
        QCOMPARE(paired.first, 201);
        const QString token = paired.second.value(QStringLiteral("token")).toString();
        QCOMPARE(serve.send("GET", QStringLiteral("/v1/stats"), {}, token).first, 200);

        const auto tarn = [&](const QStringList &args) {
            QProcess p;
            p.setProcessEnvironment(serve.environment());
            p.start(QStringLiteral(TARN_BINARY), args);
            p.waitForFinished(30000);
            return std::make_pair(p.exitCode(), p.readAllStandardOutput());
        };
        const auto listed = tarn({QStringLiteral("tokens"), QStringLiteral("--lake"), lake, QStringLiteral("--json")});
        QCOMPARE(listed.first, 0);
        QVERIFY2(listed.second.contains("\"name\": \"home-assistant\""), listed.second.constData());
        // Another lake has no clients.
        const auto elsewhere = tarn({QStringLiteral("tokens"), QStringLiteral("--lake"), home.filePath(QStringLiteral("other.sqlite"))});
        QVERIFY2(elsewhere.second.contains("No API clients"), elsewhere.second.constData());
        QCOMPARE(tarn({QStringLiteral("tokens"), QStringLiteral("revoke"), QStringLiteral("nobody"), QStringLiteral("--lake"), lake}).first, 3);
        QCOMPARE(tarn({QStringLiteral("tokens"), QStringLiteral("revoke"), QStringLiteral("home-assistant"), QStringLiteral("--lake"), lake}).first, 0);
        // The server re-reads the keychain every few seconds.
        QTRY_COMPARE_WITH_TIMEOUT(serve.send("GET", QStringLiteral("/v1/stats"), {}, token).first, 401, 15000);
        QVERIFY(serve.stop());
    }

    // Issue 21: `tarn lake password` puts a server lake's password in the
    // keychain (read from a pipe here, as a script would give it), where
    // every Tarn finds it under the lake's account, and --forget takes it out.
    void aLakePasswordGoesToTheKeychain()
    {
        QTemporaryDir home;
        const auto tarn = [&](const QStringList &args, const QByteArray &input = {}) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("HOME"), home.path());
            env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(TARN_BINARY), args);
            p.write(input);
            p.closeWriteChannel();
            p.waitForFinished(60000);
            return std::make_pair(p.exitCode(), p.readAllStandardOutput() + p.readAllStandardError());
        };
        const QString lake = QStringLiteral("postgresql://anna@db.home.arpa:6543/notes");
        KeychainSecretStore keychain; // service "tarn", as the app's
        keychain.remove(lake);
        const auto stored = tarn({QStringLiteral("lake"), QStringLiteral("password"), lake + QStringLiteral("?sslmode=require")},
                                 "correct horse\n");
        QVERIFY2(stored.first == 0, stored.second.constData());
        QVERIFY2(stored.second.contains("Stored the password for"), stored.second.constData());
        QVERIFY(!stored.second.contains("correct horse"));
        QCOMPARE(keychain.read(lake), std::optional<QByteArray>(QByteArrayLiteral("correct horse")));
        // Never in the config.
        QFile config(home.filePath(QStringLiteral("config/tarn/tarn.conf")));
        QVERIFY(!config.open(QIODevice::ReadOnly) || !config.readAll().contains("correct horse"));
        const auto forgotten = tarn({QStringLiteral("lake"), QStringLiteral("password"), QStringLiteral("--forget"),
                                     QStringLiteral("--lake"), lake});
        QVERIFY2(forgotten.first == 0, forgotten.second.constData());
        QCOMPARE(keychain.read(lake), std::nullopt);
    }

    void pairingIsRefusedWithoutAKeychain()
    {
        QTemporaryDir home;
        QProcess tarn;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=") + home.filePath(QStringLiteral("no-bus")));
        tarn.setProcessEnvironment(env);
        tarn.start(QStringLiteral(TARN_BINARY), {QStringLiteral("pair")});
        QVERIFY(tarn.waitForFinished(60000));
        QVERIFY(tarn.exitCode() != 0);
        const QString err = QString::fromUtf8(tarn.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("pairing is refused")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("keychain")), qPrintable(err));
        QVERIFY(tarn.readAllStandardOutput().isEmpty()); // no code shown
        QVERIFY(!QFile::exists(home.filePath(QStringLiteral("config/tarn/tarn.conf")))
                || !QFile(home.filePath(QStringLiteral("config/tarn/tarn.conf"))).readAll().contains("pair"));
    }
};

QTEST_GUILESS_MAIN(TestKeychainIntegration)
#include "tst_keychain_integration.moc"
