// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QUrl>

namespace tarn {

// Where meaning comes from, when the person runs a local embedding server
// (issue 20, DESIGN §4): Ollama's POST /api/embed or an OpenAI-compatible
// POST /v1/embeddings (llama.cpp's server, LM Studio, ...), on loopback
// only. MemorySettings holds it as memory.embedding_url, _model and _api.
// With no URL, recall by meaning uses the built-in English word vectors
// where they are installed (Api::WordVectors, memory/embeddings/
// WordVectors.h; MemorySettings' word_vectors), computed in the process
// itself: nothing is sent anywhere. With neither, recall is lexical.
struct EmbeddingConfig
{
    enum class Api { Ollama, OpenAi, WordVectors };

    QString url;   // "http://127.0.0.1:11434" or the endpoint itself
    QString model; // "nomic-embed-text"
    Api api = Api::Ollama;

    bool enabled() const
    {
        return api == Api::WordVectors || (!url.trimmed().isEmpty() && !model.trimmed().isEmpty());
    }
    bool isWordVectors() const { return api == Api::WordVectors; }
    // The built-in word vectors, under the model name their vectors have in the lake.
    static EmbeddingConfig wordVectors();
    // The kinds this model gives no vector (kind names). The word vectors
    // leave out observations: they are there to find what a person said
    // of their life in other words (memories and conversation turns), and
    // an observation wilts anyway; words find those. This keeps a large
    // lake's vectors to what was authored (in memory once per process,
    // EmbeddingIndex). Measured on the tune and dev questions: with the
    // turns left out as well, conversational questions lost more (MRR
    // 0.63 -> 0.42 on tune, against 0.46 with them).
    QStringList skippedKinds() const;
    // The URL of the embedding endpoint: `url` as given when its path names
    // one, else `url` + /api/embed (Ollama) or /v1/embeddings (OpenAI).
    QUrl endpoint() const;
    // Empty when `url` is an http(s) URL on this computer (localhost,
    // 127.0.0.0/8, ::1); else why not, in a sentence a person can act on.
    static QString urlProblem(const QString &url);

    // The APIs' names: the two servers' as embedding_api spells them, and
    // "word-vectors" (which parseApi does not take: it is no server's).
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
