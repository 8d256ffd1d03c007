// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Lake.h"

#include "BoundedRead.h"
#include "DecayClasses.h"
#include "DeltaJson.h"
#include "DeltaValidation.h"
#include "EmbeddingConfig.h"
#include "EmbedderState.h"
#include "ExpiryLaws.h"
#include "FtsIndex.h"
#include "FtsStemmingTokenizer.h"
#include "LakeCredentials.h"
#include "LakeSchema.h"
#include "ListOrderSql.h"
#include "Migrator.h"
#include "NativeDeltaWriter.h"
#include "NextDeadlines.h"
#include "PostgresConnection.h"
#include "PostgresDeltaWriter.h"
#include "PostgresMedia.h"
#include "PostgresSchema.h"
#include "PrivateFiles.h"
#include "SearchQuery.h"
#include "SqlValues.h"
#include "StorageErrors.h"
#include "StoreLogging.h"
#include "TarnError.h"
#include "VectorRows.h"
#include "WalCheckpoint.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QScopeGuard>
#include <QSet>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QThread>
#include <QUrl>
#include <algorithm>
#include <atomic>
#include <sqlite3.h>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace tarn {

namespace {

// A translation context lupdate can see, for this file's messages.
struct LakeText
{
    Q_DECLARE_TR_FUNCTIONS(Lake)
};

constexpr qsizetype kMaxFamilyWalks = 200;

const QString kColumns = QStringLiteral(
    "rid, content, tags, source, kind, subject, scope, observed_at, created_at, media_hash, session_id, "
    "segment_id, episode_id, valid_from, valid_until, supersedes, decay_class, expires_at, confidence, "
    "last_confirmed_at, decay_steps, recall_count, last_recalled_at, quality_score, tier, superseded_by, state");

using SqlValues::optKey;
using SqlValues::optText;
using SqlValues::optTime;

// A failed open (a refused or failed migration, a bad file, a server that
// refuses) leaves no half-open lake behind: isOpen() is false and the
// connection is gone.
struct CloseOnFailure
{
    Lake *lake;
    bool armed = true;
    ~CloseOnFailure()
    {
        if (armed)
            lake->close();
    }
};
std::optional<qint64> readOptTime(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<qint64>(v.toLongLong());
}
QString readOptId(const QVariant &v)
{
    return v.isNull() ? QString() : DeltaId::fromKey(v.toLongLong());
}

QString tagsToJson(const QStringList &tags)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(tags)).toJson(QJsonDocument::Compact));
}
QStringList tagsFromJson(const QString &json)
{
    QStringList out;
    const QJsonArray arr = QJsonDocument::fromJson(json.toUtf8()).array();
    out.reserve(arr.size());
    for (const QJsonValue &v : arr)
        out << v.toString();
    return out;
}

// kColumns with every name prefixed by its table, for queries that join the
// FTS table (which has content and tags columns of its own).
const QString &qualifiedColumns()
{
    static const QString columns = [] {
        QStringList names = kColumns.split(u',');
        for (QString &n : names)
            n = QStringLiteral("deltas.") + n.trimmed();
        return names.join(QStringLiteral(", "));
    }();
    return columns;
}

void check(QSqlQuery &q, bool ok)
{
    if (!ok)
        throw StorageErrors::fromSql(q.lastError());
}

std::atomic<int> s_connectionCounter{0};

// Whether this process may write there. access() answers for this user and
// this mount, root and read-only disks included.
bool canWrite(const QString &path)
{
#ifdef Q_OS_UNIX
    return ::access(QFile::encodeName(path).constData(), W_OK) == 0;
#else
    return QFileInfo(path).isWritable();
#endif
}

// The lake is writable when its file (if there is one) and its folder, where
// SQLite keeps the WAL beside it, are.
bool writable(const QString &path)
{
    if (QFileInfo::exists(path) && !canWrite(path))
        return false;
    return canWrite(QFileInfo(path).absolutePath());
}

// A lake made by an older Tarn or under a lax umask is made private when
// opened: its file, WAL and shared memory; its media folder once it is
// Tarn's (every open leaves the claim file there); the folder holding it
// only inside Tarn's own data folder, never a folder of the person's.
QStringList tightenLake(const QString &lakePath, const QString &mediaRoot)
{
    QStringList paths{lakePath, lakePath + QStringLiteral("-wal"), lakePath + QStringLiteral("-shm")};
    if (QFileInfo::exists(mediaRoot + QStringLiteral("/.in-use")))
        paths << mediaRoot;
    const QString folder = QFileInfo(lakePath).absolutePath();
    const QString appData = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (!appData.isEmpty() && (folder == appData || folder.startsWith(appData + u'/')))
        paths << folder << appData;
    QStringList tightened;
    for (const QString &p : std::as_const(paths))
        if (!tightened.contains(p) && PrivateFiles::tighten(p))
            tightened << p;
    return tightened;
}

} // namespace

Lake::Lake(const Clock &clock) : m_clock(clock), m_db(std::make_unique<QSqlDatabase>()) {}

Lake::~Lake()
{
    close();
}

QString Lake::defaultPath()
{
    const QString env = qEnvironmentVariable("TARN_LAKE");
    if (!env.isEmpty())
        return env;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/lake.sqlite");
}

QString Lake::mediaRootFor(const QString &lakePath)
{
    const QFileInfo info(lakePath);
    return info.absolutePath() + u'/' + info.completeBaseName() + QStringLiteral(".media");
}

bool Lake::isOpen() const
{
    // A server lake whose connection the server dropped is still open: its
    // next step connects again (db()), or fails as a lost connection.
    return m_db->isValid() && (m_db->isOpen() || m_engine == LakeLocation::Engine::Postgres);
}

void Lake::open(const QString &path, const OpenOptions &options)
{
    if (LakeLocation::looksLikeServer(path)) {
        openServer(LakeLocation::parse(path), options);
        return;
    }
    close();
    CloseOnFailure guard{this};
    m_maxContentBytes = options.maxContentBytes;
    const QFileInfo info(path);
    if (!info.exists()) {
        if (!options.create)
            throw TarnError::notFound(LakeText::tr("no lake at %1").arg(path));
        if (!PrivateFiles::makeFolder(info.absolutePath()))
            throw TarnError::storage(LakeText::tr("cannot create the folder %1").arg(info.absolutePath()));
    }
    m_path = info.absoluteFilePath();
    m_readOnly = options.readOnly || !writable(m_path);
    if (m_readOnly && !info.exists())
        throw StorageErrors::readOnly(LakeText::tr("no lake at %1, and its folder does not allow creating one").arg(m_path));
    const QString mediaRoot = mediaRootFor(m_path);
    // SQLite gives the WAL and shared-memory files the lake file's mode, so
    // a new lake starts as an empty private file (SQLite takes an empty file
    // for a new database), and an older one is tightened before they exist.
    m_tightened.clear();
    if (!m_readOnly) {
        if (!info.exists())
            PrivateFiles::createFile(m_path);
        else
            m_tightened = tightenLake(m_path, mediaRoot);
    }
    // The claim comes before the connection, so a connection waiting for it
    // holds no SQLite lock a sole holder's sweep could wait on.
    LakeClaim::Outcome claim = LakeClaim::Outcome::Unavailable;
    if (!m_readOnly && PrivateFiles::makeFolder(mediaRoot))
        claim = m_claim.take(mediaRoot + QStringLiteral("/.in-use"), kBusyTimeoutMs);
    if (claim == LakeClaim::Outcome::Busy)
        throw StorageErrors::busy();
    if (claim != LakeClaim::Outcome::Unavailable)
        m_waitingWriters.open(mediaRoot + QStringLiteral("/") + QLatin1String(kWaitingWritersFile));
    openConnection();

    QSqlQuery q(*m_db);
    // WAL lets the window read while the reaper writes; Qt's SQLite defaults
    // (2 MB cache, temp files on disk) cost 25-35 %, so raise them. A new
    // lake keeps freed pages for gc to hand back (Maintenance::gc). Only a
    // new one: on an existing file that pragma still writes the header, so
    // every open would wait for the write lock and fail on a full disk. A
    // read-only connection takes the file as it is.
    const bool newFile = q.exec(QStringLiteral("PRAGMA page_count")) && q.next() && q.value(0).toLongLong() == 0;
    q.finish();
    // secure_delete: what SQLite frees (a deleted row, the old copy of an
    // updated one, freed pages) is zeroed, so a hard forget's words do not
    // linger in the file (DESIGN §4). Debian's SQLite is built with it on;
    // other builds get the same here.
    QList<const char *> pragmas{"PRAGMA synchronous = NORMAL", "PRAGMA cache_size = -65536",
                                "PRAGMA temp_store = MEMORY", "PRAGMA foreign_keys = OFF",
                                "PRAGMA secure_delete = ON"};
    if (!m_readOnly)
        pragmas.prepend("PRAGMA journal_mode = WAL");
    if (!m_readOnly && newFile)
        pragmas.prepend("PRAGMA auto_vacuum = INCREMENTAL");
    QStringList statements;
    for (const char *pragma : std::as_const(pragmas))
        statements << QString::fromLatin1(pragma);
    // Whenever the log starts over, its file is trimmed back to this size:
    // without a limit one long reap's -wal file stays on disk for good.
    if (!m_readOnly)
        statements << QStringLiteral("PRAGMA journal_size_limit = %1").arg(WalCheckpoint::kJournalSizeLimitBytes);
    for (const QString &statement : std::as_const(statements)) {
        if (!q.exec(statement))
            throw StorageErrors::fromSql(q.lastError(), LakeText::tr("cannot configure the lake %1: %2").arg(m_path, q.lastError().text()));
    }
    if (!q.exec(QStringLiteral("SELECT sqlite_compileoption_used('ENABLE_FTS5')")) || !q.next()
        || q.value(0).toInt() != 1) {
        // Some builds register FTS5 without the compile option; probe it.
        QSqlQuery probe(*m_db);
        if (!probe.exec(QStringLiteral("CREATE VIRTUAL TABLE temp.fts_probe USING fts5(x)")))
            throw TarnError::storage(LakeText::tr("this SQLite has no FTS5; Tarn needs it"));
        probe.exec(QStringLiteral("DROP TABLE temp.fts_probe"));
    }
    // A live statement would block the migrator's VACUUM INTO snapshot.
    q.finish();

    m_audit = std::make_unique<AuditLog>(*m_db, m_clock);
    m_media = std::make_unique<MediaStore>(mediaRootFor(m_path));

    QList<MigrationStep> steps = LakeSchema::steps();
    steps << options.extraMigrationSteps;
    Migrator migrator(*m_db, m_path, steps);
    const MigrationResult result = migrator.run(m_clock.nowMs());
    if (!m_readOnly)
        FtsIndex::ensureDefaults(*this);
    {
        QSqlQuery maxId(*m_db);
        if (maxId.exec(QStringLiteral("SELECT max(rid) FROM deltas")) && maxId.next() && !maxId.value(0).isNull())
            m_ids.observe(maxId.value(0).toLongLong());
    }
    if (m_db->driverName() == u"QSQLITE") {
        const QVariant handle = m_db->driver()->handle();
        if (handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0)
            m_handle = *static_cast<sqlite3 *const *>(handle.constData());
        if (options.nativeSqlite && m_handle)
            m_native = std::make_unique<NativeDeltaWriter>(m_handle);
    }
    if (result.toVersion != result.fromVersion) {
        QJsonObject detail{{QStringLiteral("from"), result.fromVersion}, {QStringLiteral("to"), result.toVersion}};
        if (!result.snapshotPath.isEmpty())
            detail.insert(QStringLiteral("snapshot"), result.snapshotPath);
        m_audit->append(QStringLiteral("migrator"), QStringLiteral("migrate"), {}, std::nullopt, detail);
    }
    if (!m_tightened.isEmpty()) {
        try {
            m_audit->append(m_actor, QStringLiteral("permissions"), {}, m_tightened.size(),
                            QJsonObject{{QStringLiteral("made_private"), QJsonArray::fromStringList(m_tightened)}});
        } catch (const TarnError &) {
            // A full disk cannot take the note; the files are private anyway.
        }
    }
    if (claim == LakeClaim::Outcome::Sole) {
        try {
            sweepMediaAsSoleUser();
        } catch (const TarnError &) {
            // A full disk cannot take the audit entry: the files wait for
            // the next sole open, which is no reason to refuse this one.
        }
        m_claim.share();
    }
    guard.armed = false;
}

