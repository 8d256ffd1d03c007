// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeReader.h"

#include "SourceInstances.h"

#include "DeltaId.h"
#include "EngagedDeltas.h"
#include "Lake.h"
#include "LakeChangeWatch.h"
#include "LakeOverview.h"
#include "TarnError.h"

#include <QScopeGuard>
#include <QSet>
#include <algorithm>
#include <limits>

namespace tarn {

LakeReader::LakeReader(QString lakePath, const Clock &clock, QObject *parent)
    : QObject(parent), m_lakePath(std::move(lakePath)), m_clock(clock)
{
}

// Runs on the worker thread (the host deletes it there when the thread
// finishes), so the connection is closed by the thread that opened it.
LakeReader::~LakeReader() = default;

void LakeReader::open()
{
    try {
        auto lake = std::make_unique<Lake>(m_clock);
        lake->open(m_lakePath);
        lake->setActor(QStringLiteral("window"));
        m_lake = std::move(lake);
    } catch (const TarnError &e) {
        Q_EMIT openFailed(LakeLocation::displayOf(m_lakePath), e.message());
        return;
    }
    Q_EMIT opened(m_lake->path());
    if (m_watchLatencyMs > 0)
        watchChanges(m_watchLatencyMs);
}

void LakeReader::fail(quint64 requestId, const TarnError &e)
{
    noteConnection(); // it may have come back before it went again
    if (e.kind() == TarnError::Kind::LostConnection && !m_lost) {
        m_lost = true;
        Q_EMIT connectionLost(e.message());
    }
    Q_EMIT requestFailed(requestId, e.message());
}

void LakeReader::noteConnection()
{
    if (!m_lake || m_lake->reconnects() == m_seenReconnects)
        return;
    m_seenReconnects = m_lake->reconnects();
    // The LISTEN went with the old connection: listen on the new one.
    if (m_watchLatencyMs > 0) {
        m_watch.reset();
        watchChanges(m_watchLatencyMs);
    }
    if (m_lost) {
        m_lost = false;
        Q_EMIT connectionRestored();
    }
}

void LakeReader::watchChanges(int latencyMs)
{
    m_watchLatencyMs = latencyMs;
    if (!m_lake)
        return; // open() starts it
    m_watch = LakeChangeWatch::watch(*m_lake, latencyMs);
    if (m_watch)
        connect(m_watch.get(), &LakeChangeWatch::changed, this, &LakeReader::lakeChanged);
}

void LakeReader::markEngagements(const QList<Delta> &rows)
{
    EngagementMarks marks;
    marks.read.reserve(rows.size());
    for (const Delta &d : rows)
        marks.read << d.id;
    marks.marks = EngagedDeltas::of(*m_lake, marks.read);
    Q_EMIT engagementsMarked(marks);
}

void LakeReader::fetchChanges(quint64 requestId, const ListFilter &filter, int limit)
{
    if (!m_lake)
        return Q_EMIT requestFailed(requestId, tr("The lake is not open."));
    try {
        const auto noted = qScopeGuard([this] { noteConnection(); });
        LakeChanges changes;
        changes.rows = m_lake->list(filter, QString(), std::max(limit, 1));
        markEngagements(changes.rows);
        Q_EMIT changesReady(requestId, changes);
    } catch (const TarnError &e) {
        fail(requestId, e);
    }
}

void LakeReader::fetchPage(quint64 requestId, const ListFilter &filter, const QString &afterId, int limit)
{
    if (!m_lake)
        return Q_EMIT requestFailed(requestId, tr("The lake is not open."));
    // Already overtaken while it waited in the queue: do not even start.
    if (m_latestPage.load() > requestId)
        return Q_EMIT pageCancelled(requestId);
    // Only searches can run long (a common word with a rare filter walks
    // far down the index); they stop as soon as a newer page is asked for.
    const bool interruptible = !filter.search.trimmed().isEmpty();
    if (interruptible)
        m_lake->setInterruptCheck([this, requestId] { return m_latestPage.load() > requestId; });
    try {
        const auto noted = qScopeGuard([this] { noteConnection(); });
        QList<Delta> page = m_lake->list(filter, afterId, limit);
        if (interruptible && afterId.isEmpty()) {
            // A short first page is the whole answer; after a full one the
            // count goes on from its last row (keyset: each row read once),
            // within the same interruption.
            qsizetype count = page.size();
            if (count == limit && count <= kMaxCountedMatches)
                count += m_lake->list(filter, page.constLast().id, int(kMaxCountedMatches + 1 - count)).size();
            Q_EMIT matchesCounted(requestId, int(std::min<qsizetype>(count, kMaxCountedMatches)),
                                  count > kMaxCountedMatches);
        }
        if (interruptible)
            m_lake->setInterruptCheck({});
        markEngagements(page);
        Q_EMIT pageReady(requestId, page);
    } catch (const TarnError &e) {
        if (interruptible)
            m_lake->setInterruptCheck({});
        if (m_latestPage.load() > requestId)
            Q_EMIT pageCancelled(requestId);
        else
            fail(requestId, e);
    }
}

void LakeReader::fetchStats(quint64 requestId)
{
    if (!m_lake)
        return Q_EMIT requestFailed(requestId, tr("The lake is not open."));
    try {
        const auto noted = qScopeGuard([this] { noteConnection(); });
        Q_EMIT statsReady(requestId, m_lake->stats());
    } catch (const TarnError &e) {
        fail(requestId, e);
    }
}

void LakeReader::fetchEngagements(quint64 requestId, const QString &id)
{
    if (!m_lake)
        return Q_EMIT requestFailed(requestId, tr("The lake is not open."));
    try {
        const auto noted = qScopeGuard([this] { noteConnection(); });
        Q_EMIT engagementsReady(requestId, id, m_lake->engagementsOf(id));
    } catch (const TarnError &e) {
        fail(requestId, e);
    }
}

void LakeReader::fetchDetail(quint64 requestId, const QString &id)
{
    if (!m_lake)
        return Q_EMIT requestFailed(requestId, tr("The lake is not open."));
    try {
        const auto noted = qScopeGuard([this] { noteConnection(); });
        const std::optional<Delta> d = m_lake->get(id);
        // An expired delta is as good as gone even before the reaper runs.
        if (!d || (d->expiresAt && *d->expiresAt <= m_clock.nowMs()))
            return Q_EMIT detailMissing(requestId, id);
        DeltaDetail detail;
        detail.delta = *d;
        detail.engagements = m_lake->engagementsOf(id);
        if (!d->mediaHash.isEmpty() && m_lake->media().contains(d->mediaHash))
            detail.mediaPath = m_lake->media().pathFor(d->mediaHash);
        Q_EMIT detailReady(requestId, detail);
    } catch (const TarnError &e) {
        fail(requestId, e);
    }
}

void LakeReader::fetchSources(quint64 requestId)
{
    if (!m_lake)
        return Q_EMIT requestFailed(requestId, tr("The lake is not open."));
    try {
        const auto noted = qScopeGuard([this] { noteConnection(); });
        Q_EMIT sourcesReady(requestId, LakeOverview::sources(*m_lake));
    } catch (const TarnError &e) {
        fail(requestId, e);
    }
}

void LakeReader::fetchDashboard(quint64 requestId, int days)
{
    if (!m_lake)
        return Q_EMIT requestFailed(requestId, tr("The lake is not open."));
    try {
        const auto noted = qScopeGuard([this] { noteConnection(); });
        Q_EMIT dashboardReady(requestId, LakeOverview::dashboard(*m_lake, days));
    } catch (const TarnError &e) {
        fail(requestId, e);
    }
}

void LakeReader::fetchMemoryContext(quint64 requestId, const QString &query, const MemorySettings &settings)
{
    if (!m_lake)
        return Q_EMIT requestFailed(requestId, tr("The lake is not open."));
    try {
        const auto noted = qScopeGuard([this] { noteConnection(); });
        // The preview shows how the message was read (Why these), as the
        // recall that built the block read it.
        const MemoryContext context = MemoryContext::build(*m_lake, query, settings, false);
        Q_EMIT memoryContextReady(requestId, context);
    } catch (const TarnError &e) {
        fail(requestId, e);
    }
}

void LakeReader::fetchSourceInstances(quint64 requestId)
{
    if (!m_lake)
        return Q_EMIT requestFailed(requestId, tr("The lake is not open."));
    try {
        const auto noted = qScopeGuard([this] { noteConnection(); });
        Q_EMIT sourceInstancesReady(requestId, SourceInstances::list(*m_lake));
    } catch (const TarnError &e) {
        fail(requestId, e);
    }
}

LakeReaderHost::LakeReaderHost(const QString &lakePath, const Clock &clock, QObject *parent)
    : QObject(parent), m_lakePath(lakePath), m_clock(clock)
{
    qRegisterMetaType<tarn::Delta>();
    qRegisterMetaType<tarn::EngagementMarks>();
    qRegisterMetaType<QList<tarn::Delta>>();
    qRegisterMetaType<tarn::ListFilter>();
    qRegisterMetaType<tarn::LakeStats>();
    qRegisterMetaType<tarn::DeltaDetail>();
    qRegisterMetaType<tarn::SourceOverview>();
    qRegisterMetaType<QList<tarn::SourceOverview>>();
    qRegisterMetaType<tarn::DashboardData>();
    qRegisterMetaType<tarn::MemoryContext>();
    qRegisterMetaType<tarn::MemorySettings>();
    qRegisterMetaType<tarn::SourceInstance>();
    qRegisterMetaType<QList<tarn::SourceInstance>>();
    qRegisterMetaType<tarn::LakeChanges>();
    m_reader = m_thread.host(new LakeReader(lakePath, clock));
}

LakeReaderHost::~LakeReaderHost()
{
    // Waits only for a query already running; queued requests behind it are
    // dropped with the event loop.
    m_thread.stop();
}

void LakeReaderHost::open()
{
    QMetaObject::invokeMethod(m_reader, &LakeReader::open, Qt::QueuedConnection);
}

quint64 LakeReaderHost::fetchPage(const ListFilter &filter, const QString &afterId, int limit)
{
    const quint64 id = nextId();
    m_reader->supersedePages(id);
    QMetaObject::invokeMethod(
        m_reader, [r = m_reader, id, filter, afterId, limit] { r->fetchPage(id, filter, afterId, limit); },
        Qt::QueuedConnection);
    return id;
}

quint64 LakeReaderHost::fetchStats()
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(m_reader, [r = m_reader, id] { r->fetchStats(id); }, Qt::QueuedConnection);
    return id;
}

