// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Recall as the API, MCP and CLI share it: relevant deltas first, only live
// ones, bounded, and a recall counts as use (seed 004's refresh-on-access).

#include "DecayClasses.h"
#include "Engage.h"
#include "Engagement.h"
#include "MemoryContext.h"
#include "Recall.h"
#include "TestSupport.h"

#include <QSqlQuery>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

class TestRecall : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void relevantFirst()
    {
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("The garden needs water on Sundays"), Kind::Fact));
        const Delta best = lake->insert(
            draft(QStringLiteral("chat"), QStringLiteral("Roadmap: search first, then the roadmap review"), Kind::Decision));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Roadmap ideas are in the vault"), Kind::Fact));
        const QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("what did we decide about the roadmap?"));
        QCOMPARE(hits.size(), 2);
        QCOMPARE(hits.at(0).delta.id, best.id);
        QVERIFY(hits.at(0).score >= hits.at(1).score);
        QVERIFY(hits.at(1).score > 0);
        const QJsonObject json = Recall::hitToJson(hits.at(0));
        QCOMPARE(json.value(QStringLiteral("id")).toString(), best.id);
        QVERIFY(json.contains(QStringLiteral("score")));
    }

    void onlyLiveDeltas()
    {
        TempLake lake;
        const Delta live = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("kestrel nest on the tower"), Kind::Fact));
        lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("kestrel camera alive"))); // 24 h
        const Delta retracted = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("kestrel left"), Kind::Fact));
        const Delta forgotten = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("kestrel secret"), Kind::Fact));
        lake->exec(QStringLiteral("UPDATE deltas SET confidence = 0 WHERE rid = %1").arg(*DeltaId::toKey(retracted.id)));
        lake->exec(QStringLiteral("UPDATE deltas SET state = 'forgotten' WHERE rid = %1").arg(*DeltaId::toKey(forgotten.id)));
        lake.clock.advance(2 * Duration::Day); // the heartbeat has expired, reaped or not
        const QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("kestrel"));
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.at(0).delta.id, live.id);
    }

    void scopeAndLimit()
    {
        TempLake lake;
        for (int i = 0; i < 5; ++i) {
            Delta d = draft(QStringLiteral("chat"), QStringLiteral("otter note %1").arg(i), Kind::Fact);
            d.scope = i % 2 ? Scope::Team : Scope::Local;
            lake->insert(d);
        }
        RecallOptions o;
        o.scope = Scope::Team;
        QCOMPARE(Recall::recall(*lake, QStringLiteral("otter"), o).size(), 2);
        o.scope.reset();
        o.limit = 3;
        QCOMPARE(Recall::recall(*lake, QStringLiteral("otter"), o).size(), 3);
        for (int bad : {0, 101}) {
            o.limit = bad;
            try {
                Recall::recall(*lake, QStringLiteral("otter"), o);
                QFAIL("out-of-range limit accepted");
            } catch (const TarnError &e) {
                QCOMPARE(e.field(), QStringLiteral("limit"));
            }
        }
        try {
            Recall::recall(*lake, QStringLiteral("  ?! "));
            QFAIL("empty query accepted");
        } catch (const TarnError &e) {
            QCOMPARE(e.field(), QStringLiteral("query"));
        }
        // A query of stop words alone is searched as it is, not refused.
        QVERIFY(Recall::recall(*lake, QStringLiteral("the")).isEmpty());
        QCOMPARE(Recall::recall(*lake, QStringLiteral("note")).size(), 5);
    }

    void recallCountsAsUse()
    {
        TempLake lake;
        Delta fact = draft(QStringLiteral("agent"), QStringLiteral("Robin prefers tea to coffee"), Kind::Preference);
        fact.decayClass = DecayClass::Active;
        NewDelta nd{fact};
        nd.explicitDecayClass = true;
        fact = lake->insertBatch({nd}).at(0);
        const qint64 firstExpiry = *fact.expiresAt;
        lake.clock.advance(5 * Duration::Day);
        const QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("tea"));
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.at(0).delta.recallCount, 1);
        const Delta after = *lake->get(fact.id);
        QCOMPARE(after.recallCount, 1);
        QCOMPARE(after.lastRecalledAt, std::optional<qint64>(lake.clock.nowMs()));
        QCOMPARE(*after.expiresAt, firstExpiry + 5 * Duration::Day); // active: 14 d from now again
        RecallOptions quiet;
        quiet.touch = false;
        Recall::recall(*lake, QStringLiteral("tea"), quiet);
        QCOMPARE(lake->get(fact.id)->recallCount, 1);
    }

    // Issue 19 §3: after a refutation the claim is no longer recalled as
    // true; the correction stands in its place and says what it is.
    void aRefutationTakesTheClaimsPlace()
    {
        TempLake lake;
        const Delta claim = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Robin drives a red Volvo estate"), Kind::Fact));
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Robin's sister lives in Umeå"), Kind::Fact));
        const Delta refutation = Engagement::engage(*lake, claim.id, EngagementType::Refute, QStringLiteral("Robin sold the Volvo in March"));
        const QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("what car does Robin drive?"));
        QVERIFY(!hits.isEmpty());
        for (const RecallHit &h : hits)
            QVERIFY2(h.delta.id != claim.id, "the refuted claim came back as a memory");
        QCOMPARE(hits.at(0).delta.id, refutation.id);
        QCOMPARE(hits.at(0).refutes, claim.id);
        QCOMPARE(hits.at(0).presentedText(),
                 QStringLiteral("Refuted: \u201CRobin drives a red Volvo estate\u201D \u2014 Robin sold the Volvo in March"));
        const QJsonObject json = Recall::hitToJson(hits.at(0));
        QCOMPARE(json.value(QStringLiteral("refutes")).toString(), claim.id);
        QVERIFY(json.value(QStringLiteral("presented")).toString().startsWith(QStringLiteral("Refuted:")));
        // What an assistant is given says the same.
        const MemoryContext context = MemoryContext::build(*lake, QStringLiteral("Robin's Volvo"), MemorySettings{}, false);
        QVERIFY2(context.text.contains(QStringLiteral("Refuted: \u201CRobin drives")), qPrintable(context.text));
        QVERIFY2(!context.text.contains(QStringLiteral("] Robin drives")), qPrintable(context.text));
        // Affirming it again is the person's last word: the claim is back, once.
        Engagement::engage(*lake, claim.id, EngagementType::Affirm, QStringLiteral("bought it back"));
        lake.clock.advance(1);
        const QList<RecallHit> again = Recall::recall(*lake, QStringLiteral("what car does Robin drive?"));
        QCOMPARE(again.at(0).delta.id, claim.id);
        QCOMPARE(again.at(0).affirmedBecause, QStringList{QStringLiteral("bought it back")});
    }

    // Issue 19 §3: an affirmation lifts its target and does not take a
    // second slot with a copy of it.
    void anAffirmationStrengthensItsTargetOnce()
    {
        TempLake lake;
        const Delta plain = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Maria's birthday party is at the lake house"), Kind::Fact));
        const Delta affirmed = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Maria's birthday is on the third of May"), Kind::Fact));
        const double before = [&] {
            for (const RecallHit &h : Recall::recall(*lake, QStringLiteral("Maria's birthday")))
                if (h.delta.id == affirmed.id)
                    return h.score;
            return -1.0;
        }();
        const Delta affirmation = Engagement::engage(*lake, affirmed.id, EngagementType::Affirm, QStringLiteral("she told me herself"));
        const QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("Maria's birthday"));
        QStringList ids;
        for (const RecallHit &h : hits)
            ids << h.delta.id;
        QVERIFY2(!ids.contains(affirmation.id), "the affirmation took a slot beside its target");
        QCOMPARE(ids.count(affirmed.id), 1);
        QVERIFY(ids.contains(plain.id));
        const RecallHit &top = hits.at(0);
        QCOMPARE(top.delta.id, affirmed.id);
        QVERIFY2(top.score > before, qPrintable(QStringLiteral("%1 <= %2").arg(top.score).arg(before)));
        QCOMPARE(top.affirmedBecause, QStringList{QStringLiteral("she told me herself")});
        QCOMPARE(top.presentedText(), QStringLiteral("Maria's birthday is on the third of May (affirmed: she told me herself)"));
    }

    // Recall does not reorder itself (DESIGN §4): being read is not being
    // confirmed. The same lake at the same moment ranks a query the same,
    // however many other recalls ran before (and whichever they touched).
    void rankingDoesNotDependOnEarlierRecalls()
    {
        auto build = [](TempLake &lake) {
            const qint64 old = kT0 - 60 * Duration::Day; // the stable fact (90 d) still lives
            for (const auto &[content, source] : QList<QPair<QString, QString>>{
                     {QStringLiteral("Otters by the river bank at dawn"), QStringLiteral("chat")},
                     {QStringLiteral("Otters at the river mill pond"), QStringLiteral("chat")},
                     {QStringLiteral("Otters swim in the river near the weir"), QStringLiteral("agent")},
                     {QStringLiteral("River otters eat fish"), QStringLiteral("vault")}}) {
                Delta d = draft(source, content, Kind::Fact);
                d.observedAt = old;
                if (source == u"agent")
                    d.decayClass = DecayClass::Stable;
                lake->insert(d);
            }
        };
        auto ranking = [](TempLake &lake) {
            RecallOptions quiet;
            quiet.touch = false;
            QStringList out;
            for (const RecallHit &h : Recall::recall(*lake, QStringLiteral("otters river"), quiet))
                out << h.delta.content + u' ' + QString::number(h.score, 'g', 17);
            return out;
        };
        TempLake fresh;
        TempLake used;
        build(fresh);
        build(used);
        const qint64 now = kT0 + 3 * Duration::Hour;
        // Other questions first, each touching some of the same memories.
        for (int i = 0; i < 20; ++i) {
            used.clock.setNow(kT0 + i * 5 * Duration::Minute);
            Recall::recall(*used, i % 2 ? QStringLiteral("mill pond") : QStringLiteral("weir swim"));
        }
        QVERIFY(used->get(Recall::recall(*used, QStringLiteral("mill")).at(0).delta.id)->recallCount > 0);
        used.clock.setNow(now);
        fresh.clock.setNow(now);
        const QStringList expected = ranking(fresh);
        QCOMPARE(expected.size(), 4);
        QCOMPARE(ranking(used), expected);
        // And a touching recall leaves the next ranking as it was.
        Recall::recall(*used, QStringLiteral("otters river"));
        QCOMPARE(ranking(used), expected);
    }
};

QTEST_GUILESS_MAIN(TestRecall)
#include "tst_recall.moc"