// A lake on a PostgreSQL server (DESIGN §5): one connection of many, from
// any machine. There is no file to tighten, claim or snapshot: the server
// keeps the data, migration is one transaction (PostgresSchema::migrate).
void Lake::openServer(const LakeLocation &location, const OpenOptions &options)
{
    close();
    m_maxContentBytes = options.maxContentBytes;
    m_path = location.toDisplayString();
    m_readOnly = options.readOnly;
    const QString connection = QStringLiteral("tarn-lake-%1").arg(++s_connectionCounter);
    *m_db = PostgresConnection::open(location, connection);
    m_connection = connection;
    m_engine = LakeLocation::Engine::Postgres;
    m_location = location;
    CloseOnFailure guard{this};
    const int found = PostgresSchema::version(*m_db);
    if (found == 0 && !options.create)
        throw TarnError::notFound(LakeText::tr("no lake at %1").arg(m_path));
    if (m_readOnly && found != PostgresSchema::currentVersion())
        throw StorageErrors::readOnly(LakeText::tr("the lake at %1 needs migrating, which a read-only open cannot do").arg(m_path));
    if (!m_readOnly)
        PostgresSchema::migrate(*m_db, options.extraMigrationSteps);
    m_audit = std::make_unique<AuditLog>(*m_db, m_clock);
    // Images live in the lake on the server; this machine keeps copies to
    // show by path in a cache folder of its own for this lake.
    const QString lakeKey = QString::fromLatin1(
        QCryptographicHash::hash(m_path.toUtf8(), QCryptographicHash::Sha256).toHex().left(16));
    m_media = std::make_unique<PostgresMedia>(
        *m_db, QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/media/") + lakeKey);
    m_serverWriter = std::make_unique<PostgresDeltaWriter>(*m_db);
    {
        QSqlQuery maxId(*m_db);
        if (maxId.exec(QStringLiteral("SELECT max(rid) FROM deltas")) && maxId.next() && !maxId.value(0).isNull())
            m_ids.observe(maxId.value(0).toLongLong());
    }
    if (found != PostgresSchema::currentVersion() && !m_readOnly)
        m_audit->append(QStringLiteral("migrator"), QStringLiteral("migrate"), {}, std::nullopt,
                        QJsonObject{{QStringLiteral("from"), found}, {QStringLiteral("to"), PostgresSchema::currentVersion()}});
    guard.armed = false;
}

QSqlDatabase &Lake::db()
{
    // Only between transactions: one the server dropped is gone, and what
    // follows in it must fail rather than run half on a new connection.
    if (m_engine == LakeLocation::Engine::Postgres && m_txDepth == 0 && m_db->isValid() && !m_db->isOpen())
        reconnect();
    return *m_db;
}

// The server dropped this lake's connection (a restart, a network drop, an
// administrator): the next step opens it again. Still unreachable, the step
// fails as a lost connection and the one after tries again.
void Lake::reconnect()
{
    // The password may have been given since (the Preferences).
    const QString secret = LakeCredentials::passwordFor(m_location);
    if (!secret.isEmpty())
        m_db->setPassword(secret);
    if (!m_db->open()) {
        const QString reason = m_db->lastError().databaseText().simplified();
        qCInfo(lcStore, "cannot reconnect to the lake %s: %s", qUtf8Printable(m_path), qUtf8Printable(reason));
        throw StorageErrors::lostConnection(m_path, reason);
    }
    // Its statements were prepared on the old connection, which took them along.
    m_serverWriter = std::make_unique<PostgresDeltaWriter>(*m_db);
    ++m_reconnects;
    qCInfo(lcStore, "reconnected to the lake %s", qUtf8Printable(m_path));
}

QString Lake::indexHint(QLatin1StringView index) const
{
    return onServer() ? QString() : QStringLiteral(" INDEXED BY ") + index;
}

void Lake::openConnection()
{
    m_connection = QStringLiteral("tarn-lake-%1").arg(++s_connectionCounter);
    *m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    m_db->setDatabaseName(m_path);
    // The writer waits for another process's lock instead of failing at once.
    QString connectOptions = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs);
    if (m_readOnly) {
        connectOptions += QStringLiteral(";QSQLITE_OPEN_READONLY");
        // Where SQLite cannot make the WAL's shared-memory file (a read-only
        // disk, or a folder this user may not write to that no open lake
        // has made one in), a WAL lake cannot be read at all, unless as
        // immutable: the file as it is, without locks. On a read-only disk
        // no one can be writing; otherwise the owner could, and a read may
        // then fail, but it never harms the file. A WAL with frames in it
        // still needs the normal path.
        const QString folder = QFileInfo(m_path).absolutePath();
        const QFileInfo wal(m_path + QStringLiteral("-wal"));
        const bool walEmpty = !wal.exists() || wal.size() == 0;
        const bool noSharedMemory = QStorageInfo(folder).isReadOnly()
            || (!QFileInfo::exists(m_path + QStringLiteral("-shm")) && !canWrite(folder));
        if (walEmpty && noSharedMemory) {
            connectOptions += QStringLiteral(";QSQLITE_OPEN_URI");
            m_db->setDatabaseName(QUrl::fromLocalFile(m_path).toString(QUrl::FullyEncoded)
                                 + QStringLiteral("?immutable=1"));
        }
    }
    m_db->setConnectOptions(connectOptions);
    if (!m_db->open())
        throw TarnError::storage(LakeText::tr("cannot open the lake %1: %2").arg(m_path, m_db->lastError().text()));
    // Extended result codes tell a full disk from other I/O errors: the
    // WAL's shared memory failing to grow is SQLITE_IOERR_SHMSIZE.
    const QVariant handle = m_db->driver()->handle();
    if (handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0)
        if (sqlite3 *h = *static_cast<sqlite3 *const *>(handle.constData())) {
            sqlite3_extended_result_codes(h, 1);
            // The index stems with Tarn's own tokenizer; FTS5 keeps
            // tokenizers per connection, so every connection registers it.
            if (!FtsStemmingTokenizer::registerWith(h))
                throw TarnError::storage(LakeText::tr("cannot open the lake %1: this SQLite has no FTS5").arg(m_path));
        }
}

