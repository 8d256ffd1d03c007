// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ApiServer.h"
#include "ApiSettings.h"
#include "WorkerThread.h"

#include <QList>
#include <QObject>
#include <memory>

namespace tarn {

class SecretStore;

// Runs the API server on a worker thread for the window, with its own lake
// connection, and the keychain's blocking calls there too. Every call from
// the UI thread is queued; every answer comes back as a queued signal.
class ApiServerHost : public QObject
{
    Q_OBJECT
public:
    // The store is shared: the window's host and a test can both reach it.
    ApiServerHost(QString lakePath, const Clock &clock, std::shared_ptr<SecretStore> secrets, QObject *parent = nullptr);
    ~ApiServerHost() override;

    // Starts (or restarts on a new port); stops when disabled. Answers with
    // started() or failed().
    void apply(const ApiSettings &settings, const QList<DecayPolicy> &policies);
    void issuePairCode(TokenScope scope);   // -> pairCodeIssued / pairingRefused
    // What became of the last code issued here. -> pairCodeFate
    enum class PairCodeFate { Pending, Used, Burned, Replaced, Expired };
    void checkPairCode();
    void listTokens();                      // -> tokensListed / pairingRefused
    void revokeToken(const QString &id);    // -> tokensListed / pairingRefused

    bool isRunning() const { return m_port != 0; }
    quint16 port() const { return m_port; }

Q_SIGNALS:
    void started(quint16 port);
    void stopped();
    void failed(const QString &message);
    // After failed(): the port is another program's (most often the Tarn of
    // another lake); freePort is the next one free above it (0: none near).
    void portTaken(quint16 port, quint16 freePort);
    void pairCodeIssued(const QString &code, qint64 expiresAt, tarn::TokenScope scope);
    void tokensListed(const QList<tarn::ApiToken> &tokens);
    void pairingRefused(const QString &message);
    void pairCodeFate(int fate); // PairCodeFate
    // After Used: the client that paired with the last code issued here,
    // as it named itself, and the access it was given.
    void clientPaired(const QString &name, tarn::TokenScope scope);

private:
    QList<ApiToken> tokensOfThisLake(); // on m_thread

    QString m_lakePath;
    const Clock &m_clock;
    std::shared_ptr<SecretStore> m_secrets;
    WorkerThread m_thread{QStringLiteral("tarn-api")};
    QObject *m_context = nullptr;           // lives on m_thread
    ApiServer *m_server = nullptr;          // lives on m_thread, owned by m_context
    quint16 m_port = 0;                     // written by queued signals only
    PairingCodes::Issued m_lastIssued;      // on m_thread
};

} // namespace tarn

Q_DECLARE_METATYPE(tarn::ApiToken)
Q_DECLARE_METATYPE(tarn::TokenScope)
