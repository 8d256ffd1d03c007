// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 5's figures:
//
//  - recall quality on the retrieval fixture (tests/data/retrieval):
//    recall@5 and MRR of Recall::recall, as tst_retrieval_quality measures
//    them (the test asserts floors; this prints the figures);
//  - search latency p50/p99 on a 1M-delta lake kept by `tarn_bench --keep
//    DIR`: N queries drawn from the lake's own words, through
//    Recall::recall (touch off) and through the lake's plain search
//    (Lake::list with a search: the window's and GET /v1/deltas?q=), each
//    beside the same FTS5 MATCH run through SQLite's C API on the raw twin
//    of the lake, ORDER BY bm25 (and, for the plain search, also in its own
//    newest-first order).
//
//   tarn_recall_bench --from DIR [--queries 200] [--fixture DIR] [--out FILE] [--as-kept] [--no-word-vectors]
//                     [--runs 3] [--slowest N] [--at-scale-only]
//
// Every timed query is run --runs times and its median kept (raw's too).
// --at-scale-only measures only the evaluation set written into the 1M
// lake: its table and its recalls' p50 / p99, in about two and a half
// minutes (the copy, its migration and the word vectors included), which
// is what a change to recall's first stage is weighed by.
//
// Recall is timed and scored with the built-in word vectors where they are
// installed (the 1M lake's memories embedded first, as the window's embedder
// would have); --no-word-vectors times it by words alone.
//
// The kept tarn lake is copied first (opening migrates it, and the copy is
// what gets opened), so the kept lakes stay as tarn_bench left them. Both
// copies' search indexes are then merged into one segment, as the daily
// reindex leaves a lake in use (Maintenance::reindex; raw: FTS5's
// 'optimize'); tarn_bench leaves ten. --as-kept measures them unmerged.
// See docs/BENCHMARKS.md.

#include "Clock.h"
#include "DeltaId.h"
#include "EmbeddingIndex.h"
#include "EmbeddingStore.h"
#include "Lake.h"
#include "BenchSupport.h"
#include "LakeUpkeep.h"
#include "RawLake.h"
#include "FtsRecallSearch.h"
#include "Recall.h"
#include "RecallRanking.h"
#include "RecallQuery.h"
#include "RecallSearch.h"
#include "RecallEvaluation.h"
#include "RetrievalFixture.h"
#include "SearchQuery.h"
#include "TarnError.h"
#include "VectorMath.h"
#include "WordVectors.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>
#include <algorithm>
#include <limits>
#include <numeric>
#include <sqlite3.h>

using namespace tarn;
using namespace tarn::bench;

