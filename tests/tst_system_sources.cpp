// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Sysinfo and heartbeat sources (seed 000): a sample of this machine that
// wilts after a day, a heartbeat that wilts after 24 hours, one per poll.

#include "Lake.h"
#include "SourceHost.h"
#include "SourceInstances.h"
#include "SourceTestSupport.h"
#include "SystemSources.h"
#include "TestSupport.h"

#include <QSignalSpy>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;


class TestSystemSources : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sysinfoSamplesWiltAfterADay()
    {
        TempLake lake;
        const SourceInstance i = SourceInstances::add(*lake, QStringLiteral("sysinfo"), QStringLiteral("this-pc"), {});
        QCOMPARE(i.settings.value(QStringLiteral("poll_minutes")).toInt(), 5);
        QCOMPARE(pollOnce(lake, QStringLiteral("this-pc")).written, 1);
        const QList<Delta> samples = deltasFrom(*lake, QStringLiteral("sysinfo:this-pc"));
        QCOMPARE(samples.size(), 1);
        QVERIFY2(samples.at(0).content.contains(QStringLiteral("load ")), qPrintable(samples.at(0).content));
        QVERIFY(samples.at(0).content.contains(QStringLiteral("memory ")));
        QVERIFY(samples.at(0).content.contains(QStringLiteral("disk ")));
        QCOMPARE(*samples.at(0).expiresAt, kT0 + Duration::Day);
        QCOMPARE(*SourceInstances::get(*lake, QStringLiteral("this-pc"))->nextPollAt, kT0 + 5 * Duration::Minute);
        // One sample per instant; the next poll is a new sample.
        QCOMPARE(pollOnce(lake, QStringLiteral("this-pc")).written, 0);
        lake.clock.advance(5 * Duration::Minute);
        QCOMPARE(pollOnce(lake, QStringLiteral("this-pc")).written, 1);
    }

    void heartbeatsWiltAfterADay()
    {
        TempLake lake;
        SourceInstances::add(*lake, QStringLiteral("heartbeat"), QStringLiteral("tarn"), {});
        QCOMPARE(pollOnce(lake, QStringLiteral("tarn")).written, 1);
        const QList<Delta> beats = deltasFrom(*lake, QStringLiteral("heartbeat:tarn"));
        QCOMPARE(beats.size(), 1);
        QVERIFY(beats.at(0).content.startsWith(QStringLiteral("Tarn is running on ")));
        QCOMPARE(*beats.at(0).expiresAt, kT0 + 24 * Duration::Hour);
        QCOMPARE(beats.at(0).kind, Kind::Event);
    }

    void aSampleNamesTheMachine()
    {
        const QString s = SysinfoSource::sample(QDir::tempPath());
        QVERIFY(s.startsWith(QSysInfo::machineHostName() + u':'));
    }
};

QTEST_GUILESS_MAIN(TestSystemSources)
#include "tst_system_sources.moc"
