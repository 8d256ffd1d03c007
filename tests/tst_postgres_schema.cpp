// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The lake's schema on PostgreSQL (issue 21): where a lake lives
// (LakeLocation), migration in one transaction, append-only as a database
// fact through PL/pgSQL triggers, search stemmed in the delta's language,
// and a change notice every other connection hears. Runs against a private
// cluster CTest starts (tests/postgres-cluster.sh); skips where there is none.

#include "Decompounder.h"
#include "ExpiryLaws.h"
#include "LakeLocation.h"
#include "PostgresConnection.h"
#include "PostgresSchema.h"
#include "PostgresTestSupport.h"
#include "TarnError.h"

#include <QDir>
#include <QSignalSpy>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace tarn;
using namespace Qt::StringLiterals;

class TestPostgresSchema : public QObject
{
    Q_OBJECT

    test::PostgresTestServer m_server;
    QStringList m_connections;

    QSqlDatabase connect(const LakeLocation &location)
    {
        const QString name = u"pg-test-%1"_s.arg(m_connections.size());
        m_connections << name;
        return PostgresConnection::open(location, name);
    }
    QSqlDatabase freshLake()
    {
        QSqlDatabase db = connect(m_server.createDatabase());
        PostgresSchema::migrate(db);
        return db;
    }
    static void run(QSqlDatabase &db, const QString &sql)
    {
        QSqlQuery q(db);
        if (!q.exec(sql))
            QFAIL(qPrintable(sql + u": "_s + q.lastError().text()));
    }
    static QString refusal(QSqlDatabase &db, const QString &sql)
    {
        QSqlQuery q(db);
        return q.exec(sql) ? QString() : q.lastError().text();
    }
    static qint64 count(QSqlDatabase &db, const QString &sql)
    {
        QSqlQuery q(db);
        if (!q.exec(sql) || !q.next())
            qFatal("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
        return q.value(0).toLongLong();
    }
    static void insertDelta(QSqlDatabase &db, qint64 rid, const QString &content, const QString &language = u"en"_s,
                            const QString &source = u"cli"_s)
    {
        QSqlQuery q(db);
        q.prepare(u"INSERT INTO deltas (rid, content, tags, source, kind, observed_at, created_at, search_language) "
                  "VALUES (?, ?, '[\"home\"]', ?, 'fact', 1, 1, ?)"_s);
        q.addBindValue(rid);
        q.addBindValue(content);
        q.addBindValue(source);
        q.addBindValue(language);
        QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
        q.prepare(u"INSERT INTO delta_tags (rid, tag) VALUES (?, 'home')"_s);
        q.addBindValue(rid);
        QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
        q.prepare(u"INSERT INTO source_stats (source, n) VALUES (?, 1) "
                  "ON CONFLICT (source) DO UPDATE SET n = source_stats.n + 1"_s);
        q.addBindValue(source);
        QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
    }

private Q_SLOTS:
    void init()
    {
        if (!QTest::currentTestFunction() || QByteArray(QTest::currentTestFunction()).startsWith("location"))
            return;
        if (!m_server.available())
            QSKIP(qPrintable(m_server.skipReason()));
    }
    void cleanup()
    {
        for (const QString &name : std::as_const(m_connections)) {
            QSqlDatabase::database(name, false).close();
            QSqlDatabase::removeDatabase(name);
        }
        m_connections.clear();
        if (m_server.available())
            m_server.dropDatabases();
    }

    void locationOfAFile()
    {
        const LakeLocation l = LakeLocation::parse(u"some/lake.sqlite"_s);
        QVERIFY(l.isFile());
        QVERIFY(QDir::isAbsolutePath(l.filePath()));
        QVERIFY(l.filePath().endsWith(u"some/lake.sqlite"_s));
        QVERIFY(l.keychainKey().isEmpty());
    }
    void locationOfAServer()
    {
        const LakeLocation l = LakeLocation::parse(u"postgresql://anna:s3cret@db.home.arpa:6543/lake?sslmode=verify-full"_s);
        QCOMPARE(l.engine(), LakeLocation::Engine::Postgres);
        QCOMPARE(l.host(), u"db.home.arpa"_s);
        QCOMPARE(l.port(), 6543);
        QCOMPARE(l.user(), u"anna"_s);
        QCOMPARE(l.database(), u"lake"_s);
        QCOMPARE(l.sslMode(), u"verify-full"_s);
        QCOMPARE(l.typedPassword(), u"s3cret"_s);
        QVERIFY(!l.isLoopback());
        // The password is never shown or used as a key.
        QCOMPARE(l.toDisplayString(), u"postgresql://anna@db.home.arpa:6543/lake?sslmode=verify-full"_s);
        QCOMPARE(l.keychainKey(), u"postgresql://anna@db.home.arpa:6543/lake"_s);
        QVERIFY(l.connectOptions().contains(u"sslmode=verify-full"_s));

        const LakeLocation local = LakeLocation::parse(u"postgres://tarn@127.0.0.1/tarn"_s);
        QCOMPARE(local.port(), LakeLocation::kDefaultPort);
        QCOMPARE(local.sslMode(), u"prefer"_s);
        QVERIFY(local.isLoopback());
        QCOMPARE(local.toDisplayString(), u"postgresql://tarn@127.0.0.1/tarn"_s);
    }
    void locationRefusesWhatIsWrong_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("empty") << u"  "_s << u"empty"_s;
        QTest::newRow("other scheme") << u"mysql://u@h/db"_s << u"mysql://"_s;
        QTest::newRow("no host") << u"postgresql:///lake"_s << u"no server"_s;
        QTest::newRow("no database") << u"postgresql://u@h"_s << u"one database"_s;
        QTest::newRow("two path parts") << u"postgresql://u@h/a/b"_s << u"one database"_s;
        QTest::newRow("bad sslmode") << u"postgresql://u@h/db?sslmode=sometimes"_s << u"sometimes"_s;
        QTest::newRow("unknown setting") << u"postgresql://u@h/db?options=-c%20x"_s << u"'options'"_s;
        QTest::newRow("bad port") << u"postgresql://u@h:99999/db"_s << u"address"_s;
    }
    void locationRefusesWhatIsWrong()
    {
        QFETCH(QString, text);
        QFETCH(QString, says);
        try {
            LakeLocation::parse(text);
            QFAIL("accepted");
        } catch (const TarnError &e) {
            QCOMPARE(e.kind(), TarnError::Kind::InvalidInput);
            QCOMPARE(e.field(), u"lake"_s);
            QVERIFY2(e.message().contains(says), qPrintable(e.message()));
        }
    }

