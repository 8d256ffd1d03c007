// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// One lake, several processes: two tarn_kill_child instances (each an API
// server, an importer and a sweeper) and `tarn remember` in a loop write at
// once; nothing acknowledged may be lost and the file must stay sound. A
// writer kept from the lock waits for it (SQLite's busy timeout) and, when
// the lock never comes, says the lake is busy instead of failing obscurely.

#include "ApiServer.h"
#include "CliRunner.h"
#include "CrashWorkload.h"
#include "InMemorySecretStore.h"
#include "LakeSql.h"
#include "TestSupport.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {

QString makeLake(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("lake.sqlite"));
    ManualClock clock(kT0);
    Lake lake(clock);
    lake.open(path);
    lake.setSourceSettings(QStringLiteral("browser"), SourceSettings{crash::kBrowserExpiryMs, DecayClass::None}, false);
    return path;
}

qint64 countDeltas(const QString &lakePath)
{
    ManualClock clock(kT0);
    Lake lake(clock);
    lake.open(lakePath);
    QSqlQuery q(LakeSql::of(lake));
    q.exec(QStringLiteral("SELECT count(*) FROM deltas"));
    return q.next() ? q.value(0).toLongLong() : -1;
}

// Another process's write transaction, held for as long as the test says.
struct LockHolder
{
    QSqlDatabase db;
    explicit LockHolder(const QString &lakePath)
    {
        db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
        db.setDatabaseName(lakePath);
    }
    bool take()
    {
        if (!db.isOpen() && !db.open())
            return false;
        QSqlQuery q(db);
        return q.exec(QStringLiteral("BEGIN IMMEDIATE")); // the write lock, in WAL mode
    }
    void release()
    {
        QSqlQuery q(db);
        q.exec(QStringLiteral("ROLLBACK"));
    }
    ~LockHolder()
    {
        release();
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("holder"));
    }
};

} // namespace

class TestTwoWriters : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void processesWritingAtOnceLoseNothing();
    void aWriterWaitsForTheLock();
    void aWriterThatNeverGetsTheLockSaysTheLakeIsBusy();
};

void TestTwoWriters::processesWritingAtOnceLoseNothing()
{
    QTemporaryDir dir;
    QTemporaryDir home;
    const QString lakePath = makeLake(dir);
    constexpr int kRunMs = 5000;
    QList<QProcess *> children;
    for (int i = 0; i < 2; ++i) {
        auto *child = new QProcess(this);
        child->start(QStringLiteral(TARN_KILL_CHILD),
                     {lakePath, dir.filePath(QStringLiteral("scratch-%1").arg(i)), QString::number(kT0),
                      QString::number(1000 + i), QString::number(kRunMs)});
        QVERIFY2(child->waitForStarted(), qPrintable(child->errorString()));
        children << child;
    }
    // A third writer, the CLI, meanwhile.
    QStringList cliIds;
    QElapsedTimer elapsed;
    elapsed.start();
    while (elapsed.elapsed() < kRunMs) {
        const CliRun r = runTarn(home, {QStringLiteral("remember"), QStringLiteral("--lake"), lakePath,
                                        QStringLiteral("noted from the CLI while two others write, %1").arg(cliIds.size())});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        cliIds << QString::fromUtf8(r.out).trimmed();
    }
    crash::Acks acks;
    for (QProcess *child : std::as_const(children)) {
        // (waitForFinished() is false for a process that has already ended.)
        QVERIFY(child->state() == QProcess::NotRunning || child->waitForFinished(60000));
        const QByteArray err = child->readAllStandardError();
        QCOMPARE(child->exitStatus(), QProcess::NormalExit);
        QVERIFY2(child->exitCode() == 0, err.constData());
        // A refusal (busy, a missing image, a conflict) is a lost write.
        QVERIFY2(!err.contains("failure:"), err.constData());
        acks.parse(child->readAllStandardOutput());
    }
    QVERIFY2(acks.authored.size() > 50, "the children hardly wrote");
    QVERIFY(cliIds.size() >= 3);
    acks.authored << cliIds;
    const crash::Verdict v = crash::verifyLake(lakePath, acks);
    QVERIFY2(v.problems.isEmpty(), qPrintable(v.problems.mid(0, 20).join(u'\n')));
    qInfo("%lld authored and %lld unexpired observed deltas from three processes checked, %lld media files",
          v.authoredChecked, v.observedChecked, v.mediaFiles);
}

