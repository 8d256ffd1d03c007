// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The time a question asks about (issue 20 §4; RecallAskedTime.h): "what
// did Maria donate in December 2023?" ranks what was written then, or
// names that time, above the same words written at another time.

#include "CliRunner.h"
#include "Recall.h"
#include "RecallAskedTime.h"
#include "TestSupport.h"

#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {

qint64 noonOf(const char *isoDate)
{
    return QDateTime(QDate::fromString(QString::fromLatin1(isoDate), Qt::ISODate), QTime(12, 0)).toMSecsSinceEpoch();
}

QString dayOf(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms).date().toString(Qt::ISODate);
}

} // namespace

class TestRecallAskedTime : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theTimeAQuestionNamesIsRead_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("asked"); // the day it is asked
        QTest::addColumn<QString>("from");  // first day of the time asked about; empty: none
        QTest::addColumn<QString>("to");    // its last day

        const auto row = [](const char *name, const char *q, const char *asked, const char *from, const char *to) {
            QTest::newRow(name) << QString::fromUtf8(q) << QString::fromLatin1(asked) << QString::fromLatin1(from)
                                << QString::fromLatin1(to);
        };
        row("month and year", "What did Maria donate to a homeless shelter in December 2023?", "2024-01-20", "2023-12-01",
            "2023-12-31");
        row("month day, year", "Who did Maria have dinner with on May 3, 2023?", "2024-01-20", "2023-05-03", "2023-05-03");
        row("day month, year", "What new activity did Maria start recently, as mentioned on 3 June, 2023?", "2024-01-20",
            "2023-06-03", "2023-06-03");
        row("ordinal", "what did we agree on the 14th of February 2024", "2024-03-01", "2024-02-14", "2024-02-14");
        row("the week before", "What did John do the week before August 3, 2023 involving his kids?", "2024-01-20",
            "2023-07-27", "2023-08-03");
        row("last weekend before", "What did Maria participate in last weekend before April 10, 2023?", "2024-01-20",
            "2023-04-03", "2023-04-10");
        row("two weeks before", "What is the name of the puppy she got two weeks before August 11, 2023?", "2024-01-20",
            "2023-07-28", "2023-08-11");
        row("days after", "what happened three days after 1 March 2024", "2024-04-01", "2024-03-01", "2024-03-04");
        row("a month alone is the latest", "When did Melanie go camping in June?", "2023-10-20", "2023-06-01", "2023-06-30");
        row("a month not yet come is last year's", "what did I plan in November?", "2023-10-20", "2022-11-01",
            "2022-11-30");
        row("a day a week ahead is this year's", "what's on 3 June?", "2023-06-01", "2023-06-03", "2023-06-03");
        row("a day further ahead is last year's", "what's on 3 June?", "2023-05-01", "2022-06-03", "2022-06-03");
        row("a year", "What did we decide in 2022?", "2024-01-20", "2022-01-01", "2022-12-31");
        row("yesterday", "What did I say yesterday about the car?", "2023-06-10", "2023-06-09", "2023-06-09");
        row("last week", "what did the plumber say last week", "2023-06-14", "2023-06-05", "2023-06-11");
        row("this month", "which bills came this month?", "2023-06-14", "2023-06-01", "2023-06-30");
        row("tomorrow", "what's on tomorrow?", "2023-06-14", "2023-06-15", "2023-06-15");
        row("next week", "any appointments next week?", "2023-06-14", "2023-06-19", "2023-06-25");
        row("German next month", "Was steht nächsten Monat an?", "2023-12-14", "2024-01-01", "2024-01-31");
        row("German übermorgen", "Was ist übermorgen?", "2023-06-14", "2023-06-16", "2023-06-16");
        row("German this morning is today", "Was hab ich heute Morgen notiert?", "2023-06-14", "2023-06-14", "2023-06-14");
        row("German day", "Was hab ich am 3. Juni gesagt?", "2023-06-10", "2023-06-03", "2023-06-03");
        row("German month and year", "Was war im Mai 2023 mit dem Auto?", "2024-01-20", "2023-05-01", "2023-05-31");
        row("German Jänner", "Wer war im Jänner da?", "2024-03-01", "2024-01-01", "2024-01-31");
        row("German yesterday", "Was hat Anna gestern gesagt?", "2023-06-10", "2023-06-09", "2023-06-09");
        row("German last week", "Was war letzte Woche beim Arzt?", "2023-06-14", "2023-06-05", "2023-06-11");
        // What names no time.
        row("the verb may", "What may I eat after the operation?", "2023-06-10", "", "");
        row("this may", "what this may mean for the move", "2023-06-10", "", "");
        row("a name like a month", "who plays in Jan's band?", "2023-06-10", "", "");
        row("a number is no year", "how many days does Biscuit need the ear drops", "2023-06-10", "", "");
        row("a bare year", "my PIN is 2023 or not?", "2023-06-10", "", "");
        row("no date at all", "Where do we live now?", "2023-06-10", "", "");
    }

    void theTimeAQuestionNamesIsRead()
    {
        QFETCH(QString, question);
        QFETCH(QString, asked);
        QFETCH(QString, from);
        QFETCH(QString, to);
        const std::optional<RecallAskedTime::Asked> a = RecallAskedTime::of(question, noonOf(qPrintable(asked)));
        if (from.isEmpty()) {
            QVERIFY2(!a, a ? qPrintable(a->said) : "");
            return;
        }
        QVERIFY(a.has_value());
        QCOMPARE(dayOf(a->fromMs), from);
        QCOMPARE(dayOf(a->toMs - 1), to);
        QVERIFY(!a->said.isEmpty() && question.contains(a->said));
    }

    void whatNamesTheTimeIsNotLowered()
    {
        const auto a = RecallAskedTime::of(QStringLiteral("what's on in March 2024?"), noonOf("2024-04-01"));
        QVERIFY(a.has_value());
        QVERIFY(RecallAskedTime::named(*a, QStringLiteral("Dentist for the kids, 14 March, 9:30")));
        QVERIFY(RecallAskedTime::named(*a, QStringLiteral("Zahnarzt am 14. März")));
        QVERIFY(!RecallAskedTime::named(*a, QStringLiteral("Dentist for the kids, 14 April")));
        // "Yesterday" is not a name the day is written by; its month is.
        const auto y = RecallAskedTime::of(QStringLiteral("what did I say yesterday?"), noonOf("2024-04-01"));
        QVERIFY(y.has_value());
        QVERIFY(!RecallAskedTime::named(*y, QStringLiteral("yesterday I said nothing")));
        QVERIFY(RecallAskedTime::named(*y, QStringLiteral("Rent is due on 31 March")));

        // What holds for a while that meets the time asked about is of then.
        const auto week = RecallAskedTime::of(QStringLiteral("what's on this week?"), noonOf("2024-04-03"));
        QVERIFY(week.has_value());
        QList<RecallHit> hits(3);
        for (RecallHit &h : hits) {
            h.score = 1.0;
            h.delta.observedAt = noonOf("2024-02-01"); // all written weeks before
        }
        hits[0].delta.validFrom = noonOf("2024-04-05"); // an event this Friday
        hits[0].delta.validUntil = noonOf("2024-04-05");
        hits[1].delta.validUntil = noonOf("2024-04-02"); // a reading valid until Tuesday
        hits[2].delta.validFrom = noonOf("2024-04-09"); // an event next week
        RecallAskedTime::apply(hits, *week);
        QCOMPARE(hits.at(0).askedTime, RecallHit::WrittenThen);
        QCOMPARE(hits.at(0).score, 1.0);
        QCOMPARE(hits.at(1).askedTime, RecallHit::WrittenThen);
        QCOMPARE(hits.at(2).askedTime, RecallHit::Elsewhen);
        QCOMPARE(hits.at(2).score, RecallAskedTime::kElsewhenFactor);
    }

    void whatWasWrittenInTheTimeAskedGoesFirst()
    {
        TempLake lake;
        const auto insertAt = [&](const char *day, const char *text) {
            lake.clock.setNow(noonOf(day));
            Delta turn = draft(QStringLiteral("chat"), QString::fromUtf8(text), Kind::Episode);
            turn.sessionId = QStringLiteral("session-") + QString::fromLatin1(day);
            return lake->insert(turn);
        };
        // The words match the September turn as well and it is newer; June's
        // is the one asked about.
        const Delta september = insertAt("2023-09-10", "Maria: I started a class: a cooking class, a great class on Fridays!");
        const Delta june = insertAt("2023-06-03", "Maria: Started a pottery class today.");
        const Delta names = insertAt("2023-01-05", "Maria: the pottery class I booked starts in June.");
        lake.clock.setNow(noonOf("2023-10-01"));
        RecallOptions options;
        options.touch = false;

        const QList<RecallHit> plain = Recall::recall(*lake, QStringLiteral("Which class did Maria start?"), options);
        QVERIFY(!plain.isEmpty());
        QCOMPARE(plain.at(0).delta.id, september.id); // without a time, the words decide
        QCOMPARE(plain.at(0).askedTime, RecallHit::NoTimeAsked);

        const QList<RecallHit> hits = Recall::recall(*lake, QStringLiteral("Which class did Maria start on 3 June, 2023?"), options);
        // Written then, and naming the month (it says "June", as the question
        // does), go before the better words of another time.
        QCOMPARE(hits.size(), 3);
        QCOMPARE(hits.at(2).delta.id, september.id);
        for (const RecallHit &h : hits) {
            if (h.delta.id == june.id) {
                QCOMPARE(h.askedTime, RecallHit::WrittenThen);
                QVERIFY(h.explanation().contains(QStringLiteral("written in the time asked about")));
            }
            if (h.delta.id == names.id)
                QCOMPARE(h.askedTime, RecallHit::NamesIt);
            if (h.delta.id == september.id) {
                QCOMPARE(h.askedTime, RecallHit::Elsewhen);
                QCOMPARE(Recall::hitToJson(h, true).value(QStringLiteral("explain")).toObject().value(QStringLiteral("asked_time")).toString(),
                         QStringLiteral("neither"));
            }
        }
        // The reading says what time it took the question to ask about.
        const QStringList reading = Recall::describeQuery(*lake, QStringLiteral("Which class did Maria start on 3 June, 2023?"));
        QVERIFY2(reading.constLast().contains(QStringLiteral("2023-06-03")), qPrintable(reading.join(u'|')));
        // Typed words only (--no-expand): no reading of the question, no time.
        options.expand = false;
        QCOMPARE(Recall::recall(*lake, QStringLiteral("Which class did Maria start on 3 June, 2023?"), options).at(0).askedTime,
                 RecallHit::NoTimeAsked);
    }
};

QTEST_GUILESS_MAIN(TestRecallAskedTime)
#include "tst_recall_asked_time.moc"
