// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "DemoLake.h"

#include "SourceInstances.h"

#include "Engage.h"
#include "Engagement.h"
#include "Lake.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QRandomGenerator>

namespace tarn {

namespace {

struct Builder
{
    Lake &lake;
    QRandomGenerator rng;
    qint64 now;
    QList<NewDelta> batch;

    void add(const QString &source, Kind kind, const QString &content, qint64 ageMs, QStringList tags = {},
             const QString &subject = {}, const QString &media = {}, const QString &session = {})
    {
        Delta d;
        d.source = source;
        d.kind = kind;
        d.content = content;
        d.tags = std::move(tags);
        d.subject = subject;
        d.observedAt = now - ageMs;
        d.mediaHash = media;
        d.sessionId = session;
        batch.append(NewDelta{d, false, false, false});
    }
    qint64 between(qint64 lo, qint64 hi) { return lo + qint64(rng.bounded(double(hi - lo))); }
};

const char *const kHeadlines[][2] = {
    {"hn", "SQLite 3.47 adds faster JSONB operators and a new sqlite3_rsync tool"},
    {"hn", "Show HN: A local-first notes app that syncs over plain files"},
    {"hn", "Why WAL mode is the default you probably want"},
    {"lwn", "The kernel's new memory-tiering code lands in 6.13"},
    {"lwn", "Debian 13 freeze timeline announced"},
    {"qt-blog", "Qt 6.8 LTS: what's new in Qt Widgets and the model/view classes"},
    {"qt-blog", "Using Qt HttpServer for small local APIs"},
    {"nature", "Lakes store more carbon than previously estimated, study finds"},
    {"nature", "Sleep spindles predict overnight memory consolidation"},
    {"kottke", "The slow web: a reading list for winter"},
    {"hn", "Postgres 17's incremental backup, explained with diagrams"},
    {"lwn", "An introduction to FTS5 ranking functions"},
    {"qt-blog", "Accessibility improvements for dark palettes on Linux"},
    {"nature", "Forgetting is an active process, neuroscientists argue"},
    {"kottke", "A map of every tarn in the Lake District"},
    {"hn", "The case for append-only data models in desktop apps"},
};

} // namespace

DemoLake::Summary DemoLake::fill(Lake &lake, unsigned seed)
{
    if (lake.stats().total > 0)
        throw TarnError::invalid(QStringLiteral("lake"),
                                 QCoreApplication::translate("DemoLake", "the lake %1 already holds deltas; the demo only fills an empty lake")
                                     .arg(lake.path()));
    using namespace Duration;
    Builder b{lake, QRandomGenerator(seed), lake.clock().nowMs(), {}};

    // Chat: authored, sticks.
    const char *const chat[] = {
        "User: Remind me why we picked SQLite over Postgres for the lake?",
        "Assistant: One file, WAL for concurrent reads, FTS5 built in, and it runs without a server on your laptop.",
        "User: My name is Robin, and I prefer short answers in the morning.",
        "Assistant: Noted, Robin: short answers before noon.",
        "User: Let's plan the hiking trip to Red Tarn for the second week of June.",
        "Assistant: Second week of June for Red Tarn; I'll keep an eye on the weather feed.",
        "User: I decided to keep heartbeat data for one day only.",
        "User: What did that Nature article say about forgetting?",
    };
    int i = 0;
    for (const char *text : chat) {
        b.add(QStringLiteral("chat"), Kind::Episode, QString::fromUtf8(text), (9 - i) * Day / 3,
              {QStringLiteral("conversation")}, {}, {}, QStringLiteral("sess_demo_%1").arg(i / 4));
        ++i;
    }

    // Vault notes: transport of authored content, never expire.
    const char *const notes[][2] = {
        {"Reading list", "Reading list for December: The Overstory; Thinking in Systems; A Pattern Language."},
        {"Garden plan", "Garden plan: move the rhubarb to the north bed, order garlic by October."},
        {"Red Tarn trip", "Red Tarn trip: park at Glenridding, ascend via Hole-in-the-Wall, 4-5 hours round trip."},
        {"Tarn design principles", "Design principles: authored sticks, observed wilts, engagement preserves."},
        {"Home network", "Home network: NAS at 192.168.1.20 backs up nightly at 02:00."},
        {"Recipes/dal", "Red lentil dal: 200 g lentils, 1 onion, garlic, ginger, cumin, turmeric, coconut milk."},
    };
    for (const auto &n : notes)
        b.add(QStringLiteral("vault"), Kind::Fact, QString::fromUtf8(n[1]), b.between(2 * Day, 60 * Day),
              {QStringLiteral("note")}, QString::fromUtf8(n[0]));

    // RSS items: observed, 30 days; spread so some wilt within the hour and some in weeks.
    int k = 0;
    for (const auto &h : kHeadlines) {
        const qint64 age = k < 3 ? 30 * Day - b.between(5 * Minute, 50 * Minute) : b.between(Hour, 29 * Day);
        b.add(QStringLiteral("rss:%1").arg(QString::fromLatin1(h[0])), Kind::Observation,
              QString::fromUtf8(h[1]) + QStringLiteral("\nhttps://example.org/%1/%2").arg(QString::fromLatin1(h[0])).arg(k),
              age, {QStringLiteral("feed"), QString::fromLatin1(h[0])});
        ++k;
    }

    // Sysinfo every 5 minutes over the last 12 hours (1 day TTL).
    for (int s = 0; s < 144; ++s) {
        const double load = 0.3 + b.rng.bounded(1.5);
        const int mem = 38 + int(b.rng.bounded(30));
        b.add(QStringLiteral("sysinfo"), Kind::Observation,
              QStringLiteral("load %1, memory %2% used, disk 61% used").arg(load, 0, 'f', 2).arg(mem),
              qint64(s) * 5 * Minute + b.between(0, Minute), {QStringLiteral("telemetry")});
    }
    // Heartbeats hourly over the last day (24 h TTL): the oldest wilt within minutes.
    for (int h = 0; h < 24; ++h)
        b.add(QStringLiteral("heartbeat"), Kind::Observation, QStringLiteral("tarn alive; scheduler ok"),
              qint64(h) * Hour + 10 * Minute, {QStringLiteral("aliveness")});

    // Home Assistant state changes (30 d).
    const char *const states[] = {
        "sensor.living_room_temperature changed to 20.5 °C", "binary_sensor.front_door changed to open",
        "binary_sensor.front_door changed to closed", "light.kitchen changed to on",
        "sensor.outdoor_humidity changed to 81 %", "climate.hallway set to 19 °C",
    };
    for (const char *s : states)
        b.add(QStringLiteral("home-assistant"), Kind::Event, QString::fromUtf8(s), b.between(Hour, 20 * Day),
              {QStringLiteral("home")});

    // Browser captures (7 d), one with an image in the media store.
    const QByteArray svg = QByteArrayLiteral(
        "<svg xmlns='http://www.w3.org/2000/svg' width='320' height='180'><rect width='320' height='180' fill='#2b5d7a'/>"
        "<path d='M0 140 Q80 100 160 130 T320 120 V180 H0 Z' fill='#6fa8c7'/><circle cx='250' cy='50' r='22' fill='#f3d36b'/>"
        "<text x='16' y='32' font-family='sans-serif' font-size='18' fill='white'>Red Tarn, Helvellyn</text></svg>");
    const QString media = lake.putMedia(svg);
    b.add(QStringLiteral("browser"), Kind::Observation,
          QStringLiteral("Red Tarn, Helvellyn: photo and route notes from a walking blog"), 6 * Day + 20 * Hour,
          {QStringLiteral("capture"), QStringLiteral("hiking")}, {}, media);
    const char *const captures[] = {
        "FTS5 documentation: the bm25() ranking function and its column weights",
        "Qt documentation: QAbstractItemModel::fetchMore and canFetchMore",
        "A thread on keyset pagination versus OFFSET on large tables",
        "Weather forecast for Glenridding, next ten days",
    };
    for (const char *c : captures)
        b.add(QStringLiteral("browser"), Kind::Observation, QString::fromUtf8(c), b.between(Hour, 6 * Day),
              {QStringLiteral("capture")});

    // Assistant-stored facts: classifyDecay picks their class (seed 004).
    b.add(QStringLiteral("agent"), Kind::Decision, QStringLiteral("Decided: the lake stays on SQLite until several devices share it."),
          3 * Day, {QStringLiteral("architecture")}, QStringLiteral("database choice"));
    b.add(QStringLiteral("agent"), Kind::Fact, QStringLiteral("Working on the Sources page this sprint."), 2 * Day,
          {QStringLiteral("task")});
    b.add(QStringLiteral("agent"), Kind::Fact, QStringLiteral("Currently debugging the reaper's batch sizing right now."),
          3 * Hour, {QStringLiteral("debug")});
    b.add(QStringLiteral("agent"), Kind::Fact, QStringLiteral("Preflight checks passed for the 0.1 release."), 2 * Hour,
          {QStringLiteral("release")});
    b.add(QStringLiteral("agent"), Kind::Preference, QStringLiteral("Robin reads feeds in the evening."), 10 * Day);

    // A little scaffolding that wilts in minutes.
    b.add(QStringLiteral("chat-event"), Kind::Event, QStringLiteral("tool use: recall(\"red tarn\")"), 2 * Minute);

    const QList<Delta> written = lake.insertBatch(b.batch);
    Summary summary;
    summary.deltas = int(written.size());

    // Engagements: what the person marked survives its source.
    auto find = [&](const QString &needle) {
        for (const Delta &d : written)
            if (d.content.contains(needle))
                return d.id;
        return QString();
    };
    struct E { const char *needle; EngagementType type; const char *reason; };
    const E engagements[] = {
        {"Forgetting is an active process", EngagementType::Affirm, "This matches what we built Tarn around."},
        {"Red Tarn, Helvellyn", EngagementType::Affirm, "Keep this photo for the June trip."},
        {"SQLite 3.47", EngagementType::Reply, "Try JSONB for the tags column once Debian ships 3.45+."},
        {"Lakes store more carbon", EngagementType::Refute, "The sample covers boreal lakes only; not general."},
        {"front_door changed to open", EngagementType::Reply, "That was the plumber, 10:40."},
    };
    for (const E &e : engagements) {
        const QString id = find(QString::fromUtf8(e.needle));
        if (id.isEmpty())
            continue;
        Engagement::engage(lake, id, e.type, QString::fromUtf8(e.reason));
        ++summary.engagements;
    }
    summary.deltas += summary.engagements;
    // Two sources of its own that work offline, so the Sources page shows
    // configured sources polling (a feed would need the network).
    if (SourceInstances::list(lake).isEmpty()) {
        SourceInstances::add(lake, QStringLiteral("heartbeat"), QStringLiteral("tarn"), {});
        SourceInstances::add(lake, QStringLiteral("sysinfo"), QStringLiteral("this-pc"), {});
    }
    return summary;
}

} // namespace tarn
