// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The window's summaries and its writer thread: the Sources page rows, the
// dashboard's expiry buckets and sweep history, a delta's detail, and
// engagements and source settings written off the UI thread.

#include "Engage.h"
#include "LakeOverview.h"
#include "LakeReader.h"
#include "LakeWriter.h"
#include "Reaper.h"
#include "TestSupport.h"

#include <QDateTime>
#include <QSignalSpy>
#include <QTest>

using namespace tarn;
using namespace tarn::test;

class TestLakeOverview : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sourcesListsCountsExpiryAndRegisteredOnes();
    void dashboardBucketsByLocalDay();
    void dashboardHistoryComesFromTheAudit();
    void dashboardAndNextExpiryUseTheDeadline();
    void eachSourcesNextDeadlineIsTheEarlierOfBothKinds();
    void detailCarriesEngagementsAndMedia();
    void writerEngagesAndRetimes();
    void writerReportsBadInput();
};

void TestLakeOverview::sourcesListsCountsExpiryAndRegisteredOnes()
{
    TempLake lake;
    lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("beat 1")));
    lake.clock.advance(Duration::Minute);
    lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("beat 2")));
    lake->insert(draft(QStringLiteral("chat"), QStringLiteral("mine"), Kind::Fact));
    const QList<SourceOverview> rows = LakeOverview::sources(*lake);
    QCOMPARE(rows.at(0).source, QStringLiteral("heartbeat"));
    QCOMPARE(rows.at(0).count, 2);
    QCOMPARE(rows.at(0).nextExpiry, std::optional<qint64>(kT0 + Duration::Day));
    QCOMPARE(rows.at(0).lastDeltaAt, std::optional<qint64>(kT0 + Duration::Minute));
    QCOMPARE(rows.at(0).settings.expiryMs, std::optional<qint64>(Duration::Day));
    QVERIFY(!rows.at(0).custom);
    bool sawCli = false, sawRss = false, sawPairCode = false;
    for (const SourceOverview &o : rows) {
        sawCli |= o.source == u"chat" && o.count == 1 && !o.settings.expiryMs;
        sawRss |= o.source == u"rss" && o.count == 0 && o.settings.expiryMs == 30 * Duration::Day;
        sawPairCode |= o.source == u"pair-code";
    }
    QVERIFY(sawCli);
    QVERIFY(sawRss);       // registered, no deltas yet: still tunable
    QVERIFY(!sawPairCode); // never stored, so not a source of the lake
}

void TestLakeOverview::dashboardBucketsByLocalDay()
{
    TempLake lake;
    QDateTime noon = QDateTime::fromMSecsSinceEpoch(kT0).toLocalTime();
    noon.setTime(QTime(12, 0));
    lake.clock.setNow(noon.toMSecsSinceEpoch());
    lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("wilts tomorrow noon")));   // 24 h
    lake->insert(draft(QStringLiteral("browser"), QStringLiteral("wilts in a week")));         // 7 d
    lake->insert(draft(QStringLiteral("browser"), QStringLiteral("wilts in a week too")));
    lake->insert(draft(QStringLiteral("rss:x"), QStringLiteral("wilts in a month")));          // 30 d: past 14 days
    lake->insert(draft(QStringLiteral("chat"), QStringLiteral("never wilts"), Kind::Fact));
    const DashboardData d = LakeOverview::dashboard(*lake, 14);
    QCOMPARE(d.authored, 1);
    QCOMPARE(d.observed, 4);
    QCOMPARE(d.upcoming.size(), 2);
    const qint64 today = [&] { QDateTime t = noon; t.setTime(QTime(0, 0)); return t.toMSecsSinceEpoch(); }();
    QCOMPARE(d.upcoming.at(0).dayStartMs, QDateTime::fromMSecsSinceEpoch(today).addDays(1).toMSecsSinceEpoch());
    QCOMPARE(d.upcoming.at(0).source, QStringLiteral("heartbeat"));
    QCOMPARE(d.upcoming.at(0).count, 1);
    QCOMPARE(d.upcoming.at(1).dayStartMs, QDateTime::fromMSecsSinceEpoch(today).addDays(7).toMSecsSinceEpoch());
    QCOMPARE(d.upcoming.at(1).source, QStringLiteral("browser"));
    QCOMPARE(d.upcoming.at(1).count, 2);
}

