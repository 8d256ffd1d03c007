// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The .deb: CPack builds it from this build tree (when it is missing or older
// than what goes into it), its control fields name the Qt 6, QtKeychain and
// SQLite runtime packages, it carries every file a desktop install needs and
// those validate, tarn runs from an extracted copy on a new lake and prefers
// its installed translations, and on CI (root, CI=true) it installs with apt
// and purges without leaving a file behind.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <unistd.h>

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run run(const QString &program, const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
        int timeoutMs = 120000)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    Run r;
    if (!p.waitForStarted()) {
        r.err = program + QStringLiteral(": ") + p.errorString();
        return r;
    }
    p.closeWriteChannel();
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.err = program + QStringLiteral(": timed out");
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// A new lake: HOME and the XDG folders in home, nothing inherited that would
// point tarn elsewhere.
QProcessEnvironment freshHome(const QTemporaryDir &home, const QString &locale = QStringLiteral("C.UTF-8"))
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("LC_ALL"), locale);
    env.insert(QStringLiteral("LANG"), locale);
    env.remove(QStringLiteral("LANGUAGE"));
    env.remove(QStringLiteral("TARN_LAKE"));
    env.remove(QStringLiteral("TARN_DECAY_POLICIES"));
    return env;
}

const QString appId = QStringLiteral("io.github.tarn.tarn");

// What a desktop install needs, as dpkg-deb --contents names it.
QStringList expectedFiles()
{
    return QStringList{QStringLiteral("/usr/bin/tarn"),
            QStringLiteral("/usr/share/applications/") + appId + QStringLiteral(".desktop"),
            QStringLiteral("/usr/share/metainfo/") + appId + QStringLiteral(".metainfo.xml"),
            QStringLiteral("/usr/share/icons/hicolor/scalable/apps/tarn.svg"),
            QStringLiteral("/usr/share/tarn/translations/tarn_de.qm"),
            QStringLiteral("/usr/share/man/man1/tarn.1.gz"),
            QStringLiteral("/usr/lib/systemd/user/tarn.service"),
            QStringLiteral("/usr/share/doc/tarn/copyright"),
            QStringLiteral("/usr/share/doc/tarn/LICENSE"),
            QStringLiteral("/usr/share/doc/tarn/README.md")}
           // The word vectors, where the build had them to carry.
           + (QFileInfo::exists(QStringLiteral(TARN_WORD_VECTORS_FILE))
                  ? QStringList{QStringLiteral("/usr/share/tarn/word-vectors-en.tarnwv")}
                  : QStringList{});
}

// The runtime packages Depends must name (plugins included, which no linker
// sees: the SQLite driver and the SVG icon engine).
QStringList requiredDepends()
{
    return {QStringLiteral("libqt6core6"),    QStringLiteral("libqt6gui6"),        QStringLiteral("libqt6widgets6"),
            QStringLiteral("libqt6network6"), QStringLiteral("libqt6sql6"),        QStringLiteral("libqt6sql6-sqlite"),
            QStringLiteral("libqt6charts6"),  QStringLiteral("libqt6svg6"),
            QStringLiteral("libqt6keychain1"), QStringLiteral("libsqlite3-0"),     QStringLiteral("libc6"),
            QStringLiteral("libstdc++6")};
}

QDateTime newestInput()
{
    QDateTime newest = QFileInfo(QStringLiteral(TARN_BINARY)).lastModified();
    for (QDirIterator it(QStringLiteral(TARN_SOURCE_DIR "/packaging"), QDir::Files); it.hasNext();)
        newest = qMax(newest, it.nextFileInfo().lastModified());
    newest = qMax(newest, QFileInfo(QStringLiteral(TARN_BUILD_DIR "/app/tarn_de.qm")).lastModified());
    return newest;
}

QString findDeb()
{
    const QFileInfoList debs = QDir(QStringLiteral(TARN_BUILD_DIR))
                                   .entryInfoList({QStringLiteral("tarn_" TARN_VERSION "-*.deb")}, QDir::Files, QDir::Time);
    return debs.isEmpty() ? QString() : debs.first().absoluteFilePath();
}

