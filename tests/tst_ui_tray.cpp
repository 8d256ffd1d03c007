// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The tray icon (menu, signals, tooltip, notifications) and single-instance
// handling. Cases that need a real tray host skip without one; run through
// tests/with-tray-host.sh (Xvfb + trayer) to exercise them, as ctest does.

#include "Clock.h"
#include "MainWindow.h"
#include "Preferences.h"
#include "Scheduler.h"
#include "SingleInstance.h"
#include "TestSupport.h"
#include "TrayIcon.h"

#include <QAction>
#include <QApplication>
#include <QScreen>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLocalServer>
#include <QLocalSocket>
#include <QLocale>
#include <QMenu>
#include <QMouseEvent>
#include <QScopeGuard>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#ifdef Q_OS_UNIX
#include <cstring>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#endif

using tarn::ManualClock;
using tarn::SweepKind;
using tarn::SweepReport;
using tarn::ui::SingleInstance;
using tarn::ui::TrayIcon;
using tarn::ui::MainWindow;
using tarn::SchedulerConfig;
using tarn::SchedulerHost;
namespace test = tarn::test;
namespace Duration = tarn::Duration;

#define REQUIRE_TRAY_HOST()                                                                                 \
    do {                                                                                                    \
        if (!QSystemTrayIcon::isSystemTrayAvailable())                                                      \
            QSKIP("No system tray host (run under tests/with-tray-host.sh: Xvfb + trayer)");                \
    } while (false)

namespace {

// 2026-11-22T00:00:00Z, as in the other tests.
constexpr qint64 kT0 = 1795305600000LL;

QStringList actionTexts(const QMenu *menu)
{
    QStringList texts;
    const QList<QAction *> actions = menu->actions();
    for (const QAction *a : actions) {
        if (!a->isSeparator())
            texts << a->text();
    }
    return texts;
}

SweepReport report(SweepKind kind, qint64 removed, qint64 reduced = 0, bool dryRun = false)
{
    SweepReport r;
    r.kind = kind;
    r.removed = removed;
    r.reduced = reduced;
    r.dryRun = dryRun;
    r.startedAt = kT0;
    return r;
}

// On X11 without a StatusNotifier host, Qt draws the tray icon in a widget
// of its own (QSystemTrayIconSys) that the host embeds; null elsewhere.
QWidget *embeddedTrayWidget()
{
    const QList<QWidget *> windows = QApplication::topLevelWidgets();
    for (QWidget *w : windows) {
        if (w->inherits("QSystemTrayIconSys") && w->isVisible())
            return w;
    }
    return nullptr;
}

bool hasSeveralColours(const QImage &image)
{
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (image.pixel(x, y) != image.pixel(0, 0))
                return true;
        }
    }
    return false;
}

QString uniqueKey()
{
    return QStringLiteral("tarn-test-%1").arg(QUuid::createUuid().toString(QUuid::Id128).left(12));
}

// Where QLocalServer puts a socket with a plain name.
QString socketPathFor(const QString &key)
{
    return QDir::cleanPath(QDir::tempPath()) + u'/' + key;
}

#ifdef Q_OS_UNIX
// What a crashed instance leaves behind: a socket file nobody listens on.
bool leaveStaleSocket(const QString &path)
{
    const QByteArray native = QFile::encodeName(path);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (size_t(native.size()) >= sizeof address.sun_path)
        return false;
    std::memcpy(address.sun_path, native.constData(), size_t(native.size()));
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd < 0)
        return false;
    const bool bound = ::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0;
    ::close(fd); // no unlink: the file stays
    return bound;
}
#endif

} // namespace

