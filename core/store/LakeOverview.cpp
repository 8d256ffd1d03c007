// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeOverview.h"

#include <QCoreApplication>

#include "AuditLog.h"
#include "ExpiryLaws.h"
#include "Lake.h"
#include "LakeSql.h"
#include "NextDeadlines.h"
#include "StorageErrors.h"
#include "TarnError.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QSet>
#include <algorithm>

namespace tarn::LakeOverview {

namespace {

void run(QSqlQuery &q, bool ok)
{
    if (!ok)
        throw StorageErrors::fromSql(q.lastError());
}

qint64 localMidnight(qint64 ms)
{
    QDateTime t = QDateTime::fromMSecsSinceEpoch(ms).toLocalTime();
    t.setTime(QTime(0, 0));
    return t.toMSecsSinceEpoch();
}

} // namespace

QList<SourceOverview> sources(Lake &lake)
{
    const qint64 now = lake.clock().nowMs();
    const SourceRegistry &registry = SourceRegistry::builtIn();

    QMap<QString, qint64> counts;
    QSqlQuery q(LakeSql::of(lake));
    q.setForwardOnly(true);
    run(q, q.exec(QStringLiteral("SELECT source, n FROM source_stats WHERE n > 0")));
    while (q.next())
        counts.insert(q.value(0).toString(), q.value(1).toLongLong());

    QStringList names = lake.knownSources();
    for (const SourceDefinition &def : registry.definitions())
        if (def.storedInLake && !names.contains(def.key))
            names << def.key;

    // The newest delta of a source is its largest rowid in the (source,
    // expires_at) index; the next deadlines come from NextDeadlines.
    QStringList counted;
    for (const QString &name : std::as_const(names))
        if (counts.value(name) > 0)
            counted << name;
    const QHash<QString, qint64> deadlines = NextDeadlines::perSource(lake, counted, now);
    QSqlQuery newest(LakeSql::of(lake));
    run(newest, newest.prepare(QStringLiteral(
        "SELECT observed_at FROM deltas WHERE rid = (SELECT max(rid) FROM deltas WHERE source = ?)")));

    QList<SourceOverview> out;
    for (const QString &name : std::as_const(names)) {
        const SourceDefinition &def = registry.definitionFor(name);
        if (!def.storedInLake)
            continue;
        SourceOverview o;
        o.source = name;
        // Translated here, before the instance is appended: "Feeds (hn)" is in no catalogue.
        const QString label = QCoreApplication::translate("tarn::SourceRegistry", def.label.toUtf8().constData());
        o.label = def.key == name || name.indexOf(u':') < 0 ? label : label + QStringLiteral(" (") + name.section(u':', 1) + u')';
        o.category = def.category;
        o.count = counts.value(name);
        o.settings = lake.sourceSettings(name);
        o.defaults = registry.defaults(name);
        o.custom = lake.hasCustomSettings(name);
        o.allowNever = def.allowNever;
        o.classifiesDecay = def.classifiesDecay;
        if (o.count > 0) {
            if (const auto it = deadlines.constFind(name); it != deadlines.cend())
                o.nextExpiry = *it;
            newest.bindValue(0, name);
            run(newest, newest.exec());
            if (newest.next() && !newest.value(0).isNull())
                o.lastDeltaAt = newest.value(0).toLongLong();
            newest.finish();
        }
        out << o;
    }
    std::sort(out.begin(), out.end(), [](const SourceOverview &a, const SourceOverview &b) {
        return a.count != b.count ? a.count > b.count : a.source < b.source;
    });
    return out;
}

DashboardData dashboard(Lake &lake, int days, int historyLimit)
{
    DashboardData d;
    d.now = lake.clock().nowMs();
    d.days = std::max(1, days);
    QSqlQuery q(LakeSql::of(lake));
    q.setForwardOnly(true);

    run(q, q.exec(QStringLiteral("SELECT coalesce(sum(n), 0) FROM source_stats")));
    const qint64 total = q.next() ? q.value(0).toLongLong() : 0;
    run(q, q.exec(QStringLiteral("SELECT count(*) FROM deltas WHERE expires_at IS NOT NULL")));
    d.observed = q.next() ? q.value(0).toLongLong() : 0;
    d.authored = total - d.observed;

    // Local days: the bucket edges are local midnights, computed here so a
    // DST change inside the window shifts one edge, not every bucket.
    QList<qint64> edges;
    const qint64 today = localMidnight(d.now);
    for (int i = 0; i <= d.days; ++i)
        edges << QDateTime::fromMSecsSinceEpoch(today).addDays(i).toMSecsSinceEpoch();
    // One grouped count per day: SQLite counts in C over the expiry index's
    // range, so not a row crosses into Qt.
    // By deadline (ExpiryLaws::deadline): a plain-TTL row by its expires_at
    // (a range of the expiry index), a decay-class one by when soft decay
    // takes it: for each source a range of the deadline index (schema
    // version 9), which the engines use only with the source given. Read
    // through the decay-class index instead, a day's count read all 45,558
    // decay-class rows of the 1M bench lake (4.2 s cold, 100 ms warm, seven
    // times per dashboard); now one short range per source.
    const QString deadline = ExpiryLaws::deadlineSql();
    run(q, q.prepare(QStringLiteral("SELECT source, sum(n) FROM ("
                                    "SELECT source, count(*) AS n FROM deltas WHERE expires_at > :lo AND expires_at <= :hi "
                                    "AND NOT coalesce(%2, FALSE) GROUP BY source "
                                    "UNION ALL SELECT s.source, (SELECT count(*) FROM deltas WHERE source = s.source AND %2 "
                                    "AND %1 > :lo AND %1 <= :hi) FROM source_stats s WHERE s.n > 0"
                                    ") AS per_source GROUP BY source HAVING sum(n) > 0 ORDER BY source")
                         .arg(deadline, ExpiryLaws::softDecaysSql())));
    for (int i = 0; i < d.days; ++i) {
        q.bindValue(QStringLiteral(":lo"), std::max(d.now, edges.at(i)));
        q.bindValue(QStringLiteral(":hi"), edges.at(i + 1));
        run(q, q.exec());
        while (q.next())
            d.upcoming << ExpiryBucket{edges.at(i), q.value(0).toString(), q.value(1).toLongLong()};
        q.finish();
    }

    for (const AuditEntry &e : lake.audit().recent({QStringLiteral("reap"), QStringLiteral("decay")}, historyLimit)) {
        SweepHistoryEntry h;
        h.at = e.at;
        h.kind = e.op == u"reap" ? SweepKind::Reap : SweepKind::SoftDecay;
        h.actor = e.actor;
        h.removed = e.count.value_or(0);
        h.reduced = e.detail.value(QStringLiteral("reduced")).toInteger();
        h.durationMs = e.detail.value(QStringLiteral("duration_ms")).toInteger();
        h.cancelled = e.detail.value(QStringLiteral("cancelled")).toBool();
        h.error = e.detail.value(QStringLiteral("error")).toString();
        d.sweeps << h;
    }
    return d;
}

} // namespace tarn::LakeOverview
