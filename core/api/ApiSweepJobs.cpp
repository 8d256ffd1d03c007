// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiSweepJobs.h"

#include "Lake.h"
#include "TarnError.h"
#include "TimeFormat.h"

#include <QRandomGenerator>

namespace tarn {

ApiSweepJobs::ApiSweepJobs(QString lakePath, const Clock &clock) : m_lakePath(std::move(lakePath)), m_clock(clock)
{
    m_pool.setMaxThreadCount(1); // one writer at a time is all SQLite allows anyway
}

ApiSweepJobs::~ApiSweepJobs()
{
    m_cancel = true;
    m_pool.waitForDone();
}

QString ApiSweepJobs::start(const QList<DecayPolicy> &policies, const DecaySweepRequest &request)
{
    const QString id = QStringLiteral("sweep-%1").arg(QRandomGenerator::system()->generate64(), 16, 16, QLatin1Char('0'));
    {
        const QMutexLocker lock(&m_mutex);
        Job job;
        job.startedAt = m_clock.nowMs();
        m_jobs.insert(id, job);
    }
    m_pool.start([this, id, policies, request] {
        Job done;
        try {
            Lake lake(m_clock);
            OpenOptions options;
            options.create = false;
            lake.open(m_lakePath, options);
            lake.setActor(QStringLiteral("api"));
            DecaySweeper sweeper(lake, policies);
            sweeper.setProgress([this, id](qint64 evaluated, qint64 total) {
                const QMutexLocker lock(&m_mutex);
                m_jobs[id].done = evaluated;
                m_jobs[id].total = total;
            });
            const DecaySweepResponse response = sweeper.sweep(request, &m_cancel);
            done.status = response.cancelled ? QStringLiteral("cancelled") : QStringLiteral("done");
            done.response = response.toJson();
        } catch (const TarnError &e) {
            done.status = QStringLiteral("failed");
            done.error = e.message();
        }
        const QMutexLocker lock(&m_mutex);
        Job &job = m_jobs[id];
        job.status = done.status;
        job.response = done.response;
        job.error = done.error;
        job.finishedAt = m_clock.nowMs();
        job.done = job.total = std::max<qint64>(job.total, 1);
    });
    return id;
}

std::optional<QJsonObject> ApiSweepJobs::status(const QString &id) const
{
    const QMutexLocker lock(&m_mutex);
    const auto it = m_jobs.constFind(id);
    if (it == m_jobs.cend())
        return std::nullopt;
    QJsonObject o{{QStringLiteral("id"), id},
                  {QStringLiteral("status"), it->status},
                  {QStringLiteral("progress"), it->total > 0 ? double(it->done) / double(it->total) : 0.0},
                  {QStringLiteral("started_at"), TimeFormat::toIso(it->startedAt)},
                  {QStringLiteral("finished_at"), it->finishedAt ? QJsonValue(TimeFormat::toIso(it->finishedAt)) : QJsonValue()}};
    if (!it->response.isEmpty())
        o.insert(QStringLiteral("response"), it->response);
    if (!it->error.isEmpty())
        o.insert(QStringLiteral("error"), it->error);
    return o;
}

bool ApiSweepJobs::waitForIdle(int msecs)
{
    return m_pool.waitForDone(msecs);
}

} // namespace tarn
