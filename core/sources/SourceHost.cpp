// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceHost.h"

#include "Lake.h"
#include "LakeLock.h"
#include "ThisMachine.h"
#include "SourceInstances.h"
#include "SourcesLogging.h"
#include "SourcePlugins.h"
#include "TarnError.h"

#include <QNetworkAccessManager>
#include <QSet>
#include <QTimer>

namespace tarn {

SourceHost::SourceHost(QString lakePath, const Clock &clock, std::shared_ptr<SecretStore> secrets, QObject *parent)
    : QObject(parent), m_lakePath(std::move(lakePath)), m_clock(clock), m_secrets(std::move(secrets))
{
    qRegisterMetaType<tarn::PollOutcome>();
    qRegisterMetaType<tarn::SourceInstance>();
    // Every way a poll ends comes through pollFinished, so the log is kept here once.
    connect(this, &SourceHost::pollFinished, this, [](const QString &name, int written, const QString &error) {
        if (error.isEmpty())
            qCDebug(lcSources, "source %s: %d new deltas", qUtf8Printable(name), written);
        else
            qCWarning(lcSources, "source %s: the poll failed: %s", qUtf8Printable(name), qUtf8Printable(error));
    });
}

SourceHost::~SourceHost()
{
    m_leases.clear(); // before the lake they belong to
}

qint64 SourceHost::backoffMs(int failures)
{
    const qint64 base = Duration::Minute << std::clamp(failures - 1, 0, 16);
    return std::min<qint64>(base, 6 * Duration::Hour);
}

void SourceHost::start()
{
    try {
        m_lake = std::make_unique<Lake>(m_clock);
        m_lake->open(m_lakePath);
        m_lake->setActor(QStringLiteral("sources"));
    } catch (const TarnError &e) {
        m_lake.reset();
        Q_EMIT failed(e.message());
        return;
    }
    if (!m_network)
        m_network = new QNetworkAccessManager(this);
    if (!m_timer) {
        m_timer = new QTimer(this);
        m_timer->setSingleShot(true);
        connect(m_timer, &QTimer::timeout, this, &SourceHost::tick);
    }
    Q_EMIT started();
    tick();
}

void SourceHost::stop()
{
    if (m_timer)
        m_timer->stop();
    for (auto &[name, poller] : m_polling)
        poller->abort();
    m_polling.clear();
    m_watchers.clear();
    m_leases.clear(); // let another Tarn sharing the lake take them over
    m_lake.reset();
}

void SourceHost::tick()
{
    if (!m_lake || !m_scheduling)
        return;
    try {
        const qint64 now = m_clock.nowMs();
        const QList<SourceInstance> instances = SourceInstances::list(*m_lake);
        releaseLeases(instances);
        QList<SourceInstance> mine;
        for (const SourceInstance &i : instances)
            if (!i.paused && pollsHere(i))
                mine << i;
        syncWatchers(mine);
        for (const SourceInstance &i : std::as_const(mine))
            if (i.nextPollAt.value_or(0) <= now && !m_polling.count(i.name))
                begin(i);
    } catch (const TarnError &e) {
        Q_EMIT failed(e.message());
    }
    arm();
}

void SourceHost::pollNow(const QString &name)
{
    if (!m_lake)
        return;
    if (m_polling.count(name)) {
        m_again.insert(name); // changed while it polled: once more afterwards
        return;
    }
    try {
        const auto i = SourceInstances::get(*m_lake, name);
        if (i && !pollsHere(*i)) {
            // Another Tarn sharing the lake polls it (or its computer does):
            // marked due, it is polled there on that Tarn's next tick.
            SourceInstances::pollSoon(*m_lake, name);
            Q_EMIT pollFinished(name, 0, tr("%1 is polled by another Tarn sharing this lake; it was asked to poll it now")
                                             .arg(name));
        } else if (i)
            begin(*i);
        else
            Q_EMIT pollFinished(name, 0, tr("no source called %1").arg(name));
    } catch (const TarnError &e) {
        Q_EMIT pollFinished(name, 0, e.message());
    }
}

void SourceHost::begin(const SourceInstance &instance)
{
    const SourcePlugin *plugin = SourcePlugins::find(instance.type);
    if (!plugin) {
        SourceInstance failedOne = instance;
        failedOne.status = QStringLiteral("error");
        failedOne.error = tr("this Tarn does not know sources of type %1").arg(instance.type);
        failedOne.nextPollAt = m_clock.nowMs() + 6 * Duration::Hour;
        SourceInstances::saveState(*m_lake, failedOne);
        Q_EMIT pollFinished(instance.name, 0, failedOne.error);
        return;
    }
    // Secrets are read for the poll only; the instance in the lake holds none.
    SourceInstance withSecrets = instance;
    try {
        SourceInstances::resolveSecrets(withSecrets, m_secrets.get());
    } catch (const TarnError &e) {
        SourceInstance failedOne = instance;
        failedOne.status = QStringLiteral("error");
        failedOne.error = e.message();
        failedOne.failures += 1;
        failedOne.lastPollAt = m_clock.nowMs();
        failedOne.nextPollAt = m_clock.nowMs() + backoffMs(failedOne.failures);
        SourceInstances::saveState(*m_lake, failedOne);
        Q_EMIT pollFinished(instance.name, 0, failedOne.error);
        return;
    }
    std::unique_ptr<SourcePoller> poller = plugin->createPoller(*m_network, m_clock);
    SourcePoller *raw = poller.get();
    m_polling[instance.name] = std::move(poller);
    const QString name = instance.name;
    connect(raw, &SourcePoller::finished, this, [this, name](const PollOutcome &outcome) { onFinished(name, outcome); },
            Qt::QueuedConnection);
    Q_EMIT pollStarted(name);
    Lake *lake = m_lake.get();
    raw->poll(withSecrets, [lake, name](const QString &key) { return SourceInstances::seen(*lake, name, key); });
}

void SourceHost::onFinished(const QString &name, const PollOutcome &outcome)
{
    // The poller has emitted its last signal: let it go after this turn.
    if (auto it = m_polling.find(name); it != m_polling.end()) {
        it->second.release()->deleteLater();
        m_polling.erase(it);
    }
    if (!m_lake)
        return;
    int written = 0;
    QString error = outcome.error;
    try {
        std::optional<SourceInstance> current = SourceInstances::get(*m_lake, name);
        if (!current)
            return; // removed while it polled: nothing to keep
        SourceInstance i = *current;
        const qint64 now = m_clock.nowMs();
        if (error.isEmpty()) {
            try {
                written = int(SourceInstances::writeItems(*m_lake, i, outcome.items).size());
            } catch (const TarnError &e) {
                error = e.message();
            }
        }
        i.lastPollAt = now;
        if (error.isEmpty()) {
            i.status = QStringLiteral("ok");
            i.error = outcome.note; // what a good poll left out, if anything
            if (!outcome.note.isEmpty())
                qCInfo(lcSources, "%s: %s", qUtf8Printable(name), qUtf8Printable(outcome.note));
            i.failures = 0;
            i.lastOkAt = now;
            if (!outcome.notModified) {
                i.etag = outcome.etag;
                i.lastModified = outcome.lastModified;
                i.cursor = outcome.cursor.isEmpty() ? i.cursor : outcome.cursor;
            }
            i.nextPollAt = now + SourcePlugins::find(i.type)->pollIntervalMs(i);
        } else {
            i.status = QStringLiteral("error");
            i.error = error;
            i.failures += 1;
            i.nextPollAt = now + backoffMs(i.failures);
        }
        SourceInstances::saveState(*m_lake, i);
    } catch (const TarnError &e) {
        error = e.message();
    }
    Q_EMIT pollFinished(name, written, error);
    if (m_again.remove(name))
        pollNow(name);
    arm();
}

bool SourceHost::pollsHere(const SourceInstance &instance)
{
    const QString machine = instance.settings.value(SourcePlugins::kMachineField).toString();
    if (!machine.isEmpty() && machine.compare(ThisMachine::name(), Qt::CaseInsensitive) != 0)
        return false;
    auto &lease = m_leases[instance.name];
    if (!lease)
        lease = std::make_unique<LakeLock>(*m_lake, QStringLiteral("source:") + instance.name);
    const bool held = lease->held();
    if (!lease->tryTake())
        return false;
    if (!held)
        qCInfo(lcSources, "source %s: polled here from now on", qUtf8Printable(instance.name));
    return true;
}

void SourceHost::releaseLeases(const QList<SourceInstance> &instances)
{
    QSet<QString> keep;
    for (const SourceInstance &i : instances) {
        const QString machine = i.settings.value(SourcePlugins::kMachineField).toString();
        if (!i.paused && (machine.isEmpty() || machine.compare(ThisMachine::name(), Qt::CaseInsensitive) == 0))
            keep.insert(i.name);
    }
    for (auto it = m_leases.begin(); it != m_leases.end();) {
        if (keep.contains(it->first) || m_polling.count(it->first)) {
            ++it;
            continue;
        }
        it = m_leases.erase(it);
    }
}

void SourceHost::syncWatchers(const QList<SourceInstance> &instances)
{
    QSet<QString> live;
    for (const SourceInstance &i : instances) {
        if (i.paused)
            continue;
        live.insert(i.name);
        const auto existing = m_watchers.find(i.name);
        if (existing != m_watchers.end() && existing->second.settings == i.settings)
            continue;
        m_watchers.erase(i.name);
        const SourcePlugin *plugin = SourcePlugins::find(i.type);
        std::unique_ptr<SourceWatcher> watcher = plugin ? plugin->createWatcher(i) : nullptr;
        if (!watcher)
            continue;
        // A burst of changes (an editor saving twice) is one poll.
        auto *debounce = new QTimer(watcher.get());
        debounce->setSingleShot(true);
        debounce->setInterval(500);
        const QString name = i.name;
        connect(watcher.get(), &SourceWatcher::changed, debounce, qOverload<>(&QTimer::start));
        connect(debounce, &QTimer::timeout, this, [this, name] { pollNow(name); });
        m_watchers[i.name] = Watched{i.settings, std::move(watcher)};
    }
    for (auto it = m_watchers.begin(); it != m_watchers.end();)
        it = live.contains(it->first) ? std::next(it) : m_watchers.erase(it);
}

void SourceHost::arm()
{
    if (!m_timer || !m_lake || !m_scheduling)
        return;
    // Wake for the next due source, and at least once a minute to notice
    // sources added, paused or removed by another process.
    qint64 wait = Duration::Minute;
    try {
        const qint64 now = m_clock.nowMs();
        // Only what this host polls: another Tarn's sources are its own
        // business, and the minute's wake takes them over if it stops.
        for (const SourceInstance &i : SourceInstances::list(*m_lake))
            if (!i.paused && !m_polling.count(i.name) && m_leases.count(i.name) && m_leases.at(i.name)->held())
                wait = std::min(wait, std::max<qint64>(0, i.nextPollAt.value_or(now) - now));
    } catch (const TarnError &) {
    }
    m_timer->start(int(std::max<qint64>(wait, 1000)));
}

SourceHostThread::SourceHostThread(const QString &lakePath, const Clock &clock, std::shared_ptr<SecretStore> secrets,
                                   QObject *parent)
    : QObject(parent)
{
    m_host = m_thread.host(new SourceHost(lakePath, clock, std::move(secrets)));
}

SourceHostThread::~SourceHostThread()
{
    QMetaObject::invokeMethod(m_host, &SourceHost::stop, Qt::BlockingQueuedConnection);
    m_thread.stop();
}

void SourceHostThread::start()
{
    QMetaObject::invokeMethod(m_host, &SourceHost::start, Qt::QueuedConnection);
}

void SourceHostThread::tick()
{
    QMetaObject::invokeMethod(m_host, &SourceHost::tick, Qt::QueuedConnection);
}

void SourceHostThread::pollNow(const QString &name)
{
    QMetaObject::invokeMethod(m_host, [h = m_host, name] { h->pollNow(name); }, Qt::QueuedConnection);
}

} // namespace tarn
