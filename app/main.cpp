// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// tarn: one executable. A subcommand runs headless on QCoreApplication and
// needs no display; no subcommand opens the window.

#include "Cli.h"
#include "GuiMain.h"
#include "Translations.h"

#include <QCoreApplication>

int main(int argc, char **argv)
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (tarn::app::Cli::wantsCli(args)) {
        // A command run once compiles each of recall's and capture's
        // patterns once and matches it a few times: PCRE2's JIT, which Qt
        // applies to every pattern it compiles, cost more than it saved
        // (docs/BENCHMARKS.md). A command that serves keeps it.
        if (!tarn::app::Cli::runsUntilStopped(args) && !qEnvironmentVariableIsSet("QT_ENABLE_REGEXP_JIT"))
            qputenv("QT_ENABLE_REGEXP_JIT", "0");
        QCoreApplication app(argc, argv);
        tarn::app::Cli::setApplicationInfo();
        tarn::app::installTranslators(app); // before any output: help and errors follow the locale
        return tarn::app::Cli().run(app.arguments());
    }
    return tarn::app::runGui(argc, argv);
}
