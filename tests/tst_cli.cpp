// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The tarn executable as a person (or a script) uses it: real processes, a
// temporary lake, exit codes, stderr and --json output. Every run gets a
// temporary HOME and XDG_DATA_HOME, and TARN_LAKE names a lake that --lake
// must beat, so the person's real lake is never touched.

#include "TimeFormat.h"

#include <QDateTime>
#include <QDeadlineTimer>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace {

constexpr qint64 kHour = 60LL * 60 * 1000;
constexpr qint64 kDay = 24 * kHour;

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    QJsonArray array() const { return QJsonDocument::fromJson(out).array(); }
    QString text() const { return QString::fromUtf8(out.trimmed()); }
    QString describe() const
    {
        return QStringLiteral("exit %1\nstdout: %2\nstderr: %3")
            .arg(exitCode)
            .arg(QString::fromUtf8(out.left(2000)), QString::fromUtf8(err.left(2000)));
    }
};

bool isId(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("^[0-9a-f]{12}$"));
    return re.match(s).hasMatch();
}

qint64 ms(const QJsonValue &iso)
{
    return tarn::TimeFormat::fromIso(iso.toString()).value_or(-1);
}

QStringList idsOf(const QJsonArray &a)
{
    QStringList out;
    for (const QJsonValue &v : a)
        out << v.toObject().value(QStringLiteral("id")).toString();
    return out;
}

QStringList filesUnder(const QString &root)
{
    QStringList out;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext())
        out << it.next();
    return out;
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_home; // HOME, XDG_*, TARN_LAKE live here
    std::unique_ptr<QTemporaryDir> m_work; // the lakes the tests name with --lake
    QString m_lake;

    QString dataHome() const { return m_home->filePath(QStringLiteral("data")); }
    QString envLake() const { return m_home->filePath(QStringLiteral("env-lake/lake.sqlite")); }
    QString work(const QString &name) const { return m_work->filePath(name); }

    Run tarn(QStringList args, const QString &lake = {}, const QByteArray &stdinData = {})
    {
        if (!lake.isNull())
            args << QStringLiteral("--lake") << lake;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_home->path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home->filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_home->filePath(QStringLiteral("cache")));
        env.insert(QStringLiteral("TARN_LAKE"), envLake());
        // A subcommand needs no display.
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(TARN_BINARY), args);
        if (!p.waitForStarted(30000))
            qFatal("tarn did not start");
        if (!stdinData.isNull())
            p.write(stdinData);
        p.closeWriteChannel();
        if (!p.waitForFinished(120000))
            qFatal("tarn did not finish");
        if (p.exitStatus() != QProcess::NormalExit)
            qWarning("tarn crashed: %s", p.readAllStandardError().constData());
        return Run{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                   p.readAllStandardError()};
    }

    QString remember(const QString &text, const QStringList &extra = {}, const QString &lake = {})
    {
        const Run r = tarn(QStringList{QStringLiteral("remember"), text} + extra, lake.isNull() ? m_lake : lake);
        if (r.exitCode != 0 || !isId(r.text()))
            qWarning("remember failed: %s", qPrintable(r.describe()));
        return r.text();
    }

