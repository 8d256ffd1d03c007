// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EmbeddingConfig.h"
#include "LakeTypes.h"
#include "VectorRows.h"

#include <QList>
#include <QString>
#include <vector>

namespace tarn {

class Lake;

// Recall by meaning's bookkeeping, in the embedder's terms: which live
// deltas still need a vector for the configured model, writing the
// vectors, the embedder's last word, and how far it has come. The rows
// themselves are the store's (VectorRows.h, EmbedderState.h); the times
// come from the lake's clock.
namespace EmbeddingStore {

using Pending = VectorRows::Pending;
// Live deltas after `afterRid` (rid order) with no vector for the
// config's model, of the kinds it embeds.
QList<Pending> pending(Lake &lake, const EmbeddingConfig &config, qint64 afterRid, int limit);
// What the config's model is given to embed of a pending delta: what was
// said; the word vectors read its tags too ("family", "work": measured to
// help them, docs/BENCHMARKS.md).
QString textFor(const EmbeddingConfig &config, const Pending &pending);
// The word vectors, at once, in this thread: up to `limit` pending deltas
// newer than the newest with a vector, embedded and stored in batches; how
// many. Nothing for a server's model (the Embedder asks a server, in the
// background). For the commands where no Embedder runs (`tarn recall`,
// `tarn mcp`), tests and benches. A restored delta older than that is the
// Embedder's, whose walks of the whole lake find it. With `budgetMs` (>= 0)
// no batch is begun once that long has passed since the first began: a
// lake of a million memories nobody embedded yet costs a one-shot command
// that long, not its whole limit (5,000 took 1 s on the 1M bench lake).
int embedWithWordVectors(Lake &lake, const EmbeddingConfig &config, int limit, qint64 budgetMs = -1);
// Writes the vectors (unit length) in one transaction, replacing any of
// another model; a delta that left the lake meanwhile gets none.
void store(Lake &lake, const QString &model, const QList<qint64> &rids, const std::vector<std::vector<float>> &vectors);
// The embedder's outcome: an empty error records a success.
void recordOutcome(Lake &lake, const QString &model, const QString &error);
// Of the kinds the config's model embeds: those with a vector, and all live ones.
qint64 embeddedCount(Lake &lake, const EmbeddingConfig &config);
// Forgets the log of vectors that left (delta_vectors_gone) after a day:
// an in-memory copy that has not looked since compares every rid instead.
void pruneGoneLog(Lake &lake);
qint64 liveCount(Lake &lake, const EmbeddingConfig &config);

QByteArray toBlob(const std::vector<float> &v);

} // namespace EmbeddingStore

} // namespace tarn