class TestUiTray : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // Thousands separators in the expected tooltips, whatever the machine says.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void init()
    {
        // A hidden tray icon's widget is deleted later; finish that, so the
        // next case never finds the previous case's icon.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }

    // --- needs a tray host --------------------------------------------------

    void iconIsVisible()
    {
        REQUIRE_TRAY_HOST();
        ManualClock clock(kT0);
        TrayIcon tray(clock);
        QVERIFY(TrayIcon::isAvailable());
        tray.show();
        QVERIFY(tray.trayIcon()->isVisible());
        QVERIFY(!tray.trayIcon()->icon().isNull());
        QWidget *embedded = embeddedTrayWidget();
        if (!embedded)
            QSKIP("The tray icon is not a Qt widget here (StatusNotifier host?)");
        // It gets painted: the app icon has more than one colour. Judged on
        // the one grab that showed it, not a fresh one (QTRY_VERIFY grabs
        // again): while the host reparents the window a grab can come back
        // blank for a moment. Generous: the host is another process.
        QImage shown;
        const bool painted = QTest::qWaitFor(
            [&] {
                shown = QGuiApplication::primaryScreen()->grabWindow(embedded->winId()).toImage();
                return hasSeveralColours(shown);
            },
            20000);
        QVERIFY(painted);
        QVERIFY(shown.save(QStringLiteral("/tmp/tray-icon.png")));
    }

    void clickingTheIconOpens()
    {
        REQUIRE_TRAY_HOST();
        ManualClock clock(kT0);
        TrayIcon tray(clock);
        QSignalSpy open(&tray, &TrayIcon::openRequested);
        tray.show();
        // On X11 without a StatusNotifier host, Qt draws the icon in a
        // widget of its own that trayer embeds; click it like a person.
        QWidget *embedded = embeddedTrayWidget();
        if (!embedded)
            QSKIP("The tray icon is not a Qt widget here (StatusNotifier host?)");
        QTest::mouseClick(embedded, Qt::LeftButton, {}, embedded->rect().center());
        QTRY_COMPARE(open.count(), 1);
    }

    void menuScreenshot()
    {
        REQUIRE_TRAY_HOST();
        ManualClock clock(kT0);
        TrayIcon tray(clock);
        tray.show();
        tray.setPaused(true);
        tray.menu()->popup(QPoint(200, 200));
        QVERIFY(QTest::qWaitForWindowExposed(tray.menu()));
        QVERIFY(tray.menu()->grab().save(QStringLiteral("/tmp/tray-menu.png")));
        tray.menu()->hide();
    }

    // --- plain logic: runs with or without a tray host ------------------------

    void menuHasTheFourActionsInOrder()
    {
        ManualClock clock(kT0);
        TrayIcon tray(clock);
        QCOMPARE(tray.trayIcon()->contextMenu(), tray.menu());
        QCOMPARE(actionTexts(tray.menu()), (QStringList{QStringLiteral("&Open Tarn"), QStringLiteral("&Sweep now"),
                                                        QStringLiteral("&Pause scheduler"), QStringLiteral("&Quit")}));
        QList<QAction *> expected{tray.openAction(), tray.sweepAction(), tray.pauseAction(), tray.quitAction()};
        QList<QAction *> actual;
        const QList<QAction *> all = tray.menu()->actions();
        for (QAction *a : all) {
            if (!a->isSeparator())
                actual << a;
        }
        QCOMPARE(actual, expected);
        QCOMPARE(tray.menu()->defaultAction(), tray.openAction());
        // Quit is kept apart from the rest.
        QVERIFY(all.at(all.indexOf(tray.quitAction()) - 1)->isSeparator());
    }

    void actionsEmitTheirSignals()
    {
        ManualClock clock(kT0);
        TrayIcon tray(clock);
        QSignalSpy open(&tray, &TrayIcon::openRequested);
        QSignalSpy sweep(&tray, &TrayIcon::sweepRequested);
        QSignalSpy pause(&tray, &TrayIcon::pauseToggled);
        QSignalSpy quit(&tray, &TrayIcon::quitRequested);

        tray.openAction()->trigger();
        QCOMPARE(open.count(), 1);
        tray.sweepAction()->trigger();
        QCOMPARE(sweep.count(), 1);
        tray.quitAction()->trigger();
        QCOMPARE(quit.count(), 1);

        tray.pauseAction()->trigger();
        QCOMPARE(pause.count(), 1);
        QCOMPARE(pause.at(0).at(0).toBool(), true);
        QVERIFY(tray.isPaused());
        QCOMPARE(tray.pauseAction()->text(), QStringLiteral("&Resume scheduler"));
        tray.pauseAction()->trigger();
        QCOMPARE(pause.count(), 2);
        QCOMPARE(pause.at(1).at(0).toBool(), false);
        QCOMPARE(tray.pauseAction()->text(), QStringLiteral("&Pause scheduler"));
        // Nothing else fired along the way.
        QCOMPARE(open.count(), 1);
        QCOMPARE(sweep.count(), 1);
        QCOMPARE(quit.count(), 1);
    }

    void actionIconsWhereDrawn()
    {
        ManualClock clock(kT0);
        TrayIcon tray(clock);
        const auto drawn = [](const char *name) {
            return QFile::exists(QStringLiteral(":/icons/actions/%1.svg").arg(QLatin1String(name)));
        };
        QVERIFY(!tray.openAction()->icon().isNull()); // the app's own icon
        QCOMPARE(!tray.sweepAction()->icon().isNull(), drawn("sweep"));
        QCOMPARE(!tray.pauseAction()->icon().isNull(), drawn("pause"));
        const qint64 pauseKey = tray.pauseAction()->icon().cacheKey();
        tray.setPaused(true);
        QCOMPARE(!tray.pauseAction()->icon().isNull(), drawn("resume"));
        if (drawn("pause") && drawn("resume"))
            QVERIFY(tray.pauseAction()->icon().cacheKey() != pauseKey);
    }

    void activatingTheIconOpens()
    {
        ManualClock clock(kT0);
        TrayIcon tray(clock);
        QSignalSpy open(&tray, &TrayIcon::openRequested);
        Q_EMIT tray.trayIcon()->activated(QSystemTrayIcon::Trigger);
        Q_EMIT tray.trayIcon()->activated(QSystemTrayIcon::DoubleClick);
        QCOMPARE(open.count(), 2);
        // The context click opens the menu, not the window.
        Q_EMIT tray.trayIcon()->activated(QSystemTrayIcon::Context);
        Q_EMIT tray.trayIcon()->activated(QSystemTrayIcon::MiddleClick);
        QCOMPARE(open.count(), 2);
    }

    void setPausedFlipsTheAction()
    {
        ManualClock clock(kT0);
        TrayIcon tray(clock);
        QSignalSpy pause(&tray, &TrayIcon::pauseToggled);
        tray.setPaused(true);
        QCOMPARE(tray.pauseAction()->text(), QStringLiteral("&Resume scheduler"));
        QVERIFY(tray.toolTipText().contains(QStringLiteral("Scheduler paused")));
        tray.setPaused(true); // the scheduler agreeing changes nothing
        QCOMPARE(tray.pauseAction()->text(), QStringLiteral("&Resume scheduler"));
        tray.setPaused(false);
        QCOMPARE(tray.pauseAction()->text(), QStringLiteral("&Pause scheduler"));
        QVERIFY(!tray.toolTipText().contains(QStringLiteral("paused")));
        // Told, not asked: no signal back.
        QCOMPARE(pause.count(), 0);
    }

    void sweepNowIsDisabledWhileRunning()
    {
        ManualClock clock(kT0);
        TrayIcon tray(clock);
        QVERIFY(tray.sweepAction()->isEnabled());
        tray.setSweepRunning(true);
        QVERIFY(!tray.sweepAction()->isEnabled());
        QVERIFY(tray.toolTipText().contains(QStringLiteral("Sweeping…")));
        tray.onSweepFinished(report(SweepKind::Reap, 0));
        QVERIFY(tray.sweepAction()->isEnabled());
        QVERIFY(!tray.toolTipText().contains(QStringLiteral("Sweeping…")));
    }

    void notifications_data()
    {
        QTest::addColumn<SweepReport>("sweep");
        QTest::addColumn<QString>("message"); // empty: no notification

        QTest::newRow("reap 214") << report(SweepKind::Reap, 214) << QStringLiteral("Reaper removed 214 observations");
        QTest::newRow("reap 1") << report(SweepKind::Reap, 1) << QStringLiteral("Reaper removed one observation");
        QTest::newRow("reap 0") << report(SweepKind::Reap, 0) << QString();
        QTest::newRow("reap dry run") << report(SweepKind::Reap, 214, 0, true) << QString();
        QTest::newRow("decay 3 and 12") << report(SweepKind::SoftDecay, 3, 12)
                                        << QStringLiteral("Soft decay removed 3 faded deltas and lowered the "
                                                          "confidence of 12 more");
        QTest::newRow("decay 1 and 0") << report(SweepKind::SoftDecay, 1, 0)
                                       << QStringLiteral("Soft decay removed one faded delta");
        QTest::newRow("decay only lowered") << report(SweepKind::SoftDecay, 0, 12) << QString();
        QTest::newRow("decay dry run") << report(SweepKind::SoftDecay, 3, 12, true) << QString();
    }

    void notifications()
    {
        QFETCH(SweepReport, sweep);
        QFETCH(QString, message);
        ManualClock clock(kT0);
        TrayIcon tray(clock);
        if (TrayIcon::isAvailable())
            tray.show(); // showMessage needs a visible icon
        QSignalSpy notified(&tray, &TrayIcon::notified);
        tray.onSweepFinished(sweep);
        QCOMPARE(TrayIcon::notificationText(sweep), message);
        if (message.isEmpty()) {
            QTest::qWait(TrayIcon::kCoalesceMs + 200);
            QCOMPARE(notified.count(), 0);
        } else {
            QTRY_COMPARE_WITH_TIMEOUT(notified.count(), 1, TrayIcon::kCoalesceMs + 2000);
            QCOMPARE(notified.at(0).at(0).toString(), QStringLiteral("Tarn"));
            QCOMPARE(notified.at(0).at(1).toString(), message);
        }
    }

    // A sweep's reap and soft decay make one notification, not two where
    // the second replaces the first; numbers are written as the locale does.
    void oneSweepOneNotification()
    {
        ManualClock clock(kT0);
        TrayIcon tray(clock);
        if (TrayIcon::isAvailable())
            tray.show();
        QSignalSpy notified(&tray, &TrayIcon::notified);
        tray.onSweepFinished(report(SweepKind::Reap, 32100));
        tray.onSweepFinished(report(SweepKind::SoftDecay, 3, 12));
        QTRY_COMPARE_WITH_TIMEOUT(notified.count(), 1, TrayIcon::kCoalesceMs + 2000);
        QTest::qWait(TrayIcon::kCoalesceMs + 200);
        QCOMPARE(notified.count(), 1);
        QCOMPARE(notified.at(0).at(1).toString(),
                 QStringLiteral("Reaper removed 32,100 observations.\nSoft decay removed 3 faded deltas and lowered the "
                                "confidence of 12 more."));
        // A sweep that only lowered confidence stays quiet.
        tray.onSweepFinished(report(SweepKind::Reap, 0));
        tray.onSweepFinished(report(SweepKind::SoftDecay, 0, 5));
        QTest::qWait(TrayIcon::kCoalesceMs + 200);
        QCOMPARE(notified.count(), 1);
    }

    void toolTipShowsCountsAndTheSweepClock()
    {
        ManualClock clock(kT0);
        TrayIcon tray(clock);
        QVERIFY(tray.toolTipText().contains(QStringLiteral("Reading the lake")));

        tarn::LakeStats stats;
        stats.total = 1234;
        stats.authored = 200;
        stats.observed = 1034;
        stats.nextExpiry = kT0 + 3 * Duration::Hour + 4 * Duration::Minute;
        tray.setStats(stats);
        tray.setSchedule(kT0 + 4 * Duration::Minute, kT0 + 50 * Duration::Minute);
        QString tip = tray.toolTipText();
        QVERIFY2(tip.startsWith(QStringLiteral("Tarn\n")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("1,234 deltas: 200 authored, 1,034 observed")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Next expiry in 3 h 4 min")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Next sweep in 4 min")), qPrintable(tip));
        QCOMPARE(tray.trayIcon()->toolTip(), tip);

        // The countdown follows the clock.
        clock.advance(2 * Duration::Minute);
        QVERIFY2(tray.toolTipText().contains(QStringLiteral("Next sweep in 2 min")), qPrintable(tray.toolTipText()));
        clock.advance(2 * Duration::Minute);
        QVERIFY(tray.toolTipText().contains(QStringLiteral("Next sweep in less than a minute")));

        // After a sweep: what it did.
        tray.onSweepFinished(report(SweepKind::Reap, 214));
        tip = tray.toolTipText();
        QVERIFY2(tip.contains(QStringLiteral(": 214 removed")), qPrintable(tip));
        QCOMPARE(tray.trayIcon()->toolTip(), tip);

        // Expired but not yet reaped says so instead of a negative countdown.
        stats.expiredPending = 7;
        tray.setStats(stats);
        QVERIFY(tray.toolTipText().contains(QStringLiteral("7 expired, waiting for the reaper")));
    }

    void aFailedSweepShowsInTheTooltipOnly()
    {
        ManualClock clock(kT0);
        TrayIcon tray(clock);
        QSignalSpy notified(&tray, &TrayIcon::notified);
        SweepReport failed = report(SweepKind::Reap, 0);
        failed.error = QStringLiteral("database is locked");
        tray.onSweepFinished(failed);
        QTest::qWait(TrayIcon::kCoalesceMs + 200);
        QCOMPARE(notified.count(), 0);
        QVERIFY2(tray.toolTipText().contains(QStringLiteral("failed: database is locked")), qPrintable(tray.toolTipText()));
    }

    // --- single instance ------------------------------------------------------

    void secondInstanceActivatesTheFirst()
    {
        const QString key = uniqueKey();
        SingleInstance first(key);
        QSignalSpy activated(&first, &SingleInstance::activationRequested);
        QVERIFY(first.tryBecomePrimary());
        QVERIFY(first.isPrimary());
        QVERIFY(first.tryBecomePrimary()); // asking again changes nothing

        SingleInstance second(key);
        QSignalSpy secondActivated(&second, &SingleInstance::activationRequested);
        QVERIFY(!second.tryBecomePrimary());
        QVERIFY(!second.isPrimary());
        QTRY_COMPARE(activated.count(), 1);

        SingleInstance third(key);
        QVERIFY(!third.tryBecomePrimary());
        QTRY_COMPARE(activated.count(), 2);
        QCOMPARE(secondActivated.count(), 0);
    }

    void theNameIsFreedOnExit()
    {
        const QString key = uniqueKey();
        {
            SingleInstance first(key);
            QVERIFY(first.tryBecomePrimary());
        }
        SingleInstance next(key);
        QVERIFY(next.tryBecomePrimary());
        QVERIFY(next.isPrimary());
    }

    void aStaleSocketIsRecovered()
    {
#ifndef Q_OS_UNIX
        QSKIP("Stale socket files are a Unix matter");
#else
        const QString key = uniqueKey();
        const QString path = socketPathFor(key);
        QVERIFY(leaveStaleSocket(path));
        const auto cleanup = qScopeGuard([&] { QLocalServer::removeServer(key); });
        // The leftover really blocks a plain listen: the case is real.
        {
            QLocalServer plain;
            QVERIFY(!plain.listen(key));
            QCOMPARE(plain.serverError(), QAbstractSocket::AddressInUseError);
        }
        SingleInstance recovered(key);
        QSignalSpy activated(&recovered, &SingleInstance::activationRequested);
        QVERIFY(recovered.tryBecomePrimary());
        QVERIFY(recovered.isPrimary());
        SingleInstance later(key);
        QVERIFY(!later.tryBecomePrimary());
        QTRY_COMPARE(activated.count(), 1);
#endif
    }

    void strangersAreIgnored()
    {
        const QString key = uniqueKey();
        SingleInstance first(key);
        QSignalSpy activated(&first, &SingleInstance::activationRequested);
        QVERIFY(first.tryBecomePrimary());
        QLocalSocket stranger;
        stranger.connectToServer(key);
        QVERIFY(stranger.waitForConnected(1000));
        stranger.write("quit\n");
        QVERIFY(stranger.waitForBytesWritten(1000));
        stranger.disconnectFromServer();
        // A real activation after it proves the stranger's line was read.
        SingleInstance second(key);
        QVERIFY(!second.tryBecomePrimary());
        // Connections are accepted in order, so the stranger was handled first.
        QTRY_COMPARE(activated.count(), 1);
    }

    void keysFollowTheLake()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
        const QString lake = dir.filePath(QStringLiteral("lake.sqlite"));
        const QString key = SingleInstance::keyFor(lake);
        QVERIFY(key.startsWith(QStringLiteral("tarn-")));
        QCOMPARE(SingleInstance::keyFor(lake), key);
        QCOMPARE(SingleInstance::keyFor(dir.filePath(QStringLiteral("sub/../lake.sqlite"))), key);
        QVERIFY(SingleInstance::keyFor(dir.filePath(QStringLiteral("other.sqlite"))) != key);
        // Plain enough for a file name, short enough for a Unix socket path.
        for (const QChar c : key)
            QVERIFY2(c.isLetterOrNumber() || c == u'-' || c == u'_', qPrintable(key));
        QVERIFY(key.size() <= 64);
    }

    // --- the window with the tray --------------------------------------------

    void closingTheWindowKeepsTarnInTheTray()
    {
        REQUIRE_TRAY_HOST();
        QStandardPaths::setTestModeEnabled(true);
        test::TempLake lake;
        MainWindow window(lake.path(), lake.clock);
        SchedulerConfig config;
        config.reapAtStart = false;
        SchedulerHost scheduler(lake.path(), lake.clock, config);
        window.setScheduler(&scheduler);
        scheduler.start();
        TrayIcon tray(lake.clock);
        window.setTray(&tray);
        tray.show();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy lastClosed(qApp, &QGuiApplication::lastWindowClosed);
        // The icon says which lake it is for, as the window's title does.
        QVERIFY2(tray.toolTipText().startsWith(QStringLiteral("lake.sqlite — Tarn\n")) || test::onPostgres(),
                 qPrintable(tray.toolTipText()));
        QVERIFY(window.windowTitle().startsWith(tray.title()) || window.windowTitle() == tray.title());
        QVERIFY(!window.close()); // refused: hidden to the tray instead
        QVERIFY(!window.isVisible());
        QCOMPARE(lastClosed.count(), 0);
        // Open from the tray brings it back.
        tray.openAction()->trigger();
        QTRY_VERIFY(window.isVisible());
        // Pause from the tray reaches the scheduler.
        tray.pauseAction()->trigger();
        QTRY_VERIFY(scheduler.scheduler()->isPaused());
        tray.pauseAction()->trigger();
        QTRY_VERIFY(!scheduler.scheduler()->isPaused());
        // Sweep now from the tray goes through the window's dry run and confirmation.
        tray.sweepAction()->trigger();
        QTRY_VERIFY(window.sweepConfirmation());
        window.sweepConfirmation()->button(QMessageBox::Cancel)->click();
    }

    // Preferences → Desktop (issue 22): closing can quit instead of hiding,
    // and sweep notifications can be switched off (the tooltip still tells).
    void desktopPreferencesDecideClosingAndNotifying()
    {
        REQUIRE_TRAY_HOST();
        QStandardPaths::setTestModeEnabled(true);
        test::TempLake lake;
        MainWindow window(lake.path(), lake.clock);
        TrayIcon tray(lake.clock);
        window.setTray(&tray);
        tray.show();
        tarn::ui::Preferences quitOnClose;
        quitOnClose.closeToTray = false;
        quitOnClose.notifications = false;
        window.applyDesktopPreferences(quitOnClose);
        QVERIFY(!tray.notificationsEnabled());
        QSignalSpy notified(&tray, &TrayIcon::notified);
        tray.onSweepFinished(report(SweepKind::Reap, 214));
        QTest::qWait(TrayIcon::kCoalesceMs + 300);
        QCOMPARE(notified.count(), 0);
        QVERIFY(tray.toolTipText().contains(QStringLiteral("214 removed")));

        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy quitting(&window, &MainWindow::quitting);
        QVERIFY(window.close()); // accepted: Tarn quits rather than hiding
        QCOMPARE(quitting.count(), 1);

        // (Keeping Tarn in the tray, the default, is closingTheWindowKeepsTarnInTheTray.)
        window.applyDesktopPreferences(tarn::ui::Preferences{});
        QVERIFY(tray.notificationsEnabled());
    }

    void withoutATrayClosingQuits()
    {
        QStandardPaths::setTestModeEnabled(true);
        test::TempLake lake;
        MainWindow window(lake.path(), lake.clock);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.close()); // no tray: the close goes through (and the app would quit)
        QVERIFY(!window.isVisible());
    }
};

QTEST_MAIN(TestUiTray)
#include "tst_ui_tray.moc"