QString dependsField(const QString &deb)
{
    return run(QStringLiteral("dpkg-deb"), {QStringLiteral("--field"), deb, QStringLiteral("Depends")}).out.trimmed();
}

// "libqt6core6 (>= 6.4.0), libc6 (>= 2.34)" -> {libqt6core6, libc6}
QStringList packageNames(const QString &field)
{
    QStringList names;
    for (const QString &part : field.split(u',', Qt::SkipEmptyParts))
        names << part.trimmed().section(u' ', 0, 0).section(u':', 0, 0);
    return names;
}

} // namespace

class TestPackage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void controlFieldsNameTheRuntimePackages();
    void dependsCoverEveryLinkedLibrary();
    void carriesEveryFileOfADesktopInstall();
    void metadataValidates();
    void manPageAndUnitAreSound();
    void runsFromTheExtractedFilesOnANewLake();
    void installedTranslationsWinOverTheEmbeddedOnes();
    void installsAndPurgesCleanlyOnCi();

private:
    QString m_deb;
    QTemporaryDir m_root;
    QStringList m_contents; // absolute paths of the files (not directories) in the .deb
};

void TestPackage::initTestCase()
{
    for (const QString &tool : {QStringLiteral("dpkg-deb"), QStringLiteral("appstreamcli"), QStringLiteral("desktop-file-validate"),
                                QStringLiteral("groff")}) {
        if (QStandardPaths::findExecutable(tool).isEmpty())
            QFAIL(qPrintable(tool + QStringLiteral(" is missing: install dpkg, appstream, desktop-file-utils and groff-base")));
    }
    QVERIFY(m_root.isValid());

    // Plain ctest must work: package the tree when the .deb is missing or stale.
    m_deb = findDeb();
    if (m_deb.isEmpty() || QFileInfo(m_deb).lastModified() < newestInput()) {
        qInfo("packaging: cpack -G DEB in %s", TARN_BUILD_DIR);
        QProcess cpack;
        cpack.setWorkingDirectory(QStringLiteral(TARN_BUILD_DIR));
        cpack.setProcessChannelMode(QProcess::MergedChannels);
        cpack.start(QStringLiteral(TARN_CPACK), {QStringLiteral("-G"), QStringLiteral("DEB")});
        QVERIFY(cpack.waitForFinished(500000));
        QVERIFY2(cpack.exitCode() == 0, cpack.readAll().constData());
        m_deb = findDeb();
    }
    QVERIFY2(!m_deb.isEmpty(), "no tarn_" TARN_VERSION "-*.deb in " TARN_BUILD_DIR);
    qInfo("package: %s", qPrintable(m_deb));

    const Run contents = run(QStringLiteral("dpkg-deb"), {QStringLiteral("--contents"), m_deb});
    QCOMPARE(contents.exitCode, 0);
    for (const QString &line : contents.out.split(u'\n', Qt::SkipEmptyParts)) {
        // "-rwxr-xr-x root/root 1234 2026-11-23 10:00 ./usr/bin/tarn"
        QVERIFY2(line.contains(QStringLiteral(" root/root ")), qPrintable(line));
        if (!line.startsWith(u'd'))
            m_contents << line.section(QStringLiteral(" ./"), 1).prepend(u'/');
    }

    const Run extract = run(QStringLiteral("dpkg-deb"), {QStringLiteral("-x"), m_deb, m_root.path()});
    QVERIFY2(extract.exitCode == 0, qPrintable(extract.err));
}

void TestPackage::controlFieldsNameTheRuntimePackages()
{
    const Run info = run(QStringLiteral("dpkg-deb"), {QStringLiteral("--info"), m_deb});
    QCOMPARE(info.exitCode, 0);
    qInfo("%s", qPrintable(info.out));
    QVERIFY(info.out.contains(QStringLiteral(" Package: tarn\n")));
    QVERIFY(info.out.contains(QStringLiteral(" Version: " TARN_VERSION "-")));
    for (const QString &field : {QStringLiteral("Maintainer"), QStringLiteral("Section"), QStringLiteral("Homepage"),
                                 QStringLiteral("Description")})
        QVERIFY2(info.out.contains(u' ' + field + QStringLiteral(": ")), qPrintable(field));

    const QStringList depends = packageNames(dependsField(m_deb));
    for (const QString &package : requiredDepends())
        QVERIFY2(depends.contains(package), qPrintable(package + QStringLiteral(" is not in Depends")));
    qInfo("Depends names all of %s", qPrintable(requiredDepends().join(QStringLiteral(", "))));
}

