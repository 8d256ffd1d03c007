// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The window's filters and search box: typed text becomes a safe FTS5 query,
// search combines with every other filter, pages stay keyset-ordered, and a
// newer request stops an older search.

#include "DeltaId.h"
#include "ExpiryLaws.h"
#include "Forgetting.h"
#include "LakeReader.h"
#include "LakeSchema.h"
#include "LakeSql.h"
#include "SearchQuery.h"
#include "TestSupport.h"

#include <QSet>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>

using namespace tarn;
using namespace tarn::test;

class TestSearchFilters : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void typedTextBecomesSafeFts5_data();
    void typedTextBecomesSafeFts5();
    void searchCombinesWithFilters();
    void searchPagesByKeyset();
    void hostileTextNeverErrors();
    void scopeFilter();
    void newerPageStopsOlderSearch();
    void facetFiltersNarrowInsideTheIndex();
    void aFamilyListsNewestFirstAcrossItsMembers();
    void facetsMatchTheGeneratedColumn();
    void versionOneLakeGainsSearchFacets();
    void whatWiltsIsListedMostUrgentFirst();
    void everySortPagesByKeyset_data();
    void everySortPagesByKeyset();
    void pagingAfterAnErasedRowSaysSo();
    void sortNamesReadBack();
};

void TestSearchFilters::typedTextBecomesSafeFts5_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("fts");
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("spaces only") << QStringLiteral("   ") << QString();
    QTest::newRow("one word typing") << QStringLiteral("lak") << QStringLiteral("(\"lak\" OR \"lak\"*)");
    QTest::newRow("finished word") << QStringLiteral("lake ") << QStringLiteral("\"lake\"");
    QTest::newRow("two words") << QStringLiteral("red lak") << QStringLiteral("\"red\" AND (\"lak\" OR \"lak\"*)");
    QTest::newRow("operators are words") << QStringLiteral("NOT AND")
                                         << QStringLiteral("\"NOT\" AND (\"AND\" OR \"AND\"*)");
    QTest::newRow("quotes and colons") << QStringLiteral("\"source:rss\" (x")
                                       << QStringLiteral("\"source\" AND \"rss\" AND (\"x\" OR \"x\"*)");
    QTest::newRow("umlaut") << QStringLiteral("Grüße") << QStringLiteral("(\"Grüße\" OR \"Grüße\"*)");
    QTest::newRow("punctuation only") << QStringLiteral("-*:()\"") << QString();
    QTest::newRow("the facet mark is never typed") << (QChar(0xE000) + QStringLiteral("kfact"))
                                                   << QStringLiteral("(\"kfact\" OR \"kfact\"*)");
}

void TestSearchFilters::typedTextBecomesSafeFts5()
{
    QFETCH(QString, typed);
    QFETCH(QString, fts);
    QCOMPARE(SearchQuery::toFts5(typed), fts);
}

void TestSearchFilters::searchCombinesWithFilters()
{
    TempLake lake;
    lake->insert(draft(QStringLiteral("rss:hn"), QStringLiteral("Lake levels rising in the Alps")));
    lake.clock.advance(1000);
    lake->insert(draft(QStringLiteral("heartbeat"), QStringLiteral("lake sensor alive")));
    lake.clock.advance(1000);
    lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Lakeside cabin booked"), Kind::Decision));
    lake.clock.advance(1000);
    lake->insert(draft(QStringLiteral("rss:hn"), QStringLiteral("Nothing about water")));

    ListFilter f;
    f.search = QStringLiteral("lake");
    QList<Delta> all = lake->list(f, {}, 50);
    QCOMPARE(all.size(), 3); // prefix: lake, lake, lakeside
    QVERIFY(all.at(0).content.startsWith(u"Lakeside")); // newest first
    f.search = QStringLiteral("lake ");
    QCOMPARE(lake->list(f, {}, 50).size(), 2); // finished word: no prefix
    f.search = QStringLiteral("lake");
    f.source = QStringLiteral("rss");
    all = lake->list(f, {}, 50);
    QCOMPARE(all.size(), 1);
    QCOMPARE(all.at(0).source, QStringLiteral("rss:hn"));
    f.source.clear();
    f.observed = false;
    all = lake->list(f, {}, 50);
    QCOMPARE(all.size(), 1);
    QCOMPARE(all.at(0).kind, Kind::Decision);
    f.observed.reset();
    f.kind = Kind::Observation;
    f.expiringWithinMs = 25 * Duration::Hour; // heartbeat: 24 h
    all = lake->list(f, {}, 50);
    QCOMPARE(all.size(), 1);
    QCOMPARE(all.at(0).source, QStringLiteral("heartbeat"));
    // Expired rows never match, search or not.
    lake.clock.advance(25 * Duration::Hour);
    QCOMPARE(lake->list(f, {}, 50).size(), 0);
}

