// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The German translation: the compiled tarn_de.qm answers for the window, the
// CLI and the core (whose Q_DECLARE_TR_FUNCTIONS contexts must match what
// lupdate extracted), plurals pick their German form, the tarn executable
// speaks German when the environment asks for it, and tarn_de.ts itself is
// complete and keeps every placeholder, accelerator and HTML tag.

#include "Delta.h"
#include "DeltaValidation.h"
#include "Lake.h"
#include "TarnError.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace tarn;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs tarn in a throw-away home so no real lake is touched; LANGUAGE is
// dropped because it would outrank LC_ALL for the UI language.
Run runTarn(const QTemporaryDir &home, const QString &locale, const QStringList &args)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("LANGUAGE"));
    env.insert(QStringLiteral("LANG"), locale);
    env.insert(QStringLiteral("LC_ALL"), locale);
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("TARN_LAKE"), home.filePath(QStringLiteral("lake.sqlite")));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(TARN_BINARY), args);
    Run r;
    if (!p.waitForFinished(60000))
        return r;
    r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%L?(?:[0-9]+|n)"));
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();)
        out << it.next().captured();
    out.sort();
    return out;
}

QStringList htmlTags(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("</?[a-z0-9]+"));
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();)
        out << it.next().captured();
    out.sort();
    return out;
}

bool hasAccelerator(QString text)
{
    text.remove(QStringLiteral("&&"));
    static const QRegularExpression re(QStringLiteral("&\\S"));
    return re.match(text).hasMatch();
}

struct TsMessage
{
    QString context;
    QString source;
    QStringList forms; // one translation, or the numerus forms
    bool unfinished = false;
};

QList<TsMessage> readTs(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<TsMessage> out;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"name") {
            context = xml.readElementText();
        } else if (xml.name() == u"message") {
            current = TsMessage{context, {}, {}, false};
        } else if (xml.name() == u"source") {
            current.source = xml.readElementText();
        } else if (xml.name() == u"translation") {
            current.unfinished = !xml.attributes().value(QStringLiteral("type")).isEmpty();
            // Either plain text (possibly in several chunks) or <numerusform>
            // children with indentation between them.
            QString plain;
            while (!xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    plain += xml.text();
                else if (xml.isStartElement() && xml.name() == u"numerusform")
                    current.forms << xml.readElementText();
                else if (xml.isEndElement() && xml.name() == u"translation")
                    break;
            }
            if (current.forms.isEmpty() && !plain.trimmed().isEmpty())
                current.forms << plain;
            out << current;
        }
    }
    return xml.hasError() ? QList<TsMessage>{} : out;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void windowCliAndCoreStrings();
    void pluralsTakeTheGermanForm();
    void coreErrorsSpeakGerman();
    void cliHelpFollowsTheLocale();
    void cliErrorsFollowTheLocale();
    void tsFileIsCompleteAndConsistent();

private:
    QTranslator m_german;
};

void TestTranslations::initTestCase()
{
    QVERIFY2(m_german.load(QStringLiteral(TARN_DE_QM)), TARN_DE_QM);
    QVERIFY(QCoreApplication::installTranslator(&m_german));
}

void TestTranslations::cleanupTestCase()
{
    QCoreApplication::removeTranslator(&m_german);
}

void TestTranslations::windowCliAndCoreStrings()
{
    QCOMPARE(QCoreApplication::translate("tarn::ui::MainWindow", "&File"), QStringLiteral("&Datei"));
    QCOMPARE(QCoreApplication::translate("tarn::ui::TrayIcon", "&Sweep now"), QStringLiteral("Jetzt &aufräumen"));
    QCOMPARE(QCoreApplication::translate("Cli", "Commands:"), QStringLiteral("Befehle:"));
    QCOMPARE(QCoreApplication::translate("Cli", "wilts in %1").arg(QStringLiteral("3 h")),
             QStringLiteral("welkt in 3 h"));
    QCOMPARE(QCoreApplication::translate("tarn::SourceRegistry", "Pair codes"), QStringLiteral("Kopplungscodes"));
    QCOMPARE(QCoreApplication::translate("Lake", "no lake at %1"), QStringLiteral("kein See unter %1"));
}