    void migrationCreatesTheLakeOnce()
    {
        QSqlDatabase db = connect(m_server.createDatabase());
        QCOMPARE(PostgresSchema::version(db), 0);
        QCOMPARE(PostgresSchema::migrate(db), 0);
        QCOMPARE(PostgresSchema::version(db), PostgresSchema::currentVersion());
        QCOMPARE(PostgresSchema::currentVersion(), LakeSchema::currentVersion());
        for (const char *table : {"deltas", "delta_tags", "source_stats", "source_settings", "audit", "source_instances",
                                  "source_seen", "delta_vectors", "delta_vectors_gone", "embedding_state", "media"})
            QVERIFY2(count(db, u"SELECT count(*) FROM pg_tables WHERE tablename = '%1'"_s.arg(QLatin1String(table))) == 1,
                     table);
        QCOMPARE(PostgresSchema::migrate(db), PostgresSchema::currentVersion());
    }
    void aFailingStepLeavesTheLakeAsItWas()
    {
        QSqlDatabase db = freshLake();
        const MigrationStep failing{PostgresSchema::currentVersion() + 1, u"fails half-way"_s, [](QSqlDatabase &d) {
                                        LakeSchema::exec(d, u"CREATE TABLE half_done (x INTEGER)"_s);
                                        throw TarnError::storage(u"step failed"_s);
                                    }};
        QVERIFY_THROWS_EXCEPTION(TarnError, PostgresSchema::migrate(db, {failing}));
        QCOMPARE(PostgresSchema::version(db), PostgresSchema::currentVersion());
        QCOMPARE(count(db, u"SELECT count(*) FROM pg_tables WHERE tablename = 'half_done'"_s), 0);
    }
    void aNewerOrForeignDatabaseIsRefused()
    {
        QSqlDatabase db = freshLake();
        run(db, u"UPDATE tarn_schema SET version = 99"_s);
        try {
            PostgresSchema::migrate(db);
            QFAIL("a newer lake was migrated");
        } catch (const TarnError &e) {
            QVERIFY2(e.message().contains(u"newer Tarn"_s), qPrintable(e.message()));
        }
        QSqlDatabase other = connect(m_server.createDatabase());
        run(other, u"CREATE TABLE invoices (n INTEGER)"_s);
        try {
            PostgresSchema::migrate(other);
            QFAIL("someone else's database became a lake");
        } catch (const TarnError &e) {
            QVERIFY2(e.message().contains(u"not a lake's"_s), qPrintable(e.message()));
        }
        QCOMPARE(count(other, u"SELECT count(*) FROM pg_tables WHERE tablename = 'deltas'"_s), 0);
    }

