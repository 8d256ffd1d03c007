// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Media live once per content hash beside the lake and go when, and only
// when, the last delta referring to them is gone (DESIGN §1).

#include "Engage.h"
#include "Engagement.h"
#include "Reaper.h"
#include "SoftDecay.h"
#include "TestSupport.h"

#include <QFile>
#include <QFileInfo>

using namespace tarn;
using namespace tarn::test;

class TestMedia : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void storesOncePerHash()
    {
        TempLake lake;
        const QString a = lake->putMedia(QByteArrayLiteral("image bytes"));
        const QString b = lake->putMedia(QByteArrayLiteral("image bytes"));
        QCOMPARE(a, b);
        QCOMPARE(a.size(), 64);
        QCOMPARE(lake->media().allHashes(), QStringList{a});
        QFile f(lake->media().pathFor(a));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArrayLiteral("image bytes"));
    }

    void engagementKeepsTheImageAfterItsTargetIsReaped()
    {
        TempLake lake;
        const QString hash = lake->putMedia(QByteArrayLiteral("<svg>tarn</svg>"));
        Delta capture = draft(QStringLiteral("browser"), QStringLiteral("Red Tarn photo"));
        capture.mediaHash = hash;
        const Delta target = lake->insert(capture);
        QCOMPARE(*target.expiresAt, kT0 + 7 * Duration::Day);
        const Delta affirm = Engagement::engage(*lake, target.id, EngagementType::Affirm, QStringLiteral("keep the photo"));
        QCOMPARE(affirm.mediaHash, hash);

        lake.clock.advance(8 * Duration::Day);
        const SweepReport r = Reaper::run(*lake);
        QCOMPARE(r.removed, 1);
        QVERIFY(!lake->get(target.id).has_value());
        QVERIFY(QFileInfo::exists(lake->media().pathFor(hash)));
        const Delta kept = *lake->get(affirm.id);
        QVERIFY(kept.content.contains(QStringLiteral("Red Tarn photo")));
        QCOMPARE(kept.mediaHash, hash);
    }

    void lastReferenceGoneRemovesTheFile()
    {
        TempLake lake;
        const QString shared = lake->putMedia(QByteArrayLiteral("shared"));
        const QString lone = lake->putMedia(QByteArrayLiteral("lone"));
        Delta a = draft(QStringLiteral("browser"), QStringLiteral("first capture"));
        a.mediaHash = shared;
        lake->insert(a);
        lake.clock.advance(3 * Duration::Day);
        Delta b = draft(QStringLiteral("browser"), QStringLiteral("second capture, same image"));
        b.mediaHash = shared;
        lake->insert(b);
        Delta c = draft(QStringLiteral("heartbeat"), QStringLiteral("a heartbeat with an image"));
        c.mediaHash = lone;
        lake->insert(c);

        lake.clock.advance(5 * Duration::Day); // a (7 d) and c (24 h) expire; b does not
        Reaper::run(*lake);
        QVERIFY2(QFileInfo::exists(lake->media().pathFor(shared)), "b still refers to it");
        QVERIFY(!QFileInfo::exists(lake->media().pathFor(lone)));

        lake.clock.advance(3 * Duration::Day);
        const SweepReport r = Reaper::run(*lake);
        QCOMPARE(r.mediaRemoved, 1);
        QVERIFY(!QFileInfo::exists(lake->media().pathFor(shared)));
    }

    void softDecayDeletionAlsoReleasesMedia()
    {
        TempLake lake;
        const QString hash = lake->putMedia(QByteArrayLiteral("decaying"));
        // Only decay-class facts soft-decay (a feed's expiry is a promise).
        Delta d = draft(QStringLiteral("agent"), QStringLiteral("an item with a picture"), Kind::Fact);
        d.mediaHash = hash;
        d.confidence = 0.15;
        d.decayClass = DecayClass::Active;
        lake->insert(d);
        lake.clock.advance(11 * Duration::Day); // past 75 % of 14 d
        const SweepReport r = SoftDecay::run(*lake);
        QCOMPARE(r.removed, 1);
        QVERIFY(!QFileInfo::exists(lake->media().pathFor(hash)));
    }

    void reconcileRemovesOnlyOldOrphans()
    {
        TempLake lake;
        const QString referenced = lake->putMedia(QByteArrayLiteral("used"));
        const QString orphan = lake->putMedia(QByteArrayLiteral("orphan"));
        Delta d = draft(QStringLiteral("chat"), QStringLiteral("look at this"), Kind::Episode);
        d.mediaHash = referenced;
        lake->insert(d);
        // A fresh orphan may belong to an insert in flight: kept.
        QCOMPARE(lake->reconcileMedia(10 * Duration::Minute), 0);
        QVERIFY(QFileInfo::exists(lake->media().pathFor(orphan)));
        QCOMPARE(lake->reconcileMedia(0), 1);
        QVERIFY(!QFileInfo::exists(lake->media().pathFor(orphan)));
        QVERIFY(QFileInfo::exists(lake->media().pathFor(referenced)));
    }

    void unknownHashIsRefused()
    {
        TempLake lake;
        Delta d = draft(QStringLiteral("browser"), QStringLiteral("capture"));
        d.mediaHash = QString(64, u'a');
        try {
            lake->insert(d);
            QFAIL("insert accepted a hash with no file");
        } catch (const TarnError &e) {
            QCOMPARE(e.field(), QStringLiteral("media_hash"));
        }
        QCOMPARE(lake->stats().total, 0);
    }
};

QTEST_GUILESS_MAIN(TestMedia)
#include "tst_media_lifecycle.moc"
