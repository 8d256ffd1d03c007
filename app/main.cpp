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
        QCoreApplication app(argc, argv);
        tarn::app::Cli::setApplicationInfo();
        tarn::app::installTranslators(app); // before any output: help and errors follow the locale
        return tarn::app::Cli().run(app.arguments());
    }
    return tarn::app::runGui(argc, argv);
}