    void deltasAreAppendOnly()
    {
        QSqlDatabase db = freshLake();
        insertDelta(db, 1001, u"The spare key is under the blue pot"_s);
        for (const QString &sql : {u"UPDATE deltas SET content = 'changed' WHERE rid = 1001"_s,
                                   u"UPDATE deltas SET source = 'api' WHERE rid = 1001"_s,
                                   u"UPDATE deltas SET tags = '[]' WHERE rid = 1001"_s,
                                   u"UPDATE deltas SET search_language = 'de' WHERE rid = 1001"_s,
                                   u"UPDATE deltas SET rid = 1002 WHERE rid = 1001"_s, u"TRUNCATE deltas"_s}) {
            const QString why = refusal(db, sql);
            QVERIFY2(why.contains(u"tarn: deltas"_s), qPrintable(sql + u" -> "_s + why));
        }
        QVERIFY(!refusal(db, u"INSERT INTO deltas (rid, content, source, kind, observed_at, created_at) "
                              "VALUES (1001, 'again', 'cli', 'fact', 1, 1)"_s).isEmpty());
        // Lifecycle columns are the policy engines' to change.
        run(db, u"UPDATE deltas SET expires_at = 5, confidence = 0.5, state = 'forgotten' WHERE rid = 1001"_s);
        QCOMPARE(count(db, u"SELECT count(*) FROM deltas WHERE content = 'The spare key is under the blue pot'"_s), 1);
    }
    void aDeletedDeltaTakesItsTracesWithIt()
    {
        QSqlDatabase db = freshLake();
        insertDelta(db, 1001, u"Maria's birthday is on 3 May"_s);
        insertDelta(db, 1002, u"Bread is in the oven"_s);
        run(db, u"INSERT INTO delta_vectors (rid, model, dim, vec, embedded_at) VALUES (1001, 'm', 1, '\\x0000803f', 1)"_s);
        run(db, u"DELETE FROM deltas WHERE rid = 1001"_s);
        QCOMPARE(count(db, u"SELECT count(*) FROM delta_tags WHERE rid = 1001"_s), 0);
        QCOMPARE(count(db, u"SELECT count(*) FROM delta_tags WHERE rid = 1002"_s), 1);
        QCOMPARE(count(db, u"SELECT n FROM source_stats WHERE source = 'cli'"_s), 1);
        QCOMPARE(count(db, u"SELECT count(*) FROM delta_vectors"_s), 0);
        QCOMPARE(count(db, u"SELECT count(*) FROM delta_vectors_gone WHERE rid = 1001"_s), 1);
        // Nothing left for a search to find.
        QCOMPARE(count(db, u"SELECT count(*) FROM deltas WHERE search @@ plainto_tsquery('english', 'birthday')"_s), 0);
    }
    void oneDeleteOfManyRowsKeepsEveryTrace()
    {
        QSqlDatabase db = freshLake();
        for (qint64 rid = 1; rid <= 30; ++rid)
            insertDelta(db, rid, u"item %1"_s.arg(rid), u"en"_s, rid % 3 == 0 ? u"feed"_s : u"cli"_s);
        run(db, u"INSERT INTO delta_vectors (rid, model, dim, vec, embedded_at) "
                "SELECT rid, 'm', 1, '\\x0000803f', 1 FROM deltas"_s);
        // One statement over both sources: each source's count falls by its
        // own rows, whichever order they come in.
        run(db, u"DELETE FROM deltas WHERE rid % 2 = 0"_s);
        QCOMPARE(count(db, u"SELECT n FROM source_stats WHERE source = 'cli'"_s), 10);
        QCOMPARE(count(db, u"SELECT n FROM source_stats WHERE source = 'feed'"_s), 5);
        QCOMPARE(count(db, u"SELECT count(*) FROM delta_tags"_s), 15);
        QCOMPARE(count(db, u"SELECT count(*) FROM delta_tags t WHERE NOT EXISTS "
                           "(SELECT 1 FROM deltas d WHERE d.rid = t.rid)"_s), 0);
        QCOMPARE(count(db, u"SELECT count(*) FROM delta_vectors"_s), 15);
        QCOMPARE(count(db, u"SELECT count(*) FROM delta_vectors_gone"_s), 15);
        // A delete that removes nothing changes nothing.
        run(db, u"DELETE FROM deltas WHERE rid > 1000"_s);
        QCOMPARE(count(db, u"SELECT sum(n) FROM source_stats"_s), 15);
    }
    void aLakeThatKeptItsTracesRowByRowIsMendedOnOpen()
    {
        // As lakes made before the upkeep ran once per statement.
        QSqlDatabase db = freshLake();
        run(db, u"DROP TRIGGER deltas_after_delete ON deltas"_s);
        run(db, u"CREATE FUNCTION tarn_deltas_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
                "DELETE FROM delta_tags WHERE rid = OLD.rid; "
                "UPDATE source_stats SET n = n - 1 WHERE source = OLD.source; "
                "DELETE FROM delta_vectors WHERE rid = OLD.rid; RETURN OLD; END $$"_s);
        run(db, u"CREATE TRIGGER deltas_after_delete AFTER DELETE ON deltas FOR EACH ROW "
                "EXECUTE FUNCTION tarn_deltas_after_delete()"_s);
        const QString perRow = u"SELECT count(*) FROM pg_trigger WHERE tgname = 'deltas_after_delete' AND (tgtype & 1) = 1"_s;
        QCOMPARE(count(db, perRow), 1);
        QCOMPARE(PostgresSchema::migrate(db), PostgresSchema::currentVersion());
        QCOMPARE(count(db, perRow), 0);
        QCOMPARE(count(db, u"SELECT count(*) FROM pg_trigger WHERE tgname = 'deltas_after_delete'"_s), 1);
        QCOMPARE(count(db, u"SELECT count(*) FROM pg_proc WHERE proname = 'tarn_deltas_after_delete'"_s), 0);
        insertDelta(db, 7, u"Bread is in the oven"_s);
        run(db, u"DELETE FROM deltas WHERE rid = 7"_s);
        QCOMPARE(count(db, u"SELECT n FROM source_stats WHERE source = 'cli'"_s), 0);
        QCOMPARE(count(db, u"SELECT count(*) FROM delta_tags"_s), 0);
    }
    void theAuditLogIsAppendOnly()
    {
        QSqlDatabase db = freshLake();
        run(db, u"INSERT INTO audit (at, actor, op) VALUES (1, 'cli', 'insert')"_s);
        for (const QString &sql : {u"UPDATE audit SET op = 'nothing'"_s, u"DELETE FROM audit"_s, u"TRUNCATE audit"_s,
                                   u"INSERT INTO audit (seq, at, actor, op) VALUES (1, 2, 'x', 'y')"_s})
            QVERIFY2(!refusal(db, sql).isEmpty(), qPrintable(sql));
        QCOMPARE(count(db, u"SELECT count(*) FROM audit WHERE op = 'insert'"_s), 1);
    }
    void searchStemsInTheDeltasLanguage()
    {
        QSqlDatabase db = freshLake();
        insertDelta(db, 1, u"We went swimming in the lake on Sunday"_s, u"en"_s);
        insertDelta(db, 2, u"Die Kinder haben im Garten gespielt"_s, u"de"_s);
        insertDelta(db, 3, u"Meeting notes: the cars were parked outside"_s, u"en+de"_s);
        const auto hits = [&](const QString &config, const QString &query) {
            QSqlQuery q(db);
            q.prepare(u"SELECT string_agg(rid::text, ',' ORDER BY rid) FROM deltas WHERE search @@ to_tsquery(?::regconfig, ?)"_s);
            q.addBindValue(config);
            q.addBindValue(query);
            if (!q.exec() || !q.next())
                qFatal("%s", qPrintable(q.lastError().text()));
            return q.value(0).toString();
        };
        QCOMPARE(hits(u"english"_s, u"swim"_s), u"1"_s);       // swimming -> swim
        QCOMPARE(hits(u"german"_s, u"kindern"_s), u"2"_s);     // Kinder ~ Kindern
        QCOMPARE(hits(u"english"_s, u"car"_s), u"3"_s);        // cars -> car
        QCOMPARE(hits(u"simple"_s, u"swimm:*"_s), u"1"_s);     // a typed prefix, on the written word
        QCOMPARE(hits(u"simple"_s, u"home"_s), u"1,2,3"_s);    // tags are searched too
    }
    // Version 10: a German compound's parts are in the tsvector, for the
    // rows a lake already held as for new ones, and are content like the
    // rest (append-only).
    void aLakeGetsItsCompoundsPartsOnMigration()
    {
        if (!Decompounder::available())
            QSKIP("built without OpenThesaurus (openthesaurus-de-text)");
        QSqlDatabase db = connect(m_server.createDatabase());
        run(db, u"CREATE TABLE tarn_schema (version INTEGER NOT NULL)"_s);
        run(db, u"INSERT INTO tarn_schema (version) VALUES (9)"_s);
        for (const MigrationStep &step : PostgresSchema::steps())
            if (step.version <= 9)
                step.apply(db);
        insertDelta(db, 1, u"Unser Fixzinskredit läuft bis 2031"_s, u"de"_s);
        insertDelta(db, 2, u"The Kindergarten run is at eight"_s, u"en"_s);
        // More German rows than one page of the migration's reading
        // (kCompoundPage, 5,000), each with its own compound: every page
        // gets its parts, the last one too.
        run(db, u"INSERT INTO deltas (rid, content, tags, source, kind, observed_at, created_at, search_language) "
                "SELECT g, 'Der Hausschlüssel Nummer ' || g, '[]', 'cli', 'fact', 1, 1, 'de' "
                "FROM generate_series(10, 10009) AS g"_s);
        QCOMPARE(PostgresSchema::migrate(db), 9);
        QCOMPARE(PostgresSchema::version(db), PostgresSchema::currentVersion()); // 10, and what followed
        QCOMPARE(count(db, u"SELECT count(*) FROM deltas WHERE compound_parts <> ''"_s), 10001);
        QCOMPARE(count(db, u"SELECT count(*) FROM deltas WHERE search @@ to_tsquery('german', 'Schlüssel')"_s), 10000);
        QCOMPARE(count(db, u"SELECT count(*) FROM deltas WHERE rid = 10009 AND search @@ to_tsquery('german', 'Schlüssel')"_s), 1);
        QCOMPARE(count(db, u"SELECT count(*) FROM deltas WHERE search @@ to_tsquery('german', 'Kredit')"_s), 1);
        QCOMPARE(count(db, u"SELECT count(*) FROM deltas WHERE search @@ to_tsquery('german', 'Garten')"_s), 0);
        const QString why = refusal(db, u"UPDATE deltas SET compound_parts = 'x' WHERE rid = 1"_s);
        QVERIFY2(why.contains(u"tarn: deltas"_s), qPrintable(why));
    }
    // Version 9's deadline index is the one NextDeadlines' probe can use:
    // PostgreSQL matches an expression index by its expression (seq scans
    // off, so an empty table's plan shows whether the index fits at all).
    void theDeadlineProbeCanUseTheDeadlineIndex()
    {
        QSqlDatabase db = freshLake();
        run(db, u"SET enable_seqscan = off"_s);
        QSqlQuery q(db);
        QVERIFY(q.exec(u"EXPLAIN SELECT min(%1) FROM deltas WHERE source = 'agent' AND %2 AND %1 > 0"_s
                           .arg(ExpiryLaws::deadlineSql(), ExpiryLaws::softDecaysSql())));
        QStringList plan;
        while (q.next())
            plan << q.value(0).toString();
        QVERIFY2(plan.join(u'\n').contains(u"deltas_deadline"_s), qPrintable(plan.join(u'\n')));
    }
    void everyConnectionHearsOfAChange()
    {
        const LakeLocation location = m_server.createDatabase();
        QSqlDatabase writer = connect(location);
        PostgresSchema::migrate(writer);
        QSqlDatabase listener = connect(location);
        QVERIFY(listener.driver()->hasFeature(QSqlDriver::EventNotifications));
        QVERIFY(listener.driver()->subscribeToNotification(PostgresSchema::kChangeChannel));
        QSignalSpy heard(listener.driver(), &QSqlDriver::notification);
        insertDelta(writer, 7, u"A note from another machine"_s);
        QVERIFY(heard.wait(5000));
        QCOMPARE(heard.first().at(0).toString(), QString(PostgresSchema::kChangeChannel));
        // One statement touching many rows is one notice.
        heard.clear();
        run(writer, u"UPDATE deltas SET confidence = 0.9"_s);
        QVERIFY(heard.wait(5000));
        QTest::qWait(200);
        QCOMPARE(heard.size(), 1);
        QCOMPARE(heard.first().at(2).toString(), u"update"_s);
    }
};

QTEST_GUILESS_MAIN(TestPostgresSchema)
#include "tst_postgres_schema.moc"