void TestSearchFilters::searchPagesByKeyset()
{
    TempLake lake;
    QList<NewDelta> batch;
    for (int i = 0; i < 250; ++i) {
        Delta d = draft(QStringLiteral("chat"), QStringLiteral("note %1 about tarns").arg(i), Kind::Fact);
        d.observedAt = kT0 + i;
        batch << NewDelta{d};
    }
    lake->insertBatch(batch);
    ListFilter f;
    f.search = QStringLiteral("tarns");
    QStringList seen;
    QString after;
    for (;;) {
        const QList<Delta> page = lake->list(f, after, 100);
        for (const Delta &d : page)
            seen << d.id;
        if (page.size() < 100)
            break;
        after = page.constLast().id;
    }
    QCOMPARE(seen.size(), 250);
    QStringList sorted = seen;
    std::sort(sorted.begin(), sorted.end(), std::greater<>());
    QCOMPARE(seen, sorted); // newest first, no row twice, none skipped
}

void TestSearchFilters::hostileTextNeverErrors()
{
    TempLake lake;
    lake->insert(draft(QStringLiteral("chat"), QStringLiteral("AND OR NOT near"), Kind::Fact));
    ListFilter f;
    for (const QString &typed : {QStringLiteral("\"unbalanced"), QStringLiteral("NEAR("), QStringLiteral("a*b*"),
                                 QStringLiteral("content:x"), QStringLiteral("^start"), QStringLiteral("OR")}) {
        f.search = typed;
        lake->list(f, {}, 10); // throws (failing the test) on a syntax error
    }
    f.search = QStringLiteral("OR");
    QCOMPARE(lake->list(f, {}, 10).size(), 1);
}

void TestSearchFilters::scopeFilter()
{
    TempLake lake;
    Delta team = draft(QStringLiteral("chat"), QStringLiteral("team plan"), Kind::Goal);
    team.scope = Scope::Team;
    lake->insert(team);
    lake->insert(draft(QStringLiteral("chat"), QStringLiteral("my plan"), Kind::Goal));
    ListFilter f;
    f.scope = Scope::Team;
    const QList<Delta> rows = lake->list(f, {}, 10);
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.at(0).content, QStringLiteral("team plan"));
    f.search = QStringLiteral("plan");
    QCOMPARE(lake->list(f, {}, 10).size(), 1);
}

void TestSearchFilters::newerPageStopsOlderSearch()
{
    TempLake lake;
    // Many matches of a common word with a filter nothing satisfies and the
    // index cannot answer (authored-only is not a facet): the search walks
    // the whole doclist, long enough to be overtaken.
    QList<NewDelta> batch;
    for (int i = 0; i < 60000; ++i)
        batch << NewDelta{draft(QStringLiteral("rss:feed"), QStringLiteral("the common word %1").arg(i))};
    lake->insertBatch(batch);

    LakeReaderHost host(lake.path(), lake.clock);
    QSignalSpy opened(host.reader(), &LakeReader::opened);
    host.open();
    QTRY_COMPARE(opened.count(), 1);
    QSignalSpy ready(host.reader(), &LakeReader::pageReady);
    QSignalSpy cancelled(host.reader(), &LakeReader::pageCancelled);
    QSignalSpy failed(host.reader(), &LakeReader::requestFailed);

    ListFilter slow;
    slow.search = QStringLiteral("common");
    slow.observed = false; // every row is observed: the walk never fills a page
    const quint64 first = host.fetchPage(slow, {}, 200);
    ListFilter quick;
    quick.search = QStringLiteral("word 59999");
    const quint64 second = host.fetchPage(quick, {}, 200);
    QTRY_VERIFY(!ready.isEmpty() && ready.last().at(0).toULongLong() == second);
    QCOMPARE(ready.last().at(1).value<QList<Delta>>().size(), 1);
    QCOMPARE(failed.size(), 0);
    if (onPostgres()) {
        // A server answers this filter from its indexes at once, and a
        // statement it has started runs to its end: the older search is
        // either dropped before it starts or answered first, never after.
        QCOMPARE(ready.size() + cancelled.size(), 2);
        if (ready.size() == 2)
            QCOMPARE(ready.at(0).at(0).toULongLong(), first);
        return;
    }
    QCOMPARE(ready.size(), 1);
    QCOMPARE(cancelled.size(), 1);
    QCOMPARE(cancelled.at(0).at(0).toULongLong(), first);
}