void TestPackage::dependsCoverEveryLinkedLibrary()
{
    // Every library tarn links directly (readelf's NEEDED) must come from a
    // package Depends names, or the hand-written list has fallen behind.
    const Run elf = run(QStringLiteral("readelf"), {QStringLiteral("-d"), QStringLiteral(TARN_BINARY)});
    if (elf.exitCode != 0)
        QSKIP("readelf (binutils) is not available");
    const Run ldd = run(QStringLiteral("ldd"), {QStringLiteral(TARN_BINARY)});
    QCOMPARE(ldd.exitCode, 0);
    const QStringList depends = packageNames(dependsField(m_deb));
    static const QRegularExpression needed(QStringLiteral("\\(NEEDED\\).*\\[(.+)\\]"));
    int checked = 0;
    for (auto it = needed.globalMatch(elf.out); it.hasNext();) {
        const QString soname = it.next().captured(1);
        const QRegularExpression resolved(QStringLiteral("^\\s*") + QRegularExpression::escape(soname)
                                          + QStringLiteral(" => (\\S+)"), QRegularExpression::MultilineOption);
        // The dynamic loader itself (NEEDED where code uses its TLS helper)
        // appears in ldd's output as a path with no "=>".
        const QRegularExpression loader(QStringLiteral("^\\s*(\\S*/") + QRegularExpression::escape(soname)
                                        + QStringLiteral(") \\("), QRegularExpression::MultilineOption);
        const QString viaArrow = resolved.match(ldd.out).captured(1);
        const QString path = viaArrow.isEmpty() ? loader.match(ldd.out).captured(1) : viaArrow;
        QVERIFY2(!path.isEmpty(), qPrintable(soname + QStringLiteral(" does not resolve")));
        // dpkg knows a library by the path its package ships, before or
        // after /usr merging.
        Run owner = run(QStringLiteral("dpkg"), {QStringLiteral("-S"), path});
        if (owner.exitCode != 0)
            owner = run(QStringLiteral("dpkg"), {QStringLiteral("-S"), QFileInfo(path).canonicalFilePath()});
        if (owner.exitCode != 0) {
            qInfo("%s (%s) belongs to no package here; not checked", qPrintable(soname), qPrintable(path));
            continue;
        }
        const QString package = owner.out.section(u':', 0, 0).trimmed();
        QVERIFY2(depends.contains(package), qPrintable(soname + QStringLiteral(" comes from ") + package
                                                       + QStringLiteral(", which Depends does not name")));
        ++checked;
    }
    QVERIFY(checked >= 5);
    qInfo("%d linked libraries all come from packages in Depends", checked);
}

void TestPackage::carriesEveryFileOfADesktopInstall()
{
    for (const QString &file : expectedFiles()) {
        QVERIFY2(m_contents.contains(file), qPrintable(file + QStringLiteral(" is not in the package")));
        QVERIFY2(QFileInfo::exists(m_root.path() + file), qPrintable(file));
    }
    for (const QString &file : std::as_const(m_contents))
        QVERIFY2(file.startsWith(QStringLiteral("/usr/")), qPrintable(file + QStringLiteral(" is outside /usr")));
    QVERIFY(QFileInfo(m_root.path() + QStringLiteral("/usr/bin/tarn")).isExecutable());
    qInfo("contents: %s", qPrintable(m_contents.join(QStringLiteral(" "))));
}

