// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Seed 004's decay classes (DESIGN §3): their TTLs, classifyDecay's
// heuristics for facts assistants store (source `agent`), refresh on access
// for stable/active, and backfill-decay.

#include "DecayClasses.h"
#include "LakeSql.h"
#include "SoftDecay.h"
#include "TestSupport.h"
#include "LifecycleTestSupport.h"

#include <QSqlQuery>

using namespace tarn;
using namespace tarn::test;
using namespace tarn::Duration;
using namespace Qt::StringLiterals;

namespace {
constexpr qint64 kNever = -1;

Delta agentFact(const QString &content, const QStringList &tags = {}, const QString &subject = {},
                Kind kind = Kind::Fact)
{
    Delta d = draft(u"agent"_s, content, kind);
    d.tags = tags;
    d.subject = subject;
    return d;
}
} // namespace

class TestDecayClasses : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ttls_data()
    {
        QTest::addColumn<DecayClass>("cls");
        QTest::addColumn<qint64>("ttl");
        QTest::addColumn<bool>("refreshes");
        QTest::addColumn<QString>("name");
        QTest::newRow("permanent") << DecayClass::Permanent << kNever << false << u"permanent"_s;
        QTest::newRow("stable") << DecayClass::Stable << 90 * Day << true << u"stable"_s;
        QTest::newRow("active") << DecayClass::Active << 14 * Day << true << u"active"_s;
        QTest::newRow("session") << DecayClass::Session << 24 * Hour << false << u"session"_s;
        QTest::newRow("checkpoint") << DecayClass::Checkpoint << 4 * Hour << false << u"checkpoint"_s;
        QTest::newRow("none") << DecayClass::None << kNever << false << QString();
    }

    void ttls()
    {
        QFETCH(DecayClass, cls);
        QFETCH(qint64, ttl);
        QFETCH(bool, refreshes);
        QFETCH(QString, name);
        QCOMPARE(DecayClasses::ttlMs(cls).value_or(kNever), ttl);
        QCOMPARE(DecayClasses::refreshesOnAccess(cls), refreshes);
        QCOMPARE(decayClassName(cls), name);
        QCOMPARE(decayClassFromName(name), std::optional<DecayClass>(cls));
    }

    void classify_data()
    {
        QTest::addColumn<QString>("content");
        QTest::addColumn<QStringList>("tags");
        QTest::addColumn<QString>("subject");
        QTest::addColumn<int>("kind");
        QTest::addColumn<DecayClass>("expected");
        const int fact = int(Kind::Fact);
        const QString neutral = u"the office has a blue door"_s;
        const QStringList none;

        // 1. Permanent: keys, texts, entities.
        QTest::newRow("key name") << u"Ada Lovelace"_s << none << u"name"_s << fact << DecayClass::Permanent;
        QTest::newRow("key email") << u"ada@example.org"_s << QStringList{u"email"_s} << QString() << fact << DecayClass::Permanent;
        QTest::newRow("key decision") << neutral << QStringList{u"decision"_s} << QString() << fact << DecayClass::Permanent;
        QTest::newRow("key api_key") << neutral << none << u"api_key"_s << fact << DecayClass::Permanent;
        QTest::newRow("key birthday") << u"12 March"_s << none << u"birthday"_s << fact << DecayClass::Permanent;
        QTest::newRow("key location") << u"Berlin"_s << QStringList{u"location"_s} << QString() << fact << DecayClass::Permanent;
        QTest::newRow("key architecture") << neutral << none << u"architecture"_s << fact << DecayClass::Permanent;
        QTest::newRow("text decided") << u"We decided to use SQLite for the lake"_s << none << QString() << fact << DecayClass::Permanent;
        QTest::newRow("text Decided (case)") << u"Decided: ship on Fridays"_s << none << QString() << fact << DecayClass::Permanent;
        QTest::newRow("text always use") << u"always use clang-format before committing"_s << none << QString() << fact << DecayClass::Permanent;
        QTest::newRow("text never use") << u"never use OFFSET paging on the lake"_s << none << QString() << fact << DecayClass::Permanent;
        QTest::newRow("text architecture") << u"the architecture is core plus ui"_s << none << QString() << fact << DecayClass::Permanent;
        QTest::newRow("kind decision") << neutral << none << QString() << int(Kind::Decision) << DecayClass::Permanent;
        QTest::newRow("key convention") << neutral << QStringList{u"convention"_s} << QString() << fact << DecayClass::Permanent;
        // 2. Session.
        QTest::newRow("text currently debugging") << u"currently debugging the reaper"_s << none << QString() << fact << DecayClass::Session;
        QTest::newRow("text right now") << u"right now the build is red"_s << none << QString() << fact << DecayClass::Session;
        QTest::newRow("text this session") << u"in this session we use the demo lake"_s << none << QString() << fact << DecayClass::Session;
        QTest::newRow("key current_file") << u"core/Reaper.cpp"_s << none << u"current_file"_s << fact << DecayClass::Session;
        QTest::newRow("key temp") << neutral << QStringList{u"temp"_s} << QString() << fact << DecayClass::Session;
        QTest::newRow("key debug") << neutral << QStringList{u"debug"_s} << QString() << fact << DecayClass::Session;
        // 3. Active.
        QTest::newRow("text working on") << u"working on the importer"_s << none << QString() << fact << DecayClass::Active;
        QTest::newRow("text need to") << u"need to renew the certificate"_s << none << QString() << fact << DecayClass::Active;
        QTest::newRow("text todo") << u"todo: write the benchmark table"_s << none << QString() << fact << DecayClass::Active;
        QTest::newRow("text blocker") << u"the blocker is the FTS merge"_s << none << QString() << fact << DecayClass::Active;
        QTest::newRow("text sprint") << u"this sprint ends Friday"_s << none << QString() << fact << DecayClass::Active;
        QTest::newRow("key task") << neutral << QStringList{u"task"_s} << QString() << fact << DecayClass::Active;
        QTest::newRow("key branch") << u"feature/reaper"_s << none << u"branch"_s << fact << DecayClass::Active;
        QTest::newRow("key wip") << neutral << QStringList{u"wip"_s} << QString() << fact << DecayClass::Active;
        // 4. Checkpoint.
        QTest::newRow("text checkpoint") << u"checkpoint after step three"_s << none << QString() << fact << DecayClass::Checkpoint;
        QTest::newRow("text preflight") << u"preflight checks passed"_s << none << QString() << fact << DecayClass::Checkpoint;
        QTest::newRow("key checkpoint") << neutral << QStringList{u"checkpoint"_s} << QString() << fact << DecayClass::Checkpoint;
        QTest::newRow("key preflight") << neutral << none << u"preflight"_s << fact << DecayClass::Checkpoint;
        // 5. Stable by default.
        QTest::newRow("default") << neutral << none << QString() << fact << DecayClass::Stable;
        QTest::newRow("default preference") << u"likes green tea"_s << QStringList{u"drinks"_s} << u"tea"_s
                                            << int(Kind::Preference) << DecayClass::Stable;
        QTest::newRow("empty-ish") << u"ok"_s << none << QString() << fact << DecayClass::Stable;
        // Order of the rules: permanent before session before active before checkpoint.
        QTest::newRow("decided beats right now") << u"right now we decided to pause"_s << none << QString() << fact << DecayClass::Permanent;
        QTest::newRow("session beats active") << u"currently debugging, need to fix it"_s << none << QString() << fact << DecayClass::Session;
        QTest::newRow("active beats checkpoint") << u"working on the preflight list"_s << none << QString() << fact << DecayClass::Active;
        QTest::newRow("key beats later text") << u"todo later"_s << none << u"email"_s << fact << DecayClass::Permanent;
    }

    void classify()
    {
        QFETCH(QString, content);
        QFETCH(QStringList, tags);
        QFETCH(QString, subject);
        QFETCH(int, kind);
        QFETCH(DecayClass, expected);
        const Delta d = agentFact(content, tags, subject, Kind(kind));
        QCOMPARE(DecayClasses::classify(d), expected);
    }

    void agentInsertAppliesTheClass_data()
    {
        QTest::addColumn<QString>("content");
        QTest::addColumn<DecayClass>("expected");
        QTest::addColumn<qint64>("ttl");
        QTest::newRow("permanent") << u"We decided on Qt 6"_s << DecayClass::Permanent << kNever;
        QTest::newRow("stable") << u"the printer is on floor two"_s << DecayClass::Stable << 90 * Day;
        QTest::newRow("active") << u"working on the soft decay"_s << DecayClass::Active << 14 * Day;
        QTest::newRow("session") << u"currently debugging a flaky test"_s << DecayClass::Session << 24 * Hour;
        QTest::newRow("checkpoint") << u"preflight done for release"_s << DecayClass::Checkpoint << 4 * Hour;
    }

    void agentInsertAppliesTheClass()
    {
        QFETCH(QString, content);
        QFETCH(DecayClass, expected);
        QFETCH(qint64, ttl);
        TempLake lake;
        Delta d = agentFact(content);
        d.observedAt = kT0 - 2 * Hour;
        const Delta written = lake->insert(d);
        QCOMPARE(written.decayClass, expected);
        QCOMPARE(written.expiresAt.value_or(kNever), ttl == kNever ? kNever : kT0 - 2 * Hour + ttl);
        const std::optional<Delta> stored = lake->get(written.id);
        QCOMPARE(stored->decayClass, expected);
        QCOMPARE(stored->expiresAt, written.expiresAt);
        // The family too ("agent:claude").
        Delta family = agentFact(content);
        family.source = u"agent:claude"_s;
        QCOMPARE(lake->insert(family).decayClass, expected);
    }

    void explicitClassOverridesClassify_data()
    {
        QTest::addColumn<QString>("content");
        QTest::addColumn<DecayClass>("given");
        QTest::addColumn<qint64>("ttl");
        QTest::newRow("decided but checkpoint") << u"We decided to ship"_s << DecayClass::Checkpoint << 4 * Hour;
        QTest::newRow("session text but permanent") << u"right now I live in Oslo"_s << DecayClass::Permanent << kNever;
        QTest::newRow("default but active") << u"the printer is on floor two"_s << DecayClass::Active << 14 * Day;
        QTest::newRow("todo but stable") << u"todo: buy milk"_s << DecayClass::Stable << 90 * Day;
    }

    void explicitClassOverridesClassify()
    {
        QFETCH(QString, content);
        QFETCH(DecayClass, given);
        QFETCH(qint64, ttl);
        TempLake lake;
        Delta d = agentFact(content);
        QVERIFY(DecayClasses::classify(d) != given);
        d.decayClass = given;
        const Delta written = lake->insert(d);
        QCOMPARE(written.decayClass, given);
        QCOMPARE(written.expiresAt.value_or(kNever), ttl == kNever ? kNever : kT0 + ttl);
    }

    void otherSourcesAreNotClassified()
    {
        TempLake lake;
        // Law 1: what the person authored sticks, whatever its words.
        const Delta chat = lake->insert(draft(u"chat"_s, u"currently debugging the parser"_s));
        QCOMPARE(chat.decayClass, DecayClass::None);
        QVERIFY(!chat.expiresAt);
        // Law 2: an observation keeps its source's TTL.
        const Delta rss = lake->insert(draft(u"rss"_s, u"We decided nothing, says the feed"_s));
        QCOMPARE(rss.decayClass, DecayClass::None);
        QCOMPARE(rss.expiresAt, std::optional<qint64>(kT0 + 30 * Day));
    }

    void refreshOnAccessMovesStableAndActive()
    {
        TempLake lake;
        const Delta stable = lake->insert(agentFact(u"the printer is on floor two"_s));
        const Delta active = lake->insert(agentFact(u"working on the reaper"_s));
        const Delta session = lake->insert(agentFact(u"currently debugging the parser"_s));
        const Delta checkpoint = lake->insert(agentFact(u"checkpoint 3 reached"_s));
        const Delta permanent = lake->insert(agentFact(u"We decided on Qt"_s));
        QCOMPARE(stable.decayClass, DecayClass::Stable);
        QCOMPARE(active.decayClass, DecayClass::Active);
        QCOMPARE(session.decayClass, DecayClass::Session);
        QCOMPARE(checkpoint.decayClass, DecayClass::Checkpoint);
        QCOMPARE(permanent.decayClass, DecayClass::Permanent);

        // Let soft decay bite the active one first: its mark is at 10.5 d,
        // and one halving is due until an interval (1 h) after it.
        lake.clock.setNow(kT0 + 14 * Day * 3 / 4 + 30 * Minute);
        // (session and checkpoint are expired by now; give them fresh twins.)
        const Delta session2 = lake->insert(agentFact(u"right now the lake is small"_s));
        const Delta checkpoint2 = lake->insert(agentFact(u"preflight passed"_s));
        const SweepReport decay = SoftDecay::run(*lake);
        QCOMPARE(decay.error, QString());
        QVERIFY(lake->get(active.id));
        const Delta activeDecayed = *lake->get(active.id);
        QCOMPARE(activeDecayed.decaySteps, 1);
        QCOMPARE(activeDecayed.confidence, 0.5);

        const Delta session2Before = *lake->get(session2.id);
        const Delta checkpoint2Before = *lake->get(checkpoint2.id);
        const Delta permanentBefore = *lake->get(permanent.id);
        const qint64 now = lake.clock.nowMs();
        const qint64 refreshed = lake->refreshOnAccess(
            {stable.id, active.id, session2.id, checkpoint2.id, permanent.id, u"not-an-id"_s, u"0000000000ff"_s});
        QCOMPARE(refreshed, 2);

        const Delta s = *lake->get(stable.id);
        QCOMPARE(s.expiresAt, std::optional<qint64>(now + 90 * Day));
        QCOMPARE(s.lastConfirmedAt, std::optional<qint64>(now));
        QCOMPARE(s.decaySteps, 0);
        const Delta a = *lake->get(active.id);
        QCOMPARE(a.expiresAt, std::optional<qint64>(now + 14 * Day));
        QCOMPARE(a.lastConfirmedAt, std::optional<qint64>(now));
        QCOMPARE(a.decaySteps, 0);
        // Content is never touched.
        QCOMPARE(a.content, active.content);
        QCOMPARE(a.observedAt, active.observedAt);

        QCOMPARE(*lake->get(session2.id), session2Before);
        QCOMPARE(*lake->get(checkpoint2.id), checkpoint2Before);
        QCOMPARE(*lake->get(permanent.id), permanentBefore);
        QCOMPARE(lake->audit().recent({u"refresh"_s}).size(), 1);

        // The refreshed active fact's soft-decay mark moved with it: a sweep
        // now does nothing to it.
        const SweepReport again = SoftDecay::run(*lake);
        QCOMPARE(again.reduced, 0);
        QCOMPARE(lake->get(active.id)->decaySteps, 0);
        // ... until 75 % of the new window has passed.
        lake.clock.setNow(now + 14 * Day * 3 / 4 + 1);
        SoftDecay::run(*lake);
        QCOMPARE(lake->get(active.id)->decaySteps, 1);
    }

    void refreshOnAccessLeavesExpiredAlone()
    {
        TempLake lake;
        const Delta active = lake->insert(agentFact(u"need to call the plumber"_s));
        const Delta stable = lake->insert(agentFact(u"the cat is called Miso"_s));
        lake.clock.setNow(*active.expiresAt); // expires_at <= now: expired
        QCOMPARE(lake->refreshOnAccess({active.id}), 0);
        QCOMPARE(*lake->get(active.id), active);
        lake.clock.setNow(*stable.expiresAt + Day);
        QCOMPARE(lake->refreshOnAccess({stable.id, active.id}), 0);
        QCOMPARE(*lake->get(stable.id), stable);
        QVERIFY(lake->audit().recent({u"refresh"_s}).isEmpty());
    }

    void refreshOnAccessLeavesPlainTtlAlone()
    {
        TempLake lake;
        const Delta rss = lake->insert(draft(u"rss"_s, u"an item"_s));
        lake.clock.advance(Day);
        QCOMPARE(lake->refreshOnAccess({rss.id}), 0);
        QCOMPARE(*lake->get(rss.id), rss);
    }

    void backfillDecayCountsThenApplies()
    {
        TempLake lake;
        // Facts stored before decay classes existed: no class, no expiry.
        QList<NewDelta> old;
        for (const QString &text : {u"We decided on a lake"_s, u"currently debugging the reaper"_s,
                                    u"the sky is blue"_s, u"working on the backfill"_s}) {
            NewDelta n;
            n.delta = agentFact(text);
            n.delta.observedAt = kT0 - Hour;
            n.keepExpiry = true; // a restore: expires_at null as given
            old << n;
        }
        const QList<Delta> written = lake->insertBatch(old);
        for (const Delta &d : written) {
            QCOMPARE(d.decayClass, DecayClass::None);
            QVERIFY(!d.expiresAt);
        }
        // Already right, and not agent: left alone.
        const Delta right = lake->insert(agentFact(u"the printer is on floor two"_s));
        const Delta chat = lake->insert(draft(u"chat"_s, u"currently debugging, says the person"_s));
        const Delta rss = lake->insert(draft(u"rss"_s, u"we decided, says the feed"_s));

        const QByteArray before = exportOf(*lake);
        QCOMPARE(lake->backfillDecay(true), 4);
        QCOMPARE(exportOf(*lake), before); // dry run writes nothing
        QVERIFY(lake->audit().recent({u"backfill-decay"_s}).isEmpty());

        QCOMPARE(lake->backfillDecay(false), 4);
        const qint64 observed = kT0 - Hour;
        const Delta p = *lake->get(written[0].id);
        QCOMPARE(p.decayClass, DecayClass::Permanent);
        QVERIFY(!p.expiresAt);
        const Delta s = *lake->get(written[1].id);
        QCOMPARE(s.decayClass, DecayClass::Session);
        QCOMPARE(s.expiresAt, std::optional<qint64>(observed + 24 * Hour));
        const Delta st = *lake->get(written[2].id);
        QCOMPARE(st.decayClass, DecayClass::Stable);
        QCOMPARE(st.expiresAt, std::optional<qint64>(observed + 90 * Day));
        const Delta a = *lake->get(written[3].id);
        QCOMPARE(a.decayClass, DecayClass::Active);
        QCOMPARE(a.expiresAt, std::optional<qint64>(observed + 14 * Day));
        QCOMPARE(a.content, written[3].content);

        QCOMPARE(*lake->get(right.id), right);
        QCOMPARE(*lake->get(chat.id), chat);
        QCOMPARE(*lake->get(rss.id), rss);

        const QList<AuditEntry> audit = lake->audit().recent({u"backfill-decay"_s});
        QCOMPARE(audit.size(), 1);
        QCOMPARE(audit.first().count, std::optional<qint64>(4));

        // Idempotent: nothing left to change.
        QCOMPARE(lake->backfillDecay(true), 0);
        QCOMPARE(lake->backfillDecay(false), 0);

        // The new expiry drives soft decay: the session fact's mark is at 18 h.
        QSqlQuery q(LakeSql::of(*lake));
        q.prepare(u"SELECT decay_mark_at FROM deltas WHERE rid = (SELECT rid FROM deltas WHERE content = ?)"_s);
        q.addBindValue(written[1].content);
        QVERIFY(q.exec() && q.next());
        QCOMPARE(q.value(0).toLongLong(), observed + 18 * Hour);
    }

    void backfillLeavesExpiredAlone()
    {
        TempLake lake;
        NewDelta n;
        n.delta = agentFact(u"currently debugging something old"_s);
        n.delta.observedAt = kT0 - 10 * Day;
        n.keepExpiry = true;
        n.delta.expiresAt = kT0 - Day; // restored, already expired
        const Delta gone = lake->insertBatch({n}).first();
        QCOMPARE(lake->backfillDecay(true), 0);
        QCOMPARE(lake->backfillDecay(false), 0);
        QCOMPARE(*lake->get(gone.id), gone);
    }
};

QTEST_GUILESS_MAIN(TestDecayClasses)
#include "tst_decay_classes.moc"
