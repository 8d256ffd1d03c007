#pragma once

#include "ApiResponse.h"
#include "ApiTokens.h"
#include "Clock.h"
#include "DecayPolicy.h"
#include "MemorySettings.h"
#include "PairingCodes.h"

#include <QHostAddress>
#include <QObject>
#include <QTimer>
#include <memory>

class QHttpServerRequest;
class QTcpSocket;

namespace tarn {

class ApiSweepJobs;
class Lake;
class SecretStore;

struct ApiServerOptions
{
    quint16 port = 0; // 0: any free port (see ApiServer::port())
    QList<DecayPolicy> decayPolicies;
    qint64 asyncSweepThreshold = DecaySweeper::kAsyncThreshold;
    qint64 maxBodyBytes = 1024 * 1024;
    // Fae's knobs; nullopt reads them from the config file on each request,
    // so a change in Preferences or `tarn config` applies at once.
    std::optional<MemorySettings> memory;
};

// The loopback HTTP API (DESIGN §6): JSON over 127.0.0.1 and ::1 only, a
// bearer token on every call but POST /v1/pair. It owns a lake connection
// on the thread it lives in (ApiServerHost gives it a worker thread in the
// window; `tarn serve` runs it on the main thread); each request is
// answered on that thread, so the window never waits on it.
class ApiServer : public QObject
{
    Q_OBJECT
public:
    ApiServer(QString lakePath, const Clock &clock, SecretStore &secrets, ApiServerOptions options,
              QObject *parent = nullptr);
    ~ApiServer() override;

    // Opens the lake and listens. Throws TarnError naming what failed
    // (the lake, or the port being taken).
    quint16 start();
    quint16 port() const { return m_port; }
    QList<QHostAddress> addresses() const;

    ApiTokens &tokens() { return m_tokens; }
    PairingCodes &pairing() { return m_pairing; }
    void setDecayPolicies(const QList<DecayPolicy> &policies) { m_options.decayPolicies = policies; }
    ApiSweepJobs &jobs() { return *m_jobs; }

Q_SIGNALS:
    void requestServed(const QString &method, const QString &path, int status);

private:
    friend class ApiHttpFrontend;
    void handle(const QHttpServerRequest &request, QTcpSocket *socket);
    ApiResponse dispatch(const QHttpServerRequest &request);

    // Endpoints (ApiEndpoints.cpp).
    ApiResponse pair(const ApiRequest &r);
    ApiResponse postDeltas(const ApiRequest &r);
    ApiResponse listDeltas(const ApiRequest &r);
    ApiResponse getDelta(const ApiRequest &r, const QString &id);
    ApiResponse postEngagement(const ApiRequest &r);
    ApiResponse recall(const ApiRequest &r);
    ApiResponse context(const ApiRequest &r);
    ApiResponse capture(const ApiRequest &r);
    MemorySettings memorySettings() const;
    ApiResponse stats(const ApiRequest &r);
    ApiResponse sweep(const ApiRequest &r, TokenScope scope);
    ApiResponse job(const ApiRequest &r, const QString &id);
    // Recall counts are written after the answer, without waiting for the
    // write lock: while a reap holds it, they wait here and are retried.
    void flushRecallTouches();

    QString m_lakePath;
    const Clock &m_clock;
    ApiServerOptions m_options;
    std::unique_ptr<Lake> m_lake;
    ApiTokens m_tokens;
    PairingCodes m_pairing;
    std::unique_ptr<ApiSweepJobs> m_jobs;
    std::unique_ptr<class ApiHttpFrontend> m_http;
    quint16 m_port = 0;
    QStringList m_pendingTouches;
    QTimer *m_touchTimer = nullptr;
};

} // namespace tarn
