// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EmbeddingConfig.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <vector>

class QNetworkAccessManager;
class QObject;

namespace tarn {

class HttpFetch;

// Asks the local embedding server for vectors (EmbeddingConfig.h), or the
// built-in word vectors when that is the config (no request at all). A
// server's request is bounded like every other request Tarn makes
// (HttpFetch): a size cap on the answer, a deadline on the whole request, no
// proxy (the server is on loopback and the request carries memories), a
// refusal for any host but this computer.
// Every vector that comes back is checked (one per text, one dimension,
// finite numbers) and normalised to unit length, so cosine is a dot product.
class EmbeddingClient
{
public:
    static constexpr int kBatchSize = 32;           // texts per request
    static constexpr int kWordVectorBatchSize = 500; // texts per batch of the built-in word vectors (~5 ms)
    static constexpr int kMaxTextChars = 2000;       // each text is cut to this (about 500 tokens)
    static constexpr qint64 kMaxResponseBytes = 32LL * 1024 * 1024;
    static constexpr int kMaxDimensions = 8192;
    static constexpr int kBatchTimeoutSeconds = 60;  // a batch on a slow CPU model
    static constexpr int kQueryTimeoutSeconds = 2;   // one query, while recall waits

    struct Result
    {
        std::vector<std::vector<float>> vectors; // one per text, unit length
        QString error;                           // empty on success
        int httpStatus = 0;                      // the server's status, 0 when none came
        bool ok() const { return error.isEmpty(); }
    };
    using Done = std::function<void(const Result &)>;

    // `owner` bounds the callbacks' life, as HttpFetch's does. The client
    // belongs to the thread it was made on, and answers there.
    EmbeddingClient(EmbeddingConfig config, QObject *owner);
    ~EmbeddingClient();
    EmbeddingClient(const EmbeddingClient &) = delete;
    EmbeddingClient &operator=(const EmbeddingClient &) = delete;

    const EmbeddingConfig &config() const { return m_config; }
    // Texts per batch: kBatchSize for a server, more for the word vectors.
    static int batchSize(const EmbeddingConfig &config);
    // One request for these texts (at most kBatchSize). `done` is called
    // once, on this thread, never before embed() returns.
    void embed(const QStringList &texts, int timeoutSeconds, Done done);
    void stop();

    // The same from any thread, waiting for the answer on a short-lived
    // thread of its own, so the caller's event loop is not re-entered (the
    // MCP server reads stdin on it). Recall's query embedding.
    static Result embedNow(const EmbeddingConfig &config, const QStringList &texts, int timeoutSeconds);

    // The request body and the parsed answer, for both APIs (tests use these).
    static QByteArray requestBody(const EmbeddingConfig &config, const QStringList &texts);
    static Result parse(EmbeddingConfig::Api api, const QByteArray &body, qsizetype expected);
    // Scales to unit length; false for a zero or non-finite vector.
    static bool normalise(std::vector<float> &v);
    // The built-in word vectors' vectors (WordVectors.h), in this process:
    // one per text, unit length, or zero where it has no word they know.
    static Result fromWordVectors(const QStringList &texts);

private:
    EmbeddingConfig m_config;
    QObject *m_owner;
    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<HttpFetch> m_fetch;
};

} // namespace tarn
