// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn lake password [LOCATION] [--forget]`: keeps the password of a lake
// on a PostgreSQL server in the keychain (never in the config or the shell
// history), where every Tarn on this machine finds it (LakeCredentials).

#include "Cli.h"
#include "CliSupport.h"

#include "Lake.h"
#include "LakeCredentials.h"
#include "LakeLocation.h"

#include <QJsonObject>
#include <cstdio>
#include <termios.h>
#include <unistd.h>

namespace tarn::app {

using namespace cli;

namespace {

// One line from standard input: typed without echo on a terminal, or piped
// (printf '%s\n' "$PW" | tarn lake password URL).
QString readPassword(QTextStream &err, const QString &prompt)
{
    const bool terminal = isatty(fileno(stdin));
    termios saved{};
    if (terminal) {
        err << prompt << Qt::flush;
        if (tcgetattr(fileno(stdin), &saved) == 0) {
            termios quiet = saved;
            quiet.c_lflag &= ~tcflag_t(ECHO);
            tcsetattr(fileno(stdin), TCSAFLUSH, &quiet);
        }
    }
    QTextStream in(stdin);
    const QString line = in.readLine();
    if (terminal) {
        tcsetattr(fileno(stdin), TCSAFLUSH, &saved);
        err << Qt::endl; // the Enter the person typed was not echoed
    }
    QString password = line;
    while (password.endsWith(u'\r'))
        password.chop(1);
    return password;
}

} // namespace

int Cli::cmdLakePassword(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("action"), CliText::tr("password: store the password of a lake on a server"));
    p.addPositionalArgument(QStringLiteral("location"),
                            CliText::tr("The lake, postgresql://user@host[:port]/db (default: --lake, $TARN_LAKE)."),
                            QStringLiteral("[LOCATION]"));
    p.addOption({QStringLiteral("forget"), CliText::tr("Remove the stored password instead.")});
    TARN_PARSE(p, args, CliText::tr("Store the password of a lake on a PostgreSQL server in the keychain, where every "
                                    "Tarn on this machine finds it; it is never written to the config. It is read "
                                    "from standard input (without echo on a terminal)."));
    const QStringList pos = p.positionalArguments();
    if (pos.value(0) != u"password" || pos.size() > 2)
        throw TarnError::invalid(QStringLiteral("action"), CliText::tr("usage: tarn lake password [LOCATION] [--forget]"));
    const LakeLocation location = LakeLocation::parse(pos.size() == 2 ? pos.at(1) : m_lakePath);
    const QString shown = location.toDisplayString();
    if (location.isFile())
        throw TarnError::invalid(QStringLiteral("lake"),
                                 CliText::tr("%1 is a lake file: only a lake on a PostgreSQL server has a password").arg(shown));
    if (p.isSet(QStringLiteral("forget"))) {
        LakeCredentials::forget(location);
        if (json)
            printJson(m_out, QJsonObject{{QStringLiteral("lake"), shown}, {QStringLiteral("stored"), false}});
        else
            m_out << CliText::tr("Removed the password for %1 from the keychain.").arg(shown) << '\n';
        return Ok;
    }
    // A password typed into the address is taken as given (it is in the
    // shell's history already); otherwise it is asked for.
    QString password = location.typedPassword();
    if (password.isEmpty())
        password = readPassword(m_err, CliText::tr("Password for %1: ").arg(shown));
    if (password.isEmpty())
        throw TarnError::invalid(QStringLiteral("password"),
                                 CliText::tr("no password given; to remove the stored one: tarn lake password --forget"));
    LakeCredentials::store(location, password);
    if (json)
        printJson(m_out, QJsonObject{{QStringLiteral("lake"), shown}, {QStringLiteral("stored"), true}});
    else
        m_out << CliText::tr("Stored the password for %1 in the keychain.").arg(shown) << '\n';
    return Ok;
}

} // namespace tarn::app
