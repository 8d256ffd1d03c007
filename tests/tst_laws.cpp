// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// DESIGN §2: the source registry (seed 000's "Current defaults" table), laws 1
// and 2 at write time, per-source settings that persist in the lake, and
// re-timing a source's existing deltas as one audited policy change.

#include "ExpiryLaws.h"
#include "LakeSql.h"
#include "SourceRegistry.h"
#include "TestSupport.h"
#include "LifecycleTestSupport.h"

#include <QSqlQuery>

using namespace tarn;
using namespace tarn::test;
using namespace tarn::Duration;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kNever = -1;

qint64 expiryOrNever(const std::optional<qint64> &v)
{
    return v.value_or(kNever);
}

Delta observedAt(const QString &source, const QString &content, qint64 at)
{
    Delta d = draft(source, content);
    d.observedAt = at;
    return d;
}

qint64 auditCount(Lake &lake, const QString &op)
{
    return lake.audit().recent({op}, 100000).size();
}

} // namespace

class TestLaws : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // --- the registry ------------------------------------------------------

    void registryHoldsEveryRowOfTheTable_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<qint64>("ttl"); // kNever = never
        QTest::addColumn<QStringList>("categories"); // acceptable categories
        QTest::addColumn<bool>("allowNever");
        QTest::addColumn<bool>("stored");

        const QStringList source{u"source"_s};
        const QStringList transport{u"transport"_s};
        const QStringList internal{u"system"_s, u"runtime"_s};

        // Chat user/assistant messages: forever, authored.
        QTest::newRow("chat") << u"chat"_s << kNever << internal << true << true;
        // Sediment, crystals, mood, feed cards: forever, synthesized memory.
        QTest::newRow("sediment") << u"sediment"_s << kNever << internal << true << true;
        QTest::newRow("crystal") << u"crystal"_s << kNever << internal << true << true;
        QTest::newRow("mood") << u"mood"_s << kNever << internal << true << true;
        QTest::newRow("feed-card") << u"feed-card"_s << kNever << internal << true << true;
        // Vault notes: forever, transport plugin.
        QTest::newRow("vault") << u"vault"_s << kNever << transport << true << true;
        // Engagements: forever.
        QTest::newRow("tarn-engagement") << u"tarn-engagement"_s << kNever << internal << true << true;
        // Routine spec / fire / summary: forever.
        QTest::newRow("routine") << u"routine"_s << kNever << internal << true << true;
        QTest::newRow("contact-proposal") << u"contact-proposal"_s << 30 * Day << internal << false << true;
        QTest::newRow("contact-proposal-resolved") << u"contact-proposal-resolved"_s << 90 * Day << internal << false << true;
        QTest::newRow("routine-proposal") << u"routine-proposal"_s << 6 * Hour << internal << false << true;
        QTest::newRow("crystal-reject") << u"crystal-reject"_s << 7 * Day << internal << false << true;
        QTest::newRow("chat-event") << u"chat-event"_s << 5 * Minute << internal << false << true;
        QTest::newRow("rss") << u"rss"_s << 30 * Day << source << false << true;
        QTest::newRow("mastodon") << u"mastodon"_s << 30 * Day << source << false << true;
        QTest::newRow("api") << u"api"_s << 30 * Day << source << false << true;
        QTest::newRow("browser") << u"browser"_s << 7 * Day << source << true << true;
        QTest::newRow("home-assistant") << u"home-assistant"_s << 30 * Day << source << false << true;
        QTest::newRow("fire-receipt") << u"fire-receipt"_s << 30 * Day << internal << false << true;
        QTest::newRow("sysinfo") << u"sysinfo"_s << 1 * Day << internal << false << true;
        QTest::newRow("heartbeat") << u"heartbeat"_s << 24 * Hour << internal << false << true;
        QTest::newRow("pair-code") << u"pair-code"_s << 10 * Minute << internal << false << false;
    }

    void registryHoldsEveryRowOfTheTable()
    {
        QFETCH(QString, source);
        QFETCH(qint64, ttl);
        QFETCH(QStringList, categories);
        QFETCH(bool, allowNever);
        QFETCH(bool, stored);

        const SourceRegistry &registry = SourceRegistry::builtIn();
        // A row of its own, not the generic fallback.
        const SourceDefinition *def = registry.find(source);
        QVERIFY2(def, qPrintable(u"no built-in definition for "_s + source));
        QCOMPARE(def->key, source);
        QCOMPARE(&registry.definitionFor(source), def);
        QCOMPARE(expiryOrNever(def->defaultExpiryMs), ttl);
        QVERIFY2(categories.contains(sourceCategoryName(def->category)),
                 qPrintable(sourceCategoryName(def->category)));
        QCOMPARE(def->allowNever, allowNever);
        QCOMPARE(def->storedInLake, stored);
        QVERIFY(!def->label.isEmpty());
        QVERIFY(!def->why.isEmpty());
        QCOMPARE(expiryOrNever(registry.defaults(source).expiryMs), ttl);
        QCOMPARE(registry.defaults(source).decayClass, DecayClass::None);
    }

    void insertFollowsTheTable_data() { registryHoldsEveryRowOfTheTable_data(); }

    void insertFollowsTheTable()
    {
        QFETCH(QString, source);
        QFETCH(qint64, ttl);
        QFETCH(bool, stored);

        TempLake lake;
        if (!stored) {
            try {
                lake->insert(draft(source, u"123-456"_s));
                QFAIL("a source that is never stored in the lake was accepted");
            } catch (const TarnError &e) {
                QCOMPARE(e.kind(), TarnError::Kind::InvalidInput);
                QCOMPARE(e.field(), u"source"_s);
            }
            QCOMPARE(lake->stats().total, 0);
            QCOMPARE(auditCount(*lake, u"insert"_s), 0);
            return;
        }
        const Delta d = lake->insert(draft(source, u"something from "_s + source));
        QCOMPARE(d.observedAt, kT0);
        QCOMPARE(expiryOrNever(d.expiresAt), ttl == kNever ? kNever : kT0 + ttl);
        QCOMPARE(d.decayClass, DecayClass::None);
        const std::optional<Delta> stored_ = lake->get(d.id);
        QVERIFY(stored_);
        QCOMPARE(expiryOrNever(stored_->expiresAt), expiryOrNever(d.expiresAt));
    }

    void pairCodesCannotBeConfiguredIntoTheLake()
    {
        TempLake lake;
        QVERIFY_THROWS_EXCEPTION(TarnError, lake->setSourceSettings(u"pair-code"_s, {10 * Minute, DecayClass::None}, false));
        QVERIFY(!lake->hasCustomSettings(u"pair-code"_s));
    }

    void feedsResolveToTheirFamily()
    {
        const SourceRegistry &registry = SourceRegistry::builtIn();
        QCOMPARE(registry.definitionFor(u"rss:hn"_s).key, u"rss"_s);
        QCOMPARE(registry.definitionFor(u"rss:lobsters"_s).key, u"rss"_s);
        QCOMPARE(registry.definitionFor(u"mastodon:fosstodon.org"_s).key, u"mastodon"_s);
        QCOMPARE(expiryOrNever(registry.defaults(u"rss:hn"_s).expiryMs), 30 * Day);
        // Not a prefix match on the bare name: "rssx" is not rss.
        QVERIFY(registry.definitionFor(u"rssx"_s).key != u"rss"_s);

        TempLake lake;
        const Delta d = lake->insert(draft(u"rss:hn"_s, u"Show HN: a lake"_s));
        QCOMPARE(d.expiresAt, std::optional<qint64>(kT0 + 30 * Day));
    }

    void unregisteredObservingSourceWilts()
    {
        TempLake lake;
        const Delta d = lake->insert(draft(u"weather-station"_s, u"12 degrees"_s));
        QVERIFY2(d.expiresAt.has_value(), "an unknown source must be treated as observed, not authored");
        QVERIFY(*d.expiresAt > kT0);
    }

    // --- laws 1 and 2 --------------------------------------------------------

    void lawOneAuthoredSticks_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<qint64>("offset");
        for (const char *s : {"chat", "vault", "tarn-engagement", "routine", "sediment", "crystal", "mood", "feed-card"}) {
            QTest::addRow("%s now", s) << QString::fromLatin1(s) << qint64(0);
            QTest::addRow("%s a year ago", s) << QString::fromLatin1(s) << -365 * Day;
        }
    }

    void lawOneAuthoredSticks()
    {
        QFETCH(QString, source);
        QFETCH(qint64, offset);
        TempLake lake;
        const Delta d = lake->insert(observedAt(source, u"authored text"_s, kT0 + offset));
        QVERIFY(!d.expiresAt.has_value());
        QVERIFY(d.isAuthored());
        QVERIFY(!lake->get(d.id)->expiresAt.has_value());
        // Time does not touch it.
        lake.clock.advance(3650 * Day);
        QVERIFY(lake->get(d.id));
        QVERIFY(!lake->get(d.id)->expiresAt.has_value());
    }

    void lawTwoObservedWilts_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<qint64>("offset"); // observed_at - now
        QTest::addColumn<qint64>("ttl");
        QTest::newRow("rss now") << u"rss"_s << qint64(0) << 30 * Day;
        QTest::newRow("rss 10 days ago") << u"rss"_s << -10 * Day << 30 * Day;
        QTest::newRow("rss:hn 29 days ago") << u"rss:hn"_s << -29 * Day << 30 * Day;
        QTest::newRow("browser 1 h ago") << u"browser"_s << -Hour << 7 * Day;
        QTest::newRow("sysinfo 2 days ago (already past)") << u"sysinfo"_s << -2 * Day << Day;
        QTest::newRow("heartbeat 3 h ago") << u"heartbeat"_s << -3 * Hour << 24 * Hour;
        QTest::newRow("chat-event 1 min ago") << u"chat-event"_s << -Minute << 5 * Minute;
        QTest::newRow("home-assistant a week ago") << u"home-assistant"_s << -7 * Day << 30 * Day;
        QTest::newRow("fire-receipt") << u"fire-receipt"_s << -Hour << 30 * Day;
        QTest::newRow("routine-proposal") << u"routine-proposal"_s << -Minute << 6 * Hour;
    }

    void lawTwoObservedWilts()
    {
        QFETCH(QString, source);
        QFETCH(qint64, offset);
        QFETCH(qint64, ttl);
        TempLake lake;
        const qint64 observed = kT0 + offset;
        const Delta d = lake->insert(observedAt(source, u"observed"_s, observed));
        QCOMPARE(d.observedAt, observed);
        QCOMPARE(d.createdAt, kT0);
        // From observed_at, not from the time it was written.
        QCOMPARE(d.expiresAt, std::optional<qint64>(observed + ttl));
        QCOMPARE(lake->get(d.id)->expiresAt, std::optional<qint64>(observed + ttl));
        QCOMPARE(d.lastConfirmedAt, std::optional<qint64>(observed));
    }

    // --- per-source settings -----------------------------------------------

    void settingsPersistAcrossReopen()
    {
        TempLake lake;
        QCOMPARE(lake->sourceSettings(u"rss"_s), (SourceSettings{30 * Day, DecayClass::None}));
        QVERIFY(!lake->hasCustomSettings(u"rss"_s));
        lake->setSourceSettings(u"rss"_s, {7 * Day, DecayClass::None}, false);
        lake->setSourceSettings(u"browser"_s, {std::nullopt, DecayClass::None}, false);
        lake->setSourceSettings(u"sysinfo"_s, {2 * Hour, DecayClass::None}, false);

        lake->close();
        QVERIFY(!lake->isOpen());
        lake->open(lake.path());

        QVERIFY(lake->hasCustomSettings(u"rss"_s));
        QCOMPARE(lake->sourceSettings(u"rss"_s), (SourceSettings{7 * Day, DecayClass::None}));
        QCOMPARE(lake->sourceSettings(u"browser"_s), (SourceSettings{std::nullopt, DecayClass::None}));
        QCOMPARE(lake->sourceSettings(u"sysinfo"_s), (SourceSettings{2 * Hour, DecayClass::None}));
        QVERIFY(!lake->hasCustomSettings(u"mastodon"_s));
        QCOMPARE(lake->sourceSettings(u"mastodon"_s), (SourceSettings{30 * Day, DecayClass::None}));

        // And the laws use them after the reopen.
        QCOMPARE(lake->insert(draft(u"rss"_s, u"a"_s)).expiresAt, std::optional<qint64>(kT0 + 7 * Day));
        QVERIFY(!lake->insert(draft(u"browser"_s, u"b"_s)).expiresAt.has_value());
        QCOMPARE(lake->insert(draft(u"sysinfo"_s, u"c"_s)).expiresAt, std::optional<qint64>(kT0 + 2 * Hour));
        QVERIFY(lake->knownSources().contains(u"browser"_s));
    }

    void mostSpecificSettingWins()
    {
        TempLake lake;
        lake->setSourceSettings(u"rss"_s, {7 * Day, DecayClass::None}, false);
        lake->setSourceSettings(u"rss:hn"_s, {2 * Day, DecayClass::None}, false);
        QCOMPARE(lake->sourceSettings(u"rss:hn"_s).expiryMs, std::optional<qint64>(2 * Day));
        QCOMPARE(lake->sourceSettings(u"rss:lobsters"_s).expiryMs, std::optional<qint64>(7 * Day));
        QCOMPARE(lake->sourceSettings(u"rss"_s).expiryMs, std::optional<qint64>(7 * Day));
        QCOMPARE(lake->insert(draft(u"rss:hn"_s, u"hn"_s)).expiresAt, std::optional<qint64>(kT0 + 2 * Day));
        QCOMPARE(lake->insert(draft(u"rss:lobsters"_s, u"lobsters"_s)).expiresAt, std::optional<qint64>(kT0 + 7 * Day));
        QCOMPARE(lake->insert(draft(u"rss"_s, u"plain"_s)).expiresAt, std::optional<qint64>(kT0 + 7 * Day));
        // Other families are unaffected.
        QCOMPARE(lake->insert(draft(u"mastodon"_s, u"toot"_s)).expiresAt, std::optional<qint64>(kT0 + 30 * Day));
    }

    void changedSettingAppliesToNewDeltasOnly()
    {
        TempLake lake;
        const Delta before = lake->insert(draft(u"rss"_s, u"old item"_s));
        QCOMPARE(before.expiresAt, std::optional<qint64>(kT0 + 30 * Day));
        QCOMPARE(lake->setSourceSettings(u"rss"_s, {10 * Day, DecayClass::None}, false), 0);
        lake.clock.advance(Hour);
        const Delta after = lake->insert(draft(u"rss"_s, u"new item"_s));
        QCOMPARE(after.expiresAt, std::optional<qint64>(kT0 + Hour + 10 * Day));
        // The existing delta is untouched without a re-time.
        QCOMPARE(*lake->get(before.id), before);
        // Still one audited policy change.
        QCOMPARE(auditCount(*lake, u"policy-change"_s), 1);
    }

    void retimePreviewThenApply()
    {
        TempLake lake;
        lake->setSourceSettings(u"rss:lobsters"_s, {3 * Day, DecayClass::None}, false);
        const Delta a = lake->insert(observedAt(u"rss"_s, u"a fresh item"_s, kT0));            // -> T0 + 1 d
        const Delta b = lake->insert(observedAt(u"rss"_s, u"an older item"_s, kT0 - 2 * Day)); // -> T0 - 1 d: at once
        const Delta c = lake->insert(observedAt(u"rss:hn"_s, u"a feed item"_s, kT0 - Hour));   // family, no own setting
        const Delta expired = lake->insert(observedAt(u"rss"_s, u"long gone"_s, kT0 - 40 * Day));
        Delta classedDraft = observedAt(u"rss"_s, u"classed"_s, kT0);
        classedDraft.decayClass = DecayClass::Active;
        const Delta classed = lake->insert(classedDraft);
        const Delta other = lake->insert(observedAt(u"mastodon"_s, u"a toot"_s, kT0));
        const Delta ownSetting = lake->insert(observedAt(u"rss:lobsters"_s, u"lobsters"_s, kT0));
        const Delta authored = lake->insert(observedAt(u"chat"_s, u"hello"_s, kT0));
        QVERIFY(expired.expiresAt && *expired.expiresAt < kT0);
        QCOMPARE(classed.decayClass, DecayClass::Active);

        const QByteArray beforeExport = exportOf(*lake);
        const qint64 auditsBefore = auditCount(*lake, u"policy-change"_s);
        const SourceSettings oneDay{Day, DecayClass::None};

        // Dry run: counts, writes nothing.
        const RetimePreview preview = lake->previewRetime(u"rss"_s, oneDay);
        QCOMPARE(preview.affected, 3);
        QCOMPARE(preview.expireAtOnce, 1);
        QCOMPARE(exportOf(*lake), beforeExport);
        QCOMPARE(auditCount(*lake, u"policy-change"_s), auditsBefore);
        QCOMPARE(lake->sourceSettings(u"rss"_s).expiryMs, std::optional<qint64>(30 * Day));

        // Apply: exactly the previewed rows move.
        QCOMPARE(lake->setSourceSettings(u"rss"_s, oneDay, true), preview.affected);
        QCOMPARE(lake->get(a.id)->expiresAt, std::optional<qint64>(kT0 + Day));
        QCOMPARE(lake->get(b.id)->expiresAt, std::optional<qint64>(kT0 - 2 * Day + Day));
        QCOMPARE(lake->get(c.id)->expiresAt, std::optional<qint64>(kT0 - Hour + Day));
        for (const Delta &untouched : {expired, classed, other, ownSetting, authored})
            QCOMPARE(*lake->get(untouched.id), untouched);
        // Content is untouched on the moved rows.
        QCOMPARE(lake->get(a.id)->content, a.content);
        QCOMPARE(lake->get(a.id)->observedAt, a.observedAt);

        // One audited policy change with the count.
        const QList<AuditEntry> entries = lake->audit().recent({u"policy-change"_s}, 100);
        QCOMPARE(entries.size(), auditsBefore + 1);
        QCOMPARE(entries.first().count, std::optional<qint64>(3));
        QCOMPARE(entries.first().detail.value(u"source"_s).toString(), u"rss"_s);

        // A second preview with the same setting finds nothing left to move.
        QCOMPARE(lake->previewRetime(u"rss"_s, oneDay).affected, 0);

        // The item that expired at once is the reaper's now.
        QCOMPARE(lake->stats().expiredPending, 2); // b and the long-gone one
    }

    void retimeLongerMovesSoftDecayMarkToo()
    {
        TempLake lake;
        const Delta d = lake->insert(draft(u"sysinfo"_s, u"load 0.3"_s));
        QCOMPARE(d.expiresAt, std::optional<qint64>(kT0 + Day));
        QCOMPARE(lake->previewRetime(u"sysinfo"_s, {10 * Day, DecayClass::None}).expireAtOnce, 0);
        QCOMPARE(lake->setSourceSettings(u"sysinfo"_s, {10 * Day, DecayClass::None}, true), 1);
        QCOMPARE(lake->get(d.id)->expiresAt, std::optional<qint64>(kT0 + 10 * Day));
        QSqlQuery q(LakeSql::of(*lake));
        QVERIFY(q.exec(u"SELECT decay_mark_at FROM deltas"_s));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toLongLong(), kT0 + 10 * Day * 3 / 4);
    }

    void nonsenseSettingsRefused_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<qint64>("expiry"); // kNever = never
        QTest::addColumn<DecayClass>("cls");
        QTest::newRow("zero") << u"rss"_s << qint64(0) << DecayClass::None;
        QTest::newRow("negative") << u"rss"_s << -Day << DecayClass::None;
        QTest::newRow("one ms") << u"sysinfo"_s << qint64(1) << DecayClass::None;
        QTest::newRow("over 3650 days") << u"rss"_s << 3651 * Day << DecayClass::None;
        QTest::newRow("3650 days + 1 ms") << u"browser"_s << 3650 * Day + 1 << DecayClass::None;
        QTest::newRow("never for rss") << u"rss"_s << kNever << DecayClass::None;
        QTest::newRow("never for rss:hn") << u"rss:hn"_s << kNever << DecayClass::None;
        QTest::newRow("never for sysinfo") << u"sysinfo"_s << kNever << DecayClass::None;
        QTest::newRow("never for home-assistant") << u"home-assistant"_s << kNever << DecayClass::None;
        QTest::newRow("bad source name") << u"RSS HN"_s << 7 * Day << DecayClass::None;
        QTest::newRow("empty source name") << QString() << 7 * Day << DecayClass::None;
        // "never" by another name: a permanent decay class on an observing source.
        QTest::newRow("permanent class for rss") << u"rss"_s << 7 * Day << DecayClass::Permanent;
        QTest::newRow("permanent class for sysinfo") << u"sysinfo"_s << Day << DecayClass::Permanent;
    }

    void nonsenseSettingsRefused()
    {
        QFETCH(QString, source);
        QFETCH(qint64, expiry);
        QFETCH(DecayClass, cls);
        TempLake lake;
        const Delta existing = lake->insert(draft(u"rss"_s, u"an item"_s));
        const SourceSettings s{expiry == kNever ? std::nullopt : std::optional<qint64>(expiry), cls};
        try {
            lake->setSourceSettings(source, s, true);
            QFAIL("a nonsense setting was accepted");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::InvalidInput);
            QVERIFY(!e.message().isEmpty());
            QVERIFY(!e.field().isEmpty());
        }
        if (!source.isEmpty() && source == source.toLower())
            QVERIFY(!lake->hasCustomSettings(source));
        QCOMPARE(*lake->get(existing.id), existing);
        QCOMPARE(auditCount(*lake, u"policy-change"_s), 0);
    }

    void sensibleBoundariesAccepted()
    {
        TempLake lake;
        lake->setSourceSettings(u"rss"_s, {3650 * Day, DecayClass::None}, false);
        QCOMPARE(lake->sourceSettings(u"rss"_s).expiryMs, std::optional<qint64>(3650 * Day));
        lake->setSourceSettings(u"heartbeat"_s, {Minute, DecayClass::None}, false);
        QCOMPARE(lake->insert(draft(u"heartbeat"_s, u"alive"_s)).expiresAt, std::optional<qint64>(kT0 + Minute));
        // "never" is offered for browser captures and for authored sources.
        lake->setSourceSettings(u"browser"_s, {std::nullopt, DecayClass::None}, false);
        QVERIFY(!lake->insert(draft(u"browser"_s, u"a page"_s)).expiresAt);
        // Where "never" is allowed, so is the permanent class.
        lake->setSourceSettings(u"browser"_s, {7 * Day, DecayClass::Permanent}, false);
        QVERIFY(!lake->insert(draft(u"browser"_s, u"another page"_s)).expiresAt);
        // A finite class is fine for an observing source.
        lake->setSourceSettings(u"rss"_s, {30 * Day, DecayClass::Session}, false);
        QCOMPARE(lake->insert(draft(u"rss"_s, u"an item"_s)).expiresAt, std::optional<qint64>(kT0 + 24 * Hour));
        // An authored source may be made to wilt by the person (DESIGN §3).
        lake->setSourceSettings(u"vault"_s, {90 * Day, DecayClass::None}, false);
        QCOMPARE(lake->insert(draft(u"vault"_s, u"a note"_s)).expiresAt, std::optional<qint64>(kT0 + 90 * Day));
    }

    // --- decay classes beat the plain TTL ----------------------------------

    void explicitDecayClassOverridesTheSource()
    {
        TempLake lake;
        Delta d = draft(u"rss"_s, u"a feed item kept for this session"_s);
        d.decayClass = DecayClass::Session;
        d.observedAt = kT0 - Hour;
        const Delta written = lake->insert(d);
        QCOMPARE(written.decayClass, DecayClass::Session);
        QCOMPARE(written.expiresAt, std::optional<qint64>(kT0 - Hour + 24 * Hour));
        QCOMPARE(lake->get(written.id)->decayClass, DecayClass::Session);

        // A class in the source's setting applies to new deltas, and an
        // explicit class still beats it.
        lake->setSourceSettings(u"mastodon"_s, {30 * Day, DecayClass::Active}, false);
        const Delta fromSetting = lake->insert(draft(u"mastodon"_s, u"toot"_s));
        QCOMPARE(fromSetting.decayClass, DecayClass::Active);
        QCOMPARE(fromSetting.expiresAt, std::optional<qint64>(kT0 + 14 * Day));
        Delta explicitDraft = draft(u"mastodon"_s, u"checkpointed toot"_s);
        explicitDraft.decayClass = DecayClass::Checkpoint;
        const Delta explicitOne = lake->insert(explicitDraft);
        QCOMPARE(explicitOne.decayClass, DecayClass::Checkpoint);
        QCOMPARE(explicitOne.expiresAt, std::optional<qint64>(kT0 + 4 * Hour));
    }

    void decayMarkIsThreeQuarters()
    {
        QCOMPARE(ExpiryLaws::decayMark(kT0, kT0 + 100 * Hour), std::optional<qint64>(kT0 + 75 * Hour));
        QCOMPARE(ExpiryLaws::decayMark(std::nullopt, kT0), std::nullopt);
        QCOMPARE(ExpiryLaws::decayMark(kT0, std::nullopt), std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TestLaws)
#include "tst_laws.moc"
