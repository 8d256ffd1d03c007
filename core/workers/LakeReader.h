// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Clock.h"
#include "Delta.h"
#include "LakeTypes.h"
#include "MemoryContext.h"
#include "SourcePlugin.h"
#include "WorkerThread.h"

#include <QHash>
#include <QList>
#include <QMetaType>
#include <QObject>
#include <atomic>
#include <memory>

namespace tarn {

class Lake;
class TarnError;
class LakeChangeWatch;

// The first rows of a list as they are now (LakeReader::fetchChanges): a
// window holding that many rows merges them in place. Whatever the order
// (issue 22: by what the window shows, so a new row can land anywhere),
// the rows held are read again: on a 50,000-row lake with 5,000 held that
// costs what re-reading the held rows by id did (tst_lake_change_watch).
struct LakeChanges
{
    QList<Delta> rows;
};

// Which rows just read someone engaged with (EngagedDeltas' marks), for
// the list's mark beside a delta. `read` names every row the answer held,
// so a row that lost its mark (the engagement was forgotten) loses it here.
struct EngagementMarks
{
    QStringList read;
    QHash<QString, quint8> marks; // id -> EngagedDeltas::Mark bits
};

// Answers the window's read requests on a worker thread, so the UI thread
// never waits on SQLite. It owns its own Lake connection, opened on the
// thread it lives in (Qt Sql connections belong to one thread). Every answer
// carries the caller's request id, so a caller can drop answers it no longer
// wants (a reload overtook them) without any cancellation protocol.
class LakeReader : public QObject
{
    Q_OBJECT
public:
    // The search box's count stops here: "1,000+ matches" says enough, and
    // counting every match of a common word on a large lake would not.
    static constexpr int kMaxCountedMatches = 1000;
    LakeReader(QString lakePath, const Clock &clock, QObject *parent = nullptr);
    ~LakeReader() override;

public Q_SLOTS:
    // Opens (creating an empty lake if there is none: a person's real lake
    // starts empty). Emits opened() or openFailed().
    void open();
    void fetchPage(quint64 requestId, const tarn::ListFilter &filter, const QString &afterId, int limit);
    void fetchStats(quint64 requestId);
    void fetchEngagements(quint64 requestId, const QString &id);
    // One delta with its engagements and media file, for the detail pane
    // (also how an engagement's link jumps to a target not in the table).
    void fetchDetail(quint64 requestId, const QString &id);
    void fetchSources(quint64 requestId);
    void fetchDashboard(quint64 requestId, int days);
    // What an assistant would be given for this turn; a preview, so nothing
    // counts as recalled.
    void fetchMemoryContext(quint64 requestId, const QString &query, const tarn::MemorySettings &settings);
    void fetchSourceInstances(quint64 requestId);
    // What a caller holding `limit` rows of this list should show now (see
    // LakeChanges). Not a page request: it neither supersedes nor is
    // superseded.
    void fetchChanges(quint64 requestId, const tarn::ListFilter &filter, int limit);
    // Starts watching the lake for other connections' commits (once open);
    // lakeChanged() then fires about every latencyMs while they happen.
    void watchChanges(int latencyMs);

