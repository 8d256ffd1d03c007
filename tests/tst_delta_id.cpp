// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Delta ids (DESIGN §1, §5): 12 lowercase hex digits, rising with time, never
// handed out twice, a lossless mapping to the row's 48-bit integer key.

#include "DeltaId.h"
#include "TestSupport.h"

#include <QRegularExpression>
#include <algorithm>
#include <QSet>
#include <thread>
#include <vector>

using namespace tarn;
using namespace tarn::test;

namespace {

const QRegularExpression &idShape()
{
    static const QRegularExpression re(QStringLiteral("^[0-9a-f]{12}$"));
    return re;
}

} // namespace

class TestDeltaId : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void generatedIdsHaveTheWireShape()
    {
        DeltaIdGenerator gen;
        qint64 now = kT0;
        for (int i = 0; i < 2000; ++i) {
            const QString id = gen.next(now);
            QVERIFY2(idShape().match(id).hasMatch(), qPrintable(id));
            QVERIFY(DeltaId::isValid(id));
            now += 37; // a spread of times, including ones far from kT0
        }
        // Far in the future (2100) the id is still 12 hex digits.
        const QString late = gen.next(4102444800000LL);
        QVERIFY2(idShape().match(late).hasMatch(), qPrintable(late));
    }

    void idsRiseWithTime()
    {
        // Two independent generators: the one asked later always answers
        // higher, so the rise comes from the time, not from the counter.
        for (qint64 step : {qint64(1), qint64(2), qint64(1000), Duration::Day, 365 * Duration::Day}) {
            for (int round = 0; round < 50; ++round) {
                DeltaIdGenerator early;
                DeltaIdGenerator late;
                const qint64 a = early.nextKey(kT0 + round);
                const qint64 b = late.nextKey(kT0 + round + step);
                QVERIFY2(b > a, qPrintable(QStringLiteral("step %1: %2 !> %3").arg(step).arg(b).arg(a)));
            }
        }
        // One generator as the clock moves: strictly rising, and the text
        // form sorts the same way as the key (fixed width, lowercase hex).
        DeltaIdGenerator gen;
        QString previous;
        for (int i = 0; i < 500; ++i) {
            const QString id = gen.next(kT0 + i * 3);
            QVERIFY2(id > previous, qPrintable(id + QStringLiteral(" after ") + previous));
            previous = id;
        }
    }

    void timeIsInTheTopBits()
    {
        // The header promises milliseconds since 2020 above the low 8 bits.
        constexpr qint64 epoch2020 = 1577836800000LL;
        DeltaIdGenerator gen;
        const qint64 key = gen.nextKey(kT0);
        QCOMPARE(key >> 8, kT0 - epoch2020);
    }

    void uniqueUnderManyCallsInOneMillisecond()
    {
        DeltaIdGenerator gen;
        constexpr int n = 100000;
        QSet<qint64> seen;
        seen.reserve(n);
        qint64 previous = -1;
        for (int i = 0; i < n; ++i) {
            const qint64 key = gen.nextKey(kT0);
            QVERIFY(key > previous); // strictly rising even when time stands still
            previous = key;
            seen.insert(key);
        }
        QCOMPARE(seen.size(), n);
        // ... and the next millisecond does not step back into them.
        QVERIFY(gen.nextKey(kT0 + 1) > previous);
    }

    void uniqueFromTwoThreads()
    {
        DeltaIdGenerator gen;
        constexpr int perThread = 50000;
        std::vector<qint64> a(perThread), b(perThread);
        auto work = [&gen](std::vector<qint64> &out) {
            for (qint64 &k : out)
                k = gen.nextKey(kT0); // both threads in the same millisecond
        };
        std::thread t1(work, std::ref(a));
        std::thread t2(work, std::ref(b));
        t1.join();
        t2.join();
        QSet<qint64> all;
        all.reserve(2 * perThread);
        for (qint64 k : a)
            all.insert(k);
        for (qint64 k : b)
            all.insert(k);
        QCOMPARE(all.size(), 2 * perThread);
        // Each thread saw its own keys rise.
        QVERIFY(std::is_sorted(a.begin(), a.end()));
        QVERIFY(std::is_sorted(b.begin(), b.end()));
        QVERIFY(std::adjacent_find(a.begin(), a.end()) == a.end());
    }

    void observedKeysAreNeverReissued()
    {
        // A restored lake may hold ids ahead of this process's clock.
        DeltaIdGenerator gen;
        const qint64 ahead = *DeltaId::toKey(QStringLiteral("f00000000000"));
        gen.observe(ahead);
        QVERIFY(gen.nextKey(kT0) > ahead);
        // Observing an older key changes nothing.
        const qint64 k = gen.nextKey(kT0);
        gen.observe(1);
        QVERIFY(gen.nextKey(kT0) > k);
    }

    void keyRoundTrip_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<qint64>("key");
        QTest::newRow("zero") << QStringLiteral("000000000000") << qint64(0);
        QTest::newRow("one") << QStringLiteral("000000000001") << qint64(1);
        QTest::newRow("max") << QStringLiteral("ffffffffffff") << DeltaId::kMaxValue;
        QTest::newRow("mixed") << QStringLiteral("0123456789ab") << qint64(0x0123456789abLL);
        QTest::newRow("letters") << QStringLiteral("abcdefabcdef") << qint64(0xabcdefabcdefLL);
    }

    void keyRoundTrip()
    {
        QFETCH(QString, id);
        QFETCH(qint64, key);
        QVERIFY(DeltaId::isValid(id));
        const auto parsed = DeltaId::toKey(id);
        QVERIFY(parsed.has_value());
        QCOMPARE(*parsed, key);
        QCOMPARE(DeltaId::fromKey(key), id);
        QCOMPARE(DeltaId::fromKey(*DeltaId::toKey(id)), id);
    }

    void generatedKeysRoundTrip()
    {
        DeltaIdGenerator gen;
        for (int i = 0; i < 1000; ++i) {
            const qint64 key = gen.nextKey(kT0 + i * Duration::Hour);
            QVERIFY(key >= 0 && key <= DeltaId::kMaxValue);
            const QString id = DeltaId::fromKey(key);
            QCOMPARE(DeltaId::toKey(id).value_or(-1), key);
        }
    }

    void invalidIdsAreRefused_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("empty") << QString();
        QTest::newRow("too short") << QStringLiteral("0123456789a");
        QTest::newRow("too long") << QStringLiteral("0123456789abc");
        QTest::newRow("uppercase") << QStringLiteral("0123456789AB");
        QTest::newRow("not hex") << QStringLiteral("0123456789ag");
        QTest::newRow("0x prefix") << QStringLiteral("0x23456789ab");
        QTest::newRow("leading space") << QStringLiteral(" 123456789ab");
        QTest::newRow("trailing space") << QStringLiteral("123456789ab ");
        QTest::newRow("minus") << QStringLiteral("-12345678901");
        QTest::newRow("plus") << QStringLiteral("+12345678901");
        QTest::newRow("fullwidth digits") << QStringLiteral("０１２３４５６７８９ab");
        QTest::newRow("arabic-indic digits") << QStringLiteral("٠١٢٣٤٥٦٧٨٩ab");
        QTest::newRow("uuid") << QStringLiteral("123e4567-e89b-12d3-a456-426614174000");
        QTest::newRow("twelve spaces") << QStringLiteral("            ");
    }

    void invalidIdsAreRefused()
    {
        QFETCH(QString, id);
        QVERIFY(!DeltaId::isValid(id));
        QVERIFY(!DeltaId::toKey(id).has_value());
    }

    void invalidIdsAreRefusedByTheLake()
    {
        TempLake lake;
        Delta d = draft(QStringLiteral("chat"), QStringLiteral("with a bad id"), Kind::Fact);
        d.id = QStringLiteral("0123456789AB");
        try {
            lake->insert(d);
            QFAIL("an uppercase id was accepted");
        } catch (const TarnError &e) {
            QCOMPARE(e.field(), QStringLiteral("id"));
            QVERIFY2(e.message().contains(QStringLiteral("0123456789AB")), qPrintable(e.message()));
        }
        QCOMPARE(lake->stats().total, 0);
        try {
            lake->get(QStringLiteral("nothex"));
            QFAIL("get accepted a malformed id");
        } catch (const TarnError &e) {
            QCOMPARE(e.field(), QStringLiteral("id"));
        }
    }

    void lakeIdsRiseWithItsClock()
    {
        TempLake lake;
        const Delta a = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("first"), Kind::Episode));
        const Delta b = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("same millisecond"), Kind::Episode));
        lake.clock.advance(1);
        const Delta c = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("a millisecond later"), Kind::Episode));
        for (const Delta &d : {a, b, c})
            QVERIFY2(idShape().match(d.id).hasMatch(), qPrintable(d.id));
        QVERIFY(a.id < b.id);
        QVERIFY(b.id < c.id);
        // A given id is kept; the next generated one lands above it.
        Delta restored = draft(QStringLiteral("chat"), QStringLiteral("restored from the future"), Kind::Fact);
        restored.id = QStringLiteral("fff000000000");
        QCOMPARE(lake->insert(restored).id, QStringLiteral("fff000000000"));
        const Delta d = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("after the restore"), Kind::Episode));
        QVERIFY2(d.id > restored.id, qPrintable(d.id));
    }
};

QTEST_GUILESS_MAIN(TestDeltaId)
#include "tst_delta_id.moc"