void TestTranslations::pluralsTakeTheGermanForm()
{
    QCOMPARE(QCoreApplication::translate("Cli", "Would reap %n expired deltas.", nullptr, 1),
             QStringLiteral("Würde 1 abgelaufenes Delta entfernen."));
    QCOMPARE(QCoreApplication::translate("Cli", "Would reap %n expired deltas.", nullptr, 3),
             QStringLiteral("Würde 3 abgelaufene Deltas entfernen."));
    QCOMPARE(QCoreApplication::translate("tarn::ui::TrayIcon", "Reaper removed %Ln observations", nullptr, 2),
             QStringLiteral("Der Aufräumer hat 2 Beobachtungen entfernt"));
    QCOMPARE(QCoreApplication::translate("tarn::ui::TrayIcon", "Reaper removed %Ln observations", nullptr, 1),
             QStringLiteral("Der Aufräumer hat 1 Beobachtung entfernt"));
    // %Ln writes the number as the German locale does.
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(QCoreApplication::translate("tarn::ui::TrayIcon", "Reaper removed %Ln observations", nullptr, 32100),
             QStringLiteral("Der Aufräumer hat 32.100 Beobachtungen entfernt"));
    QLocale::setDefault(before);
}

void TestTranslations::coreErrorsSpeakGerman()
{
    // Through the real code: the contexts the core's tr structs use must be
    // the ones lupdate extracted.
    Delta empty;
    empty.source = QStringLiteral("chat");
    try {
        DeltaValidation::validate(empty);
        QFAIL("an empty delta was accepted");
    } catch (const TarnError &e) {
        QCOMPARE(e.message(), QStringLiteral("content darf nicht leer sein"));
    }

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString missing = dir.filePath(QStringLiteral("nowhere.sqlite"));
    OpenOptions options;
    options.create = false;
    Lake lake;
    try {
        lake.open(missing, options);
        QFAIL("a missing lake was opened");
    } catch (const TarnError &e) {
        QCOMPARE(e.message(), QStringLiteral("kein See unter %1").arg(missing));
    }
}

void TestTranslations::cliHelpFollowsTheLocale()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    // Debian may not have de_DE generated; Qt reads the variables itself.
    const Run german = runTarn(home, QStringLiteral("de_DE.UTF-8"), {QStringLiteral("--help")});
    QCOMPARE(german.exitCode, 0);
    QVERIFY2(german.out.contains(QStringLiteral("Befehle:")), qPrintable(german.out));
    QVERIFY2(german.out.contains(QStringLiteral("Maschinenlesbare Ausgabe.")), qPrintable(german.out));
    QVERIFY2(german.out.contains(QStringLiteral("Deltas auflisten, neueste zuerst")), qPrintable(german.out));
    // Qt's own help lines come from qtbase's German catalogue.
    QVERIFY2(german.out.contains(QStringLiteral("Optionen:")), qPrintable(german.out));

    const Run english = runTarn(home, QStringLiteral("C.UTF-8"), {QStringLiteral("--help")});
    QCOMPARE(english.exitCode, 0);
    QVERIFY2(english.out.contains(QStringLiteral("Commands:")), qPrintable(english.out));
    QVERIFY(!english.out.contains(QStringLiteral("Befehle:")));
}

void TestTranslations::cliErrorsFollowTheLocale()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const Run bad = runTarn(home, QStringLiteral("de_DE.UTF-8"), {QStringLiteral("show"), QStringLiteral("zzz")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QStringLiteral("„zzz“ ist keine Delta-ID")), qPrintable(bad.err));

    const Run remembered = runTarn(home, QStringLiteral("de_DE.UTF-8"),
                                   {QStringLiteral("remember"), QStringLiteral("etwas Behaltenswertes")});
    QCOMPARE(remembered.exitCode, 0);
    const Run stats = runTarn(home, QStringLiteral("de_DE.UTF-8"), {QStringLiteral("stats")});
    QCOMPARE(stats.exitCode, 0);
    QVERIFY2(stats.out.contains(QStringLiteral("Deltas: 1 (1 verfasst, bleibend; 0 beobachtet, welkend)")),
             qPrintable(stats.out));
}

void TestTranslations::tsFileIsCompleteAndConsistent()
{
    const QList<TsMessage> messages = readTs(QStringLiteral(TARN_DE_TS));
    QVERIFY2(messages.size() > 500, "tarn_de.ts could not be read");
    QStringList problems;
    for (const TsMessage &m : messages) {
        const QString where = m.context + QStringLiteral(": ") + m.source;
        if (m.unfinished || m.forms.isEmpty()) {
            problems << QStringLiteral("untranslated  ") + where;
            continue;
        }
        for (const QString &form : m.forms) {
            if (placeholders(form) != placeholders(m.source))
                problems << QStringLiteral("placeholders  ") + where + QStringLiteral(" => ") + form;
            if (htmlTags(form) != htmlTags(m.source))
                problems << QStringLiteral("html          ") + where + QStringLiteral(" => ") + form;
            if (hasAccelerator(form) != hasAccelerator(m.source))
                problems << QStringLiteral("accelerator   ") + where + QStringLiteral(" => ") + form;
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
