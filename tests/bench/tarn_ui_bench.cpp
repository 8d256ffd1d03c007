// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The window's figures on a 1M-delta lake kept by `tarn_bench --keep DIR`:
// time to first rows and peak memory, search latency (p50/p99) and the
// longest stall of the UI event loop while a full reap runs; each beside
// the same work done through SQLite's C API on the raw twin of the lake.
//
//   tarn_ui_bench --from DIR [--size 1000000] [--out FILE]
//
// Memory and first rows are measured in child processes (this executable
// again), so neither the other figures nor the parent's own allocations
// count towards them. See docs/BENCHMARKS.md.

#include "Clock.h"
#include "DeltaTableModel.h"
#include "Lake.h"
#include "MainWindow.h"
#include "BenchSupport.h"
#include "RawLake.h"
#include "Scheduler.h"
#include "SearchQuery.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <algorithm>
#include <sqlite3.h>
#include <thread>

using namespace tarn;
using namespace tarn::bench;
using tarn::bench::RawLake;

namespace {

void emitResult(const QJsonObject &o)
{
    QTextStream(stdout) << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
}

// Records the largest gap between the ticks of a 10 ms timer on the thread
// it lives in: the event loop's longest stall.
struct StallMeter
{
    QTimer timer;
    QElapsedTimer since;
    QList<double> gaps;
    StallMeter()
    {
        timer.setTimerType(Qt::PreciseTimer);
        timer.setInterval(10);
        QObject::connect(&timer, &QTimer::timeout, [this] {
            gaps << double(since.nsecsElapsed()) / 1e6;
            since.restart();
        });
    }
    void start()
    {
        gaps.clear();
        since.start();
        timer.start();
    }
    void stop() { timer.stop(); }
    double longest() const { return gaps.isEmpty() ? 0 : *std::max_element(gaps.begin(), gaps.end()); }
};

// --- child: the window on the lake ----------------------------------------

int childFirstRows(const QString &lake)
{
    ManualClock clock(kNow);
    QElapsedTimer t;
    t.start();
    ui::MainWindow window(lake, clock);
    window.resize(1360, 820);
    window.show();
    double firstRows = -1;
    QObject::connect(window.model(), &ui::DeltaTableModel::pageLoaded, [&] {
        if (firstRows < 0 && window.model()->rowCount() > 0)
            firstRows = double(t.nsecsElapsed()) / 1e6;
    });
    while (firstRows < 0 && t.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    // Settle (stats, the detail pane), then scroll through 50 pages the way
    // a person holding Page Down would.
    QElapsedTimer settle;
    settle.start();
    while (settle.elapsed() < 1000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    const qint64 afterFirst = peakRssKb();
    for (int page = 0; page < 50 && window.model()->canFetchMore({}); ++page) {
        const int before = window.model()->rowCount();
        window.model()->fetchMore({});
        QElapsedTimer wait;
        wait.start();
        while (window.model()->rowCount() == before && wait.elapsed() < 10000)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        window.table()->scrollToBottom();
    }
    emitResult({{QStringLiteral("first_rows_ms"), firstRows},
                {QStringLiteral("peak_kb_first"), afterFirst},
                {QStringLiteral("rows_after_scroll"), window.model()->rowCount()},
                {QStringLiteral("peak_kb_scrolled"), peakRssKb()}});
    return 0;
}

int childRawFirstRows(const QString &rawPath)
{
    QElapsedTimer t;
    t.start();
    RawLake raw(rawPath);
    sqlite3_stmt *st = nullptr;
    sqlite3_prepare_v2(raw.handle(),
                       "SELECT * FROM deltas WHERE (expires_at IS NULL OR expires_at > ?) AND state = 'active' "
                       "AND superseded_by IS NULL ORDER BY observed_at DESC, rid DESC LIMIT 200",
                       -1, &st, nullptr);
    sqlite3_bind_int64(st, 1, kNow);
    int rows = 0;
    while (sqlite3_step(st) == SQLITE_ROW)
        ++rows;
    sqlite3_finalize(st);
    emitResult({{QStringLiteral("first_rows_ms"), double(t.nsecsElapsed()) / 1e6},
                {QStringLiteral("rows"), rows},
                {QStringLiteral("peak_kb_first"), peakRssKb()}});
    return 0;
}

int childUiStall(const QString &lake)
{
    ManualClock clock(kNow);
    ui::MainWindow window(lake, clock);
    SchedulerConfig config;
    config.reapAtStart = false;
    SchedulerHost scheduler(lake, clock, config);
    window.setScheduler(&scheduler);
    window.resize(1360, 820);
    window.show();
    bool started = false, finished = false;
    SweepReport report;
    QObject::connect(scheduler.scheduler(), &Scheduler::started, [&] { started = true; });
    QObject::connect(scheduler.scheduler(), &Scheduler::sweepFinished, [&](const SweepReport &r) {
        report = r;
        finished = true;
    });
    QObject::connect(&window, &ui::MainWindow::lakeOpened, [&] { scheduler.start(); });
    QElapsedTimer t;
    t.start();
    while ((!started || window.model()->rowCount() == 0) && t.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    StallMeter meter;
    meter.start();
    // Keep the window busy the way a person would: the countdown ticks, and
    // the table scrolls while the reap runs.
    scheduler.reapNow(false);
    while (!finished)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    meter.stop();
    emitResult({{QStringLiteral("longest_stall_ms"), meter.longest()},
                {QStringLiteral("p99_gap_ms"), percentile(meter.gaps, 0.99)},
                {QStringLiteral("ticks"), meter.gaps.size()},
                {QStringLiteral("removed"), report.removed},
                {QStringLiteral("reap_ms"), report.durationMs},
                {QStringLiteral("longest_batch_ms"), report.longestBatchMs}});
    return 0;
}

int childRawStall(const QString &rawPath)
{
    RawLake raw(rawPath);
    bool finished = false;
    qint64 removed = 0;
    QElapsedTimer t;
    StallMeter meter;
    meter.start();
    t.start();
    // The naive design: the UI thread hands the prune to a thread and waits
    // for nothing; the figure is whether the event loop still ticks.
    std::thread worker([&] {
        removed = raw.deleteExpired(kNow);
        QMetaObject::invokeMethod(qApp, [&] { finished = true; }, Qt::QueuedConnection);
    });
    while (!finished)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    meter.stop();
    worker.join();
    emitResult({{QStringLiteral("longest_stall_ms"), meter.longest()},
                {QStringLiteral("p99_gap_ms"), percentile(meter.gaps, 0.99)},
                {QStringLiteral("removed"), removed},
                {QStringLiteral("reap_ms"), double(t.elapsed())}});
    return 0;
}

// --- parent ----------------------------------------------------------------

QJsonObject runChild(const QString &mode, const QString &path)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // The window's layout goes to a throw-away settings file.
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), QDir::tempPath() + QStringLiteral("/tarn-ui-bench-config"));
    p.setProcessEnvironment(env);
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--child"), mode, QStringLiteral("--lake"), path});
    if (!p.waitForFinished(30 * 60 * 1000) || p.exitCode() != 0)
        throw std::runtime_error("child failed: " + mode.toStdString());
    const QList<QByteArray> lines = p.readAllStandardOutput().trimmed().split('\n');
    return QJsonDocument::fromJson(lines.constLast()).object();
}

QStringList searchQueries(RawLake &raw)
{
    // Words by how many deltas hold them: the most common (the hard case for
    // ranking), middling and rare ones, and prefixes being typed.
    // Per column, so the facets column's terms (every delta has a few) are
    // not mistaken for words a person would type.
    raw.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocab USING fts5vocab(main, delta_fts, col)");
    QStringList common, middle, rare;
    const auto pick = [&](const char *sql, QStringList &into) {
        sqlite3_stmt *st = nullptr;
        sqlite3_prepare_v2(raw.handle(), sql, -1, &st, nullptr);
        while (sqlite3_step(st) == SQLITE_ROW)
            into << QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(st, 0)));
        sqlite3_finalize(st);
    };
    pick("SELECT term FROM temp.vocab WHERE col = 'content' AND length(term) > 3 ORDER BY doc DESC LIMIT 8", common);
    pick("SELECT term FROM temp.vocab WHERE col = 'content' AND doc BETWEEN 500 AND 5000 AND length(term) > 3 LIMIT 8",
         middle);
    pick("SELECT term FROM temp.vocab WHERE col = 'content' AND doc < 20 AND length(term) > 3 LIMIT 8", rare);
    QStringList out = common + middle + rare;
    for (const QString &w : std::as_const(common))
        out << w.left(3);                              // typing a common word
    for (int i = 0; i + 1 < common.size(); i += 2)
        out << common.at(i) + u' ' + common.at(i + 1); // two common words
    return out;
}

