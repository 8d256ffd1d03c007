// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Clock.h"
#include "DecayPolicy.h"
#include "Embedder.h"
#include "Maintenance.h"
#include "MemorySettings.h"
#include "SchedulerSettings.h"
#include "SweepReport.h"
#include "WorkerThread.h"

#include <QObject>
#include <QPointer>
#include <atomic>
#include <memory>

class QTimer;

namespace tarn {

class Lake;

struct SchedulerConfig
{
    qint64 reapIntervalMs = 5 * Duration::Minute;   // seed 000: every five minutes
    qint64 decayIntervalMs = 60 * Duration::Minute; // seed 004: every 60 minutes
    bool reapAtStart = true;
    // Seed 003's operator policies, swept over every scope right after soft
    // decay (empty: none configured, the sweeper's no-op).
    QList<DecayPolicy> decayPolicies;
    // Seed 001's maintenance: reflect and retention follow each soft decay;
    // reindex and gc run this often (counted from the last gc in the audit
    // log, so a window that is never open a whole day still gets them).
    qint64 maintenanceIntervalMs = Duration::Day;
    MemorySettings memory;

    // What the window and `tarn serve` run with: the saved intervals and
    // memory settings, and the policies TARN_DECAY_POLICIES or the saved
    // JSON names. Policies that do not parse (a hand-edited file; the
    // dialog never saves them) leave the sweep a no-op rather than
    // stopping Tarn.
    static SchedulerConfig fromSettings(const SchedulerSettings &schedule, const MemorySettings &memory);
};

// The two clocks of DESIGN §3, and the background embedder (issue 20) when
// a local embedding server is configured, driven by a QTimer on whatever thread the
// scheduler lives in (SchedulerHost gives it a worker thread, so the window
// never waits). It owns its own Lake connection, opened on that thread.
// Due times are read from the injected Clock: tests move the clock and call
// tick() instead of sleeping.
class Scheduler : public QObject
{
    Q_OBJECT
public:
    Scheduler(QString lakePath, const Clock &clock, SchedulerConfig config, QObject *parent = nullptr);
    ~Scheduler() override;

    // Thread-safe reads for the tray and the status bar.
    qint64 nextReapAt() const { return m_nextReapAt.load(); }
    qint64 nextDecayAt() const { return m_nextDecayAt.load(); }
    qint64 lastReapAt() const { return m_lastReapAt.load(); }
    qint64 lastDecayAt() const { return m_lastDecayAt.load(); }
    qint64 nextMaintenanceAt() const { return m_nextMaintenanceAt.load(); }
    bool isPaused() const { return m_paused.load(); }
    bool isRunning() const { return m_running.load(); }
    // Asks a running sweep to stop after its current batch (any thread).
    void cancel() { m_cancel.store(true); }
    // Flips the pause flag at once from any thread; setPaused() then stops
    // or re-arms the timer on the scheduler's own thread.
    void markPaused(bool paused) { m_paused.store(paused); }

public Q_SLOTS:
    void start();  // opens the lake; reaps at once if configured; arms the timer
    void stop();
    void tick();   // runs whatever is due by the clock, then re-arms
    void reapNow(bool dryRun = false);
    void decayNow(bool dryRun = false);
    void sweepNow(); // reap, then soft decay
    // All four maintenance tasks now: reflect, retention, reindex, gc.
    void maintainNow();
    void setPaused(bool paused);
    void setConfig(const tarn::SchedulerConfig &config);

Q_SIGNALS:
    void started();
    void sweepStarted(tarn::SweepKind kind);
    void sweepProgress(qint64 done, qint64 total);
    void sweepFinished(const tarn::SweepReport &report);
    // One per scope when decay policies are configured; the audit log has it too.
    void policySweepFinished(const tarn::DecaySweepResponse &response);
    void maintenanceStarted();
    void maintenanceFinished(const tarn::MaintenanceReport &report);
    void scheduleChanged(qint64 nextReapAt, qint64 nextDecayAt);
    void failed(const QString &message);
    // The background embedder's progress (issue 20), while one is configured.
    void embeddingProgress(const tarn::EmbeddingProgress &progress);

private:
    void arm();
    // The runs themselves, leaving m_cancel as it is: a cancel during
    // sweepNow()'s reap must stop its soft decay too.
    void runReap(bool dryRun);
    void runDecay(bool dryRun);
    void sweepPolicies();
    // reflect + retention always; reindex + gc when `daily`.
    void maintain(bool daily);
    qint64 nextMaintenanceFromAudit() const;
    void publishSchedule();

    QString m_lakePath;
    const Clock &m_clock;
    SchedulerConfig m_config;
    std::unique_ptr<Lake> m_lake;
    Embedder *m_embedder = nullptr; // on this thread, with m_lake
    QTimer *m_timer = nullptr;
    std::atomic<qint64> m_nextReapAt{0};
    std::atomic<qint64> m_nextDecayAt{0};
    std::atomic<qint64> m_lastReapAt{0};
    std::atomic<qint64> m_lastDecayAt{0};
    std::atomic<qint64> m_nextMaintenanceAt{0};
    std::atomic<bool> m_paused{false};
    std::atomic<bool> m_running{false};
    std::atomic<bool> m_cancel{false};
};

// Owns a worker thread with a Scheduler in it. Calls from the UI thread go
// through queued invocations; results come back as queued signals.
class SchedulerHost : public QObject
{
    Q_OBJECT
public:
    SchedulerHost(const QString &lakePath, const Clock &clock, SchedulerConfig config, QObject *parent = nullptr);
    ~SchedulerHost() override;

    Scheduler *scheduler() const { return m_scheduler; }
    void start();
    void sweepNow();
    void maintainNow();
    void reapNow(bool dryRun);
    void decayNow(bool dryRun);
    void setPaused(bool paused);
    void setConfig(const SchedulerConfig &config);
    void cancel() { m_scheduler->cancel(); }

private:
    WorkerThread m_thread{QStringLiteral("tarn-scheduler")};
    Scheduler *m_scheduler = nullptr;
};

} // namespace tarn

Q_DECLARE_METATYPE(tarn::SchedulerConfig)
Q_DECLARE_METATYPE(tarn::DecaySweepResponse)
Q_DECLARE_METATYPE(tarn::MaintenanceReport)
