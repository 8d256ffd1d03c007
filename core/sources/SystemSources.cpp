// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SystemSources.h"

#include "TimeFormat.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLocale>
#include <QStorageInfo>
#include <QSysInfo>

namespace tarn {

namespace {

struct SystemSourcesText
{
    Q_DECLARE_TR_FUNCTIONS(SystemSources)
};

QString gib(qint64 bytes)
{
    return QLocale::c().toString(double(bytes) / (1024.0 * 1024 * 1024), 'f', 1);
}

// "MemTotal:  24576000 kB" -> bytes.
qint64 meminfoBytes(const QByteArray &meminfo, const QByteArray &field)
{
    for (const QByteArray &line : meminfo.split('\n'))
        if (line.startsWith(field + ':'))
            return line.mid(field.size() + 1).trimmed().split(' ').value(0).toLongLong() * 1024;
    return -1;
}

QByteArray readProc(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

qint64 intervalFrom(const SourceInstance &instance, qint64 fallbackMinutes)
{
    return instance.settings.value(QStringLiteral("poll_minutes")).toInteger(fallbackMinutes) * 60 * 1000;
}

SourceField pollField(qint64 defaultMinutes, const char *help)
{
    return {QStringLiteral("poll_minutes"), QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Every (minutes)")),
            SourceField::Type::Integer, defaultMinutes, 1, 1440, false, QString::fromLatin1(help)};
}

// Writes one item per poll at once: nothing here waits on the network.
class SamplePoller : public SourcePoller
{
public:
    SamplePoller(const Clock &clock, std::function<Delta(const SourceInstance &)> make, QString keyPrefix)
        : m_clock(clock), m_make(std::move(make)), m_prefix(std::move(keyPrefix))
    {
    }

    void poll(const SourceInstance &instance, const SeenCheck &) override
    {
        PollOutcome out;
        SourceItem item;
        item.key = m_prefix + QString::number(m_clock.nowMs());
        item.delta = m_make(instance);
        out.items << item;
        Q_EMIT finished(out);
    }

private:
    const Clock &m_clock;
    std::function<Delta(const SourceInstance &)> m_make;
    QString m_prefix;
};

} // namespace

QString SysinfoSource::sample(const QString &diskPath)
{
    QStringList parts;
    const QList<QByteArray> load = readProc(QStringLiteral("/proc/loadavg")).split(' ');
    if (load.size() >= 3)
        parts << SystemSourcesText::tr("load %1 %2 %3").arg(QString::fromLatin1(load.at(0)), QString::fromLatin1(load.at(1)),
                                                            QString::fromLatin1(load.at(2)));
    const QByteArray meminfo = readProc(QStringLiteral("/proc/meminfo"));
    const qint64 total = meminfoBytes(meminfo, "MemTotal");
    const qint64 available = meminfoBytes(meminfo, "MemAvailable");
    if (total > 0 && available >= 0)
        parts << SystemSourcesText::tr("memory %1 of %2 GiB used (%3 %)")
                     .arg(gib(total - available), gib(total))
                     .arg(qRound(100.0 * double(total - available) / double(total)));
    const QStorageInfo disk(diskPath);
    if (disk.isValid() && disk.bytesTotal() > 0)
        parts << SystemSourcesText::tr("disk %1 %2 of %3 GiB used (%4 %)")
                     .arg(disk.rootPath(), gib(disk.bytesTotal() - disk.bytesAvailable()), gib(disk.bytesTotal()))
                     .arg(qRound(100.0 * double(disk.bytesTotal() - disk.bytesAvailable()) / double(disk.bytesTotal())));
    return SystemSourcesText::tr("%1: %2").arg(QSysInfo::machineHostName(), parts.join(QStringLiteral(", ")));
}

SourceShape SysinfoSource::shape() const
{
    SourceShape s;
    s.type = QStringLiteral("sysinfo");
    s.label = QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "System information (load, memory, disk)"));
    s.category = SourceCategory::System;
    s.fields = {pollField(5, QT_TRANSLATE_NOOP("tarn::SourcePlugins", "How often Tarn samples this machine; each sample wilts after a day.")),
                {QStringLiteral("disk"), QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Disk to watch")),
                 SourceField::Type::Folder, QDir::homePath(), 0, 0, false,
                 QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "A folder on the disk whose free space is sampled."))}};
    return s;
}

qint64 SysinfoSource::pollIntervalMs(const SourceInstance &instance) const
{
    return intervalFrom(instance, 5);
}

std::unique_ptr<SourcePoller> SysinfoSource::createPoller(QNetworkAccessManager &, const Clock &clock) const
{
    return std::make_unique<SamplePoller>(
        clock,
        [](const SourceInstance &instance) {
            Delta d;
            d.kind = Kind::Observation;
            d.content = sample(instance.settings.value(QStringLiteral("disk")).toString(QDir::homePath()));
            d.tags = {QStringLiteral("sysinfo")};
            d.subject = QSysInfo::machineHostName();
            return d;
        },
        QStringLiteral("sample:"));
}

SourceShape HeartbeatSource::shape() const
{
    SourceShape s;
    s.type = QStringLiteral("heartbeat");
    s.label = QString::fromLatin1(QT_TRANSLATE_NOOP("tarn::SourcePlugins", "Heartbeat"));
    s.category = SourceCategory::System;
    s.fields = {pollField(60, QT_TRANSLATE_NOOP("tarn::SourcePlugins", "How often Tarn notes that it is running; each note wilts after 24 hours."))};
    return s;
}

qint64 HeartbeatSource::pollIntervalMs(const SourceInstance &instance) const
{
    return intervalFrom(instance, 60);
}

std::unique_ptr<SourcePoller> HeartbeatSource::createPoller(QNetworkAccessManager &, const Clock &clock) const
{
    static QElapsedTimer uptime = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return std::make_unique<SamplePoller>(
        clock,
        [](const SourceInstance &) {
            Delta d;
            d.kind = Kind::Event;
            d.content = SystemSourcesText::tr("Tarn is running on %1 (up %2).")
                            .arg(QSysInfo::machineHostName(), TimeFormat::humanDuration(std::max<qint64>(uptime.elapsed(), 1000)));
            d.tags = {QStringLiteral("heartbeat")};
            d.subject = QSysInfo::machineHostName();
            return d;
        },
        QStringLiteral("beat:"));
}

} // namespace tarn