struct SearchFigures
{
    QList<double> tarn, tarnFiltered, rawRecency, rawFiltered, rawBm25;
};

SearchFigures measureSearch(const QString &tarnPath, const QString &rawPath)
{
    SearchFigures f;
    ManualClock clock(kNow);
    Lake lake(clock);
    lake.open(tarnPath);
    RawLake raw(rawPath);
    const QStringList queries = searchQueries(raw);
    err() << "search: " << queries.size() << " queries, e.g. " << queries.mid(0, 3).join(QStringLiteral(", ")) << "\n"
          << Qt::flush;
    const auto rawTime = [&](const char *sql, const QString &match) {
        QElapsedTimer t;
        t.start();
        sqlite3_stmt *st = nullptr;
        sqlite3_prepare_v2(raw.handle(), sql, -1, &st, nullptr);
        const QByteArray m = match.toUtf8();
        sqlite3_bind_text(st, 1, m.constData(), int(m.size()), SQLITE_TRANSIENT);
        sqlite3_bind_int64(st, 2, kNow);
        while (sqlite3_step(st) == SQLITE_ROW) {
        }
        sqlite3_finalize(st);
        return double(t.nsecsElapsed()) / 1e6;
    };
    for (int round = 0; round < 5; ++round) {
        for (const QString &q : queries) {
            ListFilter filter;
            filter.search = q;
            QElapsedTimer t;
            t.start();
            lake.list(filter, {}, 200);
            f.tarn << double(t.nsecsElapsed()) / 1e6;
            // The same search narrowed by filters (the slow shape for a
            // newest-first walk: the filter rejects most matches).
            filter.source = QStringLiteral("heartbeat");
            filter.observed = true;
            t.restart();
            lake.list(filter, {}, 200);
            f.tarnFiltered << double(t.nsecsElapsed()) / 1e6;
            const QString match = QStringLiteral("{content tags} : (") + SearchQuery::toFts5(q) + u')';
            const QString filtered = match + QStringLiteral(" AND facets : \"%1\"").arg(SearchQuery::familyFacet(QStringLiteral("heartbeat")));
            f.rawFiltered << rawTime("SELECT deltas.* FROM delta_fts CROSS JOIN deltas ON deltas.rid = delta_fts.rowid "
                                     "WHERE delta_fts MATCH ?1 AND (expires_at IS NULL OR expires_at > ?2) "
                                     "AND source = 'heartbeat' AND expires_at IS NOT NULL "
                                     "ORDER BY deltas.observed_at DESC, deltas.rid DESC LIMIT 200",
                                     filtered);
            f.rawRecency << rawTime("SELECT deltas.* FROM delta_fts CROSS JOIN deltas ON deltas.rid = delta_fts.rowid "
                                    "WHERE delta_fts MATCH ?1 AND (expires_at IS NULL OR expires_at > ?2) "
                                    "ORDER BY deltas.observed_at DESC, deltas.rid DESC LIMIT 200",
                                    match);
            f.rawBm25 << rawTime("SELECT deltas.* FROM delta_fts JOIN deltas ON deltas.rid = delta_fts.rowid "
                                 "WHERE delta_fts MATCH ?1 AND (expires_at IS NULL OR expires_at > ?2) "
                                 "ORDER BY rank LIMIT 200",
                                 match);
        }
    }
    return f;
}

} // namespace

