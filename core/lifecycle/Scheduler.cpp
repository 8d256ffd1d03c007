// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Scheduler.h"

#include "Lake.h"
#include "LakeLock.h"
#include "Maintenance.h"
#include "Reaper.h"
#include "SoftDecay.h"
#include "TarnError.h"

#include <QElapsedTimer>
#include <QTimer>

namespace tarn {

SchedulerConfig SchedulerConfig::fromSettings(const SchedulerSettings &schedule, const MemorySettings &memory)
{
    SchedulerConfig config;
    config.reapIntervalMs = schedule.reapIntervalMs;
    config.decayIntervalMs = schedule.decayIntervalMs;
    config.memory = memory;
    try {
        config.decayPolicies = qEnvironmentVariableIsSet("TARN_DECAY_POLICIES")
                                   ? DecayPolicies::fromEnvironment()
                                   : DecayPolicies::parse(schedule.decayPolicies.toUtf8());
    } catch (const TarnError &) {
        config.decayPolicies.clear();
    }
    return config;
}

Scheduler::Scheduler(QString lakePath, const Clock &clock, SchedulerConfig config, QObject *parent)
    : QObject(parent), m_lakePath(std::move(lakePath)), m_clock(clock), m_config(config)
{
    qRegisterMetaType<tarn::SweepReport>();
    qRegisterMetaType<tarn::SweepKind>();
    qRegisterMetaType<tarn::SchedulerConfig>();
    qRegisterMetaType<tarn::DecaySweepResponse>();
    qRegisterMetaType<tarn::MaintenanceReport>();
    qRegisterMetaType<tarn::EmbeddingProgress>();
    // Recall in this process (the window's, the API's) follows the same setting.
    EmbeddingConfig::setCurrent(m_config.memory.embedding());
}

Scheduler::~Scheduler()
{
    delete m_embedder; // before the lake it writes to
}

void Scheduler::start()
{
    try {
        m_lake = std::make_unique<Lake>(m_clock);
        m_lake->open(m_lakePath);
        m_lake->setActor(QStringLiteral("scheduler"));
        m_lake->reconcileMedia();
    } catch (const TarnError &e) {
        // No half-open lake: tick() and the manual sweeps see no lake and do nothing.
        m_lake.reset();
        Q_EMIT failed(e.message());
        return;
    }
    if (!m_embedder) {
        m_embedder = new Embedder(*m_lake, this);
        connect(m_embedder, &Embedder::progressChanged, this, &Scheduler::embeddingProgress);
    }
    m_embedder->setConfig(m_config.memory.embedding());
    if (!m_timer) {
        m_timer = new QTimer(this);
        m_timer->setSingleShot(true);
        connect(m_timer, &QTimer::timeout, this, &Scheduler::tick);
    }
    const qint64 now = m_clock.nowMs();
    m_nextReapAt = m_config.reapAtStart ? now : now + m_config.reapIntervalMs;
    m_nextDecayAt = now + m_config.decayIntervalMs;
    m_nextMaintenanceAt = nextMaintenanceFromAudit();
    Q_EMIT started();
    tick();
}

void Scheduler::stop()
{
    if (m_timer)
        m_timer->stop();
    delete m_embedder; // before the lake it writes to
    m_embedder = nullptr;
    m_lake.reset();
}

void Scheduler::publishSchedule()
{
    Q_EMIT scheduleChanged(m_nextReapAt.load(), m_nextDecayAt.load());
}

void Scheduler::arm()
{
    publishSchedule();
    if (!m_timer || m_paused.load())
        return;
    const qint64 now = m_clock.nowMs();
    const qint64 due = std::min({m_nextReapAt.load(), m_nextDecayAt.load(), m_nextMaintenanceAt.load()});
    // Wake at the due time, but at least once a minute, so a clock jump
    // (suspend, a changed time zone) is noticed soon.
    const qint64 wait = std::clamp<qint64>(due - now, 0, Duration::Minute);
    m_timer->start(int(wait));
}

void Scheduler::tick()
{
    if (!m_lake || m_paused.load())
        return;
    const qint64 now = m_clock.nowMs();
    if (now >= m_nextReapAt.load()) {
        reapNow(false);
        m_nextReapAt = m_clock.nowMs() + m_config.reapIntervalMs;
    }
    if (now >= m_nextDecayAt.load()) {
        decayNow(false);
        m_nextDecayAt = m_clock.nowMs() + m_config.decayIntervalMs;
    }
    if (!m_paused.load() && now >= m_nextMaintenanceAt.load()) {
        maintain(true);
        m_nextMaintenanceAt = m_clock.nowMs() + m_config.maintenanceIntervalMs;
    }
    arm();
}

qint64 Scheduler::nextMaintenanceFromAudit() const
{
    const qint64 now = m_clock.nowMs();
    // A lake that never had a gc gets one soon after start, not at once:
    // the first minutes belong to the person opening the window.
    const qint64 soon = now + 10 * Duration::Minute;
    try {
        const QList<AuditEntry> last = m_lake->audit().recent({QStringLiteral("gc")}, 1);
        if (last.isEmpty())
            return soon;
        const qint64 due = last.constFirst().at + m_config.maintenanceIntervalMs;
        return due <= now ? soon : due;
    } catch (const TarnError &) {
        return soon;
    }
}

void Scheduler::maintain(bool daily)
{
    if (!m_lake)
        return;
    m_running = true;
    Q_EMIT maintenanceStarted();
    QElapsedTimer timer;
    timer.start();
    MaintenanceReport report;
    report.startedAt = m_clock.nowMs();
    try {
        // One Tarn at a time maintains a shared lake; the others leave it
        // to that one (its report and the audit log say what it did).
        LakeLock lock(*m_lake, QStringLiteral("maintenance"));
        if (!lock.tryTake()) {
            report.heldElsewhere = true;
            report.durationMs = timer.elapsed();
            m_running = false;
            Q_EMIT maintenanceFinished(report);
            return;
        }
        Maintenance::reflect(*m_lake, m_config.memory, report);
        Maintenance::applyRetention(*m_lake, m_config.memory, report, &m_cancel);
        if (daily && !m_cancel.load()) {
            Maintenance::reindex(*m_lake, report);
            Maintenance::gc(*m_lake, report);
        }
    } catch (const TarnError &e) {
        report.error = e.message();
    }
    report.durationMs = timer.elapsed();
    m_running = false;
    Q_EMIT maintenanceFinished(report);
}

void Scheduler::maintainNow()
{
    m_cancel = false;
    maintain(true);
    m_nextMaintenanceAt = m_clock.nowMs() + m_config.maintenanceIntervalMs;
    arm();
}

void Scheduler::reapNow(bool dryRun)
{
    m_cancel = false;
    runReap(dryRun);
}

void Scheduler::runReap(bool dryRun)
{
    if (!m_lake)
        return;
    m_running = true;
    Q_EMIT sweepStarted(SweepKind::Reap);
    Reaper::Options options;
    options.dryRun = dryRun;
    options.cancel = &m_cancel;
    options.progress = [this](qint64 done, qint64 total) { Q_EMIT sweepProgress(done, total); };
    SweepReport report;
    try {
        report = Reaper::run(*m_lake, options);
    } catch (const TarnError &e) {
        report.kind = SweepKind::Reap;
        report.error = e.message();
    }
    m_running = false;
    if (!dryRun)
        m_lastReapAt = report.startedAt;
    Q_EMIT sweepFinished(report);
}

void Scheduler::decayNow(bool dryRun)
{
    m_cancel = false;
    runDecay(dryRun);
}

void Scheduler::runDecay(bool dryRun)
{
    if (!m_lake)
        return;
    m_running = true;
    Q_EMIT sweepStarted(SweepKind::SoftDecay);
    SoftDecay::Options options;
    options.dryRun = dryRun;
    // How often soft decay runs is the person's choice; how fast confidence
    // halves is not (hourly, seed 004): the deadlines every interface shows
    // (ExpiryLaws::deadline) are computed at that rate, so a faster cadence
    // only takes a delta closer to its deadline, never before it.
    options.cancel = &m_cancel;
    SweepReport report;
    try {
        report = SoftDecay::run(*m_lake, options);
    } catch (const TarnError &e) {
        report.kind = SweepKind::SoftDecay;
        report.error = e.message();
    }
    // Held elsewhere: the Tarn doing that soft decay sweeps the policies too.
    const bool ranHere = !dryRun && !report.cancelled && report.error.isEmpty() && !report.heldElsewhere;
    if (ranHere)
        sweepPolicies();
    m_running = false;
    if (!dryRun)
        m_lastDecayAt = report.startedAt;
    Q_EMIT sweepFinished(report);
    // Tiers and retention move at soft decay's pace.
    if (ranHere && !m_cancel.load())
        maintain(false);
}

void Scheduler::sweepPolicies()
{
    if (m_config.decayPolicies.isEmpty())
        return;
    DecaySweeper sweeper(*m_lake, m_config.decayPolicies);
    for (Scope scope : {Scope::Local, Scope::Team, Scope::Company, Scope::Public}) {
        if (m_cancel.load())
            return;
        DecaySweepRequest request;
        request.scope = scope;
        try {
            Q_EMIT policySweepFinished(sweeper.sweep(request, &m_cancel));
        } catch (const TarnError &e) {
            Q_EMIT failed(e.message());
            return;
        }
    }
}

void Scheduler::sweepNow()
{
    // One sweep: a cancel during the reap stops it before soft decay, and
    // soft decay's report (the sweep's last) says it was cancelled.
    m_cancel = false;
    runReap(false);
    m_nextReapAt = m_clock.nowMs() + m_config.reapIntervalMs;
    if (m_cancel.load()) {
        SweepReport skipped;
        skipped.kind = SweepKind::SoftDecay;
        skipped.startedAt = m_clock.nowMs();
        skipped.cancelled = true;
        Q_EMIT sweepFinished(skipped);
    } else {
        runDecay(false);
    }
    // Cancelled or not, the next soft decay waits its interval: an overdue
    // one must not start the moment the person cancelled.
    m_nextDecayAt = m_clock.nowMs() + m_config.decayIntervalMs;
    arm();
}

void Scheduler::setPaused(bool paused)
{
    m_paused = paused;
    if (paused && m_timer)
        m_timer->stop();
    else
        arm();
}

void Scheduler::setConfig(const SchedulerConfig &config)
{
    const qint64 now = m_clock.nowMs();
    m_config = config;
    EmbeddingConfig::setCurrent(config.memory.embedding());
    if (m_embedder)
        m_embedder->setConfig(config.memory.embedding());
    const qint64 lastReap = m_lastReapAt.load() ? m_lastReapAt.load() : now;
    const qint64 lastDecay = m_lastDecayAt.load() ? m_lastDecayAt.load() : now;
    m_nextReapAt = lastReap + config.reapIntervalMs;
    m_nextDecayAt = lastDecay + config.decayIntervalMs;
    if (m_lake)
        m_nextMaintenanceAt = nextMaintenanceFromAudit();
    arm();
}

SchedulerHost::SchedulerHost(const QString &lakePath, const Clock &clock, SchedulerConfig config, QObject *parent)
    : QObject(parent)
{
    m_scheduler = m_thread.host(new Scheduler(lakePath, clock, config));
}

SchedulerHost::~SchedulerHost()
{
    m_scheduler->cancel();
    QMetaObject::invokeMethod(m_scheduler, &Scheduler::stop, Qt::BlockingQueuedConnection);
    m_thread.stop();
}

void SchedulerHost::start()
{
    QMetaObject::invokeMethod(m_scheduler, &Scheduler::start, Qt::QueuedConnection);
}

void SchedulerHost::sweepNow()
{
    QMetaObject::invokeMethod(m_scheduler, &Scheduler::sweepNow, Qt::QueuedConnection);
}

void SchedulerHost::maintainNow()
{
    QMetaObject::invokeMethod(m_scheduler, &Scheduler::maintainNow, Qt::QueuedConnection);
}

void SchedulerHost::reapNow(bool dryRun)
{
    QMetaObject::invokeMethod(m_scheduler, [s = m_scheduler, dryRun] { s->reapNow(dryRun); }, Qt::QueuedConnection);
}

void SchedulerHost::decayNow(bool dryRun)
{
    QMetaObject::invokeMethod(m_scheduler, [s = m_scheduler, dryRun] { s->decayNow(dryRun); }, Qt::QueuedConnection);
}

void SchedulerHost::setPaused(bool paused)
{
    // The flag flips at once so a sweep in progress sees it; the timer
    // itself is touched on its own thread.
    m_scheduler->markPaused(paused);
    QMetaObject::invokeMethod(m_scheduler, [s = m_scheduler, paused] { s->setPaused(paused); }, Qt::QueuedConnection);
}

void SchedulerHost::setConfig(const SchedulerConfig &config)
{
    QMetaObject::invokeMethod(m_scheduler, [s = m_scheduler, config] { s->setConfig(config); }, Qt::QueuedConnection);
}

} // namespace tarn