void TestPackage::metadataValidates()
{
    const QString metainfo = m_root.path() + QStringLiteral("/usr/share/metainfo/") + appId + QStringLiteral(".metainfo.xml");
    const Run validate = run(QStringLiteral("appstreamcli"),
                             {QStringLiteral("validate"), QStringLiteral("--no-net"), QStringLiteral("--pedantic"), metainfo});
    // Clean means no error, warning, info or pedantic line, not just exit 0.
    static const QRegularExpression issue(QStringLiteral("^[EWIP]: "), QRegularExpression::MultilineOption);
    QVERIFY2(validate.exitCode == 0 && !validate.out.contains(issue), qPrintable(validate.out + validate.err));
    qInfo("appstreamcli validate --no-net --pedantic: %s", qPrintable(validate.out.trimmed()));

    // The tree as installed: the metainfo, its desktop file and icon agree.
    const Run tree = run(QStringLiteral("appstreamcli"),
                         {QStringLiteral("validate-tree"), QStringLiteral("--no-net"), QStringLiteral("--pedantic"), m_root.path()});
    QVERIFY2(tree.exitCode == 0 && !tree.out.contains(issue), qPrintable(tree.out + tree.err));

    QFile file(metainfo);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString xml = QString::fromUtf8(file.readAll());
    QVERIFY(xml.contains(QStringLiteral("<launchable type=\"desktop-id\">") + appId + QStringLiteral(".desktop</launchable>")));
    QVERIFY2(xml.contains(QStringLiteral("<release version=\"" TARN_VERSION "\"")), "no release notes for this version");
    QVERIFY(xml.contains(QStringLiteral("<screenshot type=\"default\">")));
    // Tarn is GPL-3.0-or-later: the metainfo says so, and so does Debian's
    // machine-readable copyright file.
    QVERIFY(xml.contains(QStringLiteral("<project_license>GPL-3.0-or-later</project_license>")));
    QFile copyright(m_root.path() + QStringLiteral("/usr/share/doc/tarn/copyright"));
    QVERIFY(copyright.open(QIODevice::ReadOnly));
    const QString dep5 = QString::fromUtf8(copyright.readAll());
    QVERIFY(dep5.startsWith(QStringLiteral("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")));
    QVERIFY(dep5.contains(QStringLiteral("\nLicense: GPL-3.0-or-later\n")));

    const QString desktop = m_root.path() + QStringLiteral("/usr/share/applications/") + appId + QStringLiteral(".desktop");
    const Run desktopCheck = run(QStringLiteral("desktop-file-validate"), {desktop});
    QVERIFY2(desktopCheck.exitCode == 0 && desktopCheck.out.trimmed().isEmpty(), qPrintable(desktopCheck.out + desktopCheck.err));
    qInfo("desktop-file-validate: clean");
}

void TestPackage::manPageAndUnitAreSound()
{
    // groff -ww warns about anything doubtful; the page must render silently.
    QProcess unzip;
    QProcess groff;
    unzip.setStandardOutputProcess(&groff);
    unzip.start(QStringLiteral("gzip"), {QStringLiteral("-dc"), m_root.path() + QStringLiteral("/usr/share/man/man1/tarn.1.gz")});
    groff.start(QStringLiteral("groff"), {QStringLiteral("-man"), QStringLiteral("-Tutf8"), QStringLiteral("-ww")});
    QVERIFY(unzip.waitForFinished() && groff.waitForFinished());
    QCOMPARE(unzip.exitCode(), 0);
    QCOMPARE(groff.exitCode(), 0);
    const QString warnings = QString::fromUtf8(groff.readAllStandardError());
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings));
    // Plain text: without grotty's overstrikes (bold, underline) and colours.
    static const QRegularExpression emphasis(QStringLiteral(".\\x08|\\x1b\\[[0-9;]*m"));
    const QString page = QString::fromUtf8(groff.readAllStandardOutput()).remove(emphasis);
    // Every command tarn --help lists has its entry.
    const Run help = run(QStringLiteral(TARN_BINARY), {QStringLiteral("--help")}, QProcessEnvironment::systemEnvironment());
    const QString commands = help.out.section(QStringLiteral("Commands:"), 1);
    QVERIFY(!commands.isEmpty());
    int documented = 0;
    for (const QString &line : commands.split(u'\n', Qt::SkipEmptyParts)) {
        const QString command = line.trimmed().section(u' ', 0, 0);
        QVERIFY2(page.contains(QRegularExpression(QStringLiteral("\\b") + QRegularExpression::escape(command) + QStringLiteral("\\b"))),
                 qPrintable(command + QStringLiteral(" is not in tarn.1")));
        ++documented;
    }
    QVERIFY2(page.contains(QStringLiteral("Tarn " TARN_VERSION)), "tarn.1's .TH names another version");
    qInfo("tarn.1 renders without warnings and documents all %d commands", documented);

    QFile unit(m_root.path() + QStringLiteral("/usr/lib/systemd/user/tarn.service"));
    QVERIFY(unit.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(unit.readAll());
    QVERIFY(text.contains(QStringLiteral("\nExecStart=/usr/bin/tarn serve\n")));
    QVERIFY(text.contains(QStringLiteral("\nWantedBy=default.target\n")));
    qInfo("tarn.service starts tarn serve from /usr/bin for the user's default target");
}