void TestSearchFilters::facetFiltersNarrowInsideTheIndex()
{
    TempLake lake;
    const auto add = [&](const QString &source, const QString &content, Kind kind, Scope scope = Scope::Local) {
        Delta d = draft(source, content, kind);
        d.scope = scope;
        lake.clock.advance(1000);
        return lake->insert(d);
    };
    add(QStringLiteral("rss:hn"), QStringLiteral("kayak rental prices"), Kind::Observation);
    add(QStringLiteral("rss:lwn.net"), QStringLiteral("kayak kernel news"), Kind::Observation);
    add(QStringLiteral("rss"), QStringLiteral("kayak plain feed"), Kind::Observation);
    add(QStringLiteral("rssx"), QStringLiteral("kayak not a family member"), Kind::Observation);
    add(QStringLiteral("home-assistant"), QStringLiteral("kayak shed door open"), Kind::Event);
    add(QStringLiteral("mail@home/inbox:a_b"), QStringLiteral("kayak in the mail"), Kind::Observation);
    add(QStringLiteral("chat"), QStringLiteral("kayak trip decided"), Kind::Decision, Scope::Team);
    // A word in the facets must not match as a search word.
    add(QStringLiteral("chat"), QStringLiteral("nothing about boats"), Kind::Fact);

    ListFilter f;
    f.search = QStringLiteral("kayak");
    QCOMPARE(lake->list(f, {}, 50).size(), 7);
    f.source = QStringLiteral("rss"); // the family: rss, rss:hn, rss:lwn.net, not rssx
    QCOMPARE(lake->list(f, {}, 50).size(), 3);
    f.source = QStringLiteral("rss:lwn.net");
    QList<Delta> rows = lake->list(f, {}, 50);
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.at(0).content, QStringLiteral("kayak kernel news"));
    f.source = QStringLiteral("home-assistant");
    QCOMPARE(lake->list(f, {}, 50).size(), 1);
    f.source = QStringLiteral("mail@home/inbox");
    QCOMPARE(lake->list(f, {}, 50).size(), 1);
    f.source.clear();
    f.kind = Kind::Decision;
    f.scope = Scope::Team;
    rows = lake->list(f, {}, 50);
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.at(0).content, QStringLiteral("kayak trip decided"));
    f = ListFilter{};
    f.search = QStringLiteral("kdecision");
    QCOMPARE(lake->list(f, {}, 50).size(), 0);
    f.search = QStringLiteral("clocal");
    QCOMPARE(lake->list(f, {}, 50).size(), 0);
    f.search = QStringLiteral("kde"); // a prefix of a facet term without its mark
    QCOMPARE(lake->list(f, {}, 50).size(), 0);
    // A prefix of two letters uses the prefix index and still matches.
    f.search = QStringLiteral("ka");
    QCOMPARE(lake->list(f, {}, 50).size(), 7);
}

