// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 20's figure: exact cosine search over the lake's vectors in memory
// (VectorMath::topK, the kernel EmbeddingIndex searches with) beside the
// same search with a plain scalar loop, at 100,000 x 768 and 1,000,000 x
// 384 float32 unit vectors, top 20. Prints a markdown table (and saves it
// with --out FILE); docs/BENCHMARKS.md, "Embeddings (issue 20)".
//
// Then the in-memory copy's upkeep on a real lake of --lake N deltas with
// 768-dimension vectors (default 100,000): the first load, the check every
// recall makes when nothing changed, and the refresh after 32 new vectors
// and after a forgotten delta.
//
//   build/tests/bench/tarn_embedding_bench [--queries N] [--lake N] [--out FILE]

#include "BenchSupport.h"
#include "EmbeddingIndex.h"
#include "EmbeddingStore.h"
#include "DeltaId.h"
#include "Lake.h"
#include "VectorMath.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <cmath>
#include <queue>
#include <random>
#include <vector>

using namespace tarn;
using namespace tarn::bench;

namespace {

constexpr int kTop = 20;

std::vector<float> randomUnitRows(qsizetype count, int dim, std::mt19937 &rng)
{
    std::normal_distribution<float> normal;
    std::vector<float> rows(size_t(count) * size_t(dim));
    for (qsizetype r = 0; r < count; ++r) {
        float *row = rows.data() + r * dim;
        double sum = 0;
        for (int i = 0; i < dim; ++i) {
            row[i] = normal(rng);
            sum += double(row[i]) * row[i];
        }
        const float scale = float(1.0 / std::sqrt(sum));
        for (int i = 0; i < dim; ++i)
            row[i] *= scale;
    }
    return rows;
}

// The same top-k walk as VectorMath::topK, with the plain scalar loop.
std::vector<std::pair<qsizetype, float>> scalarTopK(const float *rows, qsizetype count, int dim, const float *query, int k)
{
    using Entry = std::pair<float, qsizetype>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> best;
    for (qsizetype r = 0; r < count; ++r) {
        const float s = VectorMath::dotScalar(rows + r * dim, query, dim);
        if (qsizetype(best.size()) < k)
            best.emplace(s, r);
        else if (s > best.top().first) {
            best.pop();
            best.emplace(s, r);
        }
    }
    std::vector<std::pair<qsizetype, float>> out;
    while (!best.empty()) {
        out.emplace_back(best.top().second, best.top().first);
        best.pop();
    }
    std::reverse(out.begin(), out.end());
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.addHelpOption();
    p.addOption({QStringLiteral("queries"), QStringLiteral("Queries per size (median reported)."), QStringLiteral("N"), QStringLiteral("7")});
    p.addOption({QStringLiteral("lake"), QStringLiteral("Deltas with 768-dimension vectors in the lake measured for upkeep (0: skip)."),
                 QStringLiteral("N"), QStringLiteral("100000")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Also write the table to FILE."), QStringLiteral("FILE")});
    p.process(app);
    const int queries = std::max(1, p.value(QStringLiteral("queries")).toInt());

    struct Size
    {
        qsizetype count;
        int dim;
    };
    const QList<Size> sizes{{100000, 768}, {1000000, 384}};
    std::mt19937 rng(20);
    QStringList table;
    table << QStringLiteral("| vectors | dim | data | scalar loop (ms/query) | %1 kernel (ms/query) | speed-up | same top %2 |")
                 .arg(QString::fromLatin1(VectorMath::kernelName()))
                 .arg(kTop);
    table << QStringLiteral("|---:|---:|---:|---:|---:|---:|:---:|");
    for (const Size &size : sizes) {
        err() << "generating " << size.count << " x " << size.dim << " ..." << Qt::endl;
        const std::vector<float> rows = randomUnitRows(size.count, size.dim, rng);
        const std::vector<float> qs = randomUnitRows(queries, size.dim, rng);
        QList<double> scalarMs, fastMs;
        bool same = true;
        for (int q = 0; q < queries; ++q) {
            const float *query = qs.data() + qsizetype(q) * size.dim;
            QElapsedTimer t;
            t.start();
            const auto slow = scalarTopK(rows.data(), size.count, size.dim, query, kTop);
            scalarMs << double(t.nsecsElapsed()) / 1e6;
            t.restart();
            const auto fast = VectorMath::topK(rows.data(), size.count, size.dim, query, kTop);
            fastMs << double(t.nsecsElapsed()) / 1e6;
            for (int i = 0; i < kTop; ++i)
                same = same && slow[size_t(i)].first == fast[size_t(i)].first;
        }
        const double s = percentile(scalarMs, 0.5), f = percentile(fastMs, 0.5);
        table << QStringLiteral("| %1 | %2 | %3 MB | %4 | %5 | %6x | %7 |")
                     .arg(size.count)
                     .arg(size.dim)
                     .arg(double(rows.size() * sizeof(float)) / 1e6, 0, 'f', 0)
                     .arg(fmt(s))
                     .arg(fmt(f))
                     .arg(fmt(s / f, 1))
                     .arg(same ? QStringLiteral("yes") : QStringLiteral("no"));
        err() << table.constLast() << Qt::endl;
    }
    const qsizetype lakeSize = p.value(QStringLiteral("lake")).toLongLong();
    if (lakeSize > 0) {
        const int dim = 768;
        QTemporaryDir dir;
        ManualClock clock(kNow);
        Lake lake(clock);
        lake.open(dir.filePath(QStringLiteral("lake.sqlite")));
        err() << "filling a lake with " << lakeSize << " deltas and vectors ..." << Qt::endl;
        const auto vectorsFor = [&](const QList<Delta> &written) {
            std::vector<std::vector<float>> vs;
            const std::vector<float> flat = randomUnitRows(written.size(), dim, rng);
            for (qsizetype i = 0; i < written.size(); ++i)
                vs.emplace_back(flat.begin() + i * dim, flat.begin() + (i + 1) * dim);
            return vs;
        };
        const auto write = [&](qsizetype n) {
            QList<NewDelta> drafts;
            for (qsizetype i = 0; i < n; ++i) {
                NewDelta d;
                d.delta.source = QStringLiteral("chat");
                d.delta.kind = Kind::Fact;
                d.delta.content = QStringLiteral("bench memory %1").arg(i);
                drafts << d;
            }
            const QList<Delta> written = lake.insertBatch(drafts);
            QList<qint64> rids;
            for (const Delta &d : written)
                rids << *DeltaId::toKey(d.id);
            EmbeddingStore::store(lake, QStringLiteral("bench"), rids, vectorsFor(written));
            return written;
        };
        QList<Delta> all;
        for (qsizetype done = 0; done < lakeSize; done += 5000)
            all << write(std::min<qsizetype>(5000, lakeSize - done));
        EmbeddingIndex index;
        QElapsedTimer t;
        t.start();
        index.refresh(lake, QStringLiteral("bench"));
        const double loadMs = double(t.nsecsElapsed()) / 1e6;
        QList<double> idle;
        for (int i = 0; i < 20; ++i) {
            t.restart();
            index.refresh(lake, QStringLiteral("bench"));
            idle << double(t.nsecsElapsed()) / 1e6;
        }
        write(32);
        t.restart();
        index.refresh(lake, QStringLiteral("bench"));
        const double addMs = double(t.nsecsElapsed()) / 1e6;
        lake.exec(QStringLiteral("DELETE FROM deltas WHERE rid = %1").arg(*DeltaId::toKey(all.at(all.size() / 2).id)));
        t.restart();
        index.refresh(lake, QStringLiteral("bench"));
        const double dropMs = double(t.nsecsElapsed()) / 1e6;
        table << QString() << QStringLiteral("| in-memory copy, %1 x %2 in the lake | ms |").arg(lakeSize).arg(dim)
              << QStringLiteral("|---|---:|")
              << QStringLiteral("| first load (at the first recall) | %1 |").arg(fmt(loadMs))
              << QStringLiteral("| check when nothing changed (every recall), median | %1 |").arg(fmt(percentile(idle, 0.5), 3))
              << QStringLiteral("| refresh after 32 new vectors | %1 |").arg(fmt(addMs, 2))
              << QStringLiteral("| refresh after a delta left the lake | %1 |").arg(fmt(dropMs, 1));
        if (index.size() != lakeSize + 32 - 1)
            err() << "index size " << index.size() << " != " << (lakeSize + 31) << Qt::endl;
    }

    QTextStream out(stdout);
    for (const QString &line : table)
        out << line << '\n';
    out.flush();
    if (p.isSet(QStringLiteral("out"))) {
        QFile f(p.value(QStringLiteral("out")));
        if (f.open(QIODevice::WriteOnly | QIODevice::Text))
            f.write(table.join(u'\n').toUtf8() + '\n');
    }
    return 0;
}
