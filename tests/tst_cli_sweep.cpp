// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn sweep` as an operator's cron job uses it: a real process, policies
// from the environment, a file or the preferences, §15.2's JSON on stdout
// and errors that name the field.

#include "CliRunner.h"
#include "ConfiguredDecayPolicies.h"
#include "TestSupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QtTest>
#include <cmath>

using namespace tarn;
using namespace tarn::test;

namespace {


const char *const kPolicies =
    R"([{"id":"memory","relation":"memory:*","scope":"company","mode":"confidence","half_life_s":3600},
        {"id":"roadmap","relation":"roadmap:*","scope":"*","mode":"retract","ttl_s":60}])";

} // namespace

class TestCliSweep : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

    CliRun tarn(const QStringList &args, const QByteArray &policiesEnv = {}, bool setEnv = true)
    {
        QList<QPair<QString, QString>> env;
        if (setEnv)
            env.append({QStringLiteral("TARN_DECAY_POLICIES"), QString::fromUtf8(policiesEnv)});
        return runTarn(m_home, args, env);
    }

    // Two company facts observed three hours ago, and one in the local scope.
    QString seedLake(TempLake &lake)
    {
        const qint64 threeHoursAgo = lake.clock.nowMs() - 3 * Duration::Hour;
        for (const auto &[tag, scope] : {std::pair{QStringLiteral("memory:context"), Scope::Company},
                                         std::pair{QStringLiteral("roadmap:status"), Scope::Company},
                                         std::pair{QStringLiteral("roadmap:status"), Scope::Local}}) {
            Delta d = draft(QStringLiteral("chat"), QStringLiteral("a fact about ") + tag, Kind::Fact);
            d.tags = {tag};
            d.scope = scope;
            d.observedAt = threeHoursAgo;
            lake->insert(d);
        }
        lake->close();
        return lake.path();
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_home.isValid()); }

    void sweepsWithPoliciesFromTheEnvironment()
    {
        TempLake lake;
        const QString path = seedLake(lake);
        const CliRun dry = tarn({QStringLiteral("sweep"), QStringLiteral("--lake"), path, QStringLiteral("--scope"),
                              QStringLiteral("company"), QStringLiteral("--mode"), QStringLiteral("dry_run")},
                             kPolicies);
        QCOMPARE(dry.exitCode, 0);
        QCOMPARE(dry.json().value(QStringLiteral("mode")).toString(), QStringLiteral("dry_run"));
        QCOMPARE(dry.json().value(QStringLiteral("dry_run_would_reduce")).toInt(), 1);
        QCOMPARE(dry.json().value(QStringLiteral("dry_run_would_retract")).toInt(), 1);
        QCOMPARE(dry.json().value(QStringLiteral("facts_evaluated")).toInt(), 2);

        const CliRun real = tarn({QStringLiteral("sweep"), QStringLiteral("--lake"), path, QStringLiteral("--scope"),
                               QStringLiteral("company")},
                              kPolicies);
        QCOMPARE(real.exitCode, 0);
        const QJsonObject r = real.json();
        QCOMPARE(r.value(QStringLiteral("facts_reduced")).toInt(), 1);
        QCOMPARE(r.value(QStringLiteral("facts_retracted")).toInt(), 1);
        QCOMPARE(r.value(QStringLiteral("scope")).toString(), QStringLiteral("company"));
        QCOMPARE(r.value(QStringLiteral("policies_applied")).toArray().size(), 2);

        // The local roadmap fact is another scope: untouched.
        Lake reopened(lake.clock);
        reopened.open(path);
        ListFilter local;
        local.scope = Scope::Local;
        QCOMPARE(reopened.list(local, {}, 10).at(0).confidence, 1.0);
    }

    void policiesFromAFileAndOnePolicy()
    {
        TempLake lake;
        const QString path = seedLake(lake);
        const QString file = m_home.filePath(QStringLiteral("policies.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kPolicies);
        f.close();
        const CliRun run = tarn({QStringLiteral("sweep"), QStringLiteral("--lake"), path, QStringLiteral("--scope"),
                              QStringLiteral("company"), QStringLiteral("--policies"), file, QStringLiteral("--policy"),
                              QStringLiteral("roadmap")},
                             {}, false);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.json().value(QStringLiteral("facts_retracted")).toInt(), 1);
        QCOMPARE(run.json().value(QStringLiteral("facts_reduced")).toInt(), 0);
        QCOMPARE(run.json().value(QStringLiteral("policies_applied")).toArray().at(0).toString(), QStringLiteral("roadmap"));
    }

    void policiesFromThePreferences()
    {
        TempLake lake;
        const QString path = seedLake(lake);
        QSettings prefs(m_home.filePath(QStringLiteral("config/tarn/tarn.conf")), QSettings::IniFormat);
        prefs.setValue(DecayPolicies::settingsKey(), QString::fromUtf8(kPolicies));
        prefs.sync();
        const CliRun run = tarn({QStringLiteral("sweep"), QStringLiteral("--lake"), path, QStringLiteral("--scope"),
                              QStringLiteral("company")},
                             {}, false);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.json().value(QStringLiteral("facts_reduced")).toInt(), 1);
        prefs.clear();
        prefs.sync();
    }

    void refusalsNameTheField_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("policies");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("no scope") << QStringList{} << QByteArray(kPolicies) << QStringLiteral("scope");
        QTest::newRow("bad scope") << QStringList{QStringLiteral("--scope"), QStringLiteral("galaxy")}
                                   << QByteArray(kPolicies) << QStringLiteral("galaxy");
        QTest::newRow("bad mode") << QStringList{QStringLiteral("--scope"), QStringLiteral("team"), QStringLiteral("--mode"),
                                                 QStringLiteral("melt")}
                                  << QByteArray(kPolicies) << QStringLiteral("mode");
        QTest::newRow("unknown policy") << QStringList{QStringLiteral("--scope"), QStringLiteral("team"),
                                                       QStringLiteral("--policy"), QStringLiteral("nope")}
                                        << QByteArray(kPolicies) << QStringLiteral("nope");
        QTest::newRow("broken environment") << QStringList{QStringLiteral("--scope"), QStringLiteral("team")}
                                            << QByteArray(R"([{"id":"p","relation":"*","scope":"*","mode":"retract"}])")
                                            << QStringLiteral("ttl_s");
    }

    void refusalsNameTheField()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, policies);
        QFETCH(QString, mentions);
        TempLake lake;
        const QString path = seedLake(lake);
        const CliRun run = tarn(QStringList{QStringLiteral("sweep"), QStringLiteral("--lake"), path} + args, policies);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(mentions), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliSweep)
#include "tst_cli_sweep.moc"
