// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn lake copy` (issue 21, item 5): a lake with one of everything a
// lake holds goes from a file to PostgreSQL and back and comes out the same
// (deltas and their lifecycle columns, the audit log, source settings and
// instances with what they have seen, images, vectors), searchable on both
// engines; a destination that holds anything is refused and left alone; a
// copy that fails midway or does not verify leaves the destination as it
// was; and the `tarn` binary does it from the command line. The server is
// the private cluster CTest starts (fixture "postgres").

#include "CliRunner.h"
#include "Decompounder.h"
#include "EmbeddingStore.h"
#include "Engage.h"
#include "Engagement.h"
#include "Forgetting.h"
#include "Lake.h"
#include "LakeCopy.h"
#include "LakeCopyTables.h"
#include "LakeSql.h"
#include "MemoryOperations.h"
#include "PostgresTestSupport.h"
#include "SourceInstances.h"
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QSet>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>

using namespace tarn;
using namespace Qt::StringLiterals;

namespace {

// What the test lake holds, to look for it in the copies.
struct Filled
{
    QString key;        // authored fact, recalled three times
    QString swim;       // observed (rss), affirmed
    QString affirm;     // the engagement, which carries the words it affirms
    QString image;      // a browser capture with an image
    QString mediaHash;
    QByteArray mediaBytes;
    QString old;        // superseded by `current`
    QString current;
    QString forgotten;
    QString invalid;
    QString kinder;     // German
    QString stable;     // decay class stable
};

// Every row of a table as text, in key order: the test's own reading,
// independent of the copy's (LakeRows).
QStringList rowsOf(Lake &lake, const QString &columns, const QString &table, const QString &order,
                   const QString &where = {})
{
    QSqlQuery q(LakeSql::of(lake));
    const QString sql = u"SELECT %1 FROM %2%3 ORDER BY %4"_s.arg(columns, table, where.isEmpty() ? QString() : u" WHERE "_s + where,
                                                                   order);
    if (!q.exec(sql))
        qFatal("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
    QStringList rows;
    while (q.next()) {
        QStringList values;
        for (int i = 0; i < q.record().count(); ++i) {
            const QVariant v = q.value(i);
            values << (v.isNull() ? u"NULL"_s
                                  : v.typeId() == QMetaType::QByteArray ? QString::fromLatin1(v.toByteArray().toHex())
                                                                         : v.toString());
        }
        rows << values.join(u'|');
    }
    return rows;
}

const QString kDeltaColumns =
    u"rid, content, tags, source, kind, subject, scope, observed_at, created_at, media_hash, session_id, segment_id, "
    "episode_id, valid_from, valid_until, supersedes, decay_class, expires_at, confidence, last_confirmed_at, "
    "decay_mark_at, decay_steps, recall_count, last_recalled_at, quality_score, tier, superseded_by, state, "
    "policy_decayed_at"_s;
const QString kAuditColumns = u"at, actor, op, delta_id, count, detail"_s;

// Everything but the audit log, which a copy appends after the new lake's
// own opening entries.
QMap<QString, QStringList> contentOf(Lake &lake)
{
    QMap<QString, QStringList> c;
    c[u"deltas"_s] = rowsOf(lake, kDeltaColumns, u"deltas"_s, u"rid"_s);
    c[u"delta_tags"_s] = rowsOf(lake, u"rid, tag"_s, u"delta_tags"_s, u"rid, tag"_s);
    c[u"source_stats"_s] = rowsOf(lake, u"source, n"_s, u"source_stats"_s, u"source"_s, u"n > 0"_s);
    c[u"source_settings"_s] = rowsOf(lake, u"source, expiry_ms, never, decay_class, updated_at"_s, u"source_settings"_s, u"source"_s);
    c[u"source_instances"_s] = rowsOf(lake, u"*"_s, u"source_instances"_s, u"name"_s);
    c[u"source_seen"_s] = rowsOf(lake, u"*"_s, u"source_seen"_s, u"name, item_key"_s);
    c[u"delta_vectors"_s] = rowsOf(lake, u"seq, rid, model, dim, vec, embedded_at"_s, u"delta_vectors"_s, u"seq"_s);
    c[u"embedding_state"_s] = rowsOf(lake, u"*"_s, u"embedding_state"_s, u"id"_s);
    return c;
}

QStringList auditOf(Lake &lake)
{
    return rowsOf(lake, kAuditColumns, u"audit"_s, u"seq"_s);
}

qint64 countOf(Lake &lake, const QString &sql)
{
    QSqlQuery q(LakeSql::of(lake));
    if (!q.exec(sql) || !q.next())
        qFatal("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
    return q.value(0).toLongLong();
}

QStringList searchFor(Lake &lake, const QString &words)
{
    ListFilter f;
    f.search = words;
    QStringList ids;
    for (const Delta &d : lake.list(f, {}, 50))
        ids << d.id;
    return ids;
}

QSet<QString> namesOf(Lake &lake, const QString &sql)
{
    QSet<QString> names;
    QSqlQuery q(LakeSql::of(lake));
    if (!q.exec(sql))
        qFatal("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
    while (q.next())
        names << q.value(0).toString();
    return names;
}

} // namespace

class TestPostgresLakeCopy : public QObject
{
    Q_OBJECT

    test::PostgresTestServer m_server;
    QTemporaryDir m_dir;
    int m_files = 0;

    QString newFile() { return m_dir.filePath(u"lake-%1.sqlite"_s.arg(++m_files)); }
    QString newDatabase() { return m_server.createDatabase().toDisplayString(); }
    QString newLake(const QString &engine) { return engine == u"postgres" ? newDatabase() : newFile(); }

    // One of everything a lake holds, written through the lake's own code.
    Filled fill(Lake &lake, ManualClock &clock)
    {
        Filled f;
        const auto next = [&](const Delta &d) {
            clock.advance(1000);
            return lake.insert(d);
        };
        f.key = next(test::draft(u"chat"_s, u"The spare key is under the blue pot"_s, Kind::Fact)).id;
        f.swim = next(test::draft(u"rss:hn"_s, u"Show HN: swimming in the fjords of Iceland"_s)).id;
        f.mediaBytes = QByteArray("\x89PNG\r\n\x1a\n", 8) + QByteArray(3000, '\x07') + QByteArray("end", 3);
        f.mediaHash = lake.putMedia(f.mediaBytes);
        Delta capture = test::draft(u"browser"_s, u"A photo of the harbour at dusk"_s);
        capture.mediaHash = f.mediaHash;
        f.image = next(capture).id;
        clock.advance(1000);
        f.affirm = Engagement::engage(lake, f.swim, EngagementType::Affirm, u"Keep this for the June trip"_s).id;
        f.old = next(test::draft(u"chat"_s, u"Robin drives a red Volvo estate"_s, Kind::Fact)).id;
        clock.advance(1000);
        f.current = MemoryOperations::supersede(lake, f.old, u"Robin sold the Volvo in March"_s).id;
        f.forgotten = next(test::draft(u"chat"_s, u"The old alarm code was the street number"_s, Kind::Fact)).id;
        Forgetting::forgetSoft(lake, f.forgotten);
        f.invalid = next(test::draft(u"chat"_s, u"The ferry leaves at nine"_s, Kind::Fact)).id;
        MemoryOperations::invalidate(lake, f.invalid);
        f.kinder = next(test::draft(u"chat"_s, u"Die Kinder haben im Baumhaus gespielt"_s, Kind::Event)).id;
        Delta stable = test::draft(u"chat"_s, u"Prefers tea without sugar"_s, Kind::Preference);
        stable.decayClass = DecayClass::Stable;
        f.stable = next(stable).id;
        // What recall and maintenance leave on a delta: lifecycle columns
        // only, which the append-only laws allow to change.
        QSqlQuery q(LakeSql::of(lake));
        // Doubles that print long, so every bit has to come through.
        q.prepare(u"UPDATE deltas SET recall_count = 3, last_recalled_at = ?, tier = 'episodic', quality_score = ?, "
                  "confidence = ?, policy_decayed_at = ? WHERE rid = ?"_s);
        q.addBindValue(clock.nowMs());
        q.addBindValue(0.1 + 0.2);
        q.addBindValue(1.0 / 3.0);
        q.addBindValue(clock.nowMs() - 5);
        q.addBindValue(*DeltaId::toKey(f.key));
        if (!q.exec())
            qFatal("%s", qPrintable(q.lastError().text()));

        lake.setSourceSettings(u"rss"_s, SourceSettings{14 * Duration::Day, DecayClass::None}, false);
        SourceInstance feed = SourceInstances::add(lake, u"rss"_s, u"fells"_s,
                                                   QJsonObject{{u"url"_s, u"https://example.org/feed.xml"_s}});
        feed.status = u"ok"_s;
        feed.etag = u"\"abc\""_s;
        feed.lastModified = u"Tue, 24 Nov 2026 10:00:00 GMT"_s;
        feed.lastPollAt = clock.nowMs();
        feed.lastOkAt = clock.nowMs();
        feed.nextPollAt = clock.nowMs() + Duration::Hour;
        SourceInstances::saveState(lake, feed);
        clock.advance(1000);
        SourceItem item{u"guid-1"_s, test::draft(u"rss:fells"_s, u"Snow on the fells tonight"_s), {}, {}};
        SourceInstances::writeItems(lake, feed, {item});

        EmbeddingStore::store(lake, u"test-model"_s, {*DeltaId::toKey(f.key), *DeltaId::toKey(f.current)},
                              {{1.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.6f, 0.8f, 0.0f}});
        EmbeddingStore::recordOutcome(lake, u"test-model"_s, {});
        return f;
    }

    LakeCopy::Report copy(const QString &from, const QString &to, ManualClock &clock, const LakeCopy::Options &options = {})
    {
        clock.advance(1000);
        return LakeCopy::copy(from, to, clock, options);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (!m_server.available())
            QSKIP(qPrintable(m_server.skipReason()));
    }

    // A table or column added to either engine's schema must be told what
    // becomes of it in a copy (LakeCopyTables) before this passes again.
    void everyTableAndColumnIsAccountedFor()
    {
        ManualClock clock(test::kT0);
        Lake file(clock);
        file.open(newFile());
        Lake server(clock);
        server.open(newDatabase());
        QSet<QString> known;
        for (const LakeCopyTables::Table &t : LakeCopyTables::copied())
            known << t.name;
        for (const LakeCopyTables::Skipped &t : LakeCopyTables::notCopied())
            known << t.name;
        const QSet<QString> fileTables = namesOf(file, u"SELECT name FROM sqlite_master WHERE type = 'table'"_s);
        const QSet<QString> serverTables =
            namesOf(server, u"SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"_s);
        for (const QString &name : fileTables + serverTables)
            QVERIFY2(known.contains(name) || name.startsWith(u"delta_fts_"_s) || name.startsWith(u"memory_fts_"_s), qPrintable(name + u" is not in LakeCopyTables"_s));
        for (const LakeCopyTables::Table &t : LakeCopyTables::copied()) {
            for (Lake *lake : {&file, &server}) {
                const QSet<QString> actual =
                    lake->onServer()
                        ? namesOf(*lake, u"SELECT column_name FROM information_schema.columns WHERE table_schema = "
                                         "current_schema() AND table_name = '%1'"_s.arg(t.name))
                        : namesOf(*lake, u"SELECT name FROM pragma_table_xinfo('%1')"_s.arg(t.name));
                QSet<QString> copied;
                for (const LakeRows::Column &c : LakeCopyTables::columnsOn(t, lake->onServer()))
                    copied << c.name;
                // Generated from the copied ones, or the lake's own numbering.
                const QSet<QString> derived{u"facets"_s, u"search"_s, t.how == LakeCopyTables::How::Appended ? u"seq"_s : QString()};
                QCOMPARE(copied - actual, QSet<QString>());
                QCOMPARE(actual - copied - derived, QSet<QString>());
            }
        }
    }

    void aFileLakeGoesToPostgresAndBackUnchanged()
    {
        ManualClock clock(test::kT0);
        const QString original = newFile();
        Lake lake(clock);
        lake.open(original);
        const Filled f = fill(lake, clock);
        const QMap<QString, QStringList> content = contentOf(lake);
        const QStringList audit = auditOf(lake);
        const QByteArray exported = test::exportOf(lake);
        QVERIFY(content[u"deltas"_s].size() >= 10);
        QCOMPARE(content[u"source_seen"_s].size(), 1);
        QCOMPARE(content[u"delta_vectors"_s].size(), 2);

        const QString server = newDatabase();
        const LakeCopy::Report there = copy(original, server, clock);
        QCOMPARE(there.rows(u"deltas"_s), qint64(content[u"deltas"_s].size()));
        QCOMPARE(there.rows(u"media"_s), qint64(1));
        QCOMPARE(there.rows(u"audit"_s), qint64(audit.size()));
        // Server to server keeps each delta's search language as it was.
        const QString otherServer = newDatabase();
        copy(server, otherServer, clock);
        {
            Lake a(clock);
            a.open(server);
            Lake b(clock);
            b.open(otherServer);
            const QStringList languages = rowsOf(a, u"rid, search_language, compound_parts"_s, u"deltas"_s, u"rid"_s);
            const QString kinder = QString::number(*DeltaId::toKey(f.kinder)) + u'|';
            QVERIFY2(std::any_of(languages.cbegin(), languages.cend(), [&](const QString &row) {
                         return row.startsWith(kinder + u"de|"_s) || row.startsWith(kinder + u"en+de|"_s);
                     }),
                     qPrintable(languages.join(u'\n')));
            QCOMPARE(rowsOf(b, u"rid, search_language, compound_parts"_s, u"deltas"_s, u"rid"_s), languages);
        }
        const QString back = m_dir.filePath(u"back/again.sqlite"_s);
        const LakeCopy::Report again = copy(server, back, clock);
        // The same rows give the same digests on either engine.
        for (const LakeCopy::TableResult &t : there.tables)
            if (t.table != u"audit")
                QCOMPARE(again.rows(t.table), t.rows);
        QCOMPARE(again.tables.first().sha256, there.tables.first().sha256);

        for (const QString &location : {server, otherServer, back}) {
            Lake copied(clock);
            copied.open(location);
            QCOMPARE(test::exportOf(copied), exported);
            const QMap<QString, QStringList> now = contentOf(copied);
            for (auto it = content.cbegin(); it != content.cend(); ++it)
                QCOMPARE(now.value(it.key()), it.value());
            // The log as it was, in its order and with its times, after the
            // new lake's own creation; the copy is the last entry.
            const QStringList log = auditOf(copied);
            const qsizetype at = log.indexOf(audit.first());
            QVERIFY(at >= 1);
            QCOMPARE(log.mid(at, audit.size()), audit);
            QVERIFY2(log.last().contains(u"|lake-copy|"_s), qPrintable(log.last()));

            // Lifecycle as it stood.
            QCOMPARE(copied.get(f.forgotten)->state, DeltaState::Forgotten);
            QCOMPARE(copied.get(f.invalid)->state, DeltaState::Invalidated);
            QCOMPARE(copied.get(f.old)->supersededBy, f.current);
            QCOMPARE(copied.get(f.current)->supersedes, f.old);
            QCOMPARE(copied.get(f.key)->recallCount, 3);
            QCOMPARE(copied.get(f.key)->tier, Tier::Episodic);
            QCOMPARE(copied.get(f.stable)->decayClass, DecayClass::Stable);
            QCOMPARE(copied.engagementsOf(f.swim).size(), 1);
            QCOMPARE(copied.sourceSettings(u"rss:hn"_s).expiryMs, std::optional<qint64>(14 * Duration::Day));
            QVERIFY(SourceInstances::seen(copied, u"fells"_s, u"guid-1"_s));
            QCOMPARE(SourceInstances::get(copied, u"fells"_s)->etag, u"\"abc\""_s);
            QCOMPARE(EmbeddingStore::embeddedCount(copied, EmbeddingConfig{QString(), u"test-model"_s}), qint64(2));

            // Searchable as if written there: stems, German, hidden stays hidden.
            QCOMPARE(searchFor(copied, u"swim"_s), (QStringList{f.affirm, f.swim}));
            QCOMPARE(searchFor(copied, u"Kindern"_s), QStringList{f.kinder});
            if (Decompounder::available()) // a compound's part, written by the copy's writer
                QCOMPARE(searchFor(copied, u"Baum"_s), QStringList{f.kinder});
            QCOMPARE(searchFor(copied, u"harbour"_s), QStringList{f.image});
            QVERIFY(searchFor(copied, u"alarm"_s).isEmpty());
            QCOMPARE(test::memoryIndexMismatch(copied), QString()); // a file's index of a person's memories

            // The image's bytes, in the folder or in the database.
            if (copied.onServer()) {
                QSqlQuery q(LakeSql::of(copied));
                q.prepare(u"SELECT bytes FROM media WHERE hash = ?"_s);
                q.addBindValue(f.mediaHash);
                QVERIFY(q.exec() && q.next());
                QCOMPARE(q.value(0).toByteArray(), f.mediaBytes);
            } else {
                QFile image(copied.media().pathFor(f.mediaHash));
                QVERIFY(image.open(QIODevice::ReadOnly));
                QCOMPARE(image.readAll(), f.mediaBytes);
            }
            // The copy goes on as a lake: a new delta and a new audit entry.
            clock.advance(1000);
            const Delta more = copied.insert(test::draft(u"chat"_s, u"Written after the move"_s, Kind::Fact));
            QCOMPARE(searchFor(copied, u"move"_s), QStringList{more.id});
        }
    }

    void aDestinationThatHoldsAnythingIsRefusedAndUntouched_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("holding");
        QTest::newRow("file with a delta") << u"sqlite"_s << u"delta"_s;
        QTest::newRow("server with a delta") << u"postgres"_s << u"delta"_s;
        QTest::newRow("server with a source setting") << u"postgres"_s << u"setting"_s;
        QTest::newRow("file with a configured source") << u"sqlite"_s << u"instance"_s;
    }
    void aDestinationThatHoldsAnythingIsRefusedAndUntouched()
    {
        QFETCH(QString, engine);
        QFETCH(QString, holding);
        ManualClock clock(test::kT0);
        const QString from = newFile();
        {
            Lake lake(clock);
            lake.open(from);
            fill(lake, clock);
        }
        const QString to = newLake(engine);
        Lake target(clock);
        target.open(to);
        if (holding == u"delta")
            target.insert(test::draft(u"chat"_s, u"Already here"_s, Kind::Fact));
        else if (holding == u"setting")
            target.setSourceSettings(u"rss"_s, SourceSettings{3 * Duration::Day, DecayClass::None}, false);
        else
            SourceInstances::add(target, u"rss"_s, u"mine"_s, QJsonObject{{u"url"_s, u"https://example.org/x.xml"_s}});
        const QMap<QString, QStringList> before = contentOf(target);
        const QStringList auditBefore = auditOf(target);
        try {
            copy(from, to, clock);
            QFAIL("a lake that holds something was copied into");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::InvalidInput);
            QCOMPARE(e.field(), u"to"_s);
            QVERIFY2(e.message().contains(target.path()) && e.message().contains(u"not empty"_s), qPrintable(e.message()));
            const QString named = holding == u"delta" ? u"1 deltas"_s : holding == u"setting" ? u"1 source settings"_s
                                                                                              : u"1 configured sources"_s;
            QVERIFY2(e.message().contains(named), qPrintable(e.message()));
        }
        QCOMPARE(contentOf(target), before);
        QCOMPARE(auditOf(target), auditBefore);
        if (target.onServer())
            QCOMPARE(countOf(target, u"SELECT count(*) FROM media"_s), qint64(0));
        else
            QVERIFY(target.media().allHashes().isEmpty());
    }

    void aCopyThatFailsMidwayLeavesTheDestinationAsItWas_data()
    {
        QTest::addColumn<QString>("destination");
        QTest::addColumn<QString>("stopAt");
        QTest::newRow("new file, stopped in delta_tags") << u"new file"_s << u"delta_tags"_s;
        QTest::newRow("new file, stopped verifying") << u"new file"_s << u"verify"_s;
        QTest::newRow("empty file lake, stopped in audit") << u"empty file"_s << u"audit"_s;
        QTest::newRow("empty server lake, stopped in source_seen") << u"empty server"_s << u"source_seen"_s;
        QTest::newRow("empty database, stopped in delta_tags") << u"empty database"_s << u"delta_tags"_s;
    }
    void aCopyThatFailsMidwayLeavesTheDestinationAsItWas()
    {
        QFETCH(QString, destination);
        QFETCH(QString, stopAt);
        ManualClock clock(test::kT0);
        const QString from = newFile();
        {
            Lake lake(clock);
            lake.open(from);
            fill(lake, clock);
            // Enough rows that the copy is stopped between batches.
            QList<NewDelta> more;
            for (int i = 0; i < 2500; ++i)
                more << NewDelta{test::draft(u"chat"_s, u"note %1 about the garden"_s.arg(i), Kind::Fact), false, false, false};
            lake.insertBatch(more);
        }
        const QString newFolder = m_dir.filePath(u"made-%1"_s.arg(++m_files));
        QString to = destination == u"new file" ? newFolder + u"/deeper/lake.sqlite"_s
                     : destination == u"empty file" ? newFile()
                                                    : newDatabase();
        QStringList auditBefore;
        if (destination == u"empty file" || destination == u"empty server") {
            Lake target(clock);
            target.open(to);
            auditBefore = auditOf(target);
        }
        LakeCopy::Options options;
        bool stopped = false;
        options.progress = [&](const LakeCopy::Progress &p) {
            const bool here = stopAt == u"verify" ? p.step == LakeCopy::Progress::Step::Verifying
                                                  : p.table == stopAt && p.rows > 0;
            if (here && !stopped) {
                stopped = true;
                throw TarnError(TarnError::Kind::Cancelled, u"stopped by the test"_s);
            }
        };
        try {
            copy(from, to, clock, options);
            QFAIL("the copy was not stopped");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::Cancelled);
            QVERIFY2(e.message().contains(u"is left as it was"_s) && e.message().contains(u"stopped by the test"_s),
                     qPrintable(e.message()));
        }
        QVERIFY(stopped);
        if (destination == u"new file") {
            QVERIFY(!QFileInfo::exists(to));
            QVERIFY(!QFileInfo::exists(Lake::mediaRootFor(to)));
            QVERIFY2(!QFileInfo::exists(newFolder), "the folders made for the new file stay behind");
            return;
        }
        Lake target(clock);
        target.open(to);
        QCOMPARE(countOf(target, u"SELECT count(*) FROM deltas"_s), qint64(0));
        QCOMPARE(countOf(target, u"SELECT count(*) FROM delta_tags"_s), qint64(0));
        QCOMPARE(countOf(target, u"SELECT count(*) FROM source_stats"_s), qint64(0));
        QCOMPARE(countOf(target, u"SELECT count(*) FROM source_seen"_s), qint64(0));
        QCOMPARE(countOf(target, u"SELECT count(*) FROM delta_vectors"_s), qint64(0));
        QCOMPARE(countOf(target, u"SELECT count(*) FROM audit WHERE op <> 'migrate'"_s), qint64(0));
        QVERIFY(searchFor(target, u"garden"_s).isEmpty());
        if (!auditBefore.isEmpty())
            QCOMPARE(auditOf(target), auditBefore);
        if (target.onServer())
            QCOMPARE(countOf(target, u"SELECT count(*) FROM media"_s), qint64(0));
        else
            QVERIFY(target.media().allHashes().isEmpty());
        // Still empty, so the copy can be run again, and then it works.
        target.close();
        const LakeCopy::Report report = copy(from, to, clock);
        QVERIFY(report.rows(u"deltas"_s) > 2500);
    }