void TestTwoWriters::aWriterWaitsForTheLock()
{
    QTemporaryDir dir;
    QTemporaryDir home;
    const QString lakePath = makeLake(dir);
    LockHolder holder(lakePath);
    QVERIFY(holder.take());
    // The holder lets go after 1.5 s, well inside the busy timeout.
    QTimer::singleShot(1500, [&holder] { holder.release(); });
    QElapsedTimer waited;
    waited.start();
    const CliRun r = runTarn(home, {QStringLiteral("remember"), QStringLiteral("--lake"), lakePath,
                                    QStringLiteral("written once the lock was free")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(waited.elapsed() >= 1400);
    QCOMPARE(countDeltas(lakePath), 1);
}

void TestTwoWriters::aWriterThatNeverGetsTheLockSaysTheLakeIsBusy()
{
    QTemporaryDir dir;
    QTemporaryDir home;
    const QString lakePath = makeLake(dir);
    ManualClock clock(kT0);
    {
        Lake lake(clock);
        lake.open(lakePath);
        lake.insert(draft(QStringLiteral("chat"), QStringLiteral("written before the lock was taken"), Kind::Fact));
    }
    InMemorySecretStore secrets;
    ApiServerOptions options;
    options.memory = MemorySettings{};
    ApiServer server(lakePath, clock, secrets, options);
    server.start();
    const QString token = server.tokens().issue(QStringLiteral("test"), TokenScope::Write);

    LockHolder holder(lakePath);
    QVERIFY(holder.take());
    QElapsedTimer waited;
    waited.start();
    // The CLI in its own process and the API in this one, both kept out.
    QProcess cli;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    cli.setProcessEnvironment(env);
    cli.start(QStringLiteral(TARN_BINARY), {QStringLiteral("remember"), QStringLiteral("--lake"), lakePath,
                                            QStringLiteral("never written")});
    QVERIFY(cli.waitForStarted());

    QNetworkAccessManager net;
    QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1/v1/deltas").arg(server.port())));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    request.setRawHeader("Authorization", "Bearer " + token.toUtf8());
    request.setTransferTimeout(60000);
    QNetworkReply *reply = net.post(request, QByteArrayLiteral(R"({"source":"chat","content":"never written either"})"));
    QEventLoop loop;
    connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QJsonObject error = QJsonDocument::fromJson(reply->readAll()).object().value(QStringLiteral("error")).toObject();
    QCOMPARE(status, 503);
    QCOMPARE(error.value(QStringLiteral("code")).toString(), QStringLiteral("busy"));
    QVERIFY2(error.value(QStringLiteral("message")).toString().contains(QStringLiteral("busy")),
             qPrintable(error.value(QStringLiteral("message")).toString()));
    QCOMPARE(reply->rawHeader("Retry-After"), QByteArray("1"));
    reply->deleteLater();

    QVERIFY(cli.state() == QProcess::NotRunning || cli.waitForFinished(60000));
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QVERIFY2(cli.exitCode() != 0, qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("the lake is busy")), qPrintable(err));
    // Both waited the busy timeout first rather than giving up at once.
    QVERIFY(waited.elapsed() >= Lake::kBusyTimeoutMs - 500);

    holder.release();
    QCOMPARE(countDeltas(lakePath), 1); // nothing half-written
    const CliRun after = runTarn(home, {QStringLiteral("remember"), QStringLiteral("--lake"), lakePath,
                                        QStringLiteral("written once the lock was free")});
    QVERIFY2(after.exitCode == 0, after.err.constData());
    QCOMPARE(countDeltas(lakePath), 2);
}

QTEST_GUILESS_MAIN(TestTwoWriters)
#include "tst_two_writers.moc"
