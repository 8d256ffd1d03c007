// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Media by content hash beside the lake (DESIGN §1): stored once per hash; a
// file goes when, and only when, the last delta referring to it is gone, so
// an engagement that copied the hash keeps the image after its target is
// reaped, and the reaper leaves nothing behind.

#include "AuditLog.h"
#include "Engage.h"
#include "Engagement.h"
#include "Reaper.h"
#include "TestSupport.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace tarn;
using namespace tarn::test;

namespace {

QString sha256(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

bool fileExists(Lake &lake, const QString &hash)
{
    return QFileInfo::exists(lake.media().pathFor(hash));
}

Delta withMedia(const QString &source, const QString &content, const QString &hash)
{
    Delta d = draft(source, content);
    d.mediaHash = hash;
    return d;
}

// Back-dates a media file so the reconciliation's grace period has passed,
// whether it reads file ages on the wall clock or on the lake's clock.
void makeOld(Lake &lake, const QString &hash, qint64 ageMs)
{
    const qint64 base = std::min(QDateTime::currentMSecsSinceEpoch(), lake.clock().nowMs());
    QFile f(lake.media().pathFor(hash));
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.setFileTime(QDateTime::fromMSecsSinceEpoch(base - ageMs, Qt::UTC), QFileDevice::FileModificationTime));
}

void makeFresh(Lake &lake, const QString &hash)
{
    const qint64 newest = std::max(QDateTime::currentMSecsSinceEpoch(), lake.clock().nowMs());
    QFile f(lake.media().pathFor(hash));
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.setFileTime(QDateTime::fromMSecsSinceEpoch(newest, Qt::UTC), QFileDevice::FileModificationTime));
}

} // namespace