namespace {

constexpr int kRecallLimit = 5;          // as the fixture scores it
constexpr int kSearchLimit = 50;         // GET /v1/deltas's default page

// Each timed query is run this many times (--runs) and its median kept,
// Tarn's and raw's alike: on a shared 2-core machine one run in a few
// stalls, and a p99 of single runs measured those stalls (raw's own p99 of
// the 539 questions ranged from 106 to 144 ms across eight runs within 40
// minutes, docs/BENCHMARKS.md).
int g_runs = 3;

template<typename F>
double medianMs(F &&once)
{
    QList<double> ms;
    for (int i = 0; i < g_runs; ++i)
        ms << once();
    std::sort(ms.begin(), ms.end());
    return ms.at(ms.size() / 2);
}

// One of Tarn's calls, timed as medianMs says.
template<typename F>
double medianCallMs(F &&call)
{
    return medianMs([&] {
        QElapsedTimer t;
        t.start();
        call();
        return double(t.nsecsElapsed()) / 1e6;
    });
}

// --- quality ---------------------------------------------------------------

struct Quality
{
    tarn::test::RetrievalScore score;
    qsizetype deltas = 0;
    qsizetype keptAlive = 0;
    int misses = 0;
};

Quality measureQuality(const QString &fixtureDir)
{
    Quality q;
    const tarn::test::RetrievalFixture fx = tarn::test::loadRetrievalFixture(fixtureDir);
    QTemporaryDir tmp;
    ManualClock clock(kNow);
    Lake lake(clock);
    lake.open(tmp.filePath(QStringLiteral("fixture.sqlite")));
    const tarn::test::FilledLake filled = tarn::test::fillRetrievalLake(lake, clock, fx.deltas, kNow);
    q.score = tarn::test::scoreRetrieval(lake, fx.queries, filled.keyById, kRecallLimit);
    q.deltas = fx.deltas.size();
    q.keptAlive = filled.keptAlive.size();
    for (const tarn::test::QueryOutcome &o : std::as_const(q.score.queries))
        if (o.firstRank == 0) {
            ++q.misses;
            err() << "  miss: \"" << o.query << "\" wants " << o.relevant.join(u',') << ", got [" << o.top.join(u',')
                  << "]\n";
        }
    return q;
}

// --- latency ---------------------------------------------------------------

// N queries from the lake's own words: content terms of four letters or
// more found in at least 10 deltas, taken evenly along the list ordered by
// how many deltas hold them (so a few very common words, many middling and
// rare ones, as words in a lake are), three quarters single words and a
// quarter two-word queries.
QStringList latencyQueries(RawLake &raw, int n)
{
    raw.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocab USING fts5vocab(main, delta_fts, col)");
    QStringList vocabulary;
    sqlite3_stmt *st = nullptr;
    sqlite3_prepare_v2(raw.handle(),
                       "SELECT term FROM temp.vocab WHERE col = 'content' AND length(term) > 3 AND doc >= 10 "
                       "ORDER BY doc DESC, term",
                       -1, &st, nullptr);
    while (sqlite3_step(st) == SQLITE_ROW) {
        const QString term = QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(st, 0)));
        if (std::all_of(term.cbegin(), term.cend(), [](QChar c) { return c.isLetter(); })
            && !RecallRanking::queryTerms(term).isEmpty())
            vocabulary << term;
    }
    sqlite3_finalize(st);
    if (vocabulary.size() < 2)
        throw std::runtime_error("the kept lake has too few words to draw queries from");
    const int singles = n - n / 4;
    QStringList words;
    for (int i = 0; i < singles; ++i)
        words << vocabulary.at(qsizetype(double(i) * double(vocabulary.size()) / double(singles)));
    QStringList out = words;
    for (int i = 0; out.size() < n; ++i)
        out << words.at(i % words.size()) + u' ' + words.at((i + singles / 2) % words.size());
    return out;
}

// The evaluation set among a million other deltas: its 533 written into
// the 1M lake at their own ages (between the bench's rows, as a person's
// memories sit between years of feeds), asked again. On its own lake no
// question word is broad; here "hat", "tea" and "sensor" are in thousands
// of rows, so this is where RecallCandidates' windows and the distractors
// are felt. Plain BM25 is the raw twin with the same rows added (FTS5's
// own tokenizer, the typed words OR'ed, live rows, ORDER BY bm25).
struct AtScale
{
    tarn::test::EvaluationTable table;
    QList<double> ms, rawMs; // each question's recall, and raw's BM25 of its typed words
};