int Lake::sweepMediaAsSoleUser()
{
    // Only called with the sole claim (LakeClaim): no connection anywhere is
    // between writing a media file and committing its row, so every file no
    // row names is an orphan: from a process killed between the two, or
    // between a delete's commit and its file's removal. Its temporary files
    // (a put killed before its rename) go too.
    QSet<QString> referenced;
    QSqlQuery q(*m_db);
    q.setForwardOnly(true);
    check(q, q.exec(QStringLiteral("SELECT DISTINCT media_hash FROM deltas WHERE media_hash IS NOT NULL")));
    while (q.next())
        referenced.insert(q.value(0).toString());
    q.finish();
    int removed = 0;
    for (const QString &hash : m_media->allHashes())
        if (!referenced.contains(hash) && m_media->remove(hash))
            ++removed;
    for (const QString &stray : m_media->strayFiles())
        if (QFile::remove(stray))
            ++removed;
    if (removed > 0)
        m_audit->append(m_actor, QStringLiteral("media-reconcile"), {}, removed,
                        QJsonObject{{QStringLiteral("sole_user"), true}});
    return removed;
}

namespace {
int progressCallback(void *lake)
{
    const auto *check = static_cast<const std::function<bool()> *>(lake);
    return (*check && (*check)()) ? 1 : 0;
}
} // namespace

void Lake::setInterruptCheck(std::function<bool()> shouldStop)
{
    m_shouldStop = std::move(shouldStop);
    if (!m_handle)
        return;
    // Every 4096 virtual machine steps: a few microseconds apart, cheap
    // enough to leave on for the whole query.
    if (m_shouldStop)
        sqlite3_progress_handler(m_handle, 4096, &progressCallback, &m_shouldStop);
    else
        sqlite3_progress_handler(m_handle, 0, nullptr, nullptr);
}

void Lake::incrementalVacuum()
{
    if (!m_handle)
        throw TarnError::storage(QStringLiteral("incremental vacuum needs the SQLite driver"));
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(m_handle, "PRAGMA incremental_vacuum", -1, &stmt, nullptr) != SQLITE_OK)
        throw StorageErrors::fromSqlite(sqlite3_extended_errcode(m_handle), QString::fromUtf8(sqlite3_errmsg(m_handle)));
    int rc = SQLITE_ROW;
    while (rc == SQLITE_ROW)
        rc = sqlite3_step(stmt);
    sqlite3_finalize(stmt);
    if (rc != SQLITE_DONE)
        throw StorageErrors::fromSqlite(rc, QString::fromUtf8(sqlite3_errstr(rc)));
}

void Lake::close()
{
    m_claim.release();
    m_waitingWriters.close();
    if (m_connection.isEmpty())
        return;
    m_audit.reset();
    m_native.reset(); // its statements must go before the connection
    m_serverWriter.reset();
    m_media = std::make_unique<MediaStore>(); // a server's holds the connection
    if (m_engine == LakeLocation::Engine::Postgres)
        PostgresConnection::release(*m_db); // closed on purpose, not lost
    m_engine = LakeLocation::Engine::Sqlite;
    setInterruptCheck({});
    m_handle = nullptr;
    if (m_db->isOpen())
        m_db->close();
    *m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connection);
    m_connection.clear();
}

void Lake::exec(const QString &sql)
{
    QSqlQuery q(db());
    if (!q.exec(sql))
        throw StorageErrors::fromSql(q.lastError());
}

// Transactions nest through savepoints, so an operation built from other
// operations (an engagement: its insert plus its audit entry) commits or
// rolls back as one.
namespace {
// Writers of this process waiting for the write lock (yieldToWaitingWriters).
std::atomic<int> s_waitingWriters{0};
} // namespace

void Lake::begin()
{
    // Said plainly before SQLite would say "attempt to write a readonly
    // database" (or, with immutable, nothing until the first write).
    if (m_readOnly)
        throw StorageErrors::readOnly();
    if (m_txDepth == 0) {
        if (m_readsOpen) { // LakeReadTogether: a write takes its lock as any write does
            exec(QStringLiteral("COMMIT"));
            m_readsOpen = false;
        }
        if (!onServer()) // PostgreSQL queues its lock waiters in order
            yieldToWaitingWriters();
        ++s_waitingWriters;
        const auto waited = qScopeGuard([] { --s_waitingWriters; });
        const WaitingWriters::Waiting waiting(m_waitingWriters);
        // SQLite takes the write lock up front; PostgreSQL locks rows as it
        // writes them.
        exec(onServer() ? QStringLiteral("BEGIN") : QStringLiteral("BEGIN IMMEDIATE"));
    } else {
        exec(QStringLiteral("SAVEPOINT tarn_%1").arg(m_txDepth));
    }
    ++m_txDepth;
}

void Lake::yieldToWaitingWriters(int maxMs) const
{
    // The process-wide count serves where the file's locks cannot be had.
    const auto othersWait = [this] { return s_waitingWriters.load() > 0 || m_waitingWriters.othersWaiting(); };
    if (!othersWait())
        return;
    QElapsedTimer waited;
    waited.start();
    do
        QThread::msleep(1);
    while (othersWait() && waited.elapsed() < maxMs);
}
void Lake::commit()
{
    const int depth = m_txDepth - 1;
    exec(depth == 0 ? QStringLiteral("COMMIT") : QStringLiteral("RELEASE tarn_%1").arg(depth));
    m_txDepth = depth;
}
void Lake::beginReads()
{
    if (m_readsDepth == 0 && m_txDepth == 0 && !onServer()) {
        exec(QStringLiteral("BEGIN DEFERRED")); // throws before anything is counted
        m_readsOpen = true;
    }
    ++m_readsDepth;
}

void Lake::endReads()
{
    if (--m_readsDepth == 0 && m_readsOpen) {
        m_readsOpen = false;
        // A destructor's work: a read transaction's end cannot lose
        // anything, so a failure is logged, not thrown.
        QSqlQuery q(*m_db);
        if (!q.exec(QStringLiteral("COMMIT")))
            qCWarning(lcStore, "ending a read transaction: %s", qPrintable(q.lastError().text()));
    }
}

void Lake::rollback()
{
    const int depth = std::max(0, m_txDepth - 1);
    QSqlQuery q(*m_db);
    if (depth == 0) {
        q.exec(QStringLiteral("ROLLBACK"));
    } else {
        q.exec(QStringLiteral("ROLLBACK TO tarn_%1").arg(depth));
        q.exec(QStringLiteral("RELEASE tarn_%1").arg(depth));
    }
    m_txDepth = depth;
}

// --- writing -------------------------------------------------------------

Delta Lake::insert(const Delta &d)
{
    NewDelta draft{d, false, false, d.decayClass != DecayClass::None};
    return insertBatch({draft}).constFirst();
}

QList<Delta> Lake::insertBatch(QList<NewDelta> drafts, ImportReport *report)
{
    const qint64 now = m_clock.nowMs();
    const SourceRegistry &registry = SourceRegistry::builtIn();
    QList<Delta> out;
    out.reserve(drafts.size());
    QList<QPair<QString, int>> truncations; // id, original bytes
    QHash<QString, SourceSettings> settingsCache;
    QList<bool> generated; // ids we drew may be redrawn on a collision

    // Validate and shape everything before the first write: nothing of a
    // failing batch is written.
    for (NewDelta &draft : drafts) {
        Delta &d = draft.delta;
        if (d.observedAt == 0)
            d.observedAt = now;
        if (d.createdAt == 0)
            d.createdAt = now;
        DeltaValidation::validate(d);
        const SourceDefinition &def = registry.definitionFor(d.source);
        if (!def.storedInLake)
            throw TarnError::invalid(QStringLiteral("source"), LakeText::tr("%1 is never stored in the lake").arg(def.label));
        if (!d.mediaHash.isEmpty() && !m_media->contains(d.mediaHash))
            throw TarnError::invalid(QStringLiteral("media_hash"),
                                     LakeText::tr("media_hash %1 names no stored media file").arg(d.mediaHash));
        int originalBytes = 0;
        const bool cut = DeltaValidation::truncateContent(d.content, m_maxContentBytes, &originalBytes);
        if (!draft.keepExpiry) {
            auto it = settingsCache.find(d.source);
            if (it == settingsCache.end())
                it = settingsCache.insert(d.source, sourceSettings(d.source));
            ExpiryLaws::apply(d, def, *it, draft.explicitDecayClass);
        } else if (!draft.keepLifecycle) {
            d.lastConfirmedAt = d.expiresAt ? std::optional<qint64>(d.observedAt) : std::nullopt;
        }
        if (!draft.keepLifecycle) {
            d.decaySteps = 0;
            d.recallCount = 0;
            d.lastRecalledAt.reset();
            d.tier = Tier::Stm;
            d.supersededBy.clear();
            d.state = DeltaState::Active;
        }
        generated << d.id.isEmpty();
        if (d.id.isEmpty())
            d.id = m_ids.next(now);
        if (cut)
            truncations.append({d.id, originalBytes});
        out << d;
    }

    LakeTransaction tx(*this);
    // Again under the write lock, which releaseMedia takes too: a file seen
    // above may have lost its last row and been removed since, and a row
    // must never name a file that is gone. (A server has no one write lock:
    // the media room's guard stands in for it there.)
    if (std::any_of(out.cbegin(), out.cend(), [](const Delta &d) { return !d.mediaHash.isEmpty(); }))
        m_media->guardReferences();
    for (const Delta &d : std::as_const(out))
        if (!d.mediaHash.isEmpty() && !m_media->contains(d.mediaHash))
            throw TarnError::invalid(QStringLiteral("media_hash"),
                                     LakeText::tr("media_hash %1 names no stored media file").arg(d.mediaHash));
    writeDeltaRows(out, generated);
    for (const Delta &d : std::as_const(out))
        m_ids.observe(*DeltaId::toKey(d.id));
    for (const auto &[id, bytes] : truncations)
        m_audit->append(m_actor, QStringLiteral("truncate"), id, bytes,
                        QJsonObject{{QStringLiteral("limit_bytes"), m_maxContentBytes}});
    m_audit->append(m_actor, QStringLiteral("insert"), out.size() == 1 ? out.constFirst().id : QString(),
                    out.size());
    tx.commit();
    if (report) {
        report->imported += out.size();
        report->truncated += truncations.size();
    }
    return out;
}