// Without a search, each member of a family is walked through its own
// index and the walks merged: the pages must still interleave the members
// by id, skip what is not in the family, and page by keyset to the end.
void TestSearchFilters::aFamilyListsNewestFirstAcrossItsMembers()
{
    TempLake lake;
    const QStringList sources{QStringLiteral("rss:hn"), QStringLiteral("rss"), QStringLiteral("rssx"),
                              QStringLiteral("rss:lwn.net"), QStringLiteral("chat"), QStringLiteral("rss:hn")};
    QStringList expected; // the family's ids, oldest first
    for (int i = 0; i < 60; ++i) {
        const QString source = sources.at(i % sources.size());
        lake.clock.advance(1000);
        const Delta d = lake->insert(draft(source, QStringLiteral("item %1 from %2").arg(i).arg(source), Kind::Observation));
        if (source == QLatin1String("rss") || source.startsWith(QLatin1String("rss:")))
            expected.prepend(d.id);
    }
    ListFilter f;
    f.source = QStringLiteral("rss");
    QStringList seen;
    QString after;
    for (int page = 0; page < 10; ++page) {
        const QList<Delta> rows = lake->list(f, after, 7);
        for (const Delta &d : rows)
            seen << d.id;
        if (rows.size() < 7)
            break;
        after = rows.constLast().id;
    }
    QCOMPARE(seen, expected);

    f.source = QStringLiteral("rss:hn");
    QCOMPARE(lake->list(f, {}, 100).size(), 20);
    f.source = QStringLiteral("rss:nothing-here");
    QCOMPARE(lake->list(f, {}, 100).size(), 0);
    f.source = QStringLiteral("nothing");
    QCOMPARE(lake->list(f, {}, 100).size(), 0);
    // Other filters apply inside every member's walk.
    f.source = QStringLiteral("rss");
    f.kind = Kind::Fact;
    QCOMPARE(lake->list(f, {}, 100).size(), 0);

    // More members than one compound SELECT may hold: the same answer.
    for (int i = 0; i < 250; ++i) {
        lake.clock.advance(1000);
        expected.prepend(lake->insert(draft(QStringLiteral("rss:feed%1").arg(i), QStringLiteral("feed item %1").arg(i),
                                            Kind::Observation))
                             .id);
    }
    f.kind.reset();
    seen.clear();
    for (const Delta &d : lake->list(f, {}, 1000))
        seen << d.id;
    QCOMPARE(seen, expected);
}

void TestSearchFilters::facetsMatchTheGeneratedColumn()
{
    if (onPostgres())
        QSKIP("facets are terms of a lake file's FTS5 index; a server lake filters on plain columns beside its tsvector");
    // The writers compute the facets in C++; the rebuild and the delete
    // trigger read the generated column. They must agree byte for byte, or
    // FTS5 'delete' would leave stale terms behind.
    TempLake lake;
    for (const QString &source : {QStringLiteral("rss:hn"), QStringLiteral("mail@home/x:y-z"), QStringLiteral("a.b-c_d")}) {
        Delta d = draft(source, QStringLiteral("x"), Kind::Insight);
        d.scope = Scope::Company;
        const Delta written = lake->insert(d);
        QSqlQuery q(LakeSql::of(*lake));
        QVERIFY(q.exec(QStringLiteral("SELECT facets FROM deltas WHERE rid = %1").arg(*DeltaId::toKey(written.id))));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), SearchQuery::facetsOf(source, QStringLiteral("insight"), QStringLiteral("company")));
    }
    lake.clock.advance(31 * Duration::Day);
    QSqlQuery q(LakeSql::of(*lake));
    QVERIFY(q.exec(QStringLiteral("DELETE FROM deltas")));
    QVERIFY(q.exec(QStringLiteral("INSERT INTO delta_fts(delta_fts, rank) VALUES ('integrity-check', 1)")));
}

