// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Soft decay (DESIGN §3, seed 004) made time-based and idempotent: past 75 %
// of its window a delta's confidence halves once per decay interval elapsed
// since the mark (the first halving at the mark); under 0.1 it is deleted.

#include "DeltaJson.h"
#include "DeltaId.h"
#include "ExpiryLaws.h"
#include "LakeSql.h"
#include "TimeFormat.h"
#include "Reaper.h"
#include "SoftDecay.h"
#include "TestSupport.h"
#include "LifecycleTestSupport.h"

#include <QHash>
#include <QMap>
#include <QRandomGenerator>
#include <QSqlQuery>

using namespace tarn;
using namespace tarn::test;
using namespace tarn::Duration;
using namespace Qt::StringLiterals;

namespace {

constexpr double kGone = -1.0;

// A decay-class fact (what an assistant stores; only those soft-decay)
// with a 100 h window: mark at 75 h, expiry at 100 h.
Delta windowed(TempLake &lake, const QString &content = u"a reading"_s)
{
    Delta d = draft(u"agent"_s, content);
    d.observedAt = kT0;
    d.decayClass = DecayClass::Active;
    d.expiresAt = kT0 + 100 * Hour;
    NewDelta nd;
    nd.delta = d;
    nd.keepExpiry = true;
    nd.explicitDecayClass = true;
    const Delta written = lake->insertBatch({nd}).constFirst();
    Q_ASSERT(written.expiresAt == kT0 + 100 * Hour);
    Q_ASSERT(written.decayClass == DecayClass::Active);
    return written;
}

// A decay-class draft with the given window (a restore keeps the expiry).
NewDelta classed(const QString &source, const QString &content, qint64 observedAt, qint64 window)
{
    Delta d = draft(source, content);
    d.observedAt = observedAt;
    d.decayClass = DecayClass::Active;
    d.expiresAt = observedAt + window;
    return NewDelta{d, true, false, true};
}

// A plain-TTL delta (a source's expiry, seed 000) with the same window.
Delta plainWindowed(TempLake &lake, const QString &content = u"a headline"_s)
{
    lake->setSourceSettings(u"api"_s, {100 * Hour, DecayClass::None}, false);
    Delta d = draft(u"api"_s, content);
    d.observedAt = kT0;
    const Delta written = lake->insert(d);
    Q_ASSERT(written.expiresAt == kT0 + 100 * Hour);
    Q_ASSERT(written.decayClass == DecayClass::None);
    return written;
}

double confidenceOf(Lake &lake, const QString &id)
{
    const std::optional<Delta> d = lake.get(id);
    return d ? d->confidence : kGone;
}

// content -> confidence of every unexpired delta.
QMap<QString, double> unexpiredConfidences(Lake &lake)
{
    QMap<QString, double> out;
    QSqlQuery q(LakeSql::of(lake));
    q.prepare(u"SELECT content, confidence FROM deltas WHERE expires_at IS NULL OR expires_at > ?"_s);
    q.addBindValue(lake.clock().nowMs());
    q.exec();
    while (q.next())
        out.insert(q.value(0).toString(), q.value(1).toDouble());
    return out;
}

} // namespace

