// Bad input gets a clear error naming the field and nothing is written;
// oversized content is truncated with a marker and an audit entry (DESIGN §1).

#include "DeltaJson.h"
#include "DeltaValidation.h"
#include "TestSupport.h"
#include "TimeFormat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

using namespace tarn;
using namespace tarn::test;

class TestValidation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void idsAreTwelveHexAndRiseWithTime()
    {
        DeltaIdGenerator gen;
        QString previous;
        for (int i = 0; i < 5000; ++i) {
            const QString id = gen.next(kT0 + i / 100);
            QVERIFY(DeltaId::isValid(id));
            QVERIFY2(id > previous, qPrintable(id + QStringLiteral(" <= ") + previous));
            previous = id;
        }
        QCOMPARE(DeltaId::fromKey(*DeltaId::toKey(QStringLiteral("00ab12cd34ef"))), QStringLiteral("00ab12cd34ef"));
        for (const char *bad : {"", "abc", "00AB12CD34EF", "00ab12cd34eg", "00ab12cd34ef0"})
            QVERIFY2(!DeltaId::isValid(QString::fromLatin1(bad)), bad);
    }

    void idsAreUniqueAcrossThreads()
    {
        DeltaIdGenerator gen;
        QList<qint64> a, b;
        QThread *t1 = QThread::create([&] { for (int i = 0; i < 20000; ++i) a << gen.nextKey(kT0); });
        QThread *t2 = QThread::create([&] { for (int i = 0; i < 20000; ++i) b << gen.nextKey(kT0); });
        t1->start();
        t2->start();
        t1->wait();
        t2->wait();
        delete t1;
        delete t2;
        QSet<qint64> all(a.begin(), a.end());
        all.unite(QSet<qint64>(b.begin(), b.end()));
        QCOMPARE(all.size(), 40000);
    }

    void wireFormHasEveryFieldAndRoundTrips()
    {
        TempLake lake;
        Delta d = draft(QStringLiteral("rss:hn"), QStringLiteral("A headline"), Kind::Observation);
        d.tags = {QStringLiteral("feed"), QStringLiteral("hn")};
        d.subject = QStringLiteral("news");
        d.sessionId = QStringLiteral("sess_1");
        d.validFrom = kT0 - 1000;
        const Delta written = lake->insert(d);
        const QJsonObject o = DeltaJson::toJson(written);
        for (const char *field : {"id", "content", "tags", "source", "kind", "subject", "scope", "observed_at",
                                  "created_at", "expires_at", "confidence", "media_hash", "session_id", "segment_id",
                                  "episode_id", "valid_from", "valid_until", "decay_class"})
            QVERIFY2(o.contains(QString::fromLatin1(field)), field);
        QCOMPARE(o.value(QStringLiteral("observed_at")).toString(), QStringLiteral("2026-11-22T00:00:00.000Z"));
        QCOMPARE(o.value(QStringLiteral("expires_at")).toString(), QStringLiteral("2026-12-22T00:00:00.000Z"));
        QVERIFY(o.value(QStringLiteral("media_hash")).isNull());
        const DeltaJson::Parsed back = DeltaJson::fromJson(o, 0);
        QCOMPARE(back.delta, written);
        QVERIFY(back.hasExpiresAt);
    }

    void badInputNamesTheField_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("field");
        QTest::newRow("unknown kind") << QByteArray(R"({"content":"x","source":"chat","kind":"gossip"})") << "kind";
        QTest::newRow("malformed id") << QByteArray(R"({"id":"XYZ","content":"x","source":"chat"})") << "id";
        QTest::newRow("malformed tag") << QByteArray(R"({"content":"x","source":"chat","tags":["has space"]})") << "tags";
        QTest::newRow("tag not a string") << QByteArray(R"({"content":"x","source":"chat","tags":[3]})") << "tags";
        QTest::newRow("bad source") << QByteArray(R"({"content":"x","source":"Not A Source!"})") << "source";
        QTest::newRow("missing source") << QByteArray(R"({"content":"x"})") << "source";
        QTest::newRow("invalid timestamp") << QByteArray(R"({"content":"x","source":"chat","observed_at":"yesterday"})") << "observed_at";
        QTest::newRow("timestamp without offset") << QByteArray(R"({"content":"x","source":"chat","observed_at":"2026-11-22T05:50:59"})") << "observed_at";
        QTest::newRow("impossible date") << QByteArray(R"({"content":"x","source":"chat","expires_at":"2026-02-30T00:00:00Z"})") << "expires_at";
        QTest::newRow("confidence type") << QByteArray(R"({"content":"x","source":"chat","confidence":"high"})") << "confidence";
        QTest::newRow("confidence range") << QByteArray(R"({"content":"x","source":"chat","confidence":1.5})") << "confidence";
        QTest::newRow("unknown field") << QByteArray(R"({"content":"x","source":"chat","colour":"blue"})") << "colour";
        QTest::newRow("empty content") << QByteArray(R"({"content":"   ","source":"chat"})") << "content";
        QTest::newRow("invalid JSON") << QByteArray(R"({"content":"x",)") << "json";
        QTest::newRow("not an object") << QByteArray(R"(["content"])") << "json";
        QTest::newRow("bad scope") << QByteArray(R"({"content":"x","source":"chat","scope":"world"})") << "scope";
        QTest::newRow("bad decay class") << QByteArray(R"({"content":"x","source":"chat","decay_class":"forever"})") << "decay_class";
        QTest::newRow("bad media hash") << QByteArray(R"({"content":"x","source":"chat","media_hash":"abc"})") << "media_hash";
    }

    void badInputNamesTheField()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, field);
        try {
            DeltaJson::fromJsonLine(line, kT0);
            QFAIL("accepted bad input");
        } catch (const TarnError &e) {
            QCOMPARE(e.field(), field);
            QVERIFY(!e.message().isEmpty());
        }
    }

    void nothingOfAFailingBatchIsWritten()
    {
        TempLake lake;
        QList<NewDelta> batch;
        batch << NewDelta{draft(QStringLiteral("chat"), QStringLiteral("fine"), Kind::Episode)};
        Delta bad = draft(QStringLiteral("chat"), QStringLiteral("bad tag"));
        bad.tags << QStringLiteral("no spaces allowed");
        batch << NewDelta{bad};
        QVERIFY_THROWS_EXCEPTION(TarnError, lake->insertBatch(batch));
        QCOMPARE(lake->stats().total, 0);
        QVERIFY(lake->audit().recent({QStringLiteral("insert")}).isEmpty());
    }

    void oversizedContentIsTruncatedAndAudited()
    {
        TempLake lake;
        const QString huge = QString(20000, u'é'); // 40,000 UTF-8 bytes
        const Delta d = lake->insert(draft(QStringLiteral("chat"), huge, Kind::Episode));
        QVERIFY(d.content.toUtf8().size() <= DeltaValidation::kDefaultMaxContentBytes);
        QVERIFY(d.content.contains(QStringLiteral("truncated by Tarn")));
        QVERIFY(d.content.startsWith(QString(100, u'é')));
        QCOMPARE(lake->get(d.id)->content, d.content);
        const QList<AuditEntry> cut = lake->audit().recent({QStringLiteral("truncate")});
        QCOMPARE(cut.size(), 1);
        QCOMPARE(cut.constFirst().deltaId, d.id);
        QCOMPARE(*cut.constFirst().count, 40000);
    }

    void isoTimesParseOffsets()
    {
        QCOMPARE(*TimeFormat::fromIso(QStringLiteral("2026-11-22T05:50:59.123Z")), kT0 + 5 * Duration::Hour + 50 * Duration::Minute + 59123);
        QCOMPARE(*TimeFormat::fromIso(QStringLiteral("2026-11-22T06:50:59.123+01:00")), kT0 + 5 * Duration::Hour + 50 * Duration::Minute + 59123);
        QCOMPARE(TimeFormat::toIso(kT0 + 1), QStringLiteral("2026-11-22T00:00:00.001Z"));
        QCOMPARE(TimeFormat::humanDuration(3 * Duration::Day + 4 * Duration::Hour + 5 * Duration::Minute), QStringLiteral("3 d 4 h"));
        QCOMPARE(TimeFormat::humanDuration(12 * Duration::Minute + 3000), QStringLiteral("12 min"));
    }
};

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_core_validation.moc"