int main(int argc, char **argv)
{
    // The children need a GUI application (the window); the parent only
    // needs the event loop, but one kind keeps the code simple.
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser p;
    p.addHelpOption();
    p.addOption({QStringLiteral("from"), QStringLiteral("Folder with lakes kept by tarn_bench --keep."), QStringLiteral("DIR")});
    p.addOption({QStringLiteral("size"), QStringLiteral("Which kept size (default 1000000)."), QStringLiteral("N"),
                 QStringLiteral("1000000")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Also write the table here."), QStringLiteral("FILE")});
    p.addOption({QStringLiteral("child"), QStringLiteral("(internal)"), QStringLiteral("MODE")});
    p.addOption({QStringLiteral("lake"), QStringLiteral("(internal)"), QStringLiteral("PATH")});
    p.process(app);

    try {
        if (p.isSet(QStringLiteral("child"))) {
            const QString mode = p.value(QStringLiteral("child"));
            const QString lake = p.value(QStringLiteral("lake"));
            if (mode == u"first-rows")
                return childFirstRows(lake);
            if (mode == u"raw-first-rows")
                return childRawFirstRows(lake);
            if (mode == u"ui-stall")
                return childUiStall(lake);
            if (mode == u"raw-stall")
                return childRawStall(lake);
            return 2;
        }
        const QString from = p.value(QStringLiteral("from"));
        const QString size = p.value(QStringLiteral("size"));
        if (from.isEmpty()) {
            err() << "tarn_ui_bench: --from DIR is required (make one with: tarn_bench --sizes " << size
                  << " --keep DIR)\n";
            return 2;
        }
        const QString keptTarn = from + QStringLiteral("/tarn-%1.sqlite").arg(size);
        const QString keptRaw = from + QStringLiteral("/raw-%1.sqlite").arg(size);
        QTemporaryDir dir;
        // Fresh copies for every figure that writes (the reap), so each
        // starts from the same lake.
        const auto copies = [&](const QString &name) {
            const QString t = dir.filePath(name + QStringLiteral("-tarn.sqlite"));
            const QString r = dir.filePath(name + QStringLiteral("-raw.sqlite"));
            QFile::remove(t);
            QFile::remove(r);
            if (!QFile::copy(keptTarn, t) || !QFile::copy(keptRaw, r))
                throw std::runtime_error("cannot copy the kept lakes (run tarn_bench --keep first)");
            // A lake kept by an older Tarn is migrated here, not inside a
            // timed child, and the raw twin gets the same indexes.
            {
                ManualClock clock(kNow);
                Lake migrated(clock);
                migrated.open(t);
            }
            RawLake(r).adoptIndexesOf(t);
            return std::pair{t, r};
        };

        err() << "first rows…\n" << Qt::flush;
        auto [tarnA, rawA] = copies(QStringLiteral("a"));
        const QJsonObject rawFirst = runChild(QStringLiteral("raw-first-rows"), rawA);
        const QJsonObject first = runChild(QStringLiteral("first-rows"), tarnA);
        err() << "search…\n" << Qt::flush;
        const SearchFigures s = measureSearch(tarnA, rawA);
        err() << "UI stall during a reap…\n" << Qt::flush;
        auto [tarnB, rawB] = copies(QStringLiteral("b"));
        const QJsonObject rawStall = runChild(QStringLiteral("raw-stall"), rawB);
        const QJsonObject stall = runChild(QStringLiteral("ui-stall"), tarnB);

        QString table;
        QTextStream out(&table);
        out << "### The window on " << size << " deltas\n\n"
            << "| figure | Tarn | raw SQLite | ratio (Tarn ÷ raw) | target | met? |\n"
            << "|---|---:|---:|---:|---|---|\n";
        const auto row = [&](const QString &what, double tarn, double rawv, const QString &target, bool met) {
            out << "| " << what << " | " << fmt(tarn) << " | " << fmt(rawv) << " | " << fmt(rawv > 0 ? tarn / rawv : 0, 2)
                << " | " << target << " | " << (target == u"—" ? QStringLiteral("—") : met ? QStringLiteral("yes") : QStringLiteral("**no**")) << " |\n";
        };
        const double firstMs = first.value(QStringLiteral("first_rows_ms")).toDouble();
        row(QStringLiteral("window start to first rows (ms; raw: open + the first page's SELECT)"), firstMs,
            rawFirst.value(QStringLiteral("first_rows_ms")).toDouble(), QStringLiteral("< 300 ms"), firstMs < 300);
        const double mbFirst = first.value(QStringLiteral("peak_kb_first")).toDouble() / 1024;
        const double mbScrolled = first.value(QStringLiteral("peak_kb_scrolled")).toDouble() / 1024;
        row(QStringLiteral("peak memory with the first page (MB; raw: a bare C process)"), mbFirst,
            rawFirst.value(QStringLiteral("peak_kb_first")).toDouble() / 1024, QStringLiteral("< 150 MB"), mbFirst < 150);
        row(QStringLiteral("peak memory after scrolling %1 rows (MB)").arg(first.value(QStringLiteral("rows_after_scroll")).toInt()),
            mbScrolled, rawFirst.value(QStringLiteral("peak_kb_first")).toDouble() / 1024, QStringLiteral("< 150 MB"),
            mbScrolled < 150);
        const double p99 = percentile(s.tarn, 0.99);
        row(QStringLiteral("search p50, newest first (ms; raw: the same FTS5 query)"), percentile(s.tarn, 0.5),
            percentile(s.rawRecency, 0.5), QStringLiteral("—"), true);
        row(QStringLiteral("search p99, newest first (ms; raw: the same FTS5 query)"), p99, percentile(s.rawRecency, 0.99),
            QStringLiteral("< 100 ms"), p99 < 100);
        const double p99f = percentile(s.tarnFiltered, 0.99);
        row(QStringLiteral("search p99 with source + origin filters (ms; raw: the same FTS5 query)"), p99f,
            percentile(s.rawFiltered, 0.99), QStringLiteral("< 100 ms"), p99f < 100);
        row(QStringLiteral("search p99 vs raw FTS5 ordered by BM25 (ms)"), p99, percentile(s.rawBm25, 0.99),
            QStringLiteral("—"), true);
        const double stallMs = stall.value(QStringLiteral("longest_stall_ms")).toDouble();
        row(QStringLiteral("longest UI event-loop stall during a full reap of %1 (ms; raw: one DELETE on a thread)")
                .arg(stall.value(QStringLiteral("removed")).toInteger()),
            stallMs, rawStall.value(QStringLiteral("longest_stall_ms")).toDouble(), QStringLiteral("< 50 ms"), stallMs < 50);
        row(QStringLiteral("that reap's duration (ms)"), stall.value(QStringLiteral("reap_ms")).toDouble(),
            rawStall.value(QStringLiteral("reap_ms")).toDouble(), QStringLiteral("—"), true);
        out << "\n- " << s.tarn.size() << " searches per column (" << s.tarn.size() / 5
            << " queries × 5 rounds): common, middling and rare words, 3-letter prefixes, two-word queries.\n"
            << "- stall: largest gap between ticks of a 10 ms timer on the UI thread; p99 gap "
            << fmt(stall.value(QStringLiteral("p99_gap_ms")).toDouble()) << " ms; longest reaper batch "
            << stall.value(QStringLiteral("longest_batch_ms")).toInteger() << " ms.\n";
        out.flush();
        publishTable(table, p.value(QStringLiteral("out")));
    } catch (const std::exception &e) {
        err() << "tarn_ui_bench: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