class TestSoftDecay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixedVectors_data()
    {
        QTest::addColumn<qint64>("at"); // since observed_at
        QTest::addColumn<double>("confidence");
        QTest::addColumn<int>("steps");
        QTest::newRow("74 h: before the mark") << 74 * Hour << 1.0 << 0;
        QTest::newRow("75 h - 1 ms") << 75 * Hour - 1 << 1.0 << 0;
        QTest::newRow("75 h exactly: at the mark, not past it") << 75 * Hour << 1.0 << 0;
        QTest::newRow("75 h + 1 ms") << 75 * Hour + 1 << 0.5 << 1;
        QTest::newRow("75 h 59 min") << 75 * Hour + 59 * Minute << 0.5 << 1;
        QTest::newRow("76 h: one interval later") << 76 * Hour << 0.25 << 2;
        QTest::newRow("76 h + 1 ms") << 76 * Hour + 1 << 0.25 << 2;
        QTest::newRow("77 h") << 77 * Hour + Minute << 0.125 << 3;
        QTest::newRow("77 h 59 min: still over 0.1") << 77 * Hour + 59 * Minute << 0.125 << 3;
        QTest::newRow("78 h: under 0.1, deleted") << 78 * Hour << kGone << 0;
        QTest::newRow("90 h: deleted") << 90 * Hour << kGone << 0;
        QTest::newRow("99 h 59 min: deleted") << 100 * Hour - Minute << kGone << 0;
    }

    void fixedVectors()
    {
        QFETCH(qint64, at);
        QFETCH(double, confidence);
        QFETCH(int, steps);
        TempLake lake;
        const Delta d = windowed(lake);
        lake.clock.setNow(kT0 + at);
        const SweepReport r = SoftDecay::run(*lake);
        QCOMPARE(r.error, QString());
        QCOMPARE(r.kind, SweepKind::SoftDecay);
        QCOMPARE(confidenceOf(*lake, d.id), confidence);
        if (confidence == kGone) {
            QCOMPARE(r.removed, 1);
            QCOMPARE(r.reduced, 0);
        } else {
            QCOMPARE(r.removed, 0);
            QCOMPARE(r.reduced, steps > 0 ? 1 : 0);
            QCOMPARE(lake->get(d.id)->decaySteps, steps);
            // Content and expiry are never touched.
            QCOMPARE(lake->get(d.id)->content, d.content);
            QCOMPARE(lake->get(d.id)->expiresAt, d.expiresAt);
        }
    }

    void sequenceAndIdempotence()
    {
        TempLake lake;
        const Delta d = windowed(lake);

        lake.clock.setNow(kT0 + 74 * Hour);
        QCOMPARE(SoftDecay::run(*lake).reduced, 0);
        QCOMPARE(confidenceOf(*lake, d.id), 1.0);

        lake.clock.setNow(kT0 + 75 * Hour + Second);
        QCOMPARE(SoftDecay::run(*lake).reduced, 1);
        QCOMPARE(confidenceOf(*lake, d.id), 0.5);

        // Again at the same instant: nothing changes.
        const QByteArray once = exportOf(*lake);
        const SweepReport again = SoftDecay::run(*lake);
        QCOMPARE(again.reduced, 0);
        QCOMPARE(again.removed, 0);
        QCOMPARE(exportOf(*lake), once);
        QCOMPARE(lake->get(d.id)->decaySteps, 1);

        // A few minutes later, still inside the same interval: nothing.
        lake.clock.advance(10 * Minute);
        QCOMPARE(SoftDecay::run(*lake).reduced, 0);
        QCOMPARE(confidenceOf(*lake, d.id), 0.5);

        // One interval after the first halving: 0.25.
        lake.clock.setNow(kT0 + 76 * Hour + Second);
        QCOMPARE(SoftDecay::run(*lake).reduced, 1);
        QCOMPARE(confidenceOf(*lake, d.id), 0.25);
        const QByteArray twice = exportOf(*lake);
        SoftDecay::run(*lake);
        QCOMPARE(exportOf(*lake), twice);

        // A clock that steps back (a changed system time) undoes nothing and
        // applies nothing twice.
        lake.clock.setNow(kT0 + 75 * Hour + Second);
        const SweepReport back = SoftDecay::run(*lake);
        QCOMPARE(back.error, QString());
        QCOMPARE(back.reduced, 0);
        QCOMPARE(exportOf(*lake), twice);

        lake.clock.setNow(kT0 + 77 * Hour + Second);
        SoftDecay::run(*lake);
        QCOMPARE(confidenceOf(*lake, d.id), 0.125);

        // Under 0.1: deleted.
        lake.clock.setNow(kT0 + 78 * Hour + Second);
        const SweepReport gone = SoftDecay::run(*lake);
        QCOMPARE(gone.removed, 1);
        QCOMPARE(gone.reduced, 0);
        QVERIFY(!lake->get(d.id));
        // And it is gone from the index too.
        QCOMPARE(searchIndexHits(*lake, u"reading"_s), 0);
    }

    void stepsDue_data()
    {
        QTest::addColumn<qint64>("mark");
        QTest::addColumn<qint64>("now");
        QTest::addColumn<qint64>("interval");
        QTest::addColumn<int>("steps");
        QTest::newRow("before") << kT0 << kT0 - 1 << Hour << 0;
        QTest::newRow("long before") << kT0 << kT0 - 100 * Hour << Hour << 0;
        QTest::newRow("at the mark") << kT0 << kT0 << Hour << 0;
        QTest::newRow("just past") << kT0 << kT0 + 1 << Hour << 1;
        QTest::newRow("an interval less 1 ms") << kT0 << kT0 + Hour - 1 << Hour << 1;
        QTest::newRow("one interval") << kT0 << kT0 + Hour << Hour << 2;
        QTest::newRow("2.5 intervals") << kT0 << kT0 + 5 * Hour / 2 << Hour << 3;
        QTest::newRow("ten intervals") << kT0 << kT0 + 10 * Hour << Hour << 11;
        QTest::newRow("10 min interval") << kT0 << kT0 + Hour << 10 * Minute << 7;
        QTest::newRow("day interval") << kT0 << kT0 + 36 * Hour << Day << 2;
        QTest::newRow("zero interval is guarded") << kT0 << kT0 + 5 << qint64(0) << 6;
    }

    void stepsDue()
    {
        QFETCH(qint64, mark);
        QFETCH(qint64, now);
        QFETCH(qint64, interval);
        QFETCH(int, steps);
        QCOMPARE(SoftDecay::stepsDue(mark, now, interval), steps);
    }

    void authoredNeverTouched()
    {
        TempLake lake;
        const Delta chat = lake->insert(draft(u"chat"_s, u"a turn"_s, Kind::Episode));
        const Delta vault = lake->insert(draft(u"vault"_s, u"a note"_s));
        const Delta engagement = lake->insert(draft(u"tarn-engagement"_s, u"affirmed"_s));
        Delta permanentDraft = draft(u"agent"_s, u"We decided on Qt"_s);
        const Delta permanent = lake->insert(permanentDraft);
        QCOMPARE(permanent.decayClass, DecayClass::Permanent);
        for (qint64 at : {Hour, 100 * Day, 3650 * Day}) {
            lake.clock.setNow(kT0 + at);
            const SweepReport r = SoftDecay::run(*lake);
            QCOMPARE(r.reduced, 0);
            QCOMPARE(r.removed, 0);
        }
        QCOMPARE(*lake->get(chat.id), chat);
        QCOMPARE(*lake->get(vault.id), vault);
        QCOMPARE(*lake->get(engagement.id), engagement);
        QCOMPARE(*lake->get(permanent.id), permanent);
    }

    void expiredLeftToTheReaper()
    {
        TempLake lake;
        const Delta d = windowed(lake);
        lake.clock.setNow(*d.expiresAt); // expires_at <= now: expired
        SweepReport r = SoftDecay::run(*lake);
        QCOMPARE(r.reduced, 0);
        QCOMPARE(r.removed, 0);
        QCOMPARE(*lake->get(d.id), d);
        lake.clock.advance(Day);
        r = SoftDecay::run(*lake);
        QCOMPARE(r.removed, 0);
        QCOMPARE(*lake->get(d.id), d);
        // The reaper takes it, and logs it as a reap.
        QCOMPARE(Reaper::run(*lake).removed, 1);
        QVERIFY(!lake->get(d.id));
    }

    void dryRunChangesNothing()
    {
        TempLake lake;
        auto at = [&](qint64 observed, const QString &content) {
            return lake->insertBatch({classed(u"agent"_s, content, observed, 100 * Hour)}).constFirst();
        };
        // At T0 + 100 h: marks at 75 h after each observed_at.
        at(kT0 + 30 * Hour, u"before its mark"_s);             // mark 105 h: untouched
        at(kT0 + 25 * Hour - 30 * Minute, u"one step"_s);       // mark 99.5 h: 1 step -> 0.5
        at(kT0 + 24 * Hour - 30 * Minute, u"two steps"_s);      // mark 98.5 h: 2 steps -> 0.25
        at(kT0 + 22 * Hour - 30 * Minute, u"four steps"_s);     // mark 96.5 h: 4 steps -> gone
        at(kT0 + 10 * Hour, u"long past"_s);                    // mark 85 h: gone
        at(kT0 - Hour, u"expired"_s);                          // expired at 99 h: the reaper's
        lake->insert(draft(u"chat"_s, u"authored"_s));
        lake.clock.setNow(kT0 + 100 * Hour);

        const QByteArray before = exportOf(*lake);
        const qint64 auditBefore = lake->stats().auditEntries;
        SoftDecay::Options dry;
        dry.dryRun = true;
        const SweepReport preview = SoftDecay::run(*lake, dry);
        QVERIFY(preview.dryRun);
        QCOMPARE(preview.wouldReduce, 2);
        QCOMPARE(preview.wouldRemove, 2);
        QCOMPARE(preview.reduced, 0);
        QCOMPARE(preview.removed, 0);
        QCOMPARE(exportOf(*lake), before);
        QCOMPARE(lake->stats().auditEntries, auditBefore);

        const SweepReport real = SoftDecay::run(*lake);
        QCOMPARE(real.reduced, preview.wouldReduce);
        QCOMPARE(real.removed, preview.wouldRemove);
        const QMap<QString, double> c = unexpiredConfidences(*lake);
        QCOMPARE(c.value(u"before its mark"_s, kGone), 1.0);
        QCOMPARE(c.value(u"one step"_s, kGone), 0.5);
        QCOMPARE(c.value(u"two steps"_s, kGone), 0.25);
        QCOMPARE(c.value(u"four steps"_s, kGone), kGone);
        QCOMPARE(c.value(u"long past"_s, kGone), kGone);
        QCOMPARE(c.value(u"authored"_s, kGone), 1.0);
        QCOMPARE(lake->stats().expiredPending, 1);

        // The audit entry.
        const QList<AuditEntry> audit = lake->audit().recent({u"decay"_s});
        QCOMPARE(audit.size(), 1);
        QCOMPARE(audit.first().op, u"decay"_s);
        QCOMPARE(audit.first().actor, u"system:decay"_s);
        QCOMPARE(audit.first().count, std::optional<qint64>(2));
        QCOMPARE(audit.first().detail.value(u"reduced"_s).toInteger(), 2);
        QCOMPARE(audit.first().detail.value(u"removed"_s).toInteger(), 2);
    }

    void dependsOnElapsedTimeNotOnSweeps()
    {
        // The same drafts in two lakes: one swept every 10 minutes, one once
        // at the end. Every unexpired delta ends with the same confidence,
        // and the same ones are gone.
        TempLake often;
        TempLake once;
        for (TempLake *l : {&often, &once}) {
            (*l)->setSourceSettings(u"api"_s, {100 * Hour, DecayClass::None}, false);
            (*l)->setSourceSettings(u"mastodon"_s, {7 * Hour, DecayClass::None}, false);
        }
        const QStringList sources{u"sysinfo"_s, u"heartbeat"_s, u"routine-proposal"_s, u"api"_s,
                                  u"mastodon"_s, u"rss"_s, u"chat"_s, u"agent"_s};
        const qint64 end = kT0 + 30 * Hour + 7 * Minute;
        const QHash<QString, qint64> windows{
            {u"sysinfo"_s, Day}, {u"heartbeat"_s, 24 * Hour}, {u"routine-proposal"_s, 6 * Hour},
            {u"api"_s, 100 * Hour}, {u"mastodon"_s, 7 * Hour}, {u"rss"_s, 30 * Day},
            {u"chat"_s, 0}, {u"agent"_s, 24 * Hour}};
        QRandomGenerator rng(20261122);
        QList<NewDelta> drafts;
        for (int i = 0; i < 300; ++i) {
            Delta d = draft(sources.at(rng.bounded(int(sources.size()))), u"delta %1"_s.arg(i));
            if (d.source == u"agent")
                d.content += u" currently debugging"_s; // session: 24 h
            if (i % 2 == 0) {
                d.observedAt = kT0 - qint64(rng.bounded(5 * 24 * 60)) * Minute;
            } else {
                // Half of them with their 75 % mark within a few hours of
                // the end, where the halvings are still visible.
                const qint64 window = windows.value(d.source);
                const qint64 markAt = end - qint64(rng.bounded(4 * 60)) * Minute + 30 * Minute;
                d.observedAt = markAt - window * 3 / 4 + rng.bounded(int(Minute));
            }
            const qint64 window = windows.value(d.source);
            drafts << (window > 0 && d.source != u"agent" ? classed(d.source, d.content, d.observedAt, window)
                                                          : NewDelta{d, false, false, false});
        }
        often->insertBatch(drafts);
        once->insertBatch(drafts);

        int sweeps = 0;
        qint64 reducedOften = 0;
        for (qint64 t = kT0; t <= end; t += 10 * Minute) {
            often.clock.setNow(t);
            reducedOften += SoftDecay::run(*often).reduced;
            ++sweeps;
        }
        often.clock.setNow(end);
        SoftDecay::run(*often);
        once.clock.setNow(end);
        const SweepReport single = SoftDecay::run(*once);
        QVERIFY(sweeps > 150);
        QVERIFY(reducedOften > single.reduced); // the frequent sweeps did work along the way

        const QMap<QString, double> a = unexpiredConfidences(*often);
        const QMap<QString, double> b = unexpiredConfidences(*once);
        QCOMPARE(a.keys(), b.keys());
        int decayed = 0;
        for (auto it = a.cbegin(); it != a.cend(); ++it) {
            QCOMPARE(it.value(), b.value(it.key()));
            if (it.value() < 1.0)
                ++decayed;
        }
        // The vectors are not vacuous: some are halved, some gone.
        QVERIFY(decayed > 5);
        QVERIFY(single.removed > 0);
        QVERIFY(single.reduced > 0);
    }

    void confidenceSweepsInBatches()
    {
        TempLake lake;
        QList<NewDelta> drafts;
        for (int i = 0; i < 500; ++i)
            drafts << classed(u"agent"_s, u"reading %1"_s.arg(i), kT0, 100 * Hour);
        lake->insertBatch(drafts);
        lake.clock.setNow(kT0 + 75 * Hour + Minute);
        SoftDecay::Options opt;
        opt.batch = 50;
        opt.targetBatchMs = 0; // shrink toward the floor
        const SweepReport r = SoftDecay::run(*lake, opt);
        QCOMPARE(r.reduced, 500);
        QVERIFY2(r.batches >= 2, qPrintable(QString::number(r.batches)));
        QSqlQuery q(LakeSql::of(*lake));
        QVERIFY(q.exec(u"SELECT min(confidence), max(confidence), min(decay_steps), max(decay_steps) FROM deltas"_s) && q.next());
        QCOMPARE(q.value(0).toDouble(), 0.5);
        QCOMPARE(q.value(1).toDouble(), 0.5);
        QCOMPARE(q.value(2).toInt(), 1);
        QCOMPARE(q.value(3).toInt(), 1);
    }

    // DESIGN §3: a source's expiry is a promise. A plain-TTL delta is never
    // soft-decayed; it lives exactly until expires_at, and the reaper takes
    // it then.
    void plainTtlLivesUntilItsExpiry()
    {
        TempLake lake;
        const Delta d = plainWindowed(lake);
        QCOMPARE(ExpiryLaws::deadline(d), d.expiresAt);
        for (qint64 at : {75 * Hour + 1, 78 * Hour, 99 * Hour, 100 * Hour - 1}) {
            lake.clock.setNow(kT0 + at);
            const SweepReport r = SoftDecay::run(*lake);
            QCOMPARE(r.reduced, 0);
            QCOMPARE(r.removed, 0);
            QCOMPARE(Reaper::run(*lake).removed, 0);
            QCOMPARE(confidenceOf(*lake, d.id), 1.0);
        }
        lake.clock.setNow(kT0 + 100 * Hour);
        QCOMPARE(SoftDecay::run(*lake).removed, 0);
        QCOMPARE(Reaper::run(*lake).removed, 1);
        QVERIFY(!lake->get(d.id));
    }

    // The deadline of a decay-class fact is when soft decay deletes it:
    // confidence 1.0 needs four halvings, the first at the 75 h mark, so the
    // row goes at 78 h (fixedVectors), not at its 100 h expires_at.
    void deadlineOfADecayClassFact_data()
    {
        QTest::addColumn<double>("confidence");
        QTest::addColumn<qint64>("gone"); // since observed_at
        QTest::newRow("1.0: four halvings") << 1.0 << 78 * Hour;
        QTest::newRow("0.8: four halvings") << 0.8 << 78 * Hour;
        QTest::newRow("0.79: three") << 0.79 << 77 * Hour;
        QTest::newRow("0.4: three") << 0.4 << 77 * Hour;
        QTest::newRow("0.2: two") << 0.2 << 76 * Hour;
        QTest::newRow("0.15: one, just past the mark") << 0.15 << 75 * Hour + 1;
        QTest::newRow("0.05: already under, just past the mark") << 0.05 << 75 * Hour + 1;
    }

    void deadlineOfADecayClassFact()
    {
        QFETCH(double, confidence);
        QFETCH(qint64, gone);
        TempLake lake;
        NewDelta nd = classed(u"agent"_s, u"a reading"_s, kT0, 100 * Hour);
        nd.delta.confidence = confidence;
        const Delta d = lake->insertBatch({nd}).constFirst();
        QCOMPARE(d.confidence, confidence);
        QCOMPARE(ExpiryLaws::deadline(d), std::optional<qint64>(kT0 + gone));
        QCOMPARE(DeltaJson::toJson(d).value(u"deadline_at"_s).toString(), TimeFormat::toIso(kT0 + gone));
        QCOMPARE(DeltaJson::toJson(d).value(u"expires_at"_s).toString(), TimeFormat::toIso(kT0 + 100 * Hour));
        lake.clock.setNow(kT0 + gone - 1);
        SoftDecay::run(*lake);
        QVERIFY(lake->get(d.id));
        lake.clock.setNow(kT0 + gone);
        QCOMPARE(SoftDecay::run(*lake).removed, 1);
        QVERIFY(!lake->get(d.id));
    }

    // Property: over random lakes and clocks, no delta is ever deleted
    // before the deadline shown for it (ExpiryLaws::deadline, the SQL form
    // and stats' next expiry agree), and every sweep at or after a deadline
    // takes it: the deadline is the real moment.
    void noDeltaGoesBeforeItsDeadline()
    {
        for (quint32 seed : {1u, 2u, 3u, 4u}) {
            QRandomGenerator rng(seed);
            TempLake lake;
            const qint64 ttl = qint64(1 + rng.bounded(72)) * Hour;
            lake->setSourceSettings(u"api"_s, {ttl, DecayClass::None}, false);
            QList<NewDelta> drafts;
            for (int i = 0; i < 120; ++i) {
                const qint64 observed = kT0 - qint64(rng.bounded(48 * 60)) * Minute;
                if (rng.bounded(2) == 0) {
                    Delta d = draft(u"api"_s, u"plain %1"_s.arg(i));
                    d.observedAt = observed;
                    drafts << NewDelta{d, false, false, false};
                } else {
                    NewDelta nd = classed(u"agent"_s, u"fact %1"_s.arg(i), observed,
                                          qint64(1 + rng.bounded(96)) * Hour);
                    const DecayClass classes[]{DecayClass::Stable, DecayClass::Active, DecayClass::Session,
                                               DecayClass::Checkpoint};
                    nd.delta.decayClass = classes[rng.bounded(4)];
                    nd.delta.confidence = 0.05 + rng.bounded(95) / 100.0;
                    drafts << nd;
                }
            }
            lake->insertBatch(drafts);

            QHash<QString, std::optional<qint64>> shown;
            auto look = [&] {
                shown.clear();
                QSqlQuery q(LakeSql::of(*lake));
                QVERIFY(q.exec(u"SELECT rid, %1 FROM deltas"_s.arg(ExpiryLaws::deadlineSql())));
                QHash<qint64, QVariant> sql;
                while (q.next())
                    sql.insert(q.value(0).toLongLong(), q.value(1));
                std::optional<qint64> next;
                const qint64 now = lake.clock.nowMs();
                ListFilter everything;
                everything.includeHidden = true;
                for (const Delta &d : lake->list(everything, QString(), 1000)) {
                    const auto deadline = ExpiryLaws::deadline(d);
                    shown.insert(d.id, deadline);
                    const QVariant v = sql.value(*DeltaId::toKey(d.id));
                    QCOMPARE(v.isNull() ? std::optional<qint64>() : std::optional<qint64>(v.toLongLong()), deadline);
                    if (deadline && *deadline > now && (!next || *deadline < *next))
                        next = deadline;
                }
                QCOMPARE(lake->stats().nextExpiry, next);
            };
            look();
            qint64 now = kT0;
            for (int step = 0; step < 40; ++step) {
                now += qint64(1 + rng.bounded(180)) * Minute;
                lake.clock.setNow(now);
                const QHash<QString, std::optional<qint64>> before = shown;
                if (rng.bounded(2) == 0) {
                    SoftDecay::run(*lake);
                    Reaper::run(*lake);
                } else {
                    Reaper::run(*lake);
                    SoftDecay::run(*lake);
                }
                for (auto it = before.cbegin(); it != before.cend(); ++it) {
                    const bool alive = lake->get(it.key()).has_value();
                    if (!alive)
                        QVERIFY2(it.value() && *it.value() <= now,
                                 qPrintable(u"seed %1: %2 went %3 ms before its deadline"_s.arg(seed).arg(it.key())
                                                .arg(it.value() ? *it.value() - now : -1)));
                    else
                        QVERIFY2(!it.value() || *it.value() > now,
                                 qPrintable(u"seed %1: %2 outlived its deadline"_s.arg(seed).arg(it.key())));
                }
                look();
            }
        }
    }

    void cancelledDecayIsConsistent()
    {
        TempLake lake;
        const Delta d = windowed(lake);
        std::atomic<bool> cancel{true};
        SoftDecay::Options opt;
        opt.cancel = &cancel;
        lake.clock.setNow(kT0 + 76 * Hour + 1);
        const SweepReport r = SoftDecay::run(*lake, opt);
        QVERIFY(r.cancelled);
        QCOMPARE(confidenceOf(*lake, d.id), 1.0);
        // A later sweep catches up by elapsed time, not by sweeps run.
        const SweepReport later = SoftDecay::run(*lake);
        QCOMPARE(later.reduced, 1);
        QCOMPARE(confidenceOf(*lake, d.id), 0.25);
    }
};

QTEST_GUILESS_MAIN(TestSoftDecay)
#include "tst_soft_decay.moc"
