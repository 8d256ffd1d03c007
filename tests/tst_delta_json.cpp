// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The wire form of a delta (DESIGN §1): DESIGN's field names, ISO 8601 UTC
// times with milliseconds, null for none; a lossless round trip; bad input
// refused with an error that names the field; oversized content truncated
// with a visible marker and an audit entry.

#include "AuditLog.h"
#include "DeltaJson.h"
#include "DeltaValidation.h"
#include "TestSupport.h"
#include "TimeFormat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

Q_DECLARE_METATYPE(tarn::Delta)

using namespace tarn;
using namespace tarn::test;

namespace {

// 2026-11-22T05:50:59.123Z
constexpr qint64 kSample = kT0 + 5 * Duration::Hour + 50 * Duration::Minute + 59 * Duration::Second + 123;

const QString kHash = QStringLiteral("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08");

Delta fullDelta()
{
    Delta d;
    d.id = QStringLiteral("0a1b2c3d4e5f");
    d.content = QStringLiteral("Red Tarn is frozen at the edges — “ice” 🧊");
    d.tags = {QStringLiteral("hiking"), QStringLiteral("lake:red-tarn"), QStringLiteral("affirms:000000000001")};
    d.source = QStringLiteral("rss:weather");
    d.kind = Kind::Observation;
    d.subject = QStringLiteral("red tarn conditions");
    d.scope = Scope::Team;
    d.observedAt = kSample;
    d.createdAt = kSample + 1;
    d.mediaHash = kHash;
    d.sessionId = QStringLiteral("session-1");
    d.segmentId = QStringLiteral("segment-2");
    d.episodeId = QStringLiteral("episode-3");
    d.validFrom = kSample - Duration::Hour;
    d.validUntil = kSample + Duration::Day;
    d.supersedes = QStringLiteral("000000000002");
    d.decayClass = DecayClass::Active;
    d.expiresAt = kSample + 14 * Duration::Day;
    d.confidence = 0.625;
    d.lastConfirmedAt = kSample + 5;
    d.decaySteps = 2;
    d.recallCount = 7;
    d.lastRecalledAt = kSample + 9;
    d.qualityScore = 1.25;
    d.tier = Tier::Episodic;
    d.supersededBy = QStringLiteral("000000000003");
    d.state = DeltaState::Forgotten;
    return d;
}

Delta bareDelta()
{
    Delta d;
    d.id = QStringLiteral("00000000abcd");
    d.content = QStringLiteral("just the content");
    d.source = QStringLiteral("chat");
    d.kind = Kind::Fact;
    d.observedAt = kT0;
    d.createdAt = kT0;
    return d;
}

QByteArray line(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

class TestDeltaJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyDesignFieldIsOnTheWire()
    {
        const QJsonObject o = DeltaJson::toJson(fullDelta());
        // DESIGN §1's names, and the lifecycle ones it lists.
        const QStringList fields{
            QStringLiteral("id"), QStringLiteral("content"), QStringLiteral("tags"), QStringLiteral("source"),
            QStringLiteral("kind"), QStringLiteral("subject"), QStringLiteral("scope"), QStringLiteral("observed_at"),
            QStringLiteral("created_at"), QStringLiteral("expires_at"), QStringLiteral("confidence"),
            QStringLiteral("media_hash"), QStringLiteral("session_id"), QStringLiteral("segment_id"),
            QStringLiteral("episode_id"), QStringLiteral("valid_from"), QStringLiteral("valid_until"),
            QStringLiteral("decay_class"), QStringLiteral("last_confirmed_at"), QStringLiteral("recall_count"),
            QStringLiteral("last_recalled_at"), QStringLiteral("quality_score"), QStringLiteral("tier"),
            QStringLiteral("superseded_by"), QStringLiteral("supersedes"), QStringLiteral("state")};
        for (const QString &f : fields)
            QVERIFY2(o.contains(f), qPrintable(f));
        // No C++-style names leak onto the wire.
        for (const QString &key : o.keys())
            QVERIFY2(QRegularExpression(QStringLiteral("^[a-z][a-z_]*$")).match(key).hasMatch(), qPrintable(key));

        QCOMPARE(o.value(QStringLiteral("id")).toString(), QStringLiteral("0a1b2c3d4e5f"));
        QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("observation"));
        QCOMPARE(o.value(QStringLiteral("scope")).toString(), QStringLiteral("team"));
        QCOMPARE(o.value(QStringLiteral("decay_class")).toString(), QStringLiteral("active"));
        QCOMPARE(o.value(QStringLiteral("tier")).toString(), QStringLiteral("episodic"));
        QCOMPARE(o.value(QStringLiteral("state")).toString(), QStringLiteral("forgotten"));
        QCOMPARE(o.value(QStringLiteral("media_hash")).toString(), kHash);
        QCOMPARE(o.value(QStringLiteral("confidence")).toDouble(), 0.625);
        QCOMPARE(o.value(QStringLiteral("recall_count")).toInt(), 7);
        QVERIFY(o.value(QStringLiteral("tags")).isArray());
        QCOMPARE(o.value(QStringLiteral("tags")).toArray().size(), 3);
        QCOMPARE(o.value(QStringLiteral("tags")).toArray().at(1).toString(), QStringLiteral("lake:red-tarn"));
    }

