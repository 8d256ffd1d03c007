// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Law 3 (DESIGN §2): affirm / refute / reply each write a new authored delta
// that carries the reason and the target; the target is never modified,
// still wilts, and the engagement outlives it.

#include "Engage.h"
#include "Engagement.h"
#include "Forgetting.h"
#include "MemoryOperations.h"
#include "Reaper.h"
#include "TestSupport.h"
#include "LifecycleTestSupport.h"

#include <QFile>

using namespace tarn;
using namespace tarn::test;
using namespace tarn::Duration;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(tarn::EngagementType)

namespace {

struct Observed
{
    Delta delta;
    QByteArray image;
};

Observed observeWithImage(Lake &lake, const QString &source = u"rss:hn"_s)
{
    Observed o;
    o.image = QByteArray("\x89PNG\r\n\x1a\n fake image bytes for the engagement test", 48);
    Delta d = draft(source, u"Tarn ships a memory lake where observations wilt after thirty days"_s);
    d.tags << u"news"_s;
    d.subject = u"tarn"_s;
    d.mediaHash = lake.putMedia(o.image);
    o.delta = lake.insert(d);
    return o;
}

} // namespace

class TestEngagement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void engagementWritesAuthoredDelta_data()
    {
        QTest::addColumn<EngagementType>("type");
        QTest::addColumn<QString>("prefix");
        QTest::addColumn<QString>("name");
        QTest::newRow("affirm") << EngagementType::Affirm << u"affirms:"_s << u"affirm"_s;
        QTest::newRow("refute") << EngagementType::Refute << u"refutes:"_s << u"refute"_s;
        QTest::newRow("reply") << EngagementType::Reply << u"reply-to:"_s << u"reply"_s;
    }

    void engagementWritesAuthoredDelta()
    {
        QFETCH(EngagementType, type);
        QFETCH(QString, prefix);
        QFETCH(QString, name);
        QCOMPARE(Engagement::tagPrefix(type), prefix);
        QCOMPARE(Engagement::typeFromName(name), std::optional<EngagementType>(type));

        TempLake lake;
        const Observed target = observeWithImage(*lake);
        QVERIFY(target.delta.expiresAt);
        const Delta targetBefore = *lake->get(target.delta.id);
        const qint64 totalBefore = lake->stats().total;

        lake.clock.advance(2 * Hour);
        const QString reason = u"this is what I want to remember about it"_s;
        const Delta e = Engagement::engage(*lake, target.delta.id, type, reason);

        QCOMPARE(e.source, u"tarn-engagement"_s);
        QCOMPARE(e.source, Engagement::sourceName());
        QVERIFY2(e.tags.contains(prefix + target.delta.id), qPrintable(e.tags.join(u' ')));
        QVERIFY(!e.expiresAt.has_value());
        QVERIFY(e.id != target.delta.id);
        QVERIFY(e.content.contains(reason));
        QVERIFY(e.content.contains(target.delta.content));
        QCOMPARE(e.mediaHash, target.delta.mediaHash);
        QCOMPARE(e.observedAt, kT0 + 2 * Hour);
        QCOMPARE(Engagement::targetOf(e), target.delta.id);

        // What was written is what get() reads.
        const std::optional<Delta> stored = lake->get(e.id);
        QVERIFY(stored);
        QCOMPARE(stored->content, e.content);
        QCOMPARE(stored->tags, e.tags);
        QCOMPARE(stored->mediaHash, e.mediaHash);
        QVERIFY(!stored->expiresAt.has_value());
        QCOMPARE(lake->stats().total, totalBefore + 1);

        // The target is untouched, and still wilts on its own clock.
        const std::optional<Delta> targetAfter = lake->get(target.delta.id);
        QVERIFY(targetAfter);
        QCOMPARE(*targetAfter, targetBefore);
        QCOMPARE(targetAfter->expiresAt, std::optional<qint64>(kT0 + 30 * Day));

        // The audit log records the engagement.
        const QList<AuditEntry> audit = lake->audit().recent({u"engage"_s});
        QCOMPARE(audit.size(), 1);
        QCOMPARE(audit.first().deltaId, e.id);
        QCOMPARE(audit.first().detail.value(u"target"_s).toString(), target.delta.id);
    }

    void engagementOutlivesItsTarget_data() { engagementWritesAuthoredDelta_data(); }

    void engagementOutlivesItsTarget()
    {
        QFETCH(EngagementType, type);
        QFETCH(QString, prefix);

        TempLake lake;
        const Observed target = observeWithImage(*lake);
        const Delta e = Engagement::engage(*lake, target.delta.id, type, u"keep the gist"_s);
        const QString mediaPath = lake->media().pathFor(target.delta.mediaHash);
        QVERIFY(QFile::exists(mediaPath));

        // Just before the target's expiry: nothing to reap.
        lake.clock.setNow(*target.delta.expiresAt - 1);
        QCOMPARE(Reaper::run(*lake).removed, 0);
        QVERIFY(lake->get(target.delta.id));

        // At and past it, the target goes; the engagement stays, carrying it.
        lake.clock.setNow(*target.delta.expiresAt + Minute);
        const SweepReport r = Reaper::run(*lake);
        QCOMPARE(r.removed, 1);
        QVERIFY(!lake->get(target.delta.id));
        const std::optional<Delta> kept = lake->get(e.id);
        QVERIFY(kept);
        QCOMPARE(*kept, e);
        QVERIFY(kept->content.contains(target.delta.content));
        QVERIFY(kept->content.contains(u"keep the gist"_s));
        QVERIFY(kept->tags.contains(prefix + target.delta.id));
        // The image stays viewable through the engagement's copy of the hash.
        QCOMPARE(kept->mediaHash, target.delta.mediaHash);
        QVERIFY(lake->media().contains(kept->mediaHash));
        QFile image(mediaPath);
        QVERIFY(image.open(QIODevice::ReadOnly));
        QCOMPARE(image.readAll(), target.image);

        // The engagement still lists under its (gone) target.
        const QList<Delta> listed = lake->engagementsOf(target.delta.id);
        QCOMPARE(listed.size(), 1);
        QCOMPARE(listed.first().id, e.id);

        // And years later it is still there.
        lake.clock.advance(3650 * Day);
        Reaper::run(*lake);
        QVERIFY(lake->get(e.id));
    }

    void engagementsOfListsAllThree()
    {
        TempLake lake;
        const Delta target = lake->insert(draft(u"browser"_s, u"an article about lakes"_s));
        const Delta other = lake->insert(draft(u"browser"_s, u"an unrelated page"_s));
        QVERIFY(lake->engagementsOf(target.id).isEmpty());
        const Delta a = Engagement::engage(*lake, target.id, EngagementType::Affirm, u"yes"_s);
        const Delta r = Engagement::engage(*lake, target.id, EngagementType::Refute, u"no, wrong date"_s);
        const Delta p = Engagement::engage(*lake, target.id, EngagementType::Reply, u"see also the seed"_s);
        const Delta elsewhere = Engagement::engage(*lake, other.id, EngagementType::Affirm, u"also good"_s);

        const QList<Delta> listed = lake->engagementsOf(target.id);
        QStringList ids;
        for (const Delta &d : listed)
            ids << d.id;
        ids.sort();
        QStringList expected{a.id, r.id, p.id};
        expected.sort();
        QCOMPARE(ids, expected);
        QCOMPARE(lake->engagementsOf(other.id).size(), 1);
        QCOMPARE(lake->engagementsOf(other.id).first().id, elsewhere.id);
        QCOMPARE(lake->audit().recent({u"engage"_s}).size(), 4);

        // Engaging with an engagement works too (a reply to a reply).
        const Delta nested = Engagement::engage(*lake, p.id, EngagementType::Reply, u"and a follow-up"_s);
        QCOMPARE(lake->engagementsOf(p.id).size(), 1);
        QCOMPARE(lake->engagementsOf(p.id).first().id, nested.id);
    }

    void authoredTargetsCanBeEngagedToo()
    {
        TempLake lake;
        const Delta target = lake->insert(draft(u"chat"_s, u"I prefer tea"_s, Kind::Preference));
        const Delta e = Engagement::engage(*lake, target.id, EngagementType::Affirm, u"still true"_s);
        QVERIFY(!e.expiresAt);
        QCOMPARE(*lake->get(target.id), target);
    }

    void emptyReasonRefused_data()
    {
        QTest::addColumn<QString>("reason");
        QTest::newRow("empty") << QString();
        QTest::newRow("spaces") << u"   "_s;
        QTest::newRow("whitespace") << u"\n\t "_s;
    }

    void emptyReasonRefused()
    {
        QFETCH(QString, reason);
        TempLake lake;
        const Delta target = lake->insert(draft(u"rss"_s, u"an item"_s));
        const QByteArray before = exportOf(*lake);
        for (EngagementType t : {EngagementType::Affirm, EngagementType::Refute, EngagementType::Reply}) {
            try {
                Engagement::engage(*lake, target.id, t, reason);
                QFAIL("an engagement without a reason was written");
            } catch (const TarnError &e) {
                QCOMPARE(e.kind(), TarnError::Kind::InvalidInput);
                QCOMPARE(e.field(), u"reason"_s);
            }
        }
        QCOMPARE(exportOf(*lake), before);
        QVERIFY(lake->audit().recent({u"engage"_s}).isEmpty());
        QVERIFY(lake->engagementsOf(target.id).isEmpty());
    }

    // A forgotten or invalidated delta is not there to engage with: engaging
    // would write its words back into the lake (issue 19).
    void forgottenOrInvalidTargetIsNotFound()
    {
        TempLake lake;
        const Delta hidden = lake->insert(draft(u"chat"_s, u"a forgotten thought"_s, Kind::Fact));
        const Delta wrong = lake->insert(draft(u"chat"_s, u"an invalid thought"_s, Kind::Fact));
        Forgetting::forgetSoft(*lake, hidden.id);
        MemoryOperations::invalidate(*lake, wrong.id);
        for (const QString &id : {hidden.id, wrong.id})
            for (EngagementType t : {EngagementType::Affirm, EngagementType::Refute, EngagementType::Reply}) {
                try {
                    Engagement::engage(*lake, id, t, u"still here?"_s);
                    QFAIL("engaging a hidden delta succeeded");
                } catch (const TarnError &e) {
                    QCOMPARE(e.kind(), TarnError::Kind::NotFound);
                }
            }
        QVERIFY(lake->audit().recent({u"engage"_s}).isEmpty());
        QVERIFY(lake->engagementsOf(hidden.id).isEmpty());
        QVERIFY(lake->engagementsOf(wrong.id).isEmpty());
    }

    void missingOrExpiredTargetIsNotFound()
    {
        TempLake lake;
        const Delta target = lake->insert(draft(u"heartbeat"_s, u"alive"_s));
        const Delta authored = lake->insert(draft(u"chat"_s, u"a turn"_s, Kind::Episode));

        // An id that was never in the lake.
        const QString missing = u"0123456789ab"_s;
        QVERIFY(!lake->get(missing));
        try {
            Engagement::engage(*lake, missing, EngagementType::Affirm, u"why not"_s);
            QFAIL("engaging a missing delta succeeded");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::NotFound);
        }

        // Expired but not reaped yet: as good as gone.
        lake.clock.setNow(*target.expiresAt);
        QVERIFY(lake->get(target.id));
        try {
            Engagement::engage(*lake, target.id, EngagementType::Affirm, u"too late"_s);
            QFAIL("engaging an expired delta succeeded");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::NotFound);
        }

        // Reaped.
        Reaper::run(*lake);
        QVERIFY(!lake->get(target.id));
        try {
            Engagement::engage(*lake, target.id, EngagementType::Reply, u"gone"_s);
            QFAIL("engaging a reaped delta succeeded");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::NotFound);
        }

        // A malformed id is refused too, and nothing was written at all.
        QVERIFY_THROWS_EXCEPTION(TarnError, Engagement::engage(*lake, u"not-an-id"_s, EngagementType::Affirm, u"x"_s));
        QVERIFY(lake->audit().recent({u"engage"_s}).isEmpty());
        QCOMPARE(lake->stats().total, 1);
        QVERIFY(lake->get(authored.id));
    }

    void longTargetIsCarriedBounded()
    {
        TempLake lake;
        QString longText;
        for (int i = 0; i < 500; ++i)
            longText += u"word%1 "_s.arg(i);
        QVERIFY(longText.size() > Engagement::kCarriedChars);
        const Delta target = lake->insert(draft(u"rss"_s, longText));
        const Delta e = Engagement::engage(*lake, target.id, EngagementType::Affirm, u"long read"_s);
        QVERIFY(e.content.contains(longText.left(Engagement::kCarriedChars)));
        QVERIFY(e.content.size() < longText.size() + 500);
        QVERIFY(e.content.size() > Engagement::kCarriedChars);
    }

    void buildDoesNotWrite()
    {
        TempLake lake;
        const Delta target = lake->insert(draft(u"rss"_s, u"an item"_s));
        const QByteArray before = exportOf(*lake);
        const Delta preview = Engagement::build(target, EngagementType::Refute, u"wrong"_s, {u"extra"_s});
        QVERIFY(preview.tags.contains(u"refutes:"_s + target.id));
        QVERIFY(preview.tags.contains(u"extra"_s));
        QCOMPARE(preview.source, u"tarn-engagement"_s);
        QCOMPARE(exportOf(*lake), before);
    }
};

QTEST_GUILESS_MAIN(TestEngagement)
#include "tst_engagement.moc"
