#include "LakeReader.h"

#include "SourceInstances.h"

#include "Lake.h"
#include "LakeOverview.h"
#include "QueryLimits.h"
#include "Recall.h"
#include "TarnError.h"

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
        Q_EMIT openFailed(m_lakePath, e.message());
        return;
    }
    Q_EMIT opened(m_lake->path());
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
        QList<Delta> page = m_lake->list(filter, afterId, limit);
        if (interruptible)
            m_lake->setInterruptCheck({});
        Q_EMIT pageReady(requestId, page);
    } catch (const TarnError &e) {
        if (interruptible)
            m_lake->setInterruptCheck({});
        if (m_latestPage.load() > requestId)
            Q_EMIT pageCancelled(requestId);
        else
            Q_EMIT requestFailed(requestId, e.message());
    }
}

void LakeReader::fetchStats(quint64 requestId)
{
    if (!m_lake)
        return Q_EMIT requestFailed(requestId, tr("The lake is not open."));
    try {
        Q_EMIT statsReady(requestId, m_lake->stats());
    } catch (const TarnError &e) {
        Q_EMIT requestFailed(requestId, e.message());
    }
}

void LakeReader::fetchEngagements(quint64 requestId, const QString &id)
{
    if (!m_lake)
        return Q_EMIT requestFailed(requestId, tr("The lake is not open."));
    try {
        Q_EMIT engagementsReady(requestId, id, m_lake->engagementsOf(id));
    } catch (const TarnError &e) {
        Q_EMIT requestFailed(requestId, e.message());
    }
}

void LakeReader::fetchDetail(quint64 requestId, const QString &id)
{
    if (!m_lake)
        return Q_EMIT requestFailed(requestId, tr("The lake is not open."));
    try {
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
        Q_EMIT requestFailed(requestId, e.message());
    }
}

void LakeReader::fetchSources(quint64 requestId)
{
    if (!m_lake)
        return Q_EMIT requestFailed(requestId, tr("The lake is not open."));
    try {
        Q_EMIT sourcesReady(requestId, LakeOverview::sources(*m_lake));
    } catch (const TarnError &e) {
        Q_EMIT requestFailed(requestId, e.message());
    }
}

void LakeReader::fetchDashboard(quint64 requestId, int days)
{
    if (!m_lake)
        return Q_EMIT requestFailed(requestId, tr("The lake is not open."));
    try {
        Q_EMIT dashboardReady(requestId, LakeOverview::dashboard(*m_lake, days));
    } catch (const TarnError &e) {
        Q_EMIT requestFailed(requestId, e.message());
    }
}

void LakeReader::fetchMemoryContext(quint64 requestId, const QString &query, const MemorySettings &settings)
{
    if (!m_lake)
        return Q_EMIT requestFailed(requestId, tr("The lake is not open."));
    try {
        MemoryContext context = MemoryContext::build(*m_lake, query, settings, false);
        // The preview shows how the message was read (Why these); assistants
        // asking through the API or MCP do not pay for it.
        context.reading = Recall::describeQuery(query.left(QueryLimits::kMaxChars));
        Q_EMIT memoryContextReady(requestId, context);
    } catch (const TarnError &e) {
        Q_EMIT requestFailed(requestId, e.message());
    }
}

void LakeReader::fetchSourceInstances(quint64 requestId)
{
    if (!m_lake)
        return Q_EMIT requestFailed(requestId, tr("The lake is not open."));
    try {
        Q_EMIT sourceInstancesReady(requestId, SourceInstances::list(*m_lake));
    } catch (const TarnError &e) {
        Q_EMIT requestFailed(requestId, e.message());
    }
}

LakeReaderHost::LakeReaderHost(const QString &lakePath, const Clock &clock, QObject *parent)
    : QObject(parent), m_lakePath(lakePath), m_clock(clock)
{
    qRegisterMetaType<tarn::Delta>();
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