    void timesAreIsoUtcWithMilliseconds()
    {
        const QJsonObject o = DeltaJson::toJson(fullDelta());
        QCOMPARE(o.value(QStringLiteral("observed_at")).toString(), QStringLiteral("2026-11-22T05:50:59.123Z"));
        QCOMPARE(o.value(QStringLiteral("created_at")).toString(), QStringLiteral("2026-11-22T05:50:59.124Z"));
        QCOMPARE(o.value(QStringLiteral("expires_at")).toString(), QStringLiteral("2026-12-06T05:50:59.123Z"));
        QCOMPARE(o.value(QStringLiteral("valid_from")).toString(), QStringLiteral("2026-11-22T04:50:59.123Z"));
        // A whole second still carries its milliseconds.
        const QJsonObject bare = DeltaJson::toJson(bareDelta());
        QCOMPARE(bare.value(QStringLiteral("observed_at")).toString(), QStringLiteral("2026-11-22T00:00:00.000Z"));
        const QRegularExpression iso(QStringLiteral(R"(^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$)"));
        for (const char *f : {"observed_at", "created_at", "expires_at", "valid_from", "valid_until", "last_confirmed_at",
                              "last_recalled_at"}) {
            const QString v = o.value(QString::fromLatin1(f)).toString();
            QVERIFY2(iso.match(v).hasMatch(), f);
        }
        // Offsets other than Z are read correctly and written back as UTC.
        QCOMPARE(TimeFormat::fromIso(QStringLiteral("2026-11-22T07:50:59.123+02:00")).value_or(0), kSample);
        QCOMPARE(TimeFormat::fromIso(QStringLiteral("2026-11-21T23:50:59.123-06:00")).value_or(0), kSample);
        QCOMPARE(TimeFormat::toIso(kSample), QStringLiteral("2026-11-22T05:50:59.123Z"));
    }

    void noneIsNull()
    {
        const QJsonObject o = DeltaJson::toJson(bareDelta());
        for (const char *f : {"subject", "expires_at", "media_hash", "session_id", "segment_id", "episode_id",
                              "valid_from", "valid_until", "decay_class", "supersedes", "superseded_by",
                              "last_confirmed_at", "last_recalled_at"}) {
            QVERIFY2(o.contains(QString::fromLatin1(f)), f);
            QVERIFY2(o.value(QString::fromLatin1(f)).isNull(), f);
        }
        QCOMPARE(o.value(QStringLiteral("tags")).toArray().size(), 0);
        QVERIFY(o.value(QStringLiteral("tags")).isArray());
    }

    void roundTrip_data()
    {
        QTest::addColumn<Delta>("delta");
        QTest::newRow("every field") << fullDelta();
        QTest::newRow("bare") << bareDelta();
        Delta authored = bareDelta();
        authored.kind = Kind::Preference;
        authored.decayClass = DecayClass::Permanent;
        authored.confidence = 0.1;
        QTest::newRow("permanent preference") << authored;
        Delta observed = bareDelta();
        observed.source = QStringLiteral("sysinfo");
        observed.kind = Kind::Observation;
        observed.expiresAt = kT0 + Duration::Day;
        observed.lastConfirmedAt = kT0;
        QTest::newRow("observed") << observed;
        for (const QString &k : kindNames()) {
            Delta d = bareDelta();
            d.kind = *kindFromName(k);
            QTest::newRow(qPrintable(QStringLiteral("kind ") + k)) << d;
        }
    }

