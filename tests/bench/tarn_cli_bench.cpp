// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// What one `tarn recall` or `tarn remember` costs from a shell, start to
// exit: an assistant or a script runs the CLI once per question, so the
// process's own start (the lake opened, the dictionaries read) is paid
// every time. Beside it, in the same run, the sqlite3 shell doing the
// plain work on the same texts: a plain FTS5 table of the same deltas,
// each question's words OR'ed and ranked by bm25, and one INSERT.
//
//   tarn_cli_bench [--questions N] [--slowest N]
//
// The lake is the recall evaluation set's (tests/data/recall-eval), 551
// deltas; the questions are its own, English and German apart.

#include "BenchSupport.h"
#include "Clock.h"
#include "Lake.h"
#include "LanguageGuess.h"
#include "RecallEvaluation.h"
#include "RetrievalFixture.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <numeric>
#include <stdexcept>

using namespace tarn;
using namespace tarn::bench;

namespace {

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

// One run of `program`, start to exit, in milliseconds; throws on failure.
double timedRun(const QString &program, const QStringList &args, const QProcessEnvironment &env)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.setProcessChannelMode(QProcess::SeparateChannels);
    QElapsedTimer t;
    t.start();
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        throw std::runtime_error(QStringLiteral("%1 %2 failed: %3").arg(program, args.join(u' '),
                                                                        QString::fromUtf8(p.readAllStandardError()))
                                     .toStdString());
    return double(t.nsecsElapsed()) / 1e6;
}

QString sqlQuoted(const QString &text)
{
    return u'\'' + QString(text).replace(u'\'', QStringLiteral("''")) + u'\'';
}

struct Runs
{
    QString what;
    QList<double> tarn, raw;
    QStringList asked; // what each tarn run was given, for --slowest
};

// The `most` slowest Tarn runs of a row, slowest first: where a tail is.
void printSlowest(const Runs &r, int most)
{
    QList<qsizetype> order(r.tarn.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return r.tarn.at(a) > r.tarn.at(b); });
    out() << "slowest, " << r.what << ":\n";
    for (qsizetype i = 0; i < std::min<qsizetype>(most, order.size()); ++i)
        out() << "  " << fmt(r.tarn.at(order.at(i))) << " ms  " << r.asked.value(order.at(i)) << '\n';
}

