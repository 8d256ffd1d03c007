// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The API in the window: the host starts the server on its own thread, the
// pairing dialog shows a code a client can redeem, the preferences list
// paired clients and revoke them, and without a keychain pairing says why.

#include "ApiPreferencesPage.h"
#include "ApiServerHost.h"
#include "ApiTokenModel.h"
#include "InMemorySecretStore.h"
#include "PairingDialog.h"

#include <QPushButton>
#include "TestSupport.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QComboBox>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;
using namespace tarn::ui;

namespace {

int redeem(quint16 port, const QString &code, QString *token, const QString &name = QStringLiteral("extension"))
{
    QNetworkAccessManager net;
    QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1/v1/pair").arg(port)));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    QNetworkReply *reply = net.post(request, QJsonDocument(QJsonObject{{QStringLiteral("code"), code},
                                                                       {QStringLiteral("name"), name},
                                                                       {QStringLiteral("scope"), QStringLiteral("write")}})
                                                 .toJson());
    QSignalSpy done(reply, &QNetworkReply::finished);
    done.wait(10000);
    *token = QJsonDocument::fromJson(reply->readAll()).object().value(QStringLiteral("token")).toString();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    reply->deleteLater();
    return status;
}

} // namespace

class TestUiApi : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pairFromTheWindowAndRevoke()
    {
        TempLake lake;
        auto secrets = std::make_shared<InMemorySecretStore>();
        ApiServerHost host(lake.path(), lake.clock, secrets);
        QSignalSpy started(&host, &ApiServerHost::started);
        ApiSettings settings;
        settings.port = 0; // any free port
        host.apply(settings, {});
        QTRY_COMPARE(started.count(), 1);
        QTRY_VERIFY(host.isRunning());
        const quint16 port = host.port();
        QVERIFY(port > 0);

        PairingDialog dialog(&host, lake.clock);
        QTRY_COMPARE(dialog.code().size(), 6);
        QVERIFY2(dialog.message().contains(QStringLiteral("10:00")), qPrintable(dialog.message()));
        // Read only unless widened: a read code refuses a client asking to write.
        auto *scope = dialog.findChild<QComboBox *>(QStringLiteral("pairScope"));
        QVERIFY(scope);
        QCOMPARE(TokenScope(scope->currentData().toInt()), TokenScope::Read);
        QString token;
        QCOMPARE(redeem(port, dialog.code(), &token), 403);
        const QString readCode = dialog.code();
        scope->setCurrentIndex(scope->findData(int(TokenScope::Write)));
        QTRY_VERIFY(dialog.code().size() == 6 && dialog.code() != readCode);
        QCOMPARE(redeem(port, dialog.code(), &token), 201);
        QVERIFY(token.startsWith(QStringLiteral("tarn_")));
        // The dialog says who paired, and no longer offers the spent code.
        QTRY_VERIFY_WITH_TIMEOUT(dialog.message().contains(QStringLiteral("Paired with extension (read and write)")), 5000);
        QVERIFY(dialog.code().isEmpty());
        QCOMPARE(dialog.findChild<QPushButton *>(QStringLiteral("newPairCode"))->text(), QStringLiteral("Pair &Another"));

        ApiPreferencesPage page(&host, lake.clock);
        QAbstractItemModelTester tester(page.tokenModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(page.tokenModel()->rowCount(), 1);
        QCOMPARE(page.tokenModel()->index(0, ApiTokenModel::NameColumn).data().toString(), QStringLiteral("extension"));
        QCOMPARE(page.tokenModel()->index(0, ApiTokenModel::ScopeColumn).data().toString(), QStringLiteral("read and write"));
        host.revokeToken(page.tokenModel()->index(0, 0).data(ApiTokenModel::IdRole).toString());
        QTRY_COMPARE(page.tokenModel()->rowCount(), 0);
        QVERIFY(page.findChild<QLabel *>(QStringLiteral("apiStatus"))->text().contains(QString::number(port)));

        // Switched off: the server stops and the port is free again.
        QSignalSpy stopped(&host, &ApiServerHost::stopped);
        settings.enabled = false;
        host.apply(settings, {});
        QTRY_COMPARE(stopped.count(), 1);
        QTRY_VERIFY(!host.isRunning());
    }

    // Issue 18: wrong guesses burn the code, not the person's pairing; the
    // dialog says so (and when a client has used its code) within seconds.
    void theDialogSaysWhenItsCodeIsBurnedOrUsed()
    {
        TempLake lake;
        auto secrets = std::make_shared<InMemorySecretStore>();
        ApiServerHost host(lake.path(), lake.clock, secrets);
        ApiSettings settings;
        settings.port = 0;
        host.apply(settings, {});
        QTRY_VERIFY(host.isRunning());
        PairingDialog dialog(&host, lake.clock);
        QTRY_COMPARE(dialog.code().size(), 6);
        auto *scope = dialog.findChild<QComboBox *>(QStringLiteral("pairScope"));
        const QString readCode = dialog.code();
        scope->setCurrentIndex(scope->findData(int(TokenScope::Write)));
        QTRY_VERIFY(dialog.code().size() == 6 && dialog.code() != readCode);
        const QString wrong = dialog.code() == u"000000" ? QStringLiteral("000001") : QStringLiteral("000000");
        QString token;
        for (int i = 0; i < PairingCodes::kMaxWrongGuesses; ++i)
            QCOMPARE(redeem(host.port(), wrong, &token), 401);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.message().contains(QStringLiteral("burned")), 5000);
        QVERIFY(dialog.code().isEmpty());
        // A new code pairs at once: no lockout.
        dialog.findChild<QPushButton *>(QStringLiteral("newPairCode"))->click();
        QTRY_COMPARE(dialog.code().size(), 6);
        QCOMPARE(redeem(host.port(), dialog.code(), &token), 201);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.message().contains(QStringLiteral("Paired with extension")), 5000);
    }

    void noKeychainSaysWhy()
    {
        TempLake lake;
        auto secrets = std::make_shared<InMemorySecretStore>();
        secrets->setUnavailable(true);
        ApiServerHost host(lake.path(), lake.clock, secrets);
        PairingDialog dialog(&host, lake.clock);
        QTRY_VERIFY(dialog.message().contains(QStringLiteral("keychain")));
        QVERIFY(dialog.code().isEmpty());
    }

    void apiSwitchedOff()
    {
        ManualClock clock(kT0);
        PairingDialog dialog(nullptr, clock);
        QVERIFY(dialog.message().contains(QStringLiteral("switched off")));
    }

    void portInUseIsReported()
    {
        TempLake lake;
        auto secrets = std::make_shared<InMemorySecretStore>();
        ApiServerHost first(lake.path(), lake.clock, secrets);
        QSignalSpy started(&first, &ApiServerHost::started);
        ApiSettings settings;
        settings.port = 0;
        first.apply(settings, {});
        QTRY_VERIFY(first.isRunning());
        settings.port = first.port();
        ApiServerHost second(lake.path(), lake.clock, secrets);
        QSignalSpy failed(&second, &ApiServerHost::failed);
        second.apply(settings, {});
        QTRY_COMPARE(failed.count(), 1);
        QVERIFY(failed.at(0).at(0).toString().contains(QString::number(settings.port)));
    }
};

QTEST_MAIN(TestUiApi)
#include "tst_ui_api.moc"