    // Thread-safe: a page request with a search stops early (SQLite's
    // progress handler) once a newer page request has been made, so typing
    // never queues up stale searches behind a slow one.
    void supersedePages(quint64 latestPageRequest) { m_latestPage.store(latestPageRequest); }

Q_SIGNALS:
    void opened(const QString &path);
    void openFailed(const QString &path, const QString &reason);
    // Before pageReady, for a search's first page: how many deltas match,
    // counted up to kMaxCountedMatches (`atLeast`: there are more).
    void matchesCounted(quint64 requestId, int count, bool atLeast);
    void pageReady(quint64 requestId, const QList<tarn::Delta> &deltas);
    // Just before every pageReady and changesReady: their rows' engagement marks.
    void engagementsMarked(const tarn::EngagementMarks &marks);
    void statsReady(quint64 requestId, const tarn::LakeStats &stats);
    void engagementsReady(quint64 requestId, const QString &id, const QList<tarn::Delta> &engagements);
    void detailReady(quint64 requestId, const tarn::DeltaDetail &detail);
    void detailMissing(quint64 requestId, const QString &id); // reaped, forgotten or never there
    void sourcesReady(quint64 requestId, const QList<tarn::SourceOverview> &sources);
    void dashboardReady(quint64 requestId, const tarn::DashboardData &data);
    void memoryContextReady(quint64 requestId, const tarn::MemoryContext &context);
    void sourceInstancesReady(quint64 requestId, const QList<tarn::SourceInstance> &instances);
    void changesReady(quint64 requestId, const tarn::LakeChanges &changes);
    // Someone else committed to the lake (LakeChangeWatch); read again.
    void lakeChanged();
    // A page request overtaken by a newer one before it finished.
    void pageCancelled(quint64 requestId);
    void requestFailed(quint64 requestId, const QString &message);
    // The lake's server dropped the connection (said once, with why), and
    // a later request found it back (the lake reconnects on its next step;
    // the change watch listens again). A file lake never loses one.
    void connectionLost(const QString &message);
    void connectionRestored();

private:
    // Emits engagementsMarked for these rows (one query).
    void markEngagements(const QList<Delta> &rows);
    // A request's failure, and a lost connection said once.
    void fail(quint64 requestId, const TarnError &e);
    // After a request that reached the lake: says a connection that came back.
    void noteConnection();

    QString m_lakePath;
    const Clock &m_clock;
    std::unique_ptr<Lake> m_lake;
    // After m_lake: it asks through the lake's connection, so it goes first.
    std::unique_ptr<LakeChangeWatch> m_watch;
    int m_watchLatencyMs = 0; // asked for before the lake was open
    quint64 m_seenReconnects = 0;
    bool m_lost = false;
    std::atomic<quint64> m_latestPage{0};
};

// Owns the worker thread with a LakeReader in it. Calls come from the
// owner's thread and return at once with a request id; answers arrive as
// queued signals of reader().
class LakeReaderHost : public QObject
{
    Q_OBJECT
public:
    LakeReaderHost(const QString &lakePath, const Clock &clock, QObject *parent = nullptr);
    ~LakeReaderHost() override;

    LakeReader *reader() const { return m_reader; }
    const QString &lakePath() const { return m_lakePath; }
    const Clock &clock() const { return m_clock; }

    void open();
    quint64 fetchPage(const ListFilter &filter, const QString &afterId, int limit);
    quint64 fetchStats();
    quint64 fetchEngagements(const QString &id);
    quint64 fetchDetail(const QString &id);
    quint64 fetchSources();
    quint64 fetchDashboard(int days);
    quint64 fetchMemoryContext(const QString &query, const MemorySettings &settings);
    quint64 fetchSourceInstances();
    quint64 fetchChanges(const ListFilter &filter, int limit);
    // lakeChanged() of reader() fires when another connection committed.
    void watchChanges(int latencyMs);

private:
    quint64 nextId() { return ++m_lastRequestId; }

    QString m_lakePath;
    const Clock &m_clock;
    WorkerThread m_thread{QStringLiteral("tarn-reader")};
    LakeReader *m_reader = nullptr;
    quint64 m_lastRequestId = 0;
};

} // namespace tarn

Q_DECLARE_METATYPE(tarn::Delta)
Q_DECLARE_METATYPE(tarn::ListFilter)
Q_DECLARE_METATYPE(tarn::LakeStats)
Q_DECLARE_METATYPE(tarn::DeltaDetail)
Q_DECLARE_METATYPE(tarn::SourceOverview)
Q_DECLARE_METATYPE(tarn::DashboardData)
Q_DECLARE_METATYPE(tarn::MemoryContext)
Q_DECLARE_METATYPE(tarn::MemorySettings)
Q_DECLARE_METATYPE(tarn::LakeChanges)
Q_DECLARE_METATYPE(tarn::EngagementMarks)
