// Law 3 and seed 004's decay classes: engaging writes a new authored delta
// that outlives its target; classifyDecay picks assistant facts' classes and
// recall refreshes stable/active expiry.

#include "DecayClasses.h"
#include "Engagement.h"
#include "Reaper.h"
#include "SoftDecay.h"
#include "TestSupport.h"

using namespace tarn;
using namespace tarn::test;
using namespace tarn::Duration;

class TestEngagement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void engagementsAreAuthoredAndCarryTheTarget_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<QString>("tag");
        QTest::newRow("affirm") << int(EngagementType::Affirm) << "affirms:";
        QTest::newRow("refute") << int(EngagementType::Refute) << "refutes:";
        QTest::newRow("reply") << int(EngagementType::Reply) << "reply-to:";
    }

    void engagementsAreAuthoredAndCarryTheTarget()
    {
        QFETCH(int, type);
        QFETCH(QString, tag);
        TempLake lake;
        const QString media = lake->putMedia(QByteArrayLiteral("pic"));
        Delta t = draft(QStringLiteral("rss:nature"), QStringLiteral("Forgetting is an active process"));
        t.mediaHash = media;
        const Delta target = lake->insert(t);
        const Delta e = Engagement::engage(*lake, target.id, EngagementType(type), QStringLiteral("my reason"),
                                           {QStringLiteral("memory")});
        QCOMPARE(e.source, QStringLiteral("tarn-engagement"));
        QVERIFY(e.tags.contains(tag + target.id));
        QVERIFY(e.tags.contains(QStringLiteral("memory")));
        QVERIFY(!e.expiresAt.has_value());
        QVERIFY(e.content.contains(QStringLiteral("my reason")));
        QVERIFY(e.content.contains(QStringLiteral("Forgetting is an active process")));
        QCOMPARE(e.mediaHash, media);
        QCOMPARE(Engagement::targetOf(e), target.id);
        QCOMPARE(*lake->get(target.id), target);
        const QList<AuditEntry> audit = lake->audit().recent({QStringLiteral("engage")});
        QCOMPARE(audit.size(), 1);
        QCOMPARE(audit.constFirst().detail.value(QStringLiteral("target")).toString(), target.id);
    }

    void engagementOutlivesItsReapedTarget()
    {
        TempLake lake;
        const Delta target = lake->insert(draft(QStringLiteral("sysinfo"), QStringLiteral("disk 97% used")));
        const Delta e = Engagement::engage(*lake, target.id, EngagementType::Reply, QStringLiteral("clean up /var"));
        QCOMPARE(lake->get(target.id)->expiresAt, target.expiresAt); // still wilts
        lake.clock.advance(Day + 1);
        QCOMPARE(Reaper::run(*lake).removed, 1);
        QVERIFY(!lake->get(target.id));
        const Delta kept = *lake->get(e.id);
        QVERIFY(kept.content.contains(QStringLiteral("disk 97% used")));
        QCOMPARE(lake->engagementsOf(target.id).size(), 1);
    }

    void refusals()
    {
        TempLake lake;
        const Delta target = lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("alive")));
        try {
            Engagement::engage(*lake, target.id, EngagementType::Affirm, QStringLiteral("   "));
            QFAIL("empty reason accepted");
        } catch (const TarnError &e) {
            QCOMPARE(e.field(), QStringLiteral("reason"));
        }
        try {
            Engagement::engage(*lake, QStringLiteral("000000000001"), EngagementType::Affirm, QStringLiteral("x"));
            QFAIL("missing target accepted");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::NotFound);
        }
        lake.clock.advance(25 * Hour); // expired, not yet reaped: as good as gone
        QVERIFY_THROWS_EXCEPTION(TarnError, Engagement::engage(*lake, target.id, EngagementType::Affirm, QStringLiteral("x")));
        QCOMPARE(lake->stats().total, 1);
    }

    void decayClassTtls()
    {
        QVERIFY(!DecayClasses::ttlMs(DecayClass::Permanent));
        QCOMPARE(*DecayClasses::ttlMs(DecayClass::Stable), 90 * Day);
        QCOMPARE(*DecayClasses::ttlMs(DecayClass::Active), 14 * Day);
        QCOMPARE(*DecayClasses::ttlMs(DecayClass::Session), 24 * Hour);
        QCOMPARE(*DecayClasses::ttlMs(DecayClass::Checkpoint), 4 * Hour);
        QVERIFY(DecayClasses::refreshesOnAccess(DecayClass::Stable));
        QVERIFY(DecayClasses::refreshesOnAccess(DecayClass::Active));
        QVERIFY(!DecayClasses::refreshesOnAccess(DecayClass::Session));
    }

    void classifyDecay_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("expected");
        const int fact = int(Kind::Fact);
        const int P = int(DecayClass::Permanent), S = int(DecayClass::Session), A = int(DecayClass::Active),
                  C = int(DecayClass::Checkpoint), St = int(DecayClass::Stable);
        QTest::newRow("key name") << "Robin" << "name" << fact << P;
        QTest::newRow("key email") << "robin@example.org" << "email" << fact << P;
        QTest::newRow("key birthday") << "12 March" << "birthday" << fact << P;
        QTest::newRow("key location") << "Keswick" << "location" << fact << P;
        QTest::newRow("text decided") << "We decided to use SQLite" << "" << fact << P;
        QTest::newRow("text always use") << "Always use UTC in the lake" << "" << fact << P;
        QTest::newRow("text never use") << "Never use OFFSET paging" << "" << fact << P;
        QTest::newRow("kind decision") << "Postgres later" << "" << int(Kind::Decision) << P;
        QTest::newRow("key convention") << "snake_case columns" << "convention" << fact << P;
        QTest::newRow("text currently debugging") << "Currently debugging the reaper" << "" << fact << S;
        QTest::newRow("text right now") << "Looking at the logs right now" << "" << fact << S;
        QTest::newRow("key current_file") << "Lake.cpp" << "current_file" << fact << S;
        QTest::newRow("text working on") << "Working on the Sources page" << "" << fact << A;
        QTest::newRow("text need to") << "Need to ship the deb" << "" << fact << A;
        QTest::newRow("key todo") << "write docs" << "todo" << fact << A;
        QTest::newRow("key sprint") << "sprint 12 goals" << "sprint" << fact << A;
        QTest::newRow("text checkpoint") << "Checkpoint after migration" << "" << fact << C;
        QTest::newRow("text preflight") << "Preflight ok" << "" << fact << C;
        QTest::newRow("default stable") << "Robin reads feeds in the evening" << "" << fact << St;
        QTest::newRow("word inside another word is not a key") << "renamed the file" << "" << fact << St;
    }

    void classifyDecay()
    {
        QFETCH(QString, text);
        QFETCH(QString, key);
        QFETCH(int, kind);
        QFETCH(int, expected);
        Delta d = draft(QStringLiteral("agent"), text, Kind(kind));
        d.subject = key;
        QCOMPARE(int(DecayClasses::classify(d)), expected);
    }

    void agentFactsGetTheirClassAtWrite()
    {
        TempLake lake;
        const Delta perm = lake->insert(draft(QStringLiteral("agent"), QStringLiteral("We decided on WAL"), Kind::Fact));
        QCOMPARE(perm.decayClass, DecayClass::Permanent);
        QVERIFY(!perm.expiresAt);
        const Delta active = lake->insert(draft(QStringLiteral("agent"), QStringLiteral("Working on the tray"), Kind::Fact));
        QCOMPARE(active.decayClass, DecayClass::Active);
        QCOMPARE(*active.expiresAt, kT0 + 14 * Day);
        Delta forced = draft(QStringLiteral("agent"), QStringLiteral("Working on the tray, but keep"), Kind::Fact);
        forced.decayClass = DecayClass::Stable;
        QCOMPARE(*lake->insert(forced).expiresAt, kT0 + 90 * Day);
    }

    void refreshOnAccess()
    {
        TempLake lake;
        const Delta stable = lake->insert(draft(QStringLiteral("agent"), QStringLiteral("Robin likes tea"), Kind::Fact));
        const Delta active = lake->insert(draft(QStringLiteral("agent"), QStringLiteral("Need to call the plumber"), Kind::Fact));
        const Delta session = lake->insert(draft(QStringLiteral("agent"), QStringLiteral("right now reading"), Kind::Fact));
        const Delta plain = lake->insert(draft(QStringLiteral("rss:x"), QStringLiteral("item")));
        // 30 min past active's 75 % mark (10.5 d of 14 d): halved once.
        lake.clock.advance(10 * Day + 12 * Hour + 30 * Minute);
        SoftDecay::run(*lake);
        QVERIFY(lake->get(active.id).has_value());
        QCOMPARE(lake->get(active.id)->decaySteps, 1);
        QCOMPARE(lake->refreshOnAccess({stable.id, active.id, session.id, plain.id}), 2);
        const qint64 now = lake.clock.nowMs();
        QCOMPARE(*lake->get(stable.id)->expiresAt, now + 90 * Day);
        QCOMPARE(*lake->get(active.id)->expiresAt, now + 14 * Day);
        QCOMPARE(lake->get(active.id)->decaySteps, 0);
        QCOMPARE(*lake->get(active.id)->lastConfirmedAt, now);
        QCOMPARE(lake->get(active.id)->confidence, 0.5); // refresh moves the clock, it does not restore confidence
        QCOMPARE(lake->get(session.id)->expiresAt, session.expiresAt);
        QCOMPARE(lake->get(plain.id)->expiresAt, plain.expiresAt);
        // An expired active delta is not brought back by a late recall.
        lake.clock.advance(15 * Day);
        QCOMPARE(lake->refreshOnAccess({active.id}), 0);
    }

    void backfillDecayReclassifies()
    {
        TempLake lake;
        // Written as plain chat-style rows by an older import, then claimed by agent rules.
        QList<NewDelta> rows;
        for (const char *text : {"We decided on Qt", "Working on import", "A fact about lakes"}) {
            Delta d = draft(QStringLiteral("agent"), QString::fromLatin1(text), Kind::Fact);
            d.expiresAt = std::nullopt;
            rows << NewDelta{d, true, false, false};
        }
        lake->insertBatch(rows);
        QCOMPARE(lake->backfillDecay(true), 3);
        QCOMPARE(lake->stats().perDecayClass.value(QString()), 3); // the dry run wrote nothing
        QCOMPARE(lake->backfillDecay(false), 3);
        const LakeStats s = lake->stats();
        QCOMPARE(s.perDecayClass.value(QStringLiteral("permanent")), 1);
        QCOMPARE(s.expiredPending + s.observed, 2); // the permanent decision has no expiry
        QCOMPARE(s.perDecayClass.value(QStringLiteral("active")), 1);
        QCOMPARE(s.perDecayClass.value(QStringLiteral("stable")), 1);
        QCOMPARE(lake->backfillDecay(false), 0);
        QCOMPARE(lake->audit().recent({QStringLiteral("backfill-decay")}).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestEngagement)
#include "tst_core_engagement.moc"
