// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What tarn_kill_child does and says, and how a parent checks a lake against
// what the child acknowledged. Shared by the child, tst_kill_safety (kills it
// a hundred times) and tst_two_writers (runs two at once).
//
// The child prints one line per fact on stdout, each with a single write(2)
// after the fact is true, so a line the parent reads was true before the kill:
//   ready PORT
//   clock MS                      the sweeps may use this time from now on
//   authored ID                   committed; never expires
//   observed ID EXPIRES CONFIRMED CONFIDENCE   committed; wilts at EXPIRES

#include "Clock.h"
#include "DeltaId.h"
#include "ExpiryLaws.h"
#include "Lake.h"
#include "LakeMedia.h"
#include "LakeSql.h"
#include "SoftDecay.h"
#include "TarnError.h"

#include <QDirIterator>
#include <QHash>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <cmath>

namespace tarn::crash {

// The child's clock jumps this far before each reap + soft decay, so
// observed deltas really wilt (and are reaped) within a run of 50-400 ms.
constexpr qint64 kClockStepMs = 10 * Duration::Minute;
constexpr qint64 kDecayIntervalMs = Duration::Hour;
// The parent gives the browser source this expiry before the first run.
constexpr qint64 kBrowserExpiryMs = 6 * Duration::Hour;

struct Observed
{
    qint64 expiresAt = 0;
    qint64 lastConfirmedAt = 0;
    double confidence = 1.0;
};

struct Acks
{
    QStringList authored;
    QHash<QString, Observed> observed;
    qint64 clockMax = 0;
    int lines = 0;

    // Whole lines only: a line cut by the kill was never acknowledged.
    void parse(const QByteArray &out)
    {
        const QList<QByteArray> all = out.split('\n');
        for (qsizetype i = 0; i + 1 < all.size(); ++i) {
            const QList<QByteArray> f = all.at(i).split(' ');
            ++lines;
            if (f.value(0) == "clock" && f.size() == 2)
                clockMax = std::max(clockMax, f.at(1).toLongLong());
            else if (f.value(0) == "authored" && f.size() == 2)
                authored << QString::fromLatin1(f.at(1));
            else if (f.value(0) == "observed" && f.size() == 5)
                observed.insert(QString::fromLatin1(f.at(1)),
                                Observed{f.at(2).toLongLong(), f.at(3).toLongLong(), f.at(4).toDouble()});
        }
    }
};

// Whether soft decay may have deleted this delta by `clock` (the only thing
// besides the reaper that removes rows in the child's workload).
inline bool decayMayHaveTaken(const Observed &o, qint64 clock)
{
    const std::optional<qint64> mark = ExpiryLaws::decayMark(o.lastConfirmedAt, o.expiresAt);
    if (!mark || *mark >= clock)
        return false;
    const int steps = SoftDecay::stepsDue(*mark, clock, kDecayIntervalMs);
    return o.confidence * std::pow(SoftDecay::kFactor, std::min(steps, 62)) < SoftDecay::kDeleteBelow;
}

struct Verdict
{
    QStringList problems;
    qint64 authoredChecked = 0;
    qint64 observedChecked = 0; // unexpired, so they had to be there
    qint64 mediaFiles = 0;
    // On a server: images a kill left stored but unnamed (put, then killed
    // before the row committed), which the lake's reconciliation removed.
    qint64 orphansReconciled = 0;
};

inline QSet<QString> mediaFilesOf(const QString &root)
{
    QSet<QString> files;
    QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        // The lake's claim file (LakeClaim), the file its waiting writers lock
        // (WaitingWriters) and its work locks (LakeLock) are its bookkeeping,
        // not media.
        if (it.fileName() != QLatin1String(".in-use") && it.fileName() != QLatin1String(Lake::kWaitingWritersFile)
            && !it.filePath().contains(QLatin1String("/.locks/")))
            files.insert(it.fileName());
    }
    return files;
}

// Opens the lake the normal way (which reconciles what a crash left) and
// checks it against the acknowledgements.
inline Verdict verifyLake(const QString &lakePath, const Acks &acks)
{
    Verdict v;
    ManualClock clock(acks.clockMax);
    Lake lake(clock);
    try {
        OpenOptions options;
        options.create = false;
        lake.open(lakePath, options);
    } catch (const TarnError &e) {
        v.problems << QStringLiteral("the lake does not open: ") + e.message();
        return v;
    }
    QSqlQuery q(LakeSql::of(lake));
    if (lake.onServer()) {
        // The server keeps its own files whole; what a kill can leave is an
        // image stored by a write that never committed. With the child dead
        // nothing is between storing and naming one, so no grace is needed.
        try {
            v.orphansReconciled = lake.reconcileMedia(0);
        } catch (const TarnError &e) {
            v.problems << QStringLiteral("reconciling media failed: ") + e.message();
        }
    } else {
        if (!q.exec(QStringLiteral("PRAGMA integrity_check")))
            v.problems << QStringLiteral("integrity_check failed to run");
        while (q.next())
            if (q.value(0).toString() != u"ok")
                v.problems << QStringLiteral("integrity_check: ") + q.value(0).toString();
        if (!q.exec(QStringLiteral("INSERT INTO delta_fts(delta_fts) VALUES ('integrity-check')")))
            v.problems << QStringLiteral("FTS integrity-check: ") + q.lastError().text();
    }

    QSet<qint64> present;
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT rid FROM deltas")))
        v.problems << q.lastError().text();
    while (q.next())
        present.insert(q.value(0).toLongLong());
    for (const QString &id : acks.authored) {
        ++v.authoredChecked;
        if (!present.contains(*DeltaId::toKey(id)))
            v.problems << QStringLiteral("authored %1 was acknowledged and is gone").arg(id);
    }
    for (auto it = acks.observed.cbegin(); it != acks.observed.cend(); ++it) {
        if (it->expiresAt <= acks.clockMax || decayMayHaveTaken(*it, acks.clockMax))
            continue;
        ++v.observedChecked;
        if (!present.contains(*DeltaId::toKey(it.key())))
            v.problems << QStringLiteral("observed %1 (wilts at %2, clock at %3) is gone early")
                              .arg(it.key())
                              .arg(it->expiresAt)
                              .arg(acks.clockMax);
    }

    QSet<QString> referenced;
    if (!q.exec(QStringLiteral("SELECT DISTINCT media_hash FROM deltas WHERE media_hash IS NOT NULL")))
        v.problems << q.lastError().text();
    while (q.next())
        referenced.insert(q.value(0).toString());
    const QStringList stored = lake.onServer() ? lake.media().allHashes() : QStringList();
    const QSet<QString> files = lake.onServer() ? QSet<QString>(stored.cbegin(), stored.cend())
                                                : mediaFilesOf(Lake::mediaRootFor(lakePath));
    v.mediaFiles = files.size();
    for (const QString &f : files)
        if (!referenced.contains(f))
            v.problems << QStringLiteral("media file %1 is referenced by no delta").arg(f);
    for (const QString &h : referenced)
        if (!files.contains(h))
            v.problems << QStringLiteral("media file %1 is referenced but missing").arg(h);
    return v;
}

} // namespace tarn::crash
