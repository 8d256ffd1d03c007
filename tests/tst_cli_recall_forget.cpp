// `tarn recall` and `tarn forget` from the command line: ranked hits, soft
// forgetting that hides and restores, hard forgetting that asks first and
// then leaves nothing to recall.

#include "CliRunner.h"
#include "TestSupport.h"

#include <QJsonArray>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

class TestCliRecallForget : public QObject
{
    Q_OBJECT
    QTemporaryDir m_home;

    QString seeded(TempLake &lake, QString *otterId)
    {
        *otterId = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The otters live by the weir"), Kind::Fact)).id;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Bread wants a long proof"), Kind::Fact));
        lake->close();
        return lake.path();
    }

private Q_SLOTS:
    void recallFindsAndRanks()
    {
        TempLake lake;
        QString otter;
        const QString path = seeded(lake, &otter);
        const CliRun r = runTarn(m_home, {QStringLiteral("recall"), QStringLiteral("--lake"), path, QStringLiteral("--json"),
                                          QStringLiteral("where"), QStringLiteral("do"), QStringLiteral("otters"), QStringLiteral("live")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.array().size(), 1);
        QCOMPARE(r.array().at(0).toObject().value(QStringLiteral("id")).toString(), otter);
        QCOMPARE(r.array().at(0).toObject().value(QStringLiteral("recall_count")).toInt(), 1);
        const CliRun text = runTarn(m_home, {QStringLiteral("recall"), QStringLiteral("--lake"), path, QStringLiteral("otters")});
        QVERIFY(text.out.startsWith(otter.toUtf8()));
        const CliRun bad = runTarn(m_home, {QStringLiteral("recall"), QStringLiteral("--lake"), path, QStringLiteral("--limit"),
                                            QStringLiteral("0"), QStringLiteral("otters")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("limit"));
        QCOMPARE(runTarn(m_home, {QStringLiteral("recall"), QStringLiteral("--lake"), path}).exitCode, 2);
        // A query over the limit (QueryLimits.h) is a usage error naming it.
        const CliRun tooLong = runTarn(m_home, {QStringLiteral("recall"), QStringLiteral("--lake"), path,
                                                QStringLiteral("otters ") + QString(4096, u'x')});
        QCOMPARE(tooLong.exitCode, 2);
        QVERIFY2(tooLong.err.contains("at most 4096 characters"), tooLong.err.constData());
    }

    void forgetSoftRestoreHard()
    {
        TempLake lake;
        QString otter;
        const QString path = seeded(lake, &otter);
        const QStringList recall{QStringLiteral("recall"), QStringLiteral("--lake"), path, QStringLiteral("--json"), QStringLiteral("otters")};
        QCOMPARE(runTarn(m_home, {QStringLiteral("forget"), QStringLiteral("--lake"), path, otter}).exitCode, 0);
        QVERIFY(runTarn(m_home, recall).array().isEmpty());
        const CliRun hidden = runTarn(m_home, {QStringLiteral("show"), QStringLiteral("--lake"), path, otter});
        QCOMPARE(hidden.exitCode, 3);
        QVERIFY(hidden.err.contains("--restore"));
        QCOMPARE(runTarn(m_home, {QStringLiteral("forget"), QStringLiteral("--lake"), path, QStringLiteral("--restore"), otter}).exitCode, 0);
        QCOMPARE(runTarn(m_home, recall).array().size(), 1);
        // Hard asks first; without a terminal and without --yes it refuses.
        const CliRun refused = runTarn(m_home, {QStringLiteral("forget"), QStringLiteral("--lake"), path, QStringLiteral("--hard"), otter});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY(refused.err.contains("--yes"));
        QCOMPARE(runTarn(m_home, recall).array().size(), 1);
        QCOMPARE(runTarn(m_home, {QStringLiteral("forget"), QStringLiteral("--lake"), path, QStringLiteral("--hard"),
                                  QStringLiteral("--yes"), otter})
                     .exitCode,
                 0);
        QVERIFY(runTarn(m_home, recall).array().isEmpty());
        QCOMPARE(runTarn(m_home, {QStringLiteral("show"), QStringLiteral("--lake"), path, otter}).exitCode, 3);
        QVERIFY(!runTarn(m_home, {QStringLiteral("export"), QStringLiteral("--lake"), path}).out.contains("otters"));
        QCOMPARE(runTarn(m_home, {QStringLiteral("forget"), QStringLiteral("--lake"), path, QStringLiteral("0123456789ab")}).exitCode, 3);
    }

    void patchChangesKindTagsAndSubject()
    {
        TempLake lake;
        QString otter;
        const QString path = seeded(lake, &otter);
        const QString tarnPath = path;
        const CliRun patched = runTarn(m_home, {QStringLiteral("patch"), QStringLiteral("--lake"), tarnPath, otter, QStringLiteral("--json"),
                                                QStringLiteral("--kind"), QStringLiteral("insight"), QStringLiteral("--tag"),
                                                QStringLiteral("wildlife"), QStringLiteral("--tag"), QStringLiteral("river"),
                                                QStringLiteral("--subject"), QStringLiteral("otters")});
        QCOMPARE(patched.exitCode, 0);
        const QJsonObject next = patched.json();
        QCOMPARE(next.value(QStringLiteral("kind")).toString(), QStringLiteral("insight"));
        QCOMPARE(next.value(QStringLiteral("tags")).toArray().size(), 2);
        QCOMPARE(next.value(QStringLiteral("subject")).toString(), QStringLiteral("otters"));
        QCOMPARE(next.value(QStringLiteral("content")).toString(), QStringLiteral("The otters live by the weir")); // unchanged
        QCOMPARE(next.value(QStringLiteral("supersedes")).toString(), otter);
        // `show` still explains the old one by its lineage; the new one answers by its own id.
        const QString nextId = next.value(QStringLiteral("id")).toString();
        QVERIFY(runTarn(m_home, {QStringLiteral("show"), QStringLiteral("--lake"), tarnPath, otter}).out.contains("superseded by: " + nextId.toUtf8()));
        QCOMPARE(runTarn(m_home, {QStringLiteral("show"), QStringLiteral("--lake"), tarnPath, nextId}).exitCode, 0);
        // Bad input is named; nothing is written.
        const CliRun nothing = runTarn(m_home, {QStringLiteral("patch"), QStringLiteral("--lake"), tarnPath, nextId});
        QCOMPARE(nothing.exitCode, 2);
        QVERIFY(nothing.err.contains("--content"));
        const CliRun badKind = runTarn(m_home, {QStringLiteral("patch"), QStringLiteral("--lake"), tarnPath, nextId,
                                                QStringLiteral("--kind"), QStringLiteral("gossip")});
        QCOMPARE(badKind.exitCode, 2);
        QVERIFY(badKind.err.contains("kind"));
        const CliRun same = runTarn(m_home, {QStringLiteral("patch"), QStringLiteral("--lake"), tarnPath, nextId,
                                             QStringLiteral("--subject"), QStringLiteral("otters")});
        QCOMPARE(same.exitCode, 2); // changes nothing
        const CliRun listed = runTarn(m_home, {QStringLiteral("list"), QStringLiteral("--lake"), tarnPath, QStringLiteral("--json")});
        QCOMPARE(listed.array().size(), 2); // the bread and the patched otters
    }

    void supersedeAndInvalidate()
    {
        TempLake lake;
        QString otter;
        const QString path = seeded(lake, &otter);
        const CliRun next = runTarn(m_home, {QStringLiteral("supersede"), QStringLiteral("--lake"), path, otter,
                                             QStringLiteral("The otters moved to the mill race")});
        QCOMPARE(next.exitCode, 0);
        const QString nextId = QString::fromUtf8(next.out.trimmed());
        const CliRun hits = runTarn(m_home, {QStringLiteral("recall"), QStringLiteral("--lake"), path, QStringLiteral("--json"),
                                             QStringLiteral("otters")});
        QCOMPARE(hits.array().size(), 1);
        QCOMPARE(hits.array().at(0).toObject().value(QStringLiteral("id")).toString(), nextId);
        QCOMPARE(hits.array().at(0).toObject().value(QStringLiteral("supersedes")).toString(), otter);
        const CliRun again = runTarn(m_home, {QStringLiteral("supersede"), QStringLiteral("--lake"), path, otter, QStringLiteral("x")});
        QCOMPARE(again.exitCode, 2);
        QVERIFY(again.err.contains(nextId.toUtf8()));
        QCOMPARE(runTarn(m_home, {QStringLiteral("invalidate"), QStringLiteral("--lake"), path, nextId}).exitCode, 0);
        QVERIFY(runTarn(m_home, {QStringLiteral("recall"), QStringLiteral("--lake"), path, QStringLiteral("--json"),
                                 QStringLiteral("otters")})
                    .array()
                    .isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliRecallForget)
#include "tst_cli_recall_forget.moc"
