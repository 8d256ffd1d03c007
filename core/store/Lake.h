// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AuditLog.h"
#include "Clock.h"
#include "Delta.h"
#include "DeltaId.h"
#include "LakeClaim.h"
#include "WaitingWriters.h"
#include "LakeLocation.h"
#include "LakeSchema.h"
#include "LakeTypes.h"
#include "MediaStore.h"
#include "SourceRegistry.h"

#include <QIODevice>
#include <QMap>
#include <algorithm>
#include <functional>
#include <memory>
#include <optional>

struct sqlite3;

class QSqlDatabase;
class QSqlQuery;

namespace tarn {

struct OpenOptions
{
    bool create = true;
    // Extra steps after the built-in ones (tests inject a failing step).
    QList<MigrationStep> extraMigrationSteps;
    int maxContentBytes = 16 * 1024;
    // Write through SQLite's C API when the driver is QSQLITE (the fast
    // path); false forces the portable Qt Sql path (tests cover both).
    bool nativeSqlite = true;
    // Open for reading only. Chosen by itself when the file, its folder or
    // the disk refuses writing: reads work, and every write is refused as
    // read-only (TarnError::Kind::ReadOnly) instead of failing obscurely.
    bool readOnly = false;
};

// The lake: one SQLite file (WAL) through Qt Sql, an FTS5 index kept in
// step, a media folder beside it and the audit log. A Lake belongs to the
// thread that opened it (Qt Sql connections are per thread); workers open
// their own.
class Lake
{
public:
    explicit Lake(const Clock &clock = SystemClock::instance());
    ~Lake();
    Lake(const Lake &) = delete;
    Lake &operator=(const Lake &) = delete;

    // Opens (creating if asked) and migrates. `location` is a file path or a
    // postgresql:// address (LakeLocation). Throws TarnError.
    void open(const QString &location, const OpenOptions &options = {});
    void close();
    bool isOpen() const;
    bool isReadOnly() const { return m_readOnly; }
    // What open() found readable by others and made private (PrivateFiles):
    // a lake from an older Tarn, once. The audit log records it too.
    const QStringList &tightenedOnOpen() const { return m_tightened; }
    const QString &path() const { return m_path; }
    // Which engine holds the lake, for the store's own rooms (SweepUpkeep,
    // Erasure, LakeUpkeep, RecallSearch); nothing above the store asks.
    LakeLocation::Engine engine() const { return m_engine; }
    bool onServer() const { return m_engine == LakeLocation::Engine::Postgres; }
    // " INDEXED BY <index>" on SQLite, whose planner must be told which
    // index a query needs; empty on PostgreSQL, whose planner chooses by
    // its statistics. For SQL that reads the same on both engines.
    QString indexHint(QLatin1StringView index) const;
    const Clock &clock() const { return m_clock; }
    // How often the server's connection came back after it was lost: what
    // is bound to one connection (a LISTEN) is made again when it changes.
    quint64 reconnects() const { return m_reconnects; }
    AuditLog &audit() { return *m_audit; }
    LakeMedia &media() { return *m_media; }
    QString actor() const { return m_actor; }
    void setActor(const QString &actor) { m_actor = actor; }

    static QString defaultPath();            // AppDataLocation/lake.sqlite, or TARN_LAKE
    static QString mediaRootFor(const QString &lakePath);
    // In the media folder beside the claim file: where a file lake's
    // connections say they wait for the write lock (WaitingWriters).
    static constexpr const char *kWaitingWritersFile = ".waiting-writers";

    // --- writing -----------------------------------------------------------
    // The laws set expiry unless the caller restores it. Throws TarnError
    // naming the field; nothing of a failing batch is written.
    Delta insert(const Delta &d);
    QList<Delta> insertBatch(QList<NewDelta> drafts, ImportReport *report = nullptr);

    // --- reading -----------------------------------------------------------
    std::optional<Delta> get(const QString &id);
    // One query for several rows by key (DeltaId::toKey), in the order given;
    // keys with no row are skipped. Every state, like get().
    QList<Delta> getByKeys(const QList<qint64> &keys);
    // Keyset paging, newest first: rows with id < afterId (all when empty).
    // With expiringWithinMs, most urgent first instead: by the deadline
    // shown for each row (ExpiryLaws::deadline), then id; the page after
    // afterId is what goes after that row. Expired rows are hidden, since
    // they are as good as gone.
    QList<Delta> list(const ListFilter &filter, const QString &afterId, int limit);
    // Deltas carrying affirms:/refutes:/reply-to:<id>.
    QList<Delta> engagementsOf(const QString &id);
    // engagementsOf() for many deltas in one query (recall's candidates):
    // target id -> its engagements, oldest first. Invalid ids are skipped.
    QHash<QString, QList<Delta>> engagementsOfMany(const QStringList &ids);
    LakeStats stats();

