// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// A full disk and a read-only lake: the core, the CLI and the API refuse the
// write with a message that says which (not SQLite's "disk I/O error"),
// keep serving reads, lose nothing already written, and write again once
// the disk has room. The full-lake core test runs anywhere (SQLite's
// max_page_count); the real full and read-only disks are a small tmpfs,
// which needs root (CI); without it the read-only test uses permissions and
// the full-disk one skips.

#include "ApiServer.h"
#include "CliRunner.h"
#include "Engage.h"
#include "Engagement.h"
#include "FaultDisk.h"
#include "InMemorySecretStore.h"
#include "LakeSql.h"
#include "StorageErrors.h"
#include "TestSupport.h"

#include <QDir>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {

struct Reply
{
    int status = 0;
    QJsonObject json;
    QString errorCode() const { return json.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toString(); }
    QString errorMessage() const { return json.value(QStringLiteral("error")).toObject().value(QStringLiteral("message")).toString(); }
};

Reply call(QNetworkAccessManager &net, quint16 port, const QByteArray &method, const QString &path,
           const QString &token, const QJsonObject &body = {})
{
    QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(port).arg(path)));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    request.setRawHeader("Authorization", "Bearer " + token.toUtf8());
    QNetworkReply *reply = net.sendCustomRequest(request, method,
                                                 body.isEmpty() ? QByteArray() : QJsonDocument(body).toJson());
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    Reply r;
    r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    r.json = QJsonDocument::fromJson(reply->readAll()).object();
    reply->deleteLater();
    return r;
}

QString integrityOf(Lake &lake)
{
    QSqlQuery q(LakeSql::of(lake));
    if (!q.exec(QStringLiteral("PRAGMA integrity_check")) || !q.next())
        return QStringLiteral("integrity_check did not run");
    return q.value(0).toString();
}

QByteArray randomBytes(int n)
{
    QByteArray bytes(n, Qt::Uninitialized);
    for (char &c : bytes)
        c = char(QRandomGenerator::global()->bounded(256));
    return bytes;
}

// A JSONL file with one image, outside the lake's disk, as `tarn export` writes.
QString importFileWithImage(const QTemporaryDir &dir, const QString &content)
{
    const QString file = dir.filePath(QStringLiteral("with-image.jsonl"));
    const QString hash = MediaStore(file + QStringLiteral(".media")).put(randomBytes(256 * 1024));
    QFile out(file);
    out.open(QIODevice::WriteOnly | QIODevice::Truncate);
    out.write(QJsonDocument(QJsonObject{{QStringLiteral("source"), QStringLiteral("chat")},
                                        {QStringLiteral("content"), content},
                                        {QStringLiteral("media_hash"), hash}})
                  .toJson(QJsonDocument::Compact)
              + '\n');
    return file;
}

const QString kFullMessage = QStringLiteral("the disk holding the lake is full");
const QString kReadOnlyMessage = QStringLiteral("the lake is read-only");

} // namespace

class TestDiskFaults : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fullLakeIsRefusedClearly();
    void apiMapsEachRefusal();
    void fullDiskRefusesWritesAndKeepsServing();
    void readOnlyLakeReadsAndRefusesWrites();
};

void TestDiskFaults::fullLakeIsRefusedClearly()
{
    TempLake lake;
    QStringList kept;
    for (int i = 0; i < 20; ++i)
        kept << lake->insert(draft(QStringLiteral("chat"), QStringLiteral("kept %1").arg(i), Kind::Fact)).id;
    // The file may not grow any more: SQLite's own "database or disk is full".
    QSqlQuery q(LakeSql::of(*lake));
    QVERIFY(q.exec(QStringLiteral("PRAGMA page_count")) && q.next());
    const qint64 pages = q.value(0).toLongLong();
    q.finish();
    lake->exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages));
    const QString big(8000, u'x');
    std::optional<TarnError> refused;
    for (int i = 0; i < 500 && !refused; ++i) {
        try {
            kept << lake->insert(draft(QStringLiteral("chat"), big + QString::number(i), Kind::Fact)).id;
        } catch (const TarnError &e) {
            refused = e;
        }
    }
    QVERIFY(refused);
    QCOMPARE(refused->kind(), TarnError::Kind::DiskFull);
    QVERIFY2(refused->message().startsWith(kFullMessage), qPrintable(refused->message()));
    // An engagement (a transaction around an insert and an audit entry) too.
    try {
        Engagement::engage(*lake, kept.first(), EngagementType::Affirm, big);
    } catch (const TarnError &e) {
        QCOMPARE(e.kind(), TarnError::Kind::DiskFull);
    }
    // Nothing written before is lost, and the file is sound.
    for (const QString &id : std::as_const(kept))
        QVERIFY2(lake->get(id), qPrintable(id));
    QCOMPARE(integrityOf(*lake), QStringLiteral("ok"));
    // Room again: writes go through.
    lake->exec(QStringLiteral("PRAGMA max_page_count = 1073741823"));
    QVERIFY(!lake->insert(draft(QStringLiteral("chat"), QStringLiteral("after"), Kind::Fact)).id.isEmpty());
}

