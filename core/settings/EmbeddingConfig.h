// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QUrl>

namespace tarn {

// Where meaning comes from, when the person runs a local embedding server
// (issue 20, DESIGN §4): Ollama's POST /api/embed or an OpenAI-compatible
// POST /v1/embeddings (llama.cpp's server, LM Studio, ...), on loopback
// only. MemorySettings holds it as memory.embedding_url, _model and _api;
// with no URL, embeddings are off and recall is lexical, exactly as before.
struct EmbeddingConfig
{
    enum class Api { Ollama, OpenAi };

    QString url;   // "http://127.0.0.1:11434" or the endpoint itself
    QString model; // "nomic-embed-text"
    Api api = Api::Ollama;

    bool enabled() const { return !url.trimmed().isEmpty() && !model.trimmed().isEmpty(); }
    // The URL of the embedding endpoint: `url` as given when its path names
    // one, else `url` + /api/embed (Ollama) or /v1/embeddings (OpenAI).
    QUrl endpoint() const;
    // Empty when `url` is an http(s) URL on this computer (localhost,
    // 127.0.0.0/8, ::1); else why not, in a sentence a person can act on.
    static QString urlProblem(const QString &url);

    static QString apiName(Api api);
    static bool parseApi(const QString &name, Api *api);

    // The configuration recall uses in this process: the apps set it from
    // MemorySettings at start and when the person changes it (thread-safe).
    // Off until set, so a test or a tool that never sets it recalls lexically.
    static EmbeddingConfig current();
    static void setCurrent(const EmbeddingConfig &config);

    bool operator==(const EmbeddingConfig &) const = default;
};

} // namespace tarn