void Lake::writeDeltaRows(QList<Delta> &deltas, const QList<bool> &generated)
{
    if (m_serverWriter) {
        m_serverWriter->write(deltas, [&](qsizetype i) {
            if (!generated.value(i))
                return QString();
            // Another machine took the id. Its ids run in steps of one within
            // a millisecond, so the next one up may be taken too: draw past
            // the newest id the lake holds instead of one at a time.
            QSqlQuery newest(db());
            if (newest.exec(QStringLiteral("SELECT max(rid) FROM deltas")) && newest.next() && !newest.value(0).isNull())
                m_ids.observe(newest.value(0).toLongLong());
            return m_ids.next(m_clock.nowMs());
        });
        return;
    }
    if (m_native) {
        m_native->write(deltas, [&](qsizetype i) {
            return generated.value(i) ? m_ids.next(m_clock.nowMs()) : QString();
        });
        return;
    }
    writeDeltaRowsPortable(deltas, generated);
}

void Lake::writeDeltaRowsPortable(QList<Delta> &deltas, const QList<bool> &generated)
{
    QSqlQuery ins(db());
    check(ins, ins.prepare(QStringLiteral("INSERT INTO deltas (") + kColumns
                           + QStringLiteral(", decay_mark_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)")));
    QSqlQuery fts(db());
    check(fts, fts.prepare(QStringLiteral("INSERT INTO delta_fts(rowid, content, tags, facets) VALUES (?, ?, ?, ?)")));
    QSqlQuery memoryFts(db());
    check(memoryFts, memoryFts.prepare(QStringLiteral("INSERT INTO %1 (rowid, content, tags, facets) VALUES (?, ?, ?, ?)")
                                           .arg(LakeSchema::kMemoryIndex)));
    QSqlQuery tag(db());
    check(tag, tag.prepare(QStringLiteral("INSERT OR IGNORE INTO delta_tags(rid, tag) VALUES (?, ?)")));
    QHash<QString, qint64> perSource;

    for (qsizetype i = 0; i < deltas.size(); ++i) {
        Delta &d = deltas[i];
        const QString tagsJson = tagsToJson(d.tags);
        for (int attempt = 0;; ++attempt) {
            const qint64 key = *DeltaId::toKey(d.id);
            ins.bindValue(0, key);
            ins.bindValue(1, d.content);
            ins.bindValue(2, tagsJson);
            ins.bindValue(3, d.source);
            ins.bindValue(4, kindName(d.kind));
            ins.bindValue(5, optText(d.subject));
            ins.bindValue(6, scopeName(d.scope));
            ins.bindValue(7, d.observedAt);
            ins.bindValue(8, d.createdAt);
            ins.bindValue(9, optText(d.mediaHash));
            ins.bindValue(10, optText(d.sessionId));
            ins.bindValue(11, optText(d.segmentId));
            ins.bindValue(12, optText(d.episodeId));
            ins.bindValue(13, optTime(d.validFrom));
            ins.bindValue(14, optTime(d.validUntil));
            ins.bindValue(15, optKey(d.supersedes));
            ins.bindValue(16, optText(decayClassName(d.decayClass)));
            ins.bindValue(17, optTime(d.expiresAt));
            ins.bindValue(18, d.confidence);
            ins.bindValue(19, optTime(d.lastConfirmedAt));
            ins.bindValue(20, d.decaySteps);
            ins.bindValue(21, d.recallCount);
            ins.bindValue(22, optTime(d.lastRecalledAt));
            ins.bindValue(23, d.qualityScore);
            ins.bindValue(24, tierName(d.tier));
            ins.bindValue(25, optKey(d.supersededBy));
            ins.bindValue(26, stateName(d.state));
            ins.bindValue(27, optTime(ExpiryLaws::decayMark(d.lastConfirmedAt, d.expiresAt)));
            if (ins.exec())
                break;
            const QString error = ins.lastError().text();
            if (error.contains(QStringLiteral("UNIQUE")) || error.contains(QStringLiteral("PRIMARY KEY"))
                || error.contains(QStringLiteral("already in the lake"))) {
                // Another process took this id in the same millisecond: draw a
                // new one. An imported id that exists already is a conflict.
                if (generated.value(i) && attempt < 8) {
                    d.id = m_ids.next(m_clock.nowMs());
                    continue;
                }
                throw TarnError::invalid(QStringLiteral("id"), LakeText::tr("a delta with id %1 is already in the lake").arg(d.id));
            }
            throw StorageErrors::fromSql(ins.lastError());
        }
        const qint64 key = *DeltaId::toKey(d.id);
        const QString facets = SearchQuery::facetsOf(d.source, kindName(d.kind), scopeName(d.scope));
        for (QSqlQuery *index : {&fts, &memoryFts}) {
            if (index == &memoryFts && !LakeSchema::inMemoryIndex(d.kind))
                continue;
            index->bindValue(0, key);
            index->bindValue(1, d.content);
            index->bindValue(2, tagsJson);
            index->bindValue(3, facets);
            check(*index, index->exec());
        }
        for (const QString &t : std::as_const(d.tags)) {
            tag.bindValue(0, key);
            tag.bindValue(1, t);
            check(tag, tag.exec());
        }
        ++perSource[d.source];
    }

    QSqlQuery stats(db());
    check(stats, stats.prepare(QStringLiteral(
                     "INSERT INTO source_stats(source, n) VALUES (?, ?) ON CONFLICT(source) DO UPDATE SET n = n + excluded.n")));
    for (auto it = perSource.cbegin(); it != perSource.cend(); ++it) {
        stats.bindValue(0, it.key());
        stats.bindValue(1, it.value());
        check(stats, stats.exec());
    }
}

// --- reading -------------------------------------------------------------

Delta Lake::readRow(const QSqlQuery &q) const
{
    Delta d;
    d.id = DeltaId::fromKey(q.value(0).toLongLong());
    d.content = q.value(1).toString();
    d.tags = tagsFromJson(q.value(2).toString());
    d.source = q.value(3).toString();
    d.kind = kindFromName(q.value(4).toString()).value_or(Kind::Observation);
    d.subject = q.value(5).toString();
    d.scope = scopeFromName(q.value(6).toString()).value_or(Scope::Local);
    d.observedAt = q.value(7).toLongLong();
    d.createdAt = q.value(8).toLongLong();
    d.mediaHash = q.value(9).toString();
    d.sessionId = q.value(10).toString();
    d.segmentId = q.value(11).toString();
    d.episodeId = q.value(12).toString();
    d.validFrom = readOptTime(q.value(13));
    d.validUntil = readOptTime(q.value(14));
    d.supersedes = readOptId(q.value(15));
    d.decayClass = decayClassFromName(q.value(16).toString()).value_or(DecayClass::None);
    d.expiresAt = readOptTime(q.value(17));
    d.confidence = q.value(18).toDouble();
    d.lastConfirmedAt = readOptTime(q.value(19));
    d.decaySteps = q.value(20).toInt();
    d.recallCount = q.value(21).toInt();
    d.lastRecalledAt = readOptTime(q.value(22));
    d.qualityScore = q.value(23).toDouble();
    d.tier = tierFromName(q.value(24).toString()).value_or(Tier::Stm);
    d.supersededBy = readOptId(q.value(25));
    d.state = stateFromName(q.value(26).toString()).value_or(DeltaState::Active);
    return d;
}

std::optional<Delta> Lake::get(const QString &id)
{
    const auto key = DeltaId::toKey(id);
    if (!key)
        throw TarnError::invalid(QStringLiteral("id"), LakeText::tr("id '%1' is not 12 lowercase hex digits").arg(id));
    QSqlQuery q(db());
    q.setForwardOnly(true);
    check(q, q.prepare(QStringLiteral("SELECT ") + kColumns + QStringLiteral(" FROM deltas WHERE rid = ?")));
    q.addBindValue(*key);
    check(q, q.exec());
    if (!q.next())
        return std::nullopt;
    return readRow(q);
}

QList<Delta> Lake::getByKeys(const QList<qint64> &keys)
{
    if (keys.isEmpty())
        return {};
    QStringList marks;
    marks.fill(QStringLiteral("?"), keys.size());
    QSqlQuery q(db());
    q.setForwardOnly(true);
    check(q, q.prepare(QStringLiteral("SELECT ") + kColumns + QStringLiteral(" FROM deltas WHERE rid IN (")
                       + marks.join(u',') + u')'));
    for (qint64 key : keys)
        q.addBindValue(key);
    check(q, q.exec());
    QHash<QString, Delta> found;
    while (q.next()) {
        Delta d = readRow(q);
        found.insert(d.id, std::move(d));
    }
    QList<Delta> out;
    out.reserve(found.size());
    for (qint64 key : keys) {
        const auto it = found.constFind(DeltaId::fromKey(key));
        if (it != found.constEnd())
            out.append(*it);
    }
    return out;
}

