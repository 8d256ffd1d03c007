// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Capture from a conversation turn (issue 5, seed 001): an episode per
// turn, durable memories from what the person states, a contradiction
// superseding the old memory with lineage, "forget …" hiding what it names,
// unsure statements held back, and nothing half-written on bad input.

#include "Capture.h"
#include "Lake.h"
#include "Recall.h"
#include "TarnError.h"
#include "TestSupport.h"

#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {
CaptureReport say(Lake &lake, const QString &user, const MemorySettings &settings = {}, const QString &session = {})
{
    return Capture::captureTurn(lake, {user, QStringLiteral("Noted."), session}, settings);
}
} // namespace

class TestCapture : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyTurnIsAnEpisode()
    {
        TempLake lake;
        const CaptureReport r = Capture::captureTurn(
            *lake, {QStringLiteral("How far is the moon?"), QStringLiteral("About 384,000 km."), QStringLiteral("s1")}, {});
        QCOMPARE(r.episode.kind, Kind::Episode);
        QCOMPARE(r.episode.source, QStringLiteral("chat"));
        QCOMPARE(r.episode.content, QStringLiteral("User: How far is the moon?\nAssistant: About 384,000 km."));
        QCOMPARE(r.episode.sessionId, QStringLiteral("s1"));
        QVERIFY(r.episode.episodeId.endsWith(QLatin1String(":s1")));
        QVERIFY(r.remembered.isEmpty());
        QVERIFY(lake->get(r.episode.id).has_value());
        // Without a session, the day's turns share one episode id.
        const CaptureReport a = say(*lake, QStringLiteral("Hello"));
        const CaptureReport b = say(*lake, QStringLiteral("Hello again"));
        QCOMPARE(a.episode.episodeId, b.episode.episodeId);
        QVERIFY(a.episode.episodeId.endsWith(QLatin1String(":default")));
    }

    void statementsBecomeDurableMemories()
    {
        TempLake lake;
        const CaptureReport r = say(*lake, QStringLiteral("My name is Robin, and I prefer short answers."));
        QCOMPARE(r.remembered.size(), 2);
        const Delta name = r.remembered.at(0);
        QCOMPARE(name.kind, Kind::Profile);
        QCOMPARE(name.content, QStringLiteral("Is called Robin."));
        QCOMPARE(name.subject, QStringLiteral("profile:name"));
        QCOMPARE(name.tags, (QStringList{QStringLiteral("captured"), QStringLiteral("name")}));
        QCOMPARE(name.segmentId, r.episode.id); // the turn it came from
        QCOMPARE(name.episodeId, r.episode.episodeId);
        QVERIFY(name.isAuthored()); // what a person says about themself does not wilt
        QCOMPARE(r.remembered.at(1).kind, Kind::Preference);
        QVERIFY(qFuzzyCompare(r.remembered.at(1).confidence, 0.85));
        // Audited as one capture.
        const QList<AuditEntry> audit = lake->audit().recent({QStringLiteral("capture")});
        QCOMPARE(audit.size(), 1);
        QCOMPARE(audit.at(0).deltaId, r.episode.id);
        QCOMPARE(audit.at(0).count.value_or(-1), 2);
    }

    void contradictionSupersedesWithLineage()
    {
        TempLake lake;
        const Delta robin = say(*lake, QStringLiteral("My name is Robin.")).remembered.at(0);
        lake.clock.advance(60'000);
        const CaptureReport r = say(*lake, QStringLiteral("Actually, call me Rob."));
        QVERIFY(r.remembered.isEmpty());
        QCOMPARE(r.superseded.size(), 1);
        QCOMPARE(r.superseded.at(0).first, robin.id);
        const Delta rob = r.superseded.at(0).second;
        QCOMPARE(rob.content, QStringLiteral("Prefers to be called Rob."));
        QCOMPARE(rob.supersedes, robin.id);
        QCOMPARE(rob.subject, QStringLiteral("profile:name"));
        QCOMPARE(rob.segmentId, r.episode.id);
        QVERIFY(qFuzzyCompare(rob.confidence, 0.85));
        const Delta old = *lake->get(robin.id);
        QCOMPARE(old.supersededBy, rob.id);
        QCOMPARE(old.content, QStringLiteral("Is called Robin.")); // kept, never rewritten
        // Recall of memories sees only the correction.
        RecallOptions memories;
        memories.kinds = {Kind::Profile};
        QStringList recalled;
        for (const RecallHit &h : Recall::recall(*lake, QStringLiteral("called"), memories))
            recalled << h.delta.id;
        QCOMPARE(recalled, QStringList{rob.id});
        // Preferences about the same thing supersede each other too.
        const Delta likes = say(*lake, QStringLiteral("I like olives.")).remembered.at(0);
        const CaptureReport changed = say(*lake, QStringLiteral("I don't like olives anymore."));
        QCOMPARE(changed.superseded.size(), 1);
        QCOMPARE(changed.superseded.at(0).first, likes.id);
        QCOMPARE(changed.superseded.at(0).second.content, QStringLiteral("Does not like olives."));
    }

    void repeatingWritesNothingNew()
    {
        TempLake lake;
        const Delta first = say(*lake, QStringLiteral("My favourite colour is green.")).remembered.at(0);
        const CaptureReport again = say(*lake, QStringLiteral("my favourite colour is green"));
        QVERIFY(again.remembered.isEmpty());
        QVERIFY(again.superseded.isEmpty());
        QCOMPARE(again.alreadyKnown, QStringList{first.id});
    }

    void unsureStatementsAreHeldBack()
    {
        TempLake lake;
        const CaptureReport r = say(*lake, QStringLiteral("I think I prefer the dark theme."));
        QVERIFY(r.remembered.isEmpty());
        QCOMPARE(r.heldBack.size(), 1);
        QCOMPARE(r.heldBack.at(0).content, QStringLiteral("Prefers the dark theme."));
        QVERIFY(r.episode.content.contains(QLatin1String("dark theme"))); // the words stay in the episode
        // A lower gate lets it through.
        MemorySettings lenient;
        lenient.minProfileConfidence = 0.5;
        const CaptureReport kept = say(*lake, QStringLiteral("I think I prefer the dark theme."), lenient);
        QCOMPARE(kept.remembered.size(), 1);
        QVERIFY(qFuzzyCompare(kept.remembered.at(0).confidence, 0.6));
    }

    void forgetHidesWhatItNames()
    {
        TempLake lake;
        const CaptureReport said = say(*lake, QStringLiteral("I like olives."));
        const Delta olives = said.remembered.at(0);
        const Delta tea = say(*lake, QStringLiteral("I like green tea.")).remembered.at(0);
        const CaptureReport r = say(*lake, QStringLiteral("Please forget that I like olives. Forget my bank pin."));
        // The memory and the turn it came from.
        QCOMPARE(r.forgotten, (QStringList{olives.id, said.episode.id}));
        QCOMPARE(lake->get(said.episode.id)->state, DeltaState::Forgotten);
        QCOMPARE(r.unmatchedForgets, QStringList{QStringLiteral("my bank pin")});
        QCOMPARE(lake->get(olives.id)->state, DeltaState::Forgotten);
        QCOMPARE(lake->get(tea.id)->state, DeltaState::Active);
        // Only the request itself still mentions them.
        const QList<RecallHit> left = Recall::recall(*lake, QStringLiteral("olives"));
        QCOMPARE(left.size(), 1);
        QCOMPARE(left.at(0).delta.id, r.episode.id);
    }

    void errandsAreShortLivedGoals()
    {
        // Issue 20: "remind me to …" becomes a goal that lives as long as an
        // active task (14 days, refreshed when recalled), not for ever.
        TempLake lake;
        const CaptureReport r = say(*lake, QStringLiteral("Remind me to water the plants."));
        QCOMPARE(r.remembered.size(), 1);
        const Delta errand = r.remembered.at(0);
        QCOMPARE(errand.kind, Kind::Goal);
        QCOMPARE(errand.decayClass, DecayClass::Active);
        QVERIFY(errand.expiresAt.has_value());
        QVERIFY(errand.content.contains(QLatin1String("water the plants")));
        // German too; a statement about oneself stays authored.
        const CaptureReport de = say(*lake, QStringLiteral("Erinnere mich morgen an den Zahnarzt. Ich wohne in Graz."));
        QCOMPARE(de.remembered.size(), 2);
        QCOMPARE(de.remembered.at(0).decayClass, DecayClass::Active);
        QCOMPARE(de.remembered.at(1).kind, Kind::Profile);
        QVERIFY(de.remembered.at(1).isAuthored());
    }

    void assistantWordsAreNotCaptured()
    {
        // Only the person's statements become memories about them.
        TempLake lake;
        const CaptureReport r = Capture::captureTurn(
            *lake, {QStringLiteral("Hi"), QStringLiteral("My name is Claude and I like poetry."), {}}, {});
        QVERIFY(r.remembered.isEmpty());
        QVERIFY(r.episode.content.contains(QLatin1String("Claude")));
    }

    void emptyTurnIsRefusedAndWritesNothing()
    {
        TempLake lake;
        const qint64 before = lake->stats().total;
        try {
            Capture::captureTurn(*lake, {QStringLiteral("  "), QString(), {}}, {});
            QFAIL("an empty turn was accepted");
        } catch (const TarnError &e) {
            QVERIFY2(e.message().contains(QLatin1String("user")), qPrintable(e.message()));
        }
        QCOMPARE(lake->stats().total, before);
    }

    void reportAsJson()
    {
        TempLake lake;
        say(*lake, QStringLiteral("My name is Robin."));
        const QJsonObject json = say(*lake, QStringLiteral("Call me Rob. I think I like jazz.")).toJson();
        QCOMPARE(json.value(QStringLiteral("superseded")).toArray().size(), 1);
        QCOMPARE(json.value(QStringLiteral("held_back")).toArray().size(), 1);
        QCOMPARE(json.value(QStringLiteral("episode")).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("episode"));
    }
};

QTEST_GUILESS_MAIN(TestCapture)
#include "tst_capture.moc"
