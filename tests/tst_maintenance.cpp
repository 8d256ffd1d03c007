// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Maintenance (issue 5, seed 001): reflect moves memories up the tiers by
// use and age, retention erases old conversation episodes (and the media
// only they held), reindex and gc keep the lake lean. Each is audited and
// idempotent.

#include "Clock.h"
#include "Lake.h"
#include "Maintenance.h"
#include "Recall.h"
#include "TestSupport.h"

#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {
Delta authored(Lake &lake, const QString &content, Kind kind, double confidence = 1.0)
{
    Delta d = draft(QStringLiteral("chat"), content, kind);
    d.confidence = confidence;
    return lake.insert(d);
}

void recallTimes(Lake &lake, const QString &id, int times)
{
    for (int i = 0; i < times; ++i)
        Recall::touch(lake, {id});
}

Tier tierOf(Lake &lake, const QString &id)
{
    return lake.get(id)->tier;
}
} // namespace

class TestMaintenance : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reflectPromotesByUseAndAge()
    {
        TempLake lake;
        const Delta used = authored(*lake, QStringLiteral("Sister's birthday is May 3"), Kind::Fact);
        const Delta once = authored(*lake, QStringLiteral("Parks on level 2"), Kind::Fact);
        const Delta never = authored(*lake, QStringLiteral("Bought stamps"), Kind::Fact);
        const Delta noisy = lake->insert(draft(QStringLiteral("rss"), QStringLiteral("Feed headline"), Kind::Observation));
        recallTimes(*lake, used.id, 5);
        recallTimes(*lake, once.id, 1);
        recallTimes(*lake, noisy.id, 5);

        MaintenanceReport r;
        Maintenance::reflect(*lake, {}, r);
        QCOMPARE(r.toEpisodic, 1);
        QCOMPARE(r.toSemantic, 0);
        QCOMPARE(tierOf(*lake, used.id), Tier::Episodic);
        QCOMPARE(tierOf(*lake, once.id), Tier::Stm);    // once, and new
        QCOMPARE(tierOf(*lake, noisy.id), Tier::Stm);   // observations stay short-term memory
        // Idempotent: the same instant changes nothing more.
        MaintenanceReport again;
        Maintenance::reflect(*lake, {}, again);
        QCOMPARE(again.toEpisodic + again.toSemantic, 0);

        // A week on, one recall is enough for episodic; a month on, the
        // well-used durable memory becomes semantic.
        lake.clock.advance(8 * Duration::Day);
        MaintenanceReport week;
        Maintenance::reflect(*lake, {}, week);
        QCOMPARE(tierOf(*lake, once.id), Tier::Episodic);
        QCOMPARE(tierOf(*lake, never.id), Tier::Stm);
        QCOMPARE(tierOf(*lake, used.id), Tier::Episodic); // not a month old yet
        lake.clock.advance(23 * Duration::Day);
        MaintenanceReport month;
        Maintenance::reflect(*lake, {}, month);
        QCOMPARE(month.toSemantic, 1);
        QCOMPARE(tierOf(*lake, used.id), Tier::Semantic);
        QCOMPARE(tierOf(*lake, once.id), Tier::Episodic); // one recall is not five

        const QList<AuditEntry> audit = lake->audit().recent({QStringLiteral("reflect")});
        QCOMPARE(audit.size(), 3);
        QCOMPARE(audit.at(0).count.value_or(0), 1);
    }

    void semanticNeedsADurableSureMemory()
    {
        TempLake lake;
        const Delta episode = authored(*lake, QStringLiteral("User: we talked about tides"), Kind::Episode);
        const Delta unsure = authored(*lake, QStringLiteral("Might move to Leeds"), Kind::Fact, 0.5);
        recallTimes(*lake, episode.id, 6);
        recallTimes(*lake, unsure.id, 6);
        MaintenanceReport r;
        Maintenance::reflect(*lake, {}, r);
        QCOMPARE(r.toEpisodic, 2);
        lake.clock.advance(40 * Duration::Day);
        Maintenance::reflect(*lake, {}, r);
        QCOMPARE(tierOf(*lake, episode.id), Tier::Episodic);
        QCOMPARE(tierOf(*lake, unsure.id), Tier::Episodic);
        MemorySettings lenient;
        lenient.minProfileConfidence = 0.4;
        Maintenance::reflect(*lake, lenient, r);
        QCOMPARE(tierOf(*lake, unsure.id), Tier::Semantic);
    }

    void aHigherTierRanksHigher()
    {
        // The tier multiplier is part of recall's seed score.
        TempLake lake;
        const Delta a = authored(*lake, QStringLiteral("Boat mooring is at Waterhead pier"), Kind::Fact);
        const Delta b = authored(*lake, QStringLiteral("Boat mooring is at Waterhead pier"), Kind::Fact);
        recallTimes(*lake, b.id, 2);
        recallTimes(*lake, a.id, 2);
        lake.clock.advance(40 * Duration::Day);
        recallTimes(*lake, b.id, 3);
        MaintenanceReport r;
        Maintenance::reflect(*lake, {}, r); // a, b -> episodic
        Maintenance::reflect(*lake, {}, r); // b (5 recalls, a month old) -> semantic
        QCOMPARE(tierOf(*lake, b.id), Tier::Semantic);
        RecallOptions peek;
        peek.touch = false;
        const QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("boat mooring"), peek);
        QCOMPARE(hits.size(), 2);
        QCOMPARE(hits.at(0).delta.id, b.id);
    }

    void retentionErasesOldEpisodesOnly()
    {
        TempLake lake;
        const QString photo = lake->putMedia(QByteArrayLiteral("old screenshot"));
        Delta oldTurn = draft(QStringLiteral("chat"), QStringLiteral("User: here is a screenshot"), Kind::Episode);
        oldTurn.mediaHash = photo;
        oldTurn = lake->insert(oldTurn);
        const Delta oldFact = authored(*lake, QStringLiteral("Shoe size is 44"), Kind::Fact);
        lake.clock.advance(20 * Duration::Day);
        const Delta newTurn = authored(*lake, QStringLiteral("User: hello"), Kind::Episode);

        MemorySettings s;
        s.retentionDays = 10;
        MaintenanceReport r;
        Maintenance::applyRetention(*lake, s, r);
        QCOMPARE(r.episodesRemoved, 1);
        QCOMPARE(r.mediaRemoved, 1);
        QVERIFY(!lake->get(oldTurn.id).has_value());
        QVERIFY(!lake->media().contains(photo));
        QVERIFY(lake->get(oldFact.id).has_value()); // memories are not episodes
        QVERIFY(lake->get(newTurn.id).has_value());
        QCOMPARE(lake->audit().recent({QStringLiteral("retention")}).size(), 1);

        // 0 keeps episodes for ever.
        lake.clock.advance(400 * Duration::Day);
        s.retentionDays = 0;
        MaintenanceReport keep;
        Maintenance::applyRetention(*lake, s, keep);
        QCOMPARE(keep.episodesRemoved, 0);
        QVERIFY(lake->get(newTurn.id).has_value());
    }

    void retentionWorksInBatchesAndCanBeCancelled()
    {
        TempLake lake;
        {
            // One batch: row by row, a server lake spends its time on round trips.
            QList<NewDelta> turns;
            for (int i = 0; i < 12000; ++i)
                turns.append({draft(QStringLiteral("chat"), QStringLiteral("User: turn %1").arg(i), Kind::Episode), false, false,
                              false});
            lake->insertBatch(turns);
        }
        lake.clock.advance(400 * Duration::Day);
        std::atomic<bool> cancel{true};
        MaintenanceReport stopped;
        Maintenance::applyRetention(*lake, {}, stopped, &cancel);
        QCOMPARE(stopped.episodesRemoved, 0);
        MaintenanceReport r;
        Maintenance::applyRetention(*lake, {}, r);
        QCOMPARE(r.episodesRemoved, 12000);
        QCOMPARE(lake->stats().total, 0);
        // One audit entry per slice (SweepBatches: at most 5000 rows each),
        // adding up to what went.
        const QList<AuditEntry> slices = lake->audit().recent({QStringLiteral("retention")}, 1000);
        QVERIFY2(slices.size() >= 3, qPrintable(QString::number(slices.size())));
        qint64 sum = 0;
        for (const AuditEntry &e : slices)
            sum += e.count.value_or(0);
        QCOMPARE(sum, 12000);
    }

    void reindexAndGcKeepTheLakeWorking()
    {
        TempLake lake;
        {
            QList<NewDelta> padding;
            for (int i = 0; i < 3000; ++i)
                padding.append({draft(QStringLiteral("chat"), QStringLiteral("Padding %1 ").arg(i).repeated(20), Kind::Episode),
                                false, false, false});
            lake->insertBatch(padding);
        }
        lake.clock.advance(400 * Duration::Day);
        MaintenanceReport r;
        Maintenance::applyRetention(*lake, {}, r);
        QCOMPARE(r.episodesRemoved, 3000);
        Maintenance::reindex(*lake, r);
        Maintenance::gc(*lake, r);
        QVERIFY(r.reindexed);
        QVERIFY(r.collected);
        QVERIFY2(r.pagesFreed > 0, "gc gave no page back");
        // SQLite counts the free pages left in the file; PostgreSQL reports
        // free space inside its files only through an extension, so gc says
        // nothing there rather than a guess (LakeUpkeep.h).
        if (onPostgres())
            QVERIFY(!r.freePagesLeft);
        else
            QCOMPARE(r.freePagesLeft.value_or(-1), 0);
        // The index still answers after optimize.
        const Delta kept = authored(*lake, QStringLiteral("Favourite fell is Helvellyn"), Kind::Preference);
        Maintenance::reindex(*lake, r);
        RecallOptions peek;
        peek.touch = false;
        QCOMPARE(Recall::recall(*lake, QStringLiteral("helvellyn"), peek).at(0).delta.id, kept.id);
        // A full gc is allowed too, and leaves nothing free.
        MaintenanceReport full;
        Maintenance::gc(*lake, full, true);
        QVERIFY(full.collected);
        if (!onPostgres()) // as above
            QCOMPARE(full.freePagesLeft.value_or(-1), 0);
        const QJsonObject json = r.toJson();
        QVERIFY(json.contains(QStringLiteral("gc")));
        QVERIFY(json.contains(QStringLiteral("retention")));
        QVERIFY(json.value(QStringLiteral("reindex")).toBool());
    }
};

QTEST_GUILESS_MAIN(TestMaintenance)
#include "tst_maintenance.moc"
