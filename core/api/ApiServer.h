// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ApiResponse.h"
#include "ApiTokens.h"
#include "Clock.h"
#include "DecayPolicy.h"
#include "HttpTransport.h"
#include "MemorySettings.h"
#include "PairingCodes.h"

#include <QHostAddress>
#include <QMutex>
#include <QObject>
#include <QTimer>
#include <memory>

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
    // The transport's bounds (README, "Limits"); tests shorten the timeouts.
    HttpTransport::Limits http;
    // Threads answering reads, each with its own lake connection.
    int readerThreads = 3;
    // Fae's knobs; nullopt reads them from the config file on each request,
    // so a change in Preferences or `tarn config` applies at once.
    std::optional<MemorySettings> memory;
};

// The loopback HTTP API (DESIGN §6): JSON over 127.0.0.1 and ::1 only, a
// bearer token on every call but POST /v1/pair. Its sockets live on the
// thread it lives in (ApiServerHost gives it a worker thread in the window;
// `tarn serve` runs it on the main thread), where every request's head is
// judged before its body is read: a Host that is not this loopback port, an
// Origin (a web page), an unknown route, a missing or weak token and an
// oversized body are refused there. Reads are then answered on reader
// threads and writes on one writer thread, each with its own lake
// connection, so a write waiting for the lock never holds up a read.
class ApiServer : public QObject, private HttpHandler
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
    void setDecayPolicies(const QList<DecayPolicy> &policies);
    ApiSweepJobs &jobs() { return *m_jobs; }
    int openConnections() const { return m_http ? m_http->openConnections() : 0; }
    qint64 bufferedBodyBytes() const { return m_http ? m_http->bufferedBodyBytes() : 0; }

    // The only body POST /v1/pair needs: a code, a name and a scope.
    static constexpr qint64 kMaxPairBodyBytes = 4 * 1024;

Q_SIGNALS:
    void requestServed(const QString &method, const QString &path, int status);

private:
    // HttpHandler, on the server's thread.
    HttpHeadVerdict judgeHead(const HttpRequestHead &head) override;
    void handleRequest(quint64 connection, const HttpRequestHead &head, const QByteArray &body,
                       const std::any &context) override;
    HttpResponse unreadable(int status, const QString &message) override;

    std::optional<ApiResponse> refuseHostOrOrigin(const HttpRequestHead &head) const;
    // On a lake worker's thread.
    ApiResponse dispatch(Lake &lake, const ApiRequest &r, TokenScope scope);
    void answer(quint64 connection, const ApiRequest &r, const ApiResponse &response);

    // Endpoints (ApiEndpoints.cpp), each on a lake worker's thread.
    ApiResponse pair(Lake &lake, const ApiRequest &r);
    ApiResponse postDeltas(Lake &lake, const ApiRequest &r);
    ApiResponse listDeltas(Lake &lake, const ApiRequest &r);
    ApiResponse getDelta(Lake &lake, const ApiRequest &r, const QString &id);
    ApiResponse postEngagement(Lake &lake, const ApiRequest &r);
    ApiResponse recall(Lake &lake, const ApiRequest &r);
    ApiResponse context(Lake &lake, const ApiRequest &r);
    ApiResponse capture(Lake &lake, const ApiRequest &r);
    ApiResponse forget(Lake &lake, const ApiRequest &r);
    MemorySettings memorySettings() const;
    ApiResponse stats(Lake &lake, const ApiRequest &r);
    ApiResponse sweep(Lake &lake, const ApiRequest &r, TokenScope scope);
    ApiResponse job(const ApiRequest &r, const QString &id);
    // MCP over streamable HTTP (ApiMcp.cpp): POST a message, DELETE a session.
    ApiResponse mcp(Lake &lake, const ApiRequest &r, TokenScope scope);
    QList<DecayPolicy> decayPolicies() const;
    // Recall counts are written after the answer, on the writer, without
    // waiting for the write lock: while a reap holds it, they wait here and
    // are retried.
    void flushRecallTouches();

    QString m_lakePath;
    const Clock &m_clock;
    ApiServerOptions m_options;
    mutable QMutex m_policiesMutex;
    QList<DecayPolicy> m_policies;
    ApiTokens m_tokens;
    PairingCodes m_pairing;
    std::unique_ptr<ApiSweepJobs> m_jobs;
    std::unique_ptr<HttpTransport> m_http;
    std::unique_ptr<class LakeWorkers> m_readers;
    std::unique_ptr<class LakeWorkers> m_writer;
    quint16 m_port = 0;
    QStringList m_pendingTouches;
    bool m_touchInFlight = false;
    QTimer *m_touchTimer = nullptr;
    std::unique_ptr<class McpHttpSessions> m_mcpSessions;
};

} // namespace tarn
