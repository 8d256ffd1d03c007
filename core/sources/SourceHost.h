// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Clock.h"
#include "SourcePlugin.h"
#include "WorkerThread.h"

#include <QObject>
#include <QSet>
#include <map>
#include <memory>

class QNetworkAccessManager;
class QTimer;

namespace tarn {

class Lake;
class SecretStore;

// Runs the configured sources (DESIGN §7): each instance is polled on its
// own interval by its plugin's poller; what comes back is written as
// deltas (SourceInstances::writeItems), and the instance's state (ok, or
// error with the reason; last and next poll) is kept in the lake, so the
// window, `tarn source list` and a restart all see it. A failing source
// retries with backoff (1 minute, doubling, at most 6 hours) and never
// blocks the others. Lives on whatever thread it is moved to; owns its Lake
// connection and network access there.
// Several Tarns may share one lake (a window on two machines, a `tarn
// serve`): each instance is polled by one of them at a time. A host polls
// (and watches) an instance only while it holds the instance's LakeLock,
// which it keeps while it runs; when that Tarn stops or its machine dies,
// another one takes the instance over on its next tick. An instance tied to
// a computer (a vault: SourcePlugins::kMachineField) is only ever polled
// there.
class SourceHost : public QObject
{
    Q_OBJECT
public:
    // Secrets (a token) live in `secrets`, never in the lake; without a
    // store a source that needs one reports so.
    SourceHost(QString lakePath, const Clock &clock, std::shared_ptr<SecretStore> secrets = {}, QObject *parent = nullptr);
    ~SourceHost() override;

    static qint64 backoffMs(int failures);
    // Off: only pollNow() polls (`tarn source poll` runs one source, not all
    // that are due). Set before start().
    void setScheduling(bool on) { m_scheduling = on; }

public Q_SLOTS:
    void start();
    void stop();
    // Re-reads the instances (added, removed, paused elsewhere) and polls
    // the ones that are due.
    void tick();
    void pollNow(const QString &name);

Q_SIGNALS:
    void started();
    void pollStarted(const QString &name);
    // written: deltas written by this poll; error empty on success.
    void pollFinished(const QString &name, int written, const QString &error);
    void failed(const QString &message);

private:
    void begin(const SourceInstance &instance);
    void onFinished(const QString &name, const PollOutcome &outcome);
    void arm();
    void syncWatchers(const QList<SourceInstance> &instances);
    // Whether this host polls `instance`: it may run here, and this host
    // holds (or now takes) its lock. Throws TarnError when the lake cannot
    // be asked.
    bool pollsHere(const SourceInstance &instance);
    // Lets go of the locks of instances gone, paused or tied elsewhere.
    void releaseLeases(const QList<SourceInstance> &instances);

    QString m_lakePath;
    const Clock &m_clock;
    std::unique_ptr<Lake> m_lake;
    QNetworkAccessManager *m_network = nullptr;
    QTimer *m_timer = nullptr;
    std::map<QString, std::unique_ptr<SourcePoller>> m_polling;
    // A watcher is built from an instance's settings (a vault's folder):
    // kept beside them so changed settings rebuild it.
    struct Watched
    {
        QJsonObject settings;
        std::unique_ptr<SourceWatcher> watcher;
    };
    std::map<QString, Watched> m_watchers;
    std::map<QString, std::unique_ptr<class LakeLock>> m_leases;
    std::shared_ptr<SecretStore> m_secrets;
    QSet<QString> m_again;
    bool m_scheduling = true;
};

// Owns a worker thread with a SourceHost in it, for the window and
// `tarn serve`; calls are queued, answers come back as queued signals.
class SourceHostThread : public QObject
{
    Q_OBJECT
public:
    SourceHostThread(const QString &lakePath, const Clock &clock, std::shared_ptr<SecretStore> secrets = {},
                     QObject *parent = nullptr);
    ~SourceHostThread() override;

    SourceHost *host() const { return m_host; }
    void start();
    void tick();
    void pollNow(const QString &name);

private:
    WorkerThread m_thread{QStringLiteral("tarn-sources")};
    SourceHost *m_host = nullptr;
};

} // namespace tarn