    // --- sources -----------------------------------------------------------
    SourceSettings sourceSettings(const QString &source);
    bool hasCustomSettings(const QString &source);
    RetimePreview previewRetime(const QString &source, const SourceSettings &settings);
    // Persists the setting; with retimeExisting, re-times the source's
    // unexpired plain-TTL deltas as one audited policy change. Returns the count.
    qint64 setSourceSettings(const QString &source, const SourceSettings &settings, bool retimeExisting);
    QStringList knownSources(); // every source with deltas or settings

    // --- decay classes -----------------------------------------------------
    // Reclassifies unexpired deltas of classifying sources (seed 004).
    qint64 backfillDecay(bool dryRun);
    // Refresh-on-access for stable/active deltas: recall calls this.
    qint64 refreshOnAccess(const QStringList &ids);

    // --- media -------------------------------------------------------------
    QString putMedia(const QByteArray &bytes) { return m_media->put(bytes); }
    // Removes files for these hashes if no delta refers to them any more.
    int releaseMedia(const QStringList &hashes);
    // Startup reconciliation: files that no delta refers to (older than
    // graceMs, so an insert in flight keeps its file) are removed. The first
    // connection to open a lake no one else has open removes every such
    // file at once (see LakeClaim), so a crash leaves no orphan behind.
    int reconcileMedia(qint64 graceMs = 10 * Duration::Minute);

    // --- import / export ---------------------------------------------------
    // All-or-nothing: a bad line throws TarnError with "line N: ..." and
    // nothing from the file is written.
    // Media an imported delta names are taken from mediaDir (a media folder
    // written by exportMedia) when the lake does not hold them yet.
    // Lines are read in bounded chunks: one longer than maxImportLineBytes()
    // is refused by its number without being read whole, and media files
    // must be regular files within MediaStore::kMaxFileBytes.
    // progress is asked as lines are read (bytes of the file) and once more
    // before the rows are committed; false cancels with nothing written.
    ImportReport importJsonl(QIODevice &in, const QString &mediaDir = {}, const TransferProgress &progress = {});
    // Room for the longest content the lake keeps, escaped as JSON may
    // escape it (\u0000 is six bytes for one), and the other fields; at
    // least 1 MiB. Longer content is truncated on import anyway.
    qint64 maxImportLineBytes() const { return std::max<qint64>(1024 * 1024, 8LL * m_maxContentBytes); }
    // progress counts rows written of the rows to export.
    qint64 exportJsonl(QIODevice &out, const TransferProgress &progress = {});
    // Copies every media file a delta refers to into dir (same layout), so an
    // export carries its images. Returns the number of files. progress counts
    // files copied (total unknown).
    int exportMedia(const QString &dir, const TransferProgress &progress = {});

    // --- transactions for the core's engines -------------------------------
    void begin();   // BEGIN IMMEDIATE, or a savepoint inside an open transaction
    void commit();
    void rollback();
    // Reads that belong together (LakeReadTogether below).
    void beginReads();
    void endReads();
    void exec(const QString &sql);
    // How long a write waits for another connection's write lock before it
    // fails as busy. Off (false) lets a caller that can retry later (the
    // API's recall counts) fail at once instead of holding up its thread.
    static constexpr int kBusyTimeoutMs = 10000;
    void setWaitForLock(bool wait);
    // Long jobs (the reaper, soft decay, a policy sweep) write in batches
    // and call this between them, with no lock held; every transaction
    // calls it before it begins. SQLite's busy handler is not fair: a
    // writer waiting in it sleeps up to 100 ms between tries, while a batch
    // loop or a burst of API captures takes the lock again within
    // microseconds of its commit, so a waiting writer could starve until it
    // timed out. While another connection waits, of this process or another
    // sharing the file (WaitingWriters), this pauses (at most maxMs) so it
    // gets the lock first.
    void yieldToWaitingWriters(int maxMs = 150) const;

    int maxContentBytes() const { return m_maxContentBytes; }