AtScale evaluateAtScale(Lake &lake, ManualClock &clock, RawLake &raw, const tarn::test::RetrievalFixture &fx)
{
    AtScale out;
    const tarn::test::FilledLake filled = tarn::test::fillRetrievalLake(lake, clock, fx.deltas, kNow);
    QList<qint64> keys;
    for (auto it = filled.keyById.cbegin(); it != filled.keyById.cend(); ++it)
        keys << *DeltaId::toKey(it.key());
    QList<RawRow> rows;
    for (const Delta &d : lake.getByKeys(keys))
        rows << RawLake::rowOf(d);
    raw.insertBatch(rows.constData(), rows.size());

    // The evaluation's memories get their vectors as the window's embedder would give them.
    out.table.wordVectors = EmbeddingConfig::current().isWordVectors();
    EmbeddingStore::embedWithWordVectors(lake, EmbeddingConfig::current(), std::numeric_limits<int>::max());
    // Scoring Tarn is the timed round's warm-up, as the other figures have one.
    const tarn::test::RetrievalScore full = tarn::test::scoreRetrieval(lake, fx.queries, filled.keyById, kRecallLimit, true);
    const tarn::test::RetrievalScore withoutVectors =
        tarn::test::scoreRetrieval(lake, fx.queries, filled.keyById, kRecallLimit, true, false);
    const tarn::test::RetrievalScore typed =
        tarn::test::scoreRetrieval(lake, fx.queries, filled.keyById, kRecallLimit, false, false);
    RecallOptions options;
    options.limit = kRecallLimit;
    options.touch = false;
    for (const tarn::test::FixtureQuery &q : fx.queries)
        out.ms << medianCallMs([&] { Recall::recall(lake, q.query, options); });
    tarn::test::RetrievalScore bm25;
    bm25.k = kRecallLimit;
    sqlite3_stmt *st = nullptr;
    if (sqlite3_prepare_v2(raw.handle(),
                           "SELECT deltas.rid FROM delta_fts JOIN deltas ON deltas.rid = delta_fts.rowid "
                           "WHERE delta_fts MATCH ?1 AND state = 'active' AND superseded_by IS NULL "
                           "AND (expires_at IS NULL OR expires_at > ?2) ORDER BY bm25(delta_fts) LIMIT ?3",
                           -1, &st, nullptr)
        != SQLITE_OK)
        throw std::runtime_error(sqlite3_errmsg(raw.handle()));
    for (const tarn::test::FixtureQuery &q : fx.queries) {
        tarn::test::QueryOutcome b;
        b.query = q.query;
        b.relevant = q.relevant;
        bool first = true;
        out.rawMs << medianMs([&] {
            QElapsedTimer timer;
            timer.start();
            if (const QByteArray match = tarn::test::plainBm25Match(q.query).toUtf8(); !match.isEmpty()) {
                sqlite3_reset(st);
                sqlite3_bind_text(st, 1, match.constData(), int(match.size()), SQLITE_TRANSIENT);
                sqlite3_bind_int64(st, 2, kNow);
                sqlite3_bind_int(st, 3, kRecallLimit);
                while (sqlite3_step(st) == SQLITE_ROW)
                    if (first)
                        b.top << filled.keyById.value(DeltaId::fromKey(sqlite3_column_int64(st, 0)), QStringLiteral("?"));
            }
            first = false;
            return double(timer.nsecsElapsed()) / 1e6;
        });
        tarn::test::addOutcome(bm25, b);
    }
    sqlite3_finalize(st);
    tarn::test::finishScore(bm25);
    tarn::test::tally(out.table.tarn, fx.queries, full);
    tarn::test::tally(out.table.tarnWithoutVectors, fx.queries, withoutVectors);
    tarn::test::tally(out.table.tarnTypedOnly, fx.queries, typed);
    tarn::test::tally(out.table.bm25, fx.queries, bm25);
    tarn::test::finish(out.table.tarn);
    tarn::test::finish(out.table.tarnWithoutVectors);
    tarn::test::finish(out.table.tarnTypedOnly);
    tarn::test::finish(out.table.bm25);
    return out;
}

struct Latency
{
    QList<double> recall, rawRecall, search, rawSearchBm25, rawSearchRecency;
    // The evaluation set's questions, in a person's words: their nouns
    // the lake never holds are asked for by their kinds (RelatedWords::narrower).
    QList<double> questions, rawQuestions;
    QList<double> readWithKinds, readWithoutKinds; // RecallQuery::build with and without the lake's kinds
    QList<double> readOneByOne; // with them, each related word probed alone (RecallSearch::held asks groups)
    qint64 recallHits = 0, searchHits = 0;
    QStringList recallQueries, questionQueries; // what each timed figure above asked, in the same order
    AtScale atScale;
    // The built-in word vectors (every figure above recalls with them when on).
    bool wordVectors = false;
    qint64 embedded = 0;
    double embedMs = 0;
    qsizetype indexMb = 0;
};