void TestDiskFaults::apiMapsEachRefusal()
{
    const ApiResponse full = ApiResponse::fromError(StorageErrors::diskFull());
    QCOMPARE(full.status, 507);
    QCOMPARE(full.body.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toString(), QStringLiteral("disk_full"));
    const ApiResponse readOnly = ApiResponse::fromError(StorageErrors::readOnly());
    QCOMPARE(readOnly.status, 503);
    QCOMPARE(readOnly.body.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toString(), QStringLiteral("read_only"));
    const ApiResponse busy = ApiResponse::fromError(StorageErrors::busy());
    QCOMPARE(busy.status, 503);
    QCOMPARE(busy.headers.size(), 1);
    QCOMPARE(ApiResponse::fromError(TarnError::storage(QStringLiteral("disk I/O error"))).status, 500);
}

void TestDiskFaults::fullDiskRefusesWritesAndKeepsServing()
{
    SmallDisk disk(8 * 1024 * 1024);
    if (!disk.isMounted())
        QSKIP(qPrintable(disk.error()));
    QTemporaryDir home;
    QTemporaryDir outside;
    const QString lakePath = disk.filePath(QStringLiteral("lake.sqlite"));
    ManualClock clock(kT0);
    QStringList kept;
    {
        Lake lake(clock);
        lake.open(lakePath);
        for (int i = 0; i < 20; ++i)
            kept << lake.insert(draft(QStringLiteral("chat"), QStringLiteral("written before the disk filled, %1").arg(i), Kind::Fact)).id;
        Delta withImage = draft(QStringLiteral("chat"), QStringLiteral("a picture kept before"), Kind::Fact);
        withImage.mediaHash = lake.putMedia(randomBytes(4096));
        kept << lake.insert(withImage).id;
    }
    // The app keeps running on the lake throughout: the API server.
    InMemorySecretStore secrets;
    ApiServerOptions options;
    options.memory = MemorySettings{};
    ApiServer server(lakePath, clock, secrets, options);
    server.start();
    const QString token = server.tokens().issue(QStringLiteral("test"), TokenScope::Write);
    QNetworkAccessManager net;
    {
        // An empty WAL: the next write has to grow it.
        Lake lake(clock);
        lake.open(lakePath);
        lake.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    }
    QVERIFY(disk.fill() > 0);

    // The API: 507 with a message, and reads still served.
    Reply refused;
    for (int i = 0; i < 200; ++i) {
        const Reply r = call(net, server.port(), "POST", QStringLiteral("/v1/deltas"), token,
                             {{QStringLiteral("source"), QStringLiteral("chat")},
                              {QStringLiteral("content"), QString(8000, u'x') + QString::number(i)}});
        if (r.status != 201) {
            refused = r;
            break;
        }
        kept << r.json.value(QStringLiteral("id")).toString();
    }
    QCOMPARE(refused.status, 507);
    QCOMPARE(refused.errorCode(), QStringLiteral("disk_full"));
    QVERIFY2(refused.errorMessage().startsWith(kFullMessage), qPrintable(refused.errorMessage()));
    const Reply list = call(net, server.port(), "GET", QStringLiteral("/v1/deltas?limit=500"), token);
    QCOMPARE(list.status, 200);
    QCOMPARE(list.json.value(QStringLiteral("deltas")).toArray().size(), kept.size());
    QCOMPARE(call(net, server.port(), "GET", QStringLiteral("/v1/deltas/") + kept.first(), token).status, 200);

    // The CLI: a non-zero exit naming the full disk; reading works.
    const CliRun remember = runTarn(home, {QStringLiteral("remember"), QStringLiteral("--lake"), lakePath,
                                           QStringLiteral("a note with nowhere to go")});
    QVERIFY(remember.exitCode != 0);
    QVERIFY2(QString::fromUtf8(remember.err).contains(kFullMessage), remember.err.constData());
    const CliRun import = runTarn(home, {QStringLiteral("import"), QStringLiteral("--lake"), lakePath,
                                         importFileWithImage(outside, QStringLiteral("an imported picture"))});
    QVERIFY(import.exitCode != 0);
    QVERIFY2(QString::fromUtf8(import.err).contains(kFullMessage), import.err.constData());
    const CliRun show = runTarn(home, {QStringLiteral("show"), QStringLiteral("--lake"), lakePath, kept.first()});
    QVERIFY2(show.exitCode == 0, show.err.constData());
    QVERIFY(show.out.contains("written before the disk filled, 0"));

    // Room again: both write, and the server never stopped.
    disk.freeUp();
    const Reply after = call(net, server.port(), "POST", QStringLiteral("/v1/deltas"), token,
                             {{QStringLiteral("source"), QStringLiteral("chat")}, {QStringLiteral("content"), QStringLiteral("room again")}});
    QCOMPARE(after.status, 201);
    kept << after.json.value(QStringLiteral("id")).toString();
    const CliRun again = runTarn(home, {QStringLiteral("import"), QStringLiteral("--lake"), lakePath,
                                        importFileWithImage(outside, QStringLiteral("imported once there was room"))});
    QVERIFY2(again.exitCode == 0, again.err.constData());

    Lake lake(clock);
    lake.open(lakePath);
    QCOMPARE(integrityOf(lake), QStringLiteral("ok"));
    for (const QString &id : std::as_const(kept))
        QVERIFY2(lake.get(id), qPrintable(id));
    QCOMPARE(lake.list({}, {}, 1000).size(), kept.size() + 1);
}