    // Lets a long read stop early: while set, SQLite asks `shouldStop` every
    // few thousand steps and a true answer makes the running statement fail
    // (the caller sees a TarnError and knows why). Empty clears it.
    void setInterruptCheck(std::function<bool()> shouldStop);
    // Hands every free page back to the file system (auto_vacuum =
    // INCREMENTAL). The pragma frees one page per step, and QSqlQuery steps
    // a statement without result columns only once, so this steps it to the
    // end through SQLite itself. Throws TarnError (Storage).
    void incrementalVacuum();

private:
    friend class LakeSql; // the store's classes reach the connection through it (LakeSql.h)
    // The connection, opened again first when the lake's server dropped it
    // and no transaction is open (a lost connection's next step retries).
    QSqlDatabase &database() { return db(); }
    Delta readRow(const QSqlQuery &q) const;
    void writeDeltaRows(QList<Delta> &deltas, const QList<bool> &generated);
    void writeDeltaRowsPortable(QList<Delta> &deltas, const QList<bool> &generated);
    QString sourceFamilyClause(const QString &source, QVariantList &binds) const;
    // The sources a filter on `source` covers that hold deltas: itself and,
    // without a ':', every source:<name> (the rss family).
    QStringList sourceFamilyMembers(const QString &source);
    // Whether an FTS5 query matches more than `count` rows (reads at most
    // count + 1 of them): how list() orders a search (kSortedMatches).
    bool matchesMoreThan(const QString &fts5Match, int count);
    static constexpr int kSortedMatches = 1000;
    void openConnection();
    QSqlDatabase &db();
    EmbeddingStats embeddingStats(const struct EmbeddingConfig &config);
    void reconnect();
    void openServer(const LakeLocation &location, const OpenOptions &options);

    int sweepMediaAsSoleUser();

    const Clock &m_clock;
    QString m_connection;
    QString m_path;
    QString m_actor = QStringLiteral("lake");
    // Qt Sql stays inside the store (linked privately): the connection is
    // held, not embedded, so this header needs only its name.
    std::unique_ptr<QSqlDatabase> m_db;
    std::unique_ptr<AuditLog> m_audit;
    std::unique_ptr<LakeMedia> m_media = std::make_unique<MediaStore>();
    DeltaIdGenerator m_ids;
    int m_maxContentBytes = 16 * 1024;
    std::unique_ptr<class NativeDeltaWriter> m_native;
    std::unique_ptr<class PostgresDeltaWriter> m_serverWriter;
    LakeLocation::Engine m_engine = LakeLocation::Engine::Sqlite;
    LakeLocation m_location; // a server's, to reconnect to
    quint64 m_reconnects = 0;
    sqlite3 *m_handle = nullptr; // the driver's connection, when it is QSQLITE
    std::function<bool()> m_shouldStop;
    int m_txDepth = 0;
    int m_readsDepth = 0;      // LakeReadTogether's nesting
    bool m_readsOpen = false;  // its read transaction is open on the file
    bool m_readOnly = false;
    QStringList m_tightened;
    LakeClaim m_claim;
    WaitingWriters m_waitingWriters; // a file lake's, beside the claim
};

// Many small reads as one: on a file lake, one read transaction for all of
// them, so SQLite takes and drops the file's shared lock (fcntl, the WAL's
// read mark) once instead of around each statement, and every read sees
// the same snapshot. Reading a question probes the index up to 1,500 times
// (RecallSearch::held): 25 -> 20 µs a probe on the 1M bench lake. Inside
// an open write transaction, or on a server (each statement is its own
// round trip there), it does nothing. A write begun inside ends the shared
// reads first, so it takes its write lock as any other write does.
class LakeReadTogether
{
public:
    explicit LakeReadTogether(Lake &lake) : m_lake(lake) { m_lake.beginReads(); }
    ~LakeReadTogether() { m_lake.endReads(); }
    LakeReadTogether(const LakeReadTogether &) = delete;
    LakeReadTogether &operator=(const LakeReadTogether &) = delete;

private:
    Lake &m_lake;
};

// RAII for a write transaction: rolls back unless committed.
class LakeTransaction
{
public:
    explicit LakeTransaction(Lake &lake) : m_lake(lake) { m_lake.begin(); }
    ~LakeTransaction()
    {
        if (!m_done)
            m_lake.rollback();
    }
    void commit()
    {
        m_lake.commit();
        m_done = true;
    }

private:
    Lake &m_lake;
    bool m_done = false;
};

} // namespace tarn
