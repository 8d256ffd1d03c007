// The hard clock: the reaper deletes exactly what has expired, in bounded
// batches, and leaves nothing behind in the FTS index, the tag table or the
// per-source counts.

#include "Reaper.h"
#include "TestSupport.h"

#include <QRandomGenerator>
#include <QSqlQuery>

using namespace tarn;
using namespace tarn::test;
using namespace tarn::Duration;

namespace {

struct Row
{
    QString id;
    std::optional<qint64> expiresAt;
    QString word;
};

qint64 scalar(Lake &lake, const QString &sql)
{
    QSqlQuery q(lake.database());
    if (!q.exec(sql) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

} // namespace

class TestReaper : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Property: over random lakes and random clock jumps, a reap removes every
    // row with expires_at <= now and nothing else.
    void removesExactlyTheExpired()
    {
        QRandomGenerator rng(20261122);
        const QStringList sources{QStringLiteral("chat"), QStringLiteral("vault"), QStringLiteral("rss:a"),
                                  QStringLiteral("rss:b"), QStringLiteral("sysinfo"), QStringLiteral("heartbeat"),
                                  QStringLiteral("browser"), QStringLiteral("chat-event"), QStringLiteral("agent"),
                                  QStringLiteral("tarn-engagement")};
        for (int round = 0; round < 25; ++round) {
            TempLake lake;
            QList<Row> rows;
            QList<NewDelta> batch;
            const int n = 50 + int(rng.bounded(250));
            for (int i = 0; i < n; ++i) {
                const QString word = QStringLiteral("w%1x%2").arg(round).arg(i);
                Delta d = draft(sources.at(int(rng.bounded(sources.size()))), QStringLiteral("delta %1").arg(word));
                d.observedAt = kT0 - qint64(rng.bounded(40.0 * Day));
                d.tags = {QStringLiteral("t%1").arg(i % 7)};
                batch << NewDelta{d};
            }
            for (const Delta &d : lake->insertBatch(batch))
                rows << Row{d.id, d.expiresAt, d.content.section(u' ', 1)};

            qint64 now = kT0;
            for (int jump = 0; jump < 3; ++jump) {
                now += qint64(rng.bounded(10.0 * Day));
                lake.clock.setNow(now);
                Reaper::Options options;
                options.initialBatch = 1 + int(rng.bounded(40));
                options.minBatch = 1;
                options.maxBatch = 64;
                const SweepReport report = Reaper::run(*lake, options);
                QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
                qint64 expected = 0;
                for (Row &r : rows) {
                    if (r.id.isEmpty())
                        continue; // reaped in an earlier jump
                    const bool present = lake->get(r.id).has_value();
                    const bool shouldGo = r.expiresAt && *r.expiresAt <= now;
                    if (shouldGo) {
                        QVERIFY2(!present, qPrintable(QStringLiteral("round %1: expired %2 survived").arg(round).arg(r.id)));
                        ++expected;
                        QCOMPARE(scalar(*lake, QStringLiteral("SELECT count(*) FROM delta_fts WHERE delta_fts MATCH '%1'").arg(r.word)), 0);
                        QCOMPARE(scalar(*lake, QStringLiteral("SELECT count(*) FROM delta_tags WHERE rid = %1").arg(*DeltaId::toKey(r.id))), 0);
                        r.id.clear();
                    } else {
                        QVERIFY2(present, qPrintable(QStringLiteral("round %1: unexpired %2 was deleted").arg(round).arg(r.id)));
                    }
                }
                QCOMPARE(report.removed, expected);
                QCOMPARE(scalar(*lake, QStringLiteral("SELECT count(*) FROM deltas")),
                         scalar(*lake, QStringLiteral("SELECT coalesce(sum(n), 0) FROM source_stats")));
                QCOMPARE(scalar(*lake, QStringLiteral("SELECT count(*) FROM deltas d JOIN source_stats s USING (source) "
                                                      "GROUP BY source HAVING count(*) != max(s.n)")), -1);
            }
            // The FTS index still agrees with the table.
            QCOMPARE(scalar(*lake, QStringLiteral("SELECT count(*) FROM delta_fts WHERE delta_fts MATCH 'delta'")),
                     scalar(*lake, QStringLiteral("SELECT count(*) FROM deltas")));
            QVERIFY(scalar(*lake, QStringLiteral("SELECT count(*) FROM pragma_integrity_check WHERE integrity_check != 'ok'")) == 0);
        }
    }

    void batchesAreBoundedAndAudited()
    {
        TempLake lake;
        QList<NewDelta> batch;
        for (int i = 0; i < 500; ++i)
            batch << NewDelta{draft(QStringLiteral("heartbeat"), QStringLiteral("beat %1").arg(i))};
        lake->insertBatch(batch);
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("stays"), Kind::Episode));
        lake.clock.advance(25 * Hour);
        Reaper::Options options;
        options.initialBatch = 50;
        options.minBatch = 50;
        options.maxBatch = 50;
        qint64 lastDone = 0;
        options.progress = [&](qint64 done, qint64 total) {
            QVERIFY(done > lastDone);
            QCOMPARE(total, 500);
            lastDone = done;
        };
        const SweepReport r = Reaper::run(*lake, options);
        QCOMPARE(r.removed, 500);
        QCOMPARE(r.batches, 10);
        QCOMPARE(lastDone, 500);
        QCOMPARE(lake->stats().total, 1);
        const QList<AuditEntry> audit = lake->audit().recent({QStringLiteral("reap")});
        QCOMPARE(audit.size(), 1);
        QCOMPARE(*audit.constFirst().count, 500);
        QCOMPARE(audit.constFirst().detail.value(QStringLiteral("batches")).toInt(), 10);
    }

    void dryRunCountsAndWritesNothing()
    {
        TempLake lake;
        for (int i = 0; i < 20; ++i)
            lake->insert(draft(QStringLiteral("sysinfo"), QStringLiteral("load %1").arg(i)));
        lake.clock.advance(2 * Day);
        Reaper::Options options;
        options.dryRun = true;
        const SweepReport r = Reaper::run(*lake, options);
        QCOMPARE(r.wouldRemove, 20);
        QCOMPARE(r.removed, 0);
        QCOMPARE(lake->stats().total, 20);
        QVERIFY(lake->audit().recent({QStringLiteral("reap")}).isEmpty());
    }

    void cancelStopsBetweenBatchesLeavingAConsistentLake()
    {
        TempLake lake;
        QList<NewDelta> batch;
        for (int i = 0; i < 300; ++i)
            batch << NewDelta{draft(QStringLiteral("heartbeat"), QStringLiteral("beat %1").arg(i))};
        lake->insertBatch(batch);
        lake.clock.advance(2 * Day);
        std::atomic<bool> cancel{false};
        Reaper::Options options;
        options.initialBatch = options.minBatch = options.maxBatch = 100;
        options.cancel = &cancel;
        options.progress = [&](qint64 done, qint64) {
            if (done >= 100)
                cancel = true;
        };
        const SweepReport r = Reaper::run(*lake, options);
        QVERIFY(r.cancelled);
        QCOMPARE(r.removed, 100);
        QCOMPARE(lake->stats().total, 200);
        QCOMPARE(scalar(*lake, QStringLiteral("SELECT count(*) FROM delta_fts WHERE delta_fts MATCH 'beat'")), 200);
        QCOMPARE(Reaper::run(*lake).removed, 200);
    }

    void expiryExactlyNowIsReaped()
    {
        TempLake lake;
        const Delta d = lake->insert(draft(QStringLiteral("chat-event"), QStringLiteral("tool use")));
        lake.clock.setNow(*d.expiresAt - 1);
        QCOMPARE(Reaper::run(*lake).removed, 0);
        lake.clock.setNow(*d.expiresAt);
        QCOMPARE(Reaper::run(*lake).removed, 1);
    }
};

QTEST_GUILESS_MAIN(TestReaper)
#include "tst_core_reaper.moc"
