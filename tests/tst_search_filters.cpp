// The window's filters and search box: typed text becomes a safe FTS5 query,
// search combines with every other filter, pages stay keyset-ordered, and a
// newer request stops an older search.

#include "LakeReader.h"
#include "SearchQuery.h"
#include "TestSupport.h"

#include <QSignalSpy>
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
};

void TestSearchFilters::typedTextBecomesSafeFts5_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("fts");
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("spaces only") << QStringLiteral("   ") << QString();
    QTest::newRow("one word typing") << QStringLiteral("lak") << QStringLiteral("\"lak\"*");
    QTest::newRow("finished word") << QStringLiteral("lake ") << QStringLiteral("\"lake\"");
    QTest::newRow("two words") << QStringLiteral("red lak") << QStringLiteral("\"red\" \"lak\"*");
    QTest::newRow("operators are words") << QStringLiteral("NOT AND")
                                         << QStringLiteral("\"NOT\" \"AND\"*");
    QTest::newRow("quotes and colons") << QStringLiteral("\"source:rss\" (x")
                                       << QStringLiteral("\"source\" \"rss\" \"x\"*");
    QTest::newRow("umlaut") << QStringLiteral("Grüße") << QStringLiteral("\"Grüße\"*");
    QTest::newRow("punctuation only") << QStringLiteral("-*:()\"") << QString();
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
    // Many matches of a common word with a filter nothing satisfies: the
    // search walks the whole doclist, long enough to be overtaken.
    QList<NewDelta> batch;
    for (int i = 0; i < 60000; ++i)
        batch << NewDelta{draft(QStringLiteral("rss:feed"), QStringLiteral("the common word %1").arg(i))};
    lake->insertBatch(batch);

    LakeReaderHost host(lake.path(), lake.clock);
    QSignalSpy opened(host.reader(), &LakeReader::opened);
    host.open();
    QVERIFY(opened.wait());
    QSignalSpy ready(host.reader(), &LakeReader::pageReady);
    QSignalSpy cancelled(host.reader(), &LakeReader::pageCancelled);
    QSignalSpy failed(host.reader(), &LakeReader::requestFailed);

    ListFilter slow;
    slow.search = QStringLiteral("common");
    slow.kind = Kind::Decision; // no row matches: the walk never fills a page
    const quint64 first = host.fetchPage(slow, {}, 200);
    ListFilter quick;
    quick.search = QStringLiteral("word 59999");
    const quint64 second = host.fetchPage(quick, {}, 200);
    QTRY_COMPARE(ready.size(), 1);
    QCOMPARE(ready.at(0).at(0).toULongLong(), second);
    QCOMPARE(ready.at(0).at(1).value<QList<Delta>>().size(), 1);
    QCOMPARE(cancelled.size(), 1);
    QCOMPARE(cancelled.at(0).at(0).toULongLong(), first);
    QCOMPARE(failed.size(), 0);
}

QTEST_GUILESS_MAIN(TestSearchFilters)
#include "tst_search_filters.moc"
