// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Preferences: defaults, the QSettings round trip, what is refused and why,
// and the dialog that edits them (OK stays disabled while invalid).

#include "Preferences.h"
#include "Autostart.h"
#include "PreferencesDialog.h"
#include "FakeEmbeddingServer.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTimer>
#include <QTest>

using tarn::ui::Preferences;
using tarn::ui::PreferencesDialog;
namespace Duration = tarn::Duration;

class TestUiPreferences : public QObject
{
    Q_OBJECT

private:
    static QSettings settings() { return QSettings(QSettings::UserScope, QStringLiteral("tarn"), QStringLiteral("tarn")); }
    static QPushButton *okButton(PreferencesDialog &dialog)
    {
        return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    }
    static void setLakePath(PreferencesDialog &dialog, const QString &path)
    {
        dialog.findChild<QLineEdit *>(QStringLiteral("lakePath"))->setText(path);
    }

private Q_SLOTS:
    void initTestCase()
    {
        // The person's own settings must stay untouched: Qt's test mode moves
        // QSettings' user folder to ~/.qttest.
        QStandardPaths::setTestModeEnabled(true);
        QSettings s = settings();
        QVERIFY2(s.fileName().contains(QStringLiteral(".qttest")), qPrintable(s.fileName()));
        s.clear();
    }

    void cleanup()
    {
        settings().clear();
        tarn::ui::Autostart::setEnabled(false);
    }

    void defaults()
    {
        const Preferences p;
        QCOMPARE(p.reapIntervalMs, 5 * Duration::Minute);
        QCOMPARE(p.decayIntervalMs, 60 * Duration::Minute);
        QVERIFY(p.lakePath.isEmpty());
        QVERIFY(!Preferences::whyInvalid(p));
        const tarn::SchedulerConfig config = p.schedulerConfig();
        QCOMPARE(config.reapIntervalMs, 5 * Duration::Minute);
        QCOMPARE(config.decayIntervalMs, 60 * Duration::Minute);
        QVERIFY(config.reapAtStart);
        // Nothing saved yet: the defaults.
        QCOMPARE(Preferences::load(), Preferences{});
    }

    // Closing, notifications and starting at login (issue 22): kept in the
    // config file, and start at login as an XDG autostart entry that starts
    // this Tarn in the tray.
    void desktopPreferencesRoundTripAndAutostart()
    {
        QVERIFY(!tarn::ui::Autostart::isEnabled());
        Preferences p;
        QVERIFY(p.closeToTray && p.notifications && !p.startAtLogin);
        p.closeToTray = false;
        p.notifications = false;
        p.startAtLogin = true;
        p.save();
        QCOMPARE(Preferences::load(), p);
        QVERIFY(tarn::ui::Autostart::entryPath().contains(QStringLiteral(".qttest"))); // not the person's own folder
        QFile entry(tarn::ui::Autostart::entryPath());
        QVERIFY(entry.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(entry.readAll());
        QVERIFY2(text.startsWith(QStringLiteral("[Desktop Entry]\n")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Exec=") + QCoreApplication::applicationFilePath() + QStringLiteral(" --hidden\n")),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Type=Application\n")));
        entry.close();

        // The dialog shows them and gives them back.
        PreferencesDialog dialog(p);
        QVERIFY(!dialog.findChild<QCheckBox *>(QStringLiteral("closeToTray"))->isChecked());
        QVERIFY(dialog.findChild<QCheckBox *>(QStringLiteral("startAtLogin"))->isChecked());
        dialog.findChild<QCheckBox *>(QStringLiteral("startAtLogin"))->setChecked(false);
        dialog.findChild<QCheckBox *>(QStringLiteral("sweepNotifications"))->setChecked(true);
        const Preferences edited = dialog.preferences();
        QVERIFY(!edited.startAtLogin && edited.notifications && !edited.closeToTray);
        edited.save();
        QVERIFY(!tarn::ui::Autostart::isEnabled());
        QCOMPARE(Preferences::load(), edited);
    }