// The `count` slowest recalls of one list, each beside raw's time for it,
// for whoever looks for where the tail comes from (--slowest).
void printSlowest(const QString &what, const QStringList &asked, const QList<double> &tarnMs,
                  const QList<double> &rawMs, int count)
{
    QList<qsizetype> order(asked.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return tarnMs.at(a) > tarnMs.at(b); });
    err() << "slowest " << what << ":\n";
    for (qsizetype i = 0; i < std::min<qsizetype>(count, order.size()); ++i)
        err() << "  " << fmt(tarnMs.at(order.at(i))) << " ms (raw " << fmt(rawMs.at(order.at(i))) << ")  "
              << asked.at(order.at(i)) << "\n";
    err() << Qt::flush;
}

// One row of a figure table: Tarn's percentile beside raw's, and their ratio.
void ratioRow(QTextStream &out, const QString &name, const QList<double> &tarnMs, const QList<double> &rawMs, double pct)
{
    const double tarn = percentile(tarnMs, pct), rawV = percentile(rawMs, pct);
    out << "| " << name << " | " << fmt(tarn) << " | " << fmt(rawV) << " | " << fmt(rawV > 0 ? tarn / rawV : 0, 2) << " |\n";
}

Latency measureLatency(const QString &dir, int n, const QTemporaryDir &tmp, const tarn::test::RetrievalFixture &evalSet,
                       bool merged, bool wordVectors, bool atScaleOnly)
{
    QStringList questions;
    for (const tarn::test::FixtureQuery &fq : evalSet.queries)
        questions << fq.query;
    Latency f;
    const QString path = copyOf(dir + QStringLiteral("/tarn-1000000.sqlite"), tmp, QStringLiteral("recall.sqlite"));
    ManualClock clock(kNow);
    Lake lake(clock);
    lake.open(path);
    // A copy with the migrated Tarn lake's indexes (schema v5 added the
    // recall index), so both sides have the same schema to plan with.
    RawLake raw(copyOf(dir + QStringLiteral("/raw-1000000.sqlite"), tmp, QStringLiteral("recall-raw.sqlite")));
    raw.adoptIndexesOf(path);
    if (merged) {
        err() << "merging both search indexes into one segment, as the daily reindex does…\n" << Qt::flush;
        LakeUpkeep::compactSearchIndex(lake);
        raw.exec("INSERT INTO delta_fts(delta_fts) VALUES ('optimize')");
    }
    if (wordVectors && WordVectors::shared()) {
        // As the window's embedder would have, before a person asks.
        err() << "giving the lake's memories their word vectors…\n" << Qt::flush;
        QElapsedTimer t;
        t.start();
        f.embedded = EmbeddingStore::embedWithWordVectors(lake, EmbeddingConfig::wordVectors(), std::numeric_limits<int>::max());
        f.embedMs = double(t.nsecsElapsed()) / 1e6;
        f.wordVectors = true;
        EmbeddingConfig::setCurrent(EmbeddingConfig::wordVectors());
        const auto index = EmbeddingIndex::forLake(lake.path());
        index->refresh(lake, EmbeddingConfig::wordVectors().model);
        f.indexMb = index->size() * VectorMath::halfStride(index->dimension()) * qsizetype(sizeof(qfloat16)) / (1024 * 1024);
        err() << "  " << f.embedded << " embedded in " << fmt(f.embedMs / 1000) << " s\n" << Qt::flush;
    }
    if (atScaleOnly) {
        err() << "the evaluation set inside the 1M lake…\n" << Qt::flush;
        f.atScale = evaluateAtScale(lake, clock, raw, evalSet);
        f.questionQueries = questions; // what atScale.ms timed, in order
        lake.close();
        return f;
    }
    const QStringList queries = latencyQueries(raw, n);
    err() << "latency: " << queries.size() << " queries, e.g. " << queries.mid(0, 3).join(QStringLiteral(", ")) << ", "
          << queries.constLast() << "\n"
          << Qt::flush;

    // Raw: the same MATCH, joined to its rows and filtered to live ones
    // (as Tarn's queries are), through sqlite3_* with the rows read out.
    const auto rawOnce = [&](const char *sql, const QString &match, int limit) {
        QElapsedTimer t;
        t.start();
        sqlite3_stmt *st = nullptr;
        if (sqlite3_prepare_v2(raw.handle(), sql, -1, &st, nullptr) != SQLITE_OK)
            throw std::runtime_error(sqlite3_errmsg(raw.handle()));
        const QByteArray m = match.toUtf8();
        sqlite3_bind_text(st, 1, m.constData(), int(m.size()), SQLITE_TRANSIENT);
        sqlite3_bind_int64(st, 2, kNow);
        sqlite3_bind_int(st, 3, limit);
        int rc;
        while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
            for (int c = 0, cols = sqlite3_column_count(st); c < cols; ++c)
                sqlite3_column_value(st, c);
        }
        sqlite3_finalize(st);
        if (rc != SQLITE_DONE)
            throw std::runtime_error(sqlite3_errmsg(raw.handle()));
        return double(t.nsecsElapsed()) / 1e6;
    };
    const auto rawTime = [&](const char *sql, const QString &match, int limit) {
        return medianMs([&] { return rawOnce(sql, match, limit); });
    };
    const QByteArray bm25 = QStringLiteral("SELECT deltas.* FROM delta_fts JOIN deltas ON deltas.rid = delta_fts.rowid "
                                           "WHERE delta_fts MATCH ?1 AND state = 'active' AND superseded_by IS NULL "
                                           "AND (expires_at IS NULL OR expires_at > ?2) "
                                           "ORDER BY bm25(delta_fts, %1, %2, 0.0) LIMIT ?3")
                                .arg(RecallRanking::kContentColumnWeight)
                                .arg(RecallRanking::kTagsColumnWeight)
                                .toUtf8();
    const char *recency = "SELECT deltas.* FROM delta_fts CROSS JOIN deltas ON deltas.rid = delta_fts.rowid "
                          "WHERE delta_fts MATCH ?1 AND state = 'active' AND superseded_by IS NULL "
                          "AND (expires_at IS NULL OR expires_at > ?2) "
                          "ORDER BY delta_fts.rowid DESC LIMIT ?3";

    RecallOptions options;
    options.limit = kRecallLimit;
    options.touch = false;
    // Round 0 warms the page caches of both files; round 1 is timed.
    for (int round = 0; round < 2; ++round) {
        const bool timed = round == 1;
        for (const QString &q : queries) {
            qsizetype recalled = 0;
            const double recallMs = medianCallMs([&] { recalled = Recall::recall(lake, q, options).size(); });
            const QString recallMatch = FtsRecallSearch::matchExpression(RecallQuery::build(q, false).phrases());
            const double rawRecallMs = rawTime(bm25.constData(), recallMatch, kRecallLimit);

            ListFilter filter;
            filter.search = q;
            qsizetype found = 0;
            const double searchMs = medianCallMs([&] { found = lake.list(filter, {}, kSearchLimit).size(); });
            const QString searchMatch = QStringLiteral("{content tags} : (") + SearchQuery::toFts5(q) + u')';
            const double rawBm25Ms = rawTime(bm25.constData(), searchMatch, kSearchLimit);
            const double rawRecencyMs = rawTime(recency, searchMatch, kSearchLimit);
            if (!timed)
                continue;
            f.recall << recallMs;
            f.rawRecall << rawRecallMs;
            f.recallQueries << q;
            f.search << searchMs;
            f.rawSearchBm25 << rawBm25Ms;
            f.rawSearchRecency << rawRecencyMs;
            f.recallHits += recalled;
            f.searchHits += found;
        }
        err() << (timed ? "  timed round done\n" : "  warm-up round done\n") << Qt::flush;
    }
    for (int round = 0; round < 2; ++round)
        for (const QString &q : questions) {
            const double recallMs = medianCallMs([&] { Recall::recall(lake, q, options); });
            const QString match = FtsRecallSearch::matchExpression(RecallQuery::build(q, false).phrases());
            const double rawMs = match.isEmpty() ? 0 : rawTime(bm25.constData(), match, kRecallLimit);
            const double withKinds = medianCallMs(
                [&] { RecallQuery::build(q, true, [&lake](const QStringList &p) { return RecallSearch::held(lake, p); }); });
            const double withoutKinds = medianCallMs([&] { RecallQuery::build(q, true); });
            // The same kinds found as before groups were asked: one probe each.
            const double oneByOne = medianCallMs([&] {
                RecallQuery::build(q, true, [&lake](const QStringList &p) {
                    QStringList out;
                    for (const QString &one : p)
                        out << RecallSearch::held(lake, {one});
                    return out;
                });
            });
            if (round == 1) {
                f.questions << recallMs;
                f.rawQuestions << rawMs;
                f.questionQueries << q;
                f.readWithKinds << withKinds;
                f.readWithoutKinds << withoutKinds;
                f.readOneByOne << oneByOne;
            }
        }
    err() << "the evaluation set inside the 1M lake…\n" << Qt::flush;
    f.atScale = evaluateAtScale(lake, clock, raw, evalSet);
    lake.close();
    return f;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Recall quality on the retrieval fixture and search latency on a kept 1M-delta lake."));
    p.addHelpOption();
    p.addOption({QStringLiteral("from"), QStringLiteral("Folder with tarn-1000000.sqlite and raw-1000000.sqlite (tarn_bench --keep)."),
                 QStringLiteral("DIR")});
    p.addOption({QStringLiteral("queries"), QStringLiteral("How many latency queries (default 200)."), QStringLiteral("N"),
                 QStringLiteral("200")});
    p.addOption({QStringLiteral("fixture"), QStringLiteral("The retrieval fixture's folder (default: the source tree's)."),
                 QStringLiteral("DIR"), QStringLiteral(TARN_RETRIEVAL_DATA)});
    p.addOption({QStringLiteral("eval"), QStringLiteral("The recall evaluation set's folder (default: the source tree's)."),
                 QStringLiteral("DIR"), QStringLiteral(TARN_RECALL_EVAL_DATA)});
    p.addOption({QStringLiteral("out"), QStringLiteral("Also write the tables here."), QStringLiteral("FILE")});
    p.addOption({QStringLiteral("as-kept"),
                 QStringLiteral("Measure the lakes' search indexes as tarn_bench left them (ten segments) instead of "
                                "merged as the daily reindex leaves a lake in use.")});
    p.addOption({QStringLiteral("no-word-vectors"),
                 QStringLiteral("Time recall on the 1M lake without the built-in word vectors (words only).")});
    p.addOption({QStringLiteral("slowest"), QStringLiteral("Also list the N slowest recalls of each kind, beside raw's time."),
                 QStringLiteral("N"), QStringLiteral("0")});
    p.addOption({QStringLiteral("runs"),
                 QStringLiteral("Run each timed query N times and keep its median, Tarn's and raw's alike (default 3)."),
                 QStringLiteral("N"), QStringLiteral("3")});
    p.addOption({QStringLiteral("at-scale-only"),
                 QStringLiteral("Only the evaluation set inside the 1M lake: its table and its recalls' p50 and p99 "
                                "(what a change to recall's first stage is weighed by, in about two and a half minutes).")});
    p.process(app);
    if (!p.isSet(QStringLiteral("from"))) {
        err() << "tarn_recall_bench: --from DIR is required (make one with: tarn_bench --sizes 1000000 --keep DIR)\n";
        return 2;
    }
    bool ok = false;
    const int n = p.value(QStringLiteral("queries")).toInt(&ok);
    if (!ok || n < 4) {
        err() << "tarn_recall_bench: --queries takes a number of at least 4\n";
        return 2;
    }
    g_runs = p.value(QStringLiteral("runs")).toInt(&ok);
    if (!ok || g_runs < 1) {
        err() << "tarn_recall_bench: --runs takes a number of at least 1\n";
        return 2;
    }
    const QString dir = p.value(QStringLiteral("from"));
    try {
        if (p.isSet(QStringLiteral("at-scale-only"))) {
            const tarn::test::RetrievalFixture evalSet = tarn::test::loadRetrievalFixture(p.value(QStringLiteral("eval")));
            QTemporaryDir tmp(dir + QStringLiteral("/recall-bench-XXXXXX"));
            if (!tmp.isValid())
                throw std::runtime_error("cannot make a temporary folder beside the kept lakes");
            const Latency l = measureLatency(dir, n, tmp, evalSet, !p.isSet(QStringLiteral("as-kept")),
                                             !p.isSet(QStringLiteral("no-word-vectors")), true);
            if (const int slowest = p.value(QStringLiteral("slowest")).toInt(); slowest > 0)
                printSlowest(QStringLiteral("recalls of the questions with their answers in the lake"), l.questionQueries,
                             l.atScale.ms, l.atScale.rawMs, slowest);
            QString table;
            QTextStream out(&table);
            out << tarn::test::evaluationMarkdown(l.atScale.table, kRecallLimit) << "\n";
            out << "| figure | Tarn | raw SQLite | ratio (Tarn ÷ raw) |\n|---|---:|---:|---:|\n";
            const QString name = QStringLiteral("`Recall::recall` p%1 of the questions with their answers in the lake, limit %2 "
                                                "(ms; raw: their typed words, ORDER BY bm25)");
            ratioRow(out, name.arg(50).arg(kRecallLimit), l.atScale.ms, l.atScale.rawMs, 0.5);
            ratioRow(out, name.arg(99).arg(kRecallLimit), l.atScale.ms, l.atScale.rawMs, 0.99);
            out.flush();
            publishTable(table, p.value(QStringLiteral("out")));
            return 0;
        }
        err() << "quality…\n" << Qt::flush;
        const Quality q = measureQuality(p.value(QStringLiteral("fixture")));
        err() << "evaluation (tests/data/recall-eval)…\n" << Qt::flush;
        const tarn::test::RetrievalFixture evalSet =
            tarn::test::loadRetrievalFixture(p.value(QStringLiteral("eval")));
        const QString evaluation = tarn::test::evaluationMarkdown(tarn::test::evaluateRecall(evalSet, kRecallLimit, kNow),
                                                                  kRecallLimit);
        err() << "latency…\n" << Qt::flush;
        QTemporaryDir tmp(dir + QStringLiteral("/recall-bench-XXXXXX"));
        if (!tmp.isValid())
            throw std::runtime_error("cannot make a temporary folder beside the kept lakes");
        const bool merged = !p.isSet(QStringLiteral("as-kept"));
        const Latency l = measureLatency(dir, n, tmp, evalSet, merged, !p.isSet(QStringLiteral("no-word-vectors")), false);
        if (const int slowest = p.value(QStringLiteral("slowest")).toInt(); slowest > 0) {
            printSlowest(QStringLiteral("recalls of the lake's own words"), l.recallQueries, l.recall, l.rawRecall, slowest);
            printSlowest(QStringLiteral("recalls of the evaluation's questions"), l.questionQueries, l.questions,
                         l.rawQuestions, slowest);
            printSlowest(QStringLiteral("recalls of the same questions with their answers in the lake"), l.questionQueries,
                         l.atScale.ms, l.atScale.rawMs, slowest);
        }

        QString table;
        QTextStream out(&table);
        out << "Recall on the evaluation set (tests/data/recall-eval; held-out split first, never tuned on):\n\n"
            << evaluation << "\n";
        out << "The same set inside the 1M lake (its deltas written among the bench's million at their own ages; "
               "plain BM25 on the raw twin with the same rows):\n\n"
            << tarn::test::evaluationMarkdown(l.atScale.table, kRecallLimit) << "\n";
        out << "| recall quality on the old retrieval fixture (tuned together with the weights) | value |\n|---|---:|\n";
        out << "| recall@" << q.score.k << " (share of relevant deltas in the top " << q.score.k << ", mean over "
            << q.score.queries.size() << " queries) | " << fmt(q.score.recallAtK, 3) << " |\n";
        out << "| MRR (1 / rank of the first relevant hit, 0 if none in the top " << q.score.k << ") | "
            << fmt(q.score.mrr, 3) << " |\n";
        out << "| queries with no relevant hit in the top " << q.score.k << " | " << q.misses << " |\n\n";

        out << "| figure | Tarn | raw SQLite | ratio (Tarn ÷ raw) |\n|---|---:|---:|---:|\n";
        const QString recallName = QStringLiteral("`Recall::recall` p%1, limit %2 (ms; raw: the same MATCH, ORDER BY bm25 LIMIT %2)");
        ratioRow(out, recallName.arg(50).arg(kRecallLimit), l.recall, l.rawRecall, 0.5);
        ratioRow(out, recallName.arg(99).arg(kRecallLimit), l.recall, l.rawRecall, 0.99);
        const QString questionName =
            QStringLiteral("`Recall::recall` p%1 of the evaluation set's %2 questions, limit %3 (ms; raw: their typed words, ORDER BY bm25)");
        ratioRow(out, questionName.arg(50).arg(l.questions.size()).arg(kRecallLimit), l.questions, l.rawQuestions, 0.5);
        ratioRow(out, questionName.arg(99).arg(l.questions.size()).arg(kRecallLimit), l.questions, l.rawQuestions, 0.99);
        const QString atScaleName = QStringLiteral("`Recall::recall` p%1 of the same questions with their answers in the lake, limit %2 (ms; raw: their typed words, ORDER BY bm25)");
        ratioRow(out, atScaleName.arg(50).arg(kRecallLimit), l.atScale.ms, l.atScale.rawMs, 0.5);
        ratioRow(out, atScaleName.arg(99).arg(kRecallLimit), l.atScale.ms, l.atScale.rawMs, 0.99);
        const QString readName = QStringLiteral("reading those questions p%1 (ms; `RecallQuery::build` with the kinds the lake holds; raw: without them)");
        ratioRow(out, readName.arg(50), l.readWithKinds, l.readWithoutKinds, 0.5);
        ratioRow(out, readName.arg(99), l.readWithKinds, l.readWithoutKinds, 0.99);
        const QString groupName = QStringLiteral("reading those questions p%1 (ms; the lake's kinds asked in groups; raw: one probe each)");
        ratioRow(out, groupName.arg(50), l.readWithKinds, l.readOneByOne, 0.5);
        ratioRow(out, groupName.arg(99), l.readWithKinds, l.readOneByOne, 0.99);
        const QString searchName = QStringLiteral("search (`Lake::list`, newest first) p%1, limit %2 (ms; raw: the same MATCH, ORDER BY bm25 LIMIT %2)");
        ratioRow(out, searchName.arg(50).arg(kSearchLimit), l.search, l.rawSearchBm25, 0.5);
        ratioRow(out, searchName.arg(99).arg(kSearchLimit), l.search, l.rawSearchBm25, 0.99);
        const QString recencyName = QStringLiteral("search p%1, limit %2 (ms; raw: the same MATCH, newest first, its own order)");
        ratioRow(out, recencyName.arg(50).arg(kSearchLimit), l.search, l.rawSearchRecency, 0.5);
        ratioRow(out, recencyName.arg(99).arg(kSearchLimit), l.search, l.rawSearchRecency, 0.99);
        out << "\n- fixture: " << q.deltas << " deltas (" << q.keptAlive
            << " older than their source's TTL inserted authored, so none has expired), " << q.score.queries.size()
            << " queries.\n";
        out << "- latency: " << l.recall.size() << " queries on 1M deltas, timed after one warm-up round, each the median of "
            << g_runs << " runs (Tarn's and raw's alike); "
            << l.recallHits << " recall hits and " << l.searchHits << " search rows in all; "
            << (merged ? "both search indexes merged into one segment first, as the daily reindex leaves a lake in use"
                       : "both search indexes as tarn_bench left them (--as-kept)")
            << ".\n";
        if (l.wordVectors)
            out << "- word vectors: every recall above with them; " << l.embedded << " memories and turns of the 1M lake embedded in "
                << fmt(l.embedMs / 1000) << " s (" << fmt(l.embedMs > 0 ? l.embedded / (l.embedMs / 1000) : 0, 0)
                << " a second), " << l.indexMb << " MB in memory for the search.\n";
        else
            out << "- word vectors: off (--no-word-vectors, or not installed): recall by words only.\n";
        out.flush();
        publishTable(table, p.value(QStringLiteral("out")));
    } catch (const TarnError &e) {
        err() << "tarn_recall_bench: " << e.message() << "\n";
        return 1;
    } catch (const std::exception &e) {
        err() << "tarn_recall_bench: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