QString Lake::sourceFamilyClause(const QString &source, QVariantList &binds) const
{
    // "rss" means the whole family: rss itself and every rss:<feed>.
    binds << source << (source + QStringLiteral(":")) << (source + QStringLiteral(";"));
    return QStringLiteral("(source = ? OR (source >= ? AND source < ?))");
}

QStringList Lake::sourceFamilyMembers(const QString &source)
{
    if (source.contains(u':'))
        return {source};
    // source_stats counts each source's rows (the writers add, a trigger
    // subtracts on delete): the family's members are a range of its keys.
    QVariantList binds;
    QSqlQuery q(db());
    q.setForwardOnly(true);
    check(q, q.prepare(QStringLiteral("SELECT source FROM source_stats WHERE n > 0 AND ")
                       + sourceFamilyClause(source, binds) + QStringLiteral(" ORDER BY source")));
    for (const QVariant &b : std::as_const(binds))
        q.addBindValue(b);
    check(q, q.exec());
    QStringList members;
    while (q.next())
        members << q.value(0).toString();
    return members;
}

bool Lake::matchesMoreThan(const QString &fts5Match, int count)
{
    QSqlQuery q(db());
    q.setForwardOnly(true);
    check(q, q.prepare(QStringLiteral("SELECT count(*) FROM (SELECT rowid FROM delta_fts WHERE delta_fts MATCH ? LIMIT ?)")));
    q.addBindValue(fts5Match);
    q.addBindValue(count + 1);
    check(q, q.exec());
    return q.next() && q.value(0).toLongLong() > count;
}

QList<Delta> Lake::list(const ListFilter &filter, const QString &afterId, int limit)
{
    const qint64 now = m_clock.nowMs();
    QStringList where;
    QVariantList binds;
    // A search reads its matches from the FTS5 index and orders them like
    // any list (by what the window shows, issue 22), never by BM25: recall
    // (issue 5) is where ranking lives. A common word on a large lake costs
    // a sort of its matches; a rare one, a few rows.
    QString match = SearchQuery::toFts5(filter.search);
    const bool searching = !match.isEmpty();
    // On PostgreSQL the stored tsvector answers, stemmed both ways and as
    // written (PostgresSchema); the filters below are plain columns there.
    const bool searchingServer = searching && onServer();
    if (searching && !searchingServer) {
        // The typed words match content and tags only; the filters that are
        // facets narrow inside the index (the SQL below checks them again,
        // exactly, which costs nothing on the rows that reach it).
        match = QStringLiteral("{content tags} : (") + match + u')';
        if (!filter.source.isEmpty())
            match += QStringLiteral(" AND facets : \"%1\"")
                         .arg(filter.source.contains(u':') ? SearchQuery::sourceFacet(filter.source)
                                                           : SearchQuery::familyFacet(filter.source));
        if (filter.kind)
            match += QStringLiteral(" AND facets : \"%1\"").arg(SearchQuery::kindFacet(kindName(*filter.kind)));
        if (filter.scope)
            match += QStringLiteral(" AND facets : \"%1\"").arg(SearchQuery::scopeFacet(scopeName(*filter.scope)));
    }
    const bool searchingFts = searching && !searchingServer;
    // Ordered by the sort asked for (by default the newest first, or the
    // most urgent first where only what wilts soon is listed, by the
    // deadline every interface shows: ExpiryLaws::deadline), and paged by
    // keyset on the same terms: the page after a row is what goes after it.
    const ListSort sort = filter.effectiveSort();
    const QString deadline = ExpiryLaws::deadlineSql();
    const QList<ListOrderSql::Term> terms = ListOrderSql::terms(sort, deadline);
    // Newest first, a search reads its matches one of two ways (SQLite):
    // up to kSortedMatches of them are looked up and sorted; a word more
    // common than that walks the observed_at index from the top instead,
    // each row checked against the set of matches, and stops at the page.
    // Sorting every match of a common word cost 161 ms at p99 on 100k
    // deltas (and grows with the lake); walking the index costs a few
    // hundred rows for it, and a rare word never walks.
    const bool walkObserved = searchingFts && sort.key == SortKey::When && matchesMoreThan(match, kSortedMatches);
    if (walkObserved) {
        where << QStringLiteral("deltas.rid IN (SELECT rowid FROM delta_fts WHERE delta_fts MATCH ?)");
        binds << match;
    } else if (searchingFts) {
        where << QStringLiteral("delta_fts MATCH ?");
        binds << match;
    } else if (searchingServer) {
        // The words as toFts5() reads them (SearchQuery::parse), all
        // required: each as the column is stemmed (English, German, as
        // written), and the word being typed also as a prefix of what was
        // written, so results follow the typing as they do in a file lake.
        QStringList words;
        for (const SearchQuery::TypedWord &w : SearchQuery::parse(filter.search).words) {
            QString one = QStringLiteral("plainto_tsquery('english', ?) || plainto_tsquery('german', ?) "
                                         "|| plainto_tsquery('simple', ?)");
            binds << w.text << w.text << w.text;
            if (w.prefix) {
                one += QStringLiteral(" || to_tsquery('simple', quote_literal(lower(CAST(? AS TEXT))) || ':*')");
                binds << w.text;
            }
            words << u'(' + one + u')';
        }
        where << QStringLiteral("search @@ (") + words.join(QStringLiteral(" && ")) + u')';
    }
    where << QStringLiteral("(expires_at IS NULL OR expires_at > ?)");
    binds << now;
    if (!afterId.isEmpty()) {
        const auto key = DeltaId::toKey(afterId);
        if (!key)
            throw TarnError::invalid(QStringLiteral("after"), LakeText::tr("'%1' is not a delta id").arg(afterId));
        // The anchor's own keys, whatever its state now: a row forgotten or
        // expired since it was shown still says where the next page starts.
        QSqlQuery anchor(db());
        anchor.setForwardOnly(true);
        check(anchor, anchor.prepare(ListOrderSql::anchorSelect(terms)));
        anchor.addBindValue(*key);
        check(anchor, anchor.exec());
        if (!anchor.next())
            throw TarnError::notFound(LakeText::tr("delta %1 has left the lake; list again from the top").arg(afterId));
        QVariantList values;
        for (qsizetype i = 0; i < terms.size(); ++i)
            values << anchor.value(int(i));
        where << ListOrderSql::after(terms, values, binds);
    }
    if (filter.scope) {
        where << QStringLiteral("scope = ?");
        binds << scopeName(*filter.scope);
    }
    // Without a search, each member of a source family is listed through
    // its own index walk (newest first, stopping at the limit) and the
    // walks are merged; one clause for the whole family made SQLite sort
    // every row of it.
    // Only the default order has an index per source (observed_at within
    // source); any other sort reads the family with one clause and sorts.
    QStringList members;
    if (!filter.source.isEmpty()) {
        if (searching || sort.key != SortKey::When) {
            where << sourceFamilyClause(filter.source, binds);
        } else {
            members = sourceFamilyMembers(filter.source);
            if (members.isEmpty())
                return {};
            // SQLite takes at most 500 SELECTs in one compound; a family
            // that large is listed with the single clause (and a sort).
            if (members.size() > kMaxFamilyWalks) {
                where << sourceFamilyClause(filter.source, binds);
                members.clear();
            }
        }
    }
    if (filter.kind) {
        where << QStringLiteral("kind = ?");
        binds << kindName(*filter.kind);
    }
    if (filter.observed)
        where << (*filter.observed ? QStringLiteral("expires_at IS NOT NULL") : QStringLiteral("expires_at IS NULL"));
    if (filter.expiringWithinMs) {
        // By the deadline, soft decay included (ExpiryLaws::deadline).
        where << deadline + QStringLiteral(" <= ?");
        binds << now + *filter.expiringWithinMs;
    }
    if (!filter.tag.isEmpty()) {
        where << QStringLiteral("deltas.rid IN (SELECT rid FROM delta_tags WHERE tag = ?)");
        binds << filter.tag;
    }
    // The same words as the partial index deltas_hidden (schema 8), so both
    // engines read that index and not the whole lake.
    if (filter.hiddenOnly)
        where << QStringLiteral("state IN ('forgotten', 'invalidated')");
    else if (!filter.includeHidden)
        where << QStringLiteral("state = 'active' AND superseded_by IS NULL");
    QSqlQuery q(db());
    q.setForwardOnly(true);
    if (!members.isEmpty()) {
        const QString order = QStringLiteral(" ORDER BY ") + ListOrderSql::orderBy(terms) + QStringLiteral(" LIMIT ?");
        const QString one = QStringLiteral("SELECT ") + kColumns + QStringLiteral(" FROM deltas WHERE source = ? AND ")
                            + where.join(QStringLiteral(" AND ")) + order;
        QString sql = one;
        if (members.size() > 1) {
            QStringList parts;
            for (qsizetype i = 0; i < members.size(); ++i)
                parts << QStringLiteral("SELECT * FROM (") + one + QStringLiteral(") AS walk%1").arg(i);
            sql = parts.join(QStringLiteral(" UNION ALL ")) + order;
        }
        check(q, q.prepare(sql));
        for (const QString &member : std::as_const(members)) {
            q.addBindValue(member);
            for (const QVariant &b : binds)
                q.addBindValue(b);
            q.addBindValue(limit);
        }
        if (members.size() > 1)
            q.addBindValue(limit);
    } else {
        // CROSS JOIN keeps the FTS table outermost: its matches are read
        // once and their rows looked up by rid, then sorted.
        const bool joinFts = searchingFts && !walkObserved;
        const QString from = joinFts       ? QStringLiteral(" FROM delta_fts CROSS JOIN deltas ON deltas.rid = delta_fts.rowid WHERE ")
                             : walkObserved ? QStringLiteral(" FROM deltas INDEXED BY deltas_observed WHERE ")
                                            : QStringLiteral(" FROM deltas WHERE ");
        check(q, q.prepare(QStringLiteral("SELECT ") + (joinFts ? qualifiedColumns() : kColumns) + from
                           + where.join(QStringLiteral(" AND ")) + QStringLiteral(" ORDER BY ")
                           + ListOrderSql::orderBy(terms) + QStringLiteral(" LIMIT ?")));
        for (const QVariant &b : binds)
            q.addBindValue(b);
        q.addBindValue(limit);
    }
    check(q, q.exec());
    QList<Delta> out;
    while (q.next())
        out << readRow(q);
    return out;
}

