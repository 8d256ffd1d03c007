// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// JSONL import/export: export -> import round-trips exactly; a bad line is
// reported by number and nothing from that file is written.

#include "DemoLake.h"
#include "Engage.h"
#include "Engagement.h"
#include "SoftDecay.h"
#include "DeltaJson.h"
#include "TestSupport.h"
#include "TimeFormat.h"

#include <QBuffer>
#include <QJsonDocument>
#include <QJsonObject>

using namespace tarn;
using namespace tarn::test;
using namespace tarn::Duration;

namespace {


ImportReport importText(Lake &lake, const QByteArray &text)
{
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    return lake.importJsonl(buffer);
}

} // namespace

class TestImportExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTripsExactly()
    {
        TempLake source;
        DemoLake::fill(*source);
        source.clock.advance(3 * Day); // let soft decay leave its marks on lifecycle columns
        SoftDecay::run(*source);
        source->refreshOnAccess({source->list({}, {}, 1).constFirst().id});
        const QByteArray first = exportOf(*source);
        QVERIFY(first.count('\n') > 20); // what outlives three days: chat, vault, feeds, engagements

        TempLake target;
        target.clock.setNow(source.clock.nowMs());
        QBuffer buffer;
        buffer.setData(first);
        buffer.open(QIODevice::ReadOnly);
        const ImportReport r = target->importJsonl(buffer, source->media().root());
        QCOMPARE(r.imported, qint64(first.count('\n')));
        QCOMPARE(exportOf(*target), first);
        QCOMPARE(target->stats().total, qint64(first.count('\n')));
        QCOMPARE(target->media().allHashes(), source->media().allHashes());
        // Without the media folder the same file is refused, naming media_hash.
        TempLake bare;
        try {
            importText(*bare, first);
            QFAIL("imported deltas whose images are missing");
        } catch (const TarnError &e) {
            QCOMPARE(e.field(), QStringLiteral("media_hash"));
        }
        QCOMPARE(bare->stats().total, 0);
    }

    void portableSqlPathWritesTheSameRows()
    {
        // Tarn writes through SQLite's C API on QSQLITE and through plain Qt
        // Sql elsewhere; both must produce the same lake.
        TempLake source;
        DemoLake::fill(*source);
        const QByteArray first = exportOf(*source);
        OpenOptions portable;
        portable.nativeSqlite = false;
        TempLake target(portable);
        target.clock.setNow(source.clock.nowMs());
        QBuffer buffer;
        buffer.setData(first);
        buffer.open(QIODevice::ReadOnly);
        target->importJsonl(buffer, source->media().root());
        QCOMPARE(exportOf(*target), first);
        const Delta fresh = target->insert(draft(QStringLiteral("rss:x"), QStringLiteral("portable path")));
        QCOMPARE(*target->get(fresh.id), fresh);
        QCOMPARE(target->stats().total, source->stats().total + 1);
    }

    void restoreKeepsIdAndExpiryLawsFillTheRest()
    {
        TempLake lake;
        const QByteArray text =
            R"({"id":"0000000000aa","content":"kept id and expiry","source":"rss:x","observed_at":"2026-11-01T00:00:00.000Z","expires_at":"2027-01-01T00:00:00.000Z"})"
            "\n"
            R"({"content":"no expiry given","source":"rss:x","observed_at":"2026-11-12T00:00:00.000Z"})"
            "\n\n"
            R"({"content":"a chat line","source":"chat","kind":"episode"})"
            "\n";
        QCOMPARE(importText(*lake, text).imported, 3);
        const Delta kept = *lake->get(QStringLiteral("0000000000aa"));
        QCOMPARE(*kept.expiresAt, *TimeFormat::fromIso(QStringLiteral("2027-01-01T00:00:00.000Z")));
        const QList<Delta> rows = lake->list({}, {}, 10);
        QCOMPARE(rows.size(), 3);
        for (const Delta &d : rows) {
            if (d.content == u"no expiry given")
                QCOMPARE(*d.expiresAt, kT0 - 10 * Day + 30 * Day);
            if (d.content == u"a chat line")
                QVERIFY(!d.expiresAt);
        }
    }

    void badLineWritesNothing_data()
    {
        QTest::addColumn<QByteArray>("badLine");
        QTest::addColumn<QString>("field");
        QTest::newRow("unknown kind") << QByteArray(R"({"content":"x","source":"chat","kind":"gossip"})") << "kind";
        QTest::newRow("broken json") << QByteArray(R"({"content":"x", "source")") << "json";
        QTest::newRow("bad time") << QByteArray(R"({"content":"x","source":"chat","observed_at":"2026-13-01T00:00:00Z"})") << "observed_at";
        QTest::newRow("duplicate id in file") << QByteArray(R"({"id":"00000000000a","content":"x","source":"chat"})") << "id";
    }

    void badLineWritesNothing()
    {
        QFETCH(QByteArray, badLine);
        QFETCH(QString, field);
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("already here"), Kind::Episode));
        const QByteArray before = exportOf(*lake);
        QByteArray text;
        text += R"({"id":"00000000000a","content":"one","source":"chat"})" "\n";
        text += R"({"content":"two","source":"rss:x"})" "\n";
        text += badLine + "\n";
        text += R"({"content":"four","source":"vault"})" "\n";
        try {
            importText(*lake, text);
            QFAIL("a bad file was imported");
        } catch (const TarnError &e) {
            QVERIFY2(e.message().startsWith(QStringLiteral("line 3:")), qPrintable(e.message()));
            QCOMPARE(e.field(), field);
        }
        QCOMPARE(exportOf(*lake), before);
    }

    void idAlreadyInTheLakeIsRefused()
    {
        TempLake lake;
        const Delta d = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("mine"), Kind::Episode));
        const QByteArray line = QJsonDocument(DeltaJson::toJson(d)).toJson(QJsonDocument::Compact) + "\n";
        try {
            importText(*lake, line);
            QFAIL("imported a duplicate id");
        } catch (const TarnError &e) {
            QCOMPARE(e.field(), QStringLiteral("id"));
            QVERIFY(e.message().contains(QStringLiteral("line 1")));
        }
        QCOMPARE(lake->stats().total, 1);
    }

    void auditExportsAsJsonl()
    {
        TempLake lake;
        const Delta t = lake->insert(draft(QStringLiteral("rss:x"), QStringLiteral("headline")));
        Engagement::engage(*lake, t.id, EngagementType::Affirm, QStringLiteral("yes"));
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        const qint64 n = lake->audit().exportJsonl(buffer);
        const QList<QByteArray> lines = buffer.data().trimmed().split('\n');
        QCOMPARE(qint64(lines.size()), n);
        QStringList ops;
        for (const QByteArray &l : lines) {
            const QJsonObject o = QJsonDocument::fromJson(l).object();
            QVERIFY(o.contains(QStringLiteral("at")));
            ops << o.value(QStringLiteral("op")).toString();
        }
        QVERIFY(ops.contains(QStringLiteral("migrate")));
        QVERIFY(ops.contains(QStringLiteral("insert")));
        QVERIFY(ops.contains(QStringLiteral("engage")));
    }
};

QTEST_GUILESS_MAIN(TestImportExport)
#include "tst_demo_round_trip.moc"
