// The tarn executable as a person (or a script) uses it: real processes, a
// temporary lake, exit codes and --json output.

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    QJsonArray array() const { return QJsonDocument::fromJson(out).array(); }
};

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    QString m_lake;

    Run tarn(QStringList args, const QString &lake = {}, const QByteArray &stdinData = {})
    {
        if (!lake.isNull())
            args << QStringLiteral("--lake") << lake;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        // The person's real lake is never touched: every default path points
        // into a temporary home, and TARN_LAKE names a lake --lake must beat.
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("TARN_LAKE"), m_home.filePath(QStringLiteral("env-lake/lake.sqlite")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(TARN_BINARY), args);
        if (!stdinData.isNull())
            p.write(stdinData);
        p.closeWriteChannel();
        if (!p.waitForFinished(60000))
            qFatal("tarn did not finish");
        return Run{p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
    }

private Q_SLOTS:
    void init() { m_lake = m_home.filePath(QStringLiteral("lake-%1/lake.sqlite").arg(QString::fromLatin1(QTest::currentTestFunction()))); }

    void rememberShowList()
    {
        const Run r = tarn({QStringLiteral("remember"), QStringLiteral("Red Tarn in June"), QStringLiteral("--tag"), QStringLiteral("hiking")}, m_lake);
        QCOMPARE(r.exitCode, 0);
        const QString id = QString::fromUtf8(r.out.trimmed());
        QVERIFY2(QRegularExpression(QStringLiteral("^[0-9a-f]{12}$")).match(id).hasMatch(), r.out.constData());
        const Run show = tarn({QStringLiteral("show"), id, QStringLiteral("--json")}, m_lake);
        QCOMPARE(show.exitCode, 0);
        QCOMPARE(show.json().value(QStringLiteral("content")).toString(), QStringLiteral("Red Tarn in June"));
        QVERIFY(show.json().value(QStringLiteral("expires_at")).isNull());
        const Run list = tarn({QStringLiteral("list"), QStringLiteral("--json")}, m_lake);
        QCOMPARE(list.array().size(), 1);
        QCOMPARE(list.array().at(0).toObject().value(QStringLiteral("id")).toString(), id);
        const Run human = tarn({QStringLiteral("show"), id}, m_lake);
        QVERIFY(human.out.contains("sticks (authored)"));
        // --lake beat TARN_LAKE: nothing was written there.
        QVERIFY(!QFile::exists(m_home.filePath(QStringLiteral("env-lake/lake.sqlite"))));
    }

    void observedDeltasWiltAndEngagementsStick()
    {
        const QString id = QString::fromUtf8(tarn({QStringLiteral("remember"), QStringLiteral("A feed item"), QStringLiteral("--source"),
                                                   QStringLiteral("rss:test"), QStringLiteral("--kind"), QStringLiteral("observation")},
                                                  m_lake).out.trimmed());
        QCOMPARE(tarn({QStringLiteral("list"), QStringLiteral("--observed"), QStringLiteral("--json")}, m_lake).array().size(), 1);
        QCOMPARE(tarn({QStringLiteral("list"), QStringLiteral("--expiring"), QStringLiteral("700"), QStringLiteral("--json")}, m_lake).array().size(), 0);
        QCOMPARE(tarn({QStringLiteral("list"), QStringLiteral("--expiring"), QStringLiteral("721"), QStringLiteral("--json")}, m_lake).array().size(), 1);
        const Run affirm = tarn({QStringLiteral("affirm"), id, QStringLiteral("--reason"), QStringLiteral("worth keeping")}, m_lake);
        QCOMPARE(affirm.exitCode, 0);
        const QString engagement = QString::fromUtf8(affirm.out.trimmed());
        const QJsonObject target = tarn({QStringLiteral("show"), id, QStringLiteral("--json")}, m_lake).json();
        QCOMPARE(target.value(QStringLiteral("engagements")).toArray().size(), 1);
        QCOMPARE(target.value(QStringLiteral("engagements")).toArray().at(0).toObject().value(QStringLiteral("id")).toString(), engagement);
        QVERIFY(!target.value(QStringLiteral("expires_at")).isNull());
        QCOMPARE(tarn({QStringLiteral("affirm"), id}, m_lake).exitCode, 2); // --reason is required
        QCOMPARE(tarn({QStringLiteral("refute"), QStringLiteral("000000000001"), QStringLiteral("--reason"), QStringLiteral("x")}, m_lake).exitCode, 3);
    }

    void statsAndPrune()
    {
        tarn({QStringLiteral("remember"), QStringLiteral("hello")}, m_lake);
        const QJsonObject s = tarn({QStringLiteral("stats"), QStringLiteral("--json")}, m_lake).json();
        for (const char *key : {"total", "authored", "observed", "expired_pending_prune", "next_expiry", "per_source", "per_decay_class"})
            QVERIFY2(s.contains(QString::fromLatin1(key)), key);
        QCOMPARE(s.value(QStringLiteral("total")).toInt(), 1);
        const Run dry = tarn({QStringLiteral("prune"), QStringLiteral("--dry-run"), QStringLiteral("--json")}, m_lake);
        QCOMPARE(dry.exitCode, 0);
        QCOMPARE(dry.json().value(QStringLiteral("would_reap")).toInt(), 0);
        QCOMPARE(tarn({QStringLiteral("prune")}, m_lake).exitCode, 0);
        QCOMPARE(tarn({QStringLiteral("prune"), QStringLiteral("--soft")}, m_lake).exitCode, 0);
        QCOMPARE(tarn({QStringLiteral("backfill-decay"), QStringLiteral("--json")}, m_lake).exitCode, 0);
    }

    void exportImportRoundTripAndBadLine()
    {
        QCOMPARE(tarn({QStringLiteral("demo")}, m_lake).exitCode, 0);
        const QString file = m_home.filePath(QStringLiteral("export.jsonl"));
        QCOMPARE(tarn({QStringLiteral("export"), file}, m_lake).exitCode, 0);
        const QString other = m_home.filePath(QStringLiteral("other/lake.sqlite"));
        const Run imp = tarn({QStringLiteral("import"), file}, other);
        QCOMPARE(imp.exitCode, 0);
        QCOMPARE(tarn({QStringLiteral("export")}, other).out, tarn({QStringLiteral("export")}, m_lake).out);

        const QString bad = m_home.filePath(QStringLiteral("bad.jsonl"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"content":"fine","source":"chat"})" "\n");
        f.write(R"({"content":"fine too","source":"vault"})" "\n");
        f.write(R"({"content":"bad","source":"chat","kind":"gossip"})" "\n");
        f.close();
        const QByteArray before = tarn({QStringLiteral("export")}, other).out;
        const Run failed = tarn({QStringLiteral("import"), bad}, other);
        QCOMPARE(failed.exitCode, 2);
        QVERIFY2(failed.err.contains("line 3"), failed.err.constData());
        QVERIFY(failed.err.contains("kind"));
        QCOMPARE(tarn({QStringLiteral("export")}, other).out, before);
        // Standard input works too.
        QCOMPARE(tarn({QStringLiteral("import"), QStringLiteral("-")}, other, R"({"content":"piped","source":"chat"})" "\n").exitCode, 0);
    }

    void badInputAndUsage()
    {
        const Run kind = tarn({QStringLiteral("remember"), QStringLiteral("x"), QStringLiteral("--kind"), QStringLiteral("gossip")}, m_lake);
        QCOMPARE(kind.exitCode, 2);
        QVERIFY(kind.err.contains("gossip"));
        QCOMPARE(tarn({QStringLiteral("frobnicate")}).exitCode, 2);
        QCOMPARE(tarn({QStringLiteral("list"), QStringLiteral("--limit"), QStringLiteral("zero")}, m_lake).exitCode, 2);
        QCOMPARE(tarn({QStringLiteral("show"), QStringLiteral("nothex")}, m_lake).exitCode, 2);
        const Run help = tarn({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("remember"));
        QVERIFY(tarn({QStringLiteral("list"), QStringLiteral("--help")}).out.contains("Usage: tarn list"));
        const Run version = tarn({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith("tarn "));
    }

    void demoFillsItsOwnLake()
    {
        const Run r = tarn({QStringLiteral("demo"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QString path = r.json().value(QStringLiteral("lake")).toString();
        QVERIFY2(path.startsWith(m_home.filePath(QStringLiteral("data"))), qPrintable(path));
        QVERIFY(!QFile::exists(m_home.filePath(QStringLiteral("env-lake/lake.sqlite"))));
        const QJsonObject s = tarn({QStringLiteral("stats"), QStringLiteral("--json")}, path).json();
        QVERIFY(s.value(QStringLiteral("total")).toInt() > 100);
        QStringList sources;
        for (const QJsonValue &v : s.value(QStringLiteral("per_source")).toArray())
            sources << v.toObject().value(QStringLiteral("source")).toString();
        for (const char *src : {"chat", "vault", "sysinfo", "heartbeat", "browser", "tarn-engagement", "home-assistant"})
            QVERIFY2(sources.contains(QString::fromLatin1(src)), src);
        QVERIFY(sources.filter(QRegularExpression(QStringLiteral("^rss:"))).size() >= 3);
        // A second run starts the demo lake afresh; a real lake with deltas is refused.
        QCOMPARE(tarn({QStringLiteral("demo")}).exitCode, 0);
        tarn({QStringLiteral("remember"), QStringLiteral("mine")}, m_lake);
        QCOMPARE(tarn({QStringLiteral("demo")}, m_lake).exitCode, 2);
    }

    void sourceSettings()
    {
        tarn({QStringLiteral("remember"), QStringLiteral("item"), QStringLiteral("--source"), QStringLiteral("rss:x")}, m_lake);
        const Run set = tarn({QStringLiteral("source"), QStringLiteral("set"), QStringLiteral("rss"), QStringLiteral("--expiry-days"),
                              QStringLiteral("7"), QStringLiteral("--retime"), QStringLiteral("--yes"), QStringLiteral("--json")}, m_lake);
        QCOMPARE(set.exitCode, 0);
        QCOMPARE(set.json().value(QStringLiteral("retimed")).toInt(), 1);
        QVERIFY(set.err.contains("1 unexpired"));
        // Without --yes and without a terminal, re-timing is refused, not assumed.
        QCOMPARE(tarn({QStringLiteral("source"), QStringLiteral("set"), QStringLiteral("rss"), QStringLiteral("--expiry-days"),
                       QStringLiteral("3"), QStringLiteral("--retime")}, m_lake).exitCode, 1);
        const Run never = tarn({QStringLiteral("source"), QStringLiteral("set"), QStringLiteral("rss"), QStringLiteral("--never")}, m_lake);
        QCOMPARE(never.exitCode, 2);
        QVERIFY(never.err.contains("forever") || never.err.contains("never"));
        const Run list = tarn({QStringLiteral("source"), QStringLiteral("list"), QStringLiteral("--json")}, m_lake);
        bool found = false;
        for (const QJsonValue &v : list.array())
            if (v.toObject().value(QStringLiteral("source")).toString() == u"rss") {
                found = true;
                QCOMPARE(v.toObject().value(QStringLiteral("expiry_days")).toDouble(), 7.0);
            }
        QVERIFY(found);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