class TestMedia : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void storedOncePerContentHash()
    {
        TempLake lake;
        const QByteArray bytes("\x89PNG\r\n\x1a\n pretend image");
        const QString a = lake->putMedia(bytes);
        const QString b = lake->putMedia(bytes);
        QCOMPARE(a, b);
        QCOMPARE(a, sha256(bytes));
        QCOMPARE(lake->media().allHashes(), QStringList{a});
        // Beside the lake, not inside it.
        const QString root = Lake::mediaRootFor(lake.path());
        QCOMPARE(lake->media().root(), root);
        QVERIFY(lake->media().pathFor(a).startsWith(root + u'/'));
        QVERIFY(QFileInfo(root).absolutePath() == QFileInfo(lake.path()).absolutePath());
        QFile f(lake->media().pathFor(a));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), bytes);
        // Different bytes, a different file.
        const QString c = lake->putMedia(QByteArrayLiteral("another image"));
        QVERIFY(c != a);
        QCOMPARE(lake->media().allHashes().size(), 2);
        // Two deltas may share one file.
        lake->insert(withMedia(QStringLiteral("browser"), QStringLiteral("first"), a));
        lake->insert(withMedia(QStringLiteral("browser"), QStringLiteral("second"), a));
        QCOMPARE(lake->media().allHashes().size(), 2);
    }

    void engagementKeepsTheImageAfterItsTargetIsReaped()
    {
        TempLake lake;
        const QString hash = lake->putMedia(QByteArrayLiteral("<svg>Red Tarn at dawn</svg>"));
        const Delta capture = lake->insert(withMedia(QStringLiteral("browser"), QStringLiteral("Red Tarn at dawn, from the ridge"), hash));
        QVERIFY(capture.expiresAt.has_value()); // observed: it wilts (browser 7 d)
        QCOMPARE(*capture.expiresAt, kT0 + 7 * Duration::Day);

        lake.clock.advance(Duration::Day);
        const Delta affirm = Engagement::engage(*lake, capture.id, EngagementType::Affirm, QStringLiteral("the best light"));
        QCOMPARE(affirm.mediaHash, hash); // Engagement::engage copies media_hash
        QVERIFY(!affirm.expiresAt.has_value());

        // Not yet: the reaper leaves an unexpired capture alone.
        lake.clock.setNow(kT0 + 7 * Duration::Day - 1);
        QCOMPARE(Reaper::run(*lake).removed, 0);
        QVERIFY(lake->get(capture.id).has_value());

        lake.clock.setNow(kT0 + 7 * Duration::Day + Duration::Minute);
        const SweepReport r = Reaper::run(*lake);
        QCOMPARE(r.removed, 1);
        QCOMPARE(r.mediaRemoved, 0);
        QVERIFY(!lake->get(capture.id).has_value());
        // The file stays: the engagement still refers to it.
        QVERIFY(fileExists(*lake, hash));
        const Delta kept = *lake->get(affirm.id);
        QCOMPARE(kept.mediaHash, hash);
        QVERIFY(kept.content.contains(QStringLiteral("the best light")));
        QVERIFY(kept.content.contains(QStringLiteral("Red Tarn at dawn, from the ridge")));
        QVERIFY(kept.content.contains(capture.id));
        QFile f(lake->media().pathFor(kept.mediaHash));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArrayLiteral("<svg>Red Tarn at dawn</svg>"));

        // A second capture with its own image and no engagement: reaped, and
        // its file goes with it; the engaged image stays.
        const QString lone = lake->putMedia(QByteArrayLiteral("<svg>a cloud</svg>"));
        const Delta cloud = lake->insert(withMedia(QStringLiteral("browser"), QStringLiteral("a cloud"), lone));
        QVERIFY(fileExists(*lake, lone));
        lake.clock.advance(7 * Duration::Day);
        const SweepReport r2 = Reaper::run(*lake);
        QCOMPARE(r2.removed, 1);
        QCOMPARE(r2.mediaRemoved, 1);
        QVERIFY(!lake->get(cloud.id).has_value());
        QVERIFY(!fileExists(*lake, lone));
        QVERIFY(fileExists(*lake, hash));
        // The reap's audit entry counts the removed image.
        const QList<AuditEntry> reaps = lake->audit().recent({QStringLiteral("reap")}, 1);
        QCOMPARE(reaps.constFirst().detail.value(QStringLiteral("media_removed")).toInt(), 1);
    }

    void lastReferenceGoneRemovesTheFile()
    {
        TempLake lake;
        const QString shared = lake->putMedia(QByteArrayLiteral("shared image"));
        // sysinfo wilts after 1 d, browser after 7 d: the same image, two clocks.
        const Delta early = lake->insert(withMedia(QStringLiteral("sysinfo"), QStringLiteral("screen snapshot"), shared));
        const Delta late = lake->insert(withMedia(QStringLiteral("browser"), QStringLiteral("the same picture"), shared));
        QCOMPARE(*early.expiresAt, kT0 + Duration::Day);
        QCOMPARE(*late.expiresAt, kT0 + 7 * Duration::Day);

        lake.clock.setNow(kT0 + 2 * Duration::Day);
        QCOMPARE(Reaper::run(*lake).removed, 1);
        QVERIFY(!lake->get(early.id).has_value());
        QVERIFY(fileExists(*lake, shared)); // one reference left

        lake.clock.setNow(kT0 + 8 * Duration::Day);
        const SweepReport r = Reaper::run(*lake);
        QCOMPARE(r.removed, 1);
        QCOMPARE(r.mediaRemoved, 1);
        QVERIFY(!fileExists(*lake, shared)); // the last one gone
        QVERIFY(lake->media().allHashes().isEmpty());
    }

    void releaseMediaKeepsReferencedFiles()
    {
        TempLake lake;
        const QString used = lake->putMedia(QByteArrayLiteral("used"));
        const QString unused = lake->putMedia(QByteArrayLiteral("unused"));
        lake->insert(withMedia(QStringLiteral("vault"), QStringLiteral("a note with a picture"), used));
        QCOMPARE(lake->releaseMedia({used, unused}), 1);
        QVERIFY(fileExists(*lake, used));
        QVERIFY(!fileExists(*lake, unused));
        // A name that is not a hash touches nothing outside the media folder.
        QCOMPARE(lake->releaseMedia({QStringLiteral("../lake.sqlite")}), 0);
        QVERIFY(QFileInfo::exists(lake.path()));
    }

    void reconcileRemovesOldOrphansOnly()
    {
        TempLake lake;
        const QString referenced = lake->putMedia(QByteArrayLiteral("referenced"));
        const QString oldOrphan = lake->putMedia(QByteArrayLiteral("old orphan"));
        const QString freshOrphan = lake->putMedia(QByteArrayLiteral("fresh orphan: an insert in flight"));
        lake->insert(withMedia(QStringLiteral("vault"), QStringLiteral("a note"), referenced));
        makeOld(*lake, referenced, 2 * Duration::Hour);
        makeOld(*lake, oldOrphan, 2 * Duration::Hour);
        makeFresh(*lake, freshOrphan);

        const int removed = lake->reconcileMedia(10 * Duration::Minute);
        QCOMPARE(removed, 1);
        QVERIFY(fileExists(*lake, referenced));
        QVERIFY(!fileExists(*lake, oldOrphan));
        QVERIFY(fileExists(*lake, freshOrphan));
        const QList<AuditEntry> entries = lake->audit().recent({QStringLiteral("media-reconcile")});
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.constFirst().count.value_or(-1), qint64(1));

        // Once its grace has passed, the fresh orphan goes too.
        makeOld(*lake, freshOrphan, 2 * Duration::Hour);
        QCOMPARE(lake->reconcileMedia(10 * Duration::Minute), 1);
        QVERIFY(!fileExists(*lake, freshOrphan));
        QVERIFY(fileExists(*lake, referenced));
        // Nothing left to do: a second pass is a no-op.
        QCOMPARE(lake->reconcileMedia(10 * Duration::Minute), 0);
    }

    void unknownMediaHashIsRefused()
    {
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("already here"), Kind::Fact));
        const QByteArray before = exportOf(*lake);
        const QString nowhere = sha256(QByteArrayLiteral("bytes that were never stored"));
        try {
            lake->insert(withMedia(QStringLiteral("browser"), QStringLiteral("points at nothing"), nowhere));
            QFAIL("a media_hash naming no file was accepted");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::InvalidInput);
            QCOMPARE(e.field(), QStringLiteral("media_hash"));
            QVERIFY2(e.message().contains(nowhere), qPrintable(e.message()));
        }
        try {
            lake->insert(withMedia(QStringLiteral("browser"), QStringLiteral("not a hash"), QStringLiteral("cat.png")));
            QFAIL("a malformed media_hash was accepted");
        } catch (const TarnError &e) {
            QCOMPARE(e.field(), QStringLiteral("media_hash"));
        }
        QCOMPARE(exportOf(*lake), before);
    }

    void importCarriesImagesFromAnExportFolder()
    {
        TempLake source;
        const QString hash = source->putMedia(QByteArrayLiteral("travelling image"));
        source->insert(withMedia(QStringLiteral("browser"), QStringLiteral("a capture with a picture"), hash));
        QTemporaryDir out;
        const QString mediaDir = out.filePath(QStringLiteral("export.jsonl.media"));
        QCOMPARE(source->exportMedia(mediaDir), 1);
        QByteArray jsonl = exportOf(*source);

        // Without the folder the import is refused, naming media_hash.
        TempLake target;
        {
            QBuffer in(&jsonl);
            QVERIFY(in.open(QIODevice::ReadOnly));
            try {
                target->importJsonl(in);
                QFAIL("imported a delta whose image is nowhere");
            } catch (const TarnError &e) {
                QCOMPARE(e.field(), QStringLiteral("media_hash"));
            }
        }
        QCOMPARE(target->stats().total, 0);
        {
            QBuffer in(&jsonl);
            QVERIFY(in.open(QIODevice::ReadOnly));
            QCOMPARE(target->importJsonl(in, mediaDir).imported, 1);
        }
        QVERIFY(fileExists(*target, hash));
        QCOMPARE(exportOf(*target), jsonl);
    }

    void aPersonsFilesBesideANamedLakeAreKept()
    {
        // --lake ~/photos makes ~/photos.media the lake's media folder. The
        // sole opener's sweep removes only what put() writes there (files
        // named by their hash, and put()'s own temporary files), never a
        // person's files that already lay in it.
        QTemporaryDir dir;
        const QString media = dir.filePath(QStringLiteral("photos.media"));
        const QString hash = sha256("an orphan of the lake");
        const QStringList mine{QStringLiteral("2023/summit.jpg"), QStringLiteral("ab/notes.txt"),
                               QStringLiteral("ab/") + hash, QStringLiteral("readme.txt")};
        for (const QString &name : mine) {
            QVERIFY(QDir().mkpath(QFileInfo(media + u'/' + name).absolutePath()));
            QFile f(media + u'/' + name);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write("mine") == 4);
        }
        QVERIFY(!hash.startsWith(QStringLiteral("ab")));
        const QString orphan = media + u'/' + hash.left(2) + u'/' + hash;
        const QString temporary = orphan + QStringLiteral(".aB3xYz");
        QVERIFY(QDir().mkpath(QFileInfo(orphan).absolutePath()));
        for (const QString &path : {orphan, temporary}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        ManualClock clock(kT0);
        Lake lake(clock);
        lake.open(dir.filePath(QStringLiteral("photos")));
        QCOMPARE(lake.media().root(), media);
        for (const QString &name : mine)
            QVERIFY2(QFileInfo::exists(media + u'/' + name), qPrintable(name));
        // What the lake's own layout left behind still goes.
        QVERIFY(!QFileInfo::exists(orphan));
        QVERIFY(!QFileInfo::exists(temporary));
    }
};

QTEST_GUILESS_MAIN(TestMedia)
#include "tst_media.moc"