quint64 LakeReaderHost::fetchEngagements(const QString &deltaId)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(m_reader, [r = m_reader, id, deltaId] { r->fetchEngagements(id, deltaId); },
                              Qt::QueuedConnection);
    return id;
}

quint64 LakeReaderHost::fetchDetail(const QString &deltaId)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(m_reader, [r = m_reader, id, deltaId] { r->fetchDetail(id, deltaId); },
                              Qt::QueuedConnection);
    return id;
}

quint64 LakeReaderHost::fetchSources()
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(m_reader, [r = m_reader, id] { r->fetchSources(id); }, Qt::QueuedConnection);
    return id;
}

quint64 LakeReaderHost::fetchDashboard(int days)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(m_reader, [r = m_reader, id, days] { r->fetchDashboard(id, days); },
                              Qt::QueuedConnection);
    return id;
}

quint64 LakeReaderHost::fetchMemoryContext(const QString &query, const MemorySettings &settings)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(m_reader, [r = m_reader, id, query, settings] { r->fetchMemoryContext(id, query, settings); },
                              Qt::QueuedConnection);
    return id;
}

quint64 LakeReaderHost::fetchSourceInstances()
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(m_reader, [r = m_reader, id] { r->fetchSourceInstances(id); }, Qt::QueuedConnection);
    return id;
}

} // namespace tarn

namespace tarn {

quint64 LakeReaderHost::fetchChanges(const ListFilter &filter, int limit)
{
    const quint64 id = nextId();
    QMetaObject::invokeMethod(
        m_reader, [r = m_reader, id, filter, limit] { r->fetchChanges(id, filter, limit); }, Qt::QueuedConnection);
    return id;
}

void LakeReaderHost::watchChanges(int latencyMs)
{
    QMetaObject::invokeMethod(m_reader, [r = m_reader, latencyMs] { r->watchChanges(latencyMs); }, Qt::QueuedConnection);
}

} // namespace tarn
