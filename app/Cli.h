// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MemorySettings.h"

#include <QJsonArray>
#include <QStringList>
#include <QTextStream>

namespace tarn {
class Lake;
}

namespace tarn::app {

// The command-line interface (DESIGN §6): parses, runs one command on the
// lake, prints text or --json, and returns a conventional exit code.
class Cli
{
public:
    enum Exit { Ok = 0, Failure = 1, Usage = 2, NotFound = 3 };

    static bool wantsCli(const QStringList &args);
    // A command that runs until stopped (serve, mcp) rather than once.
    static bool runsUntilStopped(const QStringList &args);
    static void setApplicationInfo();
    // The command names, in the order `tarn --help` lists them.
    static QStringList commands();
    static QString demoLakePath();

    int run(const QStringList &args);

private:
    // One row of the command table (CliCommands.cpp), which dispatch, the
    // overview and `tarn help` read.
    struct Command
    {
        const char *name;
        const char *summary; // in the "Cli" translation context
        int (Cli::*run)(const QStringList &args);
    };
    static const QList<Command> &commandTable();
    static const Command *findCommand(const QString &name);
    // `tarn` and `tarn --help`: the common options and the commands.
    int printOverview(const QStringList &args);
    int cmdHelp(const QStringList &args); // CliCommands.cpp
    int cmdPrune(const QStringList &args);
    int cmdStats(const QStringList &args);
    int cmdBackfill(const QStringList &args);
    int cmdRemember(const QStringList &args);
    int cmdShow(const QStringList &args);
    int cmdList(const QStringList &args);
    int cmdEngage(const QStringList &args); // affirm, refute and reply: the verb is m_command
    int cmdImport(const QStringList &args);
    int cmdExport(const QStringList &args);
    int cmdDemo(const QStringList &args);
    int cmdSource(const QStringList &args);
    int cmdSweep(const QStringList &args);      // CliSweep.cpp
    int cmdServe(const QStringList &args);      // CliServe.cpp
    int cmdPair(const QStringList &args);       // CliServe.cpp
    int cmdTokens(const QStringList &args);     // CliTokens.cpp
    int cmdMcp(const QStringList &args);        // CliMcp.cpp
    int cmdRecall(const QStringList &args);     // CliRecall.cpp
    int cmdForget(const QStringList &args);     // CliRecall.cpp
    int cmdSupersede(const QStringList &args);
    int cmdPatch(const QStringList &args);  // CliOperations.cpp
    int cmdInvalidate(const QStringList &args); // CliOperations.cpp
    int cmdConfig(const QStringList &args);     // CliConfig.cpp
    int cmdCapture(const QStringList &args);    // CliCapture.cpp
    int cmdMaintain(const QStringList &args);   // CliMaintain.cpp
    int cmdLake(const QStringList &args);       // CliLake.cpp
    int cmdLakeCopy(const QStringList &args);   // CliLakeCopy.cpp
    int cmdLakePassword(const QStringList &args); // CliLakePassword.cpp

    void openLake(Lake &lake, bool create = true);
    // The built-in word vectors are this process's own: where no Embedder
    // runs (`tarn recall`; `tarn mcp` at start and after each request), the
    // newest memories get their vectors before the lake is asked (the
    // window and `tarn serve` do it in the background). Up to
    // kOneShotEmbedLimit, and no batch begun after kOneShotEmbedBudgetMs, so
    // a lake nobody embedded yet (a million memories after an upgrade) is
    // caught up a thousand or so a command; quiet about a lake it cannot
    // write, which then recalls with what it has.
    static constexpr int kOneShotEmbedLimit = 5000;
    static constexpr qint64 kOneShotEmbedBudgetMs = 150;
    void embedNewMemories(Lake &lake);
    // The [memory] settings; a bad value in the file is a warning on
    // stderr naming it, and its default applies.
    MemorySettings memorySettings();
    // CliSources.cpp: the configured sources (tarn source add|remove|pause|resume|poll|types).
    int sourceInstanceAction(Lake &lake, const QStringList &positional, const QStringList &sets, bool json);
    QJsonArray configuredSourcesJson(Lake &lake);
    void printConfiguredSources(Lake &lake);
    bool confirm(const QString &question, bool assumeYes);

    QString m_command;
    QString m_lakePath;
    bool m_lakeGiven = false;
    QTextStream m_out{stdout};
    QTextStream m_err{stderr};
};

} // namespace tarn::app
