// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiServerHost.h"

#include "SecretStore.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QTcpServer>

namespace tarn {

namespace {
struct ApiHostText
{
    Q_DECLARE_TR_FUNCTIONS(ApiServerHost)
};
// Whether another socket holds the port on loopback, asked the way the
// server itself listens.
bool isTaken(quint16 port)
{
    QTcpServer probe;
    return !probe.listen(QHostAddress::LocalHost, port) && probe.serverError() == QAbstractSocket::AddressInUseError;
}

quint16 nextFreePort(quint16 taken)
{
    for (int port = taken + 1; port <= std::min(65535, taken + 100); ++port) {
        QTcpServer probe;
        if (probe.listen(QHostAddress::LocalHost, quint16(port)))
            return quint16(port);
    }
    return 0;
}
} // namespace

ApiServerHost::ApiServerHost(QString lakePath, const Clock &clock, std::shared_ptr<SecretStore> secrets, QObject *parent)
    : QObject(parent), m_lakePath(std::move(lakePath)), m_clock(clock), m_secrets(std::move(secrets))
{
    qRegisterMetaType<tarn::ApiToken>();
    qRegisterMetaType<QList<tarn::ApiToken>>();
    qRegisterMetaType<tarn::TokenScope>();
    connect(this, &ApiServerHost::started, this, [this](quint16 port) { m_port = port; });
    connect(this, &ApiServerHost::stopped, this, [this] { m_port = 0; });
    m_context = m_thread.host(new QObject);
}

ApiServerHost::~ApiServerHost()
{
    // The server (a child of the context) goes with it, on its own thread.
    m_thread.stop();
}

void ApiServerHost::apply(const ApiSettings &settings, const QList<DecayPolicy> &policies)
{
    QMetaObject::invokeMethod(m_context, [this, settings, policies] {
        if (m_server && settings.enabled && m_server->port() == settings.port) {
            m_server->setDecayPolicies(policies);
            return;
        }
        delete m_server;
        m_server = nullptr;
        if (!settings.enabled) {
            Q_EMIT stopped();
            return;
        }
        ApiServerOptions options;
        options.port = settings.port;
        options.decayPolicies = policies;
        auto *server = new ApiServer(m_lakePath, m_clock, *m_secrets, options, m_context);
        try {
            const quint16 port = server->start();
            m_server = server;
            Q_EMIT started(port);
        } catch (const TarnError &e) {
            delete server;
            Q_EMIT stopped();
            Q_EMIT failed(e.message());
            if (isTaken(settings.port))
                Q_EMIT portTaken(settings.port, nextFreePort(settings.port));
        }
    });
}

void ApiServerHost::issuePairCode(TokenScope scope)
{
    QMetaObject::invokeMethod(m_context, [this, scope] {
        try {
            PairingCodes codes(*m_secrets, m_clock);
            const PairingCodes::Issued issued = codes.issue(scope);
            m_lastIssued = issued;
            Q_EMIT pairCodeIssued(issued.code, issued.expiresAt, issued.scope);
        } catch (const TarnError &e) {
            Q_EMIT pairingRefused(ApiHostText::tr("Pairing is not possible: %1. Tarn keeps API secrets only in the "
                                                  "system keychain and never in a plain file.")
                                      .arg(e.message()));
        }
    });
}

void ApiServerHost::checkPairCode()
{
    QMetaObject::invokeMethod(m_context, [this] {
        if (m_lastIssued.code.isEmpty())
            return;
        try {
            const PairingCodes::Status status = PairingCodes(*m_secrets, m_clock).status();
            PairCodeFate fate = PairCodeFate::Pending;
            if (status.state == PairingCodes::CodeState::None)
                fate = PairCodeFate::Used;
            else if (!PairingCodes::isAbout(status, m_lastIssued))
                fate = PairCodeFate::Replaced;
            else if (status.state == PairingCodes::CodeState::Burned)
                fate = PairCodeFate::Burned;
            else if (status.state == PairingCodes::CodeState::Expired)
                fate = PairCodeFate::Expired;
            Q_EMIT pairCodeFate(int(fate));
            if (fate == PairCodeFate::Used) {
                // The token it became: this lake's newest since the code
                // was issued. The code is done; nothing more to watch.
                const qint64 issuedAt = m_lastIssued.expiresAt - PairingCodes::kValidMs;
                m_lastIssued = {};
                std::optional<ApiToken> newest;
                for (const ApiToken &t : tokensOfThisLake())
                    if (t.createdAt >= issuedAt && (!newest || t.createdAt >= newest->createdAt))
                        newest = t;
                if (newest)
                    Q_EMIT clientPaired(newest->name, newest->scope);
            }
        } catch (const TarnError &) {
            // The keychain went away: the next issue says so.
        }
    });
}

void ApiServerHost::listTokens()
{
    QMetaObject::invokeMethod(m_context, [this] {
        try {
            Q_EMIT tokensListed(tokensOfThisLake());
        } catch (const TarnError &e) {
            Q_EMIT pairingRefused(e.message());
        }
    });
}

// The keychain is shared by every lake the person opens: the window lists
// the clients of its own lake (and those paired before tokens named one).
QList<ApiToken> ApiServerHost::tokensOfThisLake()
{
    const QString here = ApiTokens::lakeKey(m_lakePath);
    QList<ApiToken> mine = ApiTokens(*m_secrets, m_clock).list();
    mine.removeIf([&](const ApiToken &t) { return !t.lake.isEmpty() && t.lake != here; });
    return mine;
}

void ApiServerHost::revokeToken(const QString &id)
{
    QMetaObject::invokeMethod(m_context, [this, id] {
        try {
            ApiTokens tokens(*m_secrets, m_clock);
            tokens.revoke(id);
            Q_EMIT tokensListed(tokensOfThisLake());
        } catch (const TarnError &e) {
            Q_EMIT pairingRefused(e.message());
        }
    });
}

} // namespace tarn
