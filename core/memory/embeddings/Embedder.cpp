// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Embedder.h"

#include "EmbeddingClient.h"
#include "EmbeddingStore.h"
#include "Lake.h"
#include "MemoryLogging.h"
#include "TarnError.h"

#include <QElapsedTimer>
#include <QTimer>

namespace tarn {

Embedder::Embedder(Lake &lake, QObject *parent) : Embedder(lake, Timing{}, parent) {}

Embedder::Embedder(Lake &lake, Timing timing, QObject *parent)
    : QObject(parent), m_lake(lake), m_timing(timing), m_timer(new QTimer(this))
{
    qRegisterMetaType<tarn::EmbeddingProgress>();
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &Embedder::step);
}

Embedder::~Embedder()
{
    delete m_context; // first: a request aborted below calls back into nothing
    m_client.reset();
}

void Embedder::setConfig(const EmbeddingConfig &config)
{
    if (config == m_config && (m_client || !config.enabled()))
        return;
    m_config = config;
    m_timer->stop();
    delete m_context; // drops the callbacks of a request in flight
    m_context = nullptr;
    m_client.reset();
    m_busy = false;
    m_cursor = 0;
    m_retryMs = 0;
    m_batchLimit = 0;
    m_refusedInARow = 0;
    m_lastRescanAt = QDateTime::currentMSecsSinceEpoch(); // this walk is the first
    m_progress = EmbeddingProgress{};
    m_progress.enabled = config.enabled();
    m_progress.model = config.model;
    if (!config.enabled()) {
        publish();
        return;
    }
    m_context = new QObject(this);
    m_client = std::make_unique<EmbeddingClient>(config, m_context);
    recount(true);
    if (const QString problem = config.isWordVectors() ? QString() : EmbeddingConfig::urlProblem(config.url);
        !problem.isEmpty()) {
        // A setting to fix, not a server to wait for: no retries.
        m_progress.error = problem;
        publish();
        return;
    }
    publish();
    schedule(0);
}

void Embedder::schedule(qint64 ms)
{
    m_timer->start(int(std::clamp<qint64>(ms, 0, 24 * Duration::Hour)));
}

void Embedder::recount(bool force)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (!force && now - m_lastCountAt < m_timing.recountMs)
        return;
    m_lastCountAt = now;
    try {
        m_progress.total = EmbeddingStore::liveCount(m_lake, m_config);
        m_progress.embedded = EmbeddingStore::embeddedCount(m_lake, m_config);
    } catch (const TarnError &) {
        // The counts wait for the next look; embedding does not depend on them.
    }
}

void Embedder::publish()
{
    if (m_progress == m_published)
        return;
    m_published = m_progress;
    Q_EMIT progressChanged(m_progress);
}

void Embedder::step()
{
    if (!m_client || m_busy)
        return;
    const QString model = m_config.model;
    QList<EmbeddingStore::Pending> batch;
    try {
        batch = EmbeddingStore::pending(m_lake, m_config, m_cursor,
                                        m_batchLimit > 0 ? m_batchLimit : EmbeddingClient::batchSize(m_config));
    } catch (const TarnError &) {
        schedule(m_timing.pollMs); // the lake is busy: look again later
        return;
    }
    if (batch.isEmpty()) {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        if (m_cursor > 0 && now - m_lastRescanAt >= m_timing.rescanMs) {
            m_lastRescanAt = now;
            m_cursor = 0;
            try {
                EmbeddingStore::pruneGoneLog(m_lake);
            } catch (const TarnError &) {
                // Next time.
            }
            schedule(0);
            return;
        }
        if (m_cursor == 0)
            m_lastRescanAt = now;
        recount(false);
        publish();
        schedule(m_timing.pollMs);
        return;
    }
    QList<qint64> rids;
    QStringList texts;
    for (const EmbeddingStore::Pending &p : batch) {
        rids << p.rid;
        texts << EmbeddingStore::textFor(m_config, p);
    }
    m_busy = true;
    m_client->embed(texts, EmbeddingClient::kBatchTimeoutSeconds,
                    [this, rids, model](const EmbeddingClient::Result &r) {
                        finished(rids, model, r.vectors, r.error, r.httpStatus);
                    });
}

void Embedder::fail(const QString &error)
{
    m_retryMs = m_retryMs == 0 ? m_timing.firstRetryMs : std::min(m_retryMs * 2, m_timing.maxRetryMs);
    if (m_progress.error != error) {
        // Said once per outage, not per retry.
        if (m_progress.error.isEmpty())
            qCWarning(lcMemory, "embeddings: %s; recall stays lexical until the server answers", qUtf8Printable(error));
        m_progress.error = error;
        try {
            EmbeddingStore::recordOutcome(m_lake, m_config.model, error);
        } catch (const TarnError &) {
        }
        publish();
    }
    schedule(m_retryMs);
}

void Embedder::finished(const QList<qint64> &rids, const QString &model, const std::vector<std::vector<float>> &vectors,
                        const QString &error, int httpStatus)
{
    m_busy = false;
    if (model != m_config.model)
        return;
    if (!error.isEmpty() && httpStatus >= 400) {
        // The server answered and refused: perhaps one text it cannot take.
        if (rids.size() > 1) {
            m_batchLimit = 1;
            m_singlesOk = 0;
            m_refusedInARow = 0;
            schedule(0);
            return;
        }
        if (m_refusedInARow == 0)
            m_refusedFrom = m_cursor;
        if (++m_refusedInARow < 3) {
            m_cursor = rids.constFirst(); // passed over until the next walk of the lake
            schedule(0);
            return;
        }
        // Three in a row: the server, not the texts. Those passed over are tried again.
        m_cursor = m_refusedFrom;
        m_refusedInARow = 0;
    }
    if (!error.isEmpty())
        return fail(error);
    m_refusedInARow = 0;
    if (m_batchLimit == 1 && ++m_singlesOk >= EmbeddingClient::batchSize(m_config))
        m_batchLimit = 0; // back to whole batches
    try {
        EmbeddingStore::store(m_lake, model, rids, vectors);
        if (!m_progress.error.isEmpty() || m_retryMs > 0 || m_cursor == 0)
            EmbeddingStore::recordOutcome(m_lake, model, {});
    } catch (const TarnError &) {
        // The lake, not the server: try the same batch again later.
        m_retryMs = 0;
        schedule(m_timing.pollMs);
        return;
    }
    m_retryMs = 0;
    m_cursor = rids.constLast();
    if (!m_progress.error.isEmpty())
        qCInfo(lcMemory, "embeddings: the server answers again (%s)", qUtf8Printable(model));
    m_progress.error.clear();
    m_progress.embedded += rids.size();
    recount(false);
    m_progress.embedded = std::min(m_progress.embedded, m_progress.total);
    publish();
    Q_EMIT batchDone(int(rids.size()));
    schedule(0);
}

} // namespace tarn
