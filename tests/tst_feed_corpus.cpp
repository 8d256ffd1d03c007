// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 24: the feed parser on feeds nobody on the project wrote
// (../shared/corpus/feeds: feedparser's, NetNewsWire's, feed-rs's and
// miniflux's test documents and real captures). For each real capture,
// what it must yield is written down in tests/data/feed-corpus/real-expectations.tsv
// (from Debian's python3-feedparser, make-expectations.py): as many items,
// the same first title and link. Every one of feedparser's 566 documents
// is read without a crash, a hang or an unbounded result. Skipped, with a
// message, where the corpus is not beside the checkout.

#include "FeedParser.h"
#include "TarnError.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QtTest>

using namespace tarn;

namespace {

QString corpusDir()
{
    const QString fromEnv = qEnvironmentVariable("TARN_FEED_CORPUS");
    return fromEnv.isEmpty() ? QStringLiteral(TARN_FEED_CORPUS) : fromEnv;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString squeezed(const QString &s)
{
    return s.simplified();
}

// feedparser's "Header: Content-type: …" line, where a document has one.
QByteArray contentTypeOf(const QByteArray &doc)
{
    const qsizetype at = doc.indexOf("Header: Content-type:");
    if (at < 0 || at > 4096)
        return {};
    const qsizetype end = doc.indexOf('\n', at);
    return doc.mid(at + 21, end - at - 21).trimmed();
}

} // namespace

class TestFeedCorpus : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        if (!QFileInfo(corpusDir()).isDir())
            QSKIP(qPrintable(QStringLiteral("the feed corpus is not at %1 (set TARN_FEED_CORPUS): skipping").arg(corpusDir())));
    }

    void realFeeds_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("entries");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("link");
        QFile tsv(QStringLiteral(TARN_TEST_DATA "/feed-corpus/real-expectations.tsv"));
        QVERIFY(tsv.open(QIODevice::ReadOnly | QIODevice::Text));
        while (!tsv.atEnd()) {
            const QString line = QString::fromUtf8(tsv.readLine()).chopped(1);
            if (line.startsWith(u'#') || line.isEmpty())
                continue;
            const QStringList f = line.split(u'\t');
            QTest::newRow(qPrintable(f.value(0))) << f.value(0) << f.value(1).toInt() << f.value(2) << f.value(3);
        }
    }

    void realFeeds()
    {
        QFETCH(QString, file);
        QFETCH(int, entries);
        QFETCH(QString, title);
        QFETCH(QString, link);
        const QByteArray body = readFile(corpusDir() + u'/' + file);
        QVERIFY(!body.isEmpty());
        ParsedFeed feed;
        try {
            feed = FeedParser::parse(body, QUrl(QStringLiteral("https://feeds.example/feed")));
        } catch (const TarnError &e) {
            if (entries == 0)
                return; // nothing to read, and said so
            QFAIL(qPrintable(QStringLiteral("refused: %1").arg(e.message())));
        }
        QCOMPARE(int(feed.items.size()), entries);
        if (entries == 0)
            return;
        if (!title.isEmpty())
            QCOMPARE(squeezed(feed.items.first().title), squeezed(title));
        if (link.startsWith(u"http"))
            QCOMPARE(feed.items.first().link, QUrl(link));
    }

    // feedparser's own suite, well-formed and ill-formed: read or refused
    // with a reason, never a crash, in bounded time.
    void feedparserSuiteIsReadWithoutHarm()
    {
        int read = 0, refused = 0;
        qint64 items = 0;
        QElapsedTimer timer;
        timer.start();
        QDirIterator it(corpusDir() + QStringLiteral("/feedparser"), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QByteArray doc = readFile(path);
            QElapsedTimer one;
            one.start();
            try {
                const ParsedFeed feed = FeedParser::parse(doc, QUrl(QStringLiteral("http://example.org/feed")), contentTypeOf(doc));
                ++read;
                items += feed.items.size();
            } catch (const TarnError &e) {
                ++refused;
                QVERIFY2(!e.message().isEmpty(), qPrintable(path));
            }
            QVERIFY2(one.elapsed() < 2000, qPrintable(path));
        }
        qInfo("feedparser suite: %d documents read (%lld items), %d refused with a reason, in %lld ms", read, items,
              refused, timer.elapsed());
        QVERIFY(read + refused >= 500);
    }

    // Issue 24: feeds in a legacy encoding that declare none come out in
    // their own script, not as mojibake or U+FFFD.
    void undeclaredLegacyEncodings_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::newRow("KOI8-R") << QStringLiteral("koi8r.xml") << 0x0400 << 0x04FF;        // Cyrillic
        QTest::newRow("windows-1255") << QStringLiteral("windows1255.xml") << 0x0590 << 0x05FF; // Hebrew
        QTest::newRow("TIS-620") << QStringLiteral("tis620.xml") << 0x0E00 << 0x0E7F;      // Thai
        QTest::newRow("EUC-KR") << QStringLiteral("euckr.xml") << 0xAC00 << 0xD7AF;        // Hangul
        QTest::newRow("Shift_JIS") << QStringLiteral("shiftjis.xml") << 0x3040 << 0x30FF;  // kana
        QTest::newRow("EUC-JP") << QStringLiteral("eucjp.xml") << 0x3040 << 0x30FF;
        QTest::newRow("GB2312") << QStringLiteral("gb2312.xml") << 0x4E00 << 0x9FFF;       // CJK
    }
    void undeclaredLegacyEncodings()
    {
        QFETCH(QString, file);
        QFETCH(int, from);
        QFETCH(int, to);
        const QByteArray doc = readFile(corpusDir() + QStringLiteral("/feedparser/illformed/chardet/") + file);
        const ParsedFeed feed = FeedParser::parse(doc, QUrl(QStringLiteral("http://example.org/feed")));
        QVERIFY(!feed.items.isEmpty());
        const QString text = feed.items.first().title + feed.items.first().summary;
        QVERIFY2(!text.contains(QChar(0xFFFD)), qPrintable(text));
        int inScript = 0;
        for (const QChar c : text)
            inScript += c.unicode() >= from && c.unicode() <= to ? 1 : 0;
        QVERIFY2(inScript >= 3, qPrintable(text.left(80)));
    }

    // Issue 24's named cases, on the corpus itself.
    void atomZeroThreeIsRead()
    {
        int atom03 = 0;
        QDirIterator it(corpusDir() + QStringLiteral("/feedparser/wellformed/atom"), QDir::Files);
        while (it.hasNext()) {
            const QByteArray doc = readFile(it.next());
            if (!doc.contains("http://purl.org/atom/ns#"))
                continue;
            ++atom03;
            try {
                const ParsedFeed feed = FeedParser::parse(doc, QUrl(QStringLiteral("http://example.org/feed")), contentTypeOf(doc));
                QCOMPARE(feed.format, QStringLiteral("atom0.3"));
            } catch (const TarnError &e) {
                QFAIL(qPrintable(it.filePath() + QStringLiteral(": ") + e.message()));
            }
        }
        QVERIFY2(atom03 >= 60, qPrintable(QString::number(atom03)));
    }
};

QTEST_GUILESS_MAIN(TestFeedCorpus)
#include "tst_feed_corpus.moc"
