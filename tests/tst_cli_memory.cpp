// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 5 from the command line: `tarn config` edits Fae's knobs in the
// config file, `tarn capture` turns a conversation turn into an episode and
// memories, `tarn recall --context` prints the bounded <memory_context>,
// and `tarn maintain` runs reflect, retention, reindex and gc now.

#include "CliRunner.h"
#include "TestSupport.h"

#include <QFile>
#include <QJsonArray>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {
QStringList args(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *a : list)
        out << QString::fromUtf8(a);
    return out;
}
} // namespace

class TestCliMemory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void configShowsSetsAndRefuses()
    {
        QTemporaryDir home;
        const CliRun all = runTarn(home, args({"config", "--json"}));
        QCOMPARE(all.exitCode, 0);
        const QJsonObject o = all.json();
        QCOMPARE(o.value(QStringLiteral("memory.recall_max_items")).toString(), QStringLiteral("6"));
        QCOMPARE(o.value(QStringLiteral("memory.recall_max_chars")).toString(), QStringLiteral("1200"));
        QCOMPARE(o.value(QStringLiteral("memory.min_profile_confidence")).toString(), QStringLiteral("0.7"));
        QCOMPARE(o.value(QStringLiteral("memory.retention_days")).toString(), QStringLiteral("365"));
        QCOMPARE(o.value(QStringLiteral("memory.auto_capture")).toString(), QStringLiteral("true"));
        QCOMPARE(o.value(QStringLiteral("memory.auto_recall")).toString(), QStringLiteral("true"));

        QCOMPARE(runTarn(home, args({"config", "memory.recall_max_items", "3"})).exitCode, 0);
        QCOMPARE(runTarn(home, args({"config", "auto_capture", "off"})).exitCode, 0);
        QCOMPARE(runTarn(home, args({"config", "memory.recall_max_items"})).out.trimmed(), QByteArray("3"));
        QCOMPARE(runTarn(home, args({"config", "memory.auto_capture"})).out.trimmed(), QByteArray("false"));
        // It lives in the config file, where a person can edit it too.
        QFile file(home.filePath(QStringLiteral("config/tarn/tarn.conf")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY2(text.contains("[memory]") && text.contains("recall_max_items=3"), text.constData());

        const CliRun unknown = runTarn(home, args({"config", "memory.colour", "blue"}));
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("colour"));
        const CliRun outOfRange = runTarn(home, args({"config", "recall_max_chars", "10"}));
        QCOMPARE(outOfRange.exitCode, 2);
        QVERIFY(outOfRange.err.contains("recall_max_chars"));
        const CliRun notANumber = runTarn(home, args({"config", "retention_days", "soon"}));
        QCOMPARE(notANumber.exitCode, 2);
        QVERIFY(notANumber.err.contains("retention_days"));
        QCOMPARE(runTarn(home, args({"config", "memory.recall_max_items"})).out.trimmed(), QByteArray("3")); // unchanged
    }

    void aBrokenConfigValueWarnsAndFallsBack()
    {
        QTemporaryDir home;
        QDir().mkpath(home.filePath(QStringLiteral("config/tarn")));
        QFile file(home.filePath(QStringLiteral("config/tarn/tarn.conf")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[memory]\nrecall_max_items=500\nauto_recall=maybe\n");
        file.close();
        const CliRun r = runTarn(home, args({"config", "--json"}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.contains("recall_max_items"));
        QVERIFY(r.err.contains("auto_recall"));
        QCOMPARE(r.json().value(QStringLiteral("memory.recall_max_items")).toString(), QStringLiteral("6"));
        QCOMPARE(r.json().value(QStringLiteral("memory.auto_recall")).toString(), QStringLiteral("true"));
    }

    void captureThenContext()
    {
        QTemporaryDir home;
        TempLake lake;
        const QString path = lake.path();
        lake->close();
        const CliRun first = runTarn(home, {QStringLiteral("capture"), QStringLiteral("--lake"), path, QStringLiteral("--json"),
                                            QStringLiteral("--user"), QStringLiteral("My name is Robin. I prefer short answers."),
                                            QStringLiteral("--assistant"), QStringLiteral("Nice to meet you, Robin.")});
        QCOMPARE(first.exitCode, 0);
        const QJsonArray remembered = first.json().value(QStringLiteral("remembered")).toArray();
        QCOMPARE(remembered.size(), 2);
        const QString robin = remembered.at(0).toObject().value(QStringLiteral("id")).toString();
        const CliRun second = runTarn(home, {QStringLiteral("capture"), QStringLiteral("--lake"), path,
                                             QStringLiteral("--user"), QStringLiteral("Actually, call me Rob.")});
        QCOMPARE(second.exitCode, 0);
        QVERIFY2(second.out.contains("Updated " + robin.toUtf8()), second.out.constData());

        const CliRun context = runTarn(home, {QStringLiteral("recall"), QStringLiteral("--lake"), path, QStringLiteral("--context"),
                                              QStringLiteral("what is my name")});
        QCOMPARE(context.exitCode, 0);
        QVERIFY2(context.out.startsWith("<memory_context>\n- [profile "), context.out.constData());
        QVERIFY(context.out.contains("Prefers to be called Rob."));
        QVERIFY(!context.out.contains("Is called Robin.")); // superseded
        QVERIFY(!context.out.contains("User:"));            // episodes are not durable memory
        const CliRun json = runTarn(home, {QStringLiteral("recall"), QStringLiteral("--lake"), path, QStringLiteral("--context"),
                                           QStringLiteral("--json"), QStringLiteral("short answers")});
        QCOMPARE(json.json().value(QStringLiteral("items")).toArray().size(), 1);
        QVERIFY(json.json().value(QStringLiteral("context")).toString().contains(QLatin1String("Prefers short answers.")));
        // The bound comes from the config file.
        QCOMPARE(runTarn(home, args({"config", "recall_max_items", "1"})).exitCode, 0);
        const CliRun bounded = runTarn(home, {QStringLiteral("recall"), QStringLiteral("--lake"), path, QStringLiteral("--context"),
                                              QStringLiteral("--json"), QStringLiteral("Rob short answers")});
        QCOMPARE(bounded.json().value(QStringLiteral("items")).toArray().size(), 1);
        QVERIFY(bounded.json().value(QStringLiteral("truncated")).toBool());
        const CliRun refused = runTarn(home, {QStringLiteral("recall"), QStringLiteral("--lake"), path, QStringLiteral("--context"),
                                              QStringLiteral("--limit"), QStringLiteral("3"), QStringLiteral("Rob")});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.err.contains("limit"));
    }

    void captureDryRunWritesNothing()
    {
        QTemporaryDir home;
        TempLake lake;
        const QString path = lake.path();
        lake->close();
        const CliRun r = runTarn(home, {QStringLiteral("capture"), QStringLiteral("--lake"), path, QStringLiteral("--dry-run"),
                                        QStringLiteral("--json"), QStringLiteral("--user"),
                                        QStringLiteral("Call me when you're done. I think I like jazz.")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.array().size(), 1);
        QVERIFY(r.array().at(0).toObject().value(QStringLiteral("held_back")).toBool());
        const CliRun stats = runTarn(home, {QStringLiteral("stats"), QStringLiteral("--lake"), path, QStringLiteral("--json")});
        QCOMPARE(stats.json().value(QStringLiteral("total")).toInt(), 0);
        const CliRun empty = runTarn(home, {QStringLiteral("capture"), QStringLiteral("--lake"), path});
        QCOMPARE(empty.exitCode, 2);
        QVERIFY(empty.err.contains("--user"));
    }

    void maintainRunsTheTasks()
    {
        QTemporaryDir home;
        TempLake lake;
        const QString path = lake.path();
        lake->close();
        const CliRun all = runTarn(home, {QStringLiteral("maintain"), QStringLiteral("--lake"), path, QStringLiteral("--json")});
        QCOMPARE(all.exitCode, 0);
        const QJsonObject o = all.json();
        QVERIFY(o.contains(QStringLiteral("reflect")));
        QVERIFY(o.contains(QStringLiteral("retention")));
        QVERIFY(o.value(QStringLiteral("reindex")).toBool());
        QVERIFY(o.contains(QStringLiteral("gc")));
        const CliRun one = runTarn(home, {QStringLiteral("maintain"), QStringLiteral("--lake"), path, QStringLiteral("reindex")});
        QCOMPARE(one.exitCode, 0);
        QVERIFY(one.out.contains("reindex"));
        QVERIFY(!one.out.contains("reflect"));
        const CliRun bad = runTarn(home, {QStringLiteral("maintain"), QStringLiteral("--lake"), path, QStringLiteral("defrag")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("defrag"));
    }
};

QTEST_GUILESS_MAIN(TestCliMemory)
#include "tst_cli_memory.moc"