QList<Delta> Lake::engagementsOf(const QString &id)
{
    if (!DeltaId::isValid(id))
        throw TarnError::invalid(QStringLiteral("id"), LakeText::tr("id '%1' is not 12 lowercase hex digits").arg(id));
    QSqlQuery q(db());
    q.setForwardOnly(true);
    check(q, q.prepare(QStringLiteral("SELECT ") + kColumns
                       + QStringLiteral(" FROM deltas WHERE rid IN (SELECT rid FROM delta_tags WHERE tag IN (?, ?, ?)) "
                                        "ORDER BY rid")));
    q.addBindValue(QStringLiteral("affirms:") + id);
    q.addBindValue(QStringLiteral("refutes:") + id);
    q.addBindValue(QStringLiteral("reply-to:") + id);
    check(q, q.exec());
    QList<Delta> out;
    while (q.next())
        out << readRow(q);
    return out;
}

QHash<QString, QList<Delta>> Lake::engagementsOfMany(const QStringList &ids)
{
    QHash<QString, QList<Delta>> out;
    QStringList tags;
    for (const QString &id : ids)
        if (DeltaId::isValid(id))
            tags << QStringLiteral("affirms:") + id << QStringLiteral("refutes:") + id << QStringLiteral("reply-to:") + id;
    if (tags.isEmpty())
        return out;
    // The tags first, then their rows: joined in one statement, PostgreSQL
    // guessed thousands of engagements for 240 tags that nearly never have
    // one, and planned a parallel hash join over every delta whose workers
    // alone cost 10 ms of each recall. Looked up by the tag index, the
    // usual answer (no engagement) is one quick statement.
    QHash<qint64, QStringList> targetsOf; // rid -> the tags naming a target
    {
        QSqlQuery q(db());
        q.setForwardOnly(true);
        const QStringList marks(tags.size(), QStringLiteral("?"));
        check(q, q.prepare(QStringLiteral("SELECT rid, tag FROM delta_tags WHERE tag IN (") + marks.join(u',') + u')'));
        for (const QString &t : std::as_const(tags))
            q.addBindValue(t);
        check(q, q.exec());
        while (q.next())
            targetsOf[q.value(0).toLongLong()] << q.value(1).toString();
    }
    if (targetsOf.isEmpty())
        return out;
    QList<qint64> rids = targetsOf.keys();
    std::sort(rids.begin(), rids.end());
    QSqlQuery q(db());
    q.setForwardOnly(true);
    const QStringList marks(rids.size(), QStringLiteral("?"));
    check(q, q.prepare(QStringLiteral("SELECT ") + kColumns + QStringLiteral(" FROM deltas WHERE rid IN (")
                       + marks.join(u',') + QStringLiteral(") ORDER BY rid")));
    for (qint64 rid : std::as_const(rids))
        q.addBindValue(rid);
    check(q, q.exec());
    while (q.next()) {
        const Delta d = readRow(q);
        for (const QString &tag : targetsOf.value(DeltaId::toKey(d.id).value_or(-1)))
            out[tag.section(u':', 1)] << d;
    }
    return out;
}

LakeStats Lake::stats()
{
    const qint64 now = m_clock.nowMs();
    LakeStats s;
    QSqlQuery q(db());
    q.setForwardOnly(true);
    check(q, q.exec(QStringLiteral("SELECT source, n FROM source_stats WHERE n > 0 ORDER BY n DESC, source")));
    while (q.next()) {
        s.perSource << SourceStat{q.value(0).toString(), q.value(1).toLongLong(), std::nullopt};
        s.total += q.value(1).toLongLong();
    }
    // "Next expiry" is the next deadline (soft decay included), per source
    // and over all of them.
    QStringList sources;
    for (const SourceStat &st : std::as_const(s.perSource))
        sources << st.source;
    const QHash<QString, qint64> deadlines = NextDeadlines::perSource(*this, sources, now);
    for (SourceStat &st : s.perSource) {
        if (const auto it = deadlines.constFind(st.source); it != deadlines.cend()) {
            st.nextExpiry = *it;
            if (!s.nextExpiry || *it < *s.nextExpiry)
                s.nextExpiry = *it;
        }
    }
    check(q, q.exec(QStringLiteral("SELECT count(*) FROM deltas WHERE expires_at IS NOT NULL")));
    q.next();
    s.observed = q.value(0).toLongLong();
    s.authored = s.total - s.observed;
    q.prepare(QStringLiteral("SELECT count(*) FROM deltas WHERE expires_at IS NOT NULL AND expires_at <= ?"));
    q.addBindValue(now);
    check(q, q.exec());
    q.next();
    s.expiredPending = q.value(0).toLongLong();
    check(q, q.exec(QStringLiteral("SELECT decay_class, count(*) FROM deltas WHERE decay_class IS NOT NULL GROUP BY 1")));
    qint64 classed = 0;
    while (q.next()) {
        s.perDecayClass.insert(q.value(0).toString(), q.value(1).toLongLong());
        classed += q.value(1).toLongLong();
    }
    if (s.total > classed)
        s.perDecayClass.insert(QString(), s.total - classed);
    check(q, q.exec(QStringLiteral("SELECT count(*) FROM audit")));
    q.next();
    s.auditEntries = q.value(0).toLongLong();
    if (onServer()) {
        check(q, q.exec(QStringLiteral("SELECT pg_database_size(current_database())")));
        q.next();
        s.fileBytes = q.value(0).toLongLong();
    } else {
        s.fileBytes = QFileInfo(m_path).size() + QFileInfo(m_path + QStringLiteral("-wal")).size();
    }
    // Recall by meaning, while configured (issue 20): how far the embedder has come.
    if (const EmbeddingConfig embedding = EmbeddingConfig::current(); embedding.enabled()) {
        try {
            s.embeddings = embeddingStats(embedding);
        } catch (const TarnError &) {
            // The counts are not worth failing the rest for (a busy or older lake).
        }
    }
    return s;
}

EmbeddingStats Lake::embeddingStats(const EmbeddingConfig &config)
{
    EmbeddingStats e;
    e.model = config.model;
    e.api = EmbeddingConfig::apiName(config.api);
    e.url = config.url;
    const qint64 now = m_clock.nowMs();
    e.embedded = VectorRows::embeddedCount(*this, config.model, now, config.skippedKinds());
    e.total = VectorRows::liveCount(*this, now, config.skippedKinds());
    // The last word counts only if it was about the model now configured.
    if (const std::optional<EmbedderState::Outcome> last = EmbedderState::read(*this); last && last->model == config.model) {
        e.lastError = last->lastError;
        e.lastErrorAt = last->lastErrorAt;
        e.lastOkAt = last->lastOkAt;
    }
    return e;
}

// --- sources -------------------------------------------------------------

SourceSettings Lake::sourceSettings(const QString &source)
{
    QSqlQuery q(db());
    q.setForwardOnly(true);
    check(q, q.prepare(QStringLiteral("SELECT expiry_ms, never, decay_class FROM source_settings WHERE source = ?")));
    // The most specific setting wins: "rss:hn", then "rss", then the built-in default.
    QStringList candidates{source};
    const qsizetype colon = source.indexOf(u':');
    if (colon > 0)
        candidates << source.left(colon);
    for (const QString &c : candidates) {
        q.bindValue(0, c);
        check(q, q.exec());
        if (q.next()) {
            SourceSettings s;
            s.expiryMs = q.value(1).toInt() ? std::nullopt : std::optional<qint64>(q.value(0).toLongLong());
            s.decayClass = decayClassFromName(q.value(2).toString()).value_or(DecayClass::None);
            return s;
        }
    }
    return SourceRegistry::builtIn().defaults(source);
}

bool Lake::hasCustomSettings(const QString &source)
{
    QSqlQuery q(db());
    check(q, q.prepare(QStringLiteral("SELECT 1 FROM source_settings WHERE source = ?")));
    q.addBindValue(source);
    check(q, q.exec());
    return q.next();
}

namespace {
// Rows a source's setting governs: unexpired, plain TTL (no decay class),
// in the source's family but not under a more specific setting of their own.
const QString kRetimeWhere = QStringLiteral(
    "(source = :src OR (source >= :lo AND source < :hi AND source NOT IN (SELECT source FROM source_settings))) "
    "AND decay_class IS NULL AND (expires_at IS NULL OR expires_at > :now)");
} // namespace

