// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Clock.h"
#include "EmbeddingConfig.h"

#include <QList>
#include <QMetaType>
#include <QObject>
#include <memory>

class QTimer;

namespace tarn {

class EmbeddingClient;
class Lake;

// What the window's status bar and `tarn serve` are told.
struct EmbeddingProgress
{
    bool enabled = false;
    QString model;
    qint64 embedded = 0; // live deltas with a vector for the model
    qint64 total = 0;    // live deltas
    QString error;       // empty while the server answers
    bool operator==(const EmbeddingProgress &) const = default;
};

// The background embedder (issue 20): gives every live delta a vector from
// the configured local embedding server, kBatch at a time, one request in
// flight, on the thread of the lake it is given (the scheduler's, in the
// window and in `tarn serve`). Resumable: what has a vector is in the lake
// (delta_vectors), so after a restart it goes on with the rest, and a
// different model counts every delta as missing again. New deltas are found
// by polling after the last rid it embedded, and the whole lake is walked
// again now and then (a restored or imported delta has an older id).
// A server that is down or answers garbage is said once (the progress's
// error, embedding_state for `tarn stats`), then retried with a doubling
// wait; recall stays lexical meanwhile. A batch the server refuses with an
// HTTP error is tried one text at a time: a text it alone refuses (too long
// for the model's context, say) is passed over until the next walk of the
// lake, while three refusals in a row are the server's problem, said and
// retried like any other.
class Embedder : public QObject
{
    Q_OBJECT
public:
    struct Timing
    {
        qint64 pollMs = 5 * Duration::Second;       // look for new deltas this often
        qint64 firstRetryMs = 5 * Duration::Second;  // after a failure, doubling ...
        qint64 maxRetryMs = 5 * Duration::Minute;    // ... up to this
        qint64 rescanMs = 10 * Duration::Minute;     // walk the whole lake again
        qint64 recountMs = 30 * Duration::Second;    // count the live deltas at most this often while working
    };

    Embedder(Lake &lake, QObject *parent = nullptr);
    Embedder(Lake &lake, Timing timing, QObject *parent = nullptr);
    ~Embedder() override;

    // Off for a config that is not enabled(); a change of model or server
    // starts over from the first delta (the lake keeps what it has).
    void setConfig(const EmbeddingConfig &config);
    const EmbeddingProgress &progress() const { return m_progress; }
    bool isBusy() const { return m_busy; }

public Q_SLOTS:
    // One batch, or a look for new deltas when there are none (the timer calls it).
    void step();

Q_SIGNALS:
    void progressChanged(const tarn::EmbeddingProgress &progress);
    // A batch was stored (tests wait for it).
    void batchDone(int count);

private:
    void schedule(qint64 ms);
    void finished(const QList<qint64> &rids, const QString &model, const std::vector<std::vector<float>> &vectors,
                  const QString &error, int httpStatus);
    void fail(const QString &error);
    void recount(bool force);
    void publish();

    Lake &m_lake;
    Timing m_timing;
    EmbeddingConfig m_config;
    std::unique_ptr<EmbeddingClient> m_client;
    QObject *m_context = nullptr; // owns the client's callbacks; replaced with the config
    QTimer *m_timer;
    EmbeddingProgress m_progress;
    EmbeddingProgress m_published;
    qint64 m_cursor = 0;
    qint64 m_retryMs = 0;
    qint64 m_lastRescanAt = 0;
    qint64 m_lastCountAt = 0;
    bool m_busy = false;
    int m_batchLimit = 0;       // texts per request now: kBatchSize, or 1 after a refused batch
    int m_singlesOk = 0;        // answered one at a time since then
    int m_refusedInARow = 0;    // single texts refused in a row
    qint64 m_refusedFrom = 0;   // the cursor before the first of those
};

} // namespace tarn

Q_DECLARE_METATYPE(tarn::EmbeddingProgress)
