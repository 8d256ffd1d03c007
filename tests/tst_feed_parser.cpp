// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The feed parser against a corpus of real-world-style feeds, good and bad
// (tests/data/feeds, with what each must yield in expected.json), plus the
// limits that keep a hostile feed from hurting: size, depth, item count,
// entity declarations, and a deterministic fuzz over the corpus.

#include "FeedParser.h"
#include "TarnError.h"
#include "TestSupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QtTest>

using namespace tarn;

namespace {

QString feedsDir()
{
    return QStringLiteral(TARN_TEST_DATA "/feeds");
}

// Relative links in the corpus resolve against where the feed "was fetched".
QUrl feedUrlFor(const QString &file)
{
    return QUrl(QStringLiteral("https://example.org/feeds/") + file);
}

QByteArray readFeed(const QString &file)
{
    QFile f(feedsDir() + u'/' + file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

QJsonArray expectations()
{
    const QJsonDocument doc = QJsonDocument::fromJson(readFeed(QStringLiteral("expected.json")));
    return doc.array();
}

QString iso(const QDateTime &dt)
{
    return dt.isValid() ? dt.toUTC().toString(Qt::ISODate) : QString();
}

QString text(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1StringView(key)).toString();
}

QStringList strings(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &s : v.toArray())
        out << s.toString();
    return out;
}

// The refusal's message, or an empty string when the body parsed.
QString refusalOf(const QByteArray &body, const FeedLimits &limits = {})
{
    try {
        FeedParser::parse(body, QUrl(QStringLiteral("https://example.org/feed.xml")), {}, limits);
    } catch (const TarnError &e) {
        return e.message();
    }
    return {};
}

ParsedFeed parseOrFail(const QByteArray &body, const QUrl &url = QUrl(QStringLiteral("https://example.org/feed.xml")))
{
    try {
        return FeedParser::parse(body, url);
    } catch (const TarnError &e) {
        qWarning("refused: %s", qPrintable(e.message()));
        return {};
    }
}

QByteArray rssWithItems(const QByteArray &items)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\"><channel><title>Generated</title>"
           "<link>https://example.com/</link>\n"
        + items + "</channel></rss>\n";
}

QByteArray generatedItems(int count)
{
    QByteArray items;
    for (int i = 0; i < count; ++i)
        items += QStringLiteral("<item><title>Item %1</title><link>/items/%1</link>"
                                "<guid isPermaLink=\"false\">gen-%1</guid>"
                                "<pubDate>Tue, 05 Mar 2024 10:%2:00 GMT</pubDate>"
                                "<description>&lt;p&gt;Body of item %1 &amp;amp; more&lt;/p&gt;</description></item>\n")
                     .arg(i)
                     .arg(i % 60, 2, 10, QLatin1Char('0'))
                     .toUtf8();
    return items;
}

QByteArray nested(const QByteArray &open, const QByteArray &close, int depth)
{
    return open.repeated(depth) + close.repeated(depth);
}

QString summaryOf(const QString &description)
{
    const ParsedFeed feed = parseOrFail(rssWithItems("<item><title>T</title><description><![CDATA["
                                                     + description.toUtf8() + "]]></description></item>"));
    return feed.items.isEmpty() ? QStringLiteral("(no item)") : feed.items.first().summary;
}

} // namespace

class TestFeedParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void corpus_data()
    {
        QTest::addColumn<QJsonObject>("expected");
        for (const QJsonValue &v : expectations())
            QTest::newRow(qPrintable(v.toObject().value(QLatin1StringView("file")).toString())) << v.toObject();
    }

    void corpus()
    {
        QFETCH(QJsonObject, expected);
        const QString file = text(expected, "file");
        const QByteArray body = readFeed(file);
        const QByteArray contentType = text(expected, "content_type").toUtf8();

        if (expected.contains(QLatin1StringView("error_contains"))) {
            const QString word = text(expected, "error_contains");
            try {
                FeedParser::parse(body, feedUrlFor(file), contentType);
            } catch (const TarnError &e) {
                QVERIFY2(e.message().contains(word, Qt::CaseInsensitive), qPrintable(e.message()));
                QCOMPARE(e.field(), QStringLiteral("feed"));
                QVERIFY(e.kind() == TarnError::Kind::InvalidInput);
                return;
            }
            QFAIL(qPrintable(QStringLiteral("parsed, but should be refused with \"%1\"").arg(word)));
        }

        ParsedFeed feed;
        try {
            feed = FeedParser::parse(body, feedUrlFor(file), contentType);
        } catch (const TarnError &e) {
            QFAIL(qPrintable(e.message()));
        }
        QCOMPARE(feed.format, text(expected, "format"));
        QCOMPARE(feed.title, text(expected, "title"));
        QCOMPARE(int(feed.items.size()), expected.value(QLatin1StringView("items")).toInt());
        // Issue 24: a fault after some items keeps them and says what happened.
        if (expected.contains(QLatin1StringView("problem_contains")))
            QVERIFY2(feed.problem.contains(text(expected, "problem_contains"), Qt::CaseInsensitive), qPrintable(feed.problem));
        else
            QVERIFY2(feed.problem.isEmpty(), qPrintable(feed.problem));
        if (expected.contains(QLatin1StringView("feed_link")))
            QCOMPARE(feed.link.toString(), text(expected, "feed_link"));
        if (feed.items.isEmpty())
            return;

        const QJsonObject first = expected.value(QLatin1StringView("first")).toObject();
        const FeedItem &item = feed.items.first();
        QCOMPARE(item.key, text(first, "key"));
        QCOMPARE(item.title, text(first, "title"));
        QCOMPARE(item.link.toString(), text(first, "link"));
        QCOMPARE(iso(item.published), text(first, "published"));
        QCOMPARE(item.enclosureUrl.toString(), text(first, "enclosure"));
        const QString summaryStarts = text(first, "summary_starts");
        if (summaryStarts.isEmpty())
            QVERIFY2(item.summary.isEmpty(), qPrintable(item.summary));
        else
            QVERIFY2(item.summary.startsWith(summaryStarts), qPrintable(item.summary));
        if (expected.contains(QLatin1StringView("enclosure_type")))
            QCOMPARE(item.enclosureType, text(expected, "enclosure_type"));

        QStringList links, published, keys, titles, enclosures;
        for (const FeedItem &i : feed.items) {
            links << i.link.toString();
            published << iso(i.published);
            keys << i.key;
            titles << i.title;
            enclosures << i.enclosureUrl.toString();
        }
        if (expected.contains(QLatin1StringView("all_links")))
            QCOMPARE(links, strings(expected.value(QLatin1StringView("all_links"))));
        if (expected.contains(QLatin1StringView("all_published")))
            QCOMPARE(published, strings(expected.value(QLatin1StringView("all_published"))));
        if (expected.contains(QLatin1StringView("all_keys")))
            QCOMPARE(keys, strings(expected.value(QLatin1StringView("all_keys"))));
        if (expected.contains(QLatin1StringView("all_titles")))
            QCOMPARE(titles, strings(expected.value(QLatin1StringView("all_titles"))));
        if (expected.contains(QLatin1StringView("all_enclosures")))
            QCOMPARE(enclosures, strings(expected.value(QLatin1StringView("all_enclosures"))));
        if (expected.contains(QLatin1StringView("summary_max"))) {
            QVERIFY(item.summary.size() <= expected.value(QLatin1StringView("summary_max")).toInt());
            QVERIFY(item.summary.endsWith(text(expected, "summary_ends_with")));
        }
    }

    // Every file in the corpus is asserted, and there are enough of them.
    void corpusCoversEveryFile()
    {
        QStringList described;
        for (const QJsonValue &v : expectations())
            described << v.toObject().value(QLatin1StringView("file")).toString();
        QStringList present = QDir(feedsDir()).entryList(QDir::Files, QDir::Name);
        present.removeAll(QStringLiteral("expected.json"));
        described.sort();
        QCOMPARE(described, present);
        QVERIFY2(described.size() >= 40, qPrintable(QString::number(described.size())));
    }

    // Whatever a feed writes, a link or an image that comes out is absolute
    // and web-only; with no feed URL to resolve against, relative ones go.
    void everyLinkIsAbsolute()
    {
        int checked = 0;
        for (const QUrl &base : {QUrl(QStringLiteral("https://example.org/feeds/x.xml")), QUrl()}) {
            for (const QJsonValue &v : expectations()) {
                const QString file = v.toObject().value(QLatin1StringView("file")).toString();
                if (v.toObject().contains(QLatin1StringView("error_contains")))
                    continue;
                const ParsedFeed feed = FeedParser::parse(readFeed(file), base,
                                                          text(v.toObject(), "content_type").toUtf8());
                for (const FeedItem &item : feed.items) {
                    for (const QUrl &url : {item.link, item.enclosureUrl}) {
                        if (url.isEmpty())
                            continue;
                        QVERIFY2(!url.isRelative() && url.isValid(), qPrintable(file + u' ' + url.toString()));
                        QVERIFY2(url.scheme() == u"http" || url.scheme() == u"https", qPrintable(url.toString()));
                        QVERIFY2(!url.host().isEmpty(), qPrintable(url.toString()));
                        ++checked;
                    }
                }
            }
        }
        QVERIFY(checked > 100);
    }

    void largeFeedParsesQuicklyInOrder()
    {
        const QByteArray body = rssWithItems(generatedItems(5000));
        QElapsedTimer timer;
        timer.start();
        const ParsedFeed feed = FeedParser::parse(body, QUrl(QStringLiteral("https://example.org/feed.xml")));
        const qint64 ms = timer.elapsed();
        QVERIFY2(ms < 1000 * test::kTimeScale, qPrintable(QStringLiteral("%1 ms").arg(ms)));
        QCOMPARE(feed.items.size(), 5000);
        for (int i = 0; i < feed.items.size(); ++i) {
            const FeedItem &item = feed.items.at(i);
            QCOMPARE(item.key, QStringLiteral("gen-%1").arg(i));
            QCOMPARE(item.link.toString(), QStringLiteral("https://example.org/items/%1").arg(i));
        }
        QCOMPARE(feed.items.at(4999).summary, QStringLiteral("Body of item 4999 & more"));
        QCOMPARE(iso(feed.items.at(61).published), QStringLiteral("2024-03-05T10:01:00Z"));
    }

    void deepNestingIsRefused()
    {
        const int depth = 10000;
        const QList<QByteArray> bodies = {
            // inside an item's description, where the text is read
            rssWithItems("<item><title>Deep</title><description>" + nested("<div>", "</div>", depth)
                         + "</description></item>"),
            // in an element the parser skips
            rssWithItems("<item><title>Deep</title><x:ext xmlns:x=\"urn:x\">" + nested("<x:a>", "</x:a>", depth)
                         + "</x:ext></item>"),
            // straight under the root, never closed
            "<rss version=\"2.0\">" + QByteArray("<channel>").repeated(depth),
            // Atom
            "<feed xmlns=\"http://www.w3.org/2005/Atom\"><entry>" + nested("<content>", "</content>", depth)
                + "</entry></feed>",
        };
        for (const QByteArray &body : bodies) {
            QElapsedTimer timer;
            timer.start();
            const QString refusal = refusalOf(body);
            QVERIFY2(refusal.contains(QStringLiteral("nested too deeply")), qPrintable(refusal));
            QVERIFY(timer.elapsed() < 2000 * test::kTimeScale);
        }
        // Up to the limit is fine.
        FeedLimits limits;
        limits.maxDepth = 64;
        const QByteArray fine = rssWithItems("<item><title>Deep</title><description>" + nested("<div>", "</div>", 55)
                                             + "text</description></item>");
        QCOMPARE(refusalOf(fine, limits), QString());
        limits.maxDepth = 20;
        QVERIFY(refusalOf(fine, limits).contains(QStringLiteral("nested too deeply")));
    }

    // Any entity declaration is refused, used or not, however the DTD is
    // dressed up; a DOCTYPE without one (RSS 0.91's) is fine.
    void entityDeclarationsAreRefused_data()
    {
        QTest::addColumn<QByteArray>("prolog");
        QTest::newRow("unused internal entity") << QByteArray("<!DOCTYPE rss [<!ENTITY unused \"x\">]>");
        QTest::newRow("behind a comment") << QByteArray("<!DOCTYPE rss [ <!-- <a --> <!ENTITY x \"y\"> ]>");
        QTest::newRow("external") << QByteArray("<!DOCTYPE rss [<!ENTITY x SYSTEM \"file:///etc/hostname\">]>");
        QTest::newRow("parameter") << QByteArray("<!DOCTYPE rss [<!ENTITY % p \"\"> %p;]>");
        QTest::newRow("public") << QByteArray("<!DOCTYPE rss [<!ENTITY x PUBLIC \"-//X//EN\" \"http://example.com/x\">]>");
    }

    void entityDeclarationsAreRefused()
    {
        QFETCH(QByteArray, prolog);
        const QByteArray body = "<?xml version=\"1.0\"?>\n" + prolog
            + "\n<rss version=\"2.0\"><channel><title>T</title><item><title>x</title></item></channel></rss>";
        const QString refusal = refusalOf(body);
        QVERIFY2(refusal.contains(QStringLiteral("entity")), qPrintable(refusal));
        const QByteArray harmless = "<!DOCTYPE rss PUBLIC \"-//Netscape Communications//DTD RSS 0.91//EN\" "
                                    "\"http://my.netscape.com/publish/formats/rss-0.91.dtd\">\n"
                                    "<rss version=\"0.91\"><channel><title>Caf&eacute;</title></channel></rss>";
        QCOMPARE(FeedParser::parse(harmless, QUrl()).title, QStringLiteral("Café"));
    }

    void pagesAndFragmentsAreNotFeeds_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("word");
        QTest::newRow("html, no doctype") << QByteArray("<html><body><p>Hi</p></body></html>") << QStringLiteral("HTML");
        QTest::newRow("html after a comment") << QByteArray("<!-- cached -->\n<!doctype HTML><p>x") << QStringLiteral("HTML");
        QTest::newRow("head first") << QByteArray("<head><title>x</title></head>") << QStringLiteral("HTML");
        QTest::newRow("json array") << QByteArray("  [{\"title\": \"x\"}]") << QStringLiteral("JSON");
        QTest::newRow("utf-16 text") << QByteArray("h\0e\0l\0l\0o\0", 10) << QStringLiteral("not XML");
        QTest::newRow("prolog only") << QByteArray("<?xml version=\"1.0\"?>\n<!-- nothing -->") << QStringLiteral("truncated");
        QTest::newRow("svg") << QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\"/>") << QStringLiteral("not a feed");
    }

    void pagesAndFragmentsAreNotFeeds()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, word);
        const QString refusal = refusalOf(body);
        QVERIFY2(refusal.contains(word, Qt::CaseInsensitive), qPrintable(refusal));
    }

    void maxBytesIsRefusedBeforeParsing()
    {
        const QByteArray body = rssWithItems(generatedItems(20));
        FeedLimits limits;
        limits.maxBytes = body.size();
        QCOMPARE(refusalOf(body, limits), QString());
        limits.maxBytes = body.size() - 1;
        const QString refusal = refusalOf(body, limits);
        QVERIFY2(refusal.contains(QStringLiteral("too large")), qPrintable(refusal));
        QVERIFY(refusal.contains(QString::number(body.size())));
        // The default limit is 16 MiB: a 17 MiB body never reaches the reader.
        QVERIFY(refusalOf(QByteArray(17 * 1024 * 1024, ' ')).contains(QStringLiteral("too large")));
    }

    void maxItemsKeepsTheFirst()
    {
        FeedLimits limits;
        limits.maxItems = 10;
        const ParsedFeed feed = FeedParser::parse(rssWithItems(generatedItems(50)), QUrl(), {}, limits);
        QCOMPARE(feed.items.size(), 10);
        QCOMPARE(feed.items.first().key, QStringLiteral("gen-0"));
        QCOMPARE(feed.items.last().key, QStringLiteral("gen-9"));
    }

    void duplicateGuidsKeepTheFirst()
    {
        const ParsedFeed feed = parseOrFail(rssWithItems(
            "<item><title>First telling</title><guid>urn:story:1</guid><description>one</description></item>"
            "<item><title>Other story</title><guid>urn:story:2</guid></item>"
            "<item><title>Second telling</title><guid>urn:story:1</guid><description>two</description></item>"
            "<item><title>Third telling</title><guid> urn:story:1 </guid></item>"));
        QCOMPARE(feed.items.size(), 2);
        QCOMPARE(feed.items.at(0).title, QStringLiteral("First telling"));
        QCOMPARE(feed.items.at(0).summary, QStringLiteral("one"));
        QCOMPARE(feed.items.at(1).key, QStringLiteral("urn:story:2"));
    }

    void summaryIsCutAtAWord()
    {
        QString words;
        for (int i = 0; i < 600; ++i)
            words += QStringLiteral("word%1 ").arg(i, 4, 10, QLatin1Char('0'));
        const QString full = words.trimmed();
        const QString summary = summaryOf(full);
        QVERIFY(summary.size() <= 2000);
        QVERIFY(summary.size() > 1900);
        QVERIFY(summary.endsWith(QChar(0x2026)));
        const QString kept = summary.chopped(1);
        QVERIFY(full.startsWith(kept));
        QVERIFY(full.at(kept.size()) == u' '); // the cut falls between words

        // One enormous word is cut where it must be.
        const QString giant(5000, u'x');
        QCOMPARE(summaryOf(giant), QString(1999, u'x') + QChar(0x2026));

        // A surrogate pair is never split.
        QString emoji;
        for (int i = 0; i < 1500; ++i)
            emoji += QStringLiteral("\U0001F30A");
        const QString cut = summaryOf(emoji);
        QVERIFY(cut.size() <= 2000);
        QVERIFY(!cut.chopped(1).back().isHighSurrogate());

        // Short summaries are left alone.
        QCOMPARE(summaryOf(QStringLiteral("Short and sweet.")), QStringLiteral("Short and sweet."));
    }

    void htmlIsStripped_data()
    {
        QTest::addColumn<QString>("html");
        QTest::addColumn<QString>("text");
        const auto row = [](const char *name, const char *html, const char *text) {
            QTest::newRow(name) << QString::fromUtf8(html) << QString::fromUtf8(text);
        };
        row("script and style", "<style>p{color:red}</style><p>Kept</p><script>var x = '</p>';</script><p>also</p>",
            "Kept also");
        row("upper-case script", "a<SCRIPT type=\"text/javascript\">evil()</SCRIPT>b", "ab");
        row("unterminated script", "visible<script>never closed", "visible");
        row("comments", "one<!-- <p>hidden</p> -->two", "onetwo");
        row("named entities", "caf&eacute; &amp; cr&egrave;me &ndash; &hellip; &copy; &euro;5",
            "café & crème – … © €5");
        row("numeric entities", "&#8217;&#x2014;&#X41;&#150;&#0;&#1114112;", "’—A–\xEF\xBF\xBD\xEF\xBF\xBD");
        row("astral entity", "wave &#x1F30A;", "wave \xF0\x9F\x8C\x8A");
        row("unknown entity stays", "&bogus; &amp &", "&bogus; &amp &");
        row("nbsp collapses", "a&nbsp;&nbsp; \n\t b", "a b");
        row("blocks separate words", "<p>one</p><p>two</p><ul><li>three</li><li>four</li></ul>five<br>six",
            "one two three four five six");
        row("inline tags do not", "un<b>believ</b><i>able</i>", "unbelievable");
        row("quoted >", "<a title=\"a > b\" href='x>y'>link</a>", "link");
        row("literal less-than", "5 < 6 and 7 > 3", "5 < 6 and 7 > 3");
        row("escaped tags stay text", "<p>Type &lt;b&gt; for bold</p>", "Type <b> for bold");
        row("zero-width", "zero\xE2\x80\x8Bwidth soft\xC2\xADhyphen", "zerowidth softhyphen");
    }

    void htmlIsStripped()
    {
        QFETCH(QString, html);
        QFETCH(QString, text);
        QCOMPARE(summaryOf(html), text);
    }

    void itemsWithoutTitleUseTheSummary()
    {
        const ParsedFeed feed = parseOrFail(rssWithItems(
            "<item><description>&lt;p&gt;The ferry timetable changes on Monday: the 07:10 becomes the 07:25, "
            "and the last boat leaves at 22:00.&lt;/p&gt;</description><guid>urn:ferry</guid></item>"));
        QCOMPARE(feed.items.size(), 1);
        QCOMPARE(feed.items.first().title,
                 QStringLiteral("The ferry timetable changes on Monday: the 07:10 becomes the 07:25, and the") + QChar(0x2026));
    }

    // The HTTP charset is a fallback: the XML declaration outranks it.
    void declarationOutranksContentType()
    {
        const QByteArray body = rssWithItems("<item><title>Caf\xC3\xA9</title><guid>g</guid></item>");
        const ParsedFeed feed = FeedParser::parse(body, QUrl(), "text/xml; charset=ISO-8859-1");
        QCOMPARE(feed.items.first().title, QStringLiteral("Café"));
        const QByteArray bare = "<rss version=\"2.0\"><channel><title>Caf\xE9</title></channel></rss>";
        QCOMPARE(FeedParser::parse(bare, QUrl(), "application/rss+xml;charset=\"windows-1252\"").title,
                 QStringLiteral("Café"));
        // UTF-8 by default, but a byte that is not UTF-8 is read as Windows-1252
        // (issue 24: "mod\xE8les europ\xE9ens" from a latin-1 feed that declares nothing).
        QCOMPARE(FeedParser::parse(bare, QUrl(), {}).title, QStringLiteral("Café"));
    }

    // Issue 24's held-back cases, each one small.
    void feedsAsTheWorldWritesThem()
    {
        const auto parse = [](const QByteArray &body) { return FeedParser::parse(body, QUrl(QStringLiteral("https://f.example/feed"))); };
        // One unescaped <br> in a description no longer loses the feed.
        ParsedFeed f = parse(rssWithItems("<item><title>A</title><guid>a</guid><description>one<br>two</description></item>"
                                          "<item><title>B</title><guid>b</guid></item>"));
        QCOMPARE(f.items.size(), 2);
        QVERIFY(f.problem.isEmpty());
        QCOMPARE(f.items.first().summary, QStringLiteral("one two"));
        // dc:title and dc:description stand in for RSS's own.
        f = parse("<rss version=\"2.0\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><channel><title>T</title>"
                  "<item><dc:title>Only DC</dc:title><dc:description>Said by DC</dc:description><guid>d</guid></item></channel></rss>");
        QCOMPARE(f.items.first().title, QStringLiteral("Only DC"));
        QCOMPARE(f.items.first().summary, QStringLiteral("Said by DC"));
        // media:title for an item without a title.
        f = parse("<rss version=\"2.0\" xmlns:media=\"http://search.yahoo.com/mrss/\"><channel><title>T</title>"
                  "<item><media:title>A video</media:title><guid>v</guid></item></channel></rss>");
        QCOMPARE(f.items.first().title, QStringLiteral("A video"));
        // An Atom entry without <link> whose id is an address links there; a lone <entry> is a feed of one.
        f = parse("<entry xmlns=\"http://www.w3.org/2005/Atom\"><id>https://blog.example/posts/7</id><title>Seven</title>"
                  "<updated>2024-01-02T03:04:05Z</updated></entry>");
        QCOMPARE(f.items.size(), 1);
        QCOMPARE(f.items.first().link, QUrl(QStringLiteral("https://blog.example/posts/7")));
        // <rss> with items and no <channel>.
        f = parse("<rss version=\"2.0\"><item><title>Loose</title><guid>l</guid></item></rss>");
        QCOMPARE(f.items.size(), 1);
        // Links keep their percent-encoding.
        f = parse(rssWithItems("<item><title>L</title><link>https://e.example/a?utm_campaign=RSS%20Feed</link></item>"));
        QCOMPARE(f.items.first().link.toString(QUrl::FullyEncoded), QStringLiteral("https://e.example/a?utm_campaign=RSS%20Feed"));
        // Dates with one-digit parts and an offset cut short.
        f = parse(rssWithItems("<item><title>D</title><guid>d1</guid><pubDate>2020/1/10 14:33:00</pubDate></item>"
                               "<item><title>E</title><guid>d2</guid><pubDate>2021-03-04T05:06:07+00:0</pubDate></item>"));
        QCOMPARE(f.items[0].published, QDateTime(QDate(2020, 1, 10), QTime(14, 33), Qt::UTC));
        QCOMPARE(f.items[1].published, QDateTime(QDate(2021, 3, 4), QTime(5, 6, 7), Qt::UTC));
        // UTF-8 written as Latin-1 character references, and as cp1252 bytes in a UTF-8 feed.
        f = parse(rssWithItems("<item><title>Wait&#226;&#128;&#166; and see</title><guid>m</guid></item>"));
        QCOMPARE(f.items.first().title, QStringLiteral("Wait\u2026 and see"));
        f = parse(rssWithItems("<item><title>\x93Quoted\x94 caf\xC3\xA9</title><guid>q</guid></item>"));
        QCOMPARE(f.items.first().title, QStringLiteral("\u201CQuoted\u201D caf\u00E9"));
        // A real "Ã" stays (Portuguese, not mojibake).
        f = parse(rssWithItems("<item><title>S\xC3\x83O PAULO</title><guid>p</guid></item>"));
        QCOMPARE(f.items.first().title, QStringLiteral("S\u00C3O PAULO"));
    }

    // Stable keys: the same item parsed twice (another poll) gets the same key.
    void keysAreStableAcrossPolls()
    {
        const QByteArray body = readFeed(QStringLiteral("rss20-no-guid-no-link.xml"));
        const ParsedFeed a = FeedParser::parse(body, QUrl(QStringLiteral("https://example.org/a.xml")));
        const ParsedFeed b = FeedParser::parse(body, QUrl(QStringLiteral("https://example.org/b.xml")));
        QCOMPARE(a.items.size(), b.items.size());
        for (int i = 0; i < a.items.size(); ++i) {
            QCOMPARE(a.items.at(i).key, b.items.at(i).key);
            QVERIFY(a.items.at(i).key.startsWith(QStringLiteral("sha1:")));
            QCOMPARE(a.items.at(i).key.size(), 45);
        }
        QVERIFY(a.items.at(0).key != a.items.at(1).key);
    }

    // Mangled versions of every corpus file: each either parses or is refused
    // with a TarnError; nothing crashes, hangs or throws anything else.
    void mangledFeedsNeverCrash()
    {
        QRandomGenerator rng(20240305);
        int refused = 0;
        int parsed = 0;
        const QList<QByteArray> poison = {"<", ">", "&", "]]>", "<![CDATA[", "<!ENTITY x \"y\">", "\xFF\xFE", QByteArray(1, '\0'),
                                          "&#xD800;", "<!--", "</item>", "<item>", "xml:base=\"javascript:x\" "};
        for (const QJsonValue &v : expectations()) {
            const QByteArray original = readFeed(v.toObject().value(QLatin1StringView("file")).toString());
            for (int round = 0; round < 25; ++round) {
                QByteArray body = original;
                const int edits = 1 + int(rng.bounded(4));
                for (int e = 0; e < edits && !body.isEmpty(); ++e) {
                    const qsizetype at = qsizetype(rng.bounded(quint32(body.size())));
                    switch (rng.bounded(4)) {
                    case 0: body.truncate(at); break;
                    case 1: body[at] = char(rng.bounded(256)); break;
                    case 2: body.insert(at, poison.at(int(rng.bounded(quint32(poison.size()))))); break;
                    default: body.remove(at, qsizetype(rng.bounded(64))); break;
                    }
                }
                try {
                    FeedParser::parse(body, QUrl(QStringLiteral("https://example.org/f.xml")));
                    ++parsed;
                } catch (const TarnError &e) {
                    QVERIFY(!e.message().isEmpty());
                    ++refused;
                }
            }
        }
        QVERIFY(parsed > 0);
        QVERIFY(refused > 0);
    }
};

QTEST_GUILESS_MAIN(TestFeedParser)
#include "tst_feed_parser.moc"