    void aCopyThatDoesNotVerifyIsNotKept_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("table");
        QTest::newRow("file, a stray tag") << u"sqlite"_s << u"INSERT INTO delta_tags (rid, tag) VALUES (1, 'stray')"_s
                                           << u"delta_tags"_s;
        QTest::newRow("server, a recall count") << u"postgres"_s
                                                << u"UPDATE deltas SET recall_count = recall_count + 1 WHERE rid = "
                                                   "(SELECT min(rid) FROM deltas)"_s
                                                << u"deltas"_s;
        QTest::newRow("server, an extra audit entry")
            << u"postgres"_s << u"INSERT INTO audit (at, actor, op) VALUES (1, 'x', 'y')"_s << u"audit"_s;
    }
    void aCopyThatDoesNotVerifyIsNotKept()
    {
        QFETCH(QString, engine);
        QFETCH(QString, damage);
        QFETCH(QString, table);
        ManualClock clock(test::kT0);
        const QString from = newFile();
        {
            Lake lake(clock);
            lake.open(from);
            fill(lake, clock);
        }
        const QString to = newLake(engine);
        LakeCopy::Options options;
        options.beforeVerify = [&](Lake &target) { target.exec(damage); };
        try {
            copy(from, to, clock, options);
            QFAIL("a damaged copy was kept");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::Storage);
            QVERIFY2(e.message().contains(u"verification failed: %1 in"_s.arg(table)), qPrintable(e.message()));
        }
        if (engine == u"sqlite") {
            QVERIFY(!QFileInfo::exists(to));
            return;
        }
        Lake target(clock);
        target.open(to);
        QCOMPARE(countOf(target, u"SELECT count(*) FROM deltas"_s), qint64(0));
        QCOMPARE(countOf(target, u"SELECT count(*) FROM audit WHERE op <> 'migrate'"_s), qint64(0));
    }

    void theSameLakeOrNoLakeIsRefused()
    {
        ManualClock clock(test::kT0);
        const QString file = newFile();
        {
            Lake lake(clock);
            lake.open(file);
        }
        try {
            copy(file, QDir(m_dir.path()).filePath(u"./"_s + QFileInfo(file).fileName()), clock);
            QFAIL("a lake was copied onto itself");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::InvalidInput);
            QVERIFY2(e.message().contains(u"same lake"_s), qPrintable(e.message()));
        }
        const LakeLocation server = LakeLocation::parse(newDatabase());
        const QString shouted = u"postgresql://%1@%2:%3/%4"_s.arg(server.user(), server.host().toUpper())
                                    .arg(server.port())
                                    .arg(server.database());
        QVERIFY_THROWS_EXCEPTION(TarnError, copy(server.toDisplayString(), shouted, clock));

        const QString missing = m_dir.filePath(u"missing.sqlite"_s);
        const QString target = newFile();
        try {
            copy(missing, target, clock);
            QFAIL("a missing lake was copied");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::NotFound);
        }
        QVERIFY(!QFileInfo::exists(missing));
        QVERIFY(!QFileInfo::exists(target));
    }

    void theCommandLineCopiesAndRefuses()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        ManualClock clock(test::kT0);
        const QString from = newFile();
        qint64 deltas = 0;
        {
            Lake lake(clock);
            lake.open(from);
            fill(lake, clock);
            deltas = countOf(lake, u"SELECT count(*) FROM deltas"_s);
        }
        const QString server = newDatabase();
        const test::CliRun run = test::runTarn(home, {u"lake"_s, u"copy"_s, from, server, u"--json"_s});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject summary = run.json();
        QCOMPARE(summary.value(u"to"_s).toString(), server);
        QCOMPARE(summary.value(u"verified"_s).toBool(), true);
        QJsonObject deltaTable;
        for (const QJsonValue &t : summary.value(u"tables"_s).toArray())
            if (t.toObject().value(u"table"_s) == u"deltas"_s)
                deltaTable = t.toObject();
        QCOMPARE(deltaTable.value(u"rows"_s).toInteger(), deltas);
        QCOMPARE(deltaTable.value(u"sha256"_s).toString().size(), 64);
        // Progress on stderr, a line per table.
        QVERIFY2(run.err.contains("deltas: " + QByteArray::number(deltas) + " of " + QByteArray::number(deltas)),
                 run.err.constData());
        QVERIFY2(run.err.contains("Verifying"), run.err.constData());

        const test::CliRun list = test::runTarn(home, {u"--lake"_s, server, u"list"_s, u"--json"_s, u"--limit"_s, u"100"_s});
        QCOMPARE(list.exitCode, 0);
        QVERIFY(!list.array().isEmpty());

        const test::CliRun again = test::runTarn(home, {u"lake"_s, u"copy"_s, from, server});
        QCOMPARE(again.exitCode, 2);
        QVERIFY2(again.err.contains("is not empty"), again.err.constData());

        const QString file = m_dir.filePath(u"cli/from-server.sqlite"_s);
        const test::CliRun back = test::runTarn(home, {u"lake"_s, u"copy"_s, server, file});
        QVERIFY2(back.exitCode == 0, back.err.constData());
        QVERIFY2(back.out.startsWith("Copied " + server.toUtf8() + " to " + file.toUtf8()), back.out.constData());
        QVERIFY2(back.out.contains("deltas"), back.out.constData());
        const test::CliRun found = test::runTarn(home, {u"--lake"_s, file, u"recall"_s, u"spare key"_s, u"--no-touch"_s});
        QCOMPARE(found.exitCode, 0);
        QVERIFY2(found.out.contains("blue pot"), found.out.constData());

        const test::CliRun usage = test::runTarn(home, {u"lake"_s, u"copy"_s, from});
        QCOMPARE(usage.exitCode, 2);
        const test::CliRun withLake = test::runTarn(home, {u"--lake"_s, from, u"lake"_s, u"copy"_s, from, newFile()});
        QCOMPARE(withLake.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestPostgresLakeCopy)
#include "tst_postgres_lake_copy.moc"
