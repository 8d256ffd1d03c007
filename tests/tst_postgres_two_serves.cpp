// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// One lake on several machines (issue 21): two `tarn serve` processes (each
// its own "machine", TARN_MACHINE) and a window in this process on one
// PostgreSQL lake, all on the real clock, with every scheduler running.
// Both serves start at once over a backlog of wilted chatter; then both
// take captures over their APIs while the window's scheduler reaps a larger
// backlog and sweeps again. Afterwards every capture either serve
// acknowledged is there, each wilted delta was reaped exactly once (the
// audit log's counts add up) and no two reaps ever ran at once (their spans
// in the audit log do not overlap), and the window shows a capture made
// through either serve within about a second, without a refresh. Runs under
// tests/with-keychain.sh (pairing needs the keychain) with the test cluster.

#include "DeltaTableModel.h"
#include "LakeSql.h"
#include "MainWindow.h"
#include "Scheduler.h"
#include "ServeProcess.h"
#include "TestSupport.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTimer>
#include <QtTest>
#include <algorithm>

using namespace tarn;
using namespace tarn::test;

namespace {

constexpr int kChatterAtServeStart = 20000;   // both serves start over it
constexpr int kChatterAtWindowStart = 60000;  // the window reaps it while the serves ingest
constexpr int kCaptures = 200;                // a burst, split between the serves
constexpr int kMaxTrickle = 3000;
constexpr int kLiveProbes = 5;

void addWiltedChatter(const QString &location, int n, const QString &label)
{
    ManualClock hourAgo(SystemClock::instance().nowMs() - Duration::Hour);
    Lake lake(hourAgo);
    lake.open(location);
    QList<NewDelta> chatter;
    chatter.reserve(n);
    for (int i = 0; i < n; ++i)
        chatter << NewDelta{draft(QStringLiteral("chat-event"), QStringLiteral("%1 typing indicator %2").arg(label).arg(i)),
                            false, false, false};
    lake.insertBatch(chatter);
}

qint64 scalar(Lake &lake, const QString &sql)
{
    QSqlQuery q(LakeSql::of(lake));
    if (!q.exec(sql) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

// A client paired with one serve under a name of its own (the keychain
// holds one code at a time, so the serves are paired one after the other).
QString pairClient(ServeProcess &serve, const QString &name)
{
    const QString code = serve.pairCode();
    if (code.size() != 6)
        return {};
    const auto paired = serve.redeem(code, name, QStringLiteral("write"));
    return paired.first == 201 ? paired.second.value(QStringLiteral("token")).toString() : QString();
}

QByteArray captureBody(const QString &text)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("source"), QStringLiteral("browser")},
                                     {QStringLiteral("content"), text}})
        .toJson();
}

} // namespace

class TestPostgresTwoServes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        if (!m_server.available())
            QSKIP(qPrintable(m_server.skipReason()));
        if (qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"))
            QFAIL("no D-Bus session: run through tests/with-keychain.sh (ctest does)");
        QStandardPaths::setTestModeEnabled(true);
    }
    void twoServesAndAWindowShareOneLake();

private:
    PostgresTestServer m_server;
};