void TestPackage::runsFromTheExtractedFilesOnANewLake()
{
    const QString tarn = m_root.path() + QStringLiteral("/usr/bin/tarn");
    QTemporaryDir home;
    const Run version = run(tarn, {QStringLiteral("--version")}, freshHome(home));
    QVERIFY2(version.exitCode == 0, qPrintable(version.err));
    QCOMPARE(version.out.trimmed(), QStringLiteral("tarn " TARN_VERSION));

    const Run stats = run(tarn, {QStringLiteral("stats")}, freshHome(home));
    QVERIFY2(stats.exitCode == 0, qPrintable(stats.err));
    QVERIFY2(stats.out.contains(QStringLiteral("Deltas: 0 ")), qPrintable(stats.out));
    // Without --lake or $TARN_LAKE the lake is made in the XDG data folder.
    QVERIFY(QFileInfo::exists(home.filePath(QStringLiteral("data/tarn/lake.sqlite"))));
    qInfo("extracted tarn: %s; stats on a new lake: exit 0", qPrintable(version.out.trimmed()));
}

void TestPackage::installedTranslationsWinOverTheEmbeddedOnes()
{
    const QString installed = m_root.path() + QStringLiteral("/usr/share/tarn/translations/tarn_de.qm");
    QTranslator translator;
    QVERIFY(translator.load(installed));
    QCOMPARE(translator.translate("Cli", "Next expiry: %1"), QStringLiteral("Nächster Ablauf: %1"));

    QTemporaryDir home;
    const QString tarn = m_root.path() + QStringLiteral("/usr/bin/tarn");
    const Run german = run(tarn, {QStringLiteral("stats")}, freshHome(home, QStringLiteral("de_DE.UTF-8")));
    QCOMPARE(german.exitCode, 0);
    QVERIFY2(german.out.contains(QStringLiteral("Nächster Ablauf: ")), qPrintable(german.out));

    // The embedded copy says the same, so prove the installed one is read:
    // beside a copy of the binary, a catalogue with a marked translation.
    QTemporaryDir alt;
    QVERIFY(QDir().mkpath(alt.filePath(QStringLiteral("usr/bin"))));
    QVERIFY(QDir().mkpath(alt.filePath(QStringLiteral("usr/share/tarn/translations"))));
    QVERIFY(QFile::copy(tarn, alt.filePath(QStringLiteral("usr/bin/tarn"))));
    QFile ts(alt.filePath(QStringLiteral("marked_de.ts")));
    QVERIFY(ts.open(QIODevice::WriteOnly));
    ts.write("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE TS>\n<TS version=\"2.1\" language=\"de_DE\">\n"
             "<context><name>Cli</name><message><source>Next expiry: %1</source>"
             "<translation>Installed catalogue: %1</translation></message></context>\n</TS>\n");
    ts.close();
    const Run lrelease = run(QStringLiteral(TARN_LRELEASE),
                             {ts.fileName(), QStringLiteral("-qm"), alt.filePath(QStringLiteral("usr/share/tarn/translations/tarn_de.qm"))});
    QVERIFY2(lrelease.exitCode == 0, qPrintable(lrelease.err));
    const Run marked = run(alt.filePath(QStringLiteral("usr/bin/tarn")), {QStringLiteral("stats")},
                           freshHome(home, QStringLiteral("de_DE.UTF-8")));
    QCOMPARE(marked.exitCode, 0);
    QVERIFY2(marked.out.contains(QStringLiteral("Installed catalogue: ")), qPrintable(marked.out));
    qInfo("the installed tarn_de.qm loads and is preferred over the embedded copy");
}

