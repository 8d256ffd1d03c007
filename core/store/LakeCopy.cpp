// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LakeCopy.h"

#include "Lake.h"
#include "LakeCopyMedia.h"
#include "LakeCopyTables.h"
#include "LakeLocation.h"
#include "LakeSql.h"
#include "LakeTableCopy.h"
#include "PostgresSchema.h"
#include "StorageErrors.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>

namespace tarn {

namespace {

struct CopyText
{
    Q_DECLARE_TR_FUNCTIONS(LakeCopy)
};

using LakeTableCopy::Digested;
using Report = LakeCopy::Report;
using TableResult = LakeCopy::TableResult;
using Step = LakeCopy::Progress::Step;

// A file lake this copy creates goes again if the copy fails, with what
// opening it made beside it: its WAL and shared memory, its media folder
// and the folders made to hold it. Whatever was there before stays.
class NewLakeFile
{
public:
    explicit NewLakeFile(const LakeLocation &at)
    {
        if (!at.isFile() || QFileInfo::exists(at.filePath()))
            return;
        m_path = at.filePath();
        m_mediaRoot = Lake::mediaRootFor(m_path);
        m_mediaRootExisted = QFileInfo::exists(m_mediaRoot);
        m_claimExisted = QFileInfo::exists(m_mediaRoot + QStringLiteral("/.in-use"));
        for (QString folder = QFileInfo(m_path).absolutePath(); !QFileInfo::exists(folder);
             folder = QFileInfo(folder).absolutePath())
            m_madeFolders << folder;
    }

    // After the lake is closed.
    void remove() const
    {
        if (m_path.isEmpty())
            return;
        for (const char *suffix : {"", "-wal", "-shm", "-journal"})
            QFile::remove(m_path + QLatin1String(suffix));
        if (!m_mediaRootExisted)
            QDir(m_mediaRoot).removeRecursively();
        else if (!m_claimExisted) {
            QFile::remove(m_mediaRoot + QStringLiteral("/.in-use"));
            QFile::remove(m_mediaRoot + u'/' + QLatin1String(Lake::kWaitingWritersFile));
        }
        for (const QString &folder : m_madeFolders) // deepest first
            QDir().rmdir(folder);
    }

private:
    QString m_path;
    QString m_mediaRoot;
    bool m_mediaRootExisted = true;
    bool m_claimExisted = true;
    QStringList m_madeFolders;
};

void refuseSameLake(const LakeLocation &from, const LakeLocation &to)
{
    bool same = false;
    if (from.isFile() && to.isFile()) {
        const auto canonical = [](const QString &path) {
            const QString c = QFileInfo(path).canonicalFilePath();
            return c.isEmpty() ? QFileInfo(path).absoluteFilePath() : c;
        };
        same = canonical(from.filePath()) == canonical(to.filePath());
    } else if (!from.isFile() && !to.isFile()) {
        same = from.host().compare(to.host(), Qt::CaseInsensitive) == 0 && from.port() == to.port()
               && from.database() == to.database();
    }
    if (same)
        throw TarnError::invalid(QStringLiteral("to"), CopyText::tr("%1 and %2 are the same lake; copy it somewhere else")
                                                           .arg(from.toDisplayString(), to.toDisplayString()));
}

// FROM as it stands at one moment, however much else writes to it meanwhile.
void beginSnapshot(Lake &from)
{
    from.exec(from.onServer() ? QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
                              : QStringLiteral("BEGIN"));
}

qint64 lastAuditSeq(Lake &lake)
{
    QSqlQuery q(LakeSql::of(lake));
    if (!q.exec(QStringLiteral("SELECT coalesce(max(seq), 0) FROM audit")) || !q.next())
        throw StorageErrors::fromSql(q.lastError());
    return q.value(0).toLongLong();
}

class Copier
{
public:
    Copier(Lake &from, Lake &to, LakeCopyMedia &media, const LakeCopy::Options &options)
        : m_from(from), m_to(to), m_media(media), m_options(options)
    {
    }