RetimePreview Lake::previewRetime(const QString &source, const SourceSettings &settings)
{
    const qint64 now = m_clock.nowMs();
    QSqlQuery q(db());
    q.setForwardOnly(true);
    const QString newExpiry = settings.expiryMs ? QStringLiteral("observed_at + :ttl") : QStringLiteral("NULL");
    check(q, q.prepare(QStringLiteral("SELECT count(*), coalesce(sum(CASE WHEN %1 <= :now2 THEN 1 ELSE 0 END), 0) "
                                      "FROM deltas WHERE ")
                           .arg(newExpiry)
                       + kRetimeWhere + QStringLiteral(" AND expires_at IS DISTINCT FROM %1").arg(newExpiry)));
    q.bindValue(QStringLiteral(":src"), source);
    q.bindValue(QStringLiteral(":lo"), source + u':');
    q.bindValue(QStringLiteral(":hi"), source + u';');
    q.bindValue(QStringLiteral(":now"), now);
    q.bindValue(QStringLiteral(":now2"), now);
    if (settings.expiryMs)
        q.bindValue(QStringLiteral(":ttl"), *settings.expiryMs);
    check(q, q.exec());
    q.next();
    return RetimePreview{q.value(0).toLongLong(), q.value(1).toLongLong()};
}

qint64 Lake::setSourceSettings(const QString &source, const SourceSettings &settings, bool retimeExisting)
{
    if (!DeltaValidation::isValidSource(source))
        throw TarnError::invalid(QStringLiteral("source"), LakeText::tr("'%1' is not a valid source name").arg(source));
    const SourceDefinition &def = SourceRegistry::builtIn().definitionFor(source);
    if (!def.storedInLake)
        throw TarnError::invalid(QStringLiteral("source"), LakeText::tr("%1 is never stored in the lake").arg(def.label));
    if (settings.expiryMs) {
        if (*settings.expiryMs < SourceRegistry::kMinExpiryMs || *settings.expiryMs > SourceRegistry::kMaxExpiryMs)
            throw TarnError::invalid(QStringLiteral("expiry_days"),
                                     LakeText::tr("expiry must be between one minute and 3650 days"));
    } else if (!def.allowNever) {
        throw TarnError::invalid(QStringLiteral("never"),
                                 LakeText::tr("%1 is observed and cannot be kept forever; affirm what matters instead").arg(def.label));
    }
    // A permanent class is "never" by another name.
    if (settings.decayClass == DecayClass::Permanent && !def.allowNever)
        throw TarnError::invalid(QStringLiteral("decay_class"),
                                 LakeText::tr("%1 is observed and cannot be kept forever; affirm what matters instead").arg(def.label));
    const SourceSettings before = sourceSettings(source);
    const qint64 now = m_clock.nowMs();
    LakeTransaction tx(*this);
    QSqlQuery q(db());
    check(q, q.prepare(QStringLiteral("INSERT INTO source_settings(source, expiry_ms, never, decay_class, updated_at) "
                                      "VALUES (?, ?, ?, ?, ?) ON CONFLICT(source) DO UPDATE SET expiry_ms = excluded.expiry_ms, "
                                      "never = excluded.never, decay_class = excluded.decay_class, updated_at = excluded.updated_at")));
    q.addBindValue(source);
    q.addBindValue(settings.expiryMs ? QVariant(*settings.expiryMs) : QVariant(QMetaType(QMetaType::LongLong)));
    q.addBindValue(settings.expiryMs ? 0 : 1);
    q.addBindValue(optText(decayClassName(settings.decayClass)));
    q.addBindValue(now);
    check(q, q.exec());

    qint64 retimed = 0;
    if (retimeExisting) {
        QSqlQuery u(db());
        const QString newExpiry = settings.expiryMs ? QStringLiteral("observed_at + :ttl") : QStringLiteral("NULL");
        check(u, u.prepare(QStringLiteral("UPDATE deltas SET expires_at = %1, "
                                          "last_confirmed_at = CASE WHEN %1 IS NULL THEN NULL ELSE coalesce(last_confirmed_at, observed_at) END, "
                                          "decay_mark_at = CASE WHEN %1 IS NULL THEN NULL ELSE "
                                          "coalesce(last_confirmed_at, observed_at) + ((%1) - coalesce(last_confirmed_at, observed_at)) * 3 / 4 END, "
                                          // A new window gets a fresh count of halvings from its own 75 % mark.
                                          "decay_steps = 0 "
                                          "WHERE ")
                               .arg(newExpiry)
                           + kRetimeWhere + QStringLiteral(" AND expires_at IS DISTINCT FROM %1").arg(newExpiry)));
        u.bindValue(QStringLiteral(":src"), source);
        u.bindValue(QStringLiteral(":lo"), source + u':');
        u.bindValue(QStringLiteral(":hi"), source + u';');
        u.bindValue(QStringLiteral(":now"), now);
        if (settings.expiryMs)
            u.bindValue(QStringLiteral(":ttl"), *settings.expiryMs);
        check(u, u.exec());
        retimed = u.numRowsAffected();
    }
    auto describe = [](const SourceSettings &s) {
        return QJsonObject{{QStringLiteral("expiry_ms"), s.expiryMs ? QJsonValue(*s.expiryMs) : QJsonValue()},
                           {QStringLiteral("decay_class"), decayClassName(s.decayClass)}};
    };
    m_audit->append(m_actor, QStringLiteral("policy-change"), {}, retimed,
                    QJsonObject{{QStringLiteral("source"), source},
                                {QStringLiteral("before"), describe(before)},
                                {QStringLiteral("after"), describe(settings)},
                                {QStringLiteral("retimed"), retimeExisting}});
    tx.commit();
    return retimed;
}

QStringList Lake::knownSources()
{
    QStringList out;
    QSqlQuery q(db());
    check(q, q.exec(QStringLiteral("SELECT source FROM source_stats WHERE n > 0 UNION SELECT source FROM source_settings ORDER BY 1")));
    while (q.next())
        out << q.value(0).toString();
    return out;
}

// --- decay classes -------------------------------------------------------

qint64 Lake::backfillDecay(bool dryRun)
{
    const qint64 now = m_clock.nowMs();
    QStringList classifying;
    for (const SourceDefinition &def : SourceRegistry::builtIn().definitions())
        if (def.classifiesDecay)
            classifying << def.key;
    struct Change { qint64 rid; DecayClass cls; std::optional<qint64> expires; qint64 confirmed; };
    QList<Change> changes;
    QSqlQuery q(db());
    q.setForwardOnly(true);
    for (const QString &src : classifying) {
        QVariantList binds;
        const QString clause = sourceFamilyClause(src, binds);
        check(q, q.prepare(QStringLiteral("SELECT ") + kColumns + QStringLiteral(" FROM deltas WHERE ") + clause
                           + QStringLiteral(" AND (expires_at IS NULL OR expires_at > ?)")));
        for (const QVariant &b : binds)
            q.addBindValue(b);
        q.addBindValue(now);
        check(q, q.exec());
        while (q.next()) {
            const Delta d = readRow(q);
            const DecayClass cls = DecayClasses::classify(d);
            const qint64 confirmed = d.lastConfirmedAt.value_or(d.observedAt);
            const auto ttl = DecayClasses::ttlMs(cls);
            const std::optional<qint64> expires = ttl ? std::optional<qint64>(confirmed + *ttl) : std::nullopt;
            if (cls != d.decayClass || expires != d.expiresAt)
                changes.append({*DeltaId::toKey(d.id), cls, expires, confirmed});
        }
    }
    if (dryRun || changes.isEmpty())
        return changes.size();
    LakeTransaction tx(*this);
    QSqlQuery u(db());
    check(u, u.prepare(QStringLiteral("UPDATE deltas SET decay_class = ?, expires_at = ?, last_confirmed_at = ?, "
                                      "decay_mark_at = ?, decay_steps = 0 WHERE rid = ?")));
    for (const Change &c : std::as_const(changes)) {
        u.bindValue(0, optText(decayClassName(c.cls)));
        u.bindValue(1, optTime(c.expires));
        u.bindValue(2, c.expires ? QVariant(c.confirmed) : QVariant(QMetaType(QMetaType::LongLong)));
        u.bindValue(3, optTime(ExpiryLaws::decayMark(c.expires ? std::optional<qint64>(c.confirmed) : std::nullopt, c.expires)));
        u.bindValue(4, c.rid);
        check(u, u.exec());
    }
    m_audit->append(m_actor, QStringLiteral("backfill-decay"), {}, changes.size());
    tx.commit();
    return changes.size();
}

qint64 Lake::refreshOnAccess(const QStringList &ids)
{
    const qint64 now = m_clock.nowMs();
    qint64 refreshed = 0;
    LakeTransaction tx(*this);
    QSqlQuery u(db());
    // Cast: PostgreSQL cannot tell the type of a sum of two bound values.
    check(u, u.prepare(QStringLiteral(
                 "UPDATE deltas SET last_confirmed_at = :now, expires_at = CAST(:now AS BIGINT) + CAST(:ttl AS BIGINT), "
                 "decay_mark_at = CAST(:now AS BIGINT) + CAST(:ttl AS BIGINT) * 3 / 4, decay_steps = 0 "
                 "WHERE rid = :rid AND decay_class = :cls AND (expires_at IS NULL OR expires_at > :now)")));
    for (const QString &id : ids) {
        const auto key = DeltaId::toKey(id);
        if (!key)
            continue;
        for (DecayClass cls : {DecayClass::Stable, DecayClass::Active}) {
            u.bindValue(QStringLiteral(":now"), now);
            u.bindValue(QStringLiteral(":ttl"), *DecayClasses::ttlMs(cls));
            u.bindValue(QStringLiteral(":rid"), *key);
            u.bindValue(QStringLiteral(":cls"), decayClassName(cls));
            check(u, u.exec());
            refreshed += u.numRowsAffected();
        }
    }
    if (refreshed > 0)
        m_audit->append(m_actor, QStringLiteral("refresh"), ids.size() == 1 ? ids.constFirst() : QString(), refreshed);
    tx.commit();
    return refreshed;
}