    void saveLoadRoundTrip()
    {
        QTemporaryDir dir;
        Preferences p;
        p.reapIntervalMs = 15 * Duration::Minute;
        p.decayIntervalMs = 3 * Duration::Hour;
        p.lakePath = dir.filePath(QStringLiteral("lakes/mine.sqlite"));
        p.save();
        QCOMPARE(Preferences::load(), p);
        // Stored in whole minutes under the documented keys.
        const QSettings s = settings();
        QCOMPARE(s.value(QStringLiteral("scheduler/reapIntervalMinutes")).toInt(), 15);
        QCOMPARE(s.value(QStringLiteral("scheduler/decayIntervalMinutes")).toInt(), 180);
        QCOMPARE(s.value(QStringLiteral("lake/path")).toString(), p.lakePath);
        QCOMPARE(Preferences::load().schedulerConfig().decayIntervalMs, 3 * Duration::Hour);

        // Back to the default location: the key goes away.
        p.lakePath.clear();
        p.save();
        QVERIFY(!settings().contains(QStringLiteral("lake/path")));
        QCOMPARE(Preferences::load(), p);
    }

    void loadIgnoresNonsense()
    {
        {
            QSettings s = settings();
            s.setValue(QStringLiteral("scheduler/reapIntervalMinutes"), QStringLiteral("banana"));
            s.setValue(QStringLiteral("scheduler/decayIntervalMinutes"), 0);
        }
        const Preferences p = Preferences::load();
        QCOMPARE(p.reapIntervalMs, Preferences::kDefaultReapIntervalMs);
        QCOMPARE(p.decayIntervalMs, Preferences::kDefaultDecayIntervalMs);
    }

    void intervalsOutOfRangeAreRefused_data()
    {
        QTest::addColumn<qint64>("reap");
        QTest::addColumn<qint64>("decay");
        QTest::addColumn<QString>("reason"); // empty: accepted

        QTest::newRow("smallest") << Duration::Minute << 5 * Duration::Minute << QString();
        QTest::newRow("largest") << Duration::Day << 7 * Duration::Day << QString();
        QTest::newRow("reap zero") << qint64(0) << Duration::Hour << QStringLiteral("The reaper must run");
        QTest::newRow("reap negative") << -Duration::Minute << Duration::Hour << QStringLiteral("The reaper must run");
        QTest::newRow("reap 25 h") << 25 * Duration::Hour << Duration::Hour << QStringLiteral("The reaper must run");
        QTest::newRow("decay 4 min") << Duration::Minute << 4 * Duration::Minute << QStringLiteral("Soft decay must run");
        QTest::newRow("decay 8 d") << Duration::Minute << 8 * Duration::Day << QStringLiteral("Soft decay must run");
    }

    void intervalsOutOfRangeAreRefused()
    {
        QFETCH(qint64, reap);
        QFETCH(qint64, decay);
        QFETCH(QString, reason);
        Preferences p;
        p.reapIntervalMs = reap;
        p.decayIntervalMs = decay;
        const std::optional<QString> why = Preferences::whyInvalid(p);
        if (reason.isEmpty()) {
            QVERIFY2(!why, qPrintable(why.value_or(QString())));
        } else {
            QVERIFY(why);
            QVERIFY2(why->startsWith(reason), qPrintable(*why));
        }
    }

    void lakePathsAreChecked()
    {
        QTemporaryDir dir;
        QFile blocker(dir.filePath(QStringLiteral("plain-file")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();

        const auto why = [](const QString &path) { return Preferences::whyLakePathInvalid(path).value_or(QString()); };
        QCOMPARE(why(QString()), QString());
        QCOMPARE(why(QStringLiteral("   ")), QString());
        QCOMPARE(why(dir.filePath(QStringLiteral("lake.sqlite"))), QString());
        // A folder that does not exist yet is fine if it can be created ...
        const QString nested = dir.filePath(QStringLiteral("a/b/lake.sqlite"));
        QCOMPARE(why(nested), QString());
        // ... and checking it creates nothing.
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("a"))));

