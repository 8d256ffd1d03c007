// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Recall and search queries are bounded, whatever a client sends (issue 18,
// item 2): longer than QueryLimits::kMaxChars is refused with a message
// naming the limit, before any of it is read; recall matches by the first
// kMaxTerms distinct words; a search, where every word must match, refuses
// more; and the work grows with a query's length, not its square (100,000
// distinct words took 34 s and held the lake for everyone else).

#include "Capture.h"
#include "MemoryContext.h"
#include "MemorySettings.h"
#include "QueryLimits.h"
#include "FtsRecallSearch.h"
#include "Recall.h"
#include "RecallRanking.h"
#include "RecallQuery.h"
#include "SearchQuery.h"
#include "TestSupport.h"

#include <QElapsedTimer>
#include <QtTest>

using namespace tarn;
using namespace tarn::test;

namespace {

// The i-th of many distinct words: letters only, none a stop word or a
// stem of another ("zq" + four letters: 456,976 of them).
QString word(int i)
{
    QString w = QStringLiteral("zq");
    for (int k = 0; k < 4; ++k, i /= 26)
        w += QChar(u'a' + i % 26);
    return w;
}

// `count` distinct words from `first` on, one space apart.
QString words(int count, int first = 0)
{
    QStringList out;
    for (int i = 0; i < count; ++i)
        out << word(first + i);
    return out.join(u' ');
}

// The message of the TarnError `run` throws, checked to be about `field`;
// empty if it throws nothing.
template<typename F>
QString refusal(F run, const QString &field = QStringLiteral("query"))
{
    try {
        run();
    } catch (const TarnError &e) {
        if (e.kind() != TarnError::Kind::InvalidInput || e.field() != field)
            return QStringLiteral("wrong refusal: ") + e.message();
        return e.message();
    }
    return {};
}

qint64 msToRun(const std::function<void()> &run)
{
    QElapsedTimer t;
    t.start();
    run();
    return t.elapsed();
}

} // namespace