// --- media ---------------------------------------------------------------

void Lake::setWaitForLock(bool wait)
{
    // PostgreSQL's lock_timeout 0 means "wait for ever": not waiting is the
    // shortest wait it has, a millisecond.
    if (onServer())
        exec(QStringLiteral("SET lock_timeout = %1").arg(wait ? kBusyTimeoutMs : 1));
    else
        exec(QStringLiteral("PRAGMA busy_timeout = %1").arg(wait ? kBusyTimeoutMs : 0));
}

int Lake::releaseMedia(const QStringList &hashes)
{
    if (hashes.isEmpty())
        return 0;
    int removed = 0;
    try {
        // Under the write lock, which an insert also holds while it checks
        // its file: a file is never removed between that check and the row
        // that names it, here or in another process.
        LakeTransaction tx(*this);
        m_media->guardReferences();
        QSqlQuery q(db());
        check(q, q.prepare(QStringLiteral("SELECT 1 FROM deltas WHERE media_hash = ? LIMIT 1")));
        for (const QString &hash : hashes) {
            q.bindValue(0, hash);
            check(q, q.exec());
            const bool referenced = q.next();
            q.finish();
            if (!referenced && m_media->remove(hash))
                ++removed;
        }
        tx.commit();
    } catch (const TarnError &) {
        // Busy or read-only: the files stay until the next reconcile or sole
        // open; the rows that mattered are already committed.
    }
    return removed;
}

int Lake::reconcileMedia(qint64 graceMs)
{
    // File ages are measured against the wall clock on purpose: mtimes are
    // written by the file system, not by the lake's (injectable) clock.
    const qint64 wallNow = QDateTime::currentMSecsSinceEpoch();
    QStringList orphans;
    QSqlQuery q(db());
    check(q, q.prepare(QStringLiteral("SELECT 1 FROM deltas WHERE media_hash = ? LIMIT 1")));
    for (const QString &hash : m_media->allHashes()) {
        if (m_media->ageMs(hash, wallNow) < graceMs)
            continue;
        q.bindValue(0, hash);
        check(q, q.exec());
        if (!q.next())
            orphans << hash;
        q.finish();
    }
    const int removed = releaseMedia(orphans);
    if (removed > 0)
        m_audit->append(m_actor, QStringLiteral("media-reconcile"), {}, removed);
    return removed;
}

// --- import / export -----------------------------------------------------

static TarnError transferCancelled(const QString &what)
{
    return TarnError(TarnError::Kind::Cancelled, what);
}

ImportReport Lake::importJsonl(QIODevice &in, const QString &mediaDir, const TransferProgress &progress)
{
    const qint64 total = in.isSequential() ? 0 : in.size();
    const auto goOn = [&] { return !progress || progress(in.isSequential() ? 0 : in.pos(), total); };
    const QString cancelled = LakeText::tr("Import cancelled; nothing from the file was written.");
    const MediaStore incoming(mediaDir);
    const qint64 now = m_clock.nowMs();
    QList<NewDelta> drafts;
    QSet<QString> ids;
    QSet<QString> mediaToCopy;
    qint64 lineNo = 0;
    while (true) {
        ++lineNo;
        // Every 256 lines: often enough for a bar that moves, rare enough
        // that asking costs nothing beside parsing.
        if (lineNo % 256 == 0 && !goOn())
            throw transferCancelled(cancelled);
        try {
            const std::optional<QByteArray> read = BoundedRead::line(in, maxImportLineBytes());
            if (!read)
                break;
            const QByteArray line = read->trimmed();
            if (line.isEmpty())
                continue;
            DeltaJson::Parsed p = DeltaJson::fromJsonLine(line, now);
            // insertBatch refuses these too, but without the line number.
            const SourceDefinition &def = SourceRegistry::builtIn().definitionFor(p.delta.source);
            if (!def.storedInLake)
                throw TarnError::invalid(QStringLiteral("source"), LakeText::tr("%1 is never stored in the lake").arg(def.label));
            if (!p.delta.id.isEmpty()) {
                if (ids.contains(p.delta.id))
                    throw TarnError::invalid(QStringLiteral("id"), LakeText::tr("id %1 appears twice in this file").arg(p.delta.id));
                ids.insert(p.delta.id);
                if (get(p.delta.id))
                    throw TarnError::invalid(QStringLiteral("id"), LakeText::tr("a delta with id %1 is already in the lake").arg(p.delta.id));
            }
            if (!p.delta.mediaHash.isEmpty()) {
                const bool carried = !mediaDir.isEmpty() && incoming.contains(p.delta.mediaHash);
                if (!carried && !m_media->contains(p.delta.mediaHash))
                    throw TarnError::invalid(QStringLiteral("media_hash"),
                                             LakeText::tr("media_hash %1 names no stored media file (and none came with the import)")
                                                 .arg(p.delta.mediaHash));
                if (carried)
                    mediaToCopy.insert(p.delta.mediaHash);
            }
            drafts.append(NewDelta{p.delta, p.hasExpiresAt, p.hasLifecycle, p.hasDecayClass});
        } catch (const TarnError &e) {
            throw TarnError(e.kind(), LakeText::tr("line %1: %2").arg(lineNo).arg(e.message()), e.field());
        }
    }
    ImportReport report;
    if (drafts.isEmpty())
        return report;
    // Media first, and under the write lock with the rows: releaseMedia
    // (the reaper's, another process's) cannot take a file the lake already
    // had between this check and the rows that name it. An orphan left by a
    // failed insert or a crash is reconciled away; a delta without its file
    // would be worse.
    LakeTransaction tx(*this);
    for (const QString &hash : std::as_const(mediaToCopy)) {
        if (m_media->contains(hash))
            continue;
        // Whatever sits in the folder a person hands over: a symlink to
        // /dev/zero or a FIFO must be refused, not read until memory or
        // patience runs out.
        const QString path = incoming.pathFor(hash);
        const QByteArray bytes = BoundedRead::regularFile(path, MediaStore::kMaxFileBytes, QStringLiteral("media_hash"));
        if (QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex() != hash.toLatin1())
            throw TarnError::invalid(QStringLiteral("media_hash"), LakeText::tr("media file %1 does not match its hash").arg(path));
        m_media->put(bytes);
    }
    insertBatch(drafts, &report);
    // The last chance to change one's mind: until the commit, nothing is written.
    if (!goOn())
        throw transferCancelled(cancelled); // tx rolls back
    tx.commit();
    return report;
}

// What an export carries: forgetting is total (DESIGN §4), so a softly
// forgotten delta stays out of every export, and an expired one the reaper
// has not reached yet is as good as gone. Superseded and invalidated deltas
// are kept: they are the lineage a restore needs.
static const QString kExportable =
    QStringLiteral("state <> 'forgotten' AND (expires_at IS NULL OR expires_at > :now)");

int Lake::exportMedia(const QString &dir, const TransferProgress &progress)
{
    MediaStore target(dir);
    QSqlQuery q(db());
    q.setForwardOnly(true);
    check(q, q.prepare(QStringLiteral("SELECT DISTINCT media_hash FROM deltas WHERE media_hash IS NOT NULL AND ")
                       + kExportable));
    q.bindValue(QStringLiteral(":now"), m_clock.nowMs());
    check(q, q.exec());
    int n = 0;
    while (q.next()) {
        const QString hash = q.value(0).toString();
        const std::optional<QByteArray> bytes = m_media->read(hash);
        if (!bytes)
            throw TarnError::storage(LakeText::tr("cannot read media file %1").arg(m_media->pathFor(hash)));
        target.put(*bytes);
        ++n;
        if (progress && !progress(n, 0))
            throw transferCancelled(LakeText::tr("Export cancelled."));
    }
    return n;
}

qint64 Lake::exportJsonl(QIODevice &out, const TransferProgress &progress)
{
    qint64 total = 0;
    if (progress) {
        QSqlQuery count(db());
        check(count, count.prepare(QStringLiteral("SELECT count(*) FROM deltas WHERE ") + kExportable));
        count.bindValue(QStringLiteral(":now"), m_clock.nowMs());
        check(count, count.exec());
        total = count.next() ? count.value(0).toLongLong() : 0;
        if (!progress(0, total))
            throw transferCancelled(LakeText::tr("Export cancelled."));
    }
    QSqlQuery q(db());
    q.setForwardOnly(true);
    check(q, q.prepare(QStringLiteral("SELECT ") + kColumns + QStringLiteral(" FROM deltas WHERE ") + kExportable
                       + QStringLiteral(" ORDER BY rid")));
    q.bindValue(QStringLiteral(":now"), m_clock.nowMs());
    check(q, q.exec());
    qint64 n = 0;
    while (q.next()) {
        out.write(QJsonDocument(DeltaJson::toJson(readRow(q))).toJson(QJsonDocument::Compact));
        out.write("\n");
        ++n;
        if (progress && n % 512 == 0 && !progress(n, total))
            throw transferCancelled(LakeText::tr("Export cancelled."));
    }
    return n;
}

} // namespace tarn