// The chart, the Sources page's next expiry and stats' next expiry count a
// decay-class fact at its deadline (soft decay takes it at 78 h of a 100 h
// window), a plain-TTL delta at its expires_at.
void TestLakeOverview::dashboardAndNextExpiryUseTheDeadline()
{
    TempLake lake;
    QDateTime noon = QDateTime::fromMSecsSinceEpoch(kT0).toLocalTime();
    noon.setTime(QTime(12, 0));
    const qint64 now = noon.toMSecsSinceEpoch();
    lake.clock.setNow(now);
    Delta fact = draft(QStringLiteral("agent"), QStringLiteral("Working on the kiln wiring"), Kind::Fact);
    fact.observedAt = now;
    fact.decayClass = DecayClass::Active;
    fact.expiresAt = now + 100 * Duration::Hour;
    lake->insertBatch({NewDelta{fact, true, false, true}});
    lake->insert(draft(QStringLiteral("browser"), QStringLiteral("wilts in a week"))); // 7 d, plain
    const DashboardData d = LakeOverview::dashboard(*lake, 14);
    const qint64 today = [&] { QDateTime t = noon; t.setTime(QTime(0, 0)); return t.toMSecsSinceEpoch(); }();
    auto dayOf = [&](qint64 ms) {
        QDateTime t = QDateTime::fromMSecsSinceEpoch(ms).toLocalTime();
        t.setTime(QTime(0, 0));
        return t.toMSecsSinceEpoch();
    };
    QCOMPARE(d.upcoming.size(), 2);
    QCOMPARE(d.upcoming.at(0).source, QStringLiteral("agent"));
    QCOMPARE(d.upcoming.at(0).dayStartMs, dayOf(now + 78 * Duration::Hour));
    QVERIFY(d.upcoming.at(0).dayStartMs != dayOf(now + 100 * Duration::Hour));
    QCOMPARE(d.upcoming.at(1).source, QStringLiteral("browser"));
    QCOMPARE(d.upcoming.at(1).dayStartMs, QDateTime::fromMSecsSinceEpoch(today).addDays(7).toMSecsSinceEpoch());
    for (const SourceOverview &o : LakeOverview::sources(*lake)) {
        if (o.source == u"agent")
            QCOMPARE(o.nextExpiry, std::optional<qint64>(now + 78 * Duration::Hour));
        if (o.source == u"browser")
            QCOMPARE(o.nextExpiry, std::optional<qint64>(now + 7 * Duration::Day));
    }
    QCOMPARE(lake->stats().nextExpiry, std::optional<qint64>(now + 78 * Duration::Hour));
}

// NextDeadlines asks each source's decay-class rows first and its plain
// rows only up to that deadline: a plain row before it wins, one after it
// does not, and a decay-class row whose deadline passed (awaiting soft
// decay) bounds nothing, however late its expires_at.
void TestLakeOverview::eachSourcesNextDeadlineIsTheEarlierOfBothKinds()
{
    TempLake lake;
    const qint64 now = lake.clock.nowMs();
    const auto decaying = [&](const QString &source, qint64 confirmedAt, qint64 expiresAt) {
        Delta d = draft(source, QStringLiteral("a fact of ") + source, Kind::Fact);
        d.decayClass = DecayClass::Active;
        d.lastConfirmedAt = confirmedAt;
        d.expiresAt = expiresAt;
        return NewDelta{d, true, true, true};
    };
    const auto plain = [&](const QString &source, qint64 expiresAt) {
        Delta d = draft(source, QStringLiteral("an item of ") + source);
        d.decayClass = DecayClass::None;
        d.expiresAt = expiresAt;
        return NewDelta{d, true, false, true};
    };
    lake->insertBatch({decaying(QStringLiteral("kiln"), now, now + 100 * Duration::Hour), // soft decay: 78 h
                       plain(QStringLiteral("kiln"), now + 50 * Duration::Hour),
                       decaying(QStringLiteral("shed"), now, now + 100 * Duration::Hour),
                       plain(QStringLiteral("shed"), now + 90 * Duration::Hour),
                       // Past 75 % long ago: its deadline passed, its expires_at has not.
                       decaying(QStringLiteral("barn"), now - 300 * Duration::Hour, now + 10 * Duration::Hour),
                       plain(QStringLiteral("barn"), now + 120 * Duration::Hour)});
    QHash<QString, std::optional<qint64>> next;
    for (const SourceOverview &o : LakeOverview::sources(*lake))
        next.insert(o.source, o.nextExpiry);
    QCOMPARE(next.value(QStringLiteral("kiln")), std::optional<qint64>(now + 50 * Duration::Hour));
    QCOMPARE(next.value(QStringLiteral("shed")), std::optional<qint64>(now + 78 * Duration::Hour));
    QCOMPARE(next.value(QStringLiteral("barn")), std::optional<qint64>(now + 120 * Duration::Hour));
    for (const SourceStat &st : lake->stats().perSource)
        QCOMPARE(st.nextExpiry, next.value(st.source));
}