class TestQueryLimits : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aQueryOverTheLimitIsRefusedAtOnce()
    {
        TempLake lake;
        lake->insert(draft(QStringLiteral("chat"), word(1) + QStringLiteral(" by the weir"), Kind::Fact));
        const QString over = QString(QueryLimits::kMaxChars + 1, u'x');
        for (const QString &query : {over, words(20000)}) {
            QString recalled, searched;
            const qint64 ms = msToRun([&] {
                recalled = refusal([&] { Recall::recall(*lake, query); });
                searched = refusal([&] { ListFilter f; f.search = query; lake->list(f, {}, 50); });
            });
            for (const QString &message : {recalled, searched}) {
                QVERIFY2(message.contains(QStringLiteral("at most 4096 characters")), qPrintable(message));
                QVERIFY2(message.contains(QString::number(query.size())), qPrintable(message));
            }
            QVERIFY2(ms < 500 * kTimeScale, qPrintable(QString::number(ms))); // refused before it is read
        }
        // Right at the limit it is a query like any other.
        const QString atLimit = word(1) + u' ' + QString(QueryLimits::kMaxChars - word(1).size() - 1, u'x');
        QCOMPARE(atLimit.size(), QueryLimits::kMaxChars);
        QCOMPARE(Recall::recall(*lake, atLimit).size(), 1);
    }

    void recallMatchesByTheFirstDistinctWords()
    {
        TempLake lake;
        const Delta early = lake->insert(draft(QStringLiteral("chat"), word(0) + QStringLiteral(" is early"), Kind::Fact));
        const Delta late = lake->insert(
            draft(QStringLiteral("chat"), word(QueryLimits::kMaxTerms) + QStringLiteral(" is late"), Kind::Fact));
        // Repeats count once: the first kMaxTerms distinct words are word(0..63).
        const QString query = word(0) + u' ' + word(0) + u' ' + words(QueryLimits::kMaxTerms + 1);
        QCOMPARE(RecallRanking::queryTerms(query).size(), QueryLimits::kMaxTerms);
        const QList<RecallHit> hits = Recall::recall(*lake, query);
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.at(0).delta.id, early.id);
        QVERIFY(late.id != early.id);
    }

    void aSearchRefusesMoreWordsThanItCanMatch()
    {
        TempLake lake;
        Delta all = draft(QStringLiteral("chat"), words(QueryLimits::kMaxTerms), Kind::Fact);
        all = lake->insert(all);
        ListFilter f;
        f.search = words(QueryLimits::kMaxTerms) + u' ' + word(0) + u' '; // a repeat is one word
        const QList<Delta> found = lake->list(f, {}, 50);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).id, all.id);
        f.search = words(QueryLimits::kMaxTerms + 1);
        const QString message = refusal([&] { lake->list(f, {}, 50); });
        QVERIFY2(message.contains(QStringLiteral("at most 64 different words")), qPrintable(message));
        QVERIFY_THROWS_EXCEPTION(TarnError, SearchQuery::toFts5(f.search));
    }

    // Linear, not quadratic: the most distinct words that fit under the
    // limit, and (below the limit's guard) 100,000 for the term split.
    void theWorkGrowsWithTheLength()
    {
        QStringList terms;
        const qint64 termsMs = msToRun([&] { terms = RecallRanking::queryTerms(words(100000)); });
        QVERIFY2(termsMs < 2000 * kTimeScale, qPrintable(QString::number(termsMs)));
        QCOMPARE(terms.size(), QueryLimits::kMaxTerms);
        // Building the index query (related words included) stays bounded
        // by the same kMaxTerms words however long the text.
        QString match;
        const qint64 matchMs =
            msToRun([&] { match = FtsRecallSearch::matchExpression(RecallQuery::build(words(100000)).phrases()); });
        QVERIFY2(matchMs < 2000 * kTimeScale, qPrintable(QString::number(matchMs)));
        QVERIFY(match.count(QStringLiteral(" OR ")) >= QueryLimits::kMaxTerms - 1);

        TempLake lake;
        for (int i = 0; i < 200; ++i)
            lake->insert(draft(QStringLiteral("chat"), words(3, i * 3) + QStringLiteral(" on the fell"), Kind::Fact));
        const QString full = words(QueryLimits::kMaxChars / 7); // six letters and a space each
        QVERIFY(full.size() <= QueryLimits::kMaxChars);
        RecallOptions hundred;
        hundred.limit = 100;
        qsizetype hits = 0;
        const qint64 recallMs = msToRun([&] { hits = Recall::recall(*lake, full, hundred).size(); });
        QCOMPARE(hits, 22); // the deltas holding any of word(0..63)
        QVERIFY2(recallMs < 1000 * kTimeScale, qPrintable(QString::number(recallMs)));
    }

    // A memory context is asked for with a conversation turn, which may be
    // longer than a recall takes: its opening finds the memories. A forget
    // that long matches nothing rather than a part of it.
    void aLongTurnStillFindsItsMemories()
    {
        TempLake lake;
        const Delta tea = lake->insert(draft(QStringLiteral("chat"), QStringLiteral("Robin prefers tea"), Kind::Preference));
        const QString turn = QStringLiteral("what does Robin drink? ") + QString(2 * QueryLimits::kMaxChars, u'x');
        const MemoryContext context = MemoryContext::build(*lake, turn, MemorySettings{}, false);
        QCOMPARE(context.items.size(), 1);
        QCOMPARE(context.items.at(0).delta.id, tea.id);

        ConversationTurn forget;
        forget.user = QStringLiteral("Forget that Robin prefers tea ") + QString(2 * QueryLimits::kMaxChars, u'x');
        const CaptureReport report = Capture::captureTurn(*lake, forget, MemorySettings{});
        QVERIFY(report.forgotten.isEmpty());
        QCOMPARE(report.unmatchedForgets.size(), 1);
        QCOMPARE(lake->get(tea.id)->state, DeltaState::Active);
    }
};

QTEST_GUILESS_MAIN(TestQueryLimits)
#include "tst_query_limits.moc"