void TestPackage::installsAndPurgesCleanlyOnCi()
{
    if (geteuid() != 0 || qEnvironmentVariable("CI") != QStringLiteral("true"))
        QSKIP("installing into the system runs only on CI (as root with CI=true); the extracted copy was checked");
    if (run(QStringLiteral("dpkg-query"), {QStringLiteral("-W"), QStringLiteral("tarn")}).exitCode == 0)
        QSKIP("a tarn package is installed already; leaving it alone");

    QProcessEnvironment apt = QProcessEnvironment::systemEnvironment();
    apt.insert(QStringLiteral("DEBIAN_FRONTEND"), QStringLiteral("noninteractive"));
    const Run install = run(QStringLiteral("apt-get"),
                            {QStringLiteral("install"), QStringLiteral("-y"), QStringLiteral("--no-install-recommends"), m_deb}, apt, 500000);
    QVERIFY2(install.exitCode == 0, qPrintable(install.out + install.err));
    for (const QString &file : std::as_const(m_contents))
        QVERIFY2(QFileInfo::exists(file), qPrintable(file + QStringLiteral(" was not installed")));

    QTemporaryDir home;
    const Run version = run(QStringLiteral("/usr/bin/tarn"), {QStringLiteral("--version")}, freshHome(home));
    const Run stats = run(QStringLiteral("/usr/bin/tarn"), {QStringLiteral("stats")}, freshHome(home));
    const Run man = run(QStringLiteral("man"), {QStringLiteral("-w"), QStringLiteral("tarn")});
    // systemd's own reading of the unit, now that ExecStart and man:tarn(1) exist.
    const bool haveSystemd = !QStandardPaths::findExecutable(QStringLiteral("systemd-analyze")).isEmpty();
    const Run unit = haveSystemd ? run(QStringLiteral("systemd-analyze"),
                                       {QStringLiteral("verify"), QStringLiteral("/usr/lib/systemd/user/tarn.service")})
                                 : Run{0, {}, {}};

    // Purge before judging, so a failed check leaves no package behind.
    const Run purge = run(QStringLiteral("dpkg"), {QStringLiteral("--purge"), QStringLiteral("tarn")}, apt);
    QVERIFY2(purge.exitCode == 0, qPrintable(purge.out + purge.err));

    QCOMPARE(version.out.trimmed(), QStringLiteral("tarn " TARN_VERSION));
    QVERIFY2(stats.exitCode == 0 && stats.out.contains(QStringLiteral("Deltas: 0 ")), qPrintable(stats.out + stats.err));
    if (man.exitCode == 0)
        QCOMPARE(man.out.trimmed(), QStringLiteral("/usr/share/man/man1/tarn.1.gz"));
    QVERIFY2(unit.exitCode == 0 && unit.err.isEmpty(), qPrintable(unit.out + unit.err));
    for (const QString &file : std::as_const(m_contents))
        QVERIFY2(!QFileInfo::exists(file), qPrintable(file + QStringLiteral(" is left after dpkg --purge")));
    QVERIFY(!QFileInfo::exists(QStringLiteral("/usr/share/tarn")));
    QVERIFY(run(QStringLiteral("dpkg-query"), {QStringLiteral("-W"), QStringLiteral("tarn")}).exitCode != 0);
    qInfo("apt-get install, /usr/bin/tarn --version and stats, man -w tarn, %s, dpkg --purge: %lld files gone",
          haveSystemd ? "systemd-analyze verify" : "(no systemd-analyze)", qint64(m_contents.size()));
}

QTEST_GUILESS_MAIN(TestPackage)
#include "tst_package.moc"