    void roundTrip()
    {
        QFETCH(Delta, delta);
        const QJsonObject o = DeltaJson::toJson(delta);
        const DeltaJson::Parsed p = DeltaJson::fromJson(o, kT0 + 999 * Duration::Day);
        QCOMPARE(DeltaJson::toJson(p.delta), o);
        QVERIFY(p.delta == delta);
        QVERIFY(p.hasExpiresAt);
        QVERIFY(p.hasLifecycle);
        // Through the text of one JSONL line too.
        const DeltaJson::Parsed q = DeltaJson::fromJsonLine(line(o), kT0);
        QVERIFY(q.delta == delta);
        QCOMPARE(line(DeltaJson::toJson(q.delta)), line(o));
    }

    void missingOptionalFieldsTakeDefaults()
    {
        const DeltaJson::Parsed p = DeltaJson::fromJsonLine(R"({"content":"hi","source":"chat"})", kSample);
        QCOMPARE(p.delta.observedAt, kSample);
        QCOMPARE(p.delta.createdAt, kSample);
        QCOMPARE(p.delta.scope, Scope::Local);
        QVERIFY(p.delta.id.isEmpty());
        QVERIFY(!p.hasExpiresAt);
        QVERIFY(!p.hasLifecycle);
        QVERIFY(!p.hasDecayClass);
        // "expires_at": null is a restore of "never", not an absent key.
        const DeltaJson::Parsed n = DeltaJson::fromJsonLine(R"({"content":"hi","source":"chat","expires_at":null})", kSample);
        QVERIFY(n.hasExpiresAt);
        QVERIFY(!n.delta.expiresAt.has_value());
    }