void TestPostgresTwoServes::twoServesAndAWindowShareOneLake()
{
    const QString location = m_server.createDatabase().toDisplayString();
    QStringList authored;
    {
        Lake lake;
        lake.open(location);
        for (int i = 0; i < 3; ++i)
            authored << lake.insert(draft(QStringLiteral("chat"), QStringLiteral("A note of mine, number %1").arg(i), Kind::Fact)).id;
    }
    addWiltedChatter(location, kChatterAtServeStart, QStringLiteral("early"));

    // Two machines start at once; both reap at start, one of them does it.
    QTemporaryDir homeAlpha, homeBeta;
    ServeProcess alpha(homeAlpha), beta(homeBeta);
    alpha.setEnvironmentVariable(QStringLiteral("TARN_MACHINE"), QStringLiteral("alpha"));
    beta.setEnvironmentVariable(QStringLiteral("TARN_MACHINE"), QStringLiteral("beta"));
    QVERIFY2(alpha.start(location), alpha.banner().constData());
    QVERIFY2(beta.start(location), beta.banner().constData());
    const QString alphaToken = pairClient(alpha, QStringLiteral("client of alpha"));
    QVERIFY(!alphaToken.isEmpty());
    const QString betaToken = pairClient(beta, QStringLiteral("client of beta"));
    QVERIFY(!betaToken.isEmpty());
    {
        Lake lake;
        lake.open(location);
        QTRY_COMPARE_WITH_TIMEOUT(scalar(lake, QStringLiteral("SELECT count(*) FROM deltas WHERE source = 'chat-event'")), 0,
                                  60000 * kTimeScale);
    }
    addWiltedChatter(location, kChatterAtWindowStart, QStringLiteral("late"));

    ui::MainWindow window(location);
    SchedulerHost scheduler(location, SystemClock::instance(), SchedulerConfig{});
    window.setScheduler(&scheduler);
    QSignalSpy sweeps(scheduler.scheduler(), &Scheduler::sweepFinished);
    bool windowSweeping = false;
    int capturedDuringASweep = 0;
    QObject::connect(scheduler.scheduler(), &Scheduler::sweepStarted, &window, [&] { windowSweeping = true; });
    QObject::connect(scheduler.scheduler(), &Scheduler::sweepFinished, &window, [&] { windowSweeping = false; });
    window.show();

    QStringList captured;
    QStringList refused;
    int answered = 0;
    int sent = 0;
    const auto capture = [&] {
        ServeProcess &serve = sent % 2 ? beta : alpha;
        const QString &token = sent % 2 ? betaToken : alphaToken;
        QNetworkReply *reply = serve.sendAsync("POST", QStringLiteral("/v1/deltas"),
                                               captureBody(QStringLiteral("A page worth a week, number %1").arg(sent)), token);
        ++sent;
        QObject::connect(reply, &QNetworkReply::finished, reply, [&, reply] {
            ++answered;
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            const QByteArray body = reply->readAll();
            if (status == 201) {
                captured << QJsonDocument::fromJson(body).object().value(QStringLiteral("id")).toString();
                capturedDuringASweep += windowSweeping ? 1 : 0;
            } else {
                refused << QStringLiteral("%1 %2").arg(status).arg(QString::fromUtf8(body));
            }
            reply->deleteLater();
        });
    };
    for (int i = 0; i < kCaptures; ++i)
        capture();
    QTimer trickle;
    trickle.setInterval(20);
    QObject::connect(&trickle, &QTimer::timeout, &window, [&] {
        if (sweeps.count() >= 3 || sent >= kCaptures + kMaxTrickle)
            trickle.stop();
        else
            capture();
    });
    trickle.start();
    scheduler.start();
    scheduler.sweepNow();
    QTRY_VERIFY_WITH_TIMEOUT(sweeps.count() >= 3, 120000 * kTimeScale);
    QTRY_VERIFY_WITH_TIMEOUT(!trickle.isActive(), 10000 * kTimeScale);
    QTRY_COMPARE_WITH_TIMEOUT(answered, sent, 120000 * kTimeScale);
    QVERIFY2(refused.isEmpty(), qPrintable(refused.join(u'\n')));
    QCOMPARE(captured.size(), sent);
    qInfo("%d of %d captures landed during the window's sweeps", capturedDuringASweep, sent);
    for (const QList<QVariant> &args : sweeps)
        QVERIFY2(args.constFirst().value<SweepReport>().error.isEmpty(),
                 qPrintable(args.constFirst().value<SweepReport>().error));

    // Live: a capture through either serve shows in the window, no refresh.
    ui::DeltaTableModel *model = window.model();
    QList<qint64> seenAfterMs;
    for (int probe = 0; probe < kLiveProbes; ++probe) {
        ServeProcess &serve = probe % 2 ? beta : alpha;
        const auto answer = serve.send("POST", QStringLiteral("/v1/deltas"),
                                       captureBody(QStringLiteral("Live probe %1").arg(probe)),
                                       probe % 2 ? betaToken : alphaToken);
        QCOMPARE(answer.first, 201);
        const QString id = answer.second.value(QStringLiteral("id")).toString();
        captured << id;
        QElapsedTimer seen;
        seen.start();
        QTRY_VERIFY_WITH_TIMEOUT(model->rowOf(id) >= 0, 10000 * kTimeScale);
        seenAfterMs << seen.elapsed();
        ++sent;
    }
    std::sort(seenAfterMs.begin(), seenAfterMs.end());
    qInfo("a serve's capture was in the window after %lld ms (median of %d), at most %lld ms",
          seenAfterMs.at(kLiveProbes / 2), kLiveProbes, seenAfterMs.constLast());
    QVERIFY2(seenAfterMs.at(kLiveProbes / 2) <= 1000 * kTimeScale, "the window took over a second to show another machine's write");

    QVERIFY(alpha.stop());
    QVERIFY(beta.stop());

    Lake lake;
    lake.open(location);
    for (const QStringList &ids : {authored, captured})
        for (const QString &id : ids)
            QVERIFY2(lake.get(id).has_value(), qPrintable(id));
    QCOMPARE(scalar(lake, QStringLiteral("SELECT count(*) FROM deltas WHERE source = 'browser'")), qint64(sent));
    QCOMPARE(scalar(lake, QStringLiteral("SELECT count(*) FROM deltas WHERE source = 'chat-event'")), 0);
    // Each wilted delta was reaped once, by one of the three.
    QCOMPARE(scalar(lake, QStringLiteral("SELECT coalesce(sum(count), 0) FROM audit WHERE op = 'reap'")),
             qint64(kChatterAtServeStart + kChatterAtWindowStart));
    // And never two reaps at once: each entry is written as its reap ends,
    // after duration_ms of work; no span starts before the previous ended.
    QList<QPair<qint64, qint64>> spans;
    for (const AuditEntry &e : lake.audit().recent({QStringLiteral("reap")}, 1000)) {
        const qint64 ms = e.detail.value(QStringLiteral("duration_ms")).toInteger();
        spans << qMakePair(e.at - ms, e.at);
    }
    std::sort(spans.begin(), spans.end());
    QVERIFY(spans.size() >= 2);
    for (int i = 1; i < spans.size(); ++i)
        QVERIFY2(spans.at(i).first >= spans.at(i - 1).second - 5, "two reaps overlapped in time");
}

QTEST_MAIN(TestPostgresTwoServes)
#include "tst_postgres_two_serves.moc"
