// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The one command table: every `tarn` command's name, its line in
// `tarn --help` and the member that runs it. Dispatch, the overview,
// `tarn help COMMAND` and the man page check (tst_package, which reads
// `tarn --help`) all read this table, so a command is added in one place
// (and its Cli::cmdX declared in Cli.h).

#include "Cli.h"
#include "CliSupport.h"

#include "Lake.h"

namespace tarn::app {

using namespace cli;

const QList<Cli::Command> &Cli::commandTable()
{
    static const QList<Command> table = {
        {"stats", QT_TRANSLATE_NOOP("Cli", "counts per source and decay class, pending prunes, next expiry"), &Cli::cmdStats},
        {"list", QT_TRANSLATE_NOOP("Cli", "list deltas, newest first"), &Cli::cmdList},
        {"show", QT_TRANSLATE_NOOP("Cli", "show one delta with its engagements"), &Cli::cmdShow},
        {"remember", QT_TRANSLATE_NOOP("Cli", "write an authored delta and print its id"), &Cli::cmdRemember},
        {"affirm", QT_TRANSLATE_NOOP("Cli", "affirm a delta: this mattered, keep it"), &Cli::cmdEngage},
        {"refute", QT_TRANSLATE_NOOP("Cli", "refute a delta: remember why it is wrong"), &Cli::cmdEngage},
        {"reply", QT_TRANSLATE_NOOP("Cli", "reply to a delta: remember the thought it prompted"), &Cli::cmdEngage},
        {"prune", QT_TRANSLATE_NOOP("Cli", "reap expired deltas and run soft decay once"), &Cli::cmdPrune},
        {"backfill-decay", QT_TRANSLATE_NOOP("Cli", "reclassify assistant facts into decay classes"), &Cli::cmdBackfill},
        {"sweep", QT_TRANSLATE_NOOP("Cli", "apply the decay policies to one scope (seed 003 sweep)"), &Cli::cmdSweep},
        {"serve", QT_TRANSLATE_NOOP("Cli", "headless: the scheduler and the loopback HTTP API"), &Cli::cmdServe},
        {"pair", QT_TRANSLATE_NOOP("Cli", "show a one-time code that pairs an API client"), &Cli::cmdPair},
        {"tokens", QT_TRANSLATE_NOOP("Cli", "list the paired API clients, or revoke one"), &Cli::cmdTokens},
        {"mcp", QT_TRANSLATE_NOOP("Cli", "serve the lake to an assistant over MCP on stdio"), &Cli::cmdMcp},
        {"recall", QT_TRANSLATE_NOOP("Cli", "recall what the lake knows about a query, best first"), &Cli::cmdRecall},
        {"forget", QT_TRANSLATE_NOOP("Cli", "forget a delta (hidden and reversible, or --hard erased)"), &Cli::cmdForget},
        {"supersede", QT_TRANSLATE_NOOP("Cli", "replace a delta with a new one, keeping the lineage"), &Cli::cmdSupersede},
        {"patch", QT_TRANSLATE_NOOP("Cli", "change a delta's content, kind, tags or subject, keeping the lineage"),
         &Cli::cmdPatch},
        {"invalidate", QT_TRANSLATE_NOOP("Cli", "mark a delta invalid (kept, hidden from readers)"), &Cli::cmdInvalidate},
        {"capture", QT_TRANSLATE_NOOP("Cli", "capture a conversation turn: an episode, and what it asks to remember"),
         &Cli::cmdCapture},
        {"maintain", QT_TRANSLATE_NOOP("Cli", "run memory maintenance: reflect, retention, reindex, gc"), &Cli::cmdMaintain},
        {"config", QT_TRANSLATE_NOOP("Cli", "show or change the memory settings"), &Cli::cmdConfig},
        {"source", QT_TRANSLATE_NOOP("Cli", "list sources or change a source's expiry"), &Cli::cmdSource},
        {"import", QT_TRANSLATE_NOOP("Cli", "import deltas from a JSONL file (all or nothing)"), &Cli::cmdImport},
        {"export", QT_TRANSLATE_NOOP("Cli", "export every delta (or the audit log) as JSONL"), &Cli::cmdExport},
        {"lake", QT_TRANSLATE_NOOP("Cli", "copy a whole lake to a new file or an empty database, verified; or keep a "
                                         "server lake's password in the keychain"),
         &Cli::cmdLake},
        {"demo", QT_TRANSLATE_NOOP("Cli", "fill a demo lake of its own with a believable day"), &Cli::cmdDemo},
        {"help", QT_TRANSLATE_NOOP("Cli", "list the commands, or show one command's options"), &Cli::cmdHelp},
    };
    return table;
}

const Cli::Command *Cli::findCommand(const QString &name)
{
    for (const Command &c : commandTable())
        if (name == QLatin1StringView(c.name))
            return &c;
    return nullptr;
}

QStringList Cli::commands()
{
    QStringList out;
    for (const Command &c : commandTable())
        out << QString::fromLatin1(c.name);
    return out;
}

int Cli::printOverview(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(CliText::tr("Tarn, a local memory lake: what you author sticks, what is observed wilts.\n"
                                            "Without a command, tarn opens the window."));
    addCommon(p);
    p.addVersionOption();
    p.addPositionalArgument(QStringLiteral("command"), CliText::tr("One of the commands below; tarn COMMAND --help for its options."));
    if (!p.parse(args)) {
        m_err << p.errorText() << Qt::endl;
        return Usage;
    }
    if (p.isSet(QStringLiteral("version"))) {
        m_out << QStringLiteral("tarn %1\n").arg(QCoreApplication::applicationVersion());
        return Ok;
    }
    QString help;
    for (const Command &c : commandTable())
        help += QStringLiteral("  %1  %2\n").arg(QString::fromLatin1(c.name), -16).arg(CliText::tr(c.summary));
    m_out << p.helpText() << Qt::endl << CliText::tr("Commands:") << Qt::endl << help;
    return Ok;
}

int Cli::cmdHelp(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("command"), CliText::tr("The command whose options to show."), QStringLiteral("[COMMAND]"));
    TARN_PARSE(p, args, CliText::tr("List the commands, or show one command's options (as tarn COMMAND --help does)."));
    const QStringList pos = p.positionalArguments();
    if (pos.size() > 1)
        throw TarnError::invalid(QStringLiteral("command"), CliText::tr("help takes at most one command"));
    if (pos.isEmpty())
        return printOverview({args.value(0)});
    const Command *entry = findCommand(pos.constFirst());
    if (!entry) {
        m_err << CliText::tr("tarn: unknown command '%1'. Run tarn --help for the list.").arg(pos.constFirst()) << Qt::endl;
        return Usage;
    }
    m_command = pos.constFirst();
    return (this->*entry->run)({args.value(0), QStringLiteral("--help")});
}

} // namespace tarn::app