    void badInputNamesTheField_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("field");
        auto row = [](const char *name, const char *json, const char *field) {
            QTest::newRow(name) << QByteArray(json) << QString::fromLatin1(field);
        };
        row("unknown kind", R"({"content":"x","source":"chat","kind":"gossip"})", "kind");
        row("kind in capitals", R"({"content":"x","source":"chat","kind":"Fact"})", "kind");
        row("kind not a string", R"({"content":"x","source":"chat","kind":3})", "kind");
        row("malformed id: uppercase", R"({"id":"0123456789AB","content":"x","source":"chat"})", "id");
        row("malformed id: short", R"({"id":"abc","content":"x","source":"chat"})", "id");
        row("malformed id: not hex", R"({"id":"zzzzzzzzzzzz","content":"x","source":"chat"})", "id");
        row("id not a string", R"({"id":123456789012,"content":"x","source":"chat"})", "id");
        row("malformed tag: leading dash", R"({"content":"x","source":"chat","tags":["-bad"]})", "tags");
        row("malformed tag: space", R"({"content":"x","source":"chat","tags":["ok","two words"]})", "tags");
        row("malformed tag: empty", R"({"content":"x","source":"chat","tags":[""]})", "tags");
        row("tags not an array", R"({"content":"x","source":"chat","tags":"hiking"})", "tags");
        row("tag not a string", R"({"content":"x","source":"chat","tags":[1]})", "tags");
        row("bad source: capitals", R"({"content":"x","source":"Chat"})", "source");
        row("bad source: space", R"({"content":"x","source":"my feed"})", "source");
        row("bad source: empty", R"({"content":"x","source":""})", "source");
        row("missing source", R"({"content":"x"})", "source");
        row("source not a string", R"({"content":"x","source":["chat"]})", "source");
        row("invalid timestamp: words", R"({"content":"x","source":"chat","observed_at":"yesterday"})", "observed_at");
        row("invalid timestamp: month 13", R"({"content":"x","source":"chat","observed_at":"2026-13-01T00:00:00.000Z"})", "observed_at");
        row("invalid timestamp: no offset", R"({"content":"x","source":"chat","observed_at":"2026-11-22T05:50:59.123"})", "observed_at");
        row("invalid timestamp: date only", R"({"content":"x","source":"chat","created_at":"2026-11-22"})", "created_at");
        row("invalid timestamp: epoch number", R"({"content":"x","source":"chat","observed_at":1795305600000})", "observed_at");
        row("invalid expires_at", R"({"content":"x","source":"rss:a","expires_at":"soon"})", "expires_at");
        row("invalid valid_until", R"({"content":"x","source":"chat","valid_until":"2026-11-22 05:50"})", "valid_until");
        row("content not a string", R"({"content":5,"source":"chat"})", "content");
        row("confidence not a number", R"({"content":"x","source":"chat","confidence":"high"})", "confidence");
        row("confidence above 1", R"({"content":"x","source":"chat","confidence":1.5})", "confidence");
        row("recall_count fractional", R"({"content":"x","source":"chat","recall_count":1.5})", "recall_count");
        row("scope unknown", R"({"content":"x","source":"chat","scope":"galaxy"})", "scope");
        row("decay_class unknown", R"({"content":"x","source":"agent","decay_class":"forever"})", "decay_class");
        row("tier unknown", R"({"content":"x","source":"chat","tier":"ltm"})", "tier");
        row("media_hash not sha256", R"({"content":"x","source":"browser","media_hash":"abc"})", "media_hash");
        row("unknown field", R"({"content":"x","source":"chat","colour":"red"})", "colour");
        row("camelCase field", R"({"content":"x","source":"chat","observedAt":"2026-11-22T05:50:59.123Z"})", "observedAt");
        row("invalid JSON", R"({"content":"x","source":"chat")", "json");
        row("trailing garbage", R"({"content":"x","source":"chat"} x)", "json");
        row("not an object", R"(["content","x"])", "json");
        row("empty content", R"({"content":"","source":"chat"})", "content");
        row("blank content", R"({"content":"  \n\t ","source":"chat"})", "content");
        row("missing content", R"({"source":"chat"})", "content");
        row("null content", R"({"content":null,"source":"chat"})", "content");
    }

    void badInputNamesTheField()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, field);
        try {
            DeltaJson::fromJsonLine(input, kT0);
            QFAIL("bad input was accepted");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::InvalidInput);
            QCOMPARE(e.field(), field);
            // The message a person reads names the field too.
            const QString m = e.message().toLower();
            const QString f = field.toLower();
            QVERIFY2(m.contains(f) || (f == u"tags" && m.contains(QStringLiteral("tag"))), qPrintable(e.message()));
        }
    }

    void badInputWritesNothing_data()
    {
        QTest::addColumn<QString>("field");
        QTest::newRow("id") << QStringLiteral("id");
        QTest::newRow("tags") << QStringLiteral("tags");
        QTest::newRow("source") << QStringLiteral("source");
        QTest::newRow("content") << QStringLiteral("content");
    }

    void badInputWritesNothing()
    {
        QFETCH(QString, field);
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("already here"), Kind::Fact));
        const QByteArray before = exportOf(*lake);
        const qint64 auditBefore = lake->stats().auditEntries;
        Delta d = draft(QStringLiteral("chat"), QStringLiteral("fine"), Kind::Fact);
        if (field == u"id")
            d.id = QStringLiteral("not-an-id");
        else if (field == u"tags")
            d.tags = {QStringLiteral("ok"), QStringLiteral("not ok")};
        else if (field == u"source")
            d.source = QStringLiteral("Bad Source");
        else
            d.content = QStringLiteral("   ");
        // In a batch with a good delta: the good one is not written either.
        QList<NewDelta> batch{NewDelta{draft(QStringLiteral("vault"), QStringLiteral("good"), Kind::Fact)}, NewDelta{d}};
        try {
            lake->insertBatch(batch);
            QFAIL("bad delta accepted");
        } catch (const TarnError &e) {
            QCOMPARE(e.field(), field);
        }
        QCOMPARE(exportOf(*lake), before);
        QCOMPARE(lake->stats().auditEntries, auditBefore);
    }

    void oversizedContentIsTruncatedWithAMarker_data()
    {
        QTest::addColumn<QString>("content");
        QTest::addColumn<bool>("cut");
        const int limit = DeltaValidation::kDefaultMaxContentBytes;
        QTest::newRow("at the limit") << QString(limit, u'a') << false;
        QTest::newRow("one byte over") << QString(limit + 1, u'a') << true;
        QTest::newRow("20 KiB ascii") << QString(20 * 1024, u'x') << true;
        // Two-byte and four-byte characters: the cut lands on a boundary.
        QTest::newRow("two-byte chars") << QString(10000, QChar(0x00e9)) << true;
        QString emoji;
        for (int i = 0; i < 6000; ++i)
            emoji += QStringLiteral("🧊");
        QTest::newRow("emoji") << emoji << true;
    }

    void oversizedContentIsTruncatedWithAMarker()
    {
        QFETCH(QString, content);
        QFETCH(bool, cut);
        TempLake lake;
        const int limit = lake->maxContentBytes();
        QCOMPARE(limit, 16 * 1024);
        const qint64 originalBytes = content.toUtf8().size();
        const Delta written = lake->insert(draft(QStringLiteral("rss:big"), content));
        const Delta stored = *lake->get(written.id);
        QCOMPARE(stored.content, written.content);
        const QList<AuditEntry> truncations = lake->audit().recent({QStringLiteral("truncate")});
        if (!cut) {
            QCOMPARE(stored.content, content);
            QVERIFY(truncations.isEmpty());
            return;
        }
        const QByteArray utf8 = stored.content.toUtf8();
        QVERIFY2(utf8.size() <= limit, qPrintable(QString::number(utf8.size())));
        const QRegularExpression marker(QStringLiteral(R"( … \[truncated by Tarn: (\d+) of (\d+) bytes kept\]$)"));
        const QRegularExpressionMatch m = marker.match(stored.content);
        QVERIFY2(m.hasMatch(), qPrintable(stored.content.right(80)));
        QCOMPARE(qint64(m.captured(2).toLongLong()), originalBytes);
        const int kept = m.captured(1).toInt();
        QVERIFY(kept > limit / 2);
        // What is kept is a prefix of the original, cut on a character boundary.
        const QString prefix = stored.content.left(m.capturedStart(0));
        QCOMPARE(prefix.toUtf8().size(), kept);
        QVERIFY(content.startsWith(prefix));
        QVERIFY(!stored.content.contains(QChar::ReplacementCharacter));
        QVERIFY(QString::fromUtf8(utf8).toUtf8() == utf8);
        // One audit entry naming the delta and the original size.
        QCOMPARE(truncations.size(), 1);
        QCOMPARE(truncations.constFirst().op, QStringLiteral("truncate"));
        QCOMPARE(truncations.constFirst().deltaId, written.id);
        QCOMPARE(qint64(truncations.constFirst().count.value_or(-1)), originalBytes);
        QCOMPARE(truncations.constFirst().detail.value(QStringLiteral("limit_bytes")).toInt(), limit);
    }

    void truncationFollowsTheConfiguredLimit()
    {
        OpenOptions small;
        small.maxContentBytes = 1024;
        TempLake lake(small);
        const Delta d = lake->insert(draft(QStringLiteral("chat"), QString(5000, u'z'), Kind::Episode));
        QVERIFY(d.content.toUtf8().size() <= 1024);
        QVERIFY(d.content.endsWith(QStringLiteral("of 5000 bytes kept]")));
        QCOMPARE(lake->audit().recent({QStringLiteral("truncate")}).size(), 1);
    }

    void importedOversizedContentIsTruncatedToo()
    {
        TempLake lake;
        QJsonObject o{{QStringLiteral("content"), QString(17000, u'q')}, {QStringLiteral("source"), QStringLiteral("vault")}};
        QByteArray data = line(o) + '\n' + R"({"content":"small","source":"vault"})" + '\n';
        QBuffer buffer(&data);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        const ImportReport r = lake->importJsonl(buffer);
        QCOMPARE(r.imported, 2);
        QCOMPARE(r.truncated, 1);
        const QList<AuditEntry> truncations = lake->audit().recent({QStringLiteral("truncate")});
        QCOMPARE(truncations.size(), 1);
        const Delta d = *lake->get(truncations.constFirst().deltaId);
        QVERIFY(d.content.endsWith(QStringLiteral("of 17000 bytes kept]")));
        QVERIFY(d.content.toUtf8().size() <= lake->maxContentBytes());
    }
};

QTEST_GUILESS_MAIN(TestDeltaJson)
#include "tst_delta_json.moc"