    Report run()
    {
        beginSnapshot(m_from);
        const auto endSnapshot = qScopeGuard([this] {
            QSqlQuery end(LakeSql::of(m_from));
            end.exec(QStringLiteral("ROLLBACK"));
        });
        LakeTransaction tx(m_to);
        // On a server other machines may write meanwhile: nothing lands in
        // TO between the check below and the commit. (On SQLite the
        // transaction holds the file's write lock already.)
        if (m_to.onServer())
            m_to.exec(QStringLiteral("LOCK TABLE deltas, delta_tags, audit, source_settings, source_instances, "
                                     "source_seen, delta_vectors, embedding_state, media IN EXCLUSIVE MODE"));
        const QStringList held = LakeCopyTables::holdings(m_to);
        if (!held.isEmpty())
            throw TarnError::invalid(QStringLiteral("to"),
                                     CopyText::tr("%1 is not empty: it holds %2. A lake is copied only into a new "
                                                  "file or an empty lake, so that nothing there is overwritten or "
                                                  "mixed with the copy")
                                         .arg(m_to.path(), held.join(QStringLiteral(", "))));
        // What opening TO wrote into its audit log stays before the copy's.
        const qint64 ownAudit = lastAuditSeq(m_to);
        try {
            Report report{m_from.path(), m_to.path(), {}};
            copyAll(report);
            if (m_options.beforeVerify)
                m_options.beforeVerify(m_to);
            verifyAll(report, ownAudit);
            QJsonObject rows;
            for (const TableResult &t : std::as_const(report.tables))
                rows.insert(t.table, t.rows);
            m_to.audit().append(m_options.actor, QStringLiteral("lake-copy"), {}, report.rows(QStringLiteral("deltas")),
                                QJsonObject{{QStringLiteral("from"), m_from.path()}, {QStringLiteral("rows"), rows}});
            tx.commit();
            return report;
        } catch (const TarnError &e) {
            throw TarnError(e.kind(),
                            CopyText::tr("copying %1 to %2 failed, and %2 is left as it was: %3")
                                .arg(m_from.path(), m_to.path(), e.message()),
                            e.field());
        }
    }

private:
    void tell(Step step, const QString &table, qint64 rows, qint64 total, bool finished = true)
    {
        if (m_options.progress)
            m_options.progress(LakeCopy::Progress{step, table, rows, total, finished});
    }

    void copyAll(Report &report)
    {
        // Images before the rows that name them, as an import does.
        const Digested images = m_media.copy();
        report.tables << TableResult{QStringLiteral("media"), images.rows, images.sha256};
        tell(Step::Copying, QStringLiteral("media"), images.rows, images.rows);
        for (const LakeCopyTables::Table &table : LakeCopyTables::copied()) {
            const Digested d = LakeTableCopy::copy(m_from, m_to, table, [&](qint64 rows, qint64 total, bool finished) {
                tell(Step::Copying, table.name, rows, total, finished);
            });
            report.tables << TableResult{table.name, d.rows, d.sha256};
            if (table.name == u"deltas")
                LakeTableCopy::indexDeltas(m_to);
        }
    }

    void verifyAll(const Report &report, qint64 ownAudit)
    {
        for (const TableResult &here : report.tables) {
            tell(Step::Verifying, here.table, here.rows, here.rows);
            Digested there;
            if (here.table == u"media") {
                there = m_media.verify();
            } else {
                for (const LakeCopyTables::Table &table : LakeCopyTables::copied())
                    if (table.name == here.table)
                        there = LakeTableCopy::digest(m_to, table, m_from.onServer(), ownAudit);
            }
            if (there.rows != here.rows || there.sha256 != here.sha256)
                throw TarnError::storage(CopyText::tr("verification failed: %1 in %2 has %3 rows (SHA-256 %4), "
                                                      "the copy %5 rows (SHA-256 %6)")
                                             .arg(here.table, m_from.path())
                                             .arg(here.rows)
                                             .arg(here.sha256)
                                             .arg(there.rows)
                                             .arg(there.sha256));
        }
    }

    Lake &m_from;
    Lake &m_to;
    LakeCopyMedia &m_media;
    const LakeCopy::Options &m_options;
};

} // namespace

qint64 LakeCopy::Report::rows(const QString &table) const
{
    for (const TableResult &t : tables)
        if (t.table == table)
            return t.rows;
    return 0;
}

LakeCopy::Report LakeCopy::copy(const QString &from, const QString &to, const Clock &clock, const Options &options)
{
    const LakeLocation fromAt = LakeLocation::parse(from);
    const LakeLocation toAt = LakeLocation::parse(to);
    refuseSameLake(fromAt, toAt);
    // The tables LakeCopyTables names are those of this schema version.
    if (LakeSchema::currentVersion() != LakeCopyTables::kSchemaVersion
        || PostgresSchema::currentVersion() != LakeCopyTables::kSchemaVersion)
        throw TarnError::storage(CopyText::tr("this Tarn's lake copy knows schema %1, not the lake's %2")
                                     .arg(LakeCopyTables::kSchemaVersion)
                                     .arg(LakeSchema::currentVersion()));

    Lake source(clock);
    OpenOptions existing;
    existing.create = false;
    source.open(from, existing);
    const NewLakeFile created(toAt);
    Lake target(clock);
    LakeCopyMedia media(source, target);
    try {
        target.open(to);
        target.setActor(options.actor);
        return Copier(source, target, media, options).run();
    } catch (...) {
        media.undo();
        target.close();
        created.remove();
        throw;
    }
}

} // namespace tarn
