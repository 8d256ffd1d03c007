// SPDX-FileCopyrightText: 2026 The Tarn maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// `tarn tokens list|revoke NAME`: a headless `tarn serve` user sees and
// revokes the API clients paired with a lake, as the window's Preferences
// do. Only each token's hash is stored, so a token itself is never shown.

#include "Cli.h"
#include "CliSupport.h"

#include "ApiTokens.h"
#include "KeychainSecretStore.h"
#include "Lake.h"
#include "TimeFormat.h"

#include <QJsonArray>
#include <QJsonObject>

namespace tarn::app {

using namespace cli;

int Cli::cmdTokens(const QStringList &args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("action"), CliText::tr("list (the default), or revoke NAME|ID"));
    p.addOption({QStringLiteral("all-lakes"), CliText::tr("With list: also the clients paired with other lakes.")});
    TARN_PARSE(p, args, CliText::tr("List the API clients paired with this lake, or revoke one by its name or id. "
                                    "A revoked client is refused within seconds by a running tarn serve or window."));
    const QStringList positional = p.positionalArguments();
    const QString action = positional.value(0, QStringLiteral("list"));
    KeychainSecretStore keychain;
    ApiTokens tokens(keychain, SystemClock::instance(), ApiTokens::lakeKey(m_lakePath));
    if (action == u"revoke") {
        if (positional.size() != 2)
            throw TarnError::invalid(QStringLiteral("name"), CliText::tr("revoke takes the client's name or id"));
        const std::optional<ApiToken> revoked = tokens.revokeByNameOrId(positional.at(1));
        if (!revoked)
            throw TarnError::notFound(CliText::tr("no client named %1 is paired with this lake").arg(positional.at(1)));
        if (json)
            printJson(m_out, QJsonObject{{QStringLiteral("revoked"), revoked->id}, {QStringLiteral("name"), revoked->name}});
        else
            m_out << CliText::tr("Revoked %1 (%2).").arg(revoked->name, revoked->id) << '\n';
        return Ok;
    }
    if (action != u"list" || positional.size() > 1)
        throw TarnError::invalid(QStringLiteral("action"), CliText::tr("tokens takes list or revoke NAME"));
    const QString here = ApiTokens::lakeKey(m_lakePath);
    const bool all = p.isSet(QStringLiteral("all-lakes"));
    QJsonArray out;
    int shown = 0;
    for (const ApiToken &t : tokens.list()) {
        if (!all && t.lake != here)
            continue;
        ++shown;
        if (json) {
            out.append(QJsonObject{{QStringLiteral("id"), t.id},
                                   {QStringLiteral("name"), t.name},
                                   {QStringLiteral("scope"), tokenScopeName(t.scope)},
                                   {QStringLiteral("created_at"), TimeFormat::toIso(t.createdAt)},
                                   {QStringLiteral("lake"), t.lake.isEmpty() ? QJsonValue() : QJsonValue(t.lake)}});
            continue;
        }
        m_out << QStringLiteral("%1  %2  %3  %4").arg(t.id, tokenScopeName(t.scope).leftJustified(5), TimeFormat::toIso(t.createdAt), t.name);
        if (all)
            m_out << QStringLiteral("  ") << (t.lake.isEmpty() ? CliText::tr("(not yet bound to a lake)") : t.lake);
        m_out << '\n';
    }
    if (json)
        printJson(m_out, out);
    else if (shown == 0)
        m_out << CliText::tr("No API clients are paired with %1. Pair one with: tarn pair").arg(here) << '\n';
    return Ok;
}

} // namespace tarn::app
