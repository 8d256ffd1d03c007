// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EmbeddingConfig.h"

#include <QString>
#include <QStringList>

namespace tarn {

// Fae's memory knobs (seed 001, DESIGN §4), under [memory] in Tarn's config
// file (TarnSettings; ~/.config/tarn/tarn.conf on Linux), which the
// Preferences dialog's Memory page edits too.
//
//   recall_max_items        the <memory_context> holds at most this many memories
//   recall_max_chars        ... and at most this many characters, tags included
//   min_profile_confidence  a capture below this is not promoted to durable
//                           memory, and durable recall leaves out memories
//                           below it
//   retention_days          conversation episodes older than this are erased
//                           by maintenance (0 keeps them for ever)
//   auto_capture            assistants (API, MCP) may capture conversation turns
//   auto_recall             assistants (API, MCP) get a <memory_context> per turn
//   embedding_url           a local embedding server (loopback only); empty: off
//   embedding_model         the model it embeds with ("nomic-embed-text")
//   embedding_api           ollama (POST /api/embed) or openai (POST /v1/embeddings)
//   word_vectors            with no embedding server, recall by meaning from the
//                           built-in English word vectors where they are installed
//                           (EmbeddingConfig::wordVectors); TARN_WORD_VECTORS=off
//                           in the environment turns them off too
struct MemorySettings
{
    int recallMaxItems = 6;
    int recallMaxChars = 1200;
    double minProfileConfidence = 0.70;
    int retentionDays = 365;
    bool autoCapture = true;
    bool autoRecall = true;
    QString embeddingUrl;
    QString embeddingModel;
    QString embeddingApi = QStringLiteral("ollama");
    bool wordVectors = true;

    // Recall by meaning (EmbeddingConfig.h): a server when a URL and a model
    // are set, else the word vectors unless they are turned off.
    EmbeddingConfig embedding() const;

    // Values out of range fall back to their default; `problems` (when
    // given) receives one message per such value, naming the key.
    static MemorySettings load(QStringList *problems = nullptr);
    void save() const;
    // Empty when every value is in range, else the first problem, naming the key.
    QString validate() const;

    // The keys, as the config file and `tarn config` spell them.
    static QStringList keys();
    QString value(const QString &key) const;
    // Throws TarnError (validation) naming the key for an unknown key or a bad value.
    void setValue(const QString &key, const QString &value);

    bool operator==(const MemorySettings &) const = default;
};

} // namespace tarn
