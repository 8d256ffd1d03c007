// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every `tarn` command's implementation shares: the option set, help
// text, exit codes and JSON printing. Commands live in Cli.cpp and in one
// Cli<Command>.cpp per larger command.

#include "Cli.h"
#include "TarnError.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonValue>
#include <QTextStream>

namespace tarn::app {

// A translation context lupdate can see, for the CLI's messages.
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

namespace cli {
int exitFor(const TarnError &e);
// --help, --lake PATH and --json, which every command takes.
void addCommon(QCommandLineParser &p);
QString firstCommand(const QStringList &args);
// QCommandLineParser names the executable in its usage line; name the command too.
QString helpFor(const QCommandLineParser &parser, const QString &command);
void printJson(QTextStream &out, const QJsonValue &v);
} // namespace cli

} // namespace tarn::app

// Inside a Cli::cmdX member: parses the command's options; returns from it
// when the command should stop here (help shown or a usage error). Leaves
// `json` (bool) and m_lakePath set.
#define TARN_PARSE(parser, args, description)                                                        \
    ::tarn::app::cli::addCommon(parser);                                                             \
    parser.setApplicationDescription(description);                                                   \
    if (!parser.parse(args)) {                                                                       \
        m_err << QStringLiteral("tarn: ") << parser.errorText() << Qt::endl;                         \
        return Usage;                                                                                \
    }                                                                                                \
    if (parser.isSet(QStringLiteral("help"))) {                                                      \
        m_out << ::tarn::app::cli::helpFor(parser, m_command);                                       \
        return Ok;                                                                                   \
    }                                                                                                \
    m_lakeGiven = parser.isSet(QStringLiteral("lake"));                                              \
    m_lakePath = m_lakeGiven ? parser.value(QStringLiteral("lake")) : Lake::defaultPath();           \
    const bool json = parser.isSet(QStringLiteral("json"));                                          \
    Q_UNUSED(json)