void printRows(const QList<Runs> &rows)
{
    out() << "| one process, start to exit (ms) | runs | Tarn p50 | Tarn p99 | sqlite3 p50 | sqlite3 p99 | ratio p50 | ratio p99 |\n"
          << "|---|---:|---:|---:|---:|---:|---:|---:|\n";
    for (const Runs &r : rows) {
        const double t50 = percentile(r.tarn, 0.5), t99 = percentile(r.tarn, 0.99);
        const double r50 = percentile(r.raw, 0.5), r99 = percentile(r.raw, 0.99);
        out() << "| " << r.what << " | " << r.tarn.size() << " | " << fmt(t50) << " | " << fmt(t99) << " | " << fmt(r50)
              << " | " << fmt(r99) << " | " << fmt(t50 / r50, 2) << " | " << fmt(t99 / r99, 2) << " |\n";
    }
    out() << Qt::flush;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("One tarn recall and one tarn remember from a shell, beside sqlite3's."));
    p.addHelpOption();
    p.addOption({QStringLiteral("questions"), QStringLiteral("At most N questions of each language (default 60)."),
                 QStringLiteral("N"), QStringLiteral("60")});
    p.addOption({QStringLiteral("slowest"), QStringLiteral("Also print each row's N slowest runs (default 0)."),
                 QStringLiteral("N"), QStringLiteral("0")});
    p.process(app);
    const int most = std::max(1, p.value(QStringLiteral("questions")).toInt());
    const int slowest = std::max(0, p.value(QStringLiteral("slowest")).toInt());
    const QString sqlite3 = QStandardPaths::findExecutable(QStringLiteral("sqlite3"));
    if (sqlite3.isEmpty()) {
        err() << "tarn_cli_bench: the sqlite3 shell is not installed (Debian's sqlite3), nothing to compare with\n";
        return 1;
    }
    try {
        QTemporaryDir tmp;
        const tarn::test::RetrievalFixture fx = tarn::test::loadRetrievalFixture(QStringLiteral(TARN_RECALL_EVAL_DATA));
        const QString lakePath = tmp.filePath(QStringLiteral("tarn.sqlite"));
        const QString rawPath = tmp.filePath(QStringLiteral("raw.sqlite"));
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        QStringList contents;
        {
            ManualClock clock(now);
            Lake lake(clock);
            lake.open(lakePath);
            tarn::test::fillRetrievalLake(lake, clock, fx.deltas, now);
        }
        QStringList rawSql{QStringLiteral("CREATE VIRTUAL TABLE delta_fts USING fts5(content, tags);"),
                           QStringLiteral("BEGIN;")};
        for (const tarn::test::FixtureDelta &d : fx.deltas)
            rawSql << QStringLiteral("INSERT INTO delta_fts VALUES (%1, %2);").arg(sqlQuoted(d.content), sqlQuoted(d.tags.join(u' ')));
        rawSql << QStringLiteral("COMMIT;");
        const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        {
            QProcess make;
            make.start(sqlite3, {rawPath});
            make.waitForStarted();
            make.write(rawSql.join(u'\n').toUtf8());
            make.closeWriteChannel();
            if (!make.waitForFinished(60000) || make.exitCode() != 0)
                throw std::runtime_error("sqlite3 could not make the plain FTS5 table");
        }
        err() << "lake: " << fx.deltas.size() << " deltas of tests/data/recall-eval; the first " << most
              << " questions of each language\n";

        Runs english{QStringLiteral("recall, English questions (raw: their words, ORDER BY bm25)"), {}, {}, {}};
        Runs german{QStringLiteral("recall, German questions (raw: their words, ORDER BY bm25)"), {}, {}, {}};
        const QString tarn = QStringLiteral(TARN_BINARY);
        // One warm-up of each, so the page cache holds both binaries and lakes,
        // and one recall in each language for the dictionaries and word
        // vectors Tarn maps (a first recall after boot reads ~40 MB of
        // them from disk: 320 ms here, printed apart).
        timedRun(tarn, {QStringLiteral("--lake"), lakePath, QStringLiteral("stats")}, env);
        const double cold = timedRun(tarn, {QStringLiteral("--lake"), lakePath, QStringLiteral("recall"), QStringLiteral("--no-touch"),
                                            QStringLiteral("which herb do I grow on the balcony")}, env);
        timedRun(tarn, {QStringLiteral("--lake"), lakePath, QStringLiteral("recall"), QStringLiteral("--no-touch"),
                        QStringLiteral("Welches Kraut wächst auf dem Balkon?")}, env);
        err() << "the first recall of the run (dictionaries maybe not yet in the page cache): " << fmt(cold) << " ms\n";
        timedRun(sqlite3, {rawPath, QStringLiteral("SELECT count(*) FROM delta_fts")}, env);
        for (const tarn::test::FixtureQuery &q : fx.queries) {
            const QString match = tarn::test::plainBm25Match(q.query);
            if (match.isEmpty())
                continue;
            const LanguageGuess::Guess guess = LanguageGuess::fromText(q.query);
            const bool isGerman = guess.sure && guess.language == Language::German;
            Runs &row = isGerman ? german : english;
            if (row.tarn.size() >= most)
                continue;
            row.tarn << timedRun(tarn, {QStringLiteral("--lake"), lakePath, QStringLiteral("recall"), QStringLiteral("--no-touch"),
                                        QStringLiteral("--limit"), QStringLiteral("5"), q.query},
                                 env);
            row.asked << q.query;
            row.raw << timedRun(sqlite3,
                                {rawPath, QStringLiteral("SELECT rowid FROM delta_fts WHERE delta_fts MATCH %1 "
                                                         "ORDER BY bm25(delta_fts) LIMIT 5")
                                              .arg(sqlQuoted(match))},
                                env);
        }
        Runs rememberEnglish{QStringLiteral("remember, an English memory (raw: one INSERT)"), {}, {}, {}};
        Runs rememberGerman{QStringLiteral("remember, a German memory (raw: one INSERT)"), {}, {}, {}};
        for (const tarn::test::FixtureDelta &d : fx.deltas) {
            const LanguageGuess::Guess guess = LanguageGuess::fromText(d.content);
            const bool isGerman = guess.sure && guess.language == Language::German;
            Runs &row = isGerman ? rememberGerman : rememberEnglish;
            if (row.tarn.size() >= most)
                continue;
            row.tarn << timedRun(tarn, {QStringLiteral("--lake"), lakePath, QStringLiteral("remember"), d.content}, env);
            row.asked << d.content;
            row.raw << timedRun(sqlite3, {rawPath, QStringLiteral("INSERT INTO delta_fts(content) VALUES (%1)").arg(sqlQuoted(d.content))},
                                env);
        }
        printRows({english, german, rememberEnglish, rememberGerman});
        if (slowest > 0)
            for (const Runs *r : {&english, &german, &rememberEnglish, &rememberGerman})
                printSlowest(*r, slowest);
    } catch (const std::exception &e) {
        err() << "tarn_cli_bench: " << e.what() << '\n';
        return 1;
    }
    return 0;
}