void TestDiskFaults::readOnlyLakeReadsAndRefusesWrites()
{
    ReadOnlyCapableFolder folder;
    if (!folder.isReady())
        QSKIP(qPrintable(folder.error()));
    QTemporaryDir home;
    const QString lakePath = folder.filePath(QStringLiteral("lake.sqlite"));
    ManualClock clock(kT0);
    QStringList kept;
    QString imagePath;
    {
        Lake lake(clock);
        lake.open(lakePath);
        for (int i = 0; i < 5; ++i)
            kept << lake.insert(draft(QStringLiteral("chat"), QStringLiteral("written while it could be, %1").arg(i), Kind::Fact)).id;
        Delta withImage = draft(QStringLiteral("browser"), QStringLiteral("a page with a picture"));
        withImage.mediaHash = lake.putMedia(randomBytes(2048));
        imagePath = lake.media().pathFor(withImage.mediaHash);
        kept << lake.insert(withImage).id;
    }
    QVERIFY2(folder.makeReadOnly(lakePath), std::strerror(errno));

    // The core: reads work, each write says read-only.
    {
        Lake lake(clock);
        lake.open(lakePath);
        QVERIFY(lake.isReadOnly());
        QCOMPARE(lake.list({}, {}, 100).size(), kept.size());
        QCOMPARE(lake.get(kept.first())->content, QStringLiteral("written while it could be, 0"));
        QVERIFY(QFileInfo(imagePath).isReadable());
        try {
            lake.insert(draft(QStringLiteral("chat"), QStringLiteral("refused"), Kind::Fact));
            QFAIL("a read-only lake took a write");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::ReadOnly);
            QVERIFY2(e.message().startsWith(kReadOnlyMessage), qPrintable(e.message()));
        }
        QVERIFY_THROWS_EXCEPTION(TarnError, Engagement::engage(lake, kept.last(), EngagementType::Affirm, QStringLiteral("keep")));
    }
    // The CLI.
    const CliRun show = runTarn(home, {QStringLiteral("show"), QStringLiteral("--lake"), lakePath, kept.first()});
    QVERIFY2(show.exitCode == 0, show.err.constData());
    const CliRun remember = runTarn(home, {QStringLiteral("remember"), QStringLiteral("--lake"), lakePath, QStringLiteral("refused")});
    QVERIFY(remember.exitCode != 0);
    QVERIFY2(QString::fromUtf8(remember.err).contains(kReadOnlyMessage), remember.err.constData());
    // The API.
    {
        InMemorySecretStore secrets;
        ApiServerOptions options;
        options.memory = MemorySettings{};
        ApiServer server(lakePath, clock, secrets, options);
        server.start();
        const QString token = server.tokens().issue(QStringLiteral("test"), TokenScope::Write);
        QNetworkAccessManager net;
        const Reply list = call(net, server.port(), "GET", QStringLiteral("/v1/deltas"), token);
        QCOMPARE(list.status, 200);
        QCOMPARE(list.json.value(QStringLiteral("deltas")).toArray().size(), kept.size());
        const Reply post = call(net, server.port(), "POST", QStringLiteral("/v1/deltas"), token,
                                {{QStringLiteral("source"), QStringLiteral("chat")}, {QStringLiteral("content"), QStringLiteral("refused")}});
        QCOMPARE(post.status, 503);
        QCOMPARE(post.errorCode(), QStringLiteral("read_only"));
        QVERIFY2(post.errorMessage().startsWith(kReadOnlyMessage), qPrintable(post.errorMessage()));
    }
    // Writable again: nothing was lost, and writes go through.
    QVERIFY2(folder.makeWritable(lakePath), std::strerror(errno));
    const CliRun again = runTarn(home, {QStringLiteral("remember"), QStringLiteral("--lake"), lakePath, QStringLiteral("writable again")});
    QVERIFY2(again.exitCode == 0, again.err.constData());
    Lake lake(clock);
    lake.open(lakePath);
    QVERIFY(!lake.isReadOnly());
    QCOMPARE(integrityOf(lake), QStringLiteral("ok"));
    for (const QString &id : std::as_const(kept))
        QVERIFY(lake.get(id));
    QVERIFY(QFileInfo::exists(imagePath));
}

QTEST_GUILESS_MAIN(TestDiskFaults)
#include "tst_disk_faults.moc"
