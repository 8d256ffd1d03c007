// Integration: the real keychain. Run by tests/with-keychain.sh inside a
// private D-Bus session with gnome-keyring, so QtKeychain speaks to a real
// Secret Service. Two objects stand in for two processes (the window and
// `tarn serve`, or `tarn pair` and the server): they share only the keychain.

#include "ApiTokens.h"
#include "KeychainSecretStore.h"
#include "PairingCodes.h"
#include "TestSupport.h"

#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
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
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        const QString lake = home.filePath(QStringLiteral("lake.sqlite"));
        QProcess serve;
        serve.setProcessEnvironment(env);
        serve.start(QStringLiteral(TARN_BINARY), {QStringLiteral("serve"), QStringLiteral("--port"), QStringLiteral("0"),
                                                  QStringLiteral("--lake"), lake});
        QVERIFY(serve.waitForStarted());
        QByteArray banner;
        while (!banner.contains("http://127.0.0.1:") && serve.waitForReadyRead(20000))
            banner += serve.readAllStandardOutput();
        const QRegularExpression portRe(QStringLiteral("http://127\\.0\\.0\\.1:(\\d+)"));
        const auto match = portRe.match(QString::fromUtf8(banner));
        QVERIFY2(match.hasMatch(), banner.constData());
        const QString port = match.captured(1);

        QProcess pair;
        pair.setProcessEnvironment(env);
        pair.start(QStringLiteral(TARN_BINARY), {QStringLiteral("pair"), QStringLiteral("--json")});
        QVERIFY(pair.waitForFinished(30000));
        QCOMPARE(pair.exitCode(), 0);
        const QString code = QJsonDocument::fromJson(pair.readAllStandardOutput()).object().value(QStringLiteral("code")).toString();
        QCOMPARE(code.size(), 6);

        QNetworkAccessManager net;
        const auto send = [&](const QByteArray &method, const QString &path, const QByteArray &body, const QString &token) {
            QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(port, path)));
            request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
            if (!token.isEmpty())
                request.setRawHeader("Authorization", "Bearer " + token.toUtf8());
            QNetworkReply *reply = net.sendCustomRequest(request, method, body);
            QEventLoop loop;
            QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
            loop.exec();
            const QPair<int, QJsonObject> out{reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
                                              QJsonDocument::fromJson(reply->readAll()).object()};
            reply->deleteLater();
            return out;
        };
        const auto paired = send("POST", QStringLiteral("/v1/pair"),
                                 QJsonDocument(QJsonObject{{QStringLiteral("code"), code}, {QStringLiteral("name"), QStringLiteral("it")},
                                                           {QStringLiteral("scope"), QStringLiteral("write")}})
                                     .toJson(),
                                 {});
        QCOMPARE(paired.first, 201);
        const QString token = paired.second.value(QStringLiteral("token")).toString();
        QCOMPARE(send("POST", QStringLiteral("/v1/deltas"),
                      R"({"source":"browser","content":"captured through tarn serve"})", token).first,
                 201);
        QCOMPARE(send("GET", QStringLiteral("/v1/stats"), {}, token).second.value(QStringLiteral("total")).toInt(), 1);

        serve.terminate(); // SIGTERM: a clean stop
        QVERIFY(serve.waitForFinished(20000));
        QCOMPARE(serve.exitStatus(), QProcess::NormalExit);
        QCOMPARE(serve.exitCode(), 0);
        QVERIFY(serve.readAllStandardOutput().contains("Tarn stopped."));
        // The token never reached the log.
        QVERIFY(!serve.readAllStandardError().contains(token.toUtf8()));
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