private Q_SLOTS:
    void init()
    {
        m_home = std::make_unique<QTemporaryDir>();
        m_work = std::make_unique<QTemporaryDir>();
        QVERIFY(m_home->isValid() && m_work->isValid());
        m_lake = work(QStringLiteral("lake/lake.sqlite"));
    }

    // Issue 22: --sort orders by what a column shows; --hidden lists what
    // was forgotten or marked invalid, and invalidate --undo brings it back.
    void listSortsAndShowsTheHidden()
    {
        QStringList ids;
        for (const QString &text : {QStringLiteral("first"), QStringLiteral("second"), QStringLiteral("third")}) {
            const Run r = tarn({QStringLiteral("remember"), text, QStringLiteral("--source"), QStringLiteral("chat")}, m_lake);
            QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
            ids << r.text();
        }
        QStringList newestFirst(ids.crbegin(), ids.crend());
        QCOMPARE(idsOf(tarn({QStringLiteral("list"), QStringLiteral("--json")}, m_lake).array()), newestFirst);
        QCOMPARE(idsOf(tarn({QStringLiteral("list"), QStringLiteral("--sort=when"), QStringLiteral("--json")}, m_lake).array()), ids);
        QCOMPARE(idsOf(tarn({QStringLiteral("list"), QStringLiteral("--sort"), QStringLiteral("-when"), QStringLiteral("--json")},
                            m_lake).array()),
                 newestFirst);
        const Run bad = tarn({QStringLiteral("list"), QStringLiteral("--sort=content")}, m_lake);
        QVERIFY(bad.exitCode != 0);
        QVERIFY2(bad.err.contains("--sort must be"), qPrintable(bad.describe()));

        QCOMPARE(tarn({QStringLiteral("invalidate"), ids.at(1)}, m_lake).exitCode, 0);
        QCOMPARE(idsOf(tarn({QStringLiteral("list"), QStringLiteral("--hidden"), QStringLiteral("--json")}, m_lake).array()),
                 QStringList{ids.at(1)});
        const Run undo = tarn({QStringLiteral("invalidate"), QStringLiteral("--undo"), ids.at(1)}, m_lake);
        QVERIFY2(undo.exitCode == 0, qPrintable(undo.describe()));
        QVERIFY(tarn({QStringLiteral("list"), QStringLiteral("--hidden"), QStringLiteral("--json")}, m_lake).array().isEmpty());
        QCOMPARE(idsOf(tarn({QStringLiteral("list"), QStringLiteral("--json")}, m_lake).array()), newestFirst);
    }

    void rememberShowList()
    {
        const Run r = tarn({QStringLiteral("remember"), QStringLiteral("Red Tarn in June"), QStringLiteral("--source"),
                            QStringLiteral("chat"), QStringLiteral("--tag"), QStringLiteral("t")},
                           m_lake);
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        const QString id = r.text();
        QVERIFY2(isId(id), qPrintable(r.describe()));

        const Run show = tarn({QStringLiteral("show"), id, QStringLiteral("--json")}, m_lake);
        QVERIFY2(show.exitCode == 0, qPrintable(show.describe()));
        QJsonParseError err;
        QJsonDocument::fromJson(show.out, &err);
        QCOMPARE(err.error, QJsonParseError::NoError);
        const QJsonObject o = show.json();
        QCOMPARE(o.value(QStringLiteral("id")).toString(), id);
        QCOMPARE(o.value(QStringLiteral("content")).toString(), QStringLiteral("Red Tarn in June"));
        QCOMPARE(o.value(QStringLiteral("source")).toString(), QStringLiteral("chat"));
        QCOMPARE(o.value(QStringLiteral("tags")).toArray(), QJsonArray{QStringLiteral("t")});
        QVERIFY(o.value(QStringLiteral("expires_at")).isNull()); // authored sticks
        QVERIFY(ms(o.value(QStringLiteral("observed_at"))) > 0);

        const Run list = tarn({QStringLiteral("list"), QStringLiteral("--json")}, m_lake);
        QVERIFY2(list.exitCode == 0, qPrintable(list.describe()));
        QCOMPARE(idsOf(list.array()), QStringList{id});
        QCOMPARE(list.array().at(0).toObject().value(QStringLiteral("content")).toString(), QStringLiteral("Red Tarn in June"));

        // The human forms.
        const Run human = tarn({QStringLiteral("show"), id}, m_lake);
        QVERIFY(human.out.contains("Red Tarn in June"));
        QVERIFY(human.out.contains("sticks"));
        QVERIFY(tarn({QStringLiteral("list")}, m_lake).out.contains(id.toUtf8()));
        // Filters.
        QCOMPARE(tarn({QStringLiteral("list"), QStringLiteral("--tag"), QStringLiteral("t"), QStringLiteral("--json")}, m_lake).array().size(), 1);
        QCOMPARE(tarn({QStringLiteral("list"), QStringLiteral("--tag"), QStringLiteral("u"), QStringLiteral("--json")}, m_lake).array().size(), 0);

        // --lake beat TARN_LAKE: nothing was written there.
        QVERIFY(!QFileInfo::exists(envLake()));
        QVERIFY(QFileInfo::exists(m_lake));
    }

    void tarnLakeIsUsedWhenLakeIsNotGiven()
    {
        const Run r = tarn({QStringLiteral("remember"), QStringLiteral("into the env lake")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY(QFileInfo::exists(envLake()));
        const QString other = remember(QStringLiteral("into the --lake lake"));
        QCOMPARE(idsOf(tarn({QStringLiteral("list"), QStringLiteral("--json")}).array()), QStringList{r.text()});
        QCOMPARE(idsOf(tarn({QStringLiteral("list"), QStringLiteral("--json")}, m_lake).array()), QStringList{other});
        // --lake may come before the command too.
        const Run before = tarn({QStringLiteral("--lake"), m_lake, QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(idsOf(before.array()), QStringList{other});
    }

    void observedDeltasWiltAndShowUp()
    {
        const QString chat = remember(QStringLiteral("authored, sticks"), {QStringLiteral("--source"), QStringLiteral("chat")});
        const QString feed = remember(QStringLiteral("A feed item"), {QStringLiteral("--source"), QStringLiteral("rss:test"),
                                                                      QStringLiteral("--kind"), QStringLiteral("observation")});
        QVERIFY(isId(chat) && isId(feed));

        const QJsonObject f = tarn({QStringLiteral("show"), feed, QStringLiteral("--json")}, m_lake).json();
        QCOMPARE(ms(f.value(QStringLiteral("expires_at"))) - ms(f.value(QStringLiteral("observed_at"))), 30 * kDay);

        const Run observed = tarn({QStringLiteral("list"), QStringLiteral("--observed"), QStringLiteral("--json")}, m_lake);
        QVERIFY2(observed.exitCode == 0, qPrintable(observed.describe()));
        QCOMPARE(idsOf(observed.array()), QStringList{feed});
        QCOMPARE(idsOf(tarn({QStringLiteral("list"), QStringLiteral("--authored"), QStringLiteral("--json")}, m_lake).array()),
                 QStringList{chat});
        QVERIFY(tarn({QStringLiteral("list"), QStringLiteral("--observed")}, m_lake).out.contains(feed.toUtf8()));
        // 30 d = 720 h: within 800 hours, not within 700.
        QCOMPARE(idsOf(tarn({QStringLiteral("list"), QStringLiteral("--expiring"), QStringLiteral("800"), QStringLiteral("--json")}, m_lake).array()),
                 QStringList{feed});
        QCOMPARE(tarn({QStringLiteral("list"), QStringLiteral("--expiring"), QStringLiteral("700"), QStringLiteral("--json")}, m_lake).array().size(), 0);
        // A source family: rss matches rss:test.
        QCOMPARE(idsOf(tarn({QStringLiteral("list"), QStringLiteral("--source"), QStringLiteral("rss"), QStringLiteral("--json")}, m_lake).array()),
                 QStringList{feed});
        QCOMPARE(tarn({QStringLiteral("list"), QStringLiteral("--expiring"), QStringLiteral("soon")}, m_lake).exitCode, 2);
    }

    void affirmWritesAnEngagement()
    {
        const QString target = remember(QStringLiteral("A feed item worth keeping"), {QStringLiteral("--source"), QStringLiteral("rss:test")});
        const QJsonObject before = tarn({QStringLiteral("show"), target, QStringLiteral("--json")}, m_lake).json();

        const Run affirm = tarn({QStringLiteral("affirm"), target, QStringLiteral("--reason"), QStringLiteral("R")}, m_lake);
        QVERIFY2(affirm.exitCode == 0, qPrintable(affirm.describe()));
        const QString engagement = affirm.text();
        QVERIFY2(isId(engagement), qPrintable(affirm.describe()));
        QVERIFY(engagement != target);

        const QJsonObject after = tarn({QStringLiteral("show"), target, QStringLiteral("--json")}, m_lake).json();
        const QJsonArray engagements = after.value(QStringLiteral("engagements")).toArray();
        QCOMPARE(engagements.size(), 1);
        const QJsonObject e = engagements.at(0).toObject();
        QCOMPARE(e.value(QStringLiteral("id")).toString(), engagement);
        QCOMPARE(e.value(QStringLiteral("source")).toString(), QStringLiteral("tarn-engagement"));
        QVERIFY(e.value(QStringLiteral("tags")).toArray().contains(QStringLiteral("affirms:") + target));
        QVERIFY(e.value(QStringLiteral("content")).toString().contains(QStringLiteral("A feed item worth keeping")));
        QVERIFY(e.value(QStringLiteral("expires_at")).isNull());
        // The target itself is untouched and still wilts.
        QJsonObject untouched = after;
        untouched.remove(QStringLiteral("engagements"));
        QJsonObject was = before;
        was.remove(QStringLiteral("engagements"));
        QCOMPARE(untouched, was);
        QVERIFY(!after.value(QStringLiteral("expires_at")).isNull());

        // refute and reply work alike.
        QCOMPARE(tarn({QStringLiteral("refute"), target, QStringLiteral("--reason"), QStringLiteral("no")}, m_lake).exitCode, 0);
        QCOMPARE(tarn({QStringLiteral("reply"), target, QStringLiteral("--reason"), QStringLiteral("hm")}, m_lake).exitCode, 0);
        QCOMPARE(tarn({QStringLiteral("show"), target, QStringLiteral("--json")}, m_lake).json().value(QStringLiteral("engagements")).toArray().size(), 3);
        // Usage errors and a missing target.
        QCOMPARE(tarn({QStringLiteral("affirm"), target}, m_lake).exitCode, 2); // --reason is required
        const Run missing = tarn({QStringLiteral("affirm"), QStringLiteral("000000000001"), QStringLiteral("--reason"), QStringLiteral("x")}, m_lake);
        QCOMPARE(missing.exitCode, 3);
        QVERIFY(missing.err.contains("000000000001"));
        QCOMPARE(tarn({QStringLiteral("show"), QStringLiteral("000000000001")}, m_lake).exitCode, 3);
        QCOMPARE(tarn({QStringLiteral("show"), QStringLiteral("nothex")}, m_lake).exitCode, 2);
    }

    void statsJson()
    {
        remember(QStringLiteral("hello"), {QStringLiteral("--source"), QStringLiteral("chat")});
        const QString feed = remember(QStringLiteral("an item"), {QStringLiteral("--source"), QStringLiteral("rss:test")});
        const Run r = tarn({QStringLiteral("stats"), QStringLiteral("--json")}, m_lake);
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        const QJsonObject s = r.json();
        for (const char *key : {"total", "authored", "observed", "per_source", "per_decay_class", "expired_pending_prune", "next_expiry"})
            QVERIFY2(s.contains(QString::fromLatin1(key)), key);
        QCOMPARE(s.value(QStringLiteral("total")).toInt(), 2);
        QCOMPARE(s.value(QStringLiteral("authored")).toInt(), 1);
        QCOMPARE(s.value(QStringLiteral("observed")).toInt(), 1);
        QCOMPARE(s.value(QStringLiteral("expired_pending_prune")).toInt(), 0);
        const QJsonObject item = tarn({QStringLiteral("show"), feed, QStringLiteral("--json")}, m_lake).json();
        QCOMPARE(s.value(QStringLiteral("next_expiry")).toString(), item.value(QStringLiteral("expires_at")).toString());
        QMap<QString, int> perSource;
        for (const QJsonValue &v : s.value(QStringLiteral("per_source")).toArray())
            perSource.insert(v.toObject().value(QStringLiteral("source")).toString(), v.toObject().value(QStringLiteral("count")).toInt());
        QCOMPARE(perSource.value(QStringLiteral("chat")), 1);
        QCOMPARE(perSource.value(QStringLiteral("rss:test")), 1);
        QVERIFY(s.value(QStringLiteral("per_decay_class")).isObject());
        int classed = 0;
        const QJsonObject classes = s.value(QStringLiteral("per_decay_class")).toObject();
        for (auto it = classes.begin(); it != classes.end(); ++it)
            classed += it.value().toInt();
        QCOMPARE(classed, 2);
        // The human form names the same things.
        const Run human = tarn({QStringLiteral("stats")}, m_lake);
        QVERIFY(human.out.contains("Expired (pending prune)"));
        QVERIFY(human.out.contains("rss:test"));
        // An empty lake says so helpfully.
        const Run empty = tarn({QStringLiteral("stats")}, work(QStringLiteral("empty/lake.sqlite")));
        QCOMPARE(empty.exitCode, 0);
        QVERIFY(empty.out.contains("empty"));
    }

    void pruneDryRunThenPrune()
    {
        remember(QStringLiteral("sticks"));
        // An already expired item, restored through import.
        const QByteArray line = QByteArray(R"({"id":"0000000000e1","content":"expired feed item","source":"rss:old",)")
            + R"("observed_at":"2020-01-01T00:00:00.000Z","expires_at":"2020-01-31T00:00:00.000Z"})" + "\n";
        QCOMPARE(tarn({QStringLiteral("import"), QStringLiteral("-")}, m_lake, line).exitCode, 0);
        QCOMPARE(tarn({QStringLiteral("stats"), QStringLiteral("--json")}, m_lake).json().value(QStringLiteral("expired_pending_prune")).toInt(), 1);
        const QByteArray before = tarn({QStringLiteral("export")}, m_lake).out;

        const Run dry = tarn({QStringLiteral("prune"), QStringLiteral("--dry-run"), QStringLiteral("--json")}, m_lake);
        QVERIFY2(dry.exitCode == 0, qPrintable(dry.describe()));
        QCOMPARE(dry.json().value(QStringLiteral("dry_run")).toBool(), true);
        QCOMPARE(dry.json().value(QStringLiteral("would_reap")).toInt(), 1);
        QCOMPARE(tarn({QStringLiteral("export")}, m_lake).out, before); // wrote nothing

        const Run prune = tarn({QStringLiteral("prune"), QStringLiteral("--json")}, m_lake);
        QVERIFY2(prune.exitCode == 0, qPrintable(prune.describe()));
        QCOMPARE(prune.json().value(QStringLiteral("reaped")).toInt(), 1);
        const QJsonObject s = tarn({QStringLiteral("stats"), QStringLiteral("--json")}, m_lake).json();
        QCOMPARE(s.value(QStringLiteral("total")).toInt(), 1);
        QCOMPARE(s.value(QStringLiteral("expired_pending_prune")).toInt(), 0);
        QCOMPARE(tarn({QStringLiteral("prune"), QStringLiteral("--soft")}, m_lake).exitCode, 0);
        // Faster halving would delete facts before their shown deadline (issue 19 §2).
        const Run fast = tarn({QStringLiteral("prune"), QStringLiteral("--soft"), QStringLiteral("--decay-interval"), QStringLiteral("5")}, m_lake);
        QCOMPARE(fast.exitCode, 2);
        QVERIFY2(fast.err.contains("at least 60 minutes"), qPrintable(fast.describe()));
        QCOMPARE(tarn({QStringLiteral("backfill-decay"), QStringLiteral("--json")}, m_lake).exitCode, 0);
        // The audit log exports as JSONL and records the reap.
        const Run audit = tarn({QStringLiteral("export"), QStringLiteral("--audit")}, m_lake);
        QCOMPARE(audit.exitCode, 0);
        QStringList ops;
        for (const QByteArray &l : audit.out.trimmed().split('\n'))
            ops << QJsonDocument::fromJson(l).object().value(QStringLiteral("op")).toString();
        QVERIFY2(ops.contains(QStringLiteral("reap")), qPrintable(ops.join(u',')));
        QVERIFY(ops.contains(QStringLiteral("migrate")));
    }

    void exportImportRoundTrip()
    {
        QCOMPARE(tarn({QStringLiteral("demo")}, m_lake).exitCode, 0);
        const QString file = work(QStringLiteral("export.jsonl"));
        const Run exp = tarn({QStringLiteral("export"), file}, m_lake);
        QVERIFY2(exp.exitCode == 0, qPrintable(exp.describe()));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray fileData = f.readAll();
        QVERIFY(fileData.count('\n') > 100);
        // Standard output carries the same lines.
        const QByteArray original = tarn({QStringLiteral("export")}, m_lake).out;
        QCOMPARE(original, fileData);

        const QString other = work(QStringLiteral("other/lake.sqlite"));
        const Run imp = tarn({QStringLiteral("import"), file, QStringLiteral("--json")}, other);
        QVERIFY2(imp.exitCode == 0, qPrintable(imp.describe()));
        QCOMPARE(imp.json().value(QStringLiteral("imported")).toInt(), fileData.count('\n'));
        QCOMPARE(tarn({QStringLiteral("export")}, other).out, original);
        QCOMPARE(tarn({QStringLiteral("stats"), QStringLiteral("--json")}, other).json().value(QStringLiteral("total")),
                 tarn({QStringLiteral("stats"), QStringLiteral("--json")}, m_lake).json().value(QStringLiteral("total")));
        // Importing the same file again is refused: the ids are taken.
        const Run again = tarn({QStringLiteral("import"), file}, other);
        QCOMPARE(again.exitCode, 2);
        QVERIFY2(again.err.contains("line 1"), again.err.constData());
        QCOMPARE(tarn({QStringLiteral("export")}, other).out, original);
    }

    void badImportLineChangesNothing()
    {
        const QString target = work(QStringLiteral("target/lake.sqlite"));
        remember(QStringLiteral("already in the target"), {}, target);
        const QByteArray before = tarn({QStringLiteral("export")}, target).out;
        QCOMPARE(before.count('\n'), 1);

        const QString bad = work(QStringLiteral("bad.jsonl"));
        QVERIFY(writeFile(bad, QByteArray(R"({"content":"fine","source":"chat"})") + "\n"
                                   + R"({"content":"fine too","source":"vault"})" + "\n"
                                   + R"({"content":"bad","source":"chat","kind":"gossip"})" + "\n"
                                   + R"({"content":"fine again","source":"rss:x"})" + "\n"
                                   + R"({"content":"and the last","source":"chat"})" + "\n"));
        const Run failed = tarn({QStringLiteral("import"), bad}, target);
        QVERIFY(failed.exitCode != 0);
        QCOMPARE(failed.exitCode, 2);
        QVERIFY2(failed.err.contains("line 3"), failed.err.constData());
        QVERIFY2(failed.err.contains("kind"), failed.err.constData());
        QVERIFY2(failed.err.contains("gossip"), failed.err.constData());
        QCOMPARE(tarn({QStringLiteral("export")}, target).out, before);

        // A file that does not exist is a clear error too, and writes nothing.
        const Run missing = tarn({QStringLiteral("import"), work(QStringLiteral("nope.jsonl"))}, target);
        QVERIFY(missing.exitCode != 0);
        QVERIFY(missing.err.contains("nope.jsonl"));
        QCOMPARE(tarn({QStringLiteral("export")}, target).out, before);
        // Standard input works.
        QCOMPARE(tarn({QStringLiteral("import"), QStringLiteral("-")}, target, R"({"content":"piped","source":"chat"})" "\n").exitCode, 0);
        QCOMPARE(tarn({QStringLiteral("export")}, target).out.count('\n'), 2);
    }

    void badInputAndUsage()
    {
        const Run kind = tarn({QStringLiteral("remember"), QStringLiteral("x"), QStringLiteral("--kind"), QStringLiteral("gossip")}, m_lake);
        QCOMPARE(kind.exitCode, 2);
        QVERIFY2(kind.err.contains("gossip"), kind.err.constData());
        QVERIFY2(kind.err.contains("kind"), kind.err.constData());
        QVERIFY(kind.out.isEmpty());
        const Run tag = tarn({QStringLiteral("remember"), QStringLiteral("x"), QStringLiteral("--tag"), QStringLiteral("two words")}, m_lake);
        QCOMPARE(tag.exitCode, 2);
        QVERIFY(tag.err.contains("tag"));
        const Run source = tarn({QStringLiteral("remember"), QStringLiteral("x"), QStringLiteral("--source"), QStringLiteral("Bad Source")}, m_lake);
        QCOMPARE(source.exitCode, 2);
        QVERIFY(source.err.contains("source"));
        QCOMPARE(tarn({QStringLiteral("remember")}, m_lake).exitCode, 2);
        // Nothing was written by any of them.
        QCOMPARE(tarn({QStringLiteral("list"), QStringLiteral("--json")}, m_lake).array().size(), 0);

        const Run unknown = tarn({QStringLiteral("frobnicate")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("frobnicate"));
        QCOMPARE(tarn({QStringLiteral("list"), QStringLiteral("--no-such-option")}, m_lake).exitCode, 2);
        QCOMPARE(tarn({QStringLiteral("list"), QStringLiteral("--limit"), QStringLiteral("zero")}, m_lake).exitCode, 2);

        const Run help = tarn({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        for (const char *cmd : {"remember", "list", "show", "stats", "prune", "affirm", "import", "export", "demo", "source"})
            QVERIFY2(help.out.contains(cmd), cmd);
        const Run listHelp = tarn({QStringLiteral("list"), QStringLiteral("--help")});
        QCOMPARE(listHelp.exitCode, 0);
        QVERIFY2(listHelp.out.contains("Usage: tarn list"), listHelp.out.constData());
        QVERIFY(listHelp.out.contains("--expiring"));
        // `tarn help` reads the same command table as --help and dispatch.
        const Run overview = tarn({QStringLiteral("help")});
        QCOMPARE(overview.exitCode, 0);
        QCOMPARE(overview.text().section(QStringLiteral("Commands:"), 1), help.text().section(QStringLiteral("Commands:"), 1));
        const Run helpList = tarn({QStringLiteral("help"), QStringLiteral("list")});
        QCOMPARE(helpList.exitCode, 0);
        QCOMPARE(helpList.out, listHelp.out);
        QCOMPARE(tarn({QStringLiteral("help"), QStringLiteral("frobnicate")}).exitCode, 2);
        const Run version = tarn({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QVERIFY2(QRegularExpression(QStringLiteral("^tarn \\d+\\.\\d+")).match(version.text()).hasMatch(), version.out.constData());
        // --help and --version never create a lake.
        QVERIFY(!QFileInfo::exists(envLake()));
    }

    // `tarn lake password` keeps a server lake's password in the keychain;
    // what it cannot keep is refused before the keychain is asked (its
    // round trip through a real keychain is in tst_keychain_integration).
    void lakePasswordRefusesWhatItCannotKeep()
    {
        const Run file = tarn({QStringLiteral("lake"), QStringLiteral("password")}, m_lake);
        QCOMPARE(file.exitCode, 2);
        QVERIFY2(file.err.contains("is a lake file"), file.err.constData());
        const Run empty = tarn({QStringLiteral("lake"), QStringLiteral("password"), QStringLiteral("postgresql://anna@db.home.arpa/lake")},
                               {}, QByteArray("\n"));
        QCOMPARE(empty.exitCode, 2);
        QVERIFY2(empty.err.contains("no password given"), empty.err.constData());
        QVERIFY2(empty.err.contains("--forget"), empty.err.constData());
        QCOMPARE(tarn({QStringLiteral("lake"), QStringLiteral("frobnicate")}).exitCode, 2);
        QCOMPARE(tarn({QStringLiteral("lake"), QStringLiteral("password"), QStringLiteral("mysql://anna@db/lake")}).exitCode, 2);
        const Run help = tarn({QStringLiteral("lake"), QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.contains("--forget"), help.out.constData());
        QVERIFY(!QFileInfo::exists(m_lake)); // nothing opened a lake
    }

    // A password typed into an address is used, never repeated: not in a
    // refusal, not in `tarn serve`'s log.
    void aTypedPasswordIsNeverShown()
    {
        const Run r = tarn({QStringLiteral("stats")}, QStringLiteral("postgresql://anna:s3cret@127.0.0.1:1/lake"));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("cannot reach the lake at postgresql://anna@127.0.0.1:1/lake"), r.err.constData());
        QVERIFY2(!r.err.contains("s3cret") && !r.out.contains("s3cret"), qPrintable(r.describe()));
    }

    void logsStayOffACommandsOutput()
    {
        // Creating a lake, writing and reading it are logged by the rooms
        // (tarn.store, ...) at info level; a command's stdout and stderr
        // carry only its own output.
        const Run r = tarn({QStringLiteral("remember"), QStringLiteral("quiet, please")}, m_lake);
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY2(isId(r.text()), qPrintable(r.describe()));
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const Run stats = tarn({QStringLiteral("stats"), QStringLiteral("--json")}, m_lake);
        QCOMPARE(stats.exitCode, 0);
        QVERIFY2(stats.err.isEmpty(), stats.err.constData());
        QCOMPARE(stats.json().value(QStringLiteral("total")).toInt(), 1);
    }

    void serveLogsWhatItDoes()
    {
        // `tarn serve` turns the rooms' info lines on: what a person running
        // a server wants to see, on stderr; stdout keeps its banner.
        QProcess serve;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_home->path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home->filePath(QStringLiteral("config")));
        env.remove(QStringLiteral("QT_LOGGING_RULES"));
        serve.setProcessEnvironment(env);
        serve.start(QStringLiteral(TARN_BINARY), {QStringLiteral("serve"), QStringLiteral("--port"), QStringLiteral("0"),
                                                  QStringLiteral("--lake"), m_lake});
        QVERIFY(serve.waitForStarted(30000));
        QByteArray err;
        QDeadlineTimer deadline(120000);
        while (!err.contains("tarn.lifecycle: reap:") && !deadline.hasExpired() && serve.state() == QProcess::Running) {
            serve.waitForReadyRead(200);
            err += serve.readAllStandardError();
        }
        serve.terminate();
        QVERIFY(serve.waitForFinished(30000));
        err += serve.readAllStandardError();
        const QByteArray out = serve.readAllStandardOutput();
        for (const char *line : {"tarn.store: opened the lake ", "tarn.api: listening on 127.0.0.1:",
                                 "tarn.lifecycle: the scheduler reaps every 5 min", "tarn.lifecycle: reap: removed 0"})
            QVERIFY2(err.contains(line), err.constData());
        QVERIFY2(out.contains("Tarn is serving") && !out.contains("tarn."), out.constData());
    }

    void demoWithLake()
    {
        const QString demo = work(QStringLiteral("demo/lake.sqlite"));
        const Run r = tarn({QStringLiteral("demo")}, demo);
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        const Run stats = tarn({QStringLiteral("stats"), QStringLiteral("--json")}, demo);
        QVERIFY2(stats.exitCode == 0, qPrintable(stats.describe()));
        const QJsonObject s = stats.json();
        QVERIFY2(s.value(QStringLiteral("total")).toInt() > 100, qPrintable(stats.describe()));
        QVERIFY(s.value(QStringLiteral("authored")).toInt() > 0);
        QVERIFY(s.value(QStringLiteral("observed")).toInt() > 0);
        QVERIFY(!s.value(QStringLiteral("next_expiry")).isNull());
        QStringList sources;
        for (const QJsonValue &v : s.value(QStringLiteral("per_source")).toArray())
            sources << v.toObject().value(QStringLiteral("source")).toString();
        for (const char *src : {"chat", "vault", "sysinfo", "heartbeat", "browser", "tarn-engagement", "home-assistant"})
            QVERIFY2(sources.contains(QString::fromLatin1(src)), src);
        QVERIFY2(sources.filter(QRegularExpression(QStringLiteral("^rss:"))).size() >= 3, qPrintable(sources.join(u',')));
        // Expiries spread over minutes to weeks.
        const QJsonArray soon = tarn({QStringLiteral("list"), QStringLiteral("--expiring"), QStringLiteral("1"),
                                      QStringLiteral("--json"), QStringLiteral("--limit"), QStringLiteral("1000")}, demo).array();
        const QJsonArray weeks = tarn({QStringLiteral("list"), QStringLiteral("--observed"), QStringLiteral("--json"),
                                       QStringLiteral("--limit"), QStringLiteral("1000")}, demo).array();
        QVERIFY(soon.size() > 0);
        qint64 latest = 0;
        for (const QJsonValue &v : weeks)
            latest = std::max(latest, ms(v.toObject().value(QStringLiteral("expires_at"))));
        QVERIFY(latest - QDateTime::currentMSecsSinceEpoch() > 7 * kDay);
        // The demo only fills an empty lake.
        QCOMPARE(tarn({QStringLiteral("demo")}, demo).exitCode, 2);
        QCOMPARE(tarn({QStringLiteral("stats"), QStringLiteral("--json")}, demo).json().value(QStringLiteral("total")),
                 s.value(QStringLiteral("total")));
    }

    void demoWithoutLakeUsesItsOwnLake()
    {
        const Run r = tarn({QStringLiteral("demo"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        const QString path = r.json().value(QStringLiteral("lake")).toString();
        QVERIFY2(path.startsWith(dataHome() + u'/'), qPrintable(path));
        QVERIFY(QFileInfo::exists(path));
        QVERIFY(!QFileInfo::exists(envLake()));
        // Everything it wrote is under XDG_DATA_HOME.
        const QStringList files = filesUnder(m_home->path());
        QVERIFY(!files.isEmpty());
        for (const QString &f : files)
            QVERIFY2(f.startsWith(dataHome() + u'/'), qPrintable(f));
        QVERIFY(r.json().value(QStringLiteral("deltas")).toInt() > 100);
        // A second run starts the demo lake afresh instead of refusing.
        const Run again = tarn({QStringLiteral("demo"), QStringLiteral("--json")});
        QVERIFY2(again.exitCode == 0, qPrintable(again.describe()));
        QCOMPARE(again.json().value(QStringLiteral("deltas")), r.json().value(QStringLiteral("deltas")));
        QVERIFY(!QFileInfo::exists(envLake()));
        // A real lake with deltas is never a demo target.
        remember(QStringLiteral("mine"));
        QCOMPARE(tarn({QStringLiteral("demo")}, m_lake).exitCode, 2);
        QCOMPARE(tarn({QStringLiteral("list"), QStringLiteral("--json")}, m_lake).array().size(), 1);
    }

    void sourceSettings()
    {
        const QString item = remember(QStringLiteral("item"), {QStringLiteral("--source"), QStringLiteral("rss:x")});
        const QString chat = remember(QStringLiteral("a chat turn"), {QStringLiteral("--source"), QStringLiteral("chat")});
        const QJsonObject before = tarn({QStringLiteral("show"), item, QStringLiteral("--json")}, m_lake).json();
        QCOMPARE(ms(before.value(QStringLiteral("expires_at"))) - ms(before.value(QStringLiteral("observed_at"))), 30 * kDay);

        // Without --yes and without a terminal, re-timing is refused, not assumed.
        QCOMPARE(tarn({QStringLiteral("source"), QStringLiteral("set"), QStringLiteral("rss"), QStringLiteral("--expiry-days"),
                       QStringLiteral("3"), QStringLiteral("--retime")}, m_lake).exitCode, 1);
        QCOMPARE(tarn({QStringLiteral("show"), item, QStringLiteral("--json")}, m_lake).json().value(QStringLiteral("expires_at")),
                 before.value(QStringLiteral("expires_at")));

        const Run set = tarn({QStringLiteral("source"), QStringLiteral("set"), QStringLiteral("rss"), QStringLiteral("--expiry-days"),
                              QStringLiteral("7"), QStringLiteral("--retime"), QStringLiteral("--yes"), QStringLiteral("--json")}, m_lake);
        QVERIFY2(set.exitCode == 0, qPrintable(set.describe()));
        QCOMPARE(set.json().value(QStringLiteral("retimed")).toInt(), 1);
        QVERIFY2(set.err.contains("1 unexpired"), set.err.constData()); // the dry-run count comes first
        const QJsonObject after = tarn({QStringLiteral("show"), item, QStringLiteral("--json")}, m_lake).json();
        QCOMPARE(ms(after.value(QStringLiteral("expires_at"))) - ms(after.value(QStringLiteral("observed_at"))), 7 * kDay);
        QCOMPARE(after.value(QStringLiteral("content")), before.value(QStringLiteral("content")));
        // Authored deltas are not re-timed.
        QVERIFY(tarn({QStringLiteral("show"), chat, QStringLiteral("--json")}, m_lake).json().value(QStringLiteral("expires_at")).isNull());
        // New rss deltas follow the new setting.
        const QString fresh = remember(QStringLiteral("newer item"), {QStringLiteral("--source"), QStringLiteral("rss:y")});
        const QJsonObject f = tarn({QStringLiteral("show"), fresh, QStringLiteral("--json")}, m_lake).json();
        QCOMPARE(ms(f.value(QStringLiteral("expires_at"))) - ms(f.value(QStringLiteral("observed_at"))), 7 * kDay);

        // rss may not be kept forever.
        const Run never = tarn({QStringLiteral("source"), QStringLiteral("set"), QStringLiteral("rss"), QStringLiteral("--never")}, m_lake);
        QCOMPARE(never.exitCode, 2);
        QVERIFY2(never.err.contains("never") || never.err.contains("forever"), never.err.constData());
        QVERIFY(!tarn({QStringLiteral("show"), item, QStringLiteral("--json")}, m_lake).json().value(QStringLiteral("expires_at")).isNull());

        const Run list = tarn({QStringLiteral("source"), QStringLiteral("list"), QStringLiteral("--json")}, m_lake);
        QCOMPARE(list.exitCode, 0);
        bool found = false;
        for (const QJsonValue &v : list.json().value(QStringLiteral("sources")).toArray())
            if (v.toObject().value(QStringLiteral("source")).toString() == u"rss") {
                found = true;
                QCOMPARE(v.toObject().value(QStringLiteral("expiry_days")).toDouble(), 7.0);
                QCOMPARE(v.toObject().value(QStringLiteral("allow_never")).toBool(), false);
            }
        QVERIFY(found);
        // The change is an audited policy change.
        const Run audit = tarn({QStringLiteral("export"), QStringLiteral("--audit")}, m_lake);
        QVERIFY(audit.out.contains("\"op\":\"policy-change\""));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
