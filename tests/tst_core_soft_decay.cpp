// Soft decay (seed 004) made time-based and idempotent (DESIGN §3): past 75 %
// of its window a delta's confidence halves once per interval since the
// mark; under 0.1 it is deleted; sweeps at one instant change nothing.

#include "SoftDecay.h"
#include "TestSupport.h"

#include <QBuffer>

using namespace tarn;
using namespace tarn::test;
using namespace tarn::Duration;

namespace {


// An observed delta with a 100 h window from kT0: its 75 % mark is kT0 + 75 h.
Delta windowOf100h(TempLake &lake, const QString &text = QStringLiteral("observed"))
{
    lake->setSourceSettings(QStringLiteral("sensor"), SourceSettings{100 * Hour, DecayClass::None}, false);
    return lake->insert(draft(QStringLiteral("sensor"), text));
}

} // namespace

class TestSoftDecay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stepsDue()
    {
        QCOMPARE(SoftDecay::stepsDue(1000, 999, Hour), 0);
        QCOMPARE(SoftDecay::stepsDue(1000, 1000, Hour), 0);
        QCOMPARE(SoftDecay::stepsDue(1000, 1001, Hour), 1);
        QCOMPARE(SoftDecay::stepsDue(1000, 1000 + Hour, Hour), 2);
        QCOMPARE(SoftDecay::stepsDue(1000, 1000 + 3 * Hour - 1, Hour), 3);
    }

    void fixedVectors_data()
    {
        QTest::addColumn<qint64>("at");        // clock offset from kT0
        QTest::addColumn<double>("confidence"); // -1 = deleted
        QTest::newRow("74 h: before the mark") << 74 * Hour << 1.0;
        QTest::newRow("exactly at the mark") << 75 * Hour << 1.0;
        QTest::newRow("just past the mark") << 75 * Hour + 1 << 0.5;
        QTest::newRow("one interval later") << 76 * Hour + 1 << 0.25;
        QTest::newRow("two intervals later") << 77 * Hour + 1 << 0.125;
        QTest::newRow("three: under 0.1, deleted") << 78 * Hour + 1 << -1.0;
    }

    void fixedVectors()
    {
        QFETCH(qint64, at);
        QFETCH(double, confidence);
        TempLake lake;
        const Delta d = windowOf100h(lake);
        lake.clock.setNow(kT0 + at);
        SoftDecay::Options options;
        options.intervalMs = Hour;
        const SweepReport r = SoftDecay::run(*lake, options);
        QVERIFY(r.error.isEmpty());
        const auto after = lake->get(d.id);
        if (confidence < 0) {
            QVERIFY(!after.has_value());
            QCOMPARE(r.removed, 1);
        } else {
            QVERIFY(after.has_value());
            QCOMPARE(after->confidence, confidence);
        }
    }

    void twoSweepsAtOneInstantChangeNothing()
    {
        TempLake lake;
        windowOf100h(lake, QStringLiteral("a"));
        lake.clock.advance(10 * Hour);
        windowOf100h(lake, QStringLiteral("b"));
        lake.clock.setNow(kT0 + 76 * Hour + 5 * Minute);
        SoftDecay::run(*lake);
        const QByteArray once = exportOf(*lake);
        const SweepReport second = SoftDecay::run(*lake);
        QCOMPARE(second.reduced, 0);
        QCOMPARE(second.removed, 0);
        QCOMPARE(exportOf(*lake), once);
    }

    void dependsOnElapsedTimeNotOnSweepCount()
    {
        TempLake often;
        TempLake once;
        for (TempLake *lake : {&often, &once})
            for (int i = 0; i < 5; ++i) {
                Delta d = draft(QStringLiteral("sensor"), QStringLiteral("reading %1").arg(i));
                d.observedAt = kT0 - i * 7 * Hour;
                d.confidence = 0.9;
                (*lake)->setSourceSettings(QStringLiteral("sensor"), SourceSettings{100 * Hour, DecayClass::None}, false);
                (*lake)->insert(d);
            }
        for (qint64 t = 0; t <= 77 * Hour; t += 10 * Minute) {
            often.clock.setNow(kT0 + t);
            SoftDecay::run(*often);
        }
        once.clock.setNow(kT0 + 77 * Hour - (77 * Hour) % (10 * Minute));
        SoftDecay::run(*once);
        const auto confidences = [](Lake &lake) {
            QList<double> out;
            for (const Delta &d : lake.list({}, {}, 100))
                out << d.confidence;
            return out;
        };
        QCOMPARE(confidences(*often), confidences(*once));
        // Rows that expired in between are the reaper's either way.
        const auto live = [](Lake &lake) { const LakeStats s = lake.stats(); return s.total - s.expiredPending; };
        QCOMPARE(live(*often), live(*once));
    }

    void authoredAndExpiredAreNotTouched()
    {
        TempLake lake;
        Delta low = draft(QStringLiteral("chat"), QStringLiteral("low confidence but authored"), Kind::Episode);
        low.confidence = 0.05;
        const Delta authored = lake->insert(low);
        const Delta heartbeat = lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("alive")));
        lake.clock.advance(30 * Hour); // heartbeat expired: the reaper's, not decay's
        const SweepReport r = SoftDecay::run(*lake);
        QCOMPARE(r.reduced, 0);
        QCOMPARE(r.removed, 0);
        QCOMPARE(lake->get(authored.id)->confidence, 0.05);
        QCOMPARE(lake->get(heartbeat.id)->confidence, 1.0);
    }

    void dryRunCountsAndWritesNothing()
    {
        TempLake lake;
        windowOf100h(lake, QStringLiteral("a"));
        Delta weak = draft(QStringLiteral("sensor"), QStringLiteral("weak"));
        weak.confidence = 0.15;
        lake->insert(weak);
        lake.clock.setNow(kT0 + 75 * Hour + 1);
        const QByteArray before = exportOf(*lake);
        SoftDecay::Options options;
        options.dryRun = true;
        const SweepReport r = SoftDecay::run(*lake, options);
        QCOMPARE(r.wouldReduce, 1); // the weak one goes straight under 0.1
        QCOMPARE(r.wouldRemove, 1);
        QCOMPARE(r.reduced, 0);
        QCOMPARE(exportOf(*lake), before);
        QVERIFY(lake->audit().recent({QStringLiteral("decay")}).isEmpty());
        const SweepReport real = SoftDecay::run(*lake);
        QCOMPARE(real.reduced, 1);
        QCOMPARE(real.removed, 1);
        const QList<AuditEntry> audit = lake->audit().recent({QStringLiteral("decay")});
        QCOMPARE(audit.size(), 1);
        QCOMPARE(audit.constFirst().actor, QStringLiteral("system:decay"));
        QCOMPARE(audit.constFirst().detail.value(QStringLiteral("reduced")).toInt(), 1);
    }
};

QTEST_GUILESS_MAIN(TestSoftDecay)
#include "tst_core_soft_decay.moc"
