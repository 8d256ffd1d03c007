// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Inputs that once crashed a fuzzer (or that we wrote to be nasty: deep
// nesting, huge numbers, invalid UTF-8, NUL bytes, truncation) stay fixed:
// every file under tests/data/fuzz-regressions/<target>/ is replayed through
// the same entry point its libFuzzer target drives (tests/fuzz/FuzzTargets.h),
// which checks the result's invariants and aborts on a broken one. A file
// beside an input named <input>.expect holds text the outcome must contain
// ("accepted: ..." or "refused: ...").
//
// A new crash from tests/fuzz/run-fuzzers.sh: copy the input it printed into
// the target's folder here, fix the bug, and this test keeps it fixed.

#include "fuzz/FuzzTargets.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QTest>

#include <functional>

using namespace tarn;

namespace {

const QString kRegressions = QStringLiteral(TARN_TEST_DATA "/fuzz-regressions");
const QString kFuzzSources = QStringLiteral(TARN_TEST_DATA "/../fuzz");

using EntryPoint = std::function<fuzz::Outcome(const QByteArray &)>;

// One per tests/fuzz/fuzz_<name>.cpp, under the same name.
const QMap<QString, EntryPoint> &entryPoints()
{
    static const QMap<QString, EntryPoint> targets{
        {QStringLiteral("import_jsonl"), fuzz::importJsonl},
        {QStringLiteral("api_body"), fuzz::apiBody},
        {QStringLiteral("http_requests"), fuzz::httpRequests},
        {QStringLiteral("feed"), fuzz::feed},
        {QStringLiteral("mcp_messages"), fuzz::mcpMessages},
        {QStringLiteral("decay_policies"), fuzz::decayPolicies},
        {QStringLiteral("capture"), fuzz::captureTurn},
    };
    return targets;
}

QStringList inputsOf(const QString &target)
{
    QStringList inputs;
    const QDir dir(kRegressions + u'/' + target);
    for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
        if (!name.endsWith(u".expect"))
            inputs << dir.filePath(name);
    return inputs;
}

} // namespace

class FuzzRegressionsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every fuzz target has an entry point here and at least one input, so a
    // new target cannot go without its regression folder.
    void everyTargetIsCovered()
    {
        const QStringList sources = QDir(kFuzzSources).entryList({QStringLiteral("fuzz_*.cpp")}, QDir::Files);
        QVERIFY2(!sources.isEmpty(), qPrintable(kFuzzSources));
        for (const QString &source : sources) {
            const QString target = source.mid(5).chopped(4);
            QVERIFY2(entryPoints().contains(target), qPrintable(target + QStringLiteral(": no entry point in this test")));
            QVERIFY2(!inputsOf(target).isEmpty(), qPrintable(target + QStringLiteral(": no inputs in ") + kRegressions));
        }
    }

    void replay_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("path");
        for (auto it = entryPoints().cbegin(); it != entryPoints().cend(); ++it)
            for (const QString &path : inputsOf(it.key()))
                QTest::newRow(qPrintable(it.key() + u'/' + QFileInfo(path).fileName())) << it.key() << path;
    }

    void replay()
    {
        QFETCH(QString, target);
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
        const fuzz::Outcome outcome = entryPoints().value(target)(file.readAll());
        QVERIFY2(outcome.accepted || !outcome.text.trimmed().isEmpty(), qPrintable(outcome.describe()));

        QFile expectation(path + QStringLiteral(".expect"));
        if (expectation.open(QIODevice::ReadOnly)) {
            const QString expected = QString::fromUtf8(expectation.readAll()).trimmed();
            QVERIFY2(outcome.describe().contains(expected),
                     qPrintable(QStringLiteral("expected \"%1\", got \"%2\"").arg(expected, outcome.describe())));
        }
    }
};

QTEST_GUILESS_MAIN(FuzzRegressionsTest)
#include "tst_fuzz_regressions.moc"
