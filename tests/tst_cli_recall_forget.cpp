// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn recall` and `tarn forget` from the command line: ranked hits, soft
// forgetting that hides and restores, hard forgetting that asks first and
// then leaves nothing to recall.

#include "CliRunner.h"
#include "TestSupport.h"
#include "TimeFormat.h"

#include <QDateTime>

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

    // tarn recall --no-touch reads without counting as use, for recall and
    // for --context; without it a recall counts.
    void recallNoTouch()
    {
        TempLake lake;
        QString otter;
        const QString path = seeded(lake, &otter);
        const QStringList base{QStringLiteral("recall"), QStringLiteral("--lake"), path, QStringLiteral("--json")};
        const CliRun quiet = runTarn(m_home, base + QStringList{QStringLiteral("--no-touch"), QStringLiteral("otters")});
        QCOMPARE(quiet.exitCode, 0);
        QCOMPARE(quiet.array().at(0).toObject().value(QStringLiteral("recall_count")).toInt(), 0);
        const CliRun ctx = runTarn(m_home, base + QStringList{QStringLiteral("--context"), QStringLiteral("--no-touch"),
                                                               QStringLiteral("where"), QStringLiteral("otters")});
        QCOMPARE(ctx.exitCode, 0);
        const CliRun show = runTarn(m_home, {QStringLiteral("show"), QStringLiteral("--lake"), path, QStringLiteral("--json"), otter});
        QCOMPARE(show.json().value(QStringLiteral("recall_count")).toInt(), 0);
        const CliRun counted = runTarn(m_home, base + QStringList{QStringLiteral("otters")});
        QCOMPARE(counted.array().at(0).toObject().value(QStringLiteral("recall_count")).toInt(), 1);
    }

    // tarn remember takes a decay class: what a person asked to keep is
    // permanent even from an assistant's source.
    void rememberTakesADecayClass()
    {
        TempLake lake;
        lake->close();
        const QStringList base{QStringLiteral("remember"), QStringLiteral("--lake"), lake.path(), QStringLiteral("--json"),
                               QStringLiteral("--source"), QStringLiteral("agent")};
        const CliRun kept = runTarn(m_home, base + QStringList{QStringLiteral("--decay-class"), QStringLiteral("permanent"),
                                                                QStringLiteral("My sister's birthday is 3 May")});
        QCOMPARE(kept.exitCode, 0);
        QCOMPARE(kept.json().value(QStringLiteral("decay_class")).toString(), QStringLiteral("permanent"));
        QVERIFY(kept.json().value(QStringLiteral("expires_at")).isNull());
        QVERIFY(kept.json().value(QStringLiteral("deadline_at")).isNull());
        const CliRun classified = runTarn(m_home, base + QStringList{QStringLiteral("Currently debugging the parser")});
        QCOMPARE(classified.exitCode, 0);
        QVERIFY(!classified.json().value(QStringLiteral("expires_at")).isNull());
        // A decay-class fact shows when soft decay will take it, before its expires_at.
        QVERIFY(classified.json().value(QStringLiteral("deadline_at")).toString()
                < classified.json().value(QStringLiteral("expires_at")).toString());
    }

    // tarn list --expiring lists by the deadline, soft decay included: a
    // decay-class fact due to decay inside the window is listed although its
    // expires_at is later; a plain-TTL delta by its expires_at alone.
    void listExpiringByDeadline()
    {
        TempLake lake;
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        lake.clock.setNow(now);
        Delta fact = draft(QStringLiteral("agent"), QStringLiteral("Working on the kiln wiring"), Kind::Fact);
        fact.observedAt = now - 70 * Duration::Hour;
        fact.decayClass = DecayClass::Active;
        fact.expiresAt = fact.observedAt + 100 * Duration::Hour; // mark in 5 h, gone in 8 h, expires in 30 h
        NewDelta nd{fact, true, false, true};
        fact = lake->insertBatch({nd}).constFirst();
        lake->setSourceSettings(QStringLiteral("api"), {100 * Duration::Hour, DecayClass::None}, false);
        Delta plain = draft(QStringLiteral("api"), QStringLiteral("A reading from the kiln"));
        plain.observedAt = now - 70 * Duration::Hour; // expires in 30 h, no soft decay
        plain = lake->insert(plain);
        lake->close();
        const QStringList base{QStringLiteral("list"), QStringLiteral("--lake"), lake.path(), QStringLiteral("--json"),
                               QStringLiteral("--expiring")};
        const CliRun within = runTarn(m_home, base + QStringList{QStringLiteral("10")});
        QCOMPARE(within.exitCode, 0);
        QCOMPARE(within.array().size(), 1);
        QCOMPARE(within.array().at(0).toObject().value(QStringLiteral("id")).toString(), fact.id);
        QCOMPARE(within.array().at(0).toObject().value(QStringLiteral("deadline_at")).toString(),
                 TimeFormat::toIso(now - 70 * Duration::Hour + 78 * Duration::Hour));
        const CliRun wider = runTarn(m_home, base + QStringList{QStringLiteral("31")});
        QCOMPARE(wider.array().size(), 2);
        const CliRun text = runTarn(m_home, {QStringLiteral("list"), QStringLiteral("--lake"), lake.path(),
                                             QStringLiteral("--expiring"), QStringLiteral("10")});
        QVERIFY2(text.out.contains("wilts in 7 h") || text.out.contains("wilts in 8 h"), text.out.constData());
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
