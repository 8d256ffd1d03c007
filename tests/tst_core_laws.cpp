// The three laws at write time and per-source expiry (DESIGN §2, seed 000's
// "Current defaults" table).

#include "ExpiryLaws.h"
#include "SourceRegistry.h"
#include "TestSupport.h"

using namespace tarn;
using namespace tarn::test;
using namespace tarn::Duration;

class TestLaws : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void registryHoldsSeedTable_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<qint64>("ttl"); // -1 = never
        QTest::addColumn<QString>("category");
        QTest::newRow("chat") << "chat" << qint64(-1) << "runtime";
        QTest::newRow("sediment") << "sediment" << qint64(-1) << "system";
        QTest::newRow("crystal") << "crystal" << qint64(-1) << "system";
        QTest::newRow("mood") << "mood" << qint64(-1) << "system";
        QTest::newRow("feed-card") << "feed-card" << qint64(-1) << "system";
        QTest::newRow("vault") << "vault" << qint64(-1) << "transport";
        QTest::newRow("engagements") << "tarn-engagement" << qint64(-1) << "system";
        QTest::newRow("routine") << "routine" << qint64(-1) << "runtime";
        QTest::newRow("contact proposals") << "contact-proposal" << 30 * Day << "system";
        QTest::newRow("resolved proposals") << "contact-proposal-resolved" << 90 * Day << "system";
        QTest::newRow("routine proposal") << "routine-proposal" << 6 * Hour << "runtime";
        QTest::newRow("crystal-reject") << "crystal-reject" << 7 * Day << "system";
        QTest::newRow("chat-event") << "chat-event" << 5 * Minute << "runtime";
        QTest::newRow("rss") << "rss" << 30 * Day << "source";
        QTest::newRow("rss feed") << "rss:hn" << 30 * Day << "source";
        QTest::newRow("mastodon") << "mastodon" << 30 * Day << "source";
        QTest::newRow("generic api") << "api" << 30 * Day << "source";
        QTest::newRow("browser") << "browser" << 7 * Day << "source";
        QTest::newRow("home assistant") << "home-assistant" << 30 * Day << "source";
        QTest::newRow("fire receipts") << "fire-receipt" << 30 * Day << "runtime";
        QTest::newRow("sysinfo") << "sysinfo" << 1 * Day << "system";
        QTest::newRow("heartbeat") << "heartbeat" << 24 * Hour << "system";
        QTest::newRow("pair codes") << "pair-code" << 10 * Minute << "system";
    }

    void registryHoldsSeedTable()
    {
        QFETCH(QString, source);
        QFETCH(qint64, ttl);
        QFETCH(QString, category);
        const SourceDefinition &def = SourceRegistry::builtIn().definitionFor(source);
        QCOMPARE(def.defaultExpiryMs.value_or(-1), ttl);
        QCOMPARE(sourceCategoryName(def.category), category);
    }

    void browserAloneOffersNeverAmongObservers()
    {
        for (const SourceDefinition &d : SourceRegistry::builtIn().definitions())
            if (d.defaultExpiryMs && d.storedInLake)
                QCOMPARE(d.allowNever, d.key == u"browser");
    }

    void pairCodesNeverReachTheLake()
    {
        TempLake lake;
        QVERIFY_THROWS_EXCEPTION(TarnError, lake->insert(draft(QStringLiteral("pair-code"), QStringLiteral("123456"))));
        QCOMPARE(lake->stats().total, 0);
    }

    void authoredSticksObservedWilts_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<qint64>("age");
        QTest::addColumn<qint64>("expected"); // expires_at - kT0, or -1 for never
        QTest::newRow("chat sticks") << "chat" << qint64(0) << qint64(-1);
        QTest::newRow("vault sticks") << "vault" << 400 * Day << qint64(-1);
        QTest::newRow("engagement sticks") << "tarn-engagement" << qint64(0) << qint64(-1);
        QTest::newRow("rss wilts in 30 d") << "rss:lwn" << qint64(0) << 30 * Day;
        QTest::newRow("old rss item wilts from observed_at") << "rss:lwn" << 10 * Day << 20 * Day;
        QTest::newRow("sysinfo 1 d") << "sysinfo" << qint64(0) << Day;
        QTest::newRow("heartbeat 24 h") << "heartbeat" << 2 * Hour << 22 * Hour;
        QTest::newRow("unregistered source wilts like api") << "weather-station" << qint64(0) << 30 * Day;
    }

    void authoredSticksObservedWilts()
    {
        QFETCH(QString, source);
        QFETCH(qint64, age);
        QFETCH(qint64, expected);
        TempLake lake;
        Delta d = draft(source, QStringLiteral("something"));
        d.observedAt = kT0 - age;
        const Delta written = lake->insert(d);
        QCOMPARE(written.expiresAt.value_or(-1 + kT0) - kT0, expected);
        QCOMPARE(lake->get(written.id)->expiresAt, written.expiresAt);
        QCOMPARE(written.lastConfirmedAt.has_value(), expected >= 0);
    }

    void settingsPersistAndMostSpecificWins()
    {
        TempLake lake;
        lake->setSourceSettings(QStringLiteral("rss"), SourceSettings{14 * Day, DecayClass::None}, false);
        lake->setSourceSettings(QStringLiteral("rss:hn"), SourceSettings{2 * Day, DecayClass::None}, false);
        lake->close();
        lake->open(lake.path());
        QCOMPARE(*lake->sourceSettings(QStringLiteral("rss:lwn")).expiryMs, 14 * Day);
        QCOMPARE(*lake->sourceSettings(QStringLiteral("rss:hn")).expiryMs, 2 * Day);
        QCOMPARE(*lake->sourceSettings(QStringLiteral("mastodon")).expiryMs, 30 * Day);
        QCOMPARE(*lake->insert(draft(QStringLiteral("rss:hn"), QStringLiteral("a"))).expiresAt, kT0 + 2 * Day);
        QCOMPARE(*lake->insert(draft(QStringLiteral("rss:lwn"), QStringLiteral("b"))).expiresAt, kT0 + 14 * Day);
        lake->setSourceSettings(QStringLiteral("browser"), SourceSettings{std::nullopt, DecayClass::None}, false);
        QVERIFY(!lake->insert(draft(QStringLiteral("browser"), QStringLiteral("kept forever"))).expiresAt);
    }

    void nonsenseSettingsRefused_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<qint64>("expiry"); // -1 = never
        QTest::addColumn<QString>("field");
        QTest::newRow("zero") << "rss" << qint64(0) << "expiry_days";
        QTest::newRow("negative") << "rss" << -Day << "expiry_days";
        QTest::newRow("ten years and a day") << "rss" << 3651 * Day << "expiry_days";
        QTest::newRow("never for rss") << "rss" << qint64(-1) << "never";
        QTest::newRow("never for sysinfo") << "sysinfo" << qint64(-1) << "never";
        QTest::newRow("pair codes") << "pair-code" << Day << "source";
        QTest::newRow("bad name") << "Bad Name" << Day << "source";
    }

    void nonsenseSettingsRefused()
    {
        QFETCH(QString, source);
        QFETCH(qint64, expiry);
        QFETCH(QString, field);
        TempLake lake;
        SourceSettings s;
        s.expiryMs = expiry == -1 ? std::nullopt : std::optional<qint64>(expiry);
        try {
            lake->setSourceSettings(source, s, true);
            QFAIL("accepted a nonsense setting");
        } catch (const TarnError &e) {
            QCOMPARE(e.field(), field);
        }
        QVERIFY(lake->audit().recent({QStringLiteral("policy-change")}).isEmpty());
    }

    void retimeShowsItsCountThenAppliesToUnexpiredPlainTtlRowsOnly()
    {
        TempLake lake;
        // rss rows observed 0, 10 and 25 days ago, one already expired.
        QStringList ids;
        for (qint64 age : {qint64(0), 10 * Day, 25 * Day, 31 * Day}) {
            Delta d = draft(QStringLiteral("rss:hn"), QStringLiteral("item %1").arg(age));
            d.observedAt = kT0 - age;
            ids << lake->insert(d).id;
        }
        Delta classed = draft(QStringLiteral("rss:hn"), QStringLiteral("classed"));
        classed.decayClass = DecayClass::Active;
        const Delta classedRow = lake->insert(classed);
        const Delta other = lake->insert(draft(QStringLiteral("mastodon"), QStringLiteral("toot")));
        const Delta authored = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("hi"), Kind::Episode));

        const SourceSettings week{7 * Day, DecayClass::None};
        const RetimePreview preview = lake->previewRetime(QStringLiteral("rss"), week);
        QCOMPARE(preview.affected, 3);     // the expired row and the classed row are not touched
        QCOMPARE(preview.expireAtOnce, 2); // 10 and 25 days old are past a week
        QCOMPARE(lake->stats().total, 7);  // the preview wrote nothing
        QVERIFY(lake->audit().recent({QStringLiteral("policy-change")}).isEmpty());

        QCOMPARE(lake->setSourceSettings(QStringLiteral("rss"), week, true), 3);
        QCOMPARE(*lake->get(ids[0])->expiresAt, kT0 + 7 * Day);
        QCOMPARE(*lake->get(ids[1])->expiresAt, kT0 - 3 * Day);
        QCOMPARE(*lake->get(ids[3])->expiresAt, kT0 - Day); // already expired: untouched
        QCOMPARE(lake->get(classedRow.id)->expiresAt, classedRow.expiresAt);
        QCOMPARE(lake->get(other.id)->expiresAt, other.expiresAt);
        QVERIFY(!lake->get(authored.id)->expiresAt);
        const QList<AuditEntry> audit = lake->audit().recent({QStringLiteral("policy-change")});
        QCOMPARE(audit.size(), 1);
        QCOMPARE(*audit.constFirst().count, 3);
        QCOMPARE(audit.constFirst().detail.value(QStringLiteral("source")).toString(), QStringLiteral("rss"));
        // And a second identical change re-times nothing.
        QCOMPARE(lake->previewRetime(QStringLiteral("rss"), week).affected, 0);
    }

    void retimeWithoutApplyingLeavesRowsAlone()
    {
        TempLake lake;
        const Delta d = lake->insert(draft(QStringLiteral("sysinfo"), QStringLiteral("load 0.5")));
        QCOMPARE(lake->setSourceSettings(QStringLiteral("sysinfo"), SourceSettings{2 * Day, DecayClass::None}, false), 0);
        QCOMPARE(lake->get(d.id)->expiresAt, d.expiresAt);
        QCOMPARE(*lake->insert(draft(QStringLiteral("sysinfo"), QStringLiteral("load 0.6"))).expiresAt, kT0 + 2 * Day);
    }

    void explicitDecayClassOverridesTheSource()
    {
        TempLake lake;
        Delta d = draft(QStringLiteral("rss:hn"), QStringLiteral("pinned for a session"));
        d.decayClass = DecayClass::Session;
        QCOMPARE(*lake->insert(d).expiresAt, kT0 + 24 * Hour);
        Delta chat = draft(QStringLiteral("chat"), QStringLiteral("a passing remark"));
        chat.decayClass = DecayClass::Checkpoint;
        QCOMPARE(*lake->insert(chat).expiresAt, kT0 + 4 * Hour);
    }
};

QTEST_GUILESS_MAIN(TestLaws)
#include "tst_core_laws.moc"
