// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "GuiMain.h"

#include "ApiServerHost.h"
#include "LakeLocation.h"
#include "ApiSettings.h"
#include "Cli.h"
#include "KeychainSecretStore.h"
#include "Lake.h"
#include "LakeCredentials.h"
#include "MainWindow.h"
#include "Preferences.h"
#include "Scheduler.h"
#include "SingleInstance.h"
#include "SourceHost.h"
#include "TrayIcon.h"
#include "Translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QIcon>
#include <QLocale>
#include <QMessageBox>
#include <QProcess>
#include <QProcessEnvironment>
#include <memory>

namespace tarn::app {

namespace {

// Gives the free functions here a translation context lupdate understands.
struct Gui
{
    Q_DECLARE_TR_FUNCTIONS(Gui)
};

struct GuiOptions
{
    QString lakePath;
    bool demo = false;
    bool hidden = false;
};

GuiOptions parseOptions(const QApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Gui::tr("Tarn's window on a memory lake."));
    const QCommandLineOption lake(QStringLiteral("lake"),
                                  Gui::tr("Open the lake at LOCATION, a file or postgresql://user@host/db "
                                          "(default: $TARN_LAKE or the app data folder)."),
                                  QStringLiteral("LOCATION"));
    const QCommandLineOption demo(QStringLiteral("demo"), Gui::tr("Open the demo lake made by `tarn demo`."));
    const QCommandLineOption hidden(QStringLiteral("hidden"),
                                    Gui::tr("Start in the tray with the window closed (how Tarn starts at login); "
                                            "without a tray the window opens."));
    parser.addOptions({lake, demo, hidden});
    parser.process(app); // --help and --version never get here: the CLI takes them
    GuiOptions out;
    out.demo = parser.isSet(demo);
    out.hidden = parser.isSet(hidden);
    if (out.demo)
        out.lakePath = Cli::demoLakePath();
    else if (parser.isSet(lake))
        out.lakePath = parser.value(lake);
    else if (qEnvironmentVariableIsEmpty("TARN_LAKE") && !ui::Preferences::load().lakePath.isEmpty())
        out.lakePath = ui::Preferences::load().lakePath; // chosen in the preferences
    else
        out.lakePath = Lake::defaultPath(); // honours $TARN_LAKE
    return out;
}

} // namespace

int runGui(int &argc, char **argv)
{
    QApplication app(argc, argv);
    Cli::setApplicationInfo();
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.tarn.tarn")); // as installed by packaging/
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/tarn.svg")));
    installTranslators(app);

    const GuiOptions options = parseOptions(app);
    if (options.demo && !QFileInfo::exists(options.lakePath)) {
        // Opening would create an empty lake where the demo belongs; say how
        // to make the demo instead.
        QMessageBox::information(nullptr, Gui::tr("No demo lake yet"),
                                 Gui::tr("There is no demo lake at %1 yet.\n\nRun “tarn demo” first to create "
                                         "it, then “tarn --demo” to open it.")
                                     .arg(options.lakePath));
        return 1;
    }

    // One window per lake: a second launch asks the first to come forward
    // and leaves.
    ui::SingleInstance instance(ui::SingleInstance::keyFor(options.lakePath));
    if (!instance.tryBecomePrimary())
        return 0;

    // Secrets live in the system keychain (service "tarn"): the API's, the
    // sources' tokens, and a server lake's password, which the window's
    // workers read from there when they first connect (LakeCredentials).
    const auto keychain = std::make_shared<KeychainSecretStore>();
    LakeCredentials::setSecretStore(keychain);

    ui::MainWindow window(options.lakePath);
    window.setDefaultLakePath(Lake::defaultPath());
    QObject::connect(&instance, &ui::SingleInstance::activationRequested, &window, &ui::MainWindow::raiseAndActivate);
    SchedulerHost scheduler(options.lakePath, SystemClock::instance(), ui::Preferences::load().schedulerConfig());
    window.setScheduler(&scheduler);
    // With a tray host Tarn lives on in the tray when the window closes;
    // without one, closing the window quits.
    std::unique_ptr<ui::TrayIcon> tray;
    if (ui::TrayIcon::isAvailable()) {
        tray = std::make_unique<ui::TrayIcon>(SystemClock::instance());
        window.setTray(tray.get());
        tray->show();
        // Dialogs opened from the tray while the window is hidden must not
        // end the app when they close; Quit is explicit then.
        QApplication::setQuitOnLastWindowClosed(false);
    }
    window.applyDesktopPreferences(ui::Preferences::load());
    // The loopback API runs on its own thread.
    ApiServerHost api(options.lakePath, SystemClock::instance(), keychain);
    window.setApiHost(&api);
    // The scheduler and the API open their own connections once the
    // window's has created and migrated the file, so first openings never race.
    // Configured sources (feeds, ...) poll on a thread of their own.
    SourceHostThread sources(options.lakePath, SystemClock::instance(), keychain);
    window.setSourceHost(&sources);
    window.setSecretStore(keychain);
    QObject::connect(&window, &ui::MainWindow::lakeOpened, &scheduler,
                     [&scheduler, &api, &sources, &options] {
                         scheduler.start();
                         sources.start();
                         api.apply(ApiSettings::load(options.lakePath), ui::Preferences::load().schedulerConfig().decayPolicies);
                     },
                     Qt::SingleShotConnection);
    // File → Open Lake…: each lake runs in a process of its own (its own
    // scheduler, sources, API and tray icon). The location travels in the
    // environment, not on the command line, where a typed password would
    // be visible to every user of the computer.
    QObject::connect(&window, &ui::MainWindow::openLakeRequested, &window, [&window](const QString &location) {
        QProcess process;
        process.setProgram(QCoreApplication::applicationFilePath());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TARN_LAKE"), location);
        process.setProcessEnvironment(env);
        if (!process.startDetached())
            QMessageBox::warning(&window, Gui::tr("Open Lake"),
                                 Gui::tr("Tarn could not start a window for %1: %2").arg(LakeLocation::displayOf(location), process.errorString()));
    });
    QObject::connect(&window, &ui::MainWindow::lakeFailed, &window,
                     [&window](const QString &path, const QString &reason) {
                         QMessageBox::critical(&window, Gui::tr("Cannot open the lake"),
                                               Gui::tr("Tarn could not open the lake at\n%1\n\n%2").arg(path, reason));
                         QCoreApplication::exit(1);
                     });
    if (!(options.hidden && tray))
        window.show();
    return app.exec();
}

} // namespace tarn::app