        QVERIFY(why(QStringLiteral("lake.sqlite")).contains(QStringLiteral("full path")));
        QVERIFY(why(dir.path()).contains(QStringLiteral("is a folder")));
        QVERIFY(why(dir.path() + u'/').contains(QStringLiteral("is a folder")));
        const QString underFile = why(blocker.fileName() + QStringLiteral("/sub/lake.sqlite"));
        QVERIFY2(underFile.contains(QStringLiteral("cannot be created")), qPrintable(underFile));
        QVERIFY2(underFile.contains(QStringLiteral("is a file")), qPrintable(underFile));

        // The whole preferences are refused for their lake path too.
        Preferences p;
        p.lakePath = QStringLiteral("relative/lake.sqlite");
        QVERIFY(Preferences::whyInvalid(p));
    }

    void unwritableFolderIsRefused()
    {
        QTemporaryDir dir;
        const QString locked = dir.filePath(QStringLiteral("locked"));
        QVERIFY(QDir().mkdir(locked));
        QVERIFY(QFile::setPermissions(locked, QFile::ReadOwner | QFile::ExeOwner));
        const auto unlock = qScopeGuard([&] { QFile::setPermissions(locked, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner); });
        if (QFileInfo(locked).isWritable())
            QSKIP("This user can write to read-only folders (root?): nothing to refuse");
        const QString inFolder = Preferences::whyLakePathInvalid(locked + QStringLiteral("/lake.sqlite")).value_or(QString());
        QVERIFY2(inFolder.contains(QStringLiteral("cannot write")), qPrintable(inFolder));
        const QString below = Preferences::whyLakePathInvalid(locked + QStringLiteral("/new/lake.sqlite")).value_or(QString());
        QVERIFY2(below.contains(QStringLiteral("is not writable")), qPrintable(below));
    }

    void dialogShowsCurrent()
    {
        QTemporaryDir dir;
        Preferences p;
        p.reapIntervalMs = 10 * Duration::Minute;
        p.decayIntervalMs = 3 * Duration::Hour;
        p.lakePath = dir.filePath(QStringLiteral("lake.sqlite"));
        PreferencesDialog dialog(p);
        QCOMPARE(dialog.preferences(), p);
        QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("reapMinutes"))->value(), 10);
        // Whole hours read as hours.
        QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("decayAmount"))->value(), 3);
        QCOMPARE(dialog.findChild<QComboBox *>(QStringLiteral("decayUnit"))->currentText(), QStringLiteral("hours"));
        QVERIFY(okButton(dialog)->isEnabled());
        QVERIFY(dialog.validationMessage().isEmpty());

        // 90 minutes stay exact in minutes.
        p.decayIntervalMs = 90 * Duration::Minute;
        PreferencesDialog minutes(p);
        QCOMPARE(minutes.findChild<QComboBox *>(QStringLiteral("decayUnit"))->currentText(), QStringLiteral("minutes"));
        QCOMPARE(minutes.preferences().decayIntervalMs, 90 * Duration::Minute);
    }

    void switchingUnitKeepsTheInterval()
    {
        Preferences p;
        p.decayIntervalMs = 120 * Duration::Minute; // shown as 2 hours
        PreferencesDialog dialog(p);
        auto *unit = dialog.findChild<QComboBox *>(QStringLiteral("decayUnit"));
        unit->setCurrentIndex(unit->findText(QStringLiteral("minutes")));
        QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("decayAmount"))->value(), 120);
        QCOMPARE(dialog.preferences().decayIntervalMs, 2 * Duration::Hour);
        unit->setCurrentIndex(unit->findText(QStringLiteral("hours")));
        QCOMPARE(dialog.preferences().decayIntervalMs, 2 * Duration::Hour);
    }

    void okDisabledWhileInvalid()
    {
        QTemporaryDir dir;
        PreferencesDialog dialog{Preferences{}};
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *row = dialog.findChild<QWidget *>(QStringLiteral("validationRow"));
        QVERIFY(okButton(dialog)->isEnabled());
        QVERIFY(!row->isVisible());

        setLakePath(dialog, QStringLiteral("not/absolute.sqlite"));
        QVERIFY(!okButton(dialog)->isEnabled());
        QVERIFY(dialog.validationMessage().contains(QStringLiteral("full path")));
        QVERIFY(row->isVisible());
        QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("validationMessage"))->text(), dialog.validationMessage());
        dialog.grab().save(QStringLiteral("/tmp/tray-preferences-invalid.png"));

        setLakePath(dialog, dir.filePath(QStringLiteral("lake.sqlite")));
        QVERIFY(okButton(dialog)->isEnabled());
        QVERIFY(dialog.validationMessage().isEmpty());
        QVERIFY(!row->isVisible());

        dialog.findChild<QSpinBox *>(QStringLiteral("reapMinutes"))->setValue(0);
        QVERIFY(!okButton(dialog)->isEnabled());
        QVERIFY(dialog.validationMessage().startsWith(QStringLiteral("The reaper must run")));
        dialog.findChild<QSpinBox *>(QStringLiteral("reapMinutes"))->setValue(2000); // over a day
        QVERIFY(!okButton(dialog)->isEnabled());
        dialog.findChild<QSpinBox *>(QStringLiteral("reapMinutes"))->setValue(30);
        QVERIFY(okButton(dialog)->isEnabled());
        QCOMPARE(dialog.preferences().reapIntervalMs, 30 * Duration::Minute);
    }

    void restoreDefaults()
    {
        QTemporaryDir dir;
        Preferences p;
        p.reapIntervalMs = 42 * Duration::Minute;
        p.decayIntervalMs = 6 * Duration::Hour;
        p.lakePath = QStringLiteral("nonsense");
        PreferencesDialog dialog(p);
        QVERIFY(!okButton(dialog)->isEnabled());
        dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::RestoreDefaults)->click();
        QCOMPARE(dialog.preferences(), Preferences{});
        QVERIFY(okButton(dialog)->isEnabled());
    }

    void memoryPageEditsTheKnobs()
    {
        Preferences p;
        p.memory.recallMaxItems = 9;
        p.memory.recallMaxChars = 3000;
        p.memory.minProfileConfidence = 0.55;
        p.memory.retentionDays = 30;
        p.memory.autoCapture = false;
        PreferencesDialog dialog(p);
        auto *items = dialog.findChild<QSpinBox *>(QStringLiteral("recallMaxItems"));
        auto *chars = dialog.findChild<QSpinBox *>(QStringLiteral("recallMaxChars"));
        auto *confidence = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("minProfileConfidence"));
        auto *retention = dialog.findChild<QSpinBox *>(QStringLiteral("retentionDays"));
        auto *capture = dialog.findChild<QCheckBox *>(QStringLiteral("autoCapture"));
        auto *recall = dialog.findChild<QCheckBox *>(QStringLiteral("autoRecall"));
        QVERIFY(items && chars && confidence && retention && capture && recall);
        QCOMPARE(items->value(), 9);
        QCOMPARE(chars->value(), 3000);
        QCOMPARE(confidence->value(), 0.55);
        QCOMPARE(retention->value(), 30);
        QVERIFY(!capture->isChecked());
        QVERIFY(recall->isChecked());
        QCOMPARE(dialog.preferences().memory, p.memory);
        // The spin boxes offer only what the settings accept.
        QCOMPARE(items->maximum(), 50);
        QCOMPARE(chars->minimum(), 200);
        QCOMPARE(retention->minimum(), 0);
        QCOMPARE(retention->specialValueText(), QStringLiteral("For ever"));
        retention->setValue(0);
        recall->setChecked(false);
        QVERIFY(!items->isEnabled()); // the bounds mean nothing without recall
        const Preferences edited = dialog.preferences();
        QCOMPARE(edited.memory.retentionDays, 0);
        QVERIFY(!edited.memory.autoRecall);
        QVERIFY(okButton(dialog)->isEnabled());

        // Saved under [memory], where `tarn config` reads it, and handed to the scheduler.
        edited.save();
        QCOMPARE(settings().value(QStringLiteral("memory/retention_days")).toInt(), 0);
        QCOMPARE(settings().value(QStringLiteral("memory/auto_recall")).toBool(), false);
        QCOMPARE(tarn::MemorySettings::load(), edited.memory);
        QCOMPARE(Preferences::load().memory, edited.memory);
        QCOMPARE(edited.schedulerConfig().memory, edited.memory);
        // Restore defaults brings the memory knobs back too.
        dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::RestoreDefaults)->click();
        QCOMPARE(dialog.preferences().memory, tarn::MemorySettings{});
    }

    // Recall by meaning (issue 20): the server, model and protocol, a
    // refusal for another computer, and a Test that asks without waiting.
    void memoryPageEmbeddingServer()
    {
        Preferences p;
        p.memory.embeddingUrl = QStringLiteral("http://127.0.0.1:11434");
        p.memory.embeddingModel = QStringLiteral("nomic-embed-text");
        p.memory.embeddingApi = QStringLiteral("openai");
        PreferencesDialog dialog(p);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *url = dialog.findChild<QLineEdit *>(QStringLiteral("embeddingUrl"));
        auto *model = dialog.findChild<QLineEdit *>(QStringLiteral("embeddingModel"));
        auto *api = dialog.findChild<QComboBox *>(QStringLiteral("embeddingApi"));
        auto *test = dialog.findChild<QPushButton *>(QStringLiteral("testEmbedding"));
        auto *result = dialog.findChild<QLabel *>(QStringLiteral("embeddingTestResult"));
        QVERIFY(url && model && api && test && result);
        QCOMPARE(url->text(), p.memory.embeddingUrl);
        QCOMPARE(model->text(), p.memory.embeddingModel);
        QCOMPARE(api->currentData().toString(), QStringLiteral("openai"));
        QCOMPARE(dialog.preferences().memory, p.memory);
        QCOMPARE(dialog.preferences().schedulerConfig().memory.embedding(), p.memory.embedding());

        url->setText(QStringLiteral("http://192.168.1.20:11434"));
        QVERIFY(!okButton(dialog)->isEnabled());
        QVERIFY(dialog.validationMessage().contains(QStringLiteral("loopback")));
        test->click();
        QVERIFY(result->text().contains(QStringLiteral("loopback")));

        tarn::test::FakeEmbeddingServer server;
        url->setText(server.baseUrl());
        api->setCurrentIndex(api->findData(QStringLiteral("ollama")));
        QVERIFY(okButton(dialog)->isEnabled());
        test->click();
        QVERIFY(!test->isEnabled()); // asking, and the window goes on
        // "vectors of 64", not the 64 a port number in "Asking http://127.0.0.1:36421…" may hold
        QTRY_VERIFY_WITH_TIMEOUT(result->text().contains(QStringLiteral("of 64")), 10000);
        QVERIFY(test->isEnabled());
        QCOMPARE(server.requests().constFirst().path, QByteArray("/api/embed"));
        server.setMode(tarn::test::FakeEmbeddingServer::Mode::Garbage);
        test->click();
        QTRY_VERIFY_WITH_TIMEOUT(result->text().contains(QStringLiteral("JSON")), 10000);
        url->clear();
        QVERIFY(okButton(dialog)->isEnabled()); // empty: off
        QVERIFY(!dialog.preferences().memory.embedding().enabled());
    }

    void labelsHaveBuddies()
    {
        PreferencesDialog dialog{Preferences{}};
        int buddies = 0;
        const QList<QLabel *> labels = dialog.findChildren<QLabel *>();
        for (const QLabel *label : labels) {
            if (label->text().contains(u'&')) {
                QVERIFY2(label->buddy(), qPrintable(label->text()));
                ++buddies;
            }
        }
        // reaper, soft decay, lake location, its password; recall items,
        // confidence, retention; embedding server, model, protocol
        QCOMPARE(buddies, 10);
    }

    // A lake on a server is a location too; a password never goes into
    // the config with it.
    void serverLocationsAreChecked()
    {
        const auto why = [](const QString &path) { return Preferences::whyLakePathInvalid(path).value_or(QString()); };
        QCOMPARE(why(QStringLiteral("postgresql://anna@db.home.arpa/lake")), QString());
        QCOMPARE(why(QStringLiteral("postgres://anna@db.home.arpa:6543/lake?sslmode=verify-full")), QString());
        const QString typed = why(QStringLiteral("postgresql://anna:s3cret@db.home.arpa/lake"));
        QVERIFY2(typed.contains(QStringLiteral("password field")), qPrintable(typed));
        QVERIFY(!typed.contains(QStringLiteral("s3cret")));
        const QString port = why(QStringLiteral("postgresql://anna@db.home.arpa:99999/lake"));
        QVERIFY2(port.startsWith(QStringLiteral("'postgresql://anna@db.home.arpa:99999/lake' is not a valid address")),
                 qPrintable(port));
        QVERIFY(why(QStringLiteral("postgresql://anna@db.home.arpa/")).contains(QStringLiteral("one database")));
        QVERIFY(why(QStringLiteral("postgresql://anna@db.home.arpa/lake?colour=blue")).contains(QStringLiteral("colour")));

        Preferences p;
        p.lakePath = QStringLiteral("postgresql://anna@db.home.arpa/lake?sslmode=require");
        p.save();
        QCOMPARE(Preferences::load().lakePath, p.lakePath);
        PreferencesDialog dialog(p);
        QCOMPARE(dialog.preferences().lakePath, p.lakePath); // not taken for a path with separators
    }

    // The lake group: its controls are named for assistive technology, the
    // password and "Test connection" are for a server, and an unencrypted
    // connection to another machine is said while it is chosen.
    void lakeControlsFollowTheLocation()
    {
        PreferencesDialog dialog{Preferences{}};
        auto *location = dialog.findChild<QLineEdit *>(QStringLiteral("lakePath"));
        auto *password = dialog.findChild<QLineEdit *>(QStringLiteral("lakePassword"));
        auto *test = dialog.findChild<QPushButton *>(QStringLiteral("testLakeConnection"));
        auto *note = dialog.findChild<QLabel *>(QStringLiteral("lakeEncryptionNote"));
        QVERIFY(location && password && test && note);
        QCOMPARE(location->accessibleName(), QStringLiteral("Lake location"));
        QCOMPARE(password->accessibleName(), QStringLiteral("Lake server password"));
        QCOMPARE(test->accessibleName(), QStringLiteral("Test the connection to the lake's server"));
        QCOMPARE(dialog.findChild<QPushButton *>(QStringLiteral("browseLake"))->accessibleName(), QStringLiteral("Choose a lake file"));
        QCOMPARE(password->echoMode(), QLineEdit::Password);

        // The default location, a file: nothing to log in to.
        QVERIFY(!password->isEnabled());
        QVERIFY(!test->isEnabled());
        QVERIFY(note->isHidden());

        location->setText(QStringLiteral("postgresql://anna@db.home.arpa/lake"));
        QVERIFY(password->isEnabled());
        QVERIFY(test->isEnabled());
        QVERIFY(!note->isHidden());
        QVERIFY2(note->text().contains(QStringLiteral("db.home.arpa")) && note->text().contains(QStringLiteral("sslmode=prefer")),
                 qPrintable(note->text()));
        QVERIFY(okButton(dialog)->isEnabled());
        password->setText(QStringLiteral("s3cret"));
        QCOMPARE(dialog.lakePassword(), QStringLiteral("s3cret"));
        // The preferences, which are saved to the config, never carry it.
        QCOMPARE(dialog.preferences().lakePath, QStringLiteral("postgresql://anna@db.home.arpa/lake"));

        location->setText(QStringLiteral("postgresql://anna@db.home.arpa/lake?sslmode=require"));
        QVERIFY(note->isHidden());
        location->setText(QStringLiteral("postgresql://anna@127.0.0.1/lake?sslmode=disable"));
        QVERIFY(note->isHidden()); // loopback: nothing travels
        location->setText(QStringLiteral("postgresql://anna@db.home.arpa:99999/lake"));
        QVERIFY(password->isEnabled());
        QVERIFY(!test->isEnabled()); // nothing to reach until it parses
        QVERIFY(!okButton(dialog)->isEnabled());

        QTemporaryDir dir;
        location->setText(dir.filePath(QStringLiteral("lake.sqlite")));
        QVERIFY(!password->isEnabled());
        QVERIFY(!test->isEnabled());
        QVERIFY(dialog.lakePassword().isEmpty()); // typed for a server, not for a file
    }

    // "Test connection" runs on a thread of its own: the window stays
    // responsive while a slow server makes up its mind. This "server"
    // accepts the connection and says nothing until the UI thread's event
    // loop closes it a second later, so a probe on the UI thread could
    // only end at libpq's 10 s connect timeout.
    void testConnectionRunsOffTheUiThread()
    {
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost));
        QList<QTcpSocket *> held;
        connect(&silent, &QTcpServer::newConnection, this, [&] {
            while (QTcpSocket *socket = silent.nextPendingConnection()) {
                held << socket;
                QTimer::singleShot(1000, socket, [socket] { socket->abort(); });
            }
        });
        PreferencesDialog dialog{Preferences{}};
        const QString address = QStringLiteral("postgresql://anna@127.0.0.1:%1/lake").arg(silent.serverPort());
        dialog.findChild<QLineEdit *>(QStringLiteral("lakePath"))->setText(address);
        auto *test = dialog.findChild<QPushButton *>(QStringLiteral("testLakeConnection"));
        auto *result = dialog.findChild<QLabel *>(QStringLiteral("lakeConnectionResult"));
        QSignalSpy tested(&dialog, &PreferencesDialog::connectionTested);
        QElapsedTimer clock;
        clock.start();
        test->click();
        QVERIFY2(clock.elapsed() < 500, "the click waited for the server");
        QVERIFY(!test->isEnabled()); // one probe at a time
        QCOMPARE(result->text(), QStringLiteral("Connecting…"));
        QVERIFY(tested.wait(8000));
        QVERIFY2(clock.elapsed() < 8000, "the probe ended only at the connect timeout");
        QCOMPARE(tested.constFirst().at(0).toBool(), false);
        const QString message = tested.constFirst().at(1).toString();
        QVERIFY2(message.contains(QStringLiteral("cannot reach the lake at ") + address), qPrintable(message));
        QCOMPARE(result->text(), message);
        QVERIFY(test->isEnabled());
        qDeleteAll(held);
    }

    void screenshot()
    {
        Preferences p;
        PreferencesDialog dialog(p);
        dialog.setDefaultLakePath(QDir::homePath() + QStringLiteral("/.local/share/tarn/lake.sqlite"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.findChild<QLineEdit *>(QStringLiteral("lakePath"))->placeholderText().startsWith(QStringLiteral("Default: ")));
        QVERIFY(dialog.grab().save(QStringLiteral("/tmp/tray-preferences.png")));
        auto *pages = dialog.findChild<QTabWidget *>(QStringLiteral("preferencePages"));
        pages->setCurrentWidget(dialog.findChild<QWidget *>(QStringLiteral("memoryPage")));
        QVERIFY(dialog.grab().save(QStringLiteral("/tmp/tarn-preferences-memory.png")));
    }
};

QTEST_MAIN(TestUiPreferences)
#include "tst_ui_preferences.moc"