void TestSearchFilters::versionOneLakeGainsSearchFacets()
{
    // A lake written by schema version 1 (no facets, no prefix index) is
    // migrated on open: its deltas are found by search within filters.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v1.sqlite"));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        LakeSchema::steps().constFirst().apply(db);
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 1")));
        QVERIFY(q.exec(QStringLiteral(
            "INSERT INTO deltas (rid, content, tags, source, kind, scope, observed_at, created_at) "
            "VALUES (4096, 'canoe on the tarn', '[]', 'rss:hn', 'observation', 'local', 1, 1), "
            "(8192, 'canoe decision', '[]', 'chat', 'decision', 'team', 2, 2)")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO delta_fts(rowid, content, tags) "
                                      "SELECT rid, content, tags FROM deltas")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v1"));
    ManualClock clock(kT0);
    Lake lake(clock);
    lake.open(path);
    ListFilter f;
    f.search = QStringLiteral("cano");
    QCOMPARE(lake.list(f, {}, 10).size(), 2);
    f.source = QStringLiteral("rss");
    QCOMPARE(lake.list(f, {}, 10).size(), 1);
    f.source.clear();
    f.scope = Scope::Team;
    QCOMPARE(lake.list(f, {}, 10).size(), 1);
    QSqlQuery q(LakeSql::of(lake));
    QVERIFY(q.exec(QStringLiteral("INSERT INTO delta_fts(delta_fts, rank) VALUES ('integrity-check', 1)")));
    QCOMPARE(memoryIndexMismatch(lake), QString()); // the decision, and not the observation
}


// Issue 19 §2: Wilting soon, `tarn list --expiring` and the API's
// wilting_within_s list the most urgent first, by the deadline they show,
// and page by it without losing or repeating a row.
void TestSearchFilters::whatWiltsIsListedMostUrgentFirst()
{
    TempLake lake;
    QList<Delta> drafts;
    // Inserted in an order unlike their deadlines: newer rows wilt sooner
    // and later alike, and three share one deadline.
    const QList<int> minutesLeft{700, 30, 1200, 5, 300, 300, 300, 90, 1439, 1, 45, 600};
    for (qsizetype i = 0; i < minutesLeft.size(); ++i) {
        Delta d = draft(QStringLiteral("rss:news"), QStringLiteral("headline %1").arg(i));
        d.observedAt = lake.clock.nowMs() + minutesLeft.at(i) * Duration::Minute - 30 * Duration::Day;
        lake->insert(d);
        lake.clock.advance(1);
    }
    lake->insert(draft(QStringLiteral("rss:news"), QStringLiteral("fresh, wilts in 30 days")));
    ListFilter f;
    f.expiringWithinMs = Duration::Day;
    QList<Delta> all;
    QString after;
    for (;;) {
        const QList<Delta> page = lake->list(f, after, 5);
        all += page;
        if (page.size() < 5)
            break;
        after = page.constLast().id;
    }
    QCOMPARE(all.size(), minutesLeft.size());
    QSet<QString> seen;
    for (qsizetype i = 0; i < all.size(); ++i) {
        QVERIFY2(!seen.contains(all.at(i).id), "a row came twice");
        seen.insert(all.at(i).id);
        if (i > 0)
            QVERIFY2(*all.at(i - 1).expiresAt <= *all.at(i).expiresAt,
                     qPrintable(QStringLiteral("row %1 wilts before row %2").arg(i).arg(i - 1)));
    }
    QVERIFY(all.constFirst().content == QStringLiteral("headline 9")); // 1 minute left
    // Within one source family and with a search, the same order.
    f.source = QStringLiteral("rss");
    f.search = QStringLiteral("headline");
    const QList<Delta> searched = lake->list(f, {}, 50);
    QCOMPARE(searched.size(), minutesLeft.size());
    QCOMPARE(searched.constFirst().content, QStringLiteral("headline 9"));
    QCOMPARE(searched.constLast().content, QStringLiteral("headline 8")); // 1439 minutes
}

void TestSearchFilters::everySortPagesByKeyset_data()
{
    QTest::addColumn<QString>("sort");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("search");
    for (const char *key : {"when", "deadline", "source", "kind", "confidence"}) {
        for (const char *sign : {"", "-"}) {
            const QString sort = QLatin1String(sign) + QLatin1String(key);
            QTest::addRow("%s", qPrintable(sort)) << sort << QString() << QString();
            QTest::addRow("%s, a family", qPrintable(sort)) << sort << QStringLiteral("rss") << QString();
            QTest::addRow("%s, searched", qPrintable(sort)) << sort << QString() << QStringLiteral("note");
        }
    }
}

// Issue 22: the window lists by what its columns show, not by insertion.
// Rows inserted in an order unlike their times, kinds, sources, confidences
// and deadlines; every order, paged seven at a time by keyset, gives each
// row once and in the order the comparator below says.
void TestSearchFilters::everySortPagesByKeyset()
{
    QFETCH(QString, sort);
    QFETCH(QString, source);
    QFETCH(QString, search);
    TempLake lake;
    const qint64 start = lake.clock.nowMs();
    const QStringList sources{QStringLiteral("rss:b"), QStringLiteral("chat"), QStringLiteral("rss:a"),
                              QStringLiteral("vault")};
    const QList<Kind> kinds{Kind::Observation, Kind::Fact, Kind::Insight, Kind::Decision};
    for (int i = 0; i < 41; ++i) {
        Delta d = draft(sources.at(i % 4), QStringLiteral("note %1").arg(i), kinds.at((i / 4) % 4));
        // Observed up to ten days back, in a scrambled order, some at the
        // same instant (ties go by rid).
        d.observedAt = start - qint64((i * 7919) % 23) * 10 * Duration::Hour;
        d.confidence = 0.1 * double((i * 31) % 10 + 1);
        lake->insert(d);
        lake.clock.advance(3);
    }
    ListFilter f;
    f.sort = parseListSort(sort);
    QVERIFY(f.sort);
    f.source = source;
    f.search = search;
    const QList<Delta> expected = [&] {
        QList<Delta> all = lake->list([&] { ListFilter g = f; g.sort.reset(); return g; }(), {}, 1000);
        const ListSort by = *f.sort;
        const auto deadline = [](const Delta &d) {
            return ExpiryLaws::deadline(d, Duration::Hour).value_or(std::numeric_limits<qint64>::max());
        };
        const auto rid = [](const Delta &d) { return *DeltaId::toKey(d.id); };
        std::sort(all.begin(), all.end(), [&](const Delta &a, const Delta &b) {
            // The key the sort names, then (for shared ones) the newest first.
            auto first = [&](const Delta &d) -> QVariant {
                switch (by.key) {
                case SortKey::When: return d.observedAt;
                case SortKey::Deadline: return deadline(d);
                case SortKey::Source: return d.source;
                case SortKey::Kind: return kindName(d.kind);
                case SortKey::Confidence: return d.confidence;
                }
                return {};
            };
            const QPartialOrdering c = QVariant::compare(first(a), first(b));
            if (c != QPartialOrdering::Equivalent)
                return by.ascending ? c == QPartialOrdering::Less : c == QPartialOrdering::Greater;
            if (by.key == SortKey::When || by.key == SortKey::Deadline)
                return by.ascending ? rid(a) < rid(b) : rid(a) > rid(b);
            if (a.observedAt != b.observedAt)
                return a.observedAt > b.observedAt;
            return rid(a) > rid(b);
        });
        return all;
    }();
    QVERIFY(expected.size() >= 20);
    QList<Delta> paged;
    QString after;
    for (int guard = 0; guard < 100; ++guard) {
        const QList<Delta> page = lake->list(f, after, 7);
        paged += page;
        if (page.size() < 7)
            break;
        after = page.constLast().id;
    }
    QStringList want;
    for (const Delta &d : expected)
        want << d.content;
    QStringList got;
    for (const Delta &d : paged)
        got << d.content;
    QCOMPARE(got, want);
}

// A row shown and then erased cannot say where the next page starts: the
// caller hears so by name instead of an empty page.
void TestSearchFilters::pagingAfterAnErasedRowSaysSo()
{
    TempLake lake;
    for (int i = 0; i < 5; ++i) {
        lake->insert(draft(QStringLiteral("chat"), QStringLiteral("row %1").arg(i), Kind::Fact));
        lake.clock.advance(Duration::Second);
    }
    const QList<Delta> first = lake->list({}, {}, 2);
    Forgetting::forgetHard(*lake, first.constLast().id);
    try {
        lake->list({}, first.constLast().id, 2);
        QFAIL("paged after an erased row");
    } catch (const TarnError &e) {
        QCOMPARE(e.kind(), TarnError::Kind::NotFound);
        QVERIFY2(e.message().contains(first.constLast().id), qPrintable(e.message()));
    }
    // A forgotten (hidden) row still holds its place.
    const QList<Delta> again = lake->list({}, {}, 2);
    Forgetting::forgetSoft(*lake, again.constLast().id);
    QCOMPARE(lake->list({}, again.constLast().id, 10).size(), 2);
}

void TestSearchFilters::sortNamesReadBack()
{
    for (const QString &name : {QStringLiteral("when"), QStringLiteral("-when"), QStringLiteral("deadline"),
                                QStringLiteral("-source"), QStringLiteral("kind"), QStringLiteral("-confidence")})
        QCOMPARE(listSortName(*parseListSort(name)), name);
    QCOMPARE(parseListSort(QStringLiteral(" +When ")), (ListSort{SortKey::When, true}));
    QVERIFY(!parseListSort(QStringLiteral("content")));
    QVERIFY(!parseListSort(QString()));
    ListFilter f;
    QCOMPARE(f.effectiveSort(), (ListSort{SortKey::When, false}));
    f.expiringWithinMs = Duration::Day;
    QCOMPARE(f.effectiveSort(), (ListSort{SortKey::Deadline, true}));
}

QTEST_GUILESS_MAIN(TestSearchFilters)
#include "tst_search_filters.moc"