void TestLakeOverview::dashboardHistoryComesFromTheAudit()
{
    TempLake lake;
    lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("a")));
    lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("b")));
    lake.clock.advance(Duration::Day + 1);
    Reaper::run(*lake);
    const DashboardData d = LakeOverview::dashboard(*lake, 7);
    QCOMPARE(d.sweeps.size(), 1);
    QCOMPARE(d.sweeps.at(0).kind, SweepKind::Reap);
    QCOMPARE(d.sweeps.at(0).removed, 2);
    QCOMPARE(d.sweeps.at(0).at, lake.clock.nowMs());
    QVERIFY(d.sweeps.at(0).error.isEmpty());
}

void TestLakeOverview::detailCarriesEngagementsAndMedia()
{
    TempLake lake;
    Delta photo = draft(QStringLiteral("browser"), QStringLiteral("a photo of the tarn"));
    photo.mediaHash = lake->putMedia(QByteArrayLiteral("not really a png"));
    photo = lake->insert(photo);
    const Delta affirm = Engagement::engage(*lake, photo.id, EngagementType::Affirm, QStringLiteral("keep it"));

    LakeReaderHost host(lake.path(), lake.clock);
    QSignalSpy opened(host.reader(), &LakeReader::opened);
    host.open();
    QTRY_COMPARE(opened.count(), 1);
    QSignalSpy ready(host.reader(), &LakeReader::detailReady);
    QSignalSpy missing(host.reader(), &LakeReader::detailMissing);
    host.fetchDetail(photo.id);
    QTRY_COMPARE(ready.count(), 1);
    const auto detail = ready.at(0).at(1).value<DeltaDetail>();
    QCOMPARE(detail.delta.id, photo.id);
    QCOMPARE(detail.engagements.size(), 1);
    QCOMPARE(detail.engagements.at(0).id, affirm.id);
    QVERIFY(QFileInfo::exists(detail.mediaPath));
    // Once it has expired it is gone for the window, reaped or not.
    lake.clock.advance(8 * Duration::Day);
    host.fetchDetail(photo.id);
    QTRY_COMPARE(missing.count(), 1);
    QCOMPARE(missing.at(0).at(1).toString(), photo.id);
}

void TestLakeOverview::writerEngagesAndRetimes()
{
    TempLake lake;
    const Delta beat = lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("alive")));
    LakeWriterHost writer(lake.path(), lake.clock);
    QSignalSpy engaged(writer.writer(), &LakeWriter::engaged);
    writer.engage(beat.id, EngagementType::Refute, QStringLiteral("the sensor was unplugged"));
    QTRY_COMPARE(engaged.count(), 1);
    const auto written = engaged.at(0).at(1).value<Delta>();
    QVERIFY(written.isAuthored());
    QVERIFY(written.tags.contains(QStringLiteral("refutes:") + beat.id));
    QCOMPARE(lake->get(written.id)->content, written.content);
    const QList<AuditEntry> audit = lake->audit().recent({QStringLiteral("engage")});
    QCOMPARE(audit.size(), 1);
    QCOMPARE(audit.at(0).actor, QStringLiteral("window"));

    QSignalSpy previewed(writer.writer(), &LakeWriter::retimePreviewed);
    QSignalSpy applied(writer.writer(), &LakeWriter::sourceSettingsApplied);
    const SourceSettings twoHours{2 * Duration::Hour, DecayClass::None};
    writer.previewRetime(QStringLiteral("heartbeat"), twoHours);
    QTRY_COMPARE(previewed.count(), 1);
    QCOMPARE(previewed.at(0).at(2).value<RetimePreview>().affected, 1);
    writer.applySourceSettings(QStringLiteral("heartbeat"), twoHours, true);
    QTRY_COMPARE(applied.count(), 1);
    QCOMPARE(applied.at(0).at(2).toLongLong(), 1);
    QCOMPARE(lake->get(beat.id)->expiresAt, std::optional<qint64>(beat.observedAt + 2 * Duration::Hour));
}

void TestLakeOverview::writerReportsBadInput()
{
    TempLake lake;
    LakeWriterHost writer(lake.path(), lake.clock);
    QSignalSpy failed(writer.writer(), &LakeWriter::failed);
    writer.engage(QStringLiteral("0123456789ab"), EngagementType::Affirm, QStringLiteral("why"));
    QTRY_COMPARE(failed.count(), 1);
    QVERIFY(failed.at(0).at(1).toString().contains(QStringLiteral("0123456789ab")));
    const Delta beat = lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("alive")));
    writer.engage(beat.id, EngagementType::Affirm, QStringLiteral("   "));
    QTRY_COMPARE(failed.count(), 2);
    QCOMPARE(lake->stats().total, 1); // nothing half-written
    QCOMPARE(lake->audit().recent({QStringLiteral("engage")}).size(), 0);
}

QTEST_GUILESS_MAIN(TestLakeOverview)
#include "tst_lake_overview.moc"
